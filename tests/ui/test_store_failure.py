"""A run whose history fails part-way still ends with its results, and the window says
the run was not (fully) stored instead of 'stored as run N'."""
from __future__ import annotations

import os

from app.core.history.store import StoreError
from tests.helpers import fill_custom_run


def test_the_status_line_says_when_the_history_failed_during_a_run(qtbot, window, tmp_path, monkeypatch):
    target = tmp_path / "t"
    target.mkdir()
    fill_custom_run(window, str(target), "16MiB", "2", rw="randread", threads=1)

    def full(*_a, **_k):
        raise StoreError("the run history is full: database or disk is full", "free space in the data directory")
    monkeypatch.setattr(window.store, "add_sample", full)
    window.start("custom")
    qtbot.waitUntil(lambda: window.worker is not None and not window.worker.running, timeout=60000)
    qtbot.waitUntil(lambda: "stored" in window.status_label.text(), timeout=10000)
    text = window.status_label.text()
    assert "stored only up to the failure" in text and "full" in text and "stored as run" not in text
    assert window.last_result.tests[0].result is not None  # the run itself finished and is shown
    assert os.listdir(target) == []
