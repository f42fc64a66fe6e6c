"""Where the main window opens: inside the screen's available area (a 1366x768 laptop, a
1024x700 netbook, a 1080p screen at 2x scale, which lays out as 960x540), at the size and
place it had when it was last closed."""
from __future__ import annotations

from PySide6.QtCore import QByteArray, QRect, QSettings, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QStyle, QWidget

PREFERRED = QSize(1280, 820)  # the grid, the graphs and the cache panel side by side
KEY = "window/geometry"
BORDER = 4  # a window manager's side and bottom borders, at most, as Qt's restoreGeometry allows


def frame_allowance(window: QWidget) -> QSize:
    """The title bar and borders the window manager adds, which are not known before the
    window is first shown: the style's title bar height, the estimate Qt's own
    restoreGeometry makes."""
    title = window.style().pixelMetric(QStyle.PixelMetric.PM_TitleBarHeight)
    return QSize(2 * BORDER, title + 2 * BORDER)


def inside(rect: QRect, avail: QRect, frame: QSize) -> QRect:
    """rect (the window's client area) moved and, if need be, shrunk so that it and its frame
    lie within avail; never smaller than nothing."""
    w = max(1, min(rect.width(), avail.width() - frame.width()))
    h = max(1, min(rect.height(), avail.height() - frame.height()))
    left, top = avail.x() + BORDER, avail.y() + frame.height() - BORDER  # the client area's first pixel
    x = min(max(rect.x(), left), avail.x() + avail.width() - BORDER - w)
    y = min(max(rect.y(), top), avail.y() + avail.height() - BORDER - h)
    return QRect(x, y, w, h)


def first_place(avail: QRect, frame: QSize, preferred: QSize = PREFERRED) -> QRect:
    """The first time: the preferred size, or what the available area holds, centred in it."""
    w = min(preferred.width(), avail.width() - frame.width())
    h = min(preferred.height(), avail.height() - frame.height())
    centre = QRect(avail.x() + (avail.width() - w) // 2, avail.y() + (avail.height() - h) // 2, w, h)
    return inside(centre, avail, frame)


def screen_of(window: QWidget, rect: QRect):
    """The screen the rectangle's centre is on; the window's own (primary) when none is."""
    return QGuiApplication.screenAt(rect.center()) or window.screen() or QGuiApplication.primaryScreen()


def place(window: QWidget, settings: QSettings) -> None:
    """Before the window is shown: where it was last time, or the first place. A saved place
    from a larger or a disconnected screen is brought back inside the available area."""
    saved = settings.value(KEY)
    if isinstance(saved, (QByteArray, bytes)) and window.restoreGeometry(QByteArray(saved)):
        if not window.isMaximized() and not window.isFullScreen():
            geometry = window.geometry()
            avail = screen_of(window, geometry).availableGeometry()
            fitted = inside(geometry, avail, frame_allowance(window))
            if fitted != geometry:
                window.setGeometry(fitted)
        return
    avail = (window.screen() or QGuiApplication.primaryScreen()).availableGeometry()
    window.setGeometry(first_place(avail, frame_allowance(window)))


def fitting(widget: QWidget, preferred: QSize) -> QSize:
    """A dialog's size: preferred, or what its screen's available area holds with a frame
    (the history's 1100x560 is wider than a 2x-scaled 1080p screen's 960)."""
    parent = widget.parentWidget()
    screen = (parent.screen() if parent is not None else widget.screen()) or QGuiApplication.primaryScreen()
    avail, frame = screen.availableGeometry(), frame_allowance(widget)
    return QSize(min(preferred.width(), avail.width() - frame.width()),
                 min(preferred.height(), avail.height() - frame.height()))


def remember(window: QWidget, settings: QSettings) -> None:
    """Size, place and maximised state, as Qt saves them (the normal size under a maximised window)."""
    settings.setValue(KEY, window.saveGeometry())
