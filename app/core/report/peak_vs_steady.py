"""Peak (fresh out of box) against steady state for the same device: the workloads both
suites measure, side by side, with the drop in percent. Queue depths and threads differ
between the suites' cells and are named in each row, so nothing is compared blind."""
from __future__ import annotations

import statistics
from dataclasses import dataclass


from app.core.report.run_charts import run_name
from app.core.suites.steady import mean_latency_us, progress_from_doc, verdict
from app.core.suites.steady_run import settings_from_dict
from app.core.history.document import RunDoc
# (label, peak test name, direction, metric, steady test, steady cell key, steady metric)
PAIRS = (
    ("4K random write IOPS", "RND4K-Q32T1-write", "write", "iops", "iops", "iops-randrw-m0-4K", "iops"),
    ("4K random read IOPS", "RND4K-Q32T1-read", "read", "iops", "iops", "iops-randrw-m100-4K", "iops"),
    ("1M sequential write MB/s", "SEQ1M-Q8T1-write", "write", "MB_per_s", "throughput-1M", "throughput-write-1M",
     "MB_per_s"),
    ("1M sequential read MB/s", "SEQ1M-Q8T1-read", "read", "MB_per_s", "throughput-1M", "throughput-read-1M",
     "MB_per_s"),
    ("4K random write mean latency µs", "RND4K-Q1T1-write", "write", "mean_us", "latency", "latency-randrw-m0-4K",
     "mean_us"),
)


@dataclass(frozen=True)
class PairRow:
    label: str
    peak: float | None
    peak_cell: str
    steady: float | None
    steady_cell: str

    @property
    def change_pct(self) -> float | None:
        if not self.peak or self.steady is None:
            return None
        return (self.steady - self.peak) / self.peak * 100


def _value(side: dict, metric: str) -> float | None:
    if metric == "mean_us":  # fio's total latency (lat), as steady state tracks it
        return mean_latency_us(side)
    return side.get(metric)


def _peak(doc: RunDoc, name: str, direction: str, metric: str) -> float | None:
    vals = [v for t in doc["tests"] if t["name"] == name and (result := t.get("result"))
            and t.get("phase", "").startswith("loop") and (v := _value(result["total"][direction], metric)) is not None]
    return statistics.median(vals) if vals else None


def _steady(doc: RunDoc, test: str, key: str, metric: str) -> tuple[float | None, str]:
    """The average over the steady-state window (or the last 5 rounds when not steady)."""
    s = settings_from_dict(doc["settings"]["steady"])
    tp = progress_from_doc(s, doc).get(test)
    if tp is None or not tp.rounds:
        return None, ""
    v = verdict(s, tp)
    rounds = [tp.rounds[r - 1] for r in v.rounds] if v and v.rounds else tp.rounds[-s.window:]
    direction = "read" if "-read-" in key or "-m100-" in key else "write"
    vals = [x for r in rounds if key in r and (x := _value(r[key]["total"][direction], metric)) is not None]
    qd = "QD1 T1" if test == "latency" else f"QD{s.iodepth} T{s.numjobs}"
    state = "steady" if v and v.attained else "not steady"
    return (sum(vals) / len(vals) if vals else None), f"{key} {qd}, window average ({state})"


def peak_vs_steady(peak_doc: RunDoc, steady_doc: RunDoc) -> list[PairRow]:
    rows = []
    for label, pname, pdir, pmetric, stest, skey, smetric in PAIRS:
        peak = _peak(peak_doc, pname, pdir, pmetric)
        steady, cell = _steady(steady_doc, stest, skey, smetric)
        if peak is None and steady is None:
            continue
        rows.append(PairRow(label, peak, f"{pname} (median of loops)", steady, cell))
    return rows


def pair_docs(docs: list[RunDoc]) -> tuple[RunDoc, RunDoc] | None:
    peak = next((d for d in docs if d.get("suite") == "peak"), None)
    steady = next((d for d in docs if d.get("suite") == "steady" and d.get("settings", {}).get("steady")), None)
    return (peak, steady) if peak and steady else None


def peak_vs_steady_text(peak_doc: RunDoc, steady_doc: RunDoc) -> str:
    lines = [f"Peak ({run_name(peak_doc)}) against steady state ({run_name(steady_doc)}); "
             "change = (steady - peak) / peak"]
    lines.append(f"{'workload':<34}{'peak':>12}{'steady':>12}{'change':>9}  cells")
    for r in peak_vs_steady(peak_doc, steady_doc):
        def f(x):
            return "-" if x is None else f"{x:,.1f}"
        ch = "" if r.change_pct is None else f"{r.change_pct:+.1f}%"
        lines.append(f"{r.label:<34}{f(r.peak):>12}{f(r.steady):>12}{ch:>9}  {r.peak_cell} | {r.steady_cell}")
    return "\n".join(lines)
