"""The machine a run was made on, as stored with it."""
from __future__ import annotations

import os
import platform
from pathlib import Path

import psutil


def machine_info() -> dict:
    return {"os": platform.system(), "release": platform.release(), "version": platform.version(),
            "machine": platform.machine(), "cpu": _cpu_model(), "cpus": os.cpu_count(),
            "ram_bytes": psutil.virtual_memory().total, "python": platform.python_version()}


def _cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor()
