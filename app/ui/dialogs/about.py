"""Help > About: the versions that make up this Fioscope, its licence and fio's, and every
third-party component with its licence and where its licence texts are on this machine."""
from __future__ import annotations

import html
import os
import platform

import PySide6
from PySide6.QtCore import Qt, qVersion
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTextBrowser, QVBoxLayout

from app import __version__
from app.core.fio.locate import FioBinary
from app.licences import APP_LICENCE, Component, components, own_licence_text
from app.ui.core_words import window_text
from app.ui.i18n import arg, translate


def versions_html(fio: FioBinary | None) -> str:
    fio_text = html.escape(window_text(fio.describe())) if fio else translate("About", "not found")
    own = own_licence_text()
    where = arg(translate("About", " (text: %1)"), html.escape(str(own))) if own else ""
    return (f"<h2>Fioscope {html.escape(__version__)}</h2>"
            + translate("About", "<p>Disk benchmarks with live per-thread graphs, driving the fio benchmark.</p>") +
            "<table cellspacing=4>"
            + arg(translate("About", "<tr><td>Fioscope's licence</td><td>%1 (GNU General Public License, version 2 or "
                            "any later version)%2</td></tr>"), APP_LICENCE, where) +
            f"<tr><td>fio</td><td>{fio_text}</td></tr>"
            + translate("About", "<tr><td>fio's licence</td><td>GPL-2.0-only (GNU General Public License, version 2); "
                        "Fioscope runs it as a separate program</td></tr>") +
            f"<tr><td>Qt</td><td>{html.escape(qVersion())}</td></tr>"
            f"<tr><td>PySide6</td><td>{html.escape(PySide6.__version__)}</td></tr>"
            f"<tr><td>Python</td><td>{html.escape(platform.python_version())}</td></tr></table>")


def common_folder(comps: list[Component]) -> str:
    """The folder most licence texts are in (a bundle's licenses/), named once above the table."""
    paths = [f for c in comps for f in c.files]
    if not paths:
        return ""
    try:
        return os.path.commonpath(paths)
    except ValueError:  # different drives (Windows)
        return ""


def components_html(comps: list[Component]) -> str:
    base = common_folder(comps)

    def shown(path: str) -> str:
        rel = os.path.relpath(path, base) if base and path.startswith(base + os.sep) else path
        return html.escape(rel)
    rows = "".join(f"<tr><td>{html.escape(c.name)}</td><td>{html.escape(c.version)}</td>"
                   f"<td>{html.escape(c.licence)}</td><td>{'<br>'.join(shown(f) for f in c.files)}</td>"
                   f"<td>{html.escape(c.note)}</td></tr>" for c in comps)
    where = arg(translate("About", "<p>Licence texts are in %1, as named in each row.</p>"), html.escape(base)) if base \
        else ""
    return (arg(translate("About", "<h3>Third-party components (%1)</h3>"), len(comps)) + where
            + "<table border=1 cellspacing=0 cellpadding=3>"
            + translate("About", "<tr><th>Component</th><th>Version</th><th>Licence</th><th>Licence texts</th>"
                        "<th></th></tr>")
            + f"{rows}</table>")


class AboutDialog(QDialog):
    def __init__(self, fio: FioBinary | None, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Menus", "About Fioscope"))
        lay = QVBoxLayout(self)
        self.versions = QLabel(versions_html(fio))
        self.versions.setTextFormat(Qt.TextFormat.RichText)
        self.versions.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.versions.setWordWrap(True)
        lay.addWidget(self.versions)
        self.components = QTextBrowser()
        self.comps: list[Component] = []
        try:
            self.comps = components()
        except (OSError, ValueError, ImportError) as e:  # a damaged install: the versions above still stand
            self.components.setPlainText(arg(translate("About", "the component list cannot be read: %1"), e))
        else:
            self.components.setHtml(components_html(self.comps))
        lay.addWidget(self.components, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.resize(760, 560)

    def summary(self) -> str:
        """One line for smoke tests (`fioscope gui --open-about`): what the dialog lists."""
        texts = sum(len(c.files) for c in self.comps)
        return f"Fioscope {__version__}, {APP_LICENCE}; {len(self.comps)} third-party components, {texts} licence texts"
