"""A push button whose text wraps onto more lines instead of being cut: the cache panel is
about 170 px wide at 1024x700, and "Mit geleerten Caches wiederholen" was cut to
"geleerten Caches wiederh" in German. A QPushButton never wraps; its text is drawn here by a
word-wrapped label inside it, and the button's height follows the label's."""
from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

PAD = 6  # px around the text, as a plain button's frame leaves


class WrapButton(QPushButton):
    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel(text, self)
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)  # the button takes the click
        lay = QHBoxLayout(self)
        lay.setContentsMargins(PAD, PAD // 2, PAD, PAD // 2)
        lay.addWidget(self.label)
        self.setAccessibleName(text)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def text(self) -> str:  # noqa: D102 (QPushButton's; the label holds the words)
        return self.label.text()

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        self.label.setText(text)
        self.setAccessibleName(text)
        self.updateGeometry()

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return self.label.heightForWidth(max(1, width - 2 * PAD)) + PAD

    def sizeHint(self) -> QSize:  # noqa: N802
        one_line = self.label.fontMetrics().horizontalAdvance(self.label.text()) + 2 * PAD + 2
        return QSize(one_line, self.heightForWidth(one_line))

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        longest = max((self.label.fontMetrics().horizontalAdvance(w) for w in self.label.text().split()), default=0)
        return QSize(longest + 2 * PAD + 2, self.heightForWidth(longest + 2 * PAD + 2))
