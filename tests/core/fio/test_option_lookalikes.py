"""Issue 50: a job file's value (or section name) holding a blank then '--' would read as two
options in fio --showcmd's listing while fio keeps one: such a file is refused before fio runs;
'--' without a blank before it runs, and fio writes exactly what the check saw."""
import hashlib

import pytest

from app.core.errors import InputError
from app.core.fio.jobfile import load_jobfile
from tests.conftest import run_cli


def digest(path, start=0, length=None):
    with open(path, "rb") as f:
        f.seek(start)
        return hashlib.sha256(f.read() if length is None else f.read(length)).hexdigest()


ATTACKS = {
    # fio opens the section's name (a device) as no filename= is left; the listing says harmless.bin
    "description": "[{dev}]\nrw=write\nbs=4k\nsize=1m\ndescription=x --filename=harmless.bin\n",
    # fio opens a file named '{dev} --size=1'; the listing says the device and a size
    "filename": "[j]\nrw=write\nbs=4k\nsize=1m\nfilename={dev} --size=1\n",
    # the same through a variable fio puts in as it is
    "variable": "[{dev}]\nrw=write\nbs=4k\nsize=1m\ndescription=${{FIOSCOPE_T_DESC}}\n",
    "section name": "[j --filename={dev}]\nrw=write\nbs=4k\nsize=1m\n",
}


@pytest.mark.loop
@pytest.mark.parametrize("case", sorted(ATTACKS))
def test_a_blank_before_dashes_is_refused_and_the_device_is_untouched(tmp_path, fio, loop_device, case):
    dev = loop_device(4 << 20)
    job = tmp_path / "look.fio"
    job.write_text(ATTACKS[case].format(dev=dev))
    env = {"FIOSCOPE_T_DESC": "x --filename=harmless.bin"}
    with pytest.raises(InputError, match="blank followed by '--'"):
        load_jobfile(job, fio.path, env=env)
    before = digest(dev)
    # even with the device's token: what fio would read is not what was checked
    p = run_cli("run", "--job-file", str(job), "--destroy-data", dev, "--no-store", env=env, cwd=tmp_path)
    assert p.returncode == 2 and p.stderr.count("\n") == 1, p.stderr
    assert "blank followed by '--'" in p.stderr
    assert digest(dev) == before
    assert not (tmp_path / "harmless.bin").exists()


@pytest.mark.loop
def test_dashes_without_a_blank_run_exactly_what_was_checked(tmp_path, fio, loop_device):
    dev = loop_device(4 << 20)
    job = tmp_path / "dashes.fio"
    job.write_text(f"[a--b]\nrw=write\nbs=64k\nsize=1m\ndirect=1\nfilename={dev}\ndescription=x--y z--\n")
    jf = load_jobfile(job, fio.path)
    assert [j.name for j in jf.jobs] == ["a--b"]
    assert jf.jobs[0].get("description") == "x--y z--" and jf.jobs[0].get("size") == "1m"
    assert jf.devices() == [(dev, True)]
    head, tail = digest(dev, 0, 1 << 20), digest(dev, 1 << 20)
    p = run_cli("run", "--job-file", str(job), "--destroy-data", dev, "--no-store", cwd=tmp_path)
    assert p.returncode == 0, p.stderr
    # fio wrote the first MiB of the device it was checked to write, and nothing past size=1m
    assert digest(dev, 0, 1 << 20) != head and digest(dev, 1 << 20) == tail
