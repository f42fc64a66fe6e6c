"""Find the fio to run: $FIOSCOPE_FIO, then the bundled build, then PATH."""
from __future__ import annotations

import os
import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

from app.core.errors import FioNotFound, FioTooOld
from app.paths import bundled_fio
from app.core.words import Msg

MIN_VERSION = (3, 8)  # job_runtime in the JSON output arrived with 3.8


@dataclass(frozen=True)
class FioBinary:
    path: str
    version: str  # as fio prints it, e.g. "fio-3.41"
    version_tuple: tuple[int, ...]
    origin: str  # "env", "bundled" or "path"

    def describe(self) -> str:
        """fio-3.41 (bundled: PATH); env: FIOSCOPE_FIO named it, path: found on PATH."""
        if self.origin == "bundled":
            return Msg("%1 (bundled: %2)", self.version, self.path)
        return Msg("%1 (%2: %3)", self.version, self.origin, self.path)


def parse_version(text: str) -> tuple[int, ...] | None:
    m = re.search(r"fio-(\d+)\.(\d+)(?:\.(\d+))?", text)
    if not m:
        return None
    return tuple(int(g) for g in m.groups() if g is not None)


def probe(path: str, origin: str) -> FioBinary:
    try:
        out = subprocess.run([path, "--version"], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired) as e:
        raise FioNotFound(Msg("cannot run fio at %1: %2", str(path), str(e)),
                          Msg("reinstall with the README's set-up command or set %1", "FIOSCOPE_FIO"))
    text = (out.stdout + out.stderr).strip()
    version = parse_version(text)
    if version is None:
        raise FioNotFound(Msg("%1 does not look like fio (it printed %2)", str(path), repr(text[:60])),
                          Msg("point %1 at a fio binary", "FIOSCOPE_FIO"))
    if version[:2] < MIN_VERSION:
        raise FioTooOld(
            Msg("fio %1 at %2 is too old; Fioscope needs 3.8 or newer", ".".join(map(str, version)), str(path)),
            Msg("use the bundled fio (unset %1) or install a newer fio", "FIOSCOPE_FIO"))
    return FioBinary(path=str(path), version=text.splitlines()[0], version_tuple=version, origin=origin)


def find_fio(env: dict[str, str] | None = None) -> FioBinary:
    env = dict(os.environ) if env is None else env
    override = env.get("FIOSCOPE_FIO")
    if override:
        if not Path(override).is_file():
            raise FioNotFound(Msg("%1 points at %2, which does not exist", "FIOSCOPE_FIO", override),
                              Msg("fix or unset %1", "FIOSCOPE_FIO"))
        return probe(override, "env")
    bundled = bundled_fio()
    if bundled.is_file():
        return probe(str(bundled), "bundled")
    on_path = shutil.which("fio", path=env.get("PATH"))
    if on_path:
        return probe(on_path, "path")
    if (bundled_fio().parents[2] / "setup.sh").is_file():  # a checkout: its set-up builds the bundled fio
        raise FioNotFound(Msg("fio not found: no bundled build and none on %1", "PATH"),
                          Msg("run %1, the README's set-up, which builds the bundled fio", "./setup.sh app"))
    # A pip install carries no fio: the system's package, or one named by FIOSCOPE_FIO.
    raise FioNotFound(Msg("fio not found: this install has no bundled fio and there is none on %1", "PATH"),
                      Msg("install fio 3.8 or newer, e.g. %1 on Debian/Ubuntu, or set %2", "sudo apt install fio",
                          "FIOSCOPE_FIO=/path/to/fio"))
