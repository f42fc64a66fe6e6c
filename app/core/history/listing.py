"""What the history list shows of each run beside its summary: its settings in words, the
report cover's wording (settings_text), so a buffered and a direct run are told apart in the
list. One query for every run: the list is redrawn at each key typed in its search box, and
loading each run's tests to word its settings would cost a read per run."""
from __future__ import annotations

import json

from app.core.history.store import RunStore
from app.core.history.settings_words import in_a_row, settings_parts
from app.core.words import Msg


def settings_words(store: RunStore) -> dict[int, str]:
    """Run id -> its settings in words; a record that does not read as JSON says so."""
    # store._exec: the store's one way to the database (its lock, its errors as StoreError).
    rows = store._exec("SELECT id, suite, settings FROM runs", fetch="all")
    words: dict[int, str] = {}
    for run_id, suite, settings in rows:
        try:
            record = json.loads(settings or "{}")
        except ValueError:
            words[run_id] = Msg("settings unreadable")
            continue
        parts = settings_parts({"suite": suite, "settings": record if isinstance(record, dict) else {}})
        words[run_id] = in_a_row(parts[1:])  # its "suite X" is the Suite column
    return words
