#!/usr/bin/env python3
"""Screenshots of the live graphs in the real window with real fio status output: the
bundled fio runs three short null-engine jobs (rate-limited, Poisson arrivals, so threads
differ and the machine is not flooded) at 8 and 64 threads; the samples are replayed into
the window at 1024x700, 1366x768 and 1920x1080, with the mouse over one thread.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tests/ui/screenshot_graphs.py [OUT_DIR] [--dark]
"""
from __future__ import annotations

import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402
from PySide6.QtCore import QPointF  # noqa: E402
from PySide6.QtGui import QColor, QPalette  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from app.core.fio.status import SampleTracker, StreamSplitter, snapshot  # noqa: E402
from app.core.history.store import RunStore  # noqa: E402
from app.ui.main_window import MainWindow  # noqa: E402

FIO = ROOT / "fio_bin" / "linux-x86_64" / "fio"
TESTS = (("SEQ1M Q8", "read", "1m", 300), ("RND4K Q32", "randread", "4k", 3000), ("RND4K Q1", "randwrite", "4k", 1500))
SIZES = ((1024, 700), (1366, 768), (1920, 1080))


def record(threads: int, rw: str, bs: str, rate: int) -> list:
    out = subprocess.run([str(FIO), f"--name={rw}", "--thread", "--ioengine=null", f"--rw={rw}", f"--bs={bs}",
                          f"--numjobs={threads}", "--size=1g", "--runtime=8", "--time_based",
                          f"--rate_iops={rate},{rate}", "--rate_process=poisson", "--status-interval=1",
                          "--output-format=json", "--eta=never"], capture_output=True, check=True, timeout=60).stdout
    docs, _ = StreamSplitter().feed(out)
    tracker, samples = SampleTracker(), []
    for doc in docs:
        samples.extend(tracker.add(snapshot(doc)))
    return samples


def settle(app: QApplication, seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()


def main() -> int:
    out = Path(next((a for a in sys.argv[1:] if not a.startswith("--")), "/tmp/shots-graphs"))
    out.mkdir(parents=True, exist_ok=True)
    dark = "--dark" in sys.argv
    app = QApplication(sys.argv)
    if dark:  # a dark scheme, as a desktop's dark theme sets it
        pal = QPalette()
        for role, colour in ((QPalette.Window, "#2b2b2b"), (QPalette.WindowText, "#e0e0e0"),
                             (QPalette.Base, "#1e1e1e"), (QPalette.Text, "#e0e0e0"),
                             (QPalette.Button, "#3a3a3a"), (QPalette.ButtonText, "#e0e0e0")):
            pal.setColor(role, QColor(colour))
        app.setPalette(pal)
    runs = {n: [(name, record(n, rw, bs, rate)) for name, rw, bs, rate in TESTS] for n in (8, 64)}
    with tempfile.TemporaryDirectory() as d:
        w = MainWindow(store=RunStore(Path(d) / "runs.sqlite"))
        w.confirm_close = lambda: True
        w.show()
        for size in SIZES:
            w.resize(*size)
            settle(app, 0.4)
            for n, tests in runs.items():
                g = w.graphs
                g.clear()
                for name, samples in tests:
                    g.begin_test(name)
                    for s in samples:
                        g.add_sample(s)
                for _ in range(2):  # the second pass after the layout took the legend's height
                    g._dirty = True
                    g.redraw()
                    settle(app, 0.3)
                ts, ys = g.rings[("mbs", 3)].view()  # the mouse on thread 3, half way
                j = min(int(np.searchsorted(ts, g._last_t * 0.55)), len(ts) - 1)
                g._mouse_moved(g.plots["mbs"].vb.mapViewToScene(QPointF(ts[j], ys[j])))
                settle(app, 0.1)
                tag = f"{n}threads-{size[0]}x{size[1]}{'-dark' if dark else ''}"
                w.grab().save(str(out / f"window-{tag}.png"))
                g.grab().save(str(out / f"graphs-{tag}.png"))
                print("saved", out / f"window-{tag}.png", "and graphs-…")
        w.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
