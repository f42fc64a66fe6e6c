"""fio's own example job files, as people write them, run by bare fio and by Fioscope.

The 99 examples/*.fio of the fio 3.41 tarball the bundled fio is built from (read through
fio_bin/build_fio.py's fetch_tarball) are shortened (shorten()), their devices put on loop
devices of the test's own and their absolute names in temp directories, and run by bare fio
(--output-format=json). Each that bare fio runs is run by Fioscope (plan_jobfile and
SuiteRunner, the CLI's path; the VARIANTS through `fioscope run`): the same job names,
reporting groups and I/O directions as bare fio's JSON, the jobs read as fio reads them, and
nothing left where it ran. What Fioscope refuses and what it reports otherwise are the two
tables of docs/job-files.md, held to what was seen; a job file refused only for commands or
libraries is run with --allow-job-commands and compared too. fio's own logs named without a
directory (write_bw_log=NAME...) run as they are, and are kept in the data directory's logs/
(suites/fio_logs.py). LANES examples run at a time.
"""
from __future__ import annotations

import json
import os
import re
import subprocess
import tarfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from app.core.errors import InputError
from app.core.fio import sandbox
from app.core.fio.locate import find_fio
from app.core.plan import JobFileRequest, plan_jobfile
from app.core.report.json_export import suite_to_dict
from app.core.suites.run import SuiteRunner
from fio_bin import build_fio
from tests.conftest import ROOT, fio_children, have_root_tools, run_cli
from tests.helpers import kill_all, kill_tree, popen_tied

pytestmark = [pytest.mark.loop,
              pytest.mark.skipif(not have_root_tools("losetup") or not sandbox.available(),
                                 reason="needs root, losetup and the confinement")]

LANES = 4
BARE_TIMEOUT = 12  # s; a shortened example takes under 4 s here
HEAD_START = 0.6  # s bare fio runs alone: what it cannot run here it fails at its start
OURS_TIMEOUT = 90
# Variables some examples are written to be given (their comments say so).
ENV = {"FIO_BS": "4k", "FIO_RW": "randread", "FIO_IODEPTH": "1"}
# Never run: bare fio 3.41 hangs at the end of an io_submit_mode=offload job here in most runs
# (4 of 6, upstream's unpatched build too), and is then killed only by SIGKILL.
NOT_RUN = {"fixed-rate-submission.fio": "io_submit_mode=offload: fio 3.41 hangs at the job's end here",
           "poisson-rate-submission.fio": "io_submit_mode=offload: fio 3.41 hangs at the job's end here"}
# Refused, and not run with --allow-job-commands either: fio 3.41 itself failed 2 runs in 3 of
# this one with its status documents on (io_u_qpush's assertion, once a segfault; bare fio too).
ALLOWED_NOT_RUN = {"exec.fio": "fio 3.41 crashes now and then running it with status documents"}
DOC = ROOT / "docs" / "job-files.md"
REFUSED_HEADING = "### fio's examples Fioscope refuses"
DIFFERENT_HEADING = "### fio's examples Fioscope reports otherwise"
TRIMS = "fio's trims are not in Fioscope's results (reads and writes only)"
NO_IO = "the jobs do no I/O by design; Fioscope reports the run as failed: fio did no I/O"
SIZES = ("size", "filesize", "io_size", "io_limit", "offset_increment")
CAPS = {"numjobs": 2, "iodepth": 8, "nrfiles": 4, "nr_files": 4, "loops": 1}
KEPT_DEVICES = ("/dev/null", "/dev/zero")


def examples() -> dict[str, str]:
    """name -> text of every examples/*.fio in the tarball the bundled fio is built from."""
    tarball, _ = build_fio.fetch_tarball(build_fio.cache_root())
    out = {}
    with tarfile.open(tarball) as tf:
        for m in tf.getmembers():
            parts = m.name.split("/")
            if len(parts) == 3 and parts[1] == "examples" and parts[2].endswith(".fio") and m.isfile():
                out[parts[2]] = tf.extractfile(m).read().decode()
    return dict(sorted(out.items()))


