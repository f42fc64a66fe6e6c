"""The list beside the live graphs: every curve with its colour and dash, a check box to
show or hide it, and hover to highlight it in the plots."""
from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton, QSizePolicy,
                               QVBoxLayout, QWidget)

from app.ui.i18n import arg, translate

ICON = QSize(28, 10)


def pen_icon(pen: QPen) -> QIcon:
    pm = QPixmap(ICON)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    wide = QPen(pen)
    wide.setWidthF(max(2.0, pen.widthF()))  # a 1 px dash is hard to tell apart at icon size
    p.setPen(wide)
    p.drawLine(0, ICON.height() // 2, ICON.width(), ICON.height() // 2)
    p.end()
    return QIcon(pm)


class CurveList(QWidget):
    """Items are keyed by curve index (-1: the total)."""

    visibility_changed = Signal(int, bool)
    hovered = Signal(int)  # -2: none

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(2)
        head = QHBoxLayout()
        head.addWidget(QLabel(translate("graphs", "Curves")))
        head.addStretch(1)
        self.all_btn = QPushButton(translate("graphs", "All"))
        self.none_btn = QPushButton(translate("graphs", "None"))
        for b, on in ((self.all_btn, True), (self.none_btn, False)):
            b.setToolTip(translate("graphs", "show every thread curve (the total stays)") if on else
                         translate("graphs", "hide every thread curve (the total stays)"))
            b.setFlat(True)
            b.clicked.connect(lambda _=False, on=on: self.set_all(on))
            head.addWidget(b)
        lay.addLayout(head)
        self.list = QListWidget()
        self.list.setIconSize(ICON)
        self.list.setMouseTracking(True)
        self.list.setUniformItemSizes(True)  # 64 items: no per-item size query
        self.list.itemChanged.connect(self._changed)
        self.list.itemEntered.connect(lambda it: self.hovered.emit(int(it.data(Qt.ItemDataRole.UserRole))))
        self.list.viewport().installEventFilter(self)
        lay.addWidget(self.list)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)  # never makes the graphs taller
        self.items: dict[int, QListWidgetItem] = {}

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == event.Type.Leave:
            self.hovered.emit(-2)
        return False

    def clear(self) -> None:
        self.list.clear()
        self.items.clear()

    def add(self, idx: int, name: str, pen: QPen, visible: bool = True) -> None:
        it = QListWidgetItem(pen_icon(pen), name)
        it.setData(Qt.ItemDataRole.UserRole, idx)
        it.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
        it.setCheckState(Qt.CheckState.Checked if visible else Qt.CheckState.Unchecked)
        it.setToolTip(arg(translate("graphs", "%1: click the box to show or hide it; hover to highlight it"), name)
                      + (translate("graphs", "; hidden, the plots scale to the threads") if idx < 0 else ""))
        self.list.blockSignals(True)
        # The total first, threads in order of index, whatever order they arrived in.
        row = sum(1 for k in self.items if k < idx)
        self.list.insertItem(row, it)
        self.list.blockSignals(False)
        self.items[idx] = it

    def restyle(self, idx: int, pen: QPen) -> None:
        if idx in self.items:
            self.items[idx].setIcon(pen_icon(pen))

    def set_checked(self, idx: int, on: bool) -> None:
        if idx in self.items:
            self.items[idx].setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)

    def set_all(self, on: bool) -> None:
        for idx, it in self.items.items():
            if idx >= 0:
                it.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)

    def _changed(self, it: QListWidgetItem) -> None:
        self.visibility_changed.emit(int(it.data(Qt.ItemDataRole.UserRole)), it.checkState() == Qt.CheckState.Checked)
