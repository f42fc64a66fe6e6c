"""What a HIR, XSR or DIRTH report states first: the setup (target, purge, write cache, load,
rounds and window, durations) and, point by point, the value the open implementations of the
PTS use against this run's, with a title that says "not conformant because ..." where the
run differs. The references are CloudHarmony's block-storage (CH) and its PTS 2.0
extension SSS-PTS-TEST (YF); their figures, not the PTS 2.0.2 text (not at hand), are what
"as the reference" means here (../docs/steady-state.md).
"""
from __future__ import annotations

from app.core.target_kind import TargetKind
from app.core.history.document import RunDoc
from app.core.suites.pts_settings import DIRTH_LOADS, HIR_WAITS, PtsSettings
from app.core.units import short_bs

REF = "CH / YF"
COLUMNS = ["", "reference (" + REF + ")", "This run", "As the reference"]


def _d(seconds: float) -> str:
    if seconds >= 3600 and seconds % 3600 == 0:
        return f"{seconds / 3600:g} h"
    if seconds >= 60 and seconds % 60 == 0:
        return f"{seconds / 60:g} min"
    return f"{seconds:g} s"


def _yes(ok: bool) -> str:
    return "yes" if ok else "no"


def _loads(v) -> str:
    return ", ".join(str(x) for x in v)


def rows(s: PtsSettings) -> list[list[str]]:
    """[item, the references' value, this run's, yes/no]: the points that decide whether the
    figures are the references' figures."""
    out = [["Target", "a raw device", "a test file" if s.target.kind == TargetKind.FILE else "a raw device",
            _yes(s.target.kind != TargetKind.FILE)],
           ["Purge", "secure erase, sanitize or format before each test (a discard: not conformant)",
            "a discard before each test" if s.purge else "none", "no"],
           ["Write cache", "PTS-E disabled, PTS-C enabled: reported", "as the drive was (Fioscope does not set it)",
            "no"],
           ["Steady-state window", "last 5 rounds, at most 25", f"last {s.window} rounds, at most {s.max_rounds}",
            _yes(s.window == 5 and s.max_rounds == 25)]]
    if "hir" in s.tests:
        h = s.hir
        out += [["HIR preconditioning round", "30 x 60 s, the round's figure its last 60 s",
                 f"{h.round_cells} x {s.cell_s:g} s, its figure the last cell", _yes(h.round_cells == 30 and s.cell_s == 60)],
                ["HIR load", "threads x QD as chosen: reported", f"{s.numjobs} x QD{s.iodepth}", "-"],
                ["HIR wait states", "5 s bursts; 5, 10, 15, 25, 50 s idle; 360 bursts each; 360 x 5 s to baseline",
                 f"{h.burst_s:g} s bursts; {', '.join(f'{w:g}' for w in h.waits)} s idle; {h.bursts} bursts each; "
                 f"{h.baseline_bursts} x {h.burst_s:g} s to baseline",
                 _yes(h.burst_s == 5 and tuple(h.waits) == HIR_WAITS and h.bursts == 360 and h.baseline_bursts == 360)]]
    if "xsr" in s.tests:
        x = s.xsr
        segs = "; ".join(f"{'SEQ' if rw == 'write' else 'RND'} {short_bs(bs)} {_d(sec)}" for rw, bs, sec in x.segments)
        ref = ((("write", 1 << 20, 8 * 3600.0)), ("randwrite", 8 << 10, 6 * 3600.0), ("write", 1 << 20, 8 * 3600.0))
        out += [["XSR access groups", "SEQ 1M 8 h; RND 8K 6 h; SEQ 1M 8 h (YF)", segs,
                 _yes(tuple(tuple(g) for g in x.segments) == ref)],
                ["XSR load and sample", "1 thread x QD32; every 60 s (YF)", f"{x.threads} x QD{x.iodepth}; every "
                 f"{x.cell_s:g} s", _yes(x.threads == 1 and x.iodepth == 32 and x.cell_s == 60)]]
    if "dirth" in s.tests:
        d = s.dirth
        out += [["DIRTH access", "RND, block size and read share chosen (default 8K, 65 % reads) (YF)",
                 f"RND {short_bs(d.bs)} at {d.read_pct} % reads", "-"],
                ["DIRTH preconditioning", "RND writes at 32 x QD32 in rounds of 30 x 60 s (YF)",
                 f"RND writes at {max(d.threads)} x QD{max(d.depths)} in rounds of {d.round_cells} x {s.cell_s:g} s",
                 _yes(d.round_cells == 30 and s.cell_s == 60 and max(d.threads) == max(d.depths) == 32)],
                ["DIRTH grid round", "5 min pre-write, then threads and QD 32, 16, 8, 6, 4, 2, 1 at 60 s (YF)",
                 f"{_d(d.prewrite_s)} pre-write, then threads {_loads(d.threads)} x QD {_loads(d.depths)} at "
                 f"{s.cell_s:g} s", _yes(d.prewrite_s == 300 and tuple(d.threads) == tuple(d.depths) == DIRTH_LOADS
                                         and s.cell_s == 60)],
                ["DIRTH histogram points", "60 min pre-write, then 10 min; 1 ms bins; MaxIOPS under 5 ms (YF)",
                 f"{_d(d.hist_prewrite_s)} pre-write, then {_d(d.hist_s)}; 1 ms bins; MaxIOPS under "
                 f"{d.max_mean_ms:g} ms", _yes(d.hist_prewrite_s == 3600 and d.hist_s == 600 and d.max_mean_ms == 5)]]
    if s.time_limit_s:
        out.append(["Time limit", "none", _d(s.time_limit_s), "no"])
    return out