def shorten(text: str, device: str, absdir: str) -> str:
    """The example as a short run here: every option line as fio reads it (comment cut);
    sizes 1 MiB, runtimes 0.2 s (a [global] first caps every job but one verifying its writes),
    clones, queue depths and files capped, delays a hundredth; devices (but /dev/null and /dev/zero) -> `device`,
    absolute files and directories -> `absdir`."""
    # Not a runtime cap where a job verifies what it (or an earlier phase) wrote and is not
    # time-based: the cap could end the writing early and the verify read data never written
    # (surface-scan.fio failed so on a loaded machine). Its 1 MiB size keeps it short.
    verifies = re.search(r"^\s*verify\s*=", text, re.M) and not re.search(r"^\s*time_based", text, re.M)
    out = ["[global]", *([] if verifies else ["runtime=200ms"]), "size=1m"]
    for line in text.splitlines():
        s = line.strip()
        if not s or s.startswith(("[", ";", "#")) or "=" not in s:
            out.append(line)
            continue
        key, _, value = re.split(r"[;#]", s, maxsplit=1)[0].partition("=")
        key, value = key.strip(), value.strip()
        if key in SIZES and not value.endswith(("%", "z")):
            value = "1m"
        elif key in ("runtime", "timeout"):
            value = "200ms"
        elif key in ("ramp_time", "ss_ramp"):
            value = "100ms"
        elif key == "ss_dur":
            value = "2s"  # fio: a multiple of its 1 s check interval, more than one
        elif key == "startdelay" and (m := re.fullmatch(r"(\d+)(ms|s|m)?", value)):
            ms = int(m.group(1)) * {"ms": 1, "s": 1000, "m": 60000}[m.group(2) or "s"]
            value = f"{min(ms // 100, 500)}ms"
        elif key in CAPS and value.isdigit():
            value = str(min(int(value), CAPS[key]))
        elif key == "filename":
            value = ":".join(n if n in KEPT_DEVICES or not n.startswith("/") else device if n.startswith("/dev/")
                             else os.path.join(absdir, os.path.basename(n)) for n in re.split(r"(?<!\\):", value))
        elif key == "directory" and value.startswith("/"):
            value = absdir
        out.append(f"{key}={value}")
    return "\n".join(out) + "\n"


@dataclass(frozen=True)
class Variant:
    """An example run through the CLI, with an absolute directory= or filename=."""

    example: str
    change: str  # "directory": directory=ABS first in [global]; "filename": relative filename= -> ABS/name
    existing: bool = False  # the file is there before the run: refused without --overwrite


VARIANTS = {"tiobench-example.fio (directory=/abs)": Variant("tiobench-example.fio", "directory"),
            "fio-rand-RW.fio (filename=/abs)": Variant("fio-rand-RW.fio", "filename"),
            "surface-scan.fio (filename=/abs)": Variant("surface-scan.fio", "filename"),
            "fio-seq-write.fio (filename=/abs, existing)": Variant("fio-seq-write.fio", "filename", True)}


def variant_text(v: Variant, text: str, absdir: str) -> str:
    if v.change == "directory":
        return text.replace("[global]\n", f"[global]\ndirectory={absdir}\n", 1)
    return re.sub(r"^filename=([^/\n][^\n]*)$", lambda m: f"filename={absdir}/{m.group(1)}", text, flags=re.M)


@dataclass
class Outcome:
    name: str
    skipped: str = ""  # why bare fio did not run it here
    refused: list[tuple[str, str]] = field(default_factory=list)  # (option, reason) in Fioscope's words
    rejected: str = ""  # Fioscope's one line for anything else it would not run (fio's rejection)
    asked: bool = False  # Fioscope read it (bare fio had not failed at once)
    allowed: bool = False  # refused, then run with --allow-job-commands
    bare: list | None = None  # [(entry names, directions)] per reporting group
    ours: list | None = None
    jobs: tuple = ()  # Fioscope's own reading: (name, numjobs, group) per job
    error: dict | None = None  # Fioscope's failure, when its run failed
    has_trims: bool = False  # Fioscope's export carries trims
    problems: list[str] = field(default_factory=list)
    text: str = ""  # the shortened job file Fioscope got
    seconds: float = 0.0  # bare fio and Fioscope, side by side


def groups_of_bare(doc: dict) -> list:
    groups: dict[int, tuple[list, set]] = {}
    for j in doc["jobs"]:
        names, dirs = groups.setdefault(j["groupid"], ([], set()))
        names.append(j["jobname"])
        dirs |= {d for d in ("read", "write", "trim") if (j.get(d) or {}).get("io_bytes")}
    return [(names, sorted(d)) for _, (names, d) in sorted(groups.items())]


