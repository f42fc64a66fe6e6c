"""The target: a searchable drop-down of raw disks, mounted filesystems a test file can go
on, and directories chosen before, each with its size, free space and type; read-only
mounts are greyed at the end, out of the way."""
from __future__ import annotations

import os
import socket
from dataclasses import dataclass

import psutil
from PySide6.QtCore import QEvent, QSocketNotifier, QSortFilterProxyModel, Qt, Signal
from PySide6.QtGui import QFont, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QComboBox, QCompleter, QFileDialog, QHBoxLayout, QLineEdit, QPushButton, QWidget

from app.core.access.elevated import elevation_notice
from app.core.errors import FioscopeError
from app.core.targets import discover
from app.core.targets.model import Disk
from app.core.targets.safety import refusal_reason
from app.ui.core_words import window_text
from app.ui.i18n import arg, size, translate
from app.ui.marks import QT_TRANSLATE_NOOP

NETWORK_FS = {"nfs", "nfs4", "cifs", "smb3", "sshfs", "fuse.sshfs", "9p"}
PATH_ROLE = Qt.ItemDataRole.UserRole
SYS_BLOCK = "/sys/block"
NETLINK_KOBJECT_UEVENT = 15  # linux/netlink.h: the kernel's device events (no udev needed)
GROUPS = (QT_TRANSLATE_NOOP("TargetPicker", "Disks (raw devices)"),
          QT_TRANSLATE_NOOP("TargetPicker", "Mounted filesystems"),
          QT_TRANSLATE_NOOP("TargetPicker", "Directories"),
          QT_TRANSLATE_NOOP("TargetPicker", "Read-only (cannot hold a test file)"))


def testable_mount(mountpoint: str, device: str, fstype: str) -> bool:
    """Filesystems a user could put a test file on; not the kernel's pseudo filesystems."""
    if fstype in NETWORK_FS or device.startswith("/dev/"):
        return True
    if fstype == "tmpfs":  # shown with a RAM badge, where people do put files
        return mountpoint in ("/tmp", "/dev/shm") or mountpoint.startswith(("/mnt", "/media", "/home"))
    return False


def short_size(n: float) -> str:
    """1.5 GiB, 256 MiB: no '.0' on whole numbers."""
    return size(n, short=True)  # the window's decimal point: 1,5 GiB in German


def block_devices() -> tuple[tuple[str, str, str], ...]:
    """Each block device's name, size and read-only flag as the kernel says now: a device added,
    removed, or attached again with another size (a loop device) changes it. () where there is
    no /sys/block (Windows: F5 refreshes)."""
    out = []
    try:
        names = sorted(os.listdir(SYS_BLOCK))
    except OSError:
        return ()
    for name in names:
        values = []
        for attr in ("size", "ro"):
            try:
                with open(os.path.join(SYS_BLOCK, name, attr)) as f:
                    values.append(f.read().strip())
            except OSError:
                values.append("")
        out.append((name, values[0], values[1]))
    return tuple(out)


def home_directory() -> str:
    """The user's home directory when it is one they can write a test file in, else ""."""
    home = os.path.expanduser("~")
    return home if os.path.isdir(home) and os.access(home, os.W_OK | os.X_OK) else ""


def uevent_socket() -> socket.socket | None:
    """The kernel's device events (add, remove, change: a loop device attached or resized): sysfs
    sends no inotify events for these, and a loop node in /dev exists before it is attached, so
    neither a watch on /sys/block nor on /dev sees them. None where there is no such socket
    (Windows, a sandbox without netlink): the list is read again when it opens, and on F5."""
    try:
        s = socket.socket(socket.AF_NETLINK, socket.SOCK_DGRAM, NETLINK_KOBJECT_UEVENT)
        s.bind((0, 1))  # the kernel's multicast group
        s.setblocking(False)
        return s
    except (AttributeError, OSError):
        return None


class _Combo(QComboBox):
    """The drop-down, which says when it is about to open (the list is read again then)."""
    opening = Signal()

    def showPopup(self) -> None:  # noqa: N802 (Qt's name)
        self.opening.emit()
        super().showPopup()


@dataclass(frozen=True)
class Entry:
    group: int  # index into GROUPS
    path: str
    text: str
    tip: str
    enabled: bool = True


