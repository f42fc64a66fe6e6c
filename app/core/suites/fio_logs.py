"""fio's own logs (write_bw_log=NAME and the like, named without a directory) kept with the run.

fio writes them relative to its working directory, the run's private directory (the
confinement's cwd), which is removed whole after the run: before that, the files fio names
from the prefix (PREFIX_bw.N.log, _lat, _clat, _slat, _iops, _clat_hist; .log.fz compressed)
are copied into the data directory's logs/<run id>/, made 0700, never through a link."""
from __future__ import annotations

import os
import re
import shutil
import time
from pathlib import Path

from app.core.owned import data_dir, make_private_dir

_LOG = re.compile(r".+_(bw|lat|clat|slat|iops|clat_hist)(\.\d+)?\.log(\.fz)?")


def logs_dir(data: Path | None, run_id: int | None) -> Path:
    """logs/<run id>/ in the data directory; a run kept in no history gets its time and pid."""
    name = str(run_id) if run_id is not None else time.strftime("unstored-%Y%m%d-%H%M%S-") + str(os.getpid())
    return (data or data_dir()) / "logs" / name


def keep_logs(privates: list[str], dest: Path) -> tuple[Path, list[str]]:
    """Copy fio's log files out of the run's private directories into dest, or dest-2, -3...
    when it is there already (a history's run id used again, two unstored runs in a second),
    made 0700 when there are any: (the directory, the files written). A link or anything but
    a regular file is left alone; nothing is overwritten."""
    kept: list[str] = []
    found = []
    for private in privates:
        try:
            found += sorted((e for e in os.scandir(private) if _LOG.fullmatch(e.name)
                             and e.is_file(follow_symlinks=False)), key=lambda e: e.name)
        except OSError:
            continue
    if not found:
        return dest, kept
    make_private_dir(dest.parent)
    base, k = dest, 1
    while True:
        try:
            os.mkdir(dest, 0o700)  # exclusively: never into a directory someone else made
            os.chmod(dest, 0o700, follow_symlinks=False)  # whatever the umask
            break
        except FileExistsError:
            k += 1
            dest = base.with_name(f"{base.name}-{k}")
    for entry in found:
        target = dest / entry.name
        src = os.open(entry.path, os.O_RDONLY | os.O_NOFOLLOW)
        try:
            dst = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
            with os.fdopen(src, "rb", closefd=False) as fin, os.fdopen(dst, "wb") as fout:
                shutil.copyfileobj(fin, fout)
        finally:
            os.close(src)
        kept.append(str(target))
    return dest, kept
