"""The live cache panel: page cache, dirty and writeback memory, and what the device did
compared with what fio issued, so a result that measures RAM is seen as such."""
from __future__ import annotations

import sys

import numpy as np
import pyqtgraph as pg
from PySide6.QtWidgets import QGroupBox, QLabel, QVBoxLayout

from app.core.cache.model import CacheSample, CacheVerdict
from app.ui.core_words import window_text
from app.ui.core_words_places import revived
from app.ui.graphs.graph_data import thin
from app.ui.graphs.legend_row import SmallPlot, with_legend
from app.ui.graphs.temp_plot import TemperaturePlot
from app.ui.i18n import arg, joined, number, translate
from app.ui.pages.wrap_button import WrapButton

MIB = 2 ** 20


class CachePanel(QGroupBox):
    def __init__(self, parent=None, windows: bool = sys.platform == "win32") -> None:
        super().__init__(parent)
        # Windows: the system file cache and its dirty pages; it has no writeback figure, and
        # a user cannot empty the cache, so the way out of a RAM result is direct I/O.
        self.windows = windows
        # fits the place the graphs leave it at 1024x700 and 2x (155 px beside its vertical scroll
        # bar on the Steady page; 160 scrolled it sideways by 5 px): its lines wrap instead
        self.setMinimumWidth(140)
        self.setMaximumWidth(340)
        lay = QVBoxLayout(self)
        # The heading a label that wraps, not the group box's title: a title never wraps and set
        # the panel's least width (216 px in Spanish, 'Caché de páginas y dispositivo', against
        # about 155 px of room at 1024x700), so the panel scrolled sideways and the title was cut.
        self.heading = QLabel(translate("CachePanel", "Page cache and device"))
        self.heading.setWordWrap(True)
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        lay.addWidget(self.heading)
        # Said before the first sample: what will make this run measure RAM (cache.run_warnings).
        # No fixed colour (orange was unreadable on a dark theme): a symbol and bold words say it.
        self.warnings = QLabel("")
        self.memory = QLabel("–")
        self.device = QLabel("–")
        self.interval = QLabel("–")
        self.verdict = QLabel("")
        # The verdict first: once a test ends it is what to read (at 1024x700 it sat below the
        # fold under a long "Before this run"); empty and hidden before then.
        for w in (self.verdict, self.warnings, self.memory, self.device, self.interval):
            w.setWordWrap(True)
            lay.addWidget(w)
        self.plot = SmallPlot()
        self.plot.setMinimumHeight(70)  # with the temperature's plot below, both fit at 1366x768
        self.plot.setLabel("left", "MiB")
        self.plot.setLabel("bottom", translate("CachePanel", "time (s)"))
        cached = translate("CachePanel", "system cache") if windows else translate("CachePanel", "page cache")
        series = [("cached", cached, (31, 119, 180)), ("dirty", translate("CachePanel", "dirty"), (214, 39, 40))]
        if not windows:
            series.append(("writeback", translate("CachePanel", "writeback"), (255, 127, 14)))
        self.curves = {key: self.plot.plot(pen=pg.mkPen(colour, width=2), name=name)
                       for key, name, colour in series}
        box, self.legend = with_legend(self.plot)
        self.legend.sync(self.plot)
        lay.addWidget(box, 1)
        self.temperature = TemperaturePlot()  # the drive's own state, beside the memory it is judged with
        lay.addWidget(self.temperature, 1)
        # Its reading and verdict at the top, seen without scrolling; the plot below the cache's.
        lay.insertWidget(lay.indexOf(self.device) + 1, self.temperature.label)
        self.rerun_dropped = WrapButton(translate("CachePanel", "Rerun with caches dropped"))
        self.rerun_direct = WrapButton(translate("CachePanel", "Rerun with direct I/O"))
        if windows:
            self.rerun_direct.setToolTip(translate("CachePanel", "Windows gives a user no way to empty its file cache; "
                                                   "direct I/O (FILE_FLAG_NO_BUFFERING) bypasses it"))
        for b in (self.rerun_dropped, self.rerun_direct):
            b.setVisible(False)
            lay.addWidget(b)
        self._time_shared: bool | None = None  # the temperature's time axis serves both plots
        self.clear()

    def clear(self) -> None:
        self.t: list[float] = []
        self._drawn = 0  # samples the curves show
        self._texts = ("–", "–", "–")  # the newest sample's figures, shown by redraw
        self._top = 0.0  # the highest value so far, MiB
        self.series: dict[str, list[float]] = {k: [] for k in self.curves}
        self.t_offset = 0.0
        self._planned_end: float | None = None  # where the current test, if timed, ends
        for c in self.curves.values():
            c.setData([], [])
        # The figures too: redraw() sets them only from samples, so the last run's stayed beside
        # the next run's (or a stored run's) graphs.
        for label in (self.memory, self.device, self.interval):
            label.setText("–")
        self.warnings.setText("")
        self.warnings.setVisible(False)
        self.say_verdict("")
        self.temperature.clear()
        self._share_time(False)
        for b in (self.rerun_dropped, self.rerun_direct):
            b.setVisible(False)

    def say_verdict(self, text: str, style: str = "") -> None:
        """The run's verdict under the figures; no empty line kept for it before there is one."""
        self.verdict.setText(text)
        self.verdict.setStyleSheet(style)
        self.verdict.setVisible(bool(text))

    def _share_time(self, shared: bool) -> None:
        """With the temperature's plot shown, one time axis under both plots: the room of a
        second one lets both fit a 1366x768 window's panel unscrolled."""
        if shared != self._time_shared:
            self._time_shared = shared
            self.plot.getPlotItem().showAxis("bottom", not shared)
            self.temperature.plot.setXLink(self.plot if shared else None)

    def show_remote(self) -> None:
        """A run on fio servers: their page cache, device and sensors are on the hosts, where
        Fioscope samples nothing; said once, not left as dashes."""
        self.memory.setText(translate("CachePanel", "A run on fio servers: the page cache, the device and its "
                                      "temperature are the hosts' own, which Fioscope does not sample."))
        for label in (self.device, self.interval, self.temperature.label):
            label.setText("")

    def show_stored(self) -> None:
        """A run from the History: its page cache and device were sampled live and are not
        stored, only each test's verdict (below)."""
        self.memory.setText(translate("CachePanel", "A stored run: the page cache and device I/O are sampled live and "
                                      "not kept; each test's verdict is below."))
        for label in (self.device, self.interval):
            label.setText("")

    def show_warnings(self, warnings: list[str]) -> None:
        said = "<br>".join(window_text(w) for w in warnings)  # the core's Msg in the window's language
        self.warnings.setText(translate("CachePanel", "<b>⚠ Before this run:</b> ") + said if warnings else "")
        self.warnings.setVisible(bool(warnings))

    def begin_test(self, planned_s: float | None = None) -> None:
        """A test starts (planned_s: how long, if timed): its time axis set now, before fio starts."""
        self.t_offset = self.t[-1] if self.t else 0.0
        self._planned_end = self.t_offset + planned_s if planned_s else None
        self.temperature.begin_test(planned_s)
        if self._planned_end is not None:
            self.plot.follow(self.t_offset, self._top, self._planned_end)

    def add(self, s: CacheSample, device: str | None, read_ahead_kb: int | None) -> None:
        """One sample: buffered, and its figures shown with the next redraw (the run's frame)."""
        self.t.append(self.t_offset + s.t_s)
        for key in self.curves:
            self.series[key].append(getattr(s, key) / MIB)
            self._top = max(self._top, self.series[key][-1])
        if thin(self.t, list(self.series.values())):  # a long run: each bin's extremes, bounded
            self._drawn = -1
        mib = [number(round(x / MIB)) for x in (s.cached, s.dirty, s.writeback)]  # the window's locale
        if self.windows:
            memory = arg(translate("CachePanel", "System cache <b>%1 MiB</b> · dirty <b>%2 MiB</b>"), *mib[:2])
        else:
            memory = arg(translate("CachePanel", "Page cache <b>%1 MiB</b> · dirty <b>%2 MiB</b> · "
                                   "writeback <b>%3 MiB</b>"), *mib)
        if device:
            ra = arg(translate("CachePanel", ", readahead %1 KiB"), read_ahead_kb) if read_ahead_kb is not None else ""
            parts = []
            if s.fio_read_ios or s.dev_reads:
                parts.append(arg(translate("CachePanel", "reads: fio %1, device %2"), number(round(s.fio_read_ios)),
                                 number(s.dev_reads)))
            if s.fio_write_ios or s.dev_writes:
                parts.append(arg(translate("CachePanel", "writes: fio %1, device %2"), number(round(s.fio_write_ios)),
                                 number(s.dev_writes)))
            texts = (memory, arg(translate("CachePanel", "Device <b>%1</b>%2"), device, ra),
                     arg(translate("CachePanel", "This interval — %1"),
                         joined(parts, "; ") or translate("CachePanel", "device idle")))
        else:
            texts = (memory, translate("CachePanel", "No block device behind this target: device I/O cannot be "
                                       "compared"), "")
        self._texts = texts

    def redraw(self) -> None:
        self.temperature.redraw()
        self._share_time(self.temperature.plot.isVisibleTo(self))
        if len(self.t) == self._drawn:
            return  # nothing new: no repaint
        self._drawn = len(self.t)
        for label, text in zip((self.memory, self.device, self.interval), self._texts):
            label.setText(text)
        t = np.asarray(self.t)
        for key, c in self.curves.items():
            c.setData(t, np.asarray(self.series[key]))
        self.plot.follow(self.t[-1], self._top, self._planned_end)  # t is not empty: _drawn == 0 returned above

    def show_verdict(self, v: CacheVerdict | None, direct: bool) -> None:
        if v is None:
            return
        # the palette's colour: a fixed dark red is unreadable on a dark theme; a stored run's
        # verdict (plain English from the history) read back into its sentences (revived)
        self.say_verdict((translate("CachePanel", "<b>⚠ This result measures RAM, not the disk.</b><br>")
                          if v.measures_ram else "") + window_text(revived(v.message)))
        # Windows cannot drop its cache for a user: direct I/O is offered whenever the run was buffered.
        self.rerun_dropped.setVisible(not self.windows and (v.measures_ram or not direct))
        self.rerun_direct.setVisible(not direct and (v.measures_ram or self.windows))
