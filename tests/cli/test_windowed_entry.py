"""The windowed Windows executable (fioscope-gui.exe, the Start menu's): no console of its
own and none for fio, and no crash from the missing stdout/stderr a windowed program has."""
import subprocess
import sys

from app.core.fio import procguard
from tests.conftest import ROOT


def test_fio_gets_its_own_group_and_no_console_window_on_windows(monkeypatch):
    monkeypatch.setattr(procguard.sys, "platform", "win32")
    flags = procguard.popen_kwargs()["creationflags"]
    assert flags == 0x00000200 | 0x08000000  # CREATE_NEW_PROCESS_GROUP | CREATE_NO_WINDOW (winbase.h)


def test_the_entry_survives_a_process_without_stdout_and_stderr():
    # Closed descriptors 1 and 2 are how a windowed program starts: Python sets sys.stdout
    # and sys.stderr to None, and a write to them raises, unless the entry replaces them.
    code = ("import sys; sys.path.insert(0, sys.argv[1]); import fioscope_entry as e; "
            "ok = sys.stdout is None and sys.stderr is None; e.quiet_missing_stdio(); "
            "sys.stdout.write('x'); sys.stderr.write('y'); sys.exit(7 if ok else 3)")
    for guarded in (True, False):
        run = code if guarded else code.replace("e.quiet_missing_stdio(); ", "")
        p = subprocess.run(["sh", "-c", 'exec "$0" -c "$1" "$2" >&- 2>&-', sys.executable, run,
                            str(ROOT / "installer")], cwd=ROOT, timeout=120)
        assert p.returncode == (7 if guarded else 1)  # unguarded: AttributeError on None
    spec = (ROOT / "installer" / "fioscope.spec").read_text()
    assert 'name="fioscope-gui", console=False' in spec
