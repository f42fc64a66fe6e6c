"""Build the window's translations: PySide6's lrelease turns each fioscope_<lang>.ts here into
the fioscope_<lang>.qm the app loads (setup.sh runs this; the .qm are not committed).
With --update, PySide6's lupdate first refreshes the .ts from app/ui's sources: a new string
appears unfinished, one no longer in the code is dropped. A new language: --update --add xx.

    .venv/bin/python resources/i18n/build.py [--update] [--add LANG] [--out DIR]
"""
from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
ONE_FORM = ("ja", "ko", "zh", "vi", "th", "id")  # languages whose plurals have one form; others get two to fill


def languages() -> list[str]:
    return sorted(p.stem.removeprefix("fioscope_") for p in HERE.glob("fioscope_*.ts"))


def tool(name: str) -> str:
    """pyside6-<name> beside this Python (the venv's), else on PATH, else inside PySide6."""
    found = shutil.which(f"pyside6-{name}", path=str(Path(sys.executable).parent)) or shutil.which(f"pyside6-{name}")
    if found:
        return found
    import PySide6  # the binaries PySide6 ships next to its modules
    return str(Path(PySide6.__file__).parent / name)


def sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "app" / "ui").rglob("*.py"))


def update(langs: list[str]) -> None:
    for lang in langs:
        ts = HERE / f"fioscope_{lang}.ts"
        kept = plurals(ts) if ts.exists() else {}
        # No source locations: the .ts would change with every edit of the code around a string.
        subprocess.run([tool("lupdate"), "-silent", "-locations", "none", "-no-obsolete", "-target-language", lang,
                        *sources(), "-ts", str(ts)], check=True, cwd=ROOT)
        restore_plurals(ts, kept, 1 if lang.split("_")[0] in ONE_FORM else 2)


def plurals(ts: Path) -> dict[tuple[str, str], tuple[list[str], bool]]:
    """Each plural message's forms and whether they are finished."""
    out = {}
    for ctx in ET.parse(ts).getroot():
        for m in ctx.iter("message"):
            tr = m.find("translation")
            if m.get("numerus") == "yes" and tr is not None:
                out[(ctx.findtext("name"), m.findtext("source"))] = (
                    [f.text or "" for f in tr.iter("numerusform")], tr.get("type") != "unfinished")
    return out


def restore_plurals(ts: Path, kept: dict, forms: int) -> None:
    """lupdate's Python parser (PySide6 6.11) does not see translate(context, text, None, n) as a
    plural and folds a plural message's forms into one: every message with %n is made a plural
    again, with the forms it had (a new one: empty forms, unfinished)."""
    tree = ET.parse(ts)
    for ctx in tree.getroot():
        for m in ctx.iter("message"):
            source = m.findtext("source") or ""
            tr = m.find("translation")
            if "%n" not in source or tr is None:
                continue
            texts, done = kept.get((ctx.findtext("name"), source), ([""] * forms, False))
            m.set("numerus", "yes")
            tr.clear()
            if not done:
                tr.set("type", "unfinished")
            for text in texts:
                ET.SubElement(tr, "numerusform").text = text
    write_ts(tree, ts)


def write_ts(tree: ET.ElementTree, ts: Path) -> None:
    ET.indent(tree, "    ")
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
                  + ET.tostring(tree.getroot(), encoding="unicode") + "\n", encoding="utf-8")


def release(langs: list[str], out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    built = []
    for lang in langs:
        qm = out / f"fioscope_{lang}.qm"
        subprocess.run([tool("lrelease"), "-silent", str(HERE / f"fioscope_{lang}.ts"), "-qm", str(qm)], check=True)
        built.append(qm)
    return built


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="build.py", description=__doc__.split("\n\n")[0])
    ap.add_argument("--update", action="store_true", help="refresh the .ts from the sources first (lupdate)")
    ap.add_argument("--add", metavar="LANG", help="start a new language's .ts (a locale name: fr, pt_BR)")
    ap.add_argument("--out", type=Path, default=HERE, help="where the .qm go (default: beside the .ts)")
    args = ap.parse_args(argv)
    langs = languages()
    if args.add:
        if args.add in langs:
            print(f"build.py: fioscope_{args.add}.ts exists already", file=sys.stderr)
            return 2
        update([args.add])
        langs = languages()
    elif args.update:
        update(langs)
    built = release(langs, args.out)
    print(f"built {len(built)} translations in {args.out}: {', '.join(p.name for p in built)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
