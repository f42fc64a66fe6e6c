"""`fioscope history`, `report`, `compare` and `import`: stored runs, exported, and fio
output from elsewhere added to them."""
from __future__ import annotations

import argparse
import json
import time

from app.cli.common import check_output_path, command
from app.core.atomic import write_bytes_atomic, write_text_atomic
from app.core.errors import FioscopeError, InputError
from app.core.history import fio_import
from app.core.history.document import RunDoc
from app.core.history.store import RunStore
from app.core.insight.import_trust import judge_import
from app.core.report.compare import compare_html, compare_text
from app.core.report.render import FORMATS, load as _load, render
from app.core.text_safe import printable, printable_lines

def add_history_commands(sub) -> None:
    h = command(sub, "history", ("fioscope history",
                                 "fioscope history --json"),
                help="list stored runs")
    h.add_argument("--json", action="store_true")
    r = command(sub, "report", ("fioscope report last",
                                "fioscope report 12 --format html -o run12.html",
                                "fioscope report last --format pdf -o last.pdf"),
                help="export a stored run")
    r.add_argument("run", help="run id, or 'last'")
    r.add_argument("--format", default="txt", help="one of: " + ", ".join(FORMATS))
    r.add_argument("-o", "--output", default=None, help="file to write (default: stdout)")
    c = command(sub, "compare", ("fioscope compare 11 12",
                                 "fioscope compare 11 12 last --format html -o compare.html"),
                help="stored runs side by side, with differences in percent")
    c.add_argument("runs", nargs="+", help="two or more run ids ('last' allowed)")
    c.add_argument("--format", default="txt", help="txt or html")
    c.add_argument("-o", "--output", default=None)
    a = command(sub, "annotate", ("fioscope annotate last --label 'new firmware'",
                                  "fioscope annotate 12 --note 'after a secure erase'"),
                help="name a stored run and keep notes with it")
    a.add_argument("run", help="run id or 'last'")
    a.add_argument("--label", default=None, help="a short name shown in the history")
    a.add_argument("--note", default=None, help="free text kept with the run (replaces earlier notes)")
    dl = command(sub, "delete", ("fioscope delete 12",
                                 "fioscope delete 11 12 13"),
                 help="remove stored runs")
    dl.add_argument("runs", nargs="+", help="run ids")
    i = command(sub, "import", ("fioscope import seq.json",
                                "fioscope import host1.json host2.json"),
                help="add fio JSON output (--output-format=json or json+) to the history")
    i.add_argument("files", nargs="+", metavar="FILE",
                   help="files fio wrote; text before the JSON is skipped")


def cmd_report(args: argparse.Namespace) -> int:
    if args.format not in FORMATS:
        raise InputError(f"unknown format {args.format!r}", "choose one of " + ", ".join(FORMATS))
    if args.format == "pdf" and not args.output:
        raise InputError("the pdf format needs -o FILE", "a PDF is not written to the terminal")
    if args.output:
        check_output_path(args.output)
    doc = _load(RunStore(), args.run, args.format)
    text = render(doc, args.format)
    if isinstance(text, bytes):
        write_bytes_atomic(args.output, text)
    elif args.output:
        write_text_atomic(args.output, text)
    else:  # to a terminal: a control character in a stored name is shown, never acted on
        print(printable_lines(text), end="")
    return 0


def cmd_history(args: argparse.Namespace) -> int:
    runs = RunStore().runs()
    if args.json:
        print(json.dumps([r.__dict__ for r in runs], indent=1, default=repr))
        return 0
    print(f"{'RUN':>5}  {'STARTED':<19}  {'SUITE':<17}{'STATUS':<10}{'TESTS':>6}  TARGET")
    for r in runs:
        try:
            started = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(r.started_at)) if r.started_at else "unknown"
        except (TypeError, ValueError, OverflowError, OSError):  # a damaged record: shown, not fatal
            started = "?"
        # Names as stored, maybe imported or typed by anyone: control characters shown escaped.
        label = f"  [{printable(r.label)}]" if r.label else ""
        print(f"{r.id!s:>5}  {started:<19}  {printable(r.suite):<17}{printable(r.status):<10}{r.tests!s:>6}  "
              f"{printable(r.target)}{label}")
    return 0


def cmd_compare(args: argparse.Namespace) -> int:
    if len(args.runs) < 2:
        raise InputError("compare needs two or more runs")
    if args.format not in ("txt", "html"):
        raise InputError(f"unknown format {args.format!r}", "choose txt or html")
    if args.output:
        check_output_path(args.output)
    store = RunStore()
    docs = [_load(store, r, args.format) for r in args.runs]
    text = compare_text(docs) if args.format == "txt" else compare_html(docs)
    if args.output:
        write_text_atomic(args.output, text)
    else:
        print(printable_lines(text), end="")
    return 0


def cmd_annotate(args: argparse.Namespace) -> int:
    if args.label is None and args.note is None:
        raise InputError("give --label TEXT and/or --note TEXT")
    store = RunStore()
    run_id = _stored_id(_load(store, args.run, "txt"))  # a view: only its id is needed
    if args.label is not None:
        store.set_label(run_id, args.label)
    if args.note is not None:
        store.set_notes(run_id, args.note)
    print(f"run {run_id} updated")
    return 0


def _stored_id(doc: RunDoc) -> int:
    run_id = doc["run_id"]
    assert run_id is not None  # loaded from the store: it has its id (None: a run's in-memory export)
    return run_id


def cmd_delete(args: argparse.Namespace) -> int:
    store = RunStore()
    ids = [_stored_id(_load(store, r, "txt")) for r in args.runs]  # all exist, or nothing is deleted
    for run_id in ids:
        store.delete_run(run_id)
    print("deleted run" + ("s " if len(ids) > 1 else " ") + ", ".join(map(str, ids)))
    return 0


# What the importer may let through on input it was not made for: each is the file's fault.
_BAD_INPUT = (RecursionError, OverflowError, ValueError, TypeError, KeyError, IndexError, AttributeError,
              UnicodeError)


def _unreadable(path: str, e: BaseException) -> InputError:
    if isinstance(e, RecursionError):
        why = "it is nested too deeply"
    else:
        why = f"{type(e).__name__}: {str(e)[:200]}"
    return InputError(f"cannot import {path}: {why}", "import the file fio wrote with --output-format=json")


def cmd_import(args: argparse.Namespace) -> int:
    # Every file is read and checked before any is stored: a bad one imports nothing.
    runs = []
    for f in args.files:
        try:
            runs.append(judge_import(fio_import.read_fio_json(f)))  # with what fio's output tells of limits
        except FioscopeError:
            raise
        except _BAD_INPUT as e:
            raise _unreadable(f, e) from None
    store = RunStore()
    done = []
    with store.transaction():  # all files or none
        for f, run in zip(args.files, runs):
            try:
                done.append((f, fio_import.store_import(run, store), len(run.tests)))
            except FioscopeError:
                raise
            except _BAD_INPUT as e:
                raise _unreadable(f, e) from None
    for f, run_id, n in done:
        print(f"imported {printable(f)} as run {run_id} ({n} test{'' if n == 1 else 's'})")
    return 0


def dispatch(args: argparse.Namespace) -> int | None:
    if args.command == "annotate":
        return cmd_annotate(args)
    if args.command == "delete":
        return cmd_delete(args)
    if args.command == "import":
        return cmd_import(args)
    if args.command == "compare":
        return cmd_compare(args)
    if args.command == "history":
        return cmd_history(args)
    if args.command == "report":
        return cmd_report(args)
    return None
