"""Run history in SQLite, written as the run happens.

Each sample, finished test and run state is committed when it arrives. The database runs
in WAL mode with synchronous=NORMAL: a crash or kill of Fioscope loses nothing that was
committed (up to the last interval); a power loss or OS crash may lose the last few
commits, but never corrupts the file. A run left 'running' by a dead process is shown as
'partial' the next time the store is opened. A stored run reads back in the same shape as
the JSON export (schema fioscope.suite/1), so every exporter works on live and stored
runs alike.

Every failure comes out as a StoreError (one line, with what to do). A damaged database
(SQLITE_CORRUPT, SQLITE_NOTADB) is renamed to runs.sqlite.corrupt-<time>, kept, and a new
one is started in its place.
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

import orjson
import psutil

from app.core.errors import InputError
from app.core.history.machine import machine_info
from app.core.owned import DB_NAME, data_dir
from app.core.words import Msg
from app.core.history.store_open import move_aside, open_history
from app.core.history.store_errors import (DATA_DIR, StoreCorrupt, StoreError, UnstorableValue, is_corrupt,
                                           is_unwritable, store_error, unreadable_run)
from app.core.fio.jobspec import JobSpec
from app.core.fio.status import IntervalSample
from app.core.history.codec import SCHEMA, UNITS, error_dict, result_dict, sample_threads, spec_dict
from app.core.history.document import RunDoc, RunTestDoc, SampleDoc
from app.core.history.packed import pack

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
    4: ["ALTER TABLE samples ADD COLUMN temp_c REAL",  # the drive's temperature in the interval
        "ALTER TABLE tests ADD COLUMN thermal TEXT"],  # its limits and the thermal verdict
    # A sample's rates packed (packed.py: ~0.7 KB for 64 threads, not ~9.5 KB of JSON); rows
    # stored before keep their JSON total and threads, and read back the same.
    5: ["ALTER TABLE samples ADD COLUMN packed BLOB"],
    6: ["ALTER TABLE tests ADD COLUMN trust TEXT"],  # what limited the test's figure (insight.trust)
    # Each 64 samples' minima and maxima, written as they are stored: a long test's view reads
    # these (sample_blocks.py). Tests stored before have none and are read row by row.
    7: ["CREATE TABLE IF NOT EXISTS sample_blocks ("
        "test_id INTEGER NOT NULL REFERENCES tests(id) ON DELETE CASCADE, first_seq INTEGER NOT NULL, "
        "last_seq INTEGER NOT NULL, n INTEGER NOT NULL, t0 REAL NOT NULL, t1 REAL NOT NULL, "
        "ramp INTEGER NOT NULL, temp_lo REAL, temp_hi REAL, lo BLOB NOT NULL, hi BLOB NOT NULL, "
        "PRIMARY KEY (test_id, first_seq))"],
}
SCHEMA_VERSION = max(MIGRATIONS)
# Samples a view gets at most: two a bucket (its minima, maxima), about one a pixel of a wide
# plot; exports read every one. Here, not in sample_rows: naming it imports no numpy.
VIEW_SAMPLES = 1024


def default_path() -> Path:
    # The data directory is decided in app.core.owned, which outputs are checked against.
    return data_dir() / DB_NAME


def _loads(text: str):
    """A stored JSON value, read with orjson (a day-long steady run's load_run: 0.43-0.49 s of CPU,
    json's 0.53-0.57 s); json where orjson refuses what json wrote (NaN, 64-bit-plus integers)."""
    try:
        return orjson.loads(text)
    except orjson.JSONDecodeError:
        return json.loads(text)


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
    """One connection, used from any thread under a lock (samples arrive on fio threads).

    Every method raises StoreError (a FioscopeError) when the database fails; a damaged
    database is moved aside (StoreCorrupt), and a new, empty one takes its place."""

    # Where notices go (a damaged history moved aside): stderr, unless the app says otherwise.
    notify = staticmethod(lambda message: print(f"notice: {message}", file=sys.stderr, flush=True))

    def __init__(self, path: str | os.PathLike | None = None) -> None:
        self.path = Path(path) if path else default_path()
        self._memory = str(path) == ":memory:"
        self._lock = threading.RLock()  # re-entered by transaction()
        self._depth = 0  # nested transaction() blocks: only the outermost commits
        self._db: sqlite3.Connection | None = None
        self.notices: list[str] = []
        self.readonly = False  # opened read-only: the history cannot be written (store_open.py)
        self._blocks: dict = {}  # test id -> BlockSum: each test's open block of samples (sample_blocks.py)
        try:
            self._open()
        except (sqlite3.Error, OSError) as e:
            self._close_quietly()
            if not is_corrupt(e) or self._memory:
                raise store_error(e, self.path) from None
            moved = self._move_aside(e)
            self._notice(f"the run history {self.path} was damaged ({e}); it is kept as {moved.name} "
                         f"and a new, empty history was started")
            try:
                self._open()
            except (sqlite3.Error, OSError) as e2:
                self._close_quietly()
                raise store_error(e2, self.path) from None

    def _open(self) -> None:
        # Only Fioscope's own file, never through a link; read-only where it cannot be written.
        self._db, readonly = open_history(self.path, self._memory)
        if readonly and not self.readonly:
            self._notice(Msg("the run history %1 cannot be written: it is opened read-only (browsing works; nothing "
                             "new is stored)", str(self.path)))
        self.readonly = readonly
        with self._lock:
            # WAL + synchronous=NORMAL: each commit is atomic; a crash of Fioscope loses
            # nothing committed, a power loss at most the last commits (the WAL is synced
            # at checkpoints), and neither corrupts the file. foreign_keys: deleting a run
            # deletes its tests and samples.
            if not readonly:
                self._db.execute("PRAGMA journal_mode=WAL").fetchall()
                self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.execute("PRAGMA foreign_keys=ON")
            tables = {r[0] for r in self._db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
            if not {"runs", "tests", "samples"} <= tables and not readonly:
                self._db.executescript(_SCHEMA_SQL)  # a new database (nothing is written otherwise)
            self._migrate(self._db)
        if not readonly:
            self._mark_orphans_partial(self._db)

    def _close_quietly(self) -> None:
        if self._db is not None:
            try:
                self._db.close()
            except sqlite3.Error:
                pass
            self._db = None

    def _move_aside(self, cause: BaseException) -> Path:
        return move_aside(self.path, cause)

    def _notice(self, message: str) -> None:
        self.notices.append(message)
        try:
            type(self).notify(message)
        except Exception:
            pass

    def _failed(self, e: BaseException) -> StoreError:
        """A failure while the store is open: damaged -> moved aside and a new one opened."""
        if not is_corrupt(e) or self._memory:
            return store_error(e, self.path)
        self._close_quietly()
        try:
            moved = self._move_aside(e)
        except StoreError as moved_error:
            return moved_error
        try:
            self._open()
        except (sqlite3.Error, OSError):
            self._close_quietly()
        return StoreCorrupt(Msg("the run history %1 is damaged (%2); it is kept as %3 and a new, empty history was "
                                "started", str(self.path), str(e), moved.name),
                            Msg("%1 may save some of its runs", f"sqlite3 {moved} .recover"))

    def _migrate(self, db: sqlite3.Connection) -> None:
        raw = db.execute("PRAGMA user_version").fetchone()[0]
        version = raw or 1
        if version > SCHEMA_VERSION:
            raise InputError(Msg("%1 was written by a newer Fioscope (schema %2)", str(self.path), str(version)),
                             Msg("update Fioscope, or use another data directory (%1)", DATA_DIR))
        if raw == SCHEMA_VERSION:
            return  # up to date: opening writes nothing (a read-only history can be read)
        if self.readonly:
            raise StoreError(Msg("the run history %1 is read-only and from an older Fioscope (schema %2): it cannot be "
                                 "brought up to date to be read", str(self.path), str(version)),
                             Msg("make it writable once, or set %1 to another directory", DATA_DIR))
        if version == SCHEMA_VERSION:
            db.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
            return
        db.execute("BEGIN IMMEDIATE")
        try:
            for v in range(version + 1, SCHEMA_VERSION + 1):
                for sql in MIGRATIONS[v]:
                    db.execute(sql)
            db.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
            db.execute("COMMIT")
        except sqlite3.Error:
            db.execute("ROLLBACK")
            raise

    def close(self) -> None:
        with self._lock:
            self._close_quietly()

    @contextmanager
    def transaction(self):
        """All or nothing, for writes that are not a live run (imports): other threads wait.
        Nested blocks join the outermost one."""
        with self._lock:
            if self._depth:
                self._depth += 1
                try:
                    yield self
                finally:
                    self._depth -= 1
                return
            self._exec("BEGIN IMMEDIATE")
            self._depth = 1
            try:
                yield self
            except BaseException:
                self._depth = 0
                self._rollback_quietly()
                raise
            self._depth = 0
            try:
                self._exec("COMMIT")
            except StoreError:
                self._rollback_quietly()
                raise

    def _rollback_quietly(self) -> None:
        """Undo an open transaction; the error that got us here is the one to report."""
        try:
            if self._db is not None and self._db.in_transaction:
                self._db.execute("ROLLBACK")
        except sqlite3.Error:
            pass

    def _exec(self, sql: str, args: tuple = (), fetch: str | None = None):
        """Run one statement; fetch 'one' or 'all' rows, or 'rowid'. Failures: StoreError."""
        with self._lock:
            if self._db is None:
                raise StoreError(Msg("the run history %1 is closed", str(self.path)))
            try:
                cur = self._db.execute(sql, args)
                if fetch == "one":
                    return cur.fetchone()
                if fetch == "all":
                    return cur.fetchall()
                if fetch == "rowid":
                    return int(cur.lastrowid or 0)  # an INSERT's: always set
                return cur
            except (sqlite3.Error, OSError) as e:
                raise self._failed(e) from None
            except OverflowError as e:  # a Python int beyond SQLite's 64 bits
                raise UnstorableValue(f"a value cannot be stored in the run history: {e}") from None
            except UnicodeEncodeError as e:  # a name that is not UTF-8 (a lone surrogate from the OS)
                raise UnstorableValue("a name that is not UTF-8 cannot be stored in the run history: "
                                      + e.object[max(0, e.start - 40):e.end + 40].encode(
                                          "utf-8", "surrogateescape").decode("utf-8", "backslashreplace")) from None

    def _mark_orphans_partial(self, db: sqlite3.Connection) -> None:
        """Runs whose process is gone never finished: they are partial, not running. A history
        that cannot be written (read-only, full) is still opened to be read: they stay as they are."""
        host = socket.gethostname()
        for run_id, pid, run_host in db.execute(
                "SELECT id, pid, host FROM runs WHERE status='running'").fetchall():
            if run_host == host and pid and psutil.pid_exists(pid) and pid != os.getpid():
                continue
            if run_host == host and pid == os.getpid():
                continue
            try:
                db.execute("UPDATE runs SET status='partial' WHERE id=?", (run_id,))
                db.execute("UPDATE tests SET status='cancelled' WHERE run_id=? AND status='running'",
                                 (run_id,))
            except sqlite3.OperationalError as e:
                if is_unwritable(e):
                    return
                raise

    # -- writing, as it happens ---------------------------------------------------
    def begin_run(self, suite: str, target: str, fio_version: str, fio_path: str,
                  fioscope_version: str, settings: dict | None = None, label: str = "",
                  target_info: dict | None = None) -> int:
        """target_info: what was tested (disk model, serial, firmware, size, filesystem),
        kept with the machine's facts."""
        machine = machine_info()
        if target_info:
            machine["target"] = target_info
        return self._exec(
            "INSERT INTO runs (suite, target, status, started_at, fio_version, fio_path, "
            "fioscope_version, host, pid, settings, label, machine) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
            (suite, target, "running", time.time(), fio_version, fio_path, fioscope_version,
             socket.gethostname(), os.getpid(), json.dumps(settings or {}), label, json.dumps(machine)),
            fetch="rowid")

    def set_origin(self, run_id: int, host: str | None, started_at: float | None,
                   finished_at: float | None) -> None:
        """A run that ran elsewhere (an import): its host and times are what the source says
        (None: it did not say; reports print "unknown"), not this machine's and now."""
        started = started_at if started_at is not None else 0.0
        with self.transaction():
            self._exec("UPDATE runs SET host=?, started_at=?, finished_at=?, machine=?, pid=NULL WHERE id=?",
                       (host, started, finished_at, "{}", run_id))
            self._exec("UPDATE tests SET started_at=?, finished_at=? WHERE run_id=?",
                       (started, finished_at, run_id))

    def resume_run(self, run_id: int) -> None:
        """Take over a partial run: it is this process's again until it finishes."""
        self._exec("UPDATE runs SET status='running', pid=?, host=?, finished_at=NULL WHERE id=?",
                   (os.getpid(), socket.gethostname(), run_id))

    def begin_test(self, run_id: int, seq: int, spec: JobSpec, argv: list[str], jobfile: str,
                   phase: str = "") -> int:
        return self._exec(
            "INSERT INTO tests (run_id, seq, name, phase, spec, argv, jobfile, status, started_at) "
            "VALUES (?,?,?,?,?,?,?,?,?)",
            (run_id, seq, spec.name, phase, json.dumps(spec_dict(spec)), json.dumps(argv), jobfile,
             "running", time.time()), fetch="rowid")

    def add_sample(self, test_id: int, sample: IntervalSample, temp_c: float | None = None) -> None:
        total, threads = asdict(sample.total), sample_threads(sample)
        with self._lock:
            # total and threads are the JSON columns of rows stored before schema 5: empty here
            self._exec("INSERT OR REPLACE INTO samples (test_id, seq, t_s, ramp, total, threads, temp_c, packed) "
                       "VALUES (?,?,?,?,?,?,?,?)",
                       (test_id, sample.seq, sample.t_s, int(sample.ramp), "", "", temp_c, pack(total, threads)))
            from app.core.history.sample_blocks import BlockSum  # deferred: numpy, ~0.1 s, not before the window shows
            block = self._blocks.setdefault(test_id, BlockSum())
            block.add(sample.seq, sample.t_s, sample.ramp, temp_c, total, threads)
            if block.full():
                del self._blocks[test_id]
                self._exec("INSERT OR REPLACE INTO sample_blocks (test_id, first_seq, last_seq, n, t0, t1, ramp, "
                           "temp_lo, temp_hi, lo, hi) VALUES (?,?,?,?,?,?,?,?,?,?,?)", (test_id, *block.row()))

    def finish_test(self, test_id: int, record) -> None:
        """record: a suites.run.TestRecord."""
        self._blocks.pop(test_id, None)  # its last samples, short of a block, are read as rows
        status = "done" if record.result else ("failed" if record.error else "cancelled")
        self._exec("UPDATE tests SET status=?, finished_at=?, result=?, error=?, notes=?, stderr=?, "
                   "cache=?, cache_samples=?, thermal=?, trust=? WHERE id=?",
                   (status, time.time(), json.dumps(result_dict(record.result)) if record.result else None,
                    json.dumps(error_dict(record.error)) if record.error else None,
                    json.dumps(record.notes), record.stderr,
                    json.dumps(asdict(record.cache)) if getattr(record, "cache", None) else None,
                    json.dumps([asdict(c) for c in getattr(record, "cache_samples", [])]),
                    json.dumps(record.thermal) if getattr(record, "thermal", None) else None,
                    json.dumps(record.trust) if getattr(record, "trust", None) else None, test_id))

    def finish_test_result(self, test_id: int, status: str, result: dict | None, notes: list[str],
                           stderr: str = "", error: dict | None = None) -> None:
        """A test whose result was put together elsewhere (a total over fio servers)."""
        self._blocks.pop(test_id, None)
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
        if self._exec("SELECT 1 FROM runs WHERE id=?", (run_id,), fetch="one") is None:
            raise KeyError(run_id)

    def delete_run(self, run_id: int) -> None:
        self._exec("DELETE FROM runs WHERE id=?", (run_id,))

    # -- reading --------------------------------------------------------------------
    def runs(self) -> list[RunSummary]:
        rows = self._exec(
            "SELECT r.id, r.suite, r.target, r.status, r.started_at, r.finished_at, r.fio_version, "
            "(SELECT COUNT(*) FROM tests t WHERE t.run_id = r.id), r.label FROM runs r "
            "ORDER BY r.id DESC", fetch="all")
        return [RunSummary(*row) for row in rows]

    def load_run(self, run_id: int, with_samples: bool = True, max_samples: int | None = None) -> RunDoc:
        """The run as a fioscope.suite/1 document (the JSON export's shape); KeyError if
        there is no such run, StoreError if it cannot be read. max_samples: a view's (graphs,
        reports): each test's samples at most about that many, each bucket of them as its
        minima and maxima (VIEW_SAMPLES); None: every sample (exports)."""
        try:
            return self._load_run(run_id, with_samples, max_samples)
        except (ValueError, TypeError) as e:  # a record SQLite read back but that makes no sense
            raise unreadable_run(run_id, self.path, e) from None

    def _sample_rows(self, test_id: int, max_samples: int | None) -> list[tuple]:
        """A test's sample rows; for a view of a long test, its stored blocks (each two rows:
        minima, maxima) and the rows after them, where the blocks cover every row before."""
        select = "SELECT t_s, ramp, total, threads, temp_c, packed FROM samples WHERE test_id=?"
        if max_samples is not None:
            blocks = self._exec("SELECT first_seq, last_seq, n, t0, t1, ramp, temp_lo, temp_hi, lo, hi "
                                "FROM sample_blocks WHERE test_id=? ORDER BY first_seq", (test_id,), fetch="all")
            # Blocks where they give at least half the view's points (a test of 4.5 h and more at
            # 1 s, for a view of 1024): a shorter test's rows are few enough to read whole.
            if len(blocks) >= max_samples // 4:
                last = blocks[-1][1]
                covered = self._exec("SELECT COUNT(*) FROM samples WHERE test_id=? AND seq<=?", (test_id, last),
                                     fetch="one")[0]
                contiguous = all(a[1] < b[0] for a, b in zip(blocks, blocks[1:]))
                if contiguous and covered == sum(b[2] for b in blocks):  # none replaced or lost since
                    tail = self._exec(select + " AND seq>? ORDER BY seq", (test_id, last), fetch="all")
                    from app.core.history.sample_blocks import block_rows  # deferred: see BlockSum's
                    return block_rows(blocks, tail)
        return self._exec(select + " ORDER BY seq", (test_id,), fetch="all")

    def _load_run(self, run_id: int, with_samples: bool, max_samples: int | None = None) -> RunDoc:
        row = self._exec("SELECT id, suite, target, status, started_at, finished_at, fio_version, "
                         "fio_path, fioscope_version, host, settings, label, machine, notes FROM runs WHERE id=?",
                         (run_id,), fetch="one")
        if row is None:
            raise KeyError(run_id)
        (rid, suite, target, status, started, finished, fio_version, fio_path, fs_version, host,
         settings, label, machine, run_notes) = row
        tests: list[RunTestDoc] = []
        for (tid, seq, name, phase, spec, argv, jobfile, tstatus, tstart, tend, result, error, notes,
             stderr, cache, cache_samples, thermal, trust) in self._exec(
                "SELECT id, seq, name, phase, spec, argv, jobfile, status, started_at, finished_at, "
                "result, error, notes, stderr, cache, cache_samples, thermal, trust FROM tests WHERE run_id=? "
                "ORDER BY seq, id",
                (run_id,), fetch="all"):
            samples: list[SampleDoc] = []
            if with_samples:
                from app.core.history.sample_rows import sample_dicts  # deferred: see BlockSum's
                samples = sample_dicts(self._sample_rows(tid, max_samples), max_samples)
            tests.append({"name": name, "seq": seq, "phase": phase, "status": tstatus,
                          "started_at": tstart, "finished_at": tend, "spec": _loads(spec),
                          "argv": _loads(argv), "jobfile": jobfile,
                          "result": _loads(result) if result else None,
                          "error": _loads(error) if error else None,
                          "notes": _loads(notes), "stderr": stderr, "samples": samples,
                          "cache": _loads(cache) if cache else None,
                          "cache_samples": _loads(cache_samples) if cache_samples and with_samples else [],
                          "thermal": _loads(thermal) if thermal else None,
                          "trust": _loads(trust) if trust else None})
        return {"schema": SCHEMA, "run_id": rid, "suite": suite, "target": target, "status": status,
                "label": label, "notes": run_notes, "host": host, "machine": _loads(machine or "{}"),
                "fioscope_version": fs_version,
                "fio_version": fio_version, "fio_path": fio_path, "started_at": started,
                "finished_at": finished, "cancelled": status == "cancelled",
                "settings": json.loads(settings), "units": UNITS, "tests": tests}
