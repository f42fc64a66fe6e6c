"""The Windows build of the bundled fio, run under wine: a windowsaio job on a file whose
status stream the same parser reads. Wine comes with the project's test set-up."""
import shutil
import sys

import pytest

from app.core.fio.jobspec import JobSpec, Target, fio_filename, to_argv
from app.core.fio.results import job_result
from app.core.fio.status import SampleTracker, StreamSplitter, snapshot
from tests.conftest import ROOT, run_wine

pytestmark = [pytest.mark.wine,
              pytest.mark.skipif(not sys.platform.startswith("linux"), reason="wine runs on Linux")]
FIO_EXE = ROOT / "fio_bin" / "windows-x86_64" / "fio.exe"


def test_windowsaio_job_streams_status_that_the_parser_reads(tmp_path):
    assert shutil.which("wine"), "wine is installed by ./setup.sh test"
    assert FIO_EXE.is_file(), "built by: python3 fio_bin/build_fio.py windows-x86_64"
    # Z: is wine's view of the Linux root; the colon must be escaped for fio.
    windows_path = "Z:" + str(tmp_path / "fioscope-test-1.tmp").replace("/", "\\")
    spec = JobSpec(name="win", rw="randread", target=Target(windows_path), ioengine="windowsaio",
                   bs=4096, iodepth=4, size=16 << 20, runtime=2, time_based=True, direct=True)
    argv = to_argv(spec, str(FIO_EXE), 1.0)
    assert f"--filename={fio_filename(windows_path, windows=True)}" in argv
    p = run_wine(argv, tmp_path / "prefix", timeout=240)
    assert p.returncode == 0, p.stderr.decode(errors="replace")[-2000:]
    docs, notes = StreamSplitter().feed(p.stdout)
    assert len(docs) >= 2, p.stdout[:500]
    tracker = SampleTracker()
    samples = [s for d in docs for s in tracker.add(snapshot(d))]
    assert samples[0].threads[0].rates.read_iops > 0
    result = job_result("win", docs[-1])
    assert result.fio_version == "fio-3.41" and result.read.iops > 0
    assert result.read.latency.p99_us > 0
    assert docs[-1]["jobs"][0]["job options"]["ioengine"] == "windowsaio"
    assert (tmp_path / "fioscope-test-1.tmp").stat().st_size == 16 << 20
