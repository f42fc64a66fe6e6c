"""On a lean system the window says in one line what is missing, instead of a traceback
(libGL absent: the Qt import fails) or a window of boxes (no font installed)."""
import os
import subprocess
import sys

from app.ui.launch import NO_FONTS, missing_library
from tests.conftest import ROOT

FONTS_CONF = """<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig><cachedir>{cache}</cachedir></fontconfig>
"""


def test_no_fonts_is_one_line_naming_the_package(tmp_path):
    """fontconfig with no font directory: what a bare root or a rescue system has."""
    conf = tmp_path / "fonts.conf"
    conf.write_text(FONTS_CONF.format(cache=tmp_path / "cache"))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FONTCONFIG_FILE=str(conf),
               FIOSCOPE_DATA_DIR=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "config"))
    p = subprocess.run([sys.executable, "-m", "app", "gui", "--quit-after", "1"], cwd=ROOT, capture_output=True,
                       text=True, env=env, timeout=120)
    assert p.returncode == 1 and "main window shown" not in p.stdout, (p.stdout, p.stderr)
    assert p.stderr.strip() == NO_FONTS and "fonts-dejavu-core" in NO_FONTS


def test_a_missing_system_library_names_its_debian_package():
    # The text Python's loader gives when libQt6Gui's libGL.so.1 is not installed.
    line = missing_library(ImportError("libGL.so.1: cannot open shared object file: No such file or directory"))
    assert line == ("fioscope: the desktop app needs the system library libGL.so.1, which is not installed: "
                    "install it with `apt install libgl1` (Debian/Ubuntu)")
    assert "libegl1" in missing_library(ImportError("libEGL.so.1: cannot open shared object file: No such file"))
    other = missing_library(ImportError("libfoo.so.3: cannot open shared object file: No such file or directory"))
    assert "the package that provides libfoo.so.3" in other and "\n" not in other
