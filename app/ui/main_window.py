"""The main window: target, presets and custom job, live per-thread graphs, results grid."""
from __future__ import annotations

import os
import statistics
import time

import psutil
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QFont, QGuiApplication
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialogButtonBox, QFileDialog, QFormLayout,
                               QGroupBox, QHBoxLayout, QLabel, QLineEdit, QListWidget, QListWidgetItem,
                               QMainWindow, QMessageBox, QPushButton, QSpinBox,
                               QSplitter, QStackedWidget, QTableWidget, QTableWidgetItem, QTabWidget,
                               QVBoxLayout, QWidget)

from app import __version__
from app.core.targets import testfile
from app.core.atomic import write_text_atomic
from app.core.cache.tracker import run_warnings
from app.core.cache.control import drop_before, readahead_device
from app.core.access.root_helper import run_privileged
from app.core.fio.jobfile import jobfile_spec, load_jobfile
from app.core.errors import FioscopeError, InputError
from app.core.fio.jobspec import (ENGINES_LINUX, ENGINES_WINDOWS, RW_PATTERNS, JobSpec, Target,
                                  default_engine, suite_jobfile, to_argv, to_jobfile)
from app.core.fio.locate import FioBinary, find_fio
from app.core.history.store import RunStore
from app.core.suites.experiments import experiment_tables
from app.core.suites.peak import PEAK_TESTS, peak_plan
from app.core.report.json_export import test_to_dict
from app.core.suites.plans import SUITES, PlanOptions, build_plan, grid_from_tables, plan_tables
from app.core.suites.presets import QUICK, build_preset
from app.core.targets import discover
from app.core.access.elevated import elevation_notice, read_notes
from app.core.targets.safety import (DESTRUCTIVE, SafetyRefused, check_device_run, classify,
                                     refusal_reason)
from app.ui.destroy_dialog import DestroyDialog
from app.core.units import human_bytes, parse_duration, parse_int_list, parse_size
from app.ui.cache_panel import CachePanel
from app.ui.cache_tab import CacheTab
from app.ui.steady_panel import SteadyPanel
from app.ui.text_dialog import TextDialog
from app.ui.graphs import LiveGraphs
from app.ui.worker import ExperimentWorker, SteadyWorker, SuiteWorker

UNITS = ("MB/s", "MiB/s", "IOPS", "µs")
NETWORK_FS = {"nfs", "nfs4", "cifs", "smb3", "sshfs", "fuse.sshfs", "9p"}


EXPERIMENTS = ("readahead-sweep", "cache-experiment")


def _testable_mount(mountpoint: str, device: str, fstype: str) -> bool:
    """Filesystems a user could put a test file on; not the kernel's pseudo filesystems."""
    if fstype in NETWORK_FS or device.startswith("/dev/"):
        return True
    if fstype == "tmpfs":  # shown with a RAM badge, where people do put files
        return mountpoint in ("/tmp", "/dev/shm") or mountpoint.startswith(("/mnt", "/media", "/home"))
    return False


class CommandDialog(TextDialog):
    """The exact fio command line and job file, selectable and copyable."""

    def __init__(self, specs: list[JobSpec], fio_path: str, interval: float, parent=None) -> None:
        text = "\n\n".join("# " + " ".join(to_argv(s, fio_path, interval)) + "\n" + to_jobfile(s)
                           for s in specs)
        super().__init__("fio command", text, parent, size=(760, 480))
        self.specs = specs
        save = self.buttons.addButton("Save as .fio…", QDialogButtonBox.ActionRole)
        save.clicked.connect(self.save)

    def save(self, path: str | None = None) -> None:
        """A job file bare fio runs unchanged: the jobs one after another."""
        path = path or QFileDialog.getSaveFileName(self, "Save job file", "fioscope.fio", "fio job files (*.fio)")[0]
        if path:
            try:  # atomic: a name that links to a device is refused, never written through
                write_text_atomic(path, suite_jobfile(self.specs, f"Fioscope {__version__}"))
            except FioscopeError as e:
                QMessageBox.warning(self, "Save job file", e.one_line())
            except OSError as e:
                QMessageBox.warning(self, "Save job file", f"cannot save {path}: {e.strerror or e}")


