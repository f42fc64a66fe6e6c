"""`fioscope steady --tests hir,xsr,dirth`: SNIA PTS's host idle recovery, cross-stimulus
recovery and demand intensity tests, headless (a run of their own; cmd_steady hands over)."""
from __future__ import annotations

import argparse
import sys

from app.cli.common import (cancel_on_signals, check_output_path, fmt_duration, open_store_for_run, restore_signals,
                            run_exit)
from app.core.fio.locate import find_fio
from app.core.fio.status import IntervalSample
from app.core.history.store import StoreError
from app.core.plan import SteadyRequest, plan_pts
from app.core.report.json_export import suite_to_dict, write_json_doc
from app.core.suites.pts_run import PtsRun
from app.core.suites.pts_settings import estimate_seconds
from app.core.suites.run import Progress


def cmd_pts(args: argparse.Namespace, req: SteadyRequest) -> int:
    if args.json_out:
        check_output_path(args.json_out)
    settings, confirmed = plan_pts(req)
    lo, hi = estimate_seconds(settings)
    print(f"SNIA PTS {', '.join(t.upper() for t in settings.tests)} on {args.target}: span "
          f"{settings.span / 2**30:.2f} GiB; {'reduced for a quick look; ' if settings.reduced else ''}"
          f"estimated {fmt_duration(lo)} to {fmt_duration(hi)}", file=sys.stderr)
    if args.estimate:
        return 0
    fio = find_fio()
    store, store_error = open_store_for_run()

    def on_sample(i: int, s: IntervalSample, p: Progress) -> None:
        pass  # each cell's figures come at its end (on_event); a line per interval would drown them

    run = PtsRun(fio, settings, store=store, target_label=args.target, on_sample=on_sample, confirmed=confirmed,
                 on_event=lambda text: print(text, file=sys.stderr, flush=True))
    previous = cancel_on_signals(run.cancel, run.kill)
    try:
        out = run.run()
    finally:
        restore_signals(previous)
    for line in out.lines():
        print(line)
    res = out.suite
    store_error = store_error or res.store_error
    if res.run_id is not None and store_error is None:
        print(f"stored as run {res.run_id} (report: fioscope report {res.run_id} --format html)", file=sys.stderr)
    if args.json_out:
        doc = None
        if store_error is None and res.run_id is not None:
            try:
                doc = store.load_run(res.run_id)
            except StoreError as e:
                store_error = e
        if doc is None:
            doc = suite_to_dict(res)
        doc["pts_result"] = out.results
        write_json_doc(doc, args.json_out)
    return run_exit(res, store_error, "cancelled; fio stopped, completed work is stored" if store_error is None
                    else "cancelled; fio stopped")
