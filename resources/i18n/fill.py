"""Write translations into the .ts files from a JSON file, for a translator who works in a text
editor instead of Qt Linguist. The JSON maps a language to {English source: translation}; a
plural's translation is a list of its forms. Only a message still unfinished is filled (a
reviewed translation is never overwritten); a source found in no .ts is an error, so a typo
cannot pass silently. Run build.py --update first, so the .ts hold the code's new strings.

    .venv/bin/python resources/i18n/fill.py words.json    # {"de": {"Run": "Starten"}, ...}
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent


def _build():
    """build.py beside this script (run as a script, or loaded by path in the tests)."""
    spec = importlib.util.spec_from_file_location("i18n_build", Path(__file__).resolve().parent / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def fill(ts: Path, words: dict[str, str | list[str]]) -> None:
    """Fill ts's unfinished messages found in words."""
    tree = ET.parse(ts)
    for m in tree.getroot().iter("message"):
        source = m.findtext("source") or ""
        tr = m.find("translation")
        if source not in words or tr is None or tr.get("type") != "unfinished":
            continue
        text = words[source]
        for f in list(tr):
            tr.remove(f)
        if m.get("numerus") == "yes":
            for form in [text] if isinstance(text, str) else text:
                ET.SubElement(tr, "numerusform").text = form
            tr.text = None
        else:
            tr.text = text if isinstance(text, str) else text[0]
        del tr.attrib["type"]
    _build().write_ts(tree, ts)  # the .ts written as build.py writes it


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("json", type=Path)
    a = ap.parse_args(argv)
    try:
        table = json.loads(a.json.read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        print(f"fill: cannot read {a.json}: {e}", file=sys.stderr)
        return 2
    for lang, words in table.items():  # all checked before any is written
        ts = HERE / f"fioscope_{lang}.ts"
        if not ts.exists():
            print(f"fill: no {ts.name} (add the language with build.py --update --add {lang})", file=sys.stderr)
            return 2
        missing = set(words) - {m.findtext("source") for m in ET.parse(ts).getroot().iter("message")}
        if missing:
            print(f"fill: {ts.name} holds no {sorted(missing)[0]!r} (build.py --update first)", file=sys.stderr)
            return 2
    for lang, words in table.items():
        fill(HERE / f"fioscope_{lang}.ts", words)
    return 0


if __name__ == "__main__":
    sys.exit(main())
