"""Help > About: the versions that make up this Fioscope, and fio's licence."""
from __future__ import annotations

import html
import platform

import PySide6
from PySide6.QtCore import Qt, qVersion
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTextBrowser, QVBoxLayout

from app import __version__
from app.core.fio.locate import FioBinary
from app.licences import Component, components


def versions_html(fio: FioBinary | None) -> str:
    fio_text = html.escape(fio.describe()) if fio else "not found"
    return (f"<h2>Fioscope {html.escape(__version__)}</h2>"
            "<p>Disk benchmarks with live per-thread graphs, driving the fio benchmark.</p>"
            "<table cellspacing=4>"
            f"<tr><td>fio</td><td>{fio_text}</td></tr>"
            "<tr><td>fio's licence</td><td>GPL-2.0 (GNU General Public License, version 2); "
            "Fioscope runs it as a separate program</td></tr>"
            f"<tr><td>Qt</td><td>{html.escape(qVersion())}</td></tr>"
            f"<tr><td>PySide6</td><td>{html.escape(PySide6.__version__)}</td></tr>"
            f"<tr><td>Python</td><td>{html.escape(platform.python_version())}</td></tr>"
            "<tr><td>Fioscope's licence</td><td>GPL-2.0</td></tr></table>")


def components_html(comps: list[Component]) -> str:
    rows = "".join(f"<tr><td>{html.escape(c.name)}</td><td>{html.escape(c.version)}</td>"
                   f"<td>{html.escape(c.licence)}</td><td>{html.escape(c.note)}</td></tr>" for c in comps)
    return ("<h3>Third-party components</h3><table border=1 cellspacing=0 cellpadding=3>"
            f"<tr><th>Component</th><th>Version</th><th>Licence</th><th></th></tr>{rows}</table>")


class AboutDialog(QDialog):
    def __init__(self, fio: FioBinary | None, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle("About Fioscope")
        lay = QVBoxLayout(self)
        self.versions = QLabel(versions_html(fio))
        self.versions.setTextFormat(Qt.RichText)
        self.versions.setTextInteractionFlags(Qt.TextSelectableByMouse)
        lay.addWidget(self.versions)
        self.components = QTextBrowser()
        try:
            comps = components()
        except (OSError, ValueError) as e:  # a damaged install: the versions above still stand
            self.components.setPlainText(f"the component list cannot be read: {e}")
        else:
            self.components.setHtml(components_html(comps))
        lay.addWidget(self.components, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.resize(640, 520)
