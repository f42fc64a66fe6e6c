"""tests/blkio.py, the reference drive's base: the kernel throttles what a process in the
group writes directly to the loop device, bare fio's and Fioscope's confined fio alike."""
from __future__ import annotations

import json
import sys

import pytest

from tests import blkio
from tests.conftest import ROOT

pytestmark = pytest.mark.skipif(blkio.available() is not None, reason=str(blkio.available()))
FIO = str(ROOT / "fio_bin" / "linux-x86_64" / "fio")


def _fio_write_bps(loop, *, inside: bool, size="6M") -> float:
    argv = [FIO, "--name=w", f"--filename={loop.dev}", "--rw=write", "--bs=64k", "--direct=1",
            f"--size={size}", "--ioengine=psync", "--output-format=json"]
    r = loop.run(argv) if inside else blkio.subprocess.run(argv, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    return json.loads(r.stdout)["jobs"][0]["write"]["bw_bytes"]


def test_direct_writes_in_the_group_are_throttled_and_outside_are_not(tmp_path):
    with blkio.throttled_loop(tmp_path, 32 << 20) as loop:
        loop.limit(write_bps=4 << 20)
        assert loop.limits()["write_bps"] == 4 << 20
        before = loop.stat().written_bytes
        inside = _fio_write_bps(loop, inside=True)
        assert inside == pytest.approx(4 << 20, rel=0.1)
        assert loop.group_bytes()[1] == 6 << 20  # the group's own account of what it wrote
        assert loop.stat().written_bytes - before == 6 << 20
        outside = _fio_write_bps(loop, inside=False, size="16M")
        assert outside > 5 * inside
        group = loop.group
    assert not group.exists()


def test_fioscopes_confined_fio_stays_in_the_group(tmp_path):
    """fio runs through the sandbox (own mount, pid, net and user namespaces, a /dev of its
    own): its writes still count against the group's limit for the device's MAJ:MIN."""
    out = tmp_path / "cliff.json"
    with blkio.throttled_loop(tmp_path, 32 << 20) as loop:
        loop.limit(write_bps=4 << 20)
        r = loop.run([sys.executable, "-m", "app", "cliff", "--target", loop.dev, "--size", "8MiB",
                      "--destroy-data", loop.dev, "--no-store", "--interval", "0.5", "--json", str(out)],
                     cwd=ROOT, timeout=120)
        assert r.returncode == 0, r.stderr
        assert loop.group_bytes()[1] == 8 << 20
    mbps = json.loads(out.read_text())["settings"]["cliff_result"]["throughput"][0][1]
    assert mbps == pytest.approx(4 << 20, rel=0.1)
