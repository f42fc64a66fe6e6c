"""Save as image: the results grid (or the graphs) in one PNG under a header naming the
drive, target, date, fio version and settings, the way CrystalDiskMark pictures are shared."""
from __future__ import annotations

from PySide6.QtCore import QBuffer, QIODevice, QPoint, QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics, QImage, QPainter, QPixmap
from PySide6.QtWidgets import QWidget

from app import __version__
from app.core.atomic import write_bytes_atomic
from app.core.errors import FioscopeError
from app.core.history.document import RunDoc
from app.core.report.cover import image_header

PAD = 8


def header_lines(window) -> list[str]:
    """The shown run(s), else the last run, else what is set up but not run yet."""
    docs: list[RunDoc] = list(window.shown_docs)
    result = window.last_result
    if not docs and result is not None and result.run_id is not None and window.store is not None:
        docs = [window.store.load_run(result.run_id, with_samples=False)]
    if docs:
        return image_header(docs)
    fio = window.fio.version if window.fio else "fio not found"
    return [f"target {window.target_dir() or '-'} · not run yet", f"Fioscope {__version__} · {fio}"]


def stacked(lines: list[str], body: QPixmap, palette) -> QImage:
    """The header's lines above the picture, in the window's colours."""
    font = QFont()
    font.setPointSize(10)
    fm = QFontMetrics(font)
    bold = QFont(font)
    bold.setBold(True)
    dpr = body.devicePixelRatio() or 1.0
    width = max(round(body.width() / dpr), max(fm.horizontalAdvance(t) for t in lines) + 2 * PAD)
    head_h = PAD + len(lines) * fm.lineSpacing() + PAD // 2
    image = QImage(round(width * dpr), round((head_h + body.height() / dpr) * dpr), QImage.Format_ARGB32)
    image.setDevicePixelRatio(dpr)
    image.fill(palette.window().color())
    p = QPainter(image)
    try:
        p.setPen(palette.windowText().color())
        for i, text in enumerate(lines):
            p.setFont(bold if i == 0 else font)
            p.drawText(QRect(PAD, PAD + i * fm.lineSpacing(), width - 2 * PAD, fm.lineSpacing()),
                       Qt.AlignLeft | Qt.AlignVCenter, text)
        p.drawPixmap(QPoint(0, head_h), body)
    finally:
        p.end()
    return image


def png_bytes(image: QImage, path: str) -> bytes:
    # Encoded in memory and written atomically: QImage.save(path) would open the name itself
    # and write through a planted link (into a device).
    buf = QBuffer()
    buf.open(QIODevice.WriteOnly)
    if not image.save(buf, "PNG"):
        raise FioscopeError(f"cannot write {path}: the picture could not be encoded")
    return bytes(buf.data())


def save(window, widget: QWidget, path: str) -> str:
    """widget's picture under the header, to path; the message for the status bar."""
    image = stacked(header_lines(window), widget.grab(), window.palette())
    try:
        write_bytes_atomic(path, png_bytes(image, path))
    except OSError as e:
        raise FioscopeError(f"cannot write {path}: {e.strerror or e}") from e
    return f"saved {image.width()}x{image.height()} picture to {path}"