class MainWindow(QMainWindow):
    def __init__(self, fio: FioBinary | None = None, store: RunStore | None = None) -> None:
        super().__init__()
        self.setWindowTitle(f"Fioscope {__version__}")
        self.resize(1280, 820)
        self.settings = QSettings()
        self.fio_error: FioscopeError | None = None
        try:
            self.fio = fio or find_fio()
        except FioscopeError as e:
            self.fio, self.fio_error = None, e
        self.store = store
        self.worker: SuiteWorker | None = None
        self.records: dict[str, list] = {}  # spec name -> its TestRecords (peak: one per loop)
        self.started = 0.0
        self.current = ""
        self.eta: float | None = None
        self._build()
        self._load_settings()
        self.refresh_targets()
        self.targets.currentItemChanged.connect(lambda *_: (self._steady_estimate(), self._plan_estimate()))
        self._steady_estimate()
        self.clock = QTimer(self)
        self.clock.setInterval(500)
        self.clock.timeout.connect(self._tick)

    # -- layout -------------------------------------------------------------------
    def _build(self) -> None:
        left = QWidget()
        lv = QVBoxLayout(left)
        tgt = QGroupBox("Target")
        tv = QVBoxLayout(tgt)
        self.targets = QListWidget()
        self.targets.setMinimumWidth(300)
        tv.addWidget(self.targets)
        row = QHBoxLayout()
        choose = QPushButton("Choose directory…")
        choose.clicked.connect(self.choose_directory)
        history = QPushButton("History…")
        history.clicked.connect(self.show_history)
        refresh = QPushButton("Refresh")
        refresh.clicked.connect(self.refresh_targets)
        row.addWidget(choose)
        row.addWidget(refresh)
        row.addWidget(history)
        tv.addLayout(row)
        lv.addWidget(tgt)

        runs = QGroupBox("Run")
        rv = QVBoxLayout(runs)
        self.tabs = QTabWidget()
        rv.addWidget(self.tabs)
        bench = QWidget()
        bv = QVBoxLayout(bench)
        bv.setContentsMargins(4, 4, 4, 4)
        self.tabs.addTab(bench, "Benchmarks")
        self.quick_btn = QPushButton("▶  Quick (CrystalDiskMark set)")
        self.quick_btn.setToolTip("SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1; read then write")
        self.quick_btn.clicked.connect(lambda: self.start("quick"))
        bv.addWidget(self.quick_btn)
        self.quick_read_btn = QPushButton("▶  Quick, reads only")
        self.quick_read_btn.setToolTip("The read half of the quick set: safe on a raw device")
        self.quick_read_btn.clicked.connect(lambda: self.start("quick-read"))
        bv.addWidget(self.quick_read_btn)
        self.peak_btn = QPushButton()
        self.peak_btn.clicked.connect(lambda: self.start("peak"))
        # CrystalDiskMark's "count": how many measured loops the peak median is taken over.
        self.peak_loops = QSpinBox()
        self.peak_loops.setRange(1, 9)
        self.peak_loops.setValue(3)
        self.peak_loops.valueChanged.connect(self._peak_label)
        self._peak_label()
        bv.addWidget(self.peak_btn)
        plans = QGroupBox("Test plans")
        pf = QFormLayout(plans)
        self.plan = QComboBox()
        for info in SUITES.values():
            self.plan.addItem(info.title, info.name)
            self.plan.setItemData(self.plan.count() - 1, f"after {info.source}", Qt.ToolTipRole)
        self.plan.currentIndexChanged.connect(self._plan_defaults)
        self.plan_size = QLineEdit()
        self.plan_runtime = QLineEdit()
        self.plan_size.textChanged.connect(self._plan_estimate)
        self.plan_runtime.textChanged.connect(self._plan_estimate)
        self.plan_estimate = QLabel()
        self.plan_estimate.setWordWrap(True)
        self.plan_btn = QPushButton("▶  Run test plan")
        self.plan_btn.clicked.connect(lambda: self.start(self.plan.currentData()))
        self.plan_hosts = QLineEdit()
        self.plan_hosts.setPlaceholderText("this machine; or fio servers: node1,node2:9000")
        self.plan_hosts.setToolTip("run on these fio servers (fio --server, same fio version) at once")
        self.plan_clients = QLineEdit()
        self.plan_clients.setPlaceholderText("all hosts; or e.g. 1,2,4,8")
        self.plan_remote_target = QLineEdit("/tmp")
        self.plan_remote_target.setToolTip("the directory on each host")
        pf.addRow("Plan", self.plan)
        pf.addRow("Size per file", self.plan_size)
        pf.addRow("Seconds per test", self.plan_runtime)
        self.plan_processes = QLineEdit("1,4,16,64")
        self.plan_processes.setToolTip("the scaling matrix's process counts")
        self.plan_processes.textChanged.connect(self._plan_estimate)
        pf.addRow("Processes (scaling)", self.plan_processes)
        pf.addRow("Run on", self.plan_hosts)
        pf.addRow("Clients", self.plan_clients)
        pf.addRow("Directory on hosts", self.plan_remote_target)
        pf.addRow(self.plan_estimate)
        pf.addRow(self.plan_btn)
        form = QFormLayout()
        self.size = QLineEdit("1GiB")
        self.runtime = QLineEdit("5")
        self.direct = QCheckBox("direct I/O (bypass the page cache)")
        self.direct.setChecked(True)
        self.interval = QComboBox()
        self.interval.addItems(["0.5", "1", "2", "5"])
        self.interval.setCurrentText("1")
        self.interval.setToolTip("fio's status interval: one point per thread per interval")
        form.addRow("Test size", self.size)
        form.addRow("Seconds per test", self.runtime)
        form.addRow("Graph interval (s)", self.interval)
        form.addRow("Peak loops", self.peak_loops)
        form.addRow("", self.direct)
        bv.addLayout(form)
        bv.addWidget(plans)
        self._plan_defaults()

        custom = QGroupBox("Custom job")
        cf = QFormLayout(custom)
        self.rw = QComboBox()
        self.rw.addItems(RW_PATTERNS)
        self.rw.setCurrentText("randread")
        self.bs = QLineEdit("4k")
        self.mix = QSpinBox()
        self.mix.setRange(0, 100)
        self.mix.setValue(70)
        self.mix.setSuffix(" % reads")
        self.qd = QSpinBox()
        self.qd.setRange(1, 4096)
        self.qd.setValue(32)
        self.threads = QSpinBox()
        self.threads.setRange(1, 256)
        self.threads.setValue(4)
        self.engine = QComboBox()
        self.engine.addItems(ENGINES_WINDOWS if os.name == "nt" else ENGINES_LINUX)
        self.engine.setCurrentText(default_engine())
        # fio's own steadystate= option: the job ends as soon as its criterion holds.
        self.ss_mode = QComboBox()
        self.ss_mode.addItems(["off", "iops", "iops_slope", "bw", "bw_slope"])
        self.ss_mode.setToolTip("fio's built-in steady-state detection (steadystate=, ss_dur=, ss_ramp=)")
        self.ss_limit = QLineEdit("10%")
        self.ss_dur = QLineEdit("30")
        self.ss_ramp = QLineEdit("5")
        ss_row = QHBoxLayout()
        for lbl, w in (("", self.ss_mode), ("limit", self.ss_limit), ("window s", self.ss_dur),
                       ("ramp s", self.ss_ramp)):
            if lbl:
                ss_row.addWidget(QLabel(lbl))
            ss_row.addWidget(w)
        for label, w in (("Pattern", self.rw), ("Block size", self.bs), ("Read mix", self.mix),
                         ("Queue depth", self.qd), ("Threads", self.threads), ("Engine", self.engine)):
            cf.addRow(label, w)
        cf.addRow("fio steady state", ss_row)
        btns = QHBoxLayout()
        self.custom_btn = QPushButton("▶  Run custom")
        self.custom_btn.clicked.connect(lambda: self.start("custom"))
        self.show_cmd = QPushButton("Show fio command")
        self.show_cmd.clicked.connect(self.show_command)
        btns.addWidget(self.custom_btn)
        btns.addWidget(self.show_cmd)
        cf.addRow(btns)
        self.jobfile_btn = QPushButton("▶  Open and run a .fio job file…")
        self.jobfile_btn.setToolTip("fio resolves include, ${VAR} and $ncpus; raw-device writes need the "
                                    "same typed confirmation")
        self.jobfile_btn.clicked.connect(lambda: self.open_jobfile())
        cf.addRow(self.jobfile_btn)
        custom_tab = QWidget()
        cv = QVBoxLayout(custom_tab)
        cv.setContentsMargins(4, 4, 4, 4)
        cv.addWidget(custom)
        cv.addStretch(1)
        self.tabs.addTab(custom_tab, "Custom / job file")
        self.tabs.insertTab(1, self._build_steady(), "Steady state")
        self.cache_tab = CacheTab()
        self.cache_tab.sweep_btn.clicked.connect(lambda: self.start_experiment("readahead-sweep"))
        self.cache_tab.cache_btn.clicked.connect(lambda: self.start_experiment("cache-experiment"))
        self.tabs.addTab(self.cache_tab, "Page cache")
        bv.addStretch(1)
        self.stop_btn = QPushButton("■  Stop")
        self.stop_btn.setEnabled(False)
        self.stop_btn.clicked.connect(self.stop)
        rv.addWidget(self.stop_btn)
        lv.addWidget(runs)
        lv.addStretch(1)

        right = QSplitter(Qt.Vertical)
        self.graphs = LiveGraphs()
        self.cache_panel = CachePanel()
        self.cache_panel.rerun_dropped.clicked.connect(self.rerun_with_caches_dropped)
        self.cache_panel.rerun_direct.clicked.connect(self.rerun_direct)
        top = QSplitter()
        top.addWidget(self.graphs)
        top.addWidget(self.cache_panel)
        top.setSizes([700, 300])
        right.addWidget(top)
        grid_box = QWidget()
        gv = QVBoxLayout(grid_box)
        gv.setContentsMargins(0, 0, 0, 0)
        unit_row = QHBoxLayout()
        unit_row.addWidget(QLabel("Results"))
        unit_row.addStretch(1)
        copy_btn = QPushButton("Copy summary")
        copy_btn.setToolTip("the last run as a CrystalDiskMark-style text, to the clipboard")
        copy_btn.clicked.connect(self.copy_summary)
        png_btn = QPushButton("Save graphs as PNG…")
        png_btn.clicked.connect(lambda: self.save_graphs_png())
        unit_row.addWidget(copy_btn)
        unit_row.addWidget(png_btn)
        unit_row.addWidget(QLabel("Unit"))
        self.unit = QComboBox()
        self.unit.addItems(UNITS)
        self.unit.currentTextChanged.connect(self.fill_grid)
        unit_row.addWidget(self.unit)
        gv.addLayout(unit_row)
        self.grid = QTableWidget(len(QUICK), 2)
        self.grid.setHorizontalHeaderLabels(["Read", "Write"])
        self.grid.setVerticalHeaderLabels([t.label for t in QUICK])
        self.grid.horizontalHeader().setStretchLastSection(True)
        self.grid.horizontalHeader().setDefaultSectionSize(220)
        self.grid.setEditTriggers(QTableWidget.NoEditTriggers)
        big = QFont()
        big.setPointSize(14)
        big.setBold(True)
        self.grid.setFont(big)
        self.big_font = big
        gv.addWidget(self.grid)
        self.results = QStackedWidget()
        self.results.addWidget(grid_box)
        self.steady_panel = SteadyPanel()
        self.results.addWidget(self.steady_panel)
        right.addWidget(self.results)
        right.setSizes([560, 220])
        self.right_split = right

        split = QSplitter()
        split.addWidget(left)
        split.addWidget(right)
        split.setSizes([340, 940])
        self.setCentralWidget(split)

        self.fio_label = QLabel(self.fio.describe() if self.fio else f"fio: {self.fio_error.message}")
        self.status_label = QLabel("idle")
        self.statusBar().addWidget(self.status_label, 1)
        self.statusBar().addPermanentWidget(self.fio_label)

    # -- targets ------------------------------------------------------------------
    def refresh_targets(self) -> None:
        """Mounted filesystems a test file can go on, and directories chosen before."""
        self.targets.clear()
        self.disks = {}
        seen = set()
        chosen = self.settings.value("target", "", str)
        try:
            disks = discover().disks
        except (OSError, FioscopeError):  # e.g. PowerShell failing on Windows: directories still work
            disks = ()
        for disk in disks:
            self._add_disk(disk)
        for part in psutil.disk_partitions(all=True):
            if part.mountpoint in seen or not _testable_mount(part.mountpoint, part.device, part.fstype):
                continue
            seen.add(part.mountpoint)
            self._add_target(part.mountpoint, part.device, part.fstype, "ro" in part.opts.split(","))
        if chosen and chosen not in seen and os.path.isdir(chosen):
            self._add_target(chosen, "", "", False)
        if chosen and os.path.isdir(chosen):  # a remembered directory may be gone by now
            self.select_target(chosen)

    def _add_disk(self, disk) -> None:
        reason = refusal_reason(disk)
        flags = [f for f, on in (("system disk", disk.system), ("mounted", bool(disk.all_mountpoints)),
                                 ("read-only", disk.read_only)) if on]
        text = (f"{disk.path}  [{disk.media}]\n   {disk.model or disk.transport} · {human_bytes(disk.size_bytes)}"
                + (f" · {', '.join(flags)}" if flags else "") + (" · raw writes refused" if reason else ""))
        item = QListWidgetItem(text)
        item.setData(Qt.UserRole, disk.path)
        # Python objects stay on the Python side: only strings go into Qt's item data.
        self.disks[disk.path] = disk
        read_notice, write_notice = elevation_notice(disk.path, False), elevation_notice(disk.path)
        item.setToolTip((f"raw writes refused: {reason}" if reason else
                         "raw device: writes destroy its data and need a typed confirmation")
                        + "\nreads run on the device directly and change nothing"
                        + (f"\nreads: {read_notice}" if read_notice else "")
                        + (f"\nwrites: {write_notice}" if write_notice and not reason and write_notice != read_notice else ""))
        self.targets.addItem(item)

    def _add_target(self, path: str, device: str, fstype: str, ro: bool) -> None:
        try:
            usage = psutil.disk_usage(path)
            space = f"{human_bytes(usage.free)} free of {human_bytes(usage.total)}"
        except OSError:
            space = "size unknown"
        badges = []
        if ro:
            badges.append("read-only")
        if fstype in ("tmpfs", "ramfs"):
            badges.append("RAM (tmpfs)")
        if fstype in ("btrfs", "zfs", "bcachefs"):
            badges.append("copy-on-write")
        if fstype in NETWORK_FS:
            badges.append("network")
        text = f"{path}\n   {fstype or 'directory'} {device} · {space}" + (
            f" · {', '.join(badges)}" if badges else "")
        item = QListWidgetItem(text)
        item.setData(Qt.UserRole, path)
        if ro:
            item.setFlags(item.flags() & ~Qt.ItemIsEnabled)
            item.setToolTip("read-only: a test file cannot be written here")
        self.targets.addItem(item)

    def select_target(self, path: str) -> None:
        for i in range(self.targets.count()):
            if self.targets.item(i).data(Qt.UserRole) == path:
                self.targets.setCurrentRow(i)
                return
        self._add_target(path, "", "", False)
        self.targets.setCurrentRow(self.targets.count() - 1)

    def choose_directory(self) -> None:
        path = QFileDialog.getExistingDirectory(self, "Directory for the test file")
        if path:
            self.select_target(path)

    def target_dir(self) -> str | None:
        item = self.targets.currentItem()
        return item.data(Qt.UserRole) if item else None

    def target_disk(self):
        return self.disks.get(self.target_dir() or "")

    def _confirm_device_write(self, disk, what: str) -> bool:
        """Refused disks raise with their reason; others need the typed token (False: the
        user cancelled, nothing is written)."""
        reason = refusal_reason(disk)
        if reason:  # refused targets never reach the warning
            raise SafetyRefused(f"refusing to write to {disk.path}: {reason}")
        token = self.confirm_destroy(disk, what)
        if token is None:
            self.status_label.setText("cancelled: nothing was written")
            return False
        check_device_run(disk, True, token)
        return True

    def confirm_destroy(self, disk, what: str) -> str | None:
        """Ask with the data-loss warning; the typed token, or None when cancelled."""
        dialog = DestroyDialog(disk, what, self)
        dialog.exec()
        return dialog.typed_token()

    # -- runs -----------------------------------------------------------------------
    def _build_steady(self) -> QWidget:
        """SNIA PTS settings a field engineer needs, with the estimate before starting."""
        w = QWidget()
        f = QFormLayout(w)
        self.steady_tests = {}
        for name, label in (("iops", "IOPS"), ("throughput", "Throughput"), ("latency", "Latency"),
                            ("write_saturation", "Write saturation")):
            box = QCheckBox(label)
            box.setChecked(name == "iops")
            box.toggled.connect(self._steady_estimate)
            self.steady_tests[name] = box
        tests_box = QWidget()
        tests_box.setLayout(QVBoxLayout())
        grid_rows = (QHBoxLayout(), QHBoxLayout())
        for i, box in enumerate(self.steady_tests.values()):
            grid_rows[i // 2].addWidget(box)
        for r in grid_rows:
            tests_box.layout().addLayout(r)
        tests_box.layout().setContentsMargins(0, 0, 0, 0)
        f.addRow("Tests", tests_box)
        self.steady_cell = QLineEdit("60")
        self.steady_span = QLineEdit("1GiB")
        self.steady_span.setToolTip("bytes under test; on a device, e.g. 10% or the whole device (100%)")
        # Load: threads and queue depth; the SNIA profiles are presets of them.
        from app.core.suites.steady import PROFILES
        self.steady_profile = QComboBox()
        self.steady_profile.addItems(["enterprise (QD32 × 4)", "client (QD16 × 2)", "custom"])
        self.steady_threads = QSpinBox()
        self.steady_threads.setRange(1, 256)
        self.steady_threads.setValue(PROFILES["enterprise"][1])
        self.steady_threads.setToolTip("fio jobs per cell (the latency test always runs 1)")
        self.steady_iodepth = QSpinBox()
        self.steady_iodepth.setRange(1, 1024)
        self.steady_iodepth.setValue(PROFILES["enterprise"][0])
        self.steady_iodepth.setToolTip("outstanding I/Os per thread (the latency test always runs QD1)")
        self.steady_profile.currentIndexChanged.connect(self._steady_preset)
        for spin in (self.steady_threads, self.steady_iodepth):
            spin.valueChanged.connect(self._steady_load_changed)
        self.steady_wsat_multiple = QLineEdit("4")
        self.steady_wsat_multiple.setToolTip("write saturation stops once this many times the span is written")
        self.steady_wsat_time = QLineEdit("24h")
        self.steady_wsat_time.setToolTip("… or after this long writing, whichever comes first")
        self.steady_rounds = QSpinBox()
        self.steady_rounds.setRange(5, 25)
        self.steady_rounds.setValue(25)
        self.steady_reduced = QCheckBox("quick look (reduced matrix)")
        self.steady_purge = QCheckBox("purge first (raw device: discard)")
        self.steady_precondition = QCheckBox("precondition (128K sequential, 2 × span)")
        self.steady_precondition.setChecked(True)
        for wdg in (self.steady_cell, self.steady_span):
            wdg.textChanged.connect(self._steady_estimate)
        for wdg in (self.steady_reduced, self.steady_purge, self.steady_precondition):
            wdg.toggled.connect(self._steady_estimate)
        self.steady_rounds.valueChanged.connect(self._steady_estimate)
        self.steady_profile.currentIndexChanged.connect(self._steady_estimate)
        f.addRow("Seconds per cell", self.steady_cell)
        f.addRow("Span", self.steady_span)
        f.addRow("Profile", self.steady_profile)
        load = QHBoxLayout()
        load.addWidget(QLabel("Threads"))
        load.addWidget(self.steady_threads)
        load.addWidget(QLabel("Queue depth"))
        load.addWidget(self.steady_iodepth)
        f.addRow("Load", load)
        wsat = QHBoxLayout()
        wsat.addWidget(self.steady_wsat_multiple)
        wsat.addWidget(QLabel("× span, or"))
        wsat.addWidget(self.steady_wsat_time)
        f.addRow("Write saturation until", wsat)
        for wdg in (self.steady_wsat_multiple, self.steady_wsat_time):
            wdg.textChanged.connect(self._steady_estimate)
        f.addRow("Max rounds", self.steady_rounds)
        f.addRow(self.steady_reduced)
        f.addRow(self.steady_precondition)
        f.addRow(self.steady_purge)
        self.steady_estimate_label = QLabel()
        self.steady_estimate_label.setWordWrap(True)
        f.addRow(self.steady_estimate_label)
        self.steady_btn = QPushButton("▶  Steady State (SNIA PTS)")
        self.steady_btn.clicked.connect(lambda: self.start("steady"))
        f.addRow(self.steady_btn)
        return w

    def steady_settings(self, validate_target: bool = True):
        from app.core.suites.steady import SteadySettings
        directory = self.target_dir()
        disk = self.target_disk()
        text = self.steady_span.text().strip()
        if text.endswith("%"):
            try:
                pct = float(text[:-1])
            except ValueError:
                raise InputError(f"cannot read span {text!r}", "use e.g. 10% or 8GiB")
            if disk is None or not 0 < pct <= 100:
                raise InputError("a span in percent needs a raw device and 0 < percent <= 100")
            span = int(disk.size_bytes * pct / 100) // 4096 * 4096
        else:
            span = parse_size(text)
        if disk is not None:
            target = Target(disk.path, "device")
            span = min(span, disk.size_bytes)
        elif validate_target and directory:
            target = Target(str(testfile.check_directory(directory, span)), "file")
        else:
            target = Target(os.path.join(directory or ".", "x.tmp"), "file")
        qd, jobs = self.steady_iodepth.value(), self.steady_threads.value()
        tests = tuple(n for n, b in self.steady_tests.items() if b.isChecked())
        if not tests:
            raise InputError("choose at least one steady-state test")
        try:
            multiple = float(self.steady_wsat_multiple.text())
        except ValueError:
            raise InputError(f"cannot read {self.steady_wsat_multiple.text()!r} as a multiple of the span",
                             "e.g. 4") from None
        return SteadySettings(target=target, span=span, tests=tests, cell_s=parse_duration(self.steady_cell.text()),
                              iodepth=qd, numjobs=jobs, max_rounds=self.steady_rounds.value(),
                              saturation_multiple=multiple,
                              saturation_time_s=parse_duration(self.steady_wsat_time.text()),
                              purge=self.steady_purge.isChecked(), precondition=self.steady_precondition.isChecked(),
                              reduced=self.steady_reduced.isChecked())

    def _steady_preset(self, index: int) -> None:
        """A profile sets threads and queue depth; 'custom' leaves them as they are."""
        from app.core.suites.steady import PROFILES
        name = ("enterprise", "client")[index] if index in (0, 1) else None
        if name is None:
            return
        qd, threads = PROFILES[name]
        for spin, value in ((self.steady_threads, threads), (self.steady_iodepth, qd)):
            spin.blockSignals(True)
            spin.setValue(value)
            spin.blockSignals(False)
        self._steady_estimate()

    def _steady_load_changed(self) -> None:
        """Threads and queue depth of a preset show its name, anything else 'custom'."""
        from app.core.suites.steady import PROFILES
        load = (self.steady_iodepth.value(), self.steady_threads.value())
        index = next((i for i, n in enumerate(("enterprise", "client")) if PROFILES[n] == load), 2)
        self.steady_profile.blockSignals(True)
        self.steady_profile.setCurrentIndex(index)
        self.steady_profile.blockSignals(False)
        self._steady_estimate()

    def _steady_estimate(self) -> None:
        from app.core.suites.steady import estimate_seconds
        try:
            lo, hi = estimate_seconds(self.steady_settings(validate_target=False))
        except FioscopeError as e:
            self.steady_estimate_label.setText(e.message)
            return

        def hms(x):
            x = int(x)
            return f"{x // 3600}:{x % 3600 // 60:02d}:{x % 60:02d}"
        note = "" if self.target_disk() is not None else "\nOn a test file: SNIA requires a raw device."
        self.steady_estimate_label.setText(f"estimated {hms(lo)} (steady after 5 rounds) to {hms(hi)} "
                                           f"(all rounds){note}")

    def _plan_defaults(self) -> None:
        info = SUITES[self.plan.currentData()]
        self.plan_size.setText(human_bytes(info.size).replace(" ", ""))
        self.plan_runtime.setText(f"{info.runtime:g}")
        self._plan_estimate()

    def _plan_processes(self) -> tuple[int, ...]:
        return parse_int_list(self.plan_processes.text(), "process counts", "1,4,16,64") or (1, 4, 16, 64)

    def _plan_estimate(self) -> None:
        """Duration and disk space of the chosen plan, before it starts."""
        try:
            plan = build_plan(self.plan.currentData(), Target(os.path.join(self.target_dir() or ".", "x.tmp")),
                              PlanOptions(size=parse_size(self.plan_size.text()),
                                          runtime=parse_duration(self.plan_runtime.text()),
                                          processes=self._plan_processes()))
        except FioscopeError as e:
            self.plan_estimate.setText(e.message)
            return
        s = int(plan.seconds)
        self.plan_estimate.setText(f"{len(plan.items)} tests · about {s // 3600}:{s % 3600 // 60:02d}:{s % 60:02d} "
                                   f"· test files {human_bytes(plan.disk_bytes)}\n{plan.note}")

    def build_specs(self, kind: str) -> tuple[list, str]:
        directory = self.target_dir()
        if not directory:
            raise InputError("choose a target first")
        plan_kind = kind in SUITES
        size = parse_size((self.plan_size if plan_kind else self.size).text())
        runtime = parse_duration((self.plan_runtime if plan_kind else self.runtime).text())
        disk = self.target_disk()
        if disk is not None:
            target = Target(disk.path, "device")
            size = min(size, disk.size_bytes)
        elif plan_kind:
            target = Target(str(testfile.test_file_path(directory)), "file")
        else:
            target = Target(str(testfile.check_directory(directory, size)), "file")
        if plan_kind:
            plan = build_plan(kind, target, PlanOptions(size=size, runtime=runtime, direct=self.direct.isChecked(),
                                                        processes=self._plan_processes()))
            if disk is None:
                testfile.check_directory(directory, plan.disk_bytes)
            return list(plan.items), directory
        if kind in ("quick", "quick-read"):
            specs = build_preset(kind, target, size, runtime, direct=self.direct.isChecked())
            return specs, directory
        if kind == "peak":
            return peak_plan(target, size, runtime, loops=self.peak_loops.value(),
                             direct=self.direct.isChecked()), directory
        rw = self.rw.currentText()
        bs_text = self.bs.text().strip()
        extra: tuple = ()
        if self.ss_mode.currentText() != "off":
            limit = self.ss_limit.text().strip()
            if not limit or not limit.rstrip("%").replace(".", "", 1).isdigit():
                raise InputError(f"steady-state limit {limit!r} is not a number or percentage", "e.g. 10% or 2000")
            extra = (("steadystate", f"{self.ss_mode.currentText()}:{limit}"),
                     ("ss_dur", str(int(parse_duration(self.ss_dur.text())))),
                     ("ss_ramp", str(int(parse_duration(self.ss_ramp.text())))))
        spec = JobSpec(name=f"custom-{rw}-{bs_text}-q{self.qd.value()}t{self.threads.value()}", rw=rw,
                       target=target, bs=parse_size(bs_text),
                       rwmixread=self.mix.value() if rw in ("rw", "randrw") else None,
                       iodepth=self.qd.value(), numjobs=self.threads.value(), size=size, runtime=runtime,
                       time_based=True, direct=self.direct.isChecked(), ioengine=self.engine.currentText(),
                       extra=extra)
        return [spec], directory

    def open_jobfile(self, path: str | None = None) -> None:
        path = path or QFileDialog.getOpenFileName(self, "Open a fio job file", "", "fio job files (*.fio *.ini *.job);;"
                                                   "All files (*)")[0]
        if path:
            self.jobfile_path = path
            self.start("jobfile")

    def confirm_jobfile(self, jf) -> bool:
        """Show the file and what fio makes of it; run only on the user's word."""
        resolved = "\n".join(f"[{j.name}]  " + " ".join(f"{k}={v}" if v is not None else k for k, v in j.options)
                             for j in jf.jobs)
        box = QMessageBox(self)
        box.setWindowTitle("Run job file")
        box.setText(f"{jf.path}\n{len(jf.jobs)} job(s); fio resolves them as:\n\n{resolved}")
        box.setDetailedText(jf.text)
        notes = self.jobfile_notes(jf)
        if notes:
            box.setInformativeText("\n".join(notes))
        box.setStandardButtons(QMessageBox.Ok | QMessageBox.Cancel)
        box.button(QMessageBox.Ok).setText("Run")
        return box.exec() == QMessageBox.Ok

    @staticmethod
    def jobfile_notes(jf) -> list[str]:
        """fio's warnings, and what happens to each device the file only reads; devices it
        writes get the data-loss dialog next, with its own notice."""
        return list(jf.warnings) + [n for dev, writes in jf.devices() if not writes for n in read_notes(dev)]

    def _jobfile_specs(self) -> tuple[list, str]:
        jf = load_jobfile(self.jobfile_path, self.fio.path)
        if not self.confirm_jobfile(jf):
            return [], ""
        disks = {}
        devices = jf.devices()
        if devices:
            from app.core.targets.safety import find_disk
            inv = discover()
            disks = {p: find_disk(inv, p) for p, _ in devices}
        for path, writes in devices:
            if writes and not self._confirm_device_write(disks[path], f"The job file {os.path.basename(jf.path)}"):
                return [], ""
        self.jobfile_warnings = jf.warnings
        return [jobfile_spec(jf)], jf.cwd

    def show_command(self) -> None:
        try:
            specs, _ = self.build_specs("custom")
        except FioscopeError as e:
            self.show_error(e)
            return
        CommandDialog(specs, self.fio.path if self.fio else "fio", 1.0, self).exec()

    def start(self, kind: str) -> None:
        if self.worker and self.worker.running:
            return
        if self.fio is None:
            self.show_error(self.fio_error)
            return
        if kind == "steady":
            self.start_steady()
            return
        if kind in SUITES and self.plan_hosts.text().strip():
            self.start_remote(kind)
            return
        if self.results.currentIndex() != 0:
            self.results.setCurrentIndex(0)
            self.right_split.setSizes([560, 220])
        try:
            if kind == "jobfile":
                specs, directory = self._jobfile_specs()
                disk = None
                if not specs:
                    self.status_label.setText("job file not run: nothing was written")
                    return
            else:
                specs, directory = self.build_specs(kind)
                disk = self.target_disk()
            if kind == "jobfile":
                pass
            elif disk is None:
                pass  # a test file: created exclusively by the run itself
            elif any(classify(s if isinstance(s, JobSpec) else s[0]) == DESTRUCTIVE for s in specs):
                if not self._confirm_device_write(disk, f"The {kind} run"):
                    return
            ra_kb = self.cache_tab.readahead_kb()
            first = specs[0] if isinstance(specs[0], JobSpec) else specs[0][0]
            readahead = (readahead_device(first, ra_kb), ra_kb) if ra_kb is not None else None
            store = self.store if self.store is not None else RunStore()
        except FioscopeError as e:
            self.show_error(e)
            return
        self.last_specs = specs
        self._clear_views()
        self.cache_panel.show_warnings(list(dict.fromkeys(
            w for s in specs for w in run_warnings(s if isinstance(s, JobSpec) else s[0]))))
        self.grid.clearContents()
        if kind in ("custom", "jobfile"):
            self.grid.setRowCount(1)
            self.grid.setVerticalHeaderLabels([specs[0].name])
        elif kind in SUITES:
            self.grid.setRowCount(0)
        else:
            tests = PEAK_TESTS if kind == "peak" else QUICK
            self.grid.setRowCount(len(tests))
            self.grid.setVerticalHeaderLabels([t.label for t in tests])
        self.kind = kind
        self.graphs.label_threads = kind == "jobfile"
        interval = float(self.interval.currentText())
        drop = self.cache_tab.drop_each.isChecked()
        self.worker = SuiteWorker(self.fio, kind, specs, interval, directory,
                                  {"preset": kind, "size": self.size.text(), "runtime": self.runtime.text(),
                                   "readahead_kb": readahead[1] if readahead else None, "drop_caches": drop,
                                   **({"loops": self.peak_loops.value()} if kind == "peak" else {})},
                                  store, readahead=readahead)
        if drop:
            self.worker.runner.before_test = lambda i, spec: drop_before(spec)
        self.worker.test_started.connect(self.on_test_started)
        self.worker.sample.connect(self.on_sample)
        self.worker.test_done.connect(self.on_test_done)
        self.worker.finished.connect(self.on_finished)
        self.worker.failed.connect(self._run_failed)
        self.worker.stalled.connect(lambda s: self.status_label.setText(
            f"fio has printed nothing for {s:.0f} s (laying out the test file, or hung)"))
        self._launch()
        self._save_settings()

    def summary_text(self) -> str:
        from app.core.report.text import text_report
        result = getattr(self, "last_result", None)
        if result is None or getattr(result, "run_id", None) is None:
            return ""
        store = self.store if self.store is not None else RunStore()
        return text_report(store.load_run(result.run_id, with_samples=False))

    def copy_summary(self) -> None:
        text = self.summary_text()
        if text:
            QGuiApplication.clipboard().setText(text)
            self.status_label.setText("summary copied to the clipboard")

    def save_graphs_png(self, path: str | None = None) -> None:
        path = path or QFileDialog.getSaveFileName(self, "Save graphs", "fioscope-graphs.png", "PNG (*.png)")[0]
        if path:
            self.graphs.redraw()
            # Encoded in memory and written atomically: QPixmap.save(path) would open the name
            # itself and write through a planted link (into a device).
            from PySide6.QtCore import QBuffer, QIODevice

            from app.core.atomic import write_bytes_atomic
            buf = QBuffer()
            buf.open(QIODevice.WriteOnly)
            try:
                if not self.graphs.view.grab().save(buf, "PNG"):
                    raise FioscopeError(f"cannot write {path}")
                write_bytes_atomic(path, bytes(buf.data()))
            except FioscopeError as e:
                self.show_error(e)
            except OSError as e:
                self.show_error(FioscopeError(f"cannot write {path}: {e.strerror or e}"))

    def show_history(self) -> None:
        from app.ui.history import HistoryDialog
        self.history = HistoryDialog(self.store if self.store is not None else RunStore(), self)
        self.history.open()

    def drop_caches(self) -> str:
        """Before a rerun: a device's own buffer cache, or the system's page cache (root)."""
        disk = self.target_disk() if self.kind != "jobfile" else None
        # Only this operation is elevated (pkexec or sudo), never the app.
        if disk is not None:
            run_privileged("flush-device", disk.path)
            return f"{disk.path}'s buffer cache dropped"
        run_privileged("drop-caches")
        return "page cache dropped"

    def rerun_with_caches_dropped(self) -> None:
        try:
            done = self.drop_caches()
        except (FioscopeError, OSError) as e:
            self.show_error(e if isinstance(e, FioscopeError) else FioscopeError(
                f"cannot drop caches: {e}", "run Fioscope with the privilege to do so, or use direct I/O"))
            return
        self.start(self.kind)
        self.status_label.setText(f"{done}; rerunning · {self.status_label.text()}")

    def rerun_direct(self) -> None:
        self.direct.setChecked(True)
        self.start(self.kind)

    def start_remote(self, kind: str) -> None:
        """A test plan on several fio servers; the grid fills from the stored totals."""
        from app.core.remote.hosts import parse_hosts
        from app.core.remote.suite import remote_spec
        try:
            hosts = parse_hosts(self.plan_hosts.text())
            clients = None
            if self.plan_clients.text().strip():
                clients = parse_int_list(self.plan_clients.text(), "client counts", "1,2,4,8")
            where = self.plan_remote_target.text().strip()
            if not where or where.startswith(("/dev/", "\\\\.\\")):
                raise InputError("give a directory on the hosts",
                                 "raw devices on fio servers: fioscope run --hosts ... --destroy-data HOST:DEVICE")
            plan = build_plan(kind, Target(testfile.remote_file_path(where)),
                              PlanOptions(size=parse_size(self.plan_size.text()),
                                          runtime=parse_duration(self.plan_runtime.text()),
                                          direct=self.direct.isChecked(), processes=self._plan_processes()))
            specs = [remote_spec(sp) for sp, phase in plan.items if phase != "layout"]
            store = self.store if self.store is not None else RunStore()
            from app.ui.worker import RemoteWorker
            self.worker = RemoteWorker(self.fio, kind, hosts, specs, store, clients,
                                       float(self.interval.currentText()), where,
                                       {"preset": kind, "size": self.plan_size.text(),
                                        "runtime": self.plan_runtime.text()})
        except FioscopeError as e:
            self.show_error(e)
            return
        self.kind = kind
        self._clear_views()
        self.remote_store = store
        self.grid.clearContents()
        self.grid.setRowCount(0)
        if self.results.currentIndex() != 0:
            self.results.setCurrentIndex(0)
            self.right_split.setSizes([560, 220])
        self.graphs.series_names = {i: h.label for i, h in enumerate(hosts)}  # after _clear_views
        self.worker.job_done.connect(self.on_remote_job)
        self.worker.stalled_msg.connect(lambda m: self.status_label.setText(m))
        self.worker.finished.connect(self.on_finished)
        self.worker.failed.connect(self._run_failed)
        self.current = f"{kind} on {len(hosts)} hosts"
        self._launch()

    def on_remote_job(self, label: str, samples: list) -> None:
        """One job done on every host: its per-host curves, and the tables so far."""
        self.graphs.begin_test(label)
        for s in samples:
            self.graphs.add_sample(s)
        self.current = label
        self._fill_from_store(self.worker.suite_run_id())

    def _fill_from_store(self, run_id: int | None) -> None:
        if run_id is None:
            return
        doc = self.remote_store.load_run(run_id, with_samples=False)
        self.remote_doc = doc
        self.fill_plan_grid()

    def resume_steady(self, run_id: int) -> None:
        """Go on with a partial steady-state run from its next round (from the history)."""
        from app.core.suites.steady import TestProgress, verdict
        from app.core.suites.steady import progress_from_doc
        from app.core.suites.steady_run import RoundReport, convergence_row, settings_from_dict
        if self.worker and self.worker.running:
            return
        store = self.store if self.store is not None else RunStore()
        doc = store.load_run(run_id, with_samples=False)
        if doc["suite"] != "steady" or not doc["settings"].get("steady"):
            self.show_error(InputError(f"run {run_id} is not a steady-state run"))
            return
        settings = settings_from_dict(doc["settings"]["steady"])
        self.start_steady(settings=settings, resume_run_id=run_id)
        if self.kind != "steady" or self.worker is None:
            return  # refused or cancelled
        for test, tp in progress_from_doc(settings, doc).items():  # the rounds already done
            for n in range(1, len(tp.rounds) + 1):
                part = TestProgress(test, tp.rounds[:n], True)
                values = part.tracking()
                self.steady_panel.add_round(RoundReport(test, n, values[-1] if values else None,
                                                        verdict(settings, part), convergence_row(test, tp.rounds[n - 1])))

    def start_steady(self, settings=None, resume_run_id: int | None = None) -> None:
        """SNIA PTS rounds; every cell is stored as it finishes, so a run can be resumed."""
        try:
            settings = settings or self.steady_settings()
            disk = None
            if settings.target.kind == "device":
                from app.core.targets.safety import find_disk
                disk = find_disk(discover(), settings.target.path)
            if disk is None:
                pass  # a test file: created exclusively by the run itself
            elif not self._confirm_device_write(disk, "The steady-state suite"):
                return  # purge, preconditioning and the write cells all write the device
            store = self.store if self.store is not None else RunStore()
        except FioscopeError as e:
            self.show_error(e)
            return
        self.kind = "steady"
        self._last_phase = None
        self._clear_views()
        self.steady_panel.clear()
        self.steady_panel.max_rounds = settings.max_rounds
        self.results.setCurrentIndex(1)
        self.right_split.setSizes([400, 440])  # the round plots need the room
        interval = float(self.interval.currentText())
        self.worker = SteadyWorker(self.fio, settings, interval, store, resume_run_id=resume_run_id)
        self.worker.test_started.connect(self.on_test_started)
        self.worker.sample.connect(self.on_sample)
        self.worker.round_done.connect(self.steady_panel.add_round)
        self.worker.finished.connect(self.on_finished)
        self.worker.failed.connect(self._run_failed)
        self._launch()
        self._save_settings()

    def start_experiment(self, kind: str) -> None:
        """Seed 003's readahead sweep or page cache vs direct vs raw, on the chosen target."""
        from functools import partial

        from app.core.cache.probe import device_for_path
        from app.core.suites.experiments import (CACHE_SIZE, SWEEP_SIZE, run_cache_experiment,
                                                 run_readahead_sweep)
        if self.worker and self.worker.running:
            return
        if self.fio is None:
            self.show_error(self.fio_error)
            return
        try:
            directory = self.target_dir()
            if not directory:
                raise InputError("choose a target first")
            disk = self.target_disk()
            store = self.store if self.store is not None else RunStore()
            size = SWEEP_SIZE if kind == "readahead-sweep" else CACHE_SIZE
            if disk is None:
                target = Target(str(testfile.check_directory(directory, size)), "file")
            elif kind == "readahead-sweep":
                target = Target(disk.path, "device")  # reads only: no confirmation
            else:
                raise InputError("the cache experiment needs a directory for its test file",
                                 "choose a mounted directory; it can end with a raw read of the disk behind it")
            if kind == "readahead-sweep":
                call = partial(run_readahead_sweep, self.fio, target, self.cache_tab.values(), store=store)
            else:
                raw = None
                if self.cache_tab.cache_raw.isChecked():
                    name = device_for_path(directory)
                    if name is None:
                        raise InputError(f"no block device behind {directory} to read raw")
                    raw = f"\\\\.\\{name}" if name.startswith("PhysicalDrive") else f"/dev/{name}"
                call = partial(run_cache_experiment, self.fio, target, raw, store=store)
        except FioscopeError as e:
            self.show_error(e)
            return
        if self.results.currentIndex() != 0:
            self.results.setCurrentIndex(0)
            self.right_split.setSizes([560, 220])
        self.kind = kind
        self._clear_views()
        self.grid.clearContents()
        self.grid.setRowCount(0)
        self.worker = ExperimentWorker(call)
        self.worker.test_started.connect(self.on_test_started)
        self.worker.sample.connect(self.on_sample)
        self.worker.test_done.connect(self.on_test_done)
        self.worker.finished.connect(self.on_finished)
        self.worker.failed.connect(self._run_failed)
        self._launch()
        self._save_settings()

    def _run_failed(self, error: FioscopeError) -> None:
        """An error outside fio (the store, readahead that could not be set): idle again."""
        self.clock.stop()
        self._running(False)
        self.status_label.setText(f"failed: {error.message}")
        self.show_error(error)

    def _clear_views(self) -> None:
        self.records.clear()
        self.graphs.clear()
        self.graphs.series_names = {}
        self.remote_doc = None
        self.cache_panel.clear()

    def _launch(self) -> None:
        self._running(True)
        self.started = time.monotonic()
        self.eta = None
        self.clock.start()
        self.worker.start()

    def stop(self) -> None:
        if self.worker:
            self.status_label.setText("stopping: fio is being terminated and the test file removed")
            self.worker.cancel()

    def _running(self, on: bool) -> None:
        for w in (self.quick_btn, self.quick_read_btn, self.peak_btn, self.custom_btn, self.plan_btn,
                  self.jobfile_btn, self.steady_btn, self.targets, *self.cache_tab.buttons):
            w.setEnabled(not on)
        self.stop_btn.setEnabled(on)

    def on_test_started(self, i: int, spec: JobSpec, phase: str) -> None:
        self.current = spec.name
        if self.kind == "steady":  # dozens of cells per round: label each round once
            label = phase if phase != getattr(self, "_last_phase", None) else ""
            self._last_phase = phase
        else:
            label = spec.name
        self.graphs.begin_test(label)
        self.cache_panel.begin_test()

    def on_sample(self, i: int, sample, progress) -> None:
        self.graphs.add_sample(sample)
        if progress.cache is not None:
            self.cache_panel.add(progress.cache, progress.device, progress.read_ahead_kb)
            self.cache_panel.redraw()
        self.eta = progress.eta_s
        self.current = f"{progress.name} ({progress.index + 1}/{progress.count})" if progress.count else progress.name

    def on_test_done(self, i: int, record) -> None:
        if record.phase in ("", ) or record.phase.startswith("loop") or self.kind in EXPERIMENTS:
            # warm-ups are not results; an experiment's every run is one of its table's rows
            self.records.setdefault(record.spec.name, []).append(record)
        self.fill_grid()
        self.cache_panel.show_verdict(record.cache, record.spec.direct)
        if record.error:
            self.show_error(record.error)

    def on_finished(self, result) -> None:
        self.clock.stop()
        if getattr(self, "remote_store", None) is not None and hasattr(result, "outcomes"):
            self._fill_from_store(result.run_id)
        if self.kind == "steady" and getattr(self.worker, "outcome", None) is not None:
            self.steady_panel.show_summary(self.worker.outcome)
        self._running(False)
        self.fill_grid()
        state = "cancelled: fio stopped, test file removed" if result.cancelled else (
            "failed" if result.error else "done")
        store_error = getattr(result, "store_error", None)
        if store_error is not None:  # the run went on; its history did not
            stored = (f" · stored only up to the failure (run {result.run_id}): " if result.run_id else
                      " · not stored: ") + store_error.one_line()
        else:
            stored = f" · stored as run {result.run_id}" if result.run_id else ""
        ss = next((t.result.steadystate for t in getattr(result, "tests", []) if t.result and t.result.steadystate),
                  None)
        fio_ss = (f" · fio steady state {ss['ss']}: " + ("attained" if ss.get("attained") else "not attained") +
                  f" (criterion {ss.get('criterion')}, max deviation {ss.get('max_deviation')}, "
                  f"slope {ss.get('slope')})") if ss else ""
        self.status_label.setText(f"{state} · {time.monotonic() - self.started:.0f} s{stored}{fio_ss}")
        self.last_result = result

    def _tick(self) -> None:
        elapsed = time.monotonic() - self.started
        eta = "" if self.eta is None else f" · ETA {int(self.eta) // 60}:{int(self.eta) % 60:02d}"
        self.status_label.setText(f"running {self.current} · {int(elapsed) // 60}:{int(elapsed) % 60:02d}{eta}")

    # -- results grid ---------------------------------------------------------------
    def fill_plan_grid(self) -> None:
        """A test plan's tables, as its seed document prints them, filled as tests finish."""
        records = [r for recs in self.records.values() for r in recs]
        doc = {"suite": self.kind, "tests": [test_to_dict(i, r) for i, r in enumerate(records)]}
        if not records and getattr(self, "remote_doc", None) and self.remote_doc.get("suite") == self.kind:
            doc = self.remote_doc  # a run on fio servers: its totals are in the store
        grid = grid_from_tables(plan_tables(doc) or experiment_tables(doc))
        if grid is None:
            return
        small = QFont()
        small.setPointSize(10)
        self.grid.setFont(small)
        self.grid.setColumnCount(len(grid.columns))
        self.grid.setHorizontalHeaderLabels(list(grid.columns))
        self.grid.setRowCount(len(grid.rows))
        self.grid.setVerticalHeaderLabels(list(grid.rows))
        for r, (values, decs) in enumerate(zip(grid.values, grid.decimals)):
            for c, v in enumerate(values):
                item = QTableWidgetItem("-" if v is None else f"{v:,.{decs[c]}f}")
                item.setTextAlignment(Qt.AlignRight | Qt.AlignVCenter)
                self.grid.setItem(r, c, item)
        header = self.grid.horizontalHeader()
        for c in range(len(grid.columns)):
            header.resizeSection(c, max(110, header.sectionSizeHint(c) + 16))

    def fill_grid(self) -> None:
        if getattr(self, "kind", "") in SUITES or getattr(self, "kind", "") in EXPERIMENTS:
            self.fill_plan_grid()
            return
        if self.grid.columnCount() != 2:
            self.grid.setFont(self.big_font)
            self.grid.setColumnCount(2)
            self.grid.setHorizontalHeaderLabels(["Read", "Write"])
            for c in (0, 1):
                self.grid.horizontalHeader().resizeSection(c, 220)
        unit = self.unit.currentText()
        rows = [self.grid.verticalHeaderItem(r).text() for r in range(self.grid.rowCount())
                if self.grid.verticalHeaderItem(r)]
        if getattr(self, "kind", "") == "jobfile":
            # One row per fio reporting group (a job file's stonewall phases), named by its jobs.
            rows = [n for n, recs in self.records.items() if any(r.result is not None for r in recs)] or rows
            self.grid.setRowCount(len(rows))
            self.grid.setVerticalHeaderLabels(rows)
        for name, recs in self.records.items():
            done = [r for r in recs if r.result is not None]
            if not done:
                continue
            if getattr(self, "kind", "") == "custom":
                row, col = 0, None
            elif getattr(self, "kind", "") == "jobfile":
                row, col = rows.index(name), None
            else:
                label, _, direction = name.rpartition("-")
                label = label.replace("-", " ")
                if label not in rows:
                    continue
                row, col = rows.index(label), 0 if direction == "read" else 1
            for c in (0, 1):
                if col is not None and c != col:
                    continue
                sides = [r.result.read if c == 0 else r.result.write for r in done]
                if sides[0].total_ios == 0:
                    continue
                item = self._cell(sides, unit)
                self.grid.setItem(row, c, item)

    @staticmethod
    def _cell(sides: list, unit: str) -> QTableWidgetItem:
        """One grid cell: the value, or for several loops their median with the spread."""
        def value(d) -> float:
            return {"MB/s": d.mb_s, "MiB/s": d.mib_s, "IOPS": d.iops,
                    "µs": d.latency.mean_us if d.latency else float("nan")}[unit]
        values = [value(d) for d in sides]
        med = statistics.median(values)
        fmt = ",.0f" if unit == "IOPS" else (",.1f" if unit == "µs" else ",.2f")
        item = QTableWidgetItem(format(med, fmt))
        item.setTextAlignment(Qt.AlignRight | Qt.AlignVCenter)
        tips = []
        if len(values) > 1:
            tips.append(f"median of {len(values)} loops; min {format(min(values), fmt)}, "
                        f"best {format(max(values) if unit != 'µs' else min(values), fmt)}")
        lat = sides[0].latency
        if lat:
            tips.append(f"p50 {lat.p50_us:,.1f} µs · p99 {lat.p99_us:,.1f} µs · "
                        f"p99.9 {lat.p999_us:,.1f} µs · max {lat.max_us:,.1f} µs" +
                        (" (loop 1)" if len(values) > 1 else ""))
        item.setToolTip("\n".join(tips))
        return item

    # -- errors, settings, closing ----------------------------------------------------
    def show_error(self, error: FioscopeError) -> None:
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Warning)
        box.setWindowTitle("Fioscope")
        box.setText(error.message)
        if error.advice:
            box.setInformativeText(error.advice)
        details = getattr(error, "stderr", "")
        if details:
            box.setDetailedText(details)
        self.error_box = box
        box.open()

    def _load_settings(self) -> None:
        self.size.setText(self.settings.value("size", "1GiB", str))
        self.runtime.setText(self.settings.value("runtime", "5", str))
        self.unit.setCurrentText(self.settings.value("unit", "MB/s", str))
        self.interval.setCurrentText(self.settings.value("interval", "1", str))
        self.peak_loops.setValue(self.settings.value("peak_loops", 3, int))

    def _peak_label(self) -> None:
        n = self.peak_loops.value()
        self.peak_btn.setText(f"▶  Peak ({n} loop{'s' if n > 1 else ''} after a warm-up)")
        self.peak_btn.setToolTip("Fresh-out-of-box peak: SEQ1M Q8T1/Q1T1, SEQ128K Q32T1, RND4K Q32T16/Q32T1/Q1T1; "
                                 f"median of {n} loop{'s' if n > 1 else ''}, spread and best on hover "
                                 "(the loop count is set under Peak loops)")

    def _save_settings(self) -> None:
        directory = self.target_dir()
        if directory and self.target_disk() is None:
            self.settings.setValue("target", directory)
        self.settings.setValue("size", self.size.text())
        self.settings.setValue("runtime", self.runtime.text())
        self.settings.setValue("unit", self.unit.currentText())
        self.settings.setValue("interval", self.interval.currentText())
        self.settings.setValue("peak_loops", self.peak_loops.value())

    def confirm_close(self) -> bool:
        answer = QMessageBox.question(self, "Fioscope", "A test is running. Stop it and quit?",
                                      QMessageBox.Yes | QMessageBox.No, QMessageBox.No)
        return answer == QMessageBox.Yes

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt's name)
        if self.worker and self.worker.running:
            if not self.confirm_close():
                event.ignore()
                return
            self.worker.cancel()
            self.worker.wait(15)
        self._save_settings()
        event.accept()
