"""The stored run as one typed document: what `Store.load_run`, the fio import and the JSON
export hand to every report, the CLI and the app.

It stays a JSON document (TypedDicts, not dataclasses) on purpose: it *is* the
`fioscope.suite/1` JSON export, written verbatim, so readers of the file and readers of
the code see one shape, and a report costs no conversion. The keys below are the contract;
`tests/core/history/test_run_document.py` checks real runs of every kind against it.
"""

from typing import Any, Mapping, NotRequired, Protocol, TypedDict


class SampleDoc(TypedDict):
    """One interval: fio's own completed I/O over it, for the whole test and per thread."""
    t_s: float
    ramp: bool
    total: dict[str, Any]
    threads: list[dict[str, Any] | None]  # by thread index; None: it sent nothing (a dropped-out host)
    temp_c: NotRequired[float | None]  # the drive's temperature in the interval (None: no reading)


class RunTestDoc(TypedDict):
    """One fio job (or stonewalled phase) of a run, as fio reported it."""
    name: str
    seq: int
    phase: str  # "" for a plain test (the store's column: NOT NULL DEFAULT '')
    status: str  # done | failed | cancelled | running
    started_at: float | None  # seconds since the epoch (the store's REAL column)
    finished_at: float | None
    spec: dict[str, Any]
    argv: list[str]
    jobfile: str | None
    result: dict[str, Any] | None  # fio's final figures (json_export.result_dict's shape)
    error: dict[str, Any] | None
    notes: list[str]
    stderr: str | None
    samples: list[SampleDoc]
    cache: dict[str, Any] | None
    cache_samples: list[dict[str, Any]]
    warnings: NotRequired[list[str]]  # only in a run's in-memory export
    # The drive's temperatures over the test: source, warning_c, critical_c, min_c, max_c,
    # and the thermal verdict (kind, throttled, message, at_s, at_celsius); None: no sensor.
    thermal: NotRequired[dict[str, Any] | None]
    # What limited the test's figure and whether to believe it (insight.trust.TrustVerdict's
    # dict: limited_by, believe, line, mark, findings); None: no figures, or stored before.
    trust: NotRequired[dict[str, Any] | None]


class RunDoc(TypedDict):
    """A whole run: what was run, where, by which fio, and its tests."""
    schema: str
    run_id: int | None
    suite: str
    target: str
    status: str
    label: str
    fioscope_version: str | None
    fio_version: str | None
    fio_path: str | None
    started_at: float | None  # seconds since the epoch (the store's REAL column)
    finished_at: float | None
    cancelled: bool
    settings: dict[str, Any]
    units: dict[str, str]
    tests: list[RunTestDoc]
    notes: NotRequired[str | None]
    host: NotRequired[str | None]  # None: the source did not say ("unknown" in reports)
    machine: NotRequired[dict[str, Any]]
    sections: NotRequired[list[dict[str, Any]]]  # steady-state report sections, added by render


class TypedDictClass(Protocol):
    """A TypedDict's class, as required_keys reads it."""
    __required_keys__: frozenset[str]


def required_keys(td: TypedDictClass) -> frozenset[str]:
    """The keys a document of type td must carry."""
    return td.__required_keys__


def missing_keys(doc: Mapping[str, Any], td: TypedDictClass) -> list[str]:
    """Required keys of td that doc lacks, sorted: empty when doc has the contract's shape."""
    return sorted(required_keys(td) - doc.keys())
