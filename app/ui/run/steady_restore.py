"""A stored steady-state run's panel as its live run left it: each test's rounds (the tracked
figure with the SNIA window, band and fit line; the convergence plot), then the verdicts and
measurement-window tables, rebuilt from the stored rounds by the core's own rules."""
from __future__ import annotations

from app.core.history.document import RunDoc
from app.core.history.records import SuiteResult
from app.core.suites.steady import TestProgress, progress_from_doc, verdict
from app.core.suites.steady_run import RoundReport, SteadyOutcome, convergence_row, settings_from_dict


def round_reports(doc: RunDoc) -> list[RoundReport]:
    """Every whole round of the run, in order, as the live run reported it (a partial run: the
    rounds it completed)."""
    settings = settings_from_dict(doc["settings"]["steady"])
    out = []
    for test, tp in progress_from_doc(settings, doc).items():
        for n in range(1, len(tp.rounds) + 1):
            part = TestProgress(test, tp.rounds[:n], True)
            values = part.tracking()
            out.append(RoundReport(test, n, values[-1] if values else None, verdict(settings, part),
                                   convergence_row(test, tp.rounds[n - 1])))
    return out


def restore(panel, doc: RunDoc) -> bool:
    """panel: the window's SteadyPanel. False where the run holds no steady-state settings (a
    run stored before they were kept): nothing to rebuild from."""
    steady = (doc.get("settings") or {}).get("steady")
    if not steady:
        return False
    settings = settings_from_dict(steady)
    panel.clear()
    panel.max_rounds = settings.max_rounds
    for report in round_reports(doc):
        panel.add_round(report)
    tests = {t: tp for t, tp in progress_from_doc(settings, doc).items() if tp.rounds}
    if tests:
        # the stored run's own record, as the live run's outcome carries it
        suite = SuiteResult(doc["suite"], doc["target"], doc["fio_version"] or "", doc["fio_path"] or "",
                            doc["fioscope_version"] or "", doc["started_at"] or 0.0, run_id=doc["run_id"],
                            finished_at=doc["finished_at"], cancelled=doc["cancelled"])
        panel.show_summary(SteadyOutcome(suite, settings, tests))
    return True
