"""fio's file engines (filecreate, filedelete, dircreate, dirdelete) in a job file: they create
or delete files and directories instead of doing I/O. They run when every name they use stays
in the run's own private directory, which is removed with everything in it after the run
(fio's examples name nothing: their files are t0.0.0... in fio's working directory, the run's)."""
from __future__ import annotations

import os
import re

FILE_ENGINES = ("filecreate", "filedelete", "dircreate", "dirdelete")


def names_outside(filename: str | None, directory: str | None) -> bool:
    """Whether filename= or directory= (each a ':'-separated list in fio) could leave the run's
    own directory: an absolute name, a drive, device or escaped ':' in it, or a '..'."""
    for value in (filename, directory):
        for name in re.split(r"(?<!\\):", value or ""):
            if os.path.isabs(name) or ":" in name or "\\" in name or ".." in name.split("/"):
                return True
    return False
