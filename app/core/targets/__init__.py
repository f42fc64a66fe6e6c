"""Device and mount discovery, and the safety policy every front end obeys."""
from __future__ import annotations

import sys

from app.core.targets.model import Disk, Inventory, Mount, Partition

__all__ = ["Disk", "Inventory", "Mount", "Partition", "discover"]


def discover() -> Inventory:
    if sys.platform.startswith("linux"):
        from app.core.targets.linux import discover_linux  # only on Linux
        return discover_linux()
    if sys.platform == "win32":
        from app.core.targets.windows import discover_windows  # only on Windows
        return discover_windows()
    return Inventory((), ())
