"""What HIR, XSR and DIRTH found, in lines (the CLI prints them after a run, the reports and
the window's PTS panel show them) as Msg: the English the CLI and the reports have always
printed, with a template and typed figures the window shows in its user's language.

A run keeps its steady-state verdict's reason as English text (steady_criteria); the
reason is said again here from the figures kept beside it, and used only where it reads
exactly as the stored one (else the stored English is shown, as it is)."""
from __future__ import annotations

import re

from app.core.suites.steady_criteria import evaluate
from app.core.units import short_bs
from app.core.words import Msg, Num, Value, joined

POINTS = {"max": Msg("max"), "mid": Msg("mid"), "min": Msg("min")}  # DIRTH's MaxIOPS, MidIOPS, MinIOPS points


def n0(v: float) -> Num:
    """A figure as the reports write it: 1,234."""
    return Num(v, 0, True)


def n1(v: float) -> Num:
    return Num(v, 1, True)


def label(rw: str, bs: int) -> Msg:
    """An XSR group's stimulus: 'SEQ 1M writes'."""
    return Msg("SEQ %1 writes", short_bs(bs)) if rw == "write" else Msg("RND %1 writes", short_bs(bs))


def _crit(v: float) -> Num:
    """steady_criteria's figure: 106,400 IOPS and 0.0123 alike (its _num)."""
    return Num(v, 0, True) if abs(v) >= 100 else Num(float(f"{v:.3g}"), None)


def why_from(stored: str) -> Value:
    """Why HIR's window starts past round 1 (hir.window_start), said again where it is one of
    its sentences about the span; a write cliff's own words stay as stored."""
    if m := re.fullmatch(r"the span was written once in round (\d+); rounds shorter than the references' 30 min",
                         stored):
        return Msg("the span was written once in round %1; rounds shorter than the references' 30 min", int(m[1]))
    if stored == "the span is not yet written once; rounds shorter than the references' 30 min":
        return Msg("the span is not yet written once; rounds shorter than the references' 30 min")
    return stored


def stopped(stored: str) -> Value:
    """Why a test stopped (kept as text): the time limit (pts_settings.TIME_UP) said again."""
    return Msg("the run's time limit was reached") if stored == "the run's time limit was reached" else stored


def max_note(stored: str) -> Value:
    """DIRTH's note when no point was under the response-time ceiling (dirth.choose), said again."""
    m = re.fullmatch(r"no point had a mean response time under (\S+) ms: MaxIOPS is the one with the least", stored)
    said = Msg("no point had a mean response time under %1 ms: MaxIOPS is the one with the least",
               Num(float(m[1]), None)) if m else stored
    return said if str(said) == stored else stored


def _short(stored: str) -> Value:
    """The verdicts of a window too short (steady_criteria.evaluate, hir._verdict)."""
    if m := re.fullmatch(r"(\d+) of (\d+) rounds: too few for a window", stored):
        return Msg("%1 of %2 rounds: too few for a window", int(m[1]), int(m[2]))
    if m := re.fullmatch(r"the window starts at round (\d+) \((.*)\): (\d+) of (\d+) rounds", stored):
        return Msg("the window starts at round %1 (%2): %3 of %4 rounds", int(m[1]), why_from(m[2]), int(m[3]),
                   int(m[4]))
    return stored


def reason(pc: dict) -> Value:
    """The preconditioning's verdict in words: said again from its figures where that reads as
    the stored reason, else the stored English; 'no rounds' when there is none."""
    stored = pc.get("reason") or ""
    if not stored:
        return Msg("no rounds")
    win, vals, first = pc.get("window") or [], pc.get("values") or [], int(pc.get("window_from") or 1)
    said: Value = _short(stored)
    if not isinstance(said, Msg) and win and vals and len(win) >= 2:
        v = evaluate(vals[first - 1:], window=win[-1] - win[0] + 1, first_round=first)
        if v.attained:
            said = Msg("steady in rounds %1-%2", v.rounds[0], v.rounds[-1])
        elif v.average and v.excursion is not None and v.slope_excursion is not None and not v.missing:
            parts: list[Value] = []
            if v.excursion_limit is not None and v.excursion > v.excursion_limit:
                parts.append(Msg("range %1 is more than %2% of the window's average %3 (at most %4)",
                                 _crit(v.excursion), 20, _crit(v.average), _crit(v.excursion_limit)))
            if v.slope_limit is not None and v.slope_excursion > v.slope_limit:
                parts.append(Msg("slope x %1 = %2 is more than %3% of the window's average %4 (at most %5)",
                                 len(v.rounds) - 1, _crit(v.slope_excursion), 10, _crit(v.average),
                                 _crit(v.slope_limit)))
            said = Msg("rounds %1-%2: %3", v.rounds[0], v.rounds[-1], joined(parts, "; "))
    return said if str(said) == stored else stored


