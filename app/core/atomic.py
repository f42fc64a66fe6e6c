"""Files written whole or not at all: a crash never leaves half a file under the final name."""
from __future__ import annotations

import os
import tempfile
from pathlib import Path


def write_bytes_atomic(path: str | os.PathLike, data: bytes) -> None:
    target = Path(path)
    if target.exists() and not target.is_file():  # /dev/null, a FIFO: write into it, never replace it
        with open(target, "wb") as f:
            f.write(data)
        return
    fd, tmp = tempfile.mkstemp(prefix=".fioscope-", suffix=".part", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_text_atomic(path: str | os.PathLike, text: str) -> None:
    write_bytes_atomic(path, text.encode("utf-8"))
