"""Job files a local Fioscope run refuses before it starts, because they could only fail once
started: fio's network engines (the run has no network) and relative directories (the run's
own directory is empty when fio starts)."""
from __future__ import annotations

import os
import re

from app.core.errors import InputError
from app.core.fio import sandbox
from app.core.fio.jobfile import JobFile
from app.core.words import Msg


# fio's engines that reach another machine (or a local service) over a socket.
NETWORK_ENGINES = ("net", "netsplice", "rdma", "rbd", "rados", "http", "nfs", "libiscsi", "nbd", "gfapi",
                   "libhdfs", "dfs")


def refuse_network_engines(jf: JobFile) -> None:
    """A local run's fio has no network (its own namespace, no sockets: fio/sandbox.py), so a
    job of a network engine could only fail once started, with advice about files."""
    if not sandbox.available():
        return
    for job in jf.jobs:
        engine = (job.get("ioengine") or "").strip()
        if engine in NETWORK_ENGINES:
            raise InputError(Msg("job %1 in %2: %3 needs a network, which a Fioscope run does not have",
                                 job.name, os.path.basename(jf.path), f"ioengine={engine}"),
                             Msg("fio runs in a namespace of its own without one; run this job file with bare fio"))


def refuse_relative_directories(jf: JobFile) -> None:
    """Relative names go in the run's own directory, empty when fio starts, so a relative
    directory= (but ".") names a directory fio does not find there: the run would fail once
    started ("fio: tmp is not a directory"), as bare fio does where it is missing."""
    for job in jf.jobs:
        for d in re.split(r"(?<!\\):", job.get("directory") or ""):
            d = d.replace("\\:", ":")
            if d and not os.path.isabs(d) and os.path.normpath(d) != ".":
                raise InputError(Msg("job %1 in %2: %3 names a directory in the run's own directory, which is empty "
                                     "when fio starts", job.name, os.path.basename(jf.path), f"directory={d}"),
                                 Msg("give an absolute %1 (the job's files go there), or none (they go in "
                                     "the run's own directory)", "directory="))
