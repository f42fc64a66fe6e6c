"""Before a run: the checklist's warnings for the run's target, read from the real machine.
(Whether a busy disk is detected is the checklist's own test: tests/core/insight/test_insight_checklist.py.)"""
from __future__ import annotations

from app.core.errors import FioscopeError
from app.core.insight import prerun
from app.core.insight.checklist import run_checklist
from app.core.insight.prerun import pre_run_warnings, warning_line


def _stable(lines) -> list[str]:
    # "Disk idle before the run" depends on what else the machine does in that half second
    return sorted(w for w in lines if not w.startswith("Disk idle"))


def test_a_device_gives_its_own_checklists_warnings(loop_device):
    dev = loop_device(64 << 20)
    direct = _stable(warning_line(i) for i in run_checklist(dev, busy_seconds=0.1).warnings)
    assert _stable(pre_run_warnings(dev, "device", busy_seconds=0.1)) == direct


def test_a_test_file_is_checked_through_its_directory(tmp_path):
    # the test file does not exist yet; its directory's disk is what is read
    direct = _stable(warning_line(i) for i in run_checklist(str(tmp_path), busy_seconds=0.1).warnings)
    assert _stable(pre_run_warnings(str(tmp_path / "fioscope-test.tmp"), "file", busy_seconds=0.1)) == direct


def test_a_checklist_that_cannot_be_read_never_stops_a_run(monkeypatch, tmp_path):
    for error in (OSError(5, "I/O error"), FioscopeError("smartctl failed"), ValueError("bad number")):
        def fail(*_a, error=error, **_k):
            raise error
        monkeypatch.setattr(prerun, "run_checklist", fail)
        assert pre_run_warnings(str(tmp_path / "x.tmp"), "file") == []


def test_a_warning_is_one_line_with_its_advice():
    from app.core.insight.model import WARN, CheckItem
    item = CheckItem("pcie_link", "PCIe link", "trained at 8 GT/s x2, the drive supports 16 GT/s x4",
                     "16 GT/s x4", WARN, "reseat the drive or move it to a CPU-attached slot")
    assert warning_line(item) == ("PCIe link: trained at 8 GT/s x2, the drive supports 16 GT/s x4; "
                                  "reseat the drive or move it to a CPU-attached slot")


def test_fioscope_run_says_the_checklists_warnings_before_it_starts(tmp_path, monkeypatch):
    # the checklist itself is read for real above; here: that a run asks it about its own target
    from app.core import session  # the one session every run goes through asks the checklist
    from tests.helpers import cli
    asked = []

    def spy(path, kind, busy_seconds=0.5):
        asked.append((path, kind))
        return ["PCIe link: trained at 8 GT/s x2, the drive supports 16 GT/s x4; reseat the drive"]

    monkeypatch.setattr(session, "pre_run_warnings", spy)
    args = ("run", "--pause", "0", "--target", str(tmp_path), "--size", "4MiB", "--runtime", "1", "--engine", "null",
            "--preset", "quick-read", "--no-store")
    rc, _, err = cli(*args)
    assert rc == 0, err
    assert len(asked) == 1 and asked[0][1] == "file" and asked[0][0].startswith(str(tmp_path))
    assert "warning: PCIe link: trained at 8 GT/s x2" in err
    assert err.index("warning: PCIe link") < err.index("[1/")  # before the first test starts
    asked.clear()
    rc, _, err = cli(*args, "--no-check")
    assert rc == 0 and not asked and "PCIe link" not in err
