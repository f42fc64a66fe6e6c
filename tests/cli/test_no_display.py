"""`fioscope` with no arguments on a machine without a display: one line naming `fioscope
run` and `--help`, exit 2, instead of Qt's abort (exit 134 and a core dump)."""
import os
import subprocess
import sys

import pytest

from app.ui.launch import no_display
from tests.conftest import ROOT

DISPLAY_VARS = ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")


def headless(*args: str, **extra: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in DISPLAY_VARS}
    env.update(extra)
    return subprocess.run([sys.executable, "-m", "app", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=60)


@pytest.mark.parametrize("args", [(), ("gui",), ("gui", "--quit-after", "1")])
def test_no_display_is_one_line_and_exit_2(args):
    p = headless(*args)
    assert p.returncode == 2, (p.returncode, p.stderr)
    lines = p.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in p.stderr, p.stderr
    assert lines[0].startswith("fioscope: no display") and "fioscope run" in lines[0] and "--help" in lines[0]
    assert p.stdout == ""


def test_the_headless_commands_still_work_without_a_display():
    p = headless("--help")
    assert p.returncode == 0 and "fioscope run" in p.stdout
    p = headless("gui", "--help")  # the GUI's own options, answered before Qt is needed
    assert p.returncode == 0 and "--quit-after" in p.stdout


def test_an_offscreen_platform_needs_no_display():
    p = headless("gui", "--quit-after", "0", QT_QPA_PLATFORM="offscreen")
    assert p.returncode == 0, p.stderr
    assert "main window shown" in p.stdout


@pytest.mark.parametrize("env,platform,missing", [
    ({}, "linux", True), ({"DISPLAY": ":0"}, "linux", False), ({"WAYLAND_DISPLAY": "wayland-0"}, "linux", False),
    ({"QT_QPA_PLATFORM": "offscreen"}, "linux", False), ({"QT_QPA_PLATFORM": "vnc:size=800x600"}, "linux", False),
    ({"QT_QPA_PLATFORM": "xcb"}, "linux", True), ({"QT_QPA_PLATFORM": "wayland;xcb"}, "linux", True),
    ({"QT_QPA_PLATFORM": ""}, "freebsd14", True), ({}, "win32", False), ({}, "darwin", False)])
def test_what_counts_as_no_display(env, platform, missing):
    assert no_display(env, platform) is missing