def groups_of_ours(doc: dict) -> list:
    return [([t["jobname"] for t in test["result"]["threads"]],
             sorted(d for d in ("read", "write", "trim") if (test["result"]["total"].get(d) or {}).get("io_bytes")))
            for test in doc["tests"] if test["result"]]


def refusal(e: InputError) -> tuple[str, str]:
    """(option, reason) from Fioscope's one line: "[job J in ]FILE: OPTION REASON" (a command,
    library or log option, a network engine, a relative directory) or "DEVICE is not a disk
    Fioscope can test"; ("?", the line) for anything else (fio's own rejection, a variable)."""
    if m := re.fullmatch(r"(/dev/\S+) (is not a disk Fioscope can test)", e.message):
        return f"filename={m.group(1)}", m.group(2)
    if not e.message.startswith("fio rejects") and (m := re.fullmatch(r"[^:]*: ([A-Za-z_][\w-]*(?:=\S+)?) (.+)",
                                                                       e.message)):
        return m.group(1), m.group(2).removesuffix(", which Fioscope refuses in job files")
    return "?", e.message


class Runs:
    """Everything the test looks at, each example run once (see the module's docstring)."""

    def __init__(self, fio, root: Path, devices: list[str]) -> None:
        self.fio, self.root = fio, root
        self.lanes = [devices[2 * k:2 * k + 2] for k in range(LANES)]
        self.lock = threading.Lock()
        self.started: list[subprocess.Popen] = []
        self.outcomes: dict[str, Outcome] = {}
        self.examples = examples()

    def run_all(self) -> None:
        names = [n for n in self.examples if n not in NOT_RUN] + list(VARIANTS)
        with ThreadPoolExecutor(LANES) as pool:
            for out in pool.map(self.one, names):
                self.outcomes[out.name] = out

    def one(self, name: str) -> Outcome:
        with self.lock:
            lane = self.lanes.pop()
        t0 = time.monotonic()
        try:
            out = self._one(name, lane)
            out.seconds = time.monotonic() - t0
            return out
        finally:
            with self.lock:
                self.lanes.append(lane)

    def _one(self, name: str, lane: list[str]) -> Outcome:
        """Bare fio starts; Fioscope plans meanwhile (and stops there when it refuses the file);
        Fioscope runs it when bare fio ran it."""
        variant = VARIANTS.get(name)
        out = Outcome(name)
        where = self.root / re.sub(r"[^\w.-]+", "_", name)
        jobs = {side: self.prepare(out, variant, where / side, dev)
                for side, dev in (("bare", lane[0]), ("ours", lane[1]))}
        out.text = jobs["ours"].read_text()
        bare = popen_tied([self.fio.path, "--output-format=json", jobs["bare"].name], self.started,
                          cwd=jobs["bare"].parent, env=dict(os.environ, **ENV), stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, text=True)
        try:  # what bare fio cannot run here it mostly fails at once: Fioscope is not asked then
            bare.wait(HEAD_START)  # (fio takes 0.1 s of CPU to start; a plan starts it 2-4 times)
        except subprocess.TimeoutExpired:
            pass
        out.asked = bare.returncode in (None, 0)
        plan = self.plan(out, jobs["ours"], lane[1]) if out.asked and not variant else None
        if out.refused and plan is None:  # refused, and no option lets it run: bare fio's answer is moot
            kill_tree(bare)
            return out
        bare_doc = self.bare_result(out, bare)
        if bare_doc is None:
            return out
        out.bare = groups_of_bare(bare_doc)
        ours = where / "ours"
        before = sorted(os.listdir(ours / "abs")), sorted(os.listdir(ours / "work"))
        doc = self.cli(out, jobs["ours"], variant) if variant else self.run(out, plan, jobs["ours"]) if plan else None
        if doc is not None:
            out.ours = groups_of_ours(doc)
            out.has_trims = any("trim" in (t["result"] or {}).get("total", {}) for t in doc["tests"])
            out.error = next((t["error"] for t in doc["tests"] if t["error"]), None)
            logs = doc["settings"].get("fio_logs", "")
            if re.search(r"^write_(bw|lat|iops|hist)_log\b", out.text, re.M) \
                    and not (logs and os.path.isdir(logs) and os.listdir(logs)):
                out.problems.append(f"fio's logs were not kept with the run: {logs!r}")
            after = sorted(os.listdir(ours / "abs")), sorted(os.listdir(ours / "work"))
            if after != before:  # what was there (the --overwrite variant's file), nothing of the run
                out.problems.append(f"the absolute and --target directories held {before} before the run, "
                                    f"{after} after")
        return out

    def prepare(self, out: Outcome, variant: Variant | None, where: Path, device: str) -> Path:
        """The shortened example in `where`, its absolute names in where/abs, --target where/work."""
        absdir = where / "abs"
        absdir.mkdir(parents=True)
        (where / "work").mkdir()
        text = shorten(self.examples[variant.example if variant else out.name], device, str(absdir))
        if variant:
            text = variant_text(variant, text, str(absdir))
            if variant.existing:
                for f in re.findall(r"^filename=(/\S+)$", text, re.M):
                    Path(f).write_bytes(os.urandom(1 << 20))
        for d in re.findall(r"^directory=([^/\n]+)$", text, re.M):  # people make it before they run it
            (where / d).mkdir(parents=True, exist_ok=True)
            (where / "work" / d).mkdir(parents=True, exist_ok=True)
        job = where / out.name.split(" ")[0]
        job.write_text(text)
        return job

    def bare_result(self, out: Outcome, bare: subprocess.Popen) -> dict | None:
        """Bare fio's JSON, or None with out.skipped saying why it did not run the example."""
        try:
            stdout, stderr = bare.communicate(timeout=BARE_TIMEOUT)
        except subprocess.TimeoutExpired:
            kill_tree(bare)
            out.skipped = f"bare fio did not finish in {BARE_TIMEOUT} s"
            return None
        try:
            doc = json.loads(stdout[stdout.index("{"):])
        except ValueError:
            doc = None
        failed = [j["jobname"] for j in (doc or {}).get("jobs", ()) if j.get("error")]
        if bare.returncode != 0 or doc is None or failed:
            said = next((ln.strip() for ln in stderr.splitlines() if ln.strip()), "")
            out.skipped = said or (f"fio reports an error in job {failed[0]}" if failed
                                   else f"exit {bare.returncode}")
            return None
        return doc

    def plan(self, out: Outcome, job: Path, device: str):
        """Fioscope's plan of the job file as the CLI's `run --job-file` makes it; when it is
        refused, every option it refuses (each taken out in turn to find the next), and the
        plan with --allow-job-commands when what it refused are commands, libraries or logs."""
        try:
            return self._plan(job, device, False)
        except InputError as e:
            if refusal(e)[0] == "?":  # fio's own rejection (bare fio's too, or the test fails)
                out.rejected = e.message
                return None
            out.refused.append(refusal(e))
            commands = "which Fioscope refuses in job files" in e.message
        text, rest = job.read_text(), job.with_suffix(".rest")
        while True:
            option = out.refused[-1][0]
            lines = text.splitlines()
            kept = [ln for ln in lines if ln.strip() != option and ln.split("=")[0].strip() != option]
            if kept == lines:
                break
            text = "\n".join(kept) + "\n"
            rest.write_text(text)
            try:
                self._plan(rest, device, False)
                break
            except InputError as e:
                if refusal(e)[0] == "?":
                    break
                out.refused.append(refusal(e))
                commands = commands and "which Fioscope refuses in job files" in e.message
        if not commands or out.name in ALLOWED_NOT_RUN:
            return None  # --allow-job-commands allows commands, libraries and logs only
        plan = self._plan(job, device, True)
        out.allowed = True
        return plan

    def _plan(self, job: Path, device: str, allow: bool):
        return plan_jobfile(JobFileRequest(str(job), str(job.parent / "work"), allow_commands=allow,
                                           confirm=device), self.fio.path)

    def run(self, out: Outcome, plan, job: Path) -> dict:
        spec = plan.items[0].spec
        out.jobs = spec.jobfile_jobs
        written = tuple(d for d, w in spec.jobfile_devices if w)
        suite = SuiteRunner(self.fio, "jobfile", list(plan.items), None, target=str(job), confirmed=written)
        timer = threading.Timer(OURS_TIMEOUT, suite.kill)
        timer.start()
        try:
            suite.run()
        finally:
            timer.cancel()
        return suite_to_dict(suite.result)

    def cli(self, out: Outcome, job: Path, v: Variant) -> dict | None:
        """The variant through the `fioscope` command: its JSON export."""
        base = ["run", "--job-file", str(job), "--no-store", "--no-check", "--json", str(job.with_suffix(".json"))]
        if v.existing:
            existing = re.findall(r"^filename=(/\S+)$", job.read_text(), re.M)
            p = run_cli(*base, env=ENV, timeout=OURS_TIMEOUT)
            if p.returncode != 2 or existing[0] not in p.stderr or "--overwrite" not in p.stderr:
                out.problems.append(f"an existing file was not refused without --overwrite: {p.stderr[-300:]}")
            base += ["--overwrite", ",".join(existing)]
        p = run_cli(*base, env=ENV, timeout=OURS_TIMEOUT)
        if p.returncode != 0:
            out.problems.append(f"fioscope run exit {p.returncode}: {p.stderr.strip()[-400:]}")
            return None
        doc = json.loads(job.with_suffix(".json").read_text())
        out.jobs = tuple(tuple(j) for j in doc["tests"][0]["spec"]["jobfile_jobs"])
        return doc


