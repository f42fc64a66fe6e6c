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
from app.core.suites.pts_lines import stopped, why_from
from app.core.suites.pts_settings import DIRTH_LOADS, HIR_WAITS, PtsSettings
from app.core.units import short_bs
from app.core.words import Msg, Num, joined

REF = "CH / YF"
COLUMNS = ["", Msg("reference (%1)", REF), Msg("This run"), Msg("As the reference")]
YES, NO = Msg("yes"), Msg("no")


def _d(seconds: float) -> str:
    if seconds >= 3600 and seconds % 3600 == 0:
        return Msg("%1 h", Num(seconds / 3600, None))
    if seconds >= 60 and seconds % 60 == 0:
        return Msg("%1 min", Num(seconds / 60, None))
    return Msg("%1 s", Num(seconds, None))


def _g(v: float) -> Num:
    return Num(v, None)


def _yes(ok: bool) -> str:
    return YES if ok else NO


def _loads(v) -> str:
    return joined(list(v))


def _seg(rw: str, bs: int, sec: float) -> Msg:
    return Msg("%1 %2 %3", "SEQ" if rw == "write" else "RND", short_bs(bs), _d(sec))


def rows(s: PtsSettings) -> list[list[str]]:
    """[item, the references' value, this run's, yes/no]: the points that decide whether the
    figures are the references' figures."""
    out: list[list[str]] = [[Msg("Target"), Msg("a raw device"),
            Msg("a test file") if s.target.kind == TargetKind.FILE else Msg("a raw device"),
            _yes(s.target.kind != TargetKind.FILE)],
           [Msg("Purge"), Msg("secure erase, sanitize or format before each test (a discard: not conformant)"),
            Msg("a discard before each test") if s.purge else Msg("none"), NO],
           [Msg("Write cache"), Msg("PTS-E disabled, PTS-C enabled: reported"),
            Msg("as the drive was (Fioscope does not set it)"), NO],
           [Msg("Steady-state window"), Msg("last 5 rounds, at most 25"),
            Msg("last %1 rounds, at most %2", s.window, s.max_rounds), _yes(s.window == 5 and s.max_rounds == 25)]]
    if "hir" in s.tests:
        h = s.hir
        out += [[Msg("HIR preconditioning round"), Msg("30 x 60 s, the round's figure its last 60 s"),
                 Msg("%1 x %2 s, its figure the last cell", h.round_cells, _g(s.cell_s)),
                 _yes(h.round_cells == 30 and s.cell_s == 60)],
                [Msg("HIR load"), Msg("threads x QD as chosen: reported"),
                 Msg("%1 x QD%2", s.numjobs, str(s.iodepth)), "-"],
                [Msg("HIR wait states"),
                 Msg("5 s bursts; 5, 10, 15, 25, 50 s idle; 360 bursts each; 360 x 5 s to baseline"),
                 Msg("%1 s bursts; %2 s idle; %3 bursts each; %4 x %5 s to baseline", _g(h.burst_s),
                     joined([_g(w) for w in h.waits]), h.bursts, h.baseline_bursts, _g(h.burst_s)),
                 _yes(h.burst_s == 5 and tuple(h.waits) == HIR_WAITS and h.bursts == 360 and h.baseline_bursts == 360)]]
    if "xsr" in s.tests:
        x = s.xsr
        segs = joined([_seg(rw, bs, sec) for rw, bs, sec in x.segments], "; ")
        ref = ((("write", 1 << 20, 8 * 3600.0)), ("randwrite", 8 << 10, 6 * 3600.0), ("write", 1 << 20, 8 * 3600.0))
        out += [[Msg("XSR access groups"), Msg("SEQ 1M 8 h; RND 8K 6 h; SEQ 1M 8 h (YF)"), segs,
                 _yes(tuple(tuple(g) for g in x.segments) == ref)],
                [Msg("XSR load and sample"), Msg("1 thread x QD32; every 60 s (YF)"),
                 Msg("%1 x QD%2; every %3 s", x.threads, str(x.iodepth), _g(x.cell_s)),
                 _yes(x.threads == 1 and x.iodepth == 32 and x.cell_s == 60)]]
    if "dirth" in s.tests:
        d = s.dirth
        out += [[Msg("DIRTH access"), Msg("RND, block size and read share chosen (default 8K, 65 % reads) (YF)"),
                 Msg("RND %1 at %2 % reads", short_bs(d.bs), d.read_pct), "-"],
                [Msg("DIRTH preconditioning"), Msg("RND writes at 32 x QD32 in rounds of 30 x 60 s (YF)"),
                 Msg("RND writes at %1 x QD%2 in rounds of %3 x %4 s", max(d.threads), str(max(d.depths)),
                     d.round_cells, _g(s.cell_s)),
                 _yes(d.round_cells == 30 and s.cell_s == 60 and max(d.threads) == max(d.depths) == 32)],
                [Msg("DIRTH grid round"), Msg("5 min pre-write, then threads and QD 32, 16, 8, 6, 4, 2, 1 at 60 s (YF)"),
                 Msg("%1 pre-write, then threads %2 x QD %3 at %4 s", _d(d.prewrite_s), _loads(d.threads),
                     _loads(d.depths), _g(s.cell_s)),
                 _yes(d.prewrite_s == 300 and tuple(d.threads) == tuple(d.depths) == DIRTH_LOADS and s.cell_s == 60)],
                [Msg("DIRTH histogram points"), Msg("60 min pre-write, then 10 min; 1 ms bins; MaxIOPS under 5 ms (YF)"),
                 Msg("%1 pre-write, then %2; 1 ms bins; MaxIOPS under %3 ms", _d(d.hist_prewrite_s), _d(d.hist_s),
                     _g(d.max_mean_ms)),
                 _yes(d.hist_prewrite_s == 3600 and d.hist_s == 600 and d.max_mean_ms == 5)]]
    if s.time_limit_s:
        out.append([Msg("Time limit"), Msg("none"), _d(s.time_limit_s), NO])
    return out


