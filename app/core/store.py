"""Run history in SQLite, written as the run happens.

Each sample, finished test and run state is committed when it arrives, so a crash, kill
or power loss keeps everything up to the last interval; a run left 'running' by a dead
process is shown as 'partial' the next time the store is opened. A stored run reads back
in the same shape as the JSON export (schema fioscope.suite/1), so every exporter works
on live and stored runs alike.
"""
from __future__ import annotations

import json
import os
import socket
import sqlite3
import sys
import threading
from contextlib import contextmanager
import time
from dataclasses import asdict, dataclass
from pathlib import Path

import psutil

from app.core.errors import InputError
from app.core.fio.jobspec import JobSpec
from app.core.fio.status import IntervalSample
from app.core.report.json_export import SCHEMA, UNITS, error_dict, result_dict, spec_dict

_SCHEMA_SQL = """
CREATE TABLE IF NOT EXISTS runs (
    id INTEGER PRIMARY KEY,
    suite TEXT NOT NULL,
    target TEXT NOT NULL,
    status TEXT NOT NULL,            -- running, done, cancelled, failed, partial
    started_at REAL NOT NULL,
    finished_at REAL,
    fio_version TEXT, fio_path TEXT, fioscope_version TEXT,
    host TEXT, pid INTEGER,
    settings TEXT NOT NULL DEFAULT '{}',
    label TEXT NOT NULL DEFAULT ''
);
CREATE TABLE IF NOT EXISTS tests (
    id INTEGER PRIMARY KEY,
    run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    name TEXT NOT NULL,
    phase TEXT NOT NULL DEFAULT '',  -- e.g. 'loop 2', 'round 3', 'precondition'
    spec TEXT NOT NULL, argv TEXT NOT NULL, jobfile TEXT NOT NULL,
    status TEXT NOT NULL,            -- running, done, failed, cancelled
    started_at REAL NOT NULL, finished_at REAL,
    result TEXT, error TEXT, notes TEXT NOT NULL DEFAULT '[]', stderr TEXT NOT NULL DEFAULT ''
);
CREATE TABLE IF NOT EXISTS samples (
    test_id INTEGER NOT NULL REFERENCES tests(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    t_s REAL NOT NULL, ramp INTEGER NOT NULL,
    total TEXT NOT NULL, threads TEXT NOT NULL,
    PRIMARY KEY (test_id, seq)
);
CREATE INDEX IF NOT EXISTS tests_by_run ON tests(run_id, seq);
"""
# Schema versions (PRAGMA user_version): 1 is the table set above, as first released (its
# databases say 0). Each later version is a list of statements; a database is brought up
# to date when it is opened, in one transaction, so an older database always opens.
MIGRATIONS: dict[int, list[str]] = {
    2: ["ALTER TABLE tests ADD COLUMN cache TEXT",  # the cache verdict of the test
        "ALTER TABLE tests ADD COLUMN cache_samples TEXT",  # memory and device per interval
        "ALTER TABLE runs ADD COLUMN machine TEXT NOT NULL DEFAULT '{}'"],  # OS, kernel, CPU, RAM
    3: ["ALTER TABLE runs ADD COLUMN notes TEXT NOT NULL DEFAULT ''"],  # what the user types
}
SCHEMA_VERSION = max(MIGRATIONS)


def machine_info() -> dict:
    import platform
    return {"os": platform.system(), "release": platform.release(), "version": platform.version(),
            "machine": platform.machine(), "cpu": _cpu_model(), "cpus": os.cpu_count(),
            "ram_bytes": psutil.virtual_memory().total, "python": platform.python_version()}


def _cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    import platform
    return platform.processor()


def default_path() -> Path:
    override = os.environ.get("FIOSCOPE_DATA_DIR")
    if override:
        return Path(override) / "runs.sqlite"
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming") / "Fioscope"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share") / "fioscope"
    return base / "runs.sqlite"


@dataclass(frozen=True)
class RunSummary:
    id: int
    suite: str
    target: str
    status: str
    started_at: float
    finished_at: float | None
    fio_version: str
    tests: int
    label: str