def run_examples(root: Path) -> Runs:
    """Every example run (Runs); the loop devices are detached whatever happens."""
    devices: list[str] = []
    runs = None
    try:
        for k in range(2 * LANES):
            img = root / f"loop{k}.img"
            with open(img, "wb") as f:
                f.truncate(32 << 20)
            devices.append(subprocess.run(["losetup", "-f", "--show", str(img)], capture_output=True, text=True,
                                          check=True).stdout.strip())
        with pytest.MonkeyPatch.context() as mp:
            for k, v in ENV.items():
                mp.setenv(k, v)
            runs = Runs(find_fio({"PATH": ""}), root, devices)
            runs.run_all()
    finally:
        if runs is not None:
            kill_all(runs.started)
        for dev in devices:
            subprocess.run(["losetup", "-d", dev], check=False)
    assert not fio_children(), "fio left running after the examples"
    return runs


def differences(out: Outcome) -> list[tuple[str, str]]:
    """(option, what differs) where Fioscope reports a run otherwise than bare fio, by design
    or by a gap the docs name."""
    found = []
    if out.ours is not None and not out.has_trims and any("trim" in dirs for _, dirs in out.bare):
        found += [(f"rw={rw}", TRIMS) for rw in dict.fromkeys(re.findall(r"^rw=(\S*trim\S*)$", out.text, re.M))]
    if out.error and out.error["kind"] == "no_io" and not any(dirs for _, dirs in out.bare):
        found += [(f"ioengine={e}", NO_IO) for e in dict.fromkeys(re.findall(r"^ioengine=(\S+)$", out.text, re.M))]
    return found