def reasons(s: PtsSettings, results: dict) -> list[str]:
    """Why the run is not the references' run, in a few words each."""
    out = []
    if s.target.kind == TargetKind.FILE:
        out.append("a test file, not a raw device")
    out.append("a discard, not a secure erase" if s.purge else "no purge")
    if s.reduced:
        out.append("reduced durations (--reduced)")
    elif any(r[-1] == "no" for r in rows(s)[3:]):
        out.append("settings differ from the references' (the table says which)")
    for test, d in results.items():
        if isinstance(d, dict) and d.get("stopped"):
            out.append(f"{test.upper()} stopped: {d['stopped']}")
    hir = results.get("hir")
    if isinstance(hir, dict) and not (hir.get("precondition") or {}).get("attained"):
        out.append("HIR's preconditioning did not reach steady state")
    return out


def title(s: PtsSettings, results: dict) -> str:
    tests = ", ".join(t.upper() for t in s.tests)
    why = reasons(s, results)
    return (f"SNIA PTS {tests} as the open implementations run them" if not why
            else f"SNIA PTS {tests} after the open implementations: not conformant because {'; '.join(why)}")


def setup_rows(doc: RunDoc, s: PtsSettings, results: dict) -> list[list[str]]:
    t = (doc.get("machine") or {}).get("target") or {}
    dev = " ".join(str(v) for v in (t.get("model"), t.get("firmware") and f"firmware {t['firmware']}") if v)
    out = [["Device", f"{s.target.path}" + (f" ({dev})" if dev else "")],
           ["Span (active range)", f"{s.span / 2**30:,.2f} GiB" + (f" of {t['size'] / 2**30:,.2f} GiB"
                                                                 if t.get("size") else "")],
           ["Purge", "a discard (BLKDISCARD) before each test" if s.purge else "none"],
           ["Write cache", "as the drive was (not set by Fioscope)"]]
    if "hir" in s.tests:
        pc = (results.get("hir") or {}).get("precondition") or {}
        win = pc.get("window") or []
        out.append(["HIR", f"RND 4K writes, {s.numjobs} x QD{s.iodepth}; rounds of {s.hir.round_cells} x {s.cell_s:g} s; "
                           + (f"steady in rounds {win[0]}-{win[-1]}" if pc.get("attained") and win else "not steady")
                           + (f"; the window from round {pc['window_from']} ({pc.get('why_from')})"
                              if pc.get("window_from", 1) > 1 else "")])
    if "xsr" in s.tests:
        out.append(["XSR", f"{s.xsr.threads} x QD{s.xsr.iodepth}; no preconditioning; cells of {s.xsr.cell_s:g} s"])
    if "dirth" in s.tests:
        d = s.dirth
        out.append(["DIRTH", f"RND {short_bs(d.bs)} at {d.read_pct} % reads; preconditioning {max(d.threads)} x "
                             f"QD{max(d.depths)}; grid {len(d.threads)} x {len(d.depths)}"])
    if s.time_limit_s:
        out.append(["Time limit", _d(s.time_limit_s)])
    return out


def conformance_sections(doc: RunDoc, s: PtsSettings, results: dict) -> list[dict]:
    """The setup under the run's title, then the conformance table."""
    return [{"title": title(s, results),
             "text": "The setup; then each point against the two open fio implementations of the PTS (CH: "
                     "CloudHarmony's block-storage; YF: SSS-PTS-TEST, its PTS 2.0 extension; XSR and DIRTH are YF's "
                     "alone). Fioscope is not a certified PTS test platform.",
             "table": {"columns": ["", ""], "rows": setup_rows(doc, s, results)}, "charts": []},
            {"title": f"Conformance: {REF}", "level": 2, "text": "",
             "table": {"columns": COLUMNS, "rows": rows(s), "left_cols": 3}, "charts": []}]
