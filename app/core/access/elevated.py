"""Elevated fio runs: on Windows only fio is run as administrator, never the app.

Windows opens `\\\\.\\PhysicalDriveN` only for administrators and has no way to hand one
device to a user (Linux's grant-device). So when a raw-device run needs it, the app writes a
request into a fresh private folder and starts `fioscope --elevated-runner DIR` through UAC
(ShellExecuteEx, verb "runas": the user sees the consent prompt). The runner, as
administrator:
  - accepts only the fio options Fioscope itself writes, and a few more common in job
    files (nothing that runs a command, loads a library or writes a log file somewhere),
    and only raw devices as filename=; a job file comes as its resolved jobs,
  - re-checks the safety policy for every device a job writes (no system, mounted, swap
    or held disk), whatever the request says,
  - starts the bundled fio with its output going to DIR/stdout and DIR/stderr,
  - stops fio when DIR/cancel appears or when the app that asked is gone, and
  - writes DIR/exit.json with fio's exit code (or why it refused).
The app reads DIR/stdout as it grows: the same JSON stream a pipe would carry. A normal
process may not signal an elevated one, hence the cancel file.

The protocol is the same on every platform; the tests run it unelevated on Linux with the
real fio (`launch_plain`), so only the UAC call itself is Windows-only.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from typing import IO, Callable

from app.core.errors import FioscopeError, InputError
from app.core.target_kind import device_name, is_device_name
from app.core.fio import procguard
from app.core.fio.jobfile import FioJob, command_line, load_jobfile
from app.core.fio.jobspec import JobSpec
from app.core.targets import discover as discover_targets
from app.core.targets.safety import find_disk, in_use_reason, refusal_reason
from app.core.words import Msg

REQUEST, STDOUT, STDERR, CANCEL, EXIT = "request.json", "stdout", "stderr", "cancel", "exit.json"
POLL_S = 0.1

# Options Fioscope's own jobs use (jobspec.to_argv, presets, plans, steady state). Anything
# else is refused: fio can run commands (exec_prerun, ioengine=exec), load libraries
# (ioengine=external) and write files (write_*_log, output), all as administrator here.
ALLOWED_OPTIONS = frozenset({
    "output-format", "status-interval", "eta", "name", "filename", "ioengine", "rw", "bs",
    "bssplit", "rwmixread", "iodepth", "numjobs", "direct", "size", "offset", "runtime",
    "time_based", "ramp_time", "thread", "norandommap", "randrepeat", "loops", "end_fsync",
    "invalidate", "group_reporting", "percentile_list", "steadystate", "ss", "ss_dur",
    "ss_ramp", "fallocate", "allow_file_create", "iodepth_batch_submit",
    "iodepth_batch_complete_max", "refill_buffers", "zero_buffers", "buffer_compress_percentage",
    "random_distribution", "rate_iops", "rate",
    # also found in users' job files (a job file runs elevated as its resolved options)
    "readwrite", "rwmixwrite", "blocksize", "bsrange", "blocksize_range", "stonewall",
    "wait_for", "new_group", "startdelay", "cpus_allowed", "description",
    "iodepth_low", "io_size", "number_ios", "rate_process", "verify", "do_verify", "verify_fatal",
    "bs_unaligned", "random_generator", "readonly",
})
ALLOWED_ENGINES = frozenset({"windowsaio", "psync", "sync", "pvsync", "pvsync2", "libaio",
                             "io_uring", "posixaio"})


@dataclass(frozen=True)
class Request:
    args: list[str]  # fio's arguments, without the binary: the runner uses its own fio
    parent_pid: int  # the runner stops fio when this process is gone
    # Devices whose destruction the user confirmed with the token. Empty: fio runs with
    # --readonly, so no reading of the options decides whether anything is written.
    write_devices: tuple[str, ...] = ()


def check_args(args: list[str]) -> tuple[list[str], list[str]]:
    """(devices the run opens, devices it writes); InputError for anything else.

    The arguments may hold several jobs (a job file's, as `fio --showcmd` resolves it): each
    --name starts a job, options before the first are global, and every job is checked with
    the global options it inherits, so one job's read cannot hide another's write."""
    glob: dict[str, str | None] = {}
    jobs: list[dict[str, str | None]] = []
    for a in args:
        if not a.startswith("--"):
            raise InputError(f"elevated runs take options only, not {a!r}",
                             "run a job file from an administrator prompt instead")
        key, eq, value = a[2:].partition("=")
        if key not in ALLOWED_OPTIONS:
            raise InputError(f"option --{key} is not allowed in an elevated run",
                             "run this job from an administrator prompt instead")
        if key == "ioengine" and value not in ALLOWED_ENGINES:
            raise InputError(f"ioengine={value} is not allowed in an elevated run")
        if key == "name":
            jobs.append(dict(glob))
        (jobs[-1] if jobs else glob)[key] = value if eq else None
    opened: list[str] = []
    written: list[str] = []
    for opts in jobs or [glob]:
        if not opts.get("filename"):
            raise InputError("an elevated run needs a raw device as filename= in every job")
        # The job file's own reading of filename= (a ':' list, Windows' ':' escaped) and of writes.
        job = FioJob("", tuple(opts.items()))
        devices = job.paths("")
        for part in devices:
            # a whole disk only (PhysicalDriveN), not a volume (\\.\C:)
            if not is_device_name(part) or (part.startswith("\\\\.\\") and
                                            not device_name(part).lower().startswith("physicaldrive")):
                raise InputError(f"elevated runs open raw devices only, not {part!r}")
        opened += [d for d in devices if d not in opened]
        if job.writes:
            written += [d for d in devices if d not in written]
    return opened, written


def launch_elevated(argv: list[str], spec: JobSpec, fio_path: str,
                    write_devices: tuple[str, ...]) -> tuple[list[str], ElevatedProcess]:
    """FioRunner's launcher for a raw device on Windows: the elevated runner takes options
    only, so a job file goes as its resolved jobs."""
    argv = jobfile_as_options(argv, fio_path) if spec.jobfile else argv
    return argv, ElevatedProcess(argv, write_devices=write_devices)


def jobfile_as_options(argv: list[str], fio_path: str) -> list[str]:
    """A job-file run (fio's options, then the file) as options only, which is what the runner
    accepts: the jobs as fio itself resolves them (`--showcmd`), one --name each."""
    return argv[:-1] + command_line(load_jobfile(argv[-1], fio_path))


def recheck(written: list[str], discover: Callable | None = None) -> None:
    """The safety policy, again, as administrator: a request file could have been changed."""
    if not written:
        return
    inv = (discover or discover_targets)()
    for d in written:
        reason = refusal_reason(find_disk(inv, d))
        if reason:
            raise InputError(f"refusing to write to {d}: {reason}")


# -- the elevated side ------------------------------------------------------------------
def serve(workdir: str, discover: Callable | None = None) -> int:
    """Run one request; the exit file is written in every case."""
    def finish(doc: dict) -> None:
        # "x": never follow or reuse a file someone else put there
        with open(os.path.join(workdir, EXIT), "x", encoding="utf-8") as f:
            f.write(json.dumps(doc))

    try:
        with open(os.path.join(workdir, REQUEST), encoding="utf-8") as f:
            raw = json.load(f)
        req = Request([str(a) for a in raw["args"]], int(raw["parent_pid"]),
                      tuple(str(d) for d in raw.get("write_devices", ())))
        opened, _ = check_args(req.args)
        if req.write_devices:
            # No namespace on Windows: a run that may write opens confirmed devices only,
            # so a write this check misreads can still only reach one of them.
            stray = [d for d in opened if d not in req.write_devices]
            if stray:
                raise InputError(f"a run that writes may open only the confirmed devices, not {stray[0]}",
                                 "confirm it too, or read it in a run of its own")
            recheck(list(req.write_devices), discover)
        elif "--readonly" not in req.args:
            req = Request(["--readonly", *req.args], req.parent_pid)
        fio = _bundled_fio()
    except (InputError, FioscopeError, OSError, ValueError, KeyError, TypeError) as e:
        msg = e.one_line() if isinstance(e, FioscopeError) else f"bad request: {e}"
        finish({"refused": msg})
        return 2
    with open(os.path.join(workdir, STDOUT), "xb") as out, open(os.path.join(workdir, STDERR), "xb") as err:
        proc = subprocess.Popen([fio, *req.args], stdin=subprocess.DEVNULL, stdout=out, stderr=err,
                                cwd=workdir, **procguard.popen_kwargs())
        procguard.adopt(proc)
        stopping = False
        while proc.poll() is None:
            if not stopping and (os.path.exists(os.path.join(workdir, CANCEL)) or not _alive(req.parent_pid)):
                stopping = True
                procguard.stop(proc, 5.0)
            time.sleep(POLL_S)
    finish({"rc": proc.returncode, "cancelled": stopping})
    return 0


def _bundled_fio() -> str:
    """Only the fio that ships with Fioscope runs elevated, never one named by the caller."""
    from app.paths import bundled_fio
    path = bundled_fio()
    if not path.is_file():
        raise FioscopeError(Msg("the bundled fio is missing (%1)", str(path)), Msg("reinstall Fioscope"))
    return str(path)


def _alive(pid: int) -> bool:
    import psutil
    return psutil.pid_exists(pid)


def main(argv: list[str]) -> int:
    if len(argv) != 1 or not os.path.isdir(argv[0]):
        print("usage: fioscope --elevated-runner DIR", file=sys.stderr)
        return 2
    return serve(argv[0])


# -- the app's side ---------------------------------------------------------------------
def runner_command() -> list[str]:
    if getattr(sys, "frozen", False):
        return [sys.executable, "--elevated-runner"]
    return [sys.executable, "-I", "-m", "app", "--elevated-runner"]


class _Started:
    """What a launcher returns: a way to tell whether the runner process has ended."""

    def __init__(self, poll: Callable[[], int | None], close: Callable[[], object] = lambda: None) -> None:
        self.poll, self.close = poll, close


def launch_plain(cmd: list[str], workdir: str) -> _Started:
    """Start the runner as this user: the tests, and wherever the user already may."""
    proc = subprocess.Popen(cmd + [workdir], stdin=subprocess.DEVNULL)
    return _Started(proc.poll, lambda: proc.wait())


def shellexecuteinfo_type():
    """SHELLEXECUTEINFOW with explicit Win64 field sizes (DWORD is 4 bytes there, unlike
    ctypes' c_ulong on Linux), so the layout test can compare it with the real header."""
    import ctypes
    u32, ptr, wstr = ctypes.c_uint32, ctypes.c_void_p, ctypes.c_wchar_p

    class SHELLEXECUTEINFOW(ctypes.Structure):
        _fields_ = [("cbSize", u32), ("fMask", u32), ("hwnd", ptr), ("lpVerb", wstr), ("lpFile", wstr),
                    ("lpParameters", wstr), ("lpDirectory", wstr), ("nShow", ctypes.c_int),
                    ("hInstApp", ptr), ("lpIDList", ptr), ("lpClass", wstr), ("hkeyClass", ptr),
                    ("dwHotKey", u32), ("hIconOrMonitor", ptr), ("hProcess", ptr)]
    return SHELLEXECUTEINFOW


def launch_runas(cmd: list[str], workdir: str) -> _Started:  # pragma: no cover - Windows only
    """Start the runner elevated through UAC; FioscopeError when the user says no."""
    import ctypes

    SHELLEXECUTEINFOW = shellexecuteinfo_type()
    SEE_MASK_NOCLOSEPROCESS, SEE_MASK_NOASYNC, SW_HIDE, ERROR_CANCELLED = 0x40, 0x100, 0, 1223
    info = SHELLEXECUTEINFOW(cbSize=ctypes.sizeof(SHELLEXECUTEINFOW),
                             fMask=SEE_MASK_NOCLOSEPROCESS | SEE_MASK_NOASYNC, lpVerb="runas",
                             lpFile=cmd[0], lpParameters=subprocess.list2cmdline(cmd[1:] + [workdir]),
                             nShow=SW_HIDE)
    shell32 = ctypes.WinDLL("shell32", use_last_error=True)  # type: ignore[attr-defined]  # ctypes' Windows-only name: typeshed has it for win32 only
    k32 = ctypes.WinDLL("kernel32", use_last_error=True)  # type: ignore[attr-defined]  # ctypes' Windows-only name: typeshed has it for win32 only
    shell32.ShellExecuteExW.argtypes = [ctypes.POINTER(SHELLEXECUTEINFOW)]
    k32.GetExitCodeProcess.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint32)]
    k32.CloseHandle.argtypes = [ctypes.c_void_p]
    if not shell32.ShellExecuteExW(ctypes.byref(info)):
        err = ctypes.get_last_error()  # type: ignore[attr-defined]  # ctypes' Windows-only name: typeshed has it for win32 only
        if err == ERROR_CANCELLED:
            raise FioscopeError(Msg("administrator rights were refused at the UAC prompt"),
                                Msg("Windows opens raw disks only for administrators; test a folder on the disk "
                                    "instead, or accept the prompt"))
        raise FioscopeError(Msg("cannot start the elevated runner: %1", ctypes.FormatError(err)))  # type: ignore[attr-defined]  # ctypes' Windows-only name: typeshed has it for win32 only
    handle = ctypes.c_void_p(info.hProcess)
    code = ctypes.c_uint32()
    STILL_ACTIVE = 259

    def poll() -> int | None:
        if not k32.GetExitCodeProcess(handle, ctypes.byref(code)):
            return 1
        return None if code.value == STILL_ACTIVE else code.value
    return _Started(poll, lambda: k32.CloseHandle(handle))


def is_admin() -> bool:
    if sys.platform == "win32":  # pragma: no cover - Windows only
        import ctypes
        return bool(ctypes.windll.shell32.IsUserAnAdmin())
    return os.geteuid() == 0


def elevation_notice(path: str, write: bool = True) -> str | None:
    """What the user will be asked before a raw-device run, or None when nothing is."""
    if sys.platform == "win32":
        return None if is_admin() else \
            Msg("Windows will ask for administrator rights: only fio runs elevated, for this run only")
    if os.geteuid() == 0 or os.access(path, os.R_OK | (os.W_OK if write else 0)):
        return None
    if not write:
        reason = _in_use(path)
        if reason:  # the root helper refuses it: say so before the run, not after
            return Msg("your user cannot be given raw read access to %1: %2; test a directory on it, or run the raw "
                       "read as root", path, reason)
        return Msg("your user may read %1 for this run only (never write it); %2 or %3 may ask for a password",
                   path, "pkexec", "sudo")
    return Msg("%1 is handed to your user for this run only; %2 or %3 may ask for a password", path, "pkexec", "sudo")


def _in_use(path: str) -> str | None:
    try:
        return in_use_reason(find_disk(discover_targets(), path))
    except (FioscopeError, OSError):
        return None


def read_notes(path: str) -> list[str]:
    """What a user is told before a run that only reads this raw device."""
    notice = elevation_notice(path, False)
    return [Msg("reading %1 directly (raw device, read-only: nothing is written)", path)] + ([notice] if notice else [])


class _Tail:
    """A growing file read like a pipe: read1 blocks until bytes arrive or the runner ends."""

    def __init__(self, path: str, ended: Callable[[], bool]) -> None:
        self._path, self._ended = path, ended
        self._f: IO[bytes] | None = None

    def read1(self, n: int = 1 << 20) -> bytes:
        while True:
            if self._f is None and os.path.exists(self._path):
                self._f = open(self._path, "rb")
            ended = self._ended()  # asked before reading: no bytes are missed at the end
            if self._f is not None:
                data = self._f.read(n)
                if data:
                    return data
            if ended:
                return b""
            time.sleep(POLL_S)

    read = read1

    def close(self) -> None:
        if self._f is not None:
            self._f.close()


class ElevatedProcess:
    """fio run by the elevated runner, looking to FioRunner like a subprocess.Popen."""

    def __init__(self, argv: list[str], launch: Callable[[list[str], str], _Started] | None = None,
                 runner: list[str] | None = None, write_devices: tuple[str, ...] = ()) -> None:
        self.dir = tempfile.mkdtemp(prefix="fioscope-elevated-")
        self.pid = -1
        self.returncode: int | None = None
        self.error: FioscopeError | None = None
        self._exit: dict | None = None
        with open(os.path.join(self.dir, REQUEST), "x", encoding="utf-8") as f:
            json.dump({"args": argv[1:], "parent_pid": os.getpid(), "write_devices": list(write_devices)}, f)
        launch = launch or (launch_runas if sys.platform == "win32" else launch_plain)
        try:
            self._started = launch(runner or runner_command(), self.dir)
        except BaseException:
            shutil.rmtree(self.dir, ignore_errors=True)
            raise
        self.stdout = _Tail(os.path.join(self.dir, STDOUT), self._ended)
        self.stderr = _Tail(os.path.join(self.dir, STDERR), self._ended)

    def _read_exit(self) -> dict | None:
        if self._exit is None:
            try:
                with open(os.path.join(self.dir, EXIT), encoding="utf-8") as f:
                    self._exit = json.loads(f.read())
            except (OSError, ValueError):  # not there yet, or half written
                return None
        return self._exit

    def _ended(self) -> bool:
        return self._read_exit() is not None or self._started.poll() is not None

    def poll(self) -> int | None:
        if self.returncode is not None:
            return self.returncode
        if not self._ended():
            return None
        doc = self._read_exit() or {}
        if "refused" in doc:
            self.error = InputError(doc["refused"])
            self.returncode = 2
        elif "rc" in doc:
            self.returncode = int(doc["rc"])
        else:
            self.error = FioscopeError("the elevated runner ended without a result",
                                       "was it stopped from outside Fioscope?")
            self.returncode = self._started.poll() or 1
        return self.returncode

    def wait(self, timeout: float | None = None) -> int:
        deadline = None if timeout is None else time.monotonic() + timeout
        while self.poll() is None:
            if deadline is not None and time.monotonic() >= deadline:
                raise subprocess.TimeoutExpired("fioscope --elevated-runner", timeout or 0.0)  # set: a deadline
            time.sleep(POLL_S)
        assert self.returncode is not None  # poll() set it: the runner ended
        return self.returncode

    def terminate(self) -> None:
        try:
            open(os.path.join(self.dir, CANCEL), "a").close()
        except OSError:
            pass

    kill = terminate  # an elevated process cannot be killed from here; the runner obeys the file

    def close(self) -> None:
        """After wait(): let the runner's handle go and remove the folder."""
        self.stdout.close()
        self.stderr.close()
        self._started.close()
        shutil.rmtree(self.dir, ignore_errors=True)
