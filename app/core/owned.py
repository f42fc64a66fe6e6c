"""Where Fioscope keeps its own files, and the test that no output name replaces one.

`fioscope report last -o ~/.local/share/fioscope/runs.sqlite` once replaced the run
history with a report (its runs were lost). An output (report, export, --json,
--save-job, anything written through app.core.atomic) is therefore refused when its name
is, links to, or is another name of:
- anything in Fioscope's data directory: the run history (runs.sqlite and its -wal, -shm
  and -journal siblings, the damaged copies kept beside it), the notes of test files and
  device grants;
- anything inside a run's private directory (fioscope-test-PID-XXXX.d, which holds the
  running test file), or a name Fioscope gives its test files.
Names are compared as given and with links and ".." resolved, and files and directories
by device and inode as well: another spelling, a bind mount or a hard link of the history
is refused like the history itself.

Kept free of the store's imports: app.core.atomic uses it, and the store writes through
app.core.atomic.
"""
from __future__ import annotations

import os
import re
import shutil
import stat
import sys
from pathlib import Path

import psutil

DB_NAME = "runs.sqlite"
TEST_PREFIX = "fioscope-test-"  # the names app.core.targets.testfile gives (it takes them from here)
# The names testfile gives: a test file (fioscope-test-PID.tmp in a run's private directory,
# fioscope-test-PID-HEX.tmp on a fio server) and a private directory (is_private_dir's rule).
_TEST_FILE = re.compile(re.escape(TEST_PREFIX) + r"\d+(-[0-9a-f]+)?\.tmp")
_WALK_LIMIT = 10_000  # entries of the data directory read for their inodes; it holds a few dozen


def data_dir() -> Path:
    """Fioscope's data directory: $FIOSCOPE_DATA_DIR, else the platform's place for it."""
    override = os.environ.get("FIOSCOPE_DATA_DIR")
    if override:
        return Path(override)
    if sys.platform == "win32":
        return Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming") / "Fioscope"
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share") / "fioscope"


def make_private_dir(path: str | os.PathLike) -> Path:
    """Make one of Fioscope's own directories (the data directory, testfiles/, grants/) and
    its missing parents 0700 whatever the umask (mkdir's mode is masked by it: under umask
    000 they came out world-writable). An existing directory is left as it is: whether it may
    be trusted is trust_problem's question."""
    path = Path(path)
    missing = []
    p = path
    while not os.path.lexists(p) and p.parent != p:
        missing.append(p)
        p = p.parent
    for d in reversed(missing):
        try:
            os.mkdir(d, 0o700)
        except FileExistsError:
            continue  # made meanwhile by someone else: trust_problem judges it
        if hasattr(os, "fchmod"):
            fd = os.open(d, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC)
            try:
                os.fchmod(fd, 0o700)
            finally:
                os.close(fd)
    return path


def trust_problem(directory: str | os.PathLike, what: str = "Fioscope's data directory") -> str | None:
    """Why a directory of Fioscope's own (its data directory, testfiles/) may not be trusted,
    or None: it must belong to this user and be writable by no one else, and so must every
    directory above it that could rename it away (root's aside; a sticky one, as /tmp, lets
    no one rename what is not theirs). OpenSSH's StrictModes, for the same reason: what is
    in a directory another user can write is that user's to choose."""
    if not hasattr(os, "geteuid"):
        return None  # Windows: the profile's ACLs decide
    uid = os.geteuid()
    try:
        st = os.stat(directory)
    except OSError as e:
        return f"{what} {directory} cannot be read: {e.strerror}"
    if not stat.S_ISDIR(st.st_mode):
        return f"{what} {directory} is not a directory"
    if st.st_uid != uid:
        return f"{what} {directory} belongs to another user (uid {st.st_uid}, you are {uid})"
    if st.st_mode & 0o022:
        return f"{what} {directory} is writable by others (mode {stat.S_IMODE(st.st_mode):04o})"
    up = os.path.dirname(os.path.realpath(directory))
    while True:
        try:
            ast = os.stat(up)
        except OSError:
            return None
        if ast.st_uid not in (0, uid) or (ast.st_mode & 0o022 and not ast.st_mode & stat.S_ISVTX):
            return (f"{what} {directory} is inside {up}, which "
                    + (f"belongs to another user (uid {ast.st_uid})" if ast.st_uid not in (0, uid)
                       else f"others may write (mode {stat.S_IMODE(ast.st_mode):04o})"))
        if os.path.dirname(up) == up:
            return None
        up = os.path.dirname(up)


def trusted_file(st: os.stat_result) -> bool:
    """A note or record Fioscope may act on: a regular file of this user that no one else
    may write (a forged note must not make root remove what it names)."""
    if not hasattr(os, "geteuid"):
        return stat.S_ISREG(st.st_mode)  # Windows: no owner or mode bits here; the profile's ACLs decide
    return stat.S_ISREG(st.st_mode) and st.st_uid == os.geteuid() and not st.st_mode & 0o022


_CONTROLS = re.compile("[\x00-\x1f\x7f-\x9f]")