def reading_problems(out: Outcome) -> list[str]:
    """Fioscope's own reading of the jobs (names, clones, groups) against bare fio's entries:
    one per clone, or one per group under group_reporting (named after its first job)."""
    groups: dict[int, list[str]] = {}
    for name, numjobs, gid in out.jobs:
        groups.setdefault(gid, []).extend([name] * numjobs)
    ours = [groups[g] for g in sorted(groups)]
    bare = [names for names, _ in out.bare]
    if len(ours) != len(bare) or any(b != o and b != o[:1] for b, o in zip(bare, ours)):
        return [f"Fioscope read the jobs as {ours}, bare fio ran {bare}"]
    return []


def comparison_problems(runs) -> list[str]:
    """Each example bare fio ran and Fioscope ran: bare fio's jobs, groups and directions."""
    bad = {}
    for name, out in runs.outcomes.items():
        if out.skipped or (out.refused and not out.allowed):
            continue
        problems = list(out.problems)
        if out.rejected:
            problems.append(f"Fioscope would not run it: {out.rejected}")
        elif out.ours is None:
            problems.append("Fioscope did not run it")
        elif out.error and not differences(out):
            problems.append(f"Fioscope's run failed: {out.error['message']}")
        elif not out.error:
            kept = [(names, [d for d in dirs if d != "trim" or out.has_trims]) for names, dirs in out.bare]
            if out.ours != kept:
                problems.append(f"Fioscope reported {out.ours}, bare fio {out.bare}")
        problems += reading_problems(out)
        if problems:
            bad[name] = problems
    return [f"{n}: {p}" for n, ps in bad.items() for p in ps]


