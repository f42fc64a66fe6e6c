"""The bundled fio carries exactly the change fio_bin/build_fio.py declares, and its
SOURCE.txt (shipped beside it in every bundle) holds that change as a diff against the
checksum-verified upstream source, as GPL-2.0 section 2a asks of modified files."""
import tarfile

import pytest

from fio_bin import build_fio
from tests.conftest import ROOT


def test_source_txt_holds_the_diff_of_the_declared_change(tmp_path):
    tarball = build_fio.cache_root() / build_fio.TARBALL
    if not tarball.exists():
        pytest.fail(f"{tarball} is missing: run ./setup.sh, which builds the bundled fio from it")
    assert build_fio.sha256_of(tarball) == build_fio.SHA256
    with tarfile.open(tarball) as tf:
        tf.extractall(tmp_path, filter="data")
    src = tmp_path / f"fio-{build_fio.FIO_VERSION}"
    diff = build_fio.patch_source(src)
    assert diff.startswith("--- a/backend.c\n+++ b/backend.c\n")
    for _, _, old, new, count in build_fio.PATCHES:
        assert diff.count(f"-\t\t\t{old}") + diff.count(f"-\t\t{old}") == count
    for platform in ("linux-x86_64", "windows-x86_64"):
        note = (ROOT / "fio_bin" / platform / "SOURCE.txt").read_text()
        assert f"Modified by Fioscope ({build_fio.BUILD_TAG})" in note
        assert note.endswith(diff), platform  # the diff shipped is the one the build applies


def test_a_patch_that_no_longer_matches_the_source_stops_the_build(tmp_path):
    (tmp_path / "backend.c").write_text("static void run_threads(struct sk_out *sk_out)\n{\n}\n")
    with pytest.raises(build_fio.BuildError, match="does not match"):
        build_fio.patch_source(tmp_path)