def disk_entry(disk: Disk) -> Entry:
    reason = refusal_reason(disk)
    flags = [f for f, on in ((translate("TargetPicker", "system disk"), disk.system),
                             (translate("TargetPicker", "mounted"), bool(disk.all_mountpoints)),
                             (translate("TargetPicker", "read-only"), disk.read_only)) if on]
    text = (f"{disk.path} — {short_size(disk.size_bytes)} · {disk.media} · {disk.model or disk.transport}"
            + (f" · {', '.join(flags)}" if flags else "")
            + (" · " + translate("TargetPicker", "raw writes refused") if reason else ""))
    read_notice, write_notice = elevation_notice(disk.path, False), elevation_notice(disk.path)
    tip = ((arg(translate("TargetPicker", "raw writes refused: %1"), window_text(reason)) if reason else
            translate("TargetPicker", "raw device: writes destroy its data and need a typed confirmation"))
           + "\n" + translate("TargetPicker", "reads run on the device directly and change nothing")
           + ("\n" + arg(translate("TargetPicker", "reads: %1"), window_text(read_notice)) if read_notice else "")
           + ("\n" + arg(translate("TargetPicker", "writes: %1"), window_text(write_notice))
              if write_notice and not reason and write_notice != read_notice else ""))
    return Entry(0, disk.path, text, tip)


def dir_entry(path: str, device: str, fstype: str, ro: bool, group: int) -> Entry:
    try:
        usage = psutil.disk_usage(path)
        space = arg(translate("TargetPicker", "%1 free of %2"), short_size(usage.free), short_size(usage.total))
    except OSError:
        space = translate("TargetPicker", "size unknown")
    badges = [b for b, on in ((translate("TargetPicker", "read-only"), ro),
                              (translate("TargetPicker", "RAM (tmpfs)"), fstype in ("tmpfs", "ramfs")),
                              (translate("TargetPicker", "copy-on-write"), fstype in ("btrfs", "zfs", "bcachefs")),
                              (translate("TargetPicker", "network"), fstype in NETWORK_FS)) if on]
    kind = translate("TargetPicker", "directory")
    text = f"{path} — {space} · {fstype or kind}" + (f" {device}" if device else "") + (
        f" · {', '.join(badges)}" if badges else "")
    tip = translate("TargetPicker", "read-only: a test file cannot be written here") if ro else \
        translate("TargetPicker", "a test file is made here and removed after")
    return Entry(3 if ro else group, path, text, tip, enabled=not ro)


