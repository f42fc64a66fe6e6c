"""A write cliff run is stored as it runs, with the figures its detector found; every report
format shows those figures (a real fio run with a known step: 200 MiB/s, then 50 MiB/s)."""
import csv
import io
import json

import pytest

from app.core.fio.jobspec import Target
from app.core.history.store import RunStore
from app.core.suites.cliff_run import CliffRun, CliffSettings
from app.core.report.cliff_report import COLUMNS
from app.core.report.render import load, render
from tests.helpers import cliff_pass_specs

MIB = 2 ** 20


def test_every_format_carries_the_detected_cliff(fio, tmp_path):
    specs = cliff_pass_specs(fio, tmp_path, 600, 300)
    store = RunStore(tmp_path / "runs.sqlite")
    settings = CliffSettings(Target(str(tmp_path / "unused"), "file"), 1 << 30, interval=0.5, pauses=(0.5,))
    out = CliffRun(fio, settings, store=store, pass_specs=specs, target_label=str(tmp_path), always_repeat=True,
                   confirmed=()).run()
    first, second = out.passes
    assert first.result.found and first.result.cliff_bytes == pytest.approx(600 * MIB, abs=50 * MIB)
    doc = load(store, str(out.suite.run_id))
    assert doc["suite"] == "cliff" and doc["settings"]["cliff_result"] == json.loads(json.dumps(out.to_dict()))
    cache = f"{first.result.cache_bps / 1e6:,.1f}"
    before = f"{first.result.cliff_bytes / 2**30:,.2f}"
    back = f"{second.recovery.fraction * 100:.0f}"
    text = render(doc, "txt")
    assert "Write cliff" in text and f"pass 1: {first.result.message}" in text
    assert f"recovery: {second.recovery.message}" in text and before in text and cache in text
    rows = list(csv.reader(io.StringIO(render(doc, "summary-csv"))))
    at = rows.index(list(COLUMNS))
    assert rows[at + 1][:4] == ["1", "0", cache, before] and rows[at + 2][0] == "2" and rows[at + 2][-1] == back
    assert json.loads(render(doc, "json"))["settings"]["cliff_result"]["passes"][1]["recovery"]["fraction"] == \
        pytest.approx(second.recovery.fraction)
    html = render(doc, "html")
    assert "Write cliff: write speed against data written" in html and f"cliff at {before} GiB" in html
    assert html.count(f"<td>{cache}</td>") + html.count(f">{cache}<") >= 1
    pdf = render(doc, "pdf")
    assert pdf.startswith(b"%PDF") and len(pdf) > 10_000
