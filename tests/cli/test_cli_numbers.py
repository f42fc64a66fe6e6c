"""Every numeric option of every subcommand, given NaN, an infinity, a negative, a huge value
(and zero where zero means nothing): one line on stderr, exit 2, nothing run, nothing stored,
never a traceback or an "internal error". `fioscope hosts check --timeout nan` once ended in
an internal error from the socket layer."""
import os

import pytest

from app.core.history.store import RunStore
from tests.conftest import run_cli
from tests.helpers import cli

HUGE = "9" * 30
BAD = ("nan", "inf", "-inf", "-1", "1e400", HUGE)


def cases():
    """(label, argv with {v} for the value, zero also refused)."""
    run = ["run", "--target", "{T}", "--dry-run", "--size", "1m"]
    peak = ["peak", "--target", "{T}", "--size", "1m", "--runtime", "1", "--tests", "RND4K-Q1T1"]
    steady = ["steady", "--target", "{T}", "--estimate", "--span", "1m"]
    cliff = ["cliff", "--target", "{T}", "--size", "1m"]
    out = []
    for opt, zero in (("--size", True), ("--runtime", True), ("--ramp", False), ("--interval", True),
                      ("--readahead", False), ("--stall-timeout", True), ("--loops", True), ("--mix", False)):
        out.append((f"run {opt}", run + [opt, "{v}"], zero))
    out += [("run --jobs", run + ["--preset", "client", "--jobs", "{v}"], True),
            ("run --processes", run + ["--preset", "scaling", "--processes", "{v}"], True),
            ("run --processes list", run + ["--preset", "scaling", "--processes", "1,{v}"], True),
            ("run --clients", ["run", "--hosts", "127.0.0.1:1", "--target", "/srv", "--dry-run", "--clients", "{v}"],
             True),
            ("run --clients list", ["run", "--hosts", "127.0.0.1:1", "--target", "/srv", "--dry-run",
                                    "--clients", "1,{v}"], True),
            ("run --hosts port", ["run", "--hosts", "127.0.0.1:{v}", "--target", "/srv", "--dry-run"], True),
            ("run --pause", run + ["--preset", "quick", "--pause", "{v}"], False)]
    for opt, zero in (("--size", True), ("--runtime", True), ("--loops", True), ("--warmup", False)):
        out.append((f"peak {opt}", peak + [opt, "{v}"], zero))
    for opt, zero in (("--cell", True), ("--span", True), ("--threads", True), ("--iodepth", True),
                      ("--wsat-capacity", True), ("--wsat-time", True), ("--max-rounds", True), ("--mixes", False),
                      ("--block-sizes", True), ("--time-limit", True)):
        out.append((f"steady {opt}", steady + [opt, "{v}"], zero))
    out += [("steady --span %", steady[:-2] + ["--span", "{v}%"], True),
            ("steady --resume", ["steady", "--resume", "{v}"], True),
            ("experiment --values", ["experiment", "readahead", "--target", "{T}", "--size", "1m", "--values", "{v}"],
             False),
            ("experiment --size", ["experiment", "cache", "--target", "{T}", "--size", "{v}"], True),
            ("hosts --timeout", ["hosts", "check", "127.0.0.1:1", "--timeout", "{v}"], True),
            ("hosts port", ["hosts", "check", "127.0.0.1:{v}"], True)]
    for opt, zero in (("--size", True), ("--pause", False), ("--bs", True), ("--iodepth", True),
                      ("--interval", True)):
        out.append((f"cliff {opt}", cliff + [opt, "{v}"], zero))
    qos = ["qos", "--target", "{T}", "--size", "1m", "--no-store"]
    for opt in ("--p99-under", "--step", "--steps"):
        out.append((f"qos {opt}", qos + [opt, "{v}"], True))
    out += [("report run", ["report", "{v}"], True), ("compare run", ["compare", "last", "{v}"], True),
            ("annotate run", ["annotate", "{v}", "--label", "x"], True), ("delete run", ["delete", "{v}"], True)]
    return out


CASES = cases()