def reasons(s: PtsSettings, results: dict) -> list[str]:
    """Why the run is not the references' run, in a few words each."""
    out: list[str] = []
    if s.target.kind == TargetKind.FILE:
        out.append(Msg("a test file, not a raw device"))
    out.append(Msg("a discard, not a secure erase") if s.purge else Msg("no purge"))
    if s.reduced:
        out.append(Msg("reduced durations (--reduced)"))
    elif any(r[-1] == "no" for r in rows(s)[3:]):
        out.append(Msg("settings differ from the references' (the table says which)"))
    for test, d in results.items():
        if isinstance(d, dict) and d.get("stopped"):
            out.append(Msg("%1 stopped: %2", test.upper(), stopped(d["stopped"])))
    hir = results.get("hir")
    if isinstance(hir, dict) and not (hir.get("precondition") or {}).get("attained"):
        out.append(Msg("HIR's preconditioning did not reach steady state"))
    return out


def title(s: PtsSettings, results: dict) -> str:
    tests = ", ".join(t.upper() for t in s.tests)
    why = reasons(s, results)
    return (Msg("SNIA PTS %1 as the open implementations run them", tests) if not why
            else Msg("SNIA PTS %1 after the open implementations: not conformant because %2", tests,
                     joined(list(why), "; ")))


def setup_rows(doc: RunDoc, s: PtsSettings, results: dict) -> list[list[str]]:
    t = (doc.get("machine") or {}).get("target") or {}
    model, fw = t.get("model"), t.get("firmware")
    dev = (Msg("%1 firmware %2", model, fw) if model and fw else Msg("firmware %1", fw) if fw else model or "")
    span = Msg("%1 GiB", Num(s.span / 2**30, 2, True))
    out: list[list[str]] = [[Msg("Device"), Msg("%1 (%2)", s.target.path, dev) if dev else s.target.path],
           [Msg("Span (active range)"), Msg("%1 of %2", span, Msg("%1 GiB", Num(t["size"] / 2**30, 2, True)))
            if t.get("size") else span],
           [Msg("Purge"), Msg("a discard (BLKDISCARD) before each test") if s.purge else Msg("none")],
           [Msg("Write cache"), Msg("as the drive was (not set by Fioscope)")]]
    if "hir" in s.tests:
        pc = (results.get("hir") or {}).get("precondition") or {}
        win = pc.get("window") or []
        steady = Msg("steady in rounds %1-%2", win[0], win[-1]) if pc.get("attained") and win else Msg("not steady")
        load = Msg("RND 4K writes, %1 x QD%2; rounds of %3 x %4 s; %5", s.numjobs, str(s.iodepth), s.hir.round_cells,
                   _g(s.cell_s), steady)
        if pc.get("window_from", 1) > 1:
            load = Msg("%1; the window from round %2 (%3)", load, pc["window_from"], why_from(pc.get("why_from") or ""))
        out.append(["HIR", load])
    if "xsr" in s.tests:
        out.append(["XSR", Msg("%1 x QD%2; no preconditioning; cells of %3 s", s.xsr.threads, str(s.xsr.iodepth),
                               _g(s.xsr.cell_s))])
    if "dirth" in s.tests:
        d = s.dirth
        out.append(["DIRTH", Msg("RND %1 at %2 % reads; preconditioning %3 x QD%4; grid %5 x %6", short_bs(d.bs),
                                 d.read_pct, max(d.threads), str(max(d.depths)), len(d.threads), len(d.depths))])
    if s.time_limit_s:
        out.append([Msg("Time limit"), _d(s.time_limit_s)])
    return out


def conformance_sections(doc: RunDoc, s: PtsSettings, results: dict) -> list[dict]:
    """The setup under the run's title, then the conformance table."""
    return [{"title": title(s, results),
             "text": Msg("The setup; then each point against the two open fio implementations of the PTS (CH: "
                         "CloudHarmony's block-storage; YF: SSS-PTS-TEST, its PTS 2.0 extension; XSR and DIRTH are YF's "
                         "alone). Fioscope is not a certified PTS test platform."),
             "table": {"columns": ["", ""], "rows": setup_rows(doc, s, results)}, "charts": []},
            {"title": Msg("Conformance: %1", REF), "level": 2, "text": "",
             "table": {"columns": COLUMNS, "rows": rows(s), "left_cols": 3}, "charts": []}]
