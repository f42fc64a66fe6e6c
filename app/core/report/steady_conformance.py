"""What a steady-state report must say before its figures: what ran, where it differs from
SNIA PTS as it is commonly run (PTS-E 1.x as TKperf and others implement it, as
../shared/FIO-FACTS.md gives it; the PTS 2.0.2 text was not at hand, so no column claims it) and
from TKperf's run (seed 004), the Fioscope command that runs it again, and the words it uses. The report was titled SNIA PTS whatever ran: a 1 s cell on a 2-cell matrix
of a test file read like a conformant run.

The PTS column holds the points Fioscope implements (app.core.suites.steady: the matrices,
window, round limit, preconditioning, write saturation's limits; PTS-E's load); TKperf's is
its report of 2014 (seed 004: 2 jobs x QD16, 60 s cells, a secure erase before each test,
throughput at 1024k, 64k, 8k, 4k and 512)."""
from __future__ import annotations

import ntpath
import posixpath
import shlex

from app.core.target_kind import TargetKind
from app.core.history.document import RunDoc
from app.core.owned import TEST_PREFIX
from app.core.suites.steady import (IOPS_BS, IOPS_MIXES, LAT_BS, LAT_MIXES, PROFILES, PURGE_METHOD, TP_BS,
                                    SATURATION_MULTIPLE, SATURATION_TIME_S, SteadySettings, _duration)
from app.core.units import short_bs

PTS = "SNIA PTS-E, as run"  # PTS-E 1.x as TKperf and others run it, not a checked 2.0.2 text
TKPERF_TP_BS = (1 << 20, 64 << 10, 8 << 10, 4 << 10, 512)
CONFORMANCE_COLUMNS = ["", PTS, "TKperf (seed 004)", "This run", "As PTS"]

GLOSSARY = [
    ["Round", "One pass over a test's whole matrix of cells; rounds repeat until the tracking variable "
              "is steady or the round limit is reached"],
    ["Cell", "One workload of the matrix (a read/write mix at a block size) run for the cell length"],
    ["R/W mix", "The share of reads and writes in a cell's random I/O: 65/35 = 65 % reads, 35 % writes"],
    ["Tracking variable", "The figure the steady-state test watches (SNIA: dependent variable; TKperf: "
                          "dependence variable), e.g. 4 KiB random write IOPS"],
    ["Measurement window", "The last 5 rounds; steady when their range is within 20 % of their average and "
                           "their least-squares slope x 4 within 10 % of it"],
    ["Purge", "Resetting the drive to a known state before a test (SNIA: a secure erase, sanitize or "
              "format); Fioscope discards the span"],
    ["Preconditioning", "Writing the span before a test (workload independent: 128 KiB sequential writes "
                        "over twice the span), so the test starts from a written drive"],
    ["Span", "The bytes tested: SNIA's user capacity, the whole device unless a smaller span was given"],
    ["QD x processes", "Load: fio's iodepth (I/Os in flight per job) times numjobs (jobs, each a process "
                       "unless fio's thread option is set)"],
    ["Write saturation", "4 KiB random writes from the purged state until 4 x the span or 24 h, showing "
                         "how IOPS fall as the drive fills"],
    ["IOPS, MB/s, MiB/s", "I/O operations per second; 10^6 and 2^20 bytes per second (4.9 % apart)"],
    ["lat, clat", "fio's total latency (submission to completion) and its completion latency"],
    ["TGBW", "Total gigabytes written (here GiB), write saturation's x axis"],
]


def _list(values, fmt=str) -> str:
    return ", ".join(fmt(v) for v in values)


def _count(n: int, word: str, plural: str) -> str:
    return f"{n} {word if n == 1 else plural}"


def _matrix_text(mixes, sizes) -> str:
    return (f"{_count(len(mixes), 'mix', 'mixes')} x {_count(len(sizes), 'block size', 'block sizes')} = "
            f"{_count(len(mixes) * len(sizes), 'cell', 'cells')} ({_list(mixes)} % reads; "
            f"{_list(sorted(sizes, reverse=True), short_bs)})")


def _load(s: SteadySettings) -> str:
    word = "process" if s.numjobs == 1 else "processes"
    return f"QD{s.iodepth} x {s.numjobs} {word} (fio numjobs)"


