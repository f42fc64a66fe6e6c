"""Typed errors that carry advice a person can act on."""
from __future__ import annotations

import re
from dataclasses import dataclass

from app.core.words import Msg


class FioscopeError(Exception):
    """Base error: `str(e)` is one line a user can read; `advice` says what to do."""

    def __init__(self, message: str, advice: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.advice = advice

    def one_line(self) -> str:
        """Message and advice on one line, whatever they quote: a line break or other
        control character in a path a user typed is shown escaped, never acted on."""
        return _escape_controls(f"{self.message}" + (f" ({self.advice})" if self.advice else ""))


def _escape_controls(text: str) -> str:
    return re.sub(r"[\x00-\x1f\x7f]", lambda m: m.group().encode("unicode_escape").decode("ascii"), text)


class InputError(FioscopeError):
    """Bad input from the user: reported before anything is written."""


class DeviceChanged(FioscopeError):
    """A device confirmed for a run is no longer that device (re-attached, replaced, resized,
    detached): the run stops before its next test, which is not started."""

    def __init__(self, message: str, advice: str = Msg("the run was stopped; its next test was not started")) -> None:
        super().__init__(message, advice)


class FioNotFound(FioscopeError):
    pass


class FioTooOld(FioscopeError):
    pass


@dataclass
class _Rule:
    pattern: str
    kind: str
    advice: Msg


# Checked in order against fio's stderr and notes; the first match names the cause.
_DIRECT_RULE = _Rule(r"O_DIRECT|support direct|Invalid argument", "direct_io_unsupported",
          Msg("this filesystem does not support direct I/O (tmpfs, some FUSE and network "
              "filesystems); choose another directory or run buffered (--buffered)"))
_RULES = [
    _Rule(r"Permission denied|Operation not permitted|EACCES|EPERM",
          "permission_denied",
          Msg("you lack permission for this target; choose a directory you can write to, "
              "or grant access to the device")),
    _Rule(r"No space left on device|ENOSPC|not enough space",
          "no_space",
          Msg("the target is full; free space or use a smaller --size")),
    _Rule(r"No such file or directory|ENOENT",
          "not_found",
          Msg("the target path does not exist")),
    _Rule(r"Read-only file system|EROFS",
          "read_only",
          Msg("the target is read-only; choose a writable directory")),
    _Rule(r"failed to (load|find) engine|engine .* not (loadable|supported)|"
          r"bad ioengine|unknown ioengine",
          "engine_unavailable",
          Msg("this I/O engine is not available here; pick another (e.g. psync)")),
    _Rule(r"Device or resource busy|EBUSY",
          "busy",
          Msg("the device is in use (mounted or held by another program)")),
]


class FioFailed(FioscopeError):
    """fio exited with an error; `stderr` holds its own words, `kind` the cause found."""

    def __init__(self, message: str, returncode: int = 1, stderr: str = "",
                 kind: str = "fio_error", advice: str = "", notes: list[str] | None = None):
        super().__init__(message, advice)
        self.returncode = returncode
        self.stderr = stderr
        self.kind = kind
        self.notes = list(notes or [])


class FioStalled(FioscopeError):
    """fio printed nothing for too long (fio < 3.42 can deadlock with --status-interval)."""


_CONFINED = _Rule(r"Read-only file system|EROFS|Permission denied|read-only mode",
                  "not_allowed",
                  Msg("this run may write only its own directory and the devices confirmed with "
                      "--destroy-data; a job file's files go in its own directory (relative names)"))


def classify_fio_failure(returncode: int, stderr: str, notes: list[str] | None = None,
                         direct: bool = False, confined: bool = False) -> FioFailed:
    """`confined`: fio ran read-only or in Fioscope's sandbox, so a refused write means the
    job reached for something the run may not write."""
    text = stderr + "\n" + "\n".join(notes or [])
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    # fio's first "fio: ..." or "err=" line is usually the cause; fall back to the last line.
    first = next((ln for ln in lines if ln.startswith("fio:") or "err=" in ln), lines[-1] if lines else "")
    # The wrapper could not confine fio (its own line says why): fio never ran, so no rule
    # about fio's target applies.
    sandbox = next((ln for ln in lines if "Fioscope's sandbox:" in ln), None)
    if sandbox is not None:
        # The wrapper's reason stays its English (said in the process that confines fio).
        head, _, why = sandbox.partition("Fioscope's sandbox: ")
        said = Msg("Fioscope's sandbox: %1", why) if head in ("", "fio: ") and why else sandbox.removeprefix("fio: ")
        return FioFailed(said, returncode, stderr, "sandbox", "", list(notes or []))
    if confined and re.search(_CONFINED.pattern, text, re.IGNORECASE):
        return FioFailed(Msg("fio failed: %1", first), returncode, stderr, _CONFINED.kind, _CONFINED.advice,
                         list(notes or []))
    # EINVAL on open is what O_DIRECT on tmpfs gives; it only means that for direct jobs.
    for rule in ([_DIRECT_RULE] if direct else []) + _RULES:
        if re.search(rule.pattern, text, re.IGNORECASE):
            return FioFailed(_failed(first, returncode), returncode, stderr, rule.kind, rule.advice, list(notes or []))
    return FioFailed(_failed(first, returncode), returncode,
                     stderr, "fio_error", Msg("see fio's messages under details"), list(notes or []))


def _failed(first: str, returncode: int) -> Msg:
    """fio's own first line as it wrote it, in a sentence of ours; its exit code when it said nothing."""
    return Msg("fio failed: %1", first) if first else Msg("fio failed: exit code %1", str(returncode))