def _steady(pc: dict) -> Msg:
    return Msg("steady (%1)", reason(pc)) if pc.get("attained") else Msg("not steady (%1)", reason(pc))


def hir_lines(d: dict) -> list[str]:
    pc = d.get("precondition") or {}
    steady = d.get("steady_iops")
    out: list[str] = [Msg("HIR preconditioning: steady at %1 IOPS (%2)", n0(steady), reason(pc))
                      if pc.get("attained") and steady is not None else Msg("HIR preconditioning: not steady (%1)",
                                                                             reason(pc))]
    for st in d.get("states", []):
        wait, bursts, iops = Num(st["wait_s"], None), len(st["bursts"]), n0(st["mean_iops"])
        vs = Num(st["vs_steady"] * 100) if st.get("vs_steady") else None
        base = n0(st["baseline_mean"]) if st.get("baseline_mean") is not None else None
        if vs is not None and base is not None:
            out.append(Msg("HIR wait %1 s: %2 bursts, mean %3 IOPS (%4 % of steady state); baseline after it %5 IOPS",
                           wait, bursts, iops, vs, base))
        elif vs is not None:
            out.append(Msg("HIR wait %1 s: %2 bursts, mean %3 IOPS (%4 % of steady state)", wait, bursts, iops, vs))
        elif base is not None:
            out.append(Msg("HIR wait %1 s: %2 bursts, mean %3 IOPS; baseline after it %4 IOPS", wait, bursts, iops,
                           base))
        else:
            out.append(Msg("HIR wait %1 s: %2 bursts, mean %3 IOPS", wait, bursts, iops))
    if d.get("stopped"):
        out.append(Msg("HIR stopped: %1", stopped(d["stopped"])))
    return out


def recovery_text(d: dict) -> str:
    if not d.get("recovery_known"):
        return "-"
    rec = d.get("recovery_s")
    return Msg("not reached") if rec is None else Msg("%1 min (%2 s)", n1(rec / 60.0), n0(rec))


def xsr_lines(d: dict) -> list[str]:
    out: list[str] = []
    tol = Num(d.get("tolerance", 0.1) * 100)
    for g in d.get("segments", []):
        name = label(g["rw"], g["bs"]) if "rw" in g and "bs" in g else g["label"]
        first, end = n1(g["start_bps"] / 1e6), n1(g.get("end_bps", g["final_bps"]) / 1e6)
        if g.get("peak_art_us") is not None:
            out.append(Msg("XSR segment %1 (%2): %3 MB/s at first, %4 MB/s at the end; peak mean response time %5 µs, "
                           "peak maximum %6 µs; Fioscope's settle time %7 s (within %8 % of the last three cells' "
                           "mean from then on)", str(g["segment"]), name, first, end, n0(g["peak_art_us"]),
                           n0(g["peak_mrt_us"]), n0(g["settle_s"]), tol))
        else:
            out.append(Msg("XSR segment %1 (%2): %3 MB/s at first, %4 MB/s at the end; Fioscope's settle time %5 s "
                           "(within %6 % of the last three cells' mean from then on)", str(g["segment"]), name, first,
                           end, n0(g["settle_s"]), tol))
    if d.get("recovery_known"):
        out.append(Msg("XSR recovery time (YF: group 3 back at group 1's mean, %1 MB/s): %2",
                       n1((d.get("recovery_against_bps") or 0) / 1e6), recovery_text(d)))
    if d.get("stopped"):
        out.append(Msg("XSR stopped: %1", stopped(d["stopped"])))
    return out


def dirth_lines(d: dict) -> list[str]:
    t, q = d.get("heaviest") or ["?", "?"]
    out: list[str] = [Msg("DIRTH preconditioning (RND writes, T%1 Q%2): %3", str(t), str(q),
                          _steady(d.get("precondition") or {})),
                      Msg("DIRTH grid rounds (tracked at T%1 Q%2): %3", str(t), str(q), _steady(d.get("rounds") or {}))]
    if d.get("max_note"):
        out.append(Msg("DIRTH: %1", max_note(d["max_note"])))
    k = d.get("knee")
    if k:
        out.append(Msg("DIRTH knee (Fioscope's): T%1 Q%2, %3 IOPS at %4 µs mean (most IOPS per µs of response time)",
                       str(k["threads"]), str(k["qd"]), n0(k["iops"]), n1(k["mean_us"])))
    for h in d.get("histograms", []):
        out.append(Msg("DIRTH %1 IOPS point T%2 Q%3: %4 IOPS, mean %5 µs over %6 s", POINTS.get(h["point"], h["point"]),
                       str(h["threads"]), str(h["qd"]), n0(h["iops"]), n1(h["mean_us"]), Num(h["seconds"], None)))
    if d.get("stopped"):
        out.append(Msg("DIRTH stopped: %1", stopped(d["stopped"])))
    return out
