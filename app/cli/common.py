"""What every `fioscope` command shares: exit codes, signal handling, output-path checks,
the history for a run, a run's last line, and the one duration format."""
from __future__ import annotations

import argparse
import os
import signal
import sys
import threading
from pathlib import Path
from typing import Any, Callable, NoReturn, cast

from app.core.atomic import check_output_path as check_kind
from app.core.units import fmt_duration  # noqa: F401 (the CLI's modules take it from here)
from app.core.units import parse_duration, parse_number
from app.core.errors import FioscopeError, InputError
from app.core.history.document import RunDoc
from app.core.history.store import RunStore, StoreError
from app.core.report.json_export import write_json_doc
from app.core.access.root_helper import MAX_READAHEAD_KB
from app.core.fio.cadence import AUTO
from app.core.session import PreparedRun, RunObserver, RunOptions, Session, open_history, unstored_words
from app.core.text_safe import printable

EXIT_INPUT = 2
EXIT_FAILED = 1
EXIT_CANCELLED = 130


class Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line and exit code 2."""

    def error(self, message: str) -> NoReturn:
        raise InputError(message)


# argparse `type=` helpers for every numeric option: the value is checked while the command
# line is read, so a NaN, an infinity, a negative or an absurd number ends in one line and
# exit 2 before anything runs (argparse turns ArgumentTypeError into Parser.error).
RUN_ID_MAX = (1 << 63) - 1  # SQLite's largest integer


def _typed(parse: Callable[[str], object], name: str) -> Callable[[str], object]:
    def check(text: str):
        try:
            return parse(text)
        except InputError as e:
            raise argparse.ArgumentTypeError(e.one_line()) from None
    check.__name__ = name  # argparse names a failed type by it
    return check


def whole(lo: int, hi: int) -> Callable[[str], object]:
    """A whole number lo..hi (a count, a queue depth, KiB, a run id)."""
    return _typed(lambda text: int(parse_number(text, lo, hi, whole=True)), "whole number")


def number(lo: float, hi: float, above: bool = False) -> Callable[[str], object]:
    """A finite number lo..hi; above: more than lo (a multiple, a factor)."""
    return _typed(lambda text: parse_number(text, lo, hi, above=above), "number")


def seconds(lo: float, hi: float) -> Callable[[str], object]:
    """A duration (10, 30s, 2m) lo..hi seconds."""
    def parse(text: str) -> float:
        value = parse_duration(text)
        if not lo <= value <= hi:
            raise InputError(f"{text!r} is out of range", f"give a duration from {lo:g} to {hi:g} seconds")
        return value
    return _typed(parse, "duration")


def wholes(lo: int, hi: int, what: str) -> Callable[[str], object]:
    """A comma list of whole numbers lo..hi, e.g. 1,2,4 (client counts, readahead values)."""
    def parse(text: str) -> tuple[int, ...]:
        try:
            values = tuple(int(parse_number(x, lo, hi, whole=True)) for x in str(text).split(",") if x.strip())
        except InputError as e:
            raise InputError(f"{what} {text!r}: {e.message}", e.advice) from None
        if not values:
            raise InputError(f"{what} {text!r}: no number", f"give whole numbers from {lo} to {hi}")
        return values
    return _typed(parse, "list")


def check_output_path(path: str) -> None:
    """Refuse, before any work, an output name that is (or links to) a device, FIFO, socket
    or directory, or whose directory cannot be written."""
    check_kind(path)
    # The temp file is made beside the name itself (a link's own directory, not its target's).
    out_dir = Path(os.path.abspath(path)).parent
    if not out_dir.is_dir() or not os.access(out_dir, os.W_OK):
        raise InputError(f"cannot write {path}: {out_dir} is not a writable directory")


class SignalGuard:
    """Ctrl+C and a polite kill stop fio and remove the test file; a second one kills fio at once.

    Nothing that can block runs in signal context. Python runs a handler on the main thread
    between two bytecodes, possibly while that thread holds a lock (the suite's, a thread's
    start-up lock, an Event's condition); a handler taking the same lock hangs the process
    for good, as a second Ctrl+C did when the handler called cancel() itself. So the C-level
    handler only writes the signal number to a pipe (signal.set_wakeup_fd), and a watcher
    thread started beforehand acts on it: the first signal starts `cancel` on a thread of its
    own (SIGTERM to fio, SIGKILL after the grace period), every later one calls `kill`
    (lock-free SIGKILL of fio's process group) so the run ends at once. Once a signal has
    come, later ones are ignored until the process exits: the run is over and only its
    report is left to print (a KeyboardInterrupt there would lose it)."""

    SIGNALS = (signal.SIGINT, signal.SIGTERM)

    def __init__(self, cancel: Callable[[], None], kill: Callable[[], None] | None = None) -> None:
        self.cancel, self.kill = cancel, kill or cancel
        self.count = 0
        self.received = False  # set by the Python-level handler: a plain store, no lock
        self.previous: dict = {}
        self._old_wakeup = -1
        self._pipe: tuple[int, int] | None = None

    def install(self) -> SignalGuard:
        if threading.current_thread() is not threading.main_thread():
            return self  # signal handlers can only be set from the main thread
        r, w = os.pipe()
        os.set_blocking(w, False)  # a full pipe drops the byte instead of blocking the handler
        self._pipe = (r, w)
        threading.Thread(target=self._watch, args=(r,), name="fioscope-signals", daemon=True).start()
        self._old_wakeup = signal.set_wakeup_fd(w, warn_on_full_buffer=False)
        for sig in self.SIGNALS:
            # The Python-level handler only notes it: the wakeup fd already carries the signal.
            self.previous[sig] = signal.signal(sig, self._note)
        return self

    def _note(self, signum, frame) -> None:
        self.received = True

    def restore(self) -> None:
        if self._pipe is None:
            return
        if not (self.received or self.count):
            for sig, handler in self.previous.items():
                signal.signal(sig, handler)
        else:
            # Cancelled: later signals are ignored until the process exits. SIG_IGN, not a
            # Python handler: interpreter shutdown resets Python handlers to the default, and a
            # late Ctrl+C or kill then ended the process by the signal instead of exit 130.
            for sig in self.SIGNALS:
                signal.signal(sig, signal.SIG_IGN)
        signal.set_wakeup_fd(self._old_wakeup)
        os.close(self._pipe[1])  # the watcher reads end-of-file and stops
        self._pipe = None

    def _watch(self, r: int) -> None:
        try:
            while True:
                data = os.read(r, 64)
                if not data:
                    return
                for sig in data:
                    if sig not in self.SIGNALS:
                        continue
                    self.count += 1
                    if self.count == 1:
                        threading.Thread(target=self.cancel, name="fioscope-cancel", daemon=True).start()
                    else:
                        self.kill()
        finally:
            os.close(r)


def cancel_on_signals(cancel: Callable[[], None], kill: Callable[[], None] | None = None) -> SignalGuard:
    """Until restore_signals(): the first SIGINT/SIGTERM calls `cancel`, later ones `kill`."""
    return SignalGuard(cancel, kill).install()


def restore_signals(previous: SignalGuard) -> None:
    previous.restore()


def open_store_for_run(no_store: bool = False) -> tuple[RunStore | None, FioscopeError | None]:
    """The history for a run about to start. One that cannot be opened (full, read-only,
    unwritable) does not stop the run: it runs unstored and says so at the end."""
    if no_store:
        return None, None
    store, error = open_history()
    if error is not None:
        print(f"warning: {printable(unstored_words(error))}", file=sys.stderr)
    return store, error


def not_stored_line(run_id: int | None, store_error: FioscopeError) -> str:
    if run_id is None:
        return f"the results above were not stored: {store_error.one_line()}"
    return f"run {run_id} was stored only up to the failure: {store_error.one_line()}"


def run_exit(res, store_error: FioscopeError | None, cancelled: str) -> int:
    """The last line of a run and its exit code: 130 cancelled, 1 when fio or the history
    failed (the results were printed and written all the same), 0 otherwise. fio's error
    line may quote a job file's names: shown escaped (printable), never acted on."""
    error = getattr(res, "error", None)
    if store_error is not None and (res.cancelled or error):
        print(f"warning: {printable(not_stored_line(res.run_id, store_error))}", file=sys.stderr)
    if res.cancelled:
        print(f"fioscope: {cancelled}", file=sys.stderr)
        return EXIT_CANCELLED
    if error:
        print(f"fioscope: {printable(error.one_line())}", file=sys.stderr)
        return EXIT_FAILED
    if store_error is not None:
        print(f"fioscope: {printable(not_stored_line(res.run_id, store_error))}", file=sys.stderr)
        return EXIT_FAILED
    return 0


def print_stored(res, store_error: FioscopeError | None, store: RunStore | None = None, see: str = "") -> None:
    """Where the run is kept, or that it is not (stopped at once, before any result: session.py)."""
    if getattr(res, "discarded", False):
        print("stopped before any test had a result: the run was not kept in the history", file=sys.stderr)
    elif res.run_id is not None and store_error is None:
        where = f" in {store.path}" if store is not None else ""
        print(f"stored as run {res.run_id}{where}{see.format(run=res.run_id)}", file=sys.stderr)


def finish_run(res, doc: RunDoc | dict[str, Any], store: RunStore | None, store_error: FioscopeError | None,
               json_out: str | None, cancelled: str, see: str = "") -> int:
    """The end every run command shares: where it was stored (see: where to look next), the
    --json file (the same document the tables were printed from), then run_exit's last line
    and exit code."""
    store_error = store_error or res.store_error
    print_stored(res, store_error, store, see)
    if json_out:
        if res.run_id is not None and store_error is None and store is not None:
            try:  # a long run keeps its samples in memory at a coarser step: the store has every one
                from app.core.history.sample_rows import with_stored_samples  # deferred: numpy, ~0.07 s a command
                doc = with_stored_samples(dict(doc), dict(store.load_run(res.run_id)))
            except StoreError:
                pass
        write_json_doc(cast(RunDoc, doc), json_out)  # a run's document and its kind's own sections
        print(f"results written to {json_out}", file=sys.stderr)
    return run_exit(res, store_error, cancelled)


def add_cache_options(p: argparse.ArgumentParser, store: bool = True) -> None:
    """The run options every run command takes: the cache controls, the drive check, the history."""
    p.add_argument("--drop-caches", action="store_true",
                   help="before each test: drop the page cache (a raw device: its buffer cache); needs root, "
                        "asked for through pkexec or sudo")
    p.add_argument("--readahead", type=whole(0, MAX_READAHEAD_KB), default=None, metavar="KB",
                   help="the target device's readahead during the run; the old value comes back afterwards")
    p.add_argument("--no-check", action="store_true",
                   help="skip the drive checklist's warnings before the run (see fioscope check)")
    if store:
        p.add_argument("--no-store", action="store_true", help="do not keep this run in the history")


def run_options(args: argparse.Namespace, interval: float | None = AUTO) -> RunOptions:
    """The RunOptions of a command given add_cache_options."""
    return RunOptions(interval=interval, readahead_kb=args.readahead, drop_caches=args.drop_caches,
                      check_drive=not args.no_check, store=not getattr(args, "no_store", False))


class Printer(RunObserver):
    """What every run command prints on stderr before and while it runs."""

    def stalled(self, seconds: float) -> None:
        print(f"warning: fio has printed nothing for {seconds:.0f} s (laying out the test file, or hung); "
              "Ctrl+C stops it", file=sys.stderr)

    def drive_warnings(self, lines: list[str]) -> None:
        for line in lines:
            print(f"warning: {printable(line)}", file=sys.stderr)

    def readahead(self, device: str, old_kb: int | None, new_kb: int) -> None:
        print(f"readahead of {device}: {old_kb} -> {new_kb} KiB for this run", file=sys.stderr)

    def event(self, text: str) -> None:
        print(printable(text), file=sys.stderr, flush=True)


def run_session(prepared: PreparedRun, observer: RunObserver) -> Session:
    """Start a run of any kind: its notices first, then the session, Ctrl+C stopping it."""
    session = Session(prepared, observer)  # its notices are complete once the history took the run
    for notice in prepared.notices:
        print(f"{notice.level}: {printable(notice.text)}", file=sys.stderr)
    previous = cancel_on_signals(session.cancel, session.kill)
    try:
        session.run()
    finally:
        restore_signals(previous)
    return session


def command(sub, name: str, examples: tuple[str, ...], **kwargs) -> argparse.ArgumentParser:
    """A subcommand whose --help ends with real examples; tests/cli/test_cli_help.py parses
    each of them with the real parser."""
    return sub.add_parser(name, epilog="examples:\n" + "\n".join(f"  {e}" for e in examples),
                          formatter_class=argparse.RawDescriptionHelpFormatter, **kwargs)
