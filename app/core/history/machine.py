"""The machine a run was made on, as stored with it."""
from __future__ import annotations

import os
import platform
from pathlib import Path

import psutil


def machine_info() -> dict:
    return {"os": platform.system(), "release": platform.release(), "version": platform.version(),
            "machine": platform.machine(), "cpu": _cpu_model(), "cpus": os.cpu_count(),
            "ram_bytes": psutil.virtual_memory().total, "python": platform.python_version(),
            "distribution": _distribution()}


def _distribution() -> str | None:
    """The OS as its maker names it ('Debian GNU/Linux 12 (bookworm)', 'Windows 11'): the
    kernel release alone does not say which system ran (TKperf's report names both)."""
    if platform.system() == "Windows":
        return f"Windows {platform.release()} ({platform.version()})"
    try:
        return platform.freedesktop_os_release().get("PRETTY_NAME")
    except OSError:
        return None


def _cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor()
