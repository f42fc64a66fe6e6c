"""resources/i18n/fill.py: a translator's JSON fills only unfinished messages, plurals as forms,
and a source no .ts holds is refused."""
import importlib.util
import json
import xml.etree.ElementTree as ET
from pathlib import Path

I18N = Path(__file__).resolve().parents[2] / "resources" / "i18n"
_spec = importlib.util.spec_from_file_location("i18n_fill", I18N / "fill.py")
fill = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fill)

TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Quick</name>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
</TS>
"""


def test_fill_writes_unfinished_messages_and_plural_forms_and_keeps_reviewed_ones(tmp_path, monkeypatch, capsys):
    ts = tmp_path / "fioscope_de.ts"
    ts.write_text(TS, encoding="utf-8")
    monkeypatch.setattr(fill, "HERE", tmp_path)
    words = tmp_path / "w.json"
    words.write_text(json.dumps({"de": {"Run": "Starten", "Stop": "Halt", "%n thread(s)": ["%n Thread", "%n Threads"]}}))
    assert fill.main([str(words)]) == 0
    got = {m.findtext("source"): m.find("translation") for m in ET.parse(ts).getroot().iter("message")}
    assert got["Run"].text == "Starten" and "type" not in got["Run"].attrib
    assert got["Stop"].text == "Anhalten"  # reviewed: kept
    assert [f.text for f in got["%n thread(s)"]] == ["%n Thread", "%n Threads"]
    assert ts.read_text(encoding="utf-8").startswith('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS')

    ts.write_text(TS, encoding="utf-8")
    words.write_text(json.dumps({"de": {"Run": "Starten", "Rnu": "Starten"}}))
    assert fill.main([str(words)]) == 2
    assert "holds no 'Rnu'" in capsys.readouterr().err
    assert ts.read_text(encoding="utf-8") == TS  # nothing written when one source is wrong
