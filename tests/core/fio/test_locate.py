"""Finding fio: $FIOSCOPE_FIO, bundled, PATH; versions older than 3.8 are refused."""
import os
import stat

import pytest

from app.core.errors import FioNotFound, FioTooOld
from app.core.fio.locate import find_fio, parse_version


def fake_fio(tmp_path, printed):
    p = tmp_path / "fio"
    p.write_text(f"#!/bin/sh\necho '{printed}'\n")
    p.chmod(p.stat().st_mode | stat.S_IEXEC)
    return str(p)


def test_bundled_is_found_first(fio):
    assert fio.version == "fio-3.41" and fio.version_tuple == (3, 41)
    assert os.path.basename(os.path.dirname(fio.path)) == "linux-x86_64"


def test_env_override_wins(tmp_path, fio):
    path = fake_fio(tmp_path, "fio-3.39")
    found = find_fio({"FIOSCOPE_FIO": path, "PATH": ""})
    assert found.origin == "env" and found.version_tuple == (3, 39)


def test_too_old_is_refused_with_advice(tmp_path):
    with pytest.raises(FioTooOld, match="3.8 or newer") as e:
        find_fio({"FIOSCOPE_FIO": fake_fio(tmp_path, "fio-3.7"), "PATH": ""})
    assert e.value.advice


def test_not_fio_and_missing(tmp_path):
    with pytest.raises(FioNotFound, match="does not look like fio"):
        find_fio({"FIOSCOPE_FIO": fake_fio(tmp_path, "hello"), "PATH": ""})
    with pytest.raises(FioNotFound, match="does not exist"):
        find_fio({"FIOSCOPE_FIO": str(tmp_path / "nope"), "PATH": ""})


def test_version_parsing():
    assert parse_version("fio-3.41") == (3, 41)
    assert parse_version("fio-3.33-12-gabcdef") == (3, 33)
    assert parse_version("fio-2.2.10") == (2, 2, 10)
    assert parse_version("nonsense") is None
