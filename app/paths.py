"""Where bundled files live, in a checkout and inside a frozen (PyInstaller) app."""
from __future__ import annotations

import platform
import sys
from pathlib import Path


def base_dir() -> Path:
    """The folder holding resources/ and fio_bin/."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parent.parent


def resource(name: str) -> Path:
    return base_dir() / "resources" / name


def platform_tag() -> str:
    system = {"linux": "linux", "win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform)
    machine = platform.machine().lower()
    machine = {"amd64": "x86_64", "x64": "x86_64", "arm64": "aarch64"}.get(machine, machine)
    return f"{system}-{machine}"


def bundled_fio() -> Path:
    exe = "fio.exe" if sys.platform == "win32" else "fio"
    return base_dir() / "fio_bin" / platform_tag() / exe