class TargetPicker(QWidget):
    changed = Signal()

    def __init__(self, remembered: str = "", parent=None) -> None:
        super().__init__(parent)
        # the directory of the last run, selected at start; on a first start the home directory
        # (its disk, where the user may write), so a first result is one click, as in CrystalDiskMark
        self.remembered = remembered or home_directory()
        self.disks: dict[str, Disk] = {}
        self.entries: list[Entry] = []
        self.model = QStandardItemModel(self)
        self.combo = _Combo()
        self.combo.setModel(self.model)
        self.combo.opening.connect(self.refresh)  # what is at each node now, not at start
        self.combo.setEditable(True)  # type to search: any part of a path, model or type
        self.combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.combo.setMinimumContentsLength(28)
        self.combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self._edit().setPlaceholderText(translate("TargetPicker",
                                                           "type to search disks, mounts and directories"))
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        completer = QCompleter(self.proxy, self)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        completer.activated[str].connect(self._picked_text)  # type: ignore[index]  # PySide6's overloaded signal: its stub has no [type]
        self.combo.setCompleter(completer)
        self.combo.currentIndexChanged.connect(self._index_changed)
        self.choose_btn = QPushButton(translate("TargetPicker", "Directory…"))
        self.choose_btn.setToolTip(translate("TargetPicker", "choose a directory for the test file"))
        self.choose_btn.clicked.connect(self.choose_directory)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.combo, 1)
        lay.addWidget(self.choose_btn)
        # A device added, removed or resized while the window is open: listed as it is now, woken
        # by the kernel's event (no timer: an idle window wakes for nothing).
        self.devices_seen = block_devices()
        self.uevents = uevent_socket()
        if self.uevents is not None:
            self.notifier = QSocketNotifier(self.uevents.fileno(), QSocketNotifier.Type.Read, self)
            self.notifier.activated.connect(self._uevent)

    def _edit(self) -> QLineEdit:
        edit = self.combo.lineEdit()
        assert edit is not None  # the combo is editable (set in __init__): it has one
        return edit

    def _uevent(self) -> None:
        sock = self.uevents
        assert sock is not None  # connected only when the socket opened
        block = False
        while True:
            try:
                block = b"SUBSYSTEM=block" in sock.recv(65536) or block
            except OSError:  # drained (BlockingIOError), or an overflow: look anyway
                break
        if block:
            self._devices_changed()

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        """After a run (the picker is disabled while one goes: its target is the run's), a look."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.EnabledChange and self.isEnabled():
            self._devices_changed()

    def _devices_changed(self) -> None:
        """Not during a run, while the list is open, or while something else than the pick is
        typed (a search, a path)."""
        typed = self._edit().text().strip()
        if not self.isEnabled() or self.combo.view().isVisible() or (typed and typed != self.combo.currentText()):
            return
        now = block_devices()
        if now != self.devices_seen:
            self.refresh()

    def _index_changed(self, _index: int) -> None:
        self.combo.setToolTip(self.combo.currentData(Qt.ItemDataRole.ToolTipRole) or "")
        self._edit().setCursorPosition(0)  # the path's start, not its end
        self.changed.emit()

    def _picked_text(self, text: str) -> None:
        i = self.combo.findText(text)
        if i >= 0:
            self.combo.setCurrentIndex(i)

    def refresh(self) -> None:
        """Disks, mounted filesystems a test file can go on, and directories chosen before."""
        current = self.path() or self.remembered
        self.devices_seen = block_devices()
        self.disks = {}
        entries: list[Entry] = []
        try:
            disks = discover().disks
        except (OSError, FioscopeError):  # e.g. PowerShell failing on Windows: directories still work
            disks = ()
        for disk in disks:
            self.disks[disk.path] = disk
            entries.append(disk_entry(disk))
        seen = set()
        for part in psutil.disk_partitions(all=True):
            if part.mountpoint in seen or not testable_mount(part.mountpoint, part.device, part.fstype):
                continue
            seen.add(part.mountpoint)
            entries.append(dir_entry(part.mountpoint, part.device, part.fstype, "ro" in part.opts.split(","), 1))
        for e in self.entries:  # directories chosen in this session stay
            if e.group == 2 and e.path not in seen and os.path.isdir(e.path):
                entries.append(e)
                seen.add(e.path)
        if self.remembered and self.remembered not in seen and os.path.isdir(self.remembered):
            entries.append(dir_entry(self.remembered, "", "", False, 2))
        self._show(entries)
        if current and (current in self.disks or os.path.isdir(current)):  # a remembered directory may be gone
            self.select(current)

    def _show(self, entries: list[Entry]) -> None:
        self.entries = entries
        self.combo.blockSignals(True)
        self.model.clear()
        bold = QFont()
        bold.setBold(True)
        for g, title in enumerate(GROUPS):
            members = [e for e in entries if e.group == g]
            if not members:
                continue
            head = QStandardItem(translate("TargetPicker", title))
            head.setFlags(Qt.ItemFlag.NoItemFlags)  # a heading: never selected
            head.setFont(bold)
            self.model.appendRow(head)
            for e in members:
                item = QStandardItem(e.text)
                item.setData(e.path, PATH_ROLE)
                item.setToolTip(e.tip)
                if not e.enabled:
                    item.setFlags(Qt.ItemFlag.NoItemFlags)
                self.model.appendRow(item)
        self.combo.setCurrentIndex(-1)
        self.combo.blockSignals(False)

    def select(self, path: str) -> None:
        i = self.combo.findData(path, PATH_ROLE)
        if i < 0:
            self._show([*self.entries, dir_entry(path, "", "", False, 2)])
            i = self.combo.findData(path, PATH_ROLE)
        if i == self.combo.currentIndex():
            self.changed.emit()
        self.combo.setCurrentIndex(i)

    def choose_directory(self) -> None:
        path = QFileDialog.getExistingDirectory(self, translate("TargetPicker", "Directory for the test file"))
        if path:
            self.select(path)

    def path(self) -> str | None:
        """The picked target, or what was typed over it: a typed path is the target (the plan
        resolves it as the CLI resolves --target, and refuses it in one line when it is not
        one); other typed text is handed on too, never silently replaced by the last pick."""
        picked = self.combo.currentData(PATH_ROLE) if self.combo.currentIndex() >= 0 else None
        typed = self._edit().text().strip()
        if not typed or (picked is not None and typed == self.combo.itemText(self.combo.currentIndex())):
            return picked
        return os.path.abspath(os.path.expanduser(typed)) if typed.startswith(("/", "~", ".")) else typed

    def disk(self) -> Disk | None:
        return self.disks.get(self.path() or "")
