"""A chroot into a plain directory (a rescue system, a debootstrap root entered without a bind
of itself): / is no mount point there, so the confinement cannot make it read-only. Every run
ended "this filesystem does not support direct I/O" (the EINVAL of mount on /); it now says
what is wrong and what to do, in one line (issue 55)."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest

from app.core.errors import classify_fio_failure

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))


def test_the_sandbox_line_is_the_failure_not_a_rule_about_fio():
    stderr = "fio: Fioscope's sandbox: / is not a mount point here (a chroot into a plain directory?), ...\n"
    e = classify_fio_failure(126, stderr, direct=True, confined=True)
    assert e.kind == "sandbox" and str(e).startswith("Fioscope's sandbox: / is not a mount point")
    assert "direct I/O" not in str(e) + e.advice


@pytest.mark.skipif(os.geteuid() != 0 or not shutil.which("unshare") or not sys.platform.startswith("linux"),
                    reason="needs root and unshare to make a chroot")
def test_a_run_in_a_chroot_without_a_root_mount_says_why_in_one_line(tmp_path):
    root = tmp_path / "root"  # a plain directory: the system's directories bound into it
    root.mkdir()
    binds = [d for d in ("usr", "etc", "proc", "dev", "sys", "bin", "lib", "lib64", "sbin", "var")
             if os.path.exists(f"/{d}")]
    script = ["set -e"]
    for d in binds:
        if os.path.islink(f"/{d}"):
            script.append(f"ln -sfn {os.readlink('/' + d)} {root}/{d}")
        else:
            script.append(f"mkdir -p {root}/{d} && mount --rbind /{d} {root}/{d}")
    # The checkout (its venv and the bundled fio) and the Python the venv links to, at the same
    # paths inside.
    for src in dict.fromkeys((ROOT, sys.base_prefix)):
        script.append(f"mkdir -p {root}{src} && mount --rbind {src} {root}{src}")
    script.append(f"mkdir -p {root}/tmp/t")
    script.append(f"exec chroot {root} env FIOSCOPE_DATA_DIR=/tmp/d {sys.executable} -m app run --target /tmp/t "
                  "--size 1m --runtime 1 --preset quick-read --no-store")
    p = subprocess.run(["unshare", "-m", "--propagation", "private", "sh", "-c", "\n".join(script)],
                       capture_output=True, text=True, timeout=120, cwd=ROOT)
    lines = [ln for ln in p.stderr.splitlines() if ln.startswith("fioscope: ")]
    assert p.returncode != 0, (p.stdout, p.stderr)
    assert lines and "/ is not a mount point here" in lines[-1] and "mount --bind ROOT ROOT" in lines[-1], p.stderr
    assert "direct I/O" not in p.stderr and "Traceback" not in p.stderr
    assert os.listdir(root / "tmp" / "t") == []  # nothing left behind in the target
