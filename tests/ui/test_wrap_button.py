"""The cache panel's rerun buttons wrap their words instead of cutting them: in German at
1024x700 the panel is about 170 px wide and "Mit geleerten Caches wiederholen" was cut."""
from PySide6.QtWidgets import QVBoxLayout, QWidget

from app.ui.pages.wrap_button import WrapButton


def test_a_long_label_wraps_whole_in_a_narrow_panel_and_the_button_still_clicks(qtbot):
    panel = QWidget()
    qtbot.addWidget(panel)
    lay = QVBoxLayout(panel)
    button = WrapButton("Mit geleerten Caches wiederholen")
    lay.addWidget(button)
    lay.addStretch(1)
    panel.resize(170, 300)
    panel.show()
    qtbot.waitExposed(panel)
    label = button.label
    fm = label.fontMetrics()
    assert fm.horizontalAdvance(label.text()) > label.width()  # one line would not fit: it wraps
    assert label.heightForWidth(label.width()) <= label.height()  # every line shown
    assert all(fm.horizontalAdvance(w) <= label.width() for w in label.text().split())
    assert button.geometry().bottom() < panel.height()
    with qtbot.waitSignal(button.clicked, timeout=2000):
        button.click()
    button.setText("Rerun with caches dropped")
    assert button.text() == "Rerun with caches dropped" == button.accessibleName()