def conformance_rows(doc: RunDoc, s: SteadySettings) -> list[list[str]]:
    """[what, SNIA PTS-E as run, TKperf, this run, 'yes'/'no'] for each point that decides
    whether the figures are PTS figures."""
    kinds = list(dict.fromkeys(u.test for u in s.units()))
    yes = lambda ok: "yes" if ok else "no"  # noqa: E731 - a column's words
    rows = [["Target", "a raw device", "a raw device",
             "a test file" if s.target.kind == TargetKind.FILE else "a raw device", yes(s.target.kind != TargetKind.FILE)],
            ["Tests", "IOPS, throughput, latency, write saturation", "the same four",
             _list(kinds).replace("_", " "), "-"]]
    if "iops" in kinds:
        mixes, sizes = s.matrix("iops")
        rows.append(["IOPS matrix", _matrix_text(IOPS_MIXES, IOPS_BS), "the same (512 printed as 512k)",
                     _matrix_text(mixes, sizes), yes(set(mixes) == set(IOPS_MIXES) and set(sizes) == set(IOPS_BS))])
    if "throughput" in kinds:
        sizes = s.matrix("throughput")[1]
        rows.append(["Throughput block sizes", _list(TP_BS, short_bs) + ", a test each",
                     _list(TKPERF_TP_BS, short_bs), _list(sizes, short_bs), yes(set(sizes) == set(TP_BS))])
    if "latency" in kinds:
        mixes, sizes = s.matrix("latency")
        rows.append(["Latency matrix", _matrix_text(LAT_MIXES, LAT_BS) + ", QD1 x 1", "the same",
                     _matrix_text(mixes, sizes) + ", QD1 x 1",
                     yes(set(mixes) == set(LAT_MIXES) and set(sizes) == set(LAT_BS))])
    rows += [["Cell length", "60 s", "60 s", f"{s.cell_s:g} s", yes(s.cell_s >= 60)],
             ["Purge", "before each test: secure erase, sanitize or format", "secure erase before each test",
              f"before each test: {PURGE_METHOD}" if s.purge else "none", "no"],
             ["Preconditioning", "128 KiB sequential writes over 2 x the user capacity",
              "the same (none before throughput)",
              "as PTS" if s.precondition else "none (switched off)", yes(s.precondition)],
             ["Load", "QD32 x 4 (PTS-E; PTS-C QD16 x 2)", "QD16 x 2 jobs", _load(s),
              yes((s.iodepth, s.numjobs) in PROFILES.values())],
             ["Rounds", "window 5, at most 25", "window 5, at most 25", f"window {s.window}, at most {s.max_rounds}",
              yes(s.window == 5 and s.max_rounds == 25)]]
    if "write_saturation" in kinds:
        rows.append(["Write saturation", f"until {SATURATION_MULTIPLE:g} x the capacity or "
                                         f"{_duration(SATURATION_TIME_S)}", "the same",
                     f"until {s.saturation_multiple:g} x the span or {_duration(s.saturation_time_s)}",
                     yes(s.saturation_multiple >= SATURATION_MULTIPLE and s.saturation_time_s >= SATURATION_TIME_S)])
    if s.time_limit_s:
        rows.append(["Time limit", "none", "none", _duration(s.time_limit_s), "no"])
    return rows


def differences(doc: RunDoc, s: SteadySettings) -> list[str]:
    return [r[0] if r[0][:2].isupper() else r[0][0].lower() + r[0][1:]  # 'IOPS matrix', 'cell length'
            for r in conformance_rows(doc, s) if r[-1] == "no"]


def _base(path: str) -> str:
    return (ntpath if "\\" in path else posixpath).basename(path)


def rerun_command(doc: RunDoc, s: SteadySettings) -> str:
    """The fioscope command that runs these settings again (a raw device asks for its
    confirmation again: the device and its serial, as the run was confirmed)."""
    settings = doc.get("settings") or {}
    target = s.target.path
    if s.target.kind == TargetKind.FILE and _base(target).startswith(TEST_PREFIX):  # the test file made in --target
        target = (ntpath if "\\" in target else posixpath).dirname(target)
    if settings.get("as_published"):
        argv = ["fioscope", "steady", "--target", target, "--as-published"]
    else:
        tests = list(dict.fromkeys(u.test for u in s.units()))
        argv = ["fioscope", "steady", "--target", target, "--tests", ",".join(tests),
                "--cell", f"{s.cell_s:g}", "--span", str(s.span), "--iodepth", str(s.iodepth),
                "--threads", str(s.numjobs), "--max-rounds", str(s.max_rounds), "--engine", s.ioengine]
        if s.mixes is not None:
            argv += ["--mixes", ",".join(map(str, s.mixes))]
        if s.block_sizes is not None:
            argv += ["--block-sizes", ",".join(short_bs(b).lower() for b in s.block_sizes)]
        elif s.reduced:
            argv.append("--reduced")
        if "write_saturation" in tests:
            argv += ["--wsat-capacity", f"{s.saturation_multiple:g}", "--wsat-time", f"{s.saturation_time_s:g}"]
        if s.purge:
            argv.append("--purge")
        if not s.precondition:
            argv.append("--no-precondition")
        if s.time_limit_s:
            argv += ["--time-limit", f"{s.time_limit_s:g}"]
    if s.target.kind == TargetKind.DEVICE:
        serial = (((doc.get("machine") or {}).get("target") or {}).get("serial"))
        argv += ["--destroy-data", f"{s.target.path}:{serial}" if serial else s.target.path]
    return shlex.join(argv)


def conformance_sections(doc: RunDoc, s: SteadySettings) -> list[dict]:
    """The conformance statement, the command to rerun the run, and the glossary."""
    diff = differences(doc, s)
    if diff:
        head = (f"Not a {PTS} run: it differs in {', '.join(diff)} (the table says how). Its figures follow "
                f"{PTS}'s procedure and steady-state rules but are not PTS figures; compare them only with runs "
                "made the same way.")
    else:
        head = (f"This run follows {PTS} in every point below (Fioscope is not a certified PTS test "
                "platform: the report states how it ran, not a certification).")
    return [{"title": f"Conformance: {PTS} and TKperf", "level": 2,
             "text": head + " Each test runs its cells as one fio invocation per round, one cell after another "
                            "(--stonewall), with direct I/O.",
             "table": {"columns": CONFORMANCE_COLUMNS, "rows": conformance_rows(doc, s), "left_cols": 4}},
            {"title": "Fioscope command line", "level": 2,
             "text": "The command that runs these settings again (each option in fioscope steady --help); the "
                     "fio command lines each test's last round ran end the report.",
             "table": {"columns": ["", ""], "rows": [["Command", rerun_command(doc, s)],
                                                      ["Fioscope", doc.get("fioscope_version") or "-"]]}},
            {"title": "Glossary", "level": 2, "table": {"columns": ["", ""], "rows": GLOSSARY}}]


def title_words(doc: RunDoc, s: SteadySettings) -> str:
    """The report's title: 'SNIA PTS steady state' only for a run that follows it."""
    return "SNIA PTS steady state" if not differences(doc, s) else "steady state after SNIA PTS (not conformant)"
