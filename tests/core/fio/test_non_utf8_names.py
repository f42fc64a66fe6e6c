"""A target or job-file name that is not UTF-8 (b'/tmp/x\\xff') ended in "internal error
(UnicodeEncodeError)" on every locale: the history stores names as text. It is refused in one
line, the name shown escaped, on LANG=C and C.UTF-8, before anything is made; a link to it
with a UTF-8 name runs (real fio)."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tests.conftest import ROOT

LOCALES = ["C", "C.UTF-8"]


def cli_bytes(*args: bytes, lang: str, data) -> subprocess.CompletedProcess:
    env = dict(os.environ, LANG=lang, LC_ALL=lang, FIOSCOPE_DATA_DIR=str(data))
    env.pop("FIOSCOPE_DEBUG", None)
    return subprocess.run([os.fsencode(sys.executable), b"-m", b"app", *args], cwd=ROOT, env=env,
                          capture_output=True, timeout=300)


@pytest.fixture
def odd_dir(tmp_path):
    d = os.fsencode(tmp_path) + b"/x\xff"
    os.mkdir(d)
    return d


def one_error_line(p: subprocess.CompletedProcess) -> bytes:
    lines = [ln for ln in p.stderr.splitlines() if ln.strip()]
    assert p.returncode == 2 and len(lines) == 1 and b"internal error" not in p.stderr, p.stderr
    return lines[0]


@pytest.mark.parametrize("lang", LOCALES)
def test_a_target_that_is_not_utf8_is_one_line(tmp_path, odd_dir, lang):
    for extra in ((b"--dry-run",), (b"--preset", b"quick-read", b"--size", b"1MiB", b"--runtime", b"1")):
        line = one_error_line(cli_bytes(b"run", b"--target", odd_dir, *extra, lang=lang, data=tmp_path / "data"))
        assert b"x\\xff: its name is not UTF-8" in line and b"\xff" not in line
    assert os.listdir(odd_dir) == []


@pytest.mark.parametrize("lang", LOCALES)
def test_a_job_file_whose_name_or_text_is_not_utf8_is_one_line(tmp_path, odd_dir, lang):
    named = odd_dir + b"/j\xfe.fio"
    with open(named, "wb") as f:
        f.write(b"[w]\nrw=write\nbs=4k\nsize=64k\n")
    holding = os.fsencode(tmp_path) + b"/holds.fio"
    with open(holding, "wb") as f:
        f.write(b"[w]\nrw=write\nbs=4k\nsize=64k\nfilename=" + odd_dir + b"/data\n")
    for args in ((named,), (named, b"--dry-run")):
        line = one_error_line(cli_bytes(b"run", b"--job-file", *args, lang=lang, data=tmp_path / "data"))
        assert b"x\\xff/j\\xfe.fio: its name is not UTF-8" in line
    line = one_error_line(cli_bytes(b"run", b"--job-file", holding, lang=lang, data=tmp_path / "data"))
    assert b"holds.fio: it is not UTF-8 text (byte 0xff at offset" in line
    assert os.listdir(odd_dir) == [b"j\xfe.fio"]


def test_a_link_with_a_utf8_name_runs(tmp_path, odd_dir, fio):
    link = tmp_path / "link"
    os.symlink(odd_dir, link)
    p = cli_bytes(b"run", b"--target", os.fsencode(link), b"--preset", b"quick-read", b"--size", b"1MiB",
                  b"--runtime", b"1", lang="C.UTF-8", data=tmp_path / "data")
    assert p.returncode == 0, p.stderr
    assert b"stored as run 1" in p.stderr and os.listdir(odd_dir) == []
