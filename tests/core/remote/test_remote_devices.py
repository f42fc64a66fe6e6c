"""Devices written through fio servers, on loop devices the tests make (always detached):
a job file's section named like a free device, a mounted one and a disk whose partition is
mounted. Without a token each is refused before anything is sent; with one, the free device
is written and the other two are refused by the server's own fio (the bundled build claims a
device exclusively before writing it: fio's own check compares names only). Checksums are
unchanged after every refusal. Also the claim itself, with bare fio: what it refuses, and that
it holds the device for the whole run."""
from __future__ import annotations

import os
import subprocess
import time
from contextlib import contextmanager

import pytest

from tests.conftest import have_root_tools, mounted_readonly
from tests.helpers import cli, digest, the_line

pytestmark = [pytest.mark.loop, pytest.mark.skipif(not have_root_tools("losetup", "mkfs.ext4", "mount", "sfdisk"),
                                                   reason="needs root, losetup, mkfs.ext4, mount and sfdisk")]


@contextmanager
def _loop(image, partitioned: bool = False):
    dev = subprocess.run(["losetup", "-f", "--show", *(["-P"] if partitioned else []), str(image)],
                         capture_output=True, text=True, check=True).stdout.strip()
    try:
        yield dev
    finally:
        subprocess.run(["losetup", "-d", dev], check=False)


@contextmanager
def _device(kind: str, tmp_path):
    """(device, what mounts it) for kind free, mounted or partition (a partition of it mounted)."""
    image = tmp_path / f"{kind}.img"
    image.write_bytes(os.urandom(24 << 20))
    if kind == "partition":
        subprocess.run(["sfdisk", "-q", str(image)], input="label: dos\n,16M\n", text=True, check=True)
    with _loop(image, partitioned=kind == "partition") as dev:
        if kind == "free":
            yield dev
        elif kind == "mounted":
            with mounted_readonly(dev, tmp_path / "mnt"):
                yield dev
        else:
            if not os.path.exists(dev + "p1"):  # a kernel without the DOS table parser: fio's way in
                subprocess.run(["partx", "-a", dev], check=True, capture_output=True)
            with mounted_readonly(dev + "p1", tmp_path / "mnt"):
                yield dev


@pytest.mark.parametrize("kind", ["free", "mounted", "partition"])
def test_a_section_named_like_a_device_is_gated_on_a_server(kind, servers, tmp_path, monkeypatch):
    monkeypatch.setenv("FIOSCOPE_DATA_DIR", str(tmp_path / "data"))
    (host, _, _), = servers(1)
    with _device(kind, tmp_path) as dev:
        job = tmp_path / "section.fio"
        job.write_text(f"[{dev}]\nrw=write\nbs=64k\nsize=1m\nioengine=psync\n")
        before = digest(dev)
        rc, _, err = cli("run", "--hosts", host.label, "--job-file", str(job), "--no-store")
        assert rc == 2 and f"--destroy-data 127.0.0.1:{dev}" in the_line(err), err
        assert digest(dev) == before
        rc, out, err = cli("run", "--hosts", host.label, "--job-file", str(job), "--no-store",
                           "--destroy-data", f"127.0.0.1:{dev}")
        if kind == "free":
            assert rc == 0, err
            assert digest(dev) != before
        else:
            line = the_line(err)
            assert rc == 1 and host.label in line, err
            said = "appears mounted" if kind == "mounted" else "is in use (mounted, swap, or held"
            assert said in line
            assert digest(dev) == before


def test_a_second_name_for_a_mounted_device_is_no_confirmation(servers, tmp_path, monkeypatch):
    """A link to the device is not its kernel name: refused as a device (/dev/...) and as a file
    (written through on the server), whatever token or --overwrite is given."""
    monkeypatch.setenv("FIOSCOPE_DATA_DIR", str(tmp_path / "data"))
    (host, _, _), = servers(1)
    with _device("mounted", tmp_path) as dev:
        alias = tmp_path / "alias"
        alias.symlink_to(dev)
        before = digest(dev)
        job = tmp_path / "alias.fio"
        for name, said in (("/dev/disk/by-id/fioscope-test-alias", "kernel name"), (str(alias), "not a regular file")):
            job.write_text(f"[w]\nfilename={name}\nrw=write\nbs=64k\nsize=1m\nioengine=psync\n")
            rc, _, err = cli("run", "--hosts", host.label, "--job-file", str(job), "--no-store",
                             "--destroy-data", f"127.0.0.1:{name}", "--overwrite", f"127.0.0.1:{name}")
            assert rc == 2 and said in the_line(err), err
        assert digest(dev) == before


def test_the_bundled_fio_claims_a_device_before_writing_it(fio, tmp_path):
    """Measured facts behind the fio patch: fio's own check passes a disk whose partition is
    mounted (it compares the name with /proc/mounts); the claim refuses it; on a free device the
    claim is held for the whole run, so nothing mounts the device while fio writes it."""
    job = tmp_path / "w.fio"
    with _device("partition", tmp_path) as dev:
        before = digest(dev)
        job.write_text(f"[w]\nfilename={dev}\nrw=write\nbs=64k\nsize=1m\noffset=20m\nioengine=psync\n")
        p = subprocess.run([fio.path, str(job)], capture_output=True, text=True, timeout=60)
        assert f"fio: {dev} is in use (mounted, swap, or held by dm, md or LVM)" in p.stderr, p.stderr
        assert digest(dev) == before
    with _device("free", tmp_path) as dev:
        subprocess.run(["mkfs.ext4", "-q", "-F", dev], check=True, capture_output=True)
        job.write_text(f"[w]\nfilename={dev}\nrw=randwrite\nbs=4k\nsize=1m\noffset=20m\nioengine=psync\n"
                       "time_based\nruntime=3\nnumjobs=2\n")
        run = subprocess.Popen([fio.path, "--output-format=json", str(job)], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
        try:
            time.sleep(1.5)
            (tmp_path / "m").mkdir()
            mount = subprocess.run(["mount", "-o", "ro,noload", dev, str(tmp_path / "m")], capture_output=True,
                                   text=True)
            if mount.returncode == 0:  # the claim did not hold: undo it before failing
                subprocess.run(["umount", str(tmp_path / "m")], check=False)
            out, err = run.communicate(timeout=30)
        finally:
            if run.poll() is None:
                run.kill()
                run.communicate()
        assert mount.returncode != 0, "the device was mounted while fio wrote it"
        assert run.returncode == 0 and '"error" : 0' in out and "in use" not in err, err
