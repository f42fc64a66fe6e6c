"""fio's null engine completes I/O without moving data: its runs get no RAM-or-disk verdict."""
from app.core.fio.jobspec import JobSpec, Target
from app.core.suites.items import plain
from app.core.suites.run import SuiteRunner


def test_a_null_engine_run_is_never_called_a_ram_measurement(tmp_path, fio):
    spec = JobSpec(name="w", rw="write", target=Target(str(tmp_path / "fioscope-test-1.tmp")), ioengine="null",
                   direct=False, size=16 << 20)
    [t] = SuiteRunner(fio, "custom", plain([spec]), 0.5, target=str(tmp_path)).run().tests
    assert t.result.write.io_bytes == 16 << 20
    v = t.cache
    assert not v.measures_ram and v.device is None and v.dev_write_bytes == 0
    assert v.message == "fio's null engine moves no data: neither RAM nor a disk is measured"