def shown_name(path: str | os.PathLike) -> str:
    """A file name as the OS holds it, made safe to print on any locale: bytes that are not
    UTF-8 as \\xNN (never a lone surrogate, which a UTF-8 terminal cannot be sent), control
    characters escaped."""
    text = os.fsencode(path).decode("utf-8", "backslashreplace")
    return _CONTROLS.sub(lambda m: m.group().encode("unicode_escape").decode("ascii"), text)


def not_utf8(path: str | os.PathLike) -> bool:
    """A name that is not UTF-8: Fioscope's history stores names as text, and reports show
    them; such a name is refused in one line (shown_name) before anything is made."""
    try:
        os.fsencode(path).decode("utf-8")
    except UnicodeDecodeError:
        return True
    return False


def is_private_dir_name(name: str) -> bool:
    return name.startswith(TEST_PREFIX) and name.endswith(".d")


def _inside(path: str, directory: str) -> bool:
    path, directory = os.path.normcase(path), os.path.normcase(directory)
    return path == directory or path.startswith(directory.rstrip(os.sep) + os.sep)


def _ident(path: str, follow: bool) -> tuple[int, int] | None:
    try:
        st = os.stat(path, follow_symlinks=follow)
    except (OSError, ValueError):
        return None
    return st.st_dev, st.st_ino


def _owned_inodes(root: str) -> tuple[set, set]:
    """(dev, ino) of the history and its siblings, and of everything else in the data
    directory (its directories included), read without following a link."""
    history, others = set(), set()
    todo, seen = [root], 0
    while todo and seen < _WALK_LIMIT:
        top = todo.pop()
        ident = _ident(top, False)
        if ident is None:
            continue
        others.add(ident)
        try:
            entries = list(os.scandir(top))
        except OSError:
            continue
        for e in entries:
            seen += 1
            try:
                st = e.stat(follow_symlinks=False)
            except OSError:
                continue
            if stat.S_ISDIR(st.st_mode):
                todo.append(e.path)
            elif top == root and e.name.startswith(DB_NAME):
                history.add((st.st_dev, st.st_ino))
            else:
                others.add((st.st_dev, st.st_ino))
    return history, others


def owned_reason(path: str | os.PathLike) -> str | None:
    """Why `path` must not be written as an output (it names one of Fioscope's own files),
    or None."""
    absolute = os.path.abspath(os.fspath(path))
    spellings = dict.fromkeys((absolute, os.path.realpath(absolute)))
    data = data_dir()
    data_spellings = dict.fromkeys((os.path.abspath(data), os.path.realpath(data)))
    history_name = os.path.normcase(DB_NAME)
    for s in spellings:
        link = "a link to " if s != absolute and os.path.islink(absolute) else ""
        for d in data_spellings:
            if _inside(s, d):
                in_top = os.path.normcase(os.path.dirname(s)) == os.path.normcase(d)
                name = os.path.normcase(os.path.basename(s))
                if in_top and name == history_name:
                    return f"it is {link}Fioscope's run history"
                if in_top and name.startswith(history_name):
                    return f"it is {link}a file of Fioscope's run history {data / DB_NAME}"
                return f"it is {link}in Fioscope's data directory {data}"
        parts = Path(s).parts
        for i, part in enumerate(parts):
            if is_private_dir_name(part):
                return f"it is {link}inside {Path(*parts[:i + 1])}, a Fioscope run's private directory"
        if _TEST_FILE.fullmatch(os.path.basename(s)):
            return f"it is {link}named like a Fioscope test file"
    # Another name of the same file or directory: a hard link, a bind mount.
    history, others = _owned_inodes(os.path.realpath(data))
    if not history and not others:
        return None
    for ident in filter(None, (_ident(absolute, False), _ident(absolute, True))):
        if ident in history:
            return f"it is another name of Fioscope's run history {data / DB_NAME}"
        if ident in others:
            return f"it is another name of a file in Fioscope's data directory {data}"
    parent = os.path.dirname(os.path.realpath(absolute))
    while True:
        if _ident(parent, True) in others:
            return f"it is in Fioscope's data directory {data}, by another name"
        up = os.path.dirname(parent)
        if up == parent:
            return None
        parent = up


def sweep_dead_pid_dirs(root: str, prefixes: tuple[str, ...]) -> None:
    """Remove this user's directories in `root` named PREFIX + PID (+ "-..."), PREFIX one of
    `prefixes`, whose process no longer runs: what a process killed before its cleanup (SIGKILL,
    a crash) left. Only real directories of this user; never a link, never a running pid's (a
    pid now taken by another process keeps its directory until that one ends)."""
    try:
        names = os.listdir(root)
    except OSError:
        return
    for name in names:
        prefix = next((p for p in prefixes if name.startswith(p)), None)
        if prefix is None:
            continue
        pid = name[len(prefix):].partition("-")[0]
        if not pid.isdigit() or int(pid) == os.getpid() or psutil.pid_exists(int(pid)):
            continue
        path = os.path.join(root, name)
        try:
            st = os.lstat(path)
        except OSError:
            continue
        mine = st.st_uid == os.getuid() if hasattr(os, "getuid") else True  # Windows: a per-user %TEMP%
        if stat.S_ISDIR(st.st_mode) and mine:
            shutil.rmtree(path, ignore_errors=True)  # rmtree never follows a link inside it either
