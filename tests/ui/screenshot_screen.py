#!/usr/bin/env python3
"""What a user sees on a whole screen: the window placed by itself on a fresh start (no size
remembered), after a short real Quick run of the NVMe profile (its RND4K Q32T16 test draws 16 thread curves), on
the Quick, Peak and Steady state pages, then a stored steady-state run reopened from the
History, and the saved pictures of the grid and of the steady-state panel. The screen is
grabbed whole (the window manager-less X server draws no frame).

    xvfb-run -a -s "-screen 0 1024x700x24" .venv/bin/python tests/ui/screenshot_screen.py /tmp/shots/1024
    QT_SCALE_FACTOR=2 xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python tests/ui/screenshot_screen.py /tmp/shots/2x
    xvfb-run -a -s "-screen 0 1366x768x24" .venv/bin/python tests/ui/screenshot_screen.py /tmp/shots/dark --dark
    FIOSCOPE_LANGUAGE=es xvfb-run -a -s "-screen 0 1024x700x24" .venv/bin/python tests/ui/screenshot_screen.py /tmp/shots/es
"""
from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtGui import QColor, QGuiApplication, QPalette  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

MIB = 1 << 20


def dark_palette() -> QPalette:
    p = QPalette()
    for role, colour in ((QPalette.Window, "#202124"), (QPalette.WindowText, "#e8eaed"), (QPalette.Base, "#171717"),
                         (QPalette.AlternateBase, "#2a2a2a"), (QPalette.Text, "#e8eaed"), (QPalette.Button, "#303134"),
                         (QPalette.ButtonText, "#e8eaed"), (QPalette.ToolTipBase, "#303134"),
                         (QPalette.ToolTipText, "#e8eaed"), (QPalette.Highlight, "#8ab4f8"),
                         (QPalette.HighlightedText, "#202124"), (QPalette.PlaceholderText, "#9aa0a6")):
        p.setColor(role, QColor(colour))
    return p


def main() -> int:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/fioscope-screen")
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="fioscope-screen-") as d:
        QSettings.setDefaultFormat(QSettings.IniFormat)
        QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, str(Path(d) / "settings"))  # a first start
        app = QApplication(sys.argv[:1])
        app.setOrganizationName("FioscopeScreenshots")
        from app.ui import i18n
        i18n.install()  # as the app starts: FIOSCOPE_LANGUAGE=de shows the German window
        if "--dark" in sys.argv:
            app.setStyle("Fusion")
            app.setPalette(dark_palette())
        from app.core.fio.jobspec import Target
        from app.core.history.store import RunStore
        from app.core.suites.steady import SteadySettings
        from app.core.suites.steady_run import run_steady
        from app.ui.main_window import MainWindow
        from app.ui.run.run_kinds import Mode

        def settle(s: float = 0.5) -> None:
            deadline = time.monotonic() + s
            while time.monotonic() < deadline:
                app.processEvents()

        def screen(name: str) -> None:
            settle()
            QGuiApplication.primaryScreen().grabWindow(0).save(str(out / name))
            print("saved", out / name, "window", w.geometry().getRect())

        store = RunStore(Path(d) / "runs.sqlite")
        w = MainWindow(store=store)
        w.confirm_close = lambda: True
        w.show()
        screen("00-start.png")
        target = Path(d) / "t"
        target.mkdir()
        w.select_target(str(target))
        w.size_edit.setText("8MiB")
        w.runtime.setText("1")
        w.peak_loops.setValue(1)
        box = w.quick_tab.profile_box  # NVMe: its RND4K Q32T16 draws 16 threads
        box.setCurrentIndex(max(0, box.findData("nvme")))
        w.start("quick")
        deadline = time.monotonic() + 300
        while w.worker is not None and w.worker.running and time.monotonic() < deadline:
            app.processEvents()
            time.sleep(0.02)
        screen("01-quick-after-run.png")
        w.save_results_png(str(out / "saved-grid.png"))
        w.set_mode(Mode.PEAK)
        screen("02-peak-page.png")
        w.set_mode(Mode.STEADY)
        screen("03-steady-page.png")
        w.set_mode(Mode.QUICK)
        screen("04-quick-again.png")
        s = SteadySettings(target=Target(str(Path(d) / "fioscope-test-9.tmp")), span=8 * MIB, tests=("iops",),
                           cell_s=1, iodepth=4, numjobs=2, max_rounds=6, mixes=(0,), block_sizes=(4096, 65536),
                           ioengine="null", precondition=False)
        outcome = run_steady(w.fio, s, store)
        w.show_runs([outcome.suite.run_id])
        screen("05-stored-steady.png")
        w.save_results_png(str(out / "saved-steady.png"))
        os.environ.get("FIOSCOPE_SHOT_HOLD") and settle(float(os.environ["FIOSCOPE_SHOT_HOLD"]))
        w.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