def accounting_problems(runs) -> list[str]:
    """Every example run, refused or skipped for a reason; enough of them run."""
    problems = []
    if set(runs.outcomes) | set(NOT_RUN) != set(runs.examples) | set(VARIANTS):
        problems.append(f"examples not accounted for: {set(runs.examples) - set(runs.outcomes) - set(NOT_RUN)}")
    ran = [n for n, o in runs.outcomes.items() if not o.skipped and (not o.refused or o.allowed)]
    # A machine where bare fio runs few of them tests little: the examples with plain file and
    # device engines run everywhere this suite runs (psync, libaio, null, mmap, falloc...).
    if len(ran) < 30:
        problems.append(f"only {len(ran)} examples ran")
    problems += [f"{v}: not run" for v in VARIANTS if runs.outcomes[v].skipped or runs.outcomes[v].ours is None]
    return problems


def summary(runs) -> str:
    """What ran, what was refused and what was skipped, and why: for the report of a run."""
    lines = []
    for title, pick in (("ran", lambda o: not o.skipped and not o.refused),
                        ("refused", lambda o: o.refused),
                        ("skipped", lambda o: o.skipped and not o.refused)):
        chosen = {n: o for n, o in runs.outcomes.items() if pick(o)}
        lines.append(f"{title}: {len(chosen)}")
        for n, o in chosen.items():
            why = "; ".join(f"{opt} {r}" for opt, r in o.refused) or o.skipped
            lines.append(f"  {n}" + (f": {why}" if why else "") +
                         (" (then run with --allow-job-commands)" if o.allowed else "") +
                         (f" (not run with --allow-job-commands: {ALLOWED_NOT_RUN[n]})"
                          if n in ALLOWED_NOT_RUN else "") +
                         (f" (bare fio fails here too: {o.skipped})" if o.refused and o.skipped else ""))
    slow = sorted(runs.outcomes.values(), key=lambda o: -o.seconds)[:8]
    lines.append(f"lane time: {sum(o.seconds for o in runs.outcomes.values()):.0f} s over {LANES} lanes")
    return "\n".join(lines + [f"not run: {n}: {why}" for n, why in NOT_RUN.items()] +
                     ["slowest: " + ", ".join(f"{o.name} {o.seconds:.1f} s" for o in slow)])


def doc_table(heading: str) -> set[tuple[str, str, str]]:
    """(example, option, reason) rows of the table under `heading` in docs/job-files.md."""
    text = DOC.read_text()
    assert heading in text, f"{DOC} has no section {heading!r}"
    rows = set()
    for line in text.split(heading, 1)[1].split("\n#", 1)[0].splitlines():
        cells = [c.strip().strip("`") for c in line.strip().strip("|").split("|")]
        if line.startswith("|") and len(cells) == 3 and not set(cells[0]) <= set("-: ") and cells[0] != "Example":
            rows.add((cells[0], cells[1], cells[2]))
    return rows


def docs_problems(runs) -> list[str]:
    """docs/job-files.md's two tables against what was seen (rows of an example Fioscope was
    not asked about, or bare fio did not run, stand unchecked: nothing here says otherwise)."""
    refused = {(n, opt, reason) for n, o in runs.outcomes.items() for opt, reason in o.refused}
    listed = doc_table(REFUSED_HEADING)
    problems = [f"{DOC.name} lists an example fio has not: {row}" for row in listed if row[0] not in runs.examples]
    checked = {row for row in listed if runs.outcomes.get(row[0], Outcome("")).asked}
    problems += [f"{DOC.name} says Fioscope refuses {row}, which it did not" for row in checked - refused]
    problems += [f"{DOC.name} does not list {row} under {REFUSED_HEADING!r}" for row in refused - checked]
    different = {(n, opt, what) for n, o in runs.outcomes.items() if not o.skipped for opt, what in differences(o)}
    listed = {row for row in doc_table(DIFFERENT_HEADING)
              if not runs.outcomes.get(row[0], Outcome("", skipped="?")).skipped}
    problems += [f"{DOC.name} says {row}, which was not seen" for row in listed - different]
    problems += [f"{DOC.name} does not list {row} under {DIFFERENT_HEADING!r}" for row in different - listed]
    return problems


@pytest.mark.timeout(420)  # about 40 s of CPU; each fio run has its own timeout
def test_fios_examples_run_as_bare_fio_runs_them_or_are_refused_as_the_docs_say(tmp_path):
    """One test, as the examples run once for all these checks (pytest-xdist 3.8 under pytest
    9 no longer keeps a module's tests on one worker: a module fixture would run twice)."""
    runs = run_examples(tmp_path)
    print(summary(runs))
    problems = comparison_problems(runs) + accounting_problems(runs) + docs_problems(runs)
    assert not problems, "\n".join(problems) + "\n\n" + summary(runs)
