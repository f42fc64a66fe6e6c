#!/usr/bin/env python3
"""Start the real window on a (virtual) display, run a short real 4-thread job in a temp
directory, and save screenshots for the README.

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python tests/ui/screenshot.py
    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python tests/ui/screenshot.py scaling
    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python tests/ui/screenshot.py cache
    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python tests/ui/screenshot.py steady
    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python tests/ui/screenshot.py history
    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python tests/ui/screenshot.py remote
    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python tests/ui/screenshot.py cache-experiment
    xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python tests/ui/screenshot.py sizes /tmp/shots-ui

"sizes": a quick run, then the main screen at 1024x700, 1366x768 and 1920x1080 (and the
steady-state and remote pages at 1024x700), saved in the directory given (default: OUT).
"""
from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QPointF, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from app.core.history.store import RunStore  # noqa: E402
from app.ui.main_window import MainWindow  # noqa: E402
from app.ui.run.run_kinds import Mode  # noqa: E402

OUT = ROOT / "resources" / "screenshots"


def main() -> int:
    app = QApplication(sys.argv)
    app.setOrganizationName("FioscopeScreenshots")
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="fioscope-shot-") as d:
        w = MainWindow(store=RunStore(Path(d) / "runs.sqlite"))
        w.confirm_close = lambda: True
        w.resize(1400, 880)
        w.show()
        w.select_target(d)
        plan = sys.argv[1] if len(sys.argv) > 1 else None
        if plan == "remote":  # the scaling matrix on two fio servers started here on loopback
            import subprocess
            servers = []
            for port in (18765, 18766):
                wd = Path(d) / f"server{port}"
                wd.mkdir()
                servers.append(subprocess.Popen([str(w.fio.path), f"--server=ip:127.0.0.1,{port}"], cwd=wd,
                                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
            app.aboutToQuit.connect(lambda: [p.kill() for p in servers])
            import time as _t
            _t.sleep(1)
            w.set_mode(Mode.REMOTE)  # the page a user starts it from
            w.plan.setCurrentIndex(w.plan.findData("scaling"))
            w.plan_size.setText("8MiB")
            w.plan_runtime.setText("2")
            w.plan_processes.setText("1,4")
            w.plan_hosts.setText("127.0.0.1:18765,127.0.0.1:18766")
            w.plan_clients.setText("1,2")
            w.plan_remote_target.setText(d)
            w.start("scaling")
        elif plan == "sizes":  # the quick set, short, then the three window sizes
            w.size_edit.setText("64MiB")
            w.runtime.setText("1")
            w.start("quick")
        elif plan == "history":  # two short runs, then the history dialog
            w.size_edit.setText("64MiB")
            w.runtime.setText("1")
            w.start("quick-read")
        elif plan == "steady":  # a short steady-state run: verification and convergence plots
            w.set_mode(Mode.STEADY)
            for name, box in w.steady_tests.items():
                box.setChecked(name == "iops")
            w.steady_cell.setText("1")
            w.steady_span.setText("64MiB")
            w.steady_reduced.setChecked(True)
            w.steady_rounds.setValue(7)
            w.start("steady")
        elif plan == "cache-experiment":  # seed 003: cold, warm, direct (no raw read of this machine's disk)
            w.set_mode(Mode.CACHE)
            w.start_experiment("cache-experiment")
        elif plan == "cache":  # buffered writes: the cache panel says they landed in RAM
            w.size_edit.setText("8GiB")
            w.runtime.setText("6")
            w.direct.setChecked(False)
            w.rw.setCurrentText("write")
            w.threads.setValue(2)
            w.qd.setValue(1)
            w.engine.setCurrentText("psync")
            w.start("custom")
        elif plan:  # a seed test plan, short: its table in the grid
            w.set_mode(Mode.PLANS)
            w.plan.setCurrentIndex(w.plan.findData(plan))
            w.plan_size.setText("16MiB")
            w.plan_runtime.setText("2")
            w.start(plan)
        else:
            w.size_edit.setText("256MiB")
            w.runtime.setText("8")
            w.rw.setCurrentText("randread")
            w.threads.setValue(4)
            w.qd.setValue(8)
            w.start("custom")

        def shot(name: str) -> None:
            w.graphs.redraw()
            if not plan:  # the mouse over second 3: values and a cursor line
                p = w.graphs.plots["iops"]
                w.graphs._mouse_moved(p.vb.mapViewToScene(QPointF(3.0, 1.0)))
            w.grab().save(str(OUT / name))
            print("saved", OUT / name)

        if not plan:
            QTimer.singleShot(6500, lambda: shot("live-4-threads.png"))
        done = {"cache": "cache-panel.png", "steady": "steady-state.png", "remote": "remote-scaling.png",
                "cache-experiment": "cache-experiment.png"}.get(plan) or (
            f"plan-{plan}.png" if plan else "finished.png")
        if plan == "sizes":
            out = Path(sys.argv[2]) if len(sys.argv) > 2 else OUT
            out.mkdir(parents=True, exist_ok=True)

            def settle(ms: int = 400) -> None:  # a script: let the layout and the plots catch up
                deadline = time.monotonic() + ms / 1000
                while time.monotonic() < deadline:
                    app.processEvents()

            def sizes_shots() -> None:
                for mode, sizes in ((Mode.QUICK, ((1024, 700), (1366, 768), (1920, 1080))),
                                    (Mode.STEADY, ((1024, 700),)), (Mode.REMOTE, ((1024, 700),)),
                                    (Mode.CUSTOM, ((1024, 700),)), (Mode.PLANS, ((1024, 700),)),
                                    (Mode.CACHE, ((1024, 700),)),
                                    (Mode.PEAK, ((1366, 768),))):
                    w.set_mode(mode)
                    for width, height in sizes:
                        w.resize(width, height)
                        settle()
                        name = out / f"main-{mode.name.lower()}-{width}x{height}.png"
                        w.graphs.redraw()
                        w.grab().save(str(name))
                        print("saved", name, w.width(), w.height())
                w.picker.combo.showPopup()
                settle()
                popup = w.picker.combo.view().window()
                popup.grab().save(str(out / "target-picker-popup.png"))
                print("saved", out / "target-picker-popup.png")
                w.picker.combo.hidePopup()
                about = w.show_about()
                settle()
                about.grab().save(str(out / "about.png"))
                print("saved", out / "about.png")
                app.quit()
            w.worker.finished.connect(lambda _r: QTimer.singleShot(300, sizes_shots))
        elif plan == "history":
            def history_shot():
                w.store.set_label(w.last_result.run_id, "laptop SSD, before firmware update")
                w.store.set_notes(w.last_result.run_id, "on battery")
                w.show_history()
                w.history.table.selectRow(0)
                QTimer.singleShot(500, lambda: (w.history.grab().save(str(OUT / "history.png")),
                                                print("saved", OUT / "history.png"), app.quit()))
            w.worker.finished.connect(lambda _r: QTimer.singleShot(300, history_shot))
        else:
            w.worker.finished.connect(lambda _r: QTimer.singleShot(600, lambda: (shot(done), app.quit())))
        QTimer.singleShot(180000, app.quit)
        app.exec()
        if w.worker and w.worker.running:
            w.worker.cancel()
            w.worker.wait(20)
    return 0


if __name__ == "__main__":
    sys.exit(main())
