"""Every fioscope command starts without numpy (about 0.07 s of CPU each): the history's
sample packing imports it when samples are first stored or read. A fresh interpreter, since
this one imported numpy long ago."""
import subprocess
import sys

from tests.conftest import ROOT

CHECK = "import sys, app.cli.main; print('numpy' in sys.modules, 'PySide6' in sys.modules)"


def test_the_cli_starts_without_numpy_or_qt():
    p = subprocess.run([sys.executable, "-c", CHECK], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert p.returncode == 0, p.stderr
    assert p.stdout.split() == ["False", "False"]