class RunStore:
    """One connection, used from any thread under a lock (samples arrive on fio threads)."""

    def __init__(self, path: str | os.PathLike | None = None) -> None:
        self.path = Path(path) if path else default_path()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        self._lock = threading.RLock()  # re-entered by transaction()
        with self._lock:
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")  # WAL+NORMAL: durable at each commit point
            self._db.execute("PRAGMA foreign_keys=ON")
            self._db.executescript(_SCHEMA_SQL)
            self._migrate()
        self._mark_orphans_partial()

    def _migrate(self) -> None:
        version = self._db.execute("PRAGMA user_version").fetchone()[0] or 1
        if version > SCHEMA_VERSION:
            raise InputError(f"{self.path} was written by a newer Fioscope (schema {version})",
                             "update Fioscope, or use another data directory (FIOSCOPE_DATA_DIR)")
        if version == SCHEMA_VERSION:
            self._db.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
            return
        self._db.execute("BEGIN IMMEDIATE")
        try:
            for v in range(version + 1, SCHEMA_VERSION + 1):
                for sql in MIGRATIONS[v]:
                    self._db.execute(sql)
            self._db.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
            self._db.execute("COMMIT")
        except sqlite3.Error:
            self._db.execute("ROLLBACK")
            raise

    def close(self) -> None:
        with self._lock:
            self._db.close()

    @contextmanager
    def transaction(self):
        """All or nothing, for writes that are not a live run (imports): other threads wait."""
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                yield self
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")

    def _exec(self, sql: str, args: tuple = ()) -> sqlite3.Cursor:
        with self._lock:
            return self._db.execute(sql, args)

    def _mark_orphans_partial(self) -> None:
        """Runs whose process is gone never finished: they are partial, not running."""
        host = socket.gethostname()
        for run_id, pid, run_host in self._exec(
                "SELECT id, pid, host FROM runs WHERE status='running'").fetchall():
            if run_host == host and pid and psutil.pid_exists(pid) and pid != os.getpid():
                continue
            if run_host == host and pid == os.getpid():
                continue
            self._exec("UPDATE runs SET status='partial' WHERE id=?", (run_id,))
            self._exec("UPDATE tests SET status='cancelled' WHERE run_id=? AND status='running'", (run_id,))

    # -- writing, as it happens ---------------------------------------------------
    def begin_run(self, suite: str, target: str, fio_version: str, fio_path: str,
                  fioscope_version: str, settings: dict | None = None, label: str = "",
                  target_info: dict | None = None) -> int:
        """target_info: what was tested (disk model, serial, firmware, size, filesystem),
        kept with the machine's facts."""
        machine = machine_info()
        if target_info:
            machine["target"] = target_info
        cur = self._exec(
            "INSERT INTO runs (suite, target, status, started_at, fio_version, fio_path, "
            "fioscope_version, host, pid, settings, label, machine) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
            (suite, target, "running", time.time(), fio_version, fio_path, fioscope_version,
             socket.gethostname(), os.getpid(), json.dumps(settings or {}), label, json.dumps(machine)))
        return int(cur.lastrowid)

    def resume_run(self, run_id: int) -> None:
        """Take over a partial run: it is this process's again until it finishes."""
        self._exec("UPDATE runs SET status='running', pid=?, host=?, finished_at=NULL WHERE id=?",
                   (os.getpid(), socket.gethostname(), run_id))

    def begin_test(self, run_id: int, seq: int, spec: JobSpec, argv: list[str], jobfile: str,
                   phase: str = "") -> int:
        cur = self._exec(
            "INSERT INTO tests (run_id, seq, name, phase, spec, argv, jobfile, status, started_at) "
            "VALUES (?,?,?,?,?,?,?,?,?)",
            (run_id, seq, spec.name, phase, json.dumps(spec_dict(spec)), json.dumps(argv), jobfile,
             "running", time.time()))
        return int(cur.lastrowid)

    def add_sample(self, test_id: int, sample: IntervalSample) -> None:
        self._exec("INSERT OR REPLACE INTO samples (test_id, seq, t_s, ramp, total, threads) "
                   "VALUES (?,?,?,?,?,?)",
                   (test_id, sample.seq, sample.t_s, int(sample.ramp), json.dumps(asdict(sample.total)),
                    json.dumps([asdict(t.rates) for t in sample.threads])))

    def finish_test(self, test_id: int, record) -> None:
        """record: a suites.run.TestRecord."""
        status = "done" if record.result else ("failed" if record.error else "cancelled")
        self._exec("UPDATE tests SET status=?, finished_at=?, result=?, error=?, notes=?, stderr=?, "
                   "cache=?, cache_samples=? WHERE id=?",
                   (status, time.time(), json.dumps(result_dict(record.result)) if record.result else None,
                    json.dumps(error_dict(record.error)) if record.error else None,
                    json.dumps(record.notes), record.stderr,
                    json.dumps(asdict(record.cache)) if getattr(record, "cache", None) else None,
                    json.dumps([asdict(c) for c in getattr(record, "cache_samples", [])]), test_id))

    def finish_test_result(self, test_id: int, status: str, result: dict | None, notes: list[str],
                           stderr: str = "", error: dict | None = None) -> None:
        """A test whose result was put together elsewhere (a total over fio servers)."""
        self._exec("UPDATE tests SET status=?, finished_at=?, result=?, error=?, notes=?, stderr=? WHERE id=?",
                   (status, time.time(), json.dumps(result) if result is not None else None,
                    json.dumps(error) if error else None, json.dumps(notes), stderr, test_id))

    def finish_run(self, run_id: int, status: str) -> None:
        self._exec("UPDATE runs SET status=?, finished_at=? WHERE id=?", (status, time.time(), run_id))

    def set_settings(self, run_id: int, settings: dict) -> None:
        self._exec("UPDATE runs SET settings=? WHERE id=?", (json.dumps(settings), run_id))

    def set_label(self, run_id: int, label: str) -> None:
        self._exists(run_id)
        self._exec("UPDATE runs SET label=? WHERE id=?", (label, run_id))

    def set_notes(self, run_id: int, notes: str) -> None:
        self._exists(run_id)
        self._exec("UPDATE runs SET notes=? WHERE id=?", (notes, run_id))

    def _exists(self, run_id: int) -> None:
        if self._exec("SELECT 1 FROM runs WHERE id=?", (run_id,)).fetchone() is None:
            raise KeyError(run_id)

    def delete_run(self, run_id: int) -> None:
        self._exec("DELETE FROM runs WHERE id=?", (run_id,))

    # -- reading --------------------------------------------------------------------
    def runs(self) -> list[RunSummary]:
        rows = self._exec(
            "SELECT r.id, r.suite, r.target, r.status, r.started_at, r.finished_at, r.fio_version, "
            "(SELECT COUNT(*) FROM tests t WHERE t.run_id = r.id), r.label FROM runs r "
            "ORDER BY r.id DESC").fetchall()
        return [RunSummary(*row) for row in rows]

    def load_run(self, run_id: int, with_samples: bool = True) -> dict:
        """The run as a fioscope.suite/1 document (the JSON export's shape)."""
        row = self._exec("SELECT id, suite, target, status, started_at, finished_at, fio_version, "
                         "fio_path, fioscope_version, host, settings, label, machine, notes FROM runs WHERE id=?",
                         (run_id,)).fetchone()
        if row is None:
            raise KeyError(run_id)
        (rid, suite, target, status, started, finished, fio_version, fio_path, fs_version, host,
         settings, label, machine, run_notes) = row
        tests = []
        for (tid, seq, name, phase, spec, argv, jobfile, tstatus, tstart, tend, result, error, notes,
             stderr, cache, cache_samples) in self._exec(
                "SELECT id, seq, name, phase, spec, argv, jobfile, status, started_at, finished_at, "
                "result, error, notes, stderr, cache, cache_samples FROM tests WHERE run_id=? ORDER BY seq, id",
                (run_id,)).fetchall():
            samples = []
            if with_samples:
                samples = [{"t_s": t_s, "ramp": bool(ramp), "total": json.loads(total),
                            "threads": json.loads(threads)}
                           for t_s, ramp, total, threads in self._exec(
                               "SELECT t_s, ramp, total, threads FROM samples WHERE test_id=? "
                               "ORDER BY seq", (tid,)).fetchall()]
            tests.append({"name": name, "seq": seq, "phase": phase, "status": tstatus,
                          "started_at": tstart, "finished_at": tend, "spec": json.loads(spec),
                          "argv": json.loads(argv), "jobfile": jobfile,
                          "result": json.loads(result) if result else None,
                          "error": json.loads(error) if error else None,
                          "notes": json.loads(notes), "stderr": stderr, "samples": samples,
                          "cache": json.loads(cache) if cache else None,
                          "cache_samples": json.loads(cache_samples) if cache_samples and with_samples else []})
        return {"schema": SCHEMA, "run_id": rid, "suite": suite, "target": target, "status": status,
                "label": label, "notes": run_notes, "host": host, "machine": json.loads(machine or "{}"),
                "fioscope_version": fs_version,
                "fio_version": fio_version, "fio_path": fio_path, "started_at": started,
                "finished_at": finished, "cancelled": status == "cancelled",
                "settings": json.loads(settings), "units": UNITS, "tests": tests}
