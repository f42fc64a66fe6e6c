"""`fioscope steady --tests hir,xsr,dirth`: SNIA PTS's host idle recovery, cross-stimulus
recovery and demand intensity tests, headless (a run of their own; cmd_steady hands over)."""
from __future__ import annotations

import argparse
import sys
from typing import cast

from app.cli.common import Printer, check_output_path, fmt_duration, run_exit, run_options, \
    run_session
from app.core.fio.locate import find_fio
from app.core.history.document import RunDoc
from app.core.history.store import StoreError
from app.core.plan import SteadyRequest, plan_pts
from app.core.report.json_export import suite_to_dict, write_json_doc
from app.core.session import prepare, pts_plan
from app.core.suites.pts_run import PtsOutcome
from app.core.suites.pts_settings import estimate_seconds


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
    # Each cell's figures come at its end (the driver's lines); a line per interval would drown them.
    prepared = prepare(fio, pts_plan(settings, confirmed), run_options(args), target=args.target, kind=settings)
    session = run_session(prepared, Printer())
    out, store, store_error = session.outcome, prepared.store, prepared.store_error
    assert isinstance(out, PtsOutcome)
    for line in out.lines():
        print(line)
    res = out.suite
    store_error = store_error or res.store_error
    if res.run_id is not None and store_error is None:
        print(f"stored as run {res.run_id} (report: fioscope report {res.run_id} --format html)", file=sys.stderr)
    if args.json_out:
        doc: RunDoc | None = None
        if store_error is None and res.run_id is not None and store is not None:
            try:
                doc = store.load_run(res.run_id)
            except StoreError as e:
                store_error = e
        # the run's document and the tests' figures beside it
        write_json_doc(cast(RunDoc, {**(doc or suite_to_dict(res)), "pts_result": out.results}), args.json_out)
    return run_exit(res, store_error, "cancelled; fio stopped, completed work is stored" if store_error is None
                    else "cancelled; fio stopped")
