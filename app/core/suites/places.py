"""A job file's named directories in a run (fio/job_places.py): the run's own directory made
in each, mounted over it in the confinement, with the existing files the job names there
shown through."""
from __future__ import annotations

import os

from app.core.fio import sandbox
from app.core.fio.jobspec import JobSpec
from app.core.fio.sandbox import Overlay, OwnFile
from app.core.targets import testfile


def named_places(spec: JobSpec, private: OwnFile | None, dirs: dict[str, OwnFile],
                 created: set[str]) -> tuple[tuple[Overlay, ...], str | None]:
    """The overlays for the spec's named places and fio's working directory (the run's
    private one, or the named directory it is mounted over). `dirs` (directory -> the run's
    own directory in it) and `created` are the run's, so everything made here is removed
    with the run."""
    cwd = private.path if private and spec.jobfile else None
    if not spec.jobfile_places or not sandbox.available():
        return (), cwd  # no namespace: fio writes the named places itself, as bare fio would
    by_dir: dict[str, list[str]] = {}
    for path in spec.jobfile_places:
        by_dir.setdefault(os.path.abspath(os.path.dirname(path)), []).append(path)
    overlays = []
    for directory, paths in by_dir.items():
        if directory not in dirs:
            dirs[directory] = testfile.create_dir(directory)
        own = dirs[directory]
        if own == private:
            cwd = directory  # relative names too: the same private directory, seen there
        shown = []
        for path in paths:
            inside = os.path.join(own.path, os.path.basename(path))
            if not os.path.lexists(path) or inside in created:
                continue
            if path in spec.jobfile_overwrite:
                # Confirmed: the same file under its name in the run's directory, so fio writes it
                # in place (or unlinks that name and lays a new one out, as bare fio would).
                os.link(path, inside, follow_symlinks=False)
            else:
                testfile.create(inside)  # the mount point the existing file is shown on, read-only
                shown.append(path)
            created.add(inside)
        overlays.append(Overlay(directory, own, tuple(shown)))
    return tuple(overlays), cwd