def test_the_cases_cover_every_numeric_option_of_the_parser():
    """A numeric option added later without a case here fails this test."""
    from app.cli.main import build_parser
    numeric = {"--size", "--runtime", "--ramp", "--interval", "--readahead", "--stall-timeout", "--jobs",
               "--processes", "--clients", "--loops", "--mix", "--warmup", "--cell", "--span", "--threads", "--iodepth",
               "--wsat-capacity", "--wsat-time", "--max-rounds", "--mixes", "--block-sizes", "--time-limit",
               "--resume", "--values", "--timeout", "--pause", "--bs", "--p99-under", "--step", "--steps"}
    not_numeric = {"-h", "--help", "--version", "--target", "--job-file", "--hosts", "--save-job", "--preset",
                   "--as-published", "--engine", "--buffered", "--threads", "--drop-caches", "--json", "--dry-run",
                   "--no-store", "--no-check", "--allow-job-commands", "--overwrite", "--destroy-data", "--tests",
                   "--profile", "--mode", "--data", "--reduced", "--purge", "--no-precondition", "--estimate", "--raw", "--format", "-o",
                   "--output", "--label", "--note", "--rw", "--cdm-settings", "--order"}
    parser = build_parser()
    sub = next(a for a in parser._actions if a.dest == "command")
    seen = {flag for p in sub.choices.values() for a in p._actions for flag in a.option_strings}
    assert seen <= numeric | not_numeric, seen - numeric - not_numeric
    covered = {word for _, argv, _ in CASES for word in argv if word.startswith("-")}
    assert numeric <= covered, numeric - covered


@pytest.mark.parametrize("label,argv,zero", CASES, ids=[c[0] for c in CASES])
def test_bad_numbers_are_one_line_and_exit_2(label, argv, zero, tmp_path, monkeypatch):
    data = tmp_path / "data"
    monkeypatch.setenv("FIOSCOPE_DATA_DIR", str(data))
    target = tmp_path / "target"
    target.mkdir()
    for value in BAD + (("0",) if zero else ()):
        args = [a.replace("{T}", str(target)).replace("{v}", value) for a in argv]
        rc, out, err = cli(*args)
        lines = err.strip().splitlines()
        assert rc == 2, (args, rc, err)
        assert len(lines) == 1 and lines[0].startswith("fioscope: "), (args, err)
        assert "Traceback" not in err and "internal error" not in err, (args, err)
        assert out == "", (args, out)
    assert os.listdir(target) == []
    assert not (data / "runs.sqlite").exists() or RunStore(data / "runs.sqlite").runs() == []


@pytest.mark.parametrize("argv", [["hosts", "check", "127.0.0.1:1", "--timeout", "nan"],
                                  ["hosts", "check", "127.0.0.1:1", "--timeout", "-1"],
                                  ["hosts", "check", "127.0.0.1:1", "--timeout", "1e300"],
                                  ["steady", "--resume", HUGE],
                                  ["report", HUGE]])
def test_the_real_entry_point_refuses_them_too(argv, tmp_path):
    p = run_cli(*argv, env={"FIOSCOPE_DATA_DIR": str(tmp_path / "data")}, timeout=60)
    assert p.returncode == 2, p.stderr
    assert len(p.stderr.strip().splitlines()) == 1 and p.stderr.startswith("fioscope: "), p.stderr
    assert "Traceback" not in p.stderr and "internal error" not in p.stderr


def test_the_message_names_the_option_and_the_range():
    rc, _, err = cli("hosts", "check", "127.0.0.1:1", "--timeout", "nan")
    assert err.strip() == ("fioscope: argument --timeout: cannot read duration 'nan' (use e.g. 5, 30s, 2m)")
    rc, _, err = cli("hosts", "check", "127.0.0.1:1", "--timeout", "7200")
    assert err.strip() == ("fioscope: argument --timeout: '7200' is out of range "
                           "(give a duration from 0.1 to 3600 seconds)")
    rc, _, err = cli("cliff", "--target", "/tmp", "--size", "1m", "--iodepth", HUGE)
    assert err.strip() == (f"fioscope: argument --iodepth: '{HUGE}' is out of range "
                           "(give a whole number from 1 to 65536)")
    rc, _, err = cli("steady", "--target", "/tmp", "--estimate", "--wsat-capacity", "inf")
    assert err.strip() == ("fioscope: argument --wsat-capacity: 'inf' is not a finite number "
                           "(give a number more than 0 and at most 1000)")


@pytest.mark.parametrize("value", ["nan", "inf", "-1", "1e400", HUGE])
def test_gui_quit_after_is_checked_before_qt_starts(value):
    p = run_cli("gui", "--quit-after", value, env={"QT_QPA_PLATFORM": "offscreen"}, timeout=60)
    assert p.returncode == 2, p.stderr
    assert len(p.stderr.strip().splitlines()) == 1 and p.stderr.startswith("fioscope: argument --quit-after: ")
