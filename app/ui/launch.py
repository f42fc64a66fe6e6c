"""Start the desktop app."""
from __future__ import annotations

import argparse
import os
import sys
import time

from app.core.errors import InputError
from app.core.units import parse_number
from app.paths import resource

_T0 = time.monotonic()


NO_DISPLAY = ("fioscope: no display to open the desktop app on (DISPLAY and WAYLAND_DISPLAY are not set); "
              "benchmark without one with `fioscope run --target DIR`, see `fioscope --help`")
NO_FONTS = ("fioscope: no fonts found (fontconfig lists none), the window would show boxes for every letter: "
            "install fontconfig's configuration and a font, e.g. `apt install fontconfig-config fonts-dejavu-core` "
            "(Debian/Ubuntu)")
# The libraries Qt needs that the bundle does not carry (the system's graphics stack and the
# X/Wayland client libraries are the machine's own), by soname -> Debian/Ubuntu package.
SYSTEM_LIBRARIES = {"libGL.so.1": "libgl1", "libEGL.so.1": "libegl1", "libOpenGL.so.0": "libopengl0",
                    "libGLX.so.0": "libglx0", "libGLdispatch.so.0": "libglvnd0", "libxcb.so.1": "libxcb1",
                    "libxkbcommon.so.0": "libxkbcommon0", "libfontconfig.so.1": "libfontconfig1",
                    "libfreetype.so.6": "libfreetype6", "libdbus-1.so.3": "libdbus-1-3",
                    "libglib-2.0.so.0": "libglib2.0-0", "libX11.so.6": "libx11-6",
                    "libwayland-client.so.0": "libwayland-client0", "libxcb-cursor.so.0": "libxcb-cursor0"}


def missing_library(error: ImportError) -> str:
    """One line for a Qt module that cannot load for want of a system library, naming the
    package to install: without libGL a bundle otherwise stops with a Python traceback."""
    text = str(error)
    soname = text.split(":", 1)[0].strip()
    if "cannot open shared object file" not in text:
        return f"fioscope: the desktop app cannot start: {text}"
    package = SYSTEM_LIBRARIES.get(soname)
    hint = f"it with `apt install {package}` (Debian/Ubuntu)" if package else f"the package that provides {soname}"
    return f"fioscope: the desktop app needs the system library {soname}, which is not installed: install {hint}"


def no_display(env=os.environ, platform: str = sys.platform) -> bool:
    """True where Qt would abort for want of a display (exit 134 and a core dump): on a
    Linux or BSD desktop, neither DISPLAY nor WAYLAND_DISPLAY set and no QT_QPA_PLATFORM
    that needs none (offscreen, vnc, eglfs, linuxfb...). Windows and macOS always have one."""
    if platform in ("win32", "darwin") or env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"):
        return False
    # QT_QPA_PLATFORM is "name[:options]", or a list of fallbacks "name1;name2".
    first = env.get("QT_QPA_PLATFORM", "").split(";")[0].split(":")[0].strip().lower()
    return first in ("", "xcb") or first.startswith("wayland")


def collect_in_gui_thread(win) -> None:
    """Python's cycle collector runs in whichever thread allocates past its threshold. Where it
    frees a Qt widget in a run's thread, Qt's destructor there and the GUI thread wait on each
    other (the GIL and a Qt lock) for ever: seen as a hung window whose run thread was freeing
    a closed window's menus. pyqtgraph's GarbageCollector turns automatic collection off and
    collects from a timer in the GUI thread. Started with the plotting panels, after the first
    paint, which import pyqtgraph anyway."""
    from pyqtgraph.util.garbage_collector import GarbageCollector  # deferred: pyqtgraph (after the first paint)
    win.gc_collector = GarbageCollector(interval=1.0)


def run_gui(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="fioscope gui")
    ap.add_argument("--quit-after", default=None,
                    help="close after this many seconds (smoke tests of installed bundles)")
    ap.add_argument("--open-about", action="store_true",
                    help="open Help > About once the window shows (smoke tests of installed bundles)")
    args, qt_args = ap.parse_known_args(argv)
    quit_after = None
    if args.quit_after is not None:
        try:  # a NaN or 1e400 would fail in QTimer's milliseconds, inside Qt
            quit_after = parse_number(args.quit_after, 0, 86400)
        except InputError as e:
            print(f"fioscope: argument --quit-after: {e.one_line()}", file=sys.stderr)
            return 2
    if no_display():
        print(NO_DISPLAY, file=sys.stderr)
        return 2

    try:
        from PySide6.QtCore import QTimer
        from PySide6.QtGui import QFontDatabase, QIcon
        from PySide6.QtWidgets import QApplication

        from app.ui.main_window import MainWindow  # deferred: --help answers before Qt is loaded
    except ImportError as e:
        print(missing_library(e), file=sys.stderr)
        return 1

    app = QApplication.instance() or QApplication([sys.argv[0], *qt_args])
    assert isinstance(app, QApplication)  # the window's, with widgets (instance() is typed QCoreApplication)
    app.setApplicationName("Fioscope")
    app.setOrganizationName("Fioscope")
    # The window's icon, and its desktop entry's name (Wayland matches windows to it).
    app.setWindowIcon(QIcon(str(resource("fioscope.svg"))))
    app.setDesktopFileName("fioscope")
    # With no font installed, fontconfig still lists its three generic aliases.
    if not set(QFontDatabase.families()) - {"Monospace", "Sans Serif", "Serif"}:
        print(NO_FONTS, file=sys.stderr)
        return 1
    from app.ui import i18n  # deferred: Qt; after the names above, whose QSettings hold the language
    i18n.install()
    win = MainWindow()
    win.late.made.connect(lambda: collect_in_gui_thread(win))
    win.show()

    def shown() -> None:
        # The CPU time too (the process's, from its start): a figure a busy machine does not stretch.
        print(f"main window shown: {win.windowTitle()} after {time.monotonic() - _T0:.2f} s "
              f"({time.process_time():.2f} s CPU)", flush=True)
    if args.open_about:
        QTimer.singleShot(0, lambda: print(f"about shown: {win.show_about().summary()}", flush=True))
    if quit_after is not None:
        QTimer.singleShot(0, shown)
        QTimer.singleShot(int(quit_after * 1000), win.close)
    return app.exec()
