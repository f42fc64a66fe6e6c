"""The target: raw disks, mounted filesystems a test file can go on, and directories chosen before."""
from __future__ import annotations

import os

import psutil
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QFileDialog, QGroupBox, QHBoxLayout, QListWidget, QListWidgetItem, QPushButton,
                               QVBoxLayout)

from app.core.access.elevated import elevation_notice
from app.core.errors import FioscopeError
from app.core.targets import discover
from app.core.targets.model import Disk
from app.core.targets.safety import refusal_reason
from app.core.units import human_bytes

NETWORK_FS = {"nfs", "nfs4", "cifs", "smb3", "sshfs", "fuse.sshfs", "9p"}


def testable_mount(mountpoint: str, device: str, fstype: str) -> bool:
    """Filesystems a user could put a test file on; not the kernel's pseudo filesystems."""
    if fstype in NETWORK_FS or device.startswith("/dev/"):
        return True
    if fstype == "tmpfs":  # shown with a RAM badge, where people do put files
        return mountpoint in ("/tmp", "/dev/shm") or mountpoint.startswith(("/mnt", "/media", "/home"))
    return False


class TargetPicker(QGroupBox):
    changed = Signal()
    history_requested = Signal()

    def __init__(self, remembered: str = "", parent=None) -> None:
        super().__init__("Target", parent)
        self.remembered = remembered  # the directory of the last run, selected at start
        self.disks: dict[str, Disk] = {}
        lay = QVBoxLayout(self)
        self.list = QListWidget()
        self.list.setMinimumWidth(300)
        lay.addWidget(self.list)
        row = QHBoxLayout()
        choose = QPushButton("Choose directory…")
        choose.clicked.connect(self.choose_directory)
        history = QPushButton("History…")
        history.clicked.connect(self.history_requested)
        refresh = QPushButton("Refresh")
        refresh.clicked.connect(self.refresh)
        row.addWidget(choose)
        row.addWidget(refresh)
        row.addWidget(history)
        lay.addLayout(row)
        self.list.currentItemChanged.connect(lambda *_: self.changed.emit())

    def refresh(self) -> None:
        """Mounted filesystems a test file can go on, and directories chosen before."""
        self.list.clear()
        self.disks = {}
        seen = set()
        chosen = self.remembered
        try:
            disks = discover().disks
        except (OSError, FioscopeError):  # e.g. PowerShell failing on Windows: directories still work
            disks = ()
        for disk in disks:
            self._add_disk(disk)
        for part in psutil.disk_partitions(all=True):
            if part.mountpoint in seen or not testable_mount(part.mountpoint, part.device, part.fstype):
                continue
            seen.add(part.mountpoint)
            self._add_target(part.mountpoint, part.device, part.fstype, "ro" in part.opts.split(","))
        if chosen and chosen not in seen and os.path.isdir(chosen):
            self._add_target(chosen, "", "", False)
        if chosen and os.path.isdir(chosen):  # a remembered directory may be gone by now
            self.select(chosen)

    def _add_disk(self, disk: Disk) -> None:
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
        self.list.addItem(item)

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
        self.list.addItem(item)

    def select(self, path: str) -> None:
        for i in range(self.list.count()):
            if self.list.item(i).data(Qt.UserRole) == path:
                self.list.setCurrentRow(i)
                return
        self._add_target(path, "", "", False)
        self.list.setCurrentRow(self.list.count() - 1)

    def choose_directory(self) -> None:
        path = QFileDialog.getExistingDirectory(self, "Directory for the test file")
        if path:
            self.select(path)

    def path(self) -> str | None:
        item = self.list.currentItem()
        return item.data(Qt.UserRole) if item else None

    def disk(self) -> Disk | None:
        return self.disks.get(self.path() or "")
