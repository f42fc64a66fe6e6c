"""Devices handed to this user for a run are noted on disk until they are given back: a run
that was killed between grant and revoke would otherwise leave a disk readable or writable
by a user for good. The next raw-device run revokes what a dead run left behind, as the test
file of a crashed run is removed at the next start (testfile.remove_stale)."""
from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass
from pathlib import Path

import psutil

from app.core.store import default_path


@dataclass(frozen=True)
class Grant:
    path: str  # /dev/NAME
    write: bool  # grant-device (owner) or grant-read (an ACL entry)
    uid: int
    pid: int  # the run's process, with its start time: a reused pid is not the same run
    started: float


def _dir() -> Path:
    return default_path().parent / "grants"


def _started(pid: int) -> float | None:
    try:
        return psutil.Process(pid).create_time()
    except (psutil.Error, OSError):
        return None


def note(path: str, write: bool, uid: int) -> Path | None:
    """Record a grant before it is made; None when there is nowhere to record it (the run
    still goes ahead: the grant is taken back in the normal way)."""
    g = Grant(path, write, uid, os.getpid(), _started(os.getpid()) or 0.0)
    marker = _dir() / f"{g.pid}-{os.path.basename(path)}-{'rw' if write else 'r'}.json"
    try:
        marker.parent.mkdir(parents=True, exist_ok=True)
        tmp = marker.with_suffix(".tmp")
        tmp.write_text(json.dumps(asdict(g)))
        os.replace(tmp, marker)
    except OSError:
        return None
    return marker


def done(marker: Path | None) -> None:
    if marker is not None:
        try:
            marker.unlink()
        except FileNotFoundError:
            pass


def stale() -> list[tuple[Path, Grant]]:
    """Grants whose run is gone."""
    out = []
    try:
        markers = sorted(_dir().glob("*.json"))
    except OSError:
        return out
    for m in markers:
        try:
            g = Grant(**json.loads(m.read_text()))
        except (OSError, ValueError, TypeError):
            done(m)  # unreadable: nothing can be revoked from it
            continue
        alive = _started(g.pid) == g.started if g.started else psutil.pid_exists(g.pid)
        if not alive:
            out.append((m, g))
    return out
