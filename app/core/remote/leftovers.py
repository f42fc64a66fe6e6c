"""What a run on fio servers left on a host, said and swept.

What a run will create on each host is noted before its first job (with its pid: a run killed
with SIGKILL leaves it noted). A run removes what it created on each host when it ends: its files (fio's filedelete), then
the directories fio made for them, deepest first (fio's dirdelete: rmdir, so never one that
holds anything). It then asks the host again (probe.probe_paths): whatever is still there, or
could not be asked about (the host gone), is reported naming host and path, and noted in
this user's data directory (remote/leftovers.json). The next run on that host, or
`fioscope hosts sweep HOST`, removes it first: a file only while it is still a regular file
(a link or directory put there since is left alone), a directory only while it is empty.

The note is trusted only when it is this user's own: the file and its directory owned by
the user, writable by no one else, never read through a link; another one is ignored with a
warning (it could name paths on a server for this user's run to delete).
"""
from __future__ import annotations

import json
import os
import tempfile
from dataclasses import asdict, dataclass, replace
from pathlib import Path

import psutil

from app.core.errors import FioscopeError
from app.core.fio.locate import FioBinary
from app.core.owned import data_dir, make_private_dir, trust_problem, trusted_file
from app.core.remote.hosts import Host
from app.core.words import Msg
from app.core.remote.probe import FILE, MISSING, OTHER, delete_paths, probe_paths

_O_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)


@dataclass(frozen=True)
class Leftover:
    host: str  # Host.name
    port: int
    path: str  # as the job named it (relative: the server's working directory)
    kind: str  # "file" or "dir"
    windows: bool = False
    pid: int = 0  # the process whose run is making it (noted before the run): 0 once that run ended

    @property
    def key(self) -> tuple[str, int]:
        return (self.host, self.port)

    @property
    def place(self) -> tuple[str, int, str, str]:
        return (self.host, self.port, self.path, self.kind)

    @property
    def live(self) -> bool:
        """Its run is still going (in this process, or another that runs): not to be swept."""
        return bool(self.pid) and (self.pid == os.getpid() or psutil.pid_exists(self.pid))


def ledger() -> Path:
    return data_dir() / "remote" / "leftovers.json"


def load() -> tuple[list[Leftover], str | None]:
    """(the noted leftovers, a warning when a note exists that is not trusted)."""
    path = ledger()
    try:
        fd = os.open(path, os.O_RDONLY | _O_NOFOLLOW | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        return [], None
    except OSError as e:
        return [], Msg("the note of files left on fio servers %1 cannot be read (%2): ignored", str(path),
                       str(e.strerror))
    with os.fdopen(fd, encoding="utf-8") as f:
        # the file, its directory and the ones above it: this user's, writable by no one else
        if trust_problem(path.parent, "the directory of the note of files left on fio servers") or \
                not trusted_file(os.fstat(f.fileno())):
            return [], Msg("the note of files left on fio servers %1 is not this user's own: ignored", str(path))
        try:
            items = [Leftover(**d) for d in json.load(f)]
        except (ValueError, TypeError) as e:
            return [], Msg("the note of files left on fio servers %1 is damaged (%2): ignored", str(path), str(e))
    return items, None


def save(items: list[Leftover]) -> None:
    """Replace the note (removed when nothing is left); its directory made 0700."""
    path = ledger()
    items = list(dict.fromkeys(items))
    try:
        if not items:
            path.unlink(missing_ok=True)
            return
        make_private_dir(path.parent)
        fd, tmp = tempfile.mkstemp(prefix=".leftovers-", suffix=".part", dir=path.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump([asdict(i) for i in items], f)
        os.replace(tmp, path)  # replaces a link planted under the name, never writes through it
    except OSError:
        pass  # the warning naming host and path was given; only the later sweep is lost


def remove(fio: FioBinary, host: Host, files: list[str], dirs: list[str], windows: bool,
           timeout: float) -> list[Leftover]:
    """Remove these files, then these directories (deepest first), on one host; what is
    still there afterwards (or could not be asked about)."""
    files, dirs = list(dict.fromkeys(files)), sorted(set(dirs), key=lambda d: -d.count("/"))
    everything = [Leftover(host.name, host.port, p, "file", windows) for p in files] + \
        [Leftover(host.name, host.port, d, "dir", windows) for d in dirs]
    if not everything:
        return []
    try:
        delete_paths(fio, host, files, windows, timeout, dirs)
        states = probe_paths(fio, host, files + dirs, windows, timeout)
    except FioscopeError:
        return everything
    return [x for x in everything if states.get(x.path) != MISSING]


def sweep(fio: FioBinary, hosts: list[Host], timeout: float) -> tuple[list[Leftover], list[str]]:
    """Remove what earlier runs left on these hosts: (what was removed, warnings)."""
    noted, warning = load()
    warnings = [warning] if warning else []
    keys = {h.key: h for h in hosts}
    mine = [x for x in noted if x.key in keys and not x.live]
    if not mine:
        return [], warnings
    removed: list[Leftover] = []
    still: list[Leftover] = []
    for key, host in keys.items():
        here = [x for x in mine if x.key == key]
        if not here:
            continue
        windows = here[0].windows
        try:  # a file only while it is still one: whatever took its name since is not the run's
            states = probe_paths(fio, host, [x.path for x in here if x.kind == "file"], windows, timeout)
        except FioscopeError:
            still += here
            continue
        files = [x.path for x in here if x.kind == "file" and states.get(x.path) == FILE]
        kept = [x for x in here if x.kind == "file" and states.get(x.path) == OTHER]
        unknown = [x for x in here if x.kind == "file" and states.get(x.path) not in (FILE, MISSING, OTHER)]
        warnings += [f"{host.label}: {x.path} is no longer a regular file: not removed, forgotten" for x in kept]
        left = remove(fio, host, files, [x.path for x in here if x.kind == "dir"], windows, timeout)
        still += left + unknown  # a path the host did not answer about stays noted
        removed += [x for x in here if x not in left and x not in kept and x not in unknown]
    save([x for x in noted if x not in mine] + still)
    return removed, warnings


def note(items: list[Leftover]) -> None:
    """Add to the note (a place noted again takes its new entry)."""
    if items:
        noted, _ = load()
        places = {x.place for x in items}
        save([x for x in noted if x.place not in places] + items)


def settle(keys: set[tuple[str, int]], still: list[Leftover]) -> None:
    """A run of this process on these hosts ended: its entries there are replaced by what is
    still there (no longer live: the next run there, or hosts sweep, removes them)."""
    noted, _ = load()
    kept = [x for x in noted if not (x.key in keys and x.pid == os.getpid())]
    places = {x.place for x in still}
    save([x for x in kept if x.place not in places] + [replace(x, pid=0) for x in still])
