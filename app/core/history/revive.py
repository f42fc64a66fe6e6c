"""A stored run's tests back as the engine's own types, so the app shows a past run with the
same grid and graphs code as a live one (no second way of reading figures).

The stored document is the JSON export (document.RunDoc); this is its inverse for the parts
the views read: fio's final figures (JobResult) and the per-interval samples.
"""
from __future__ import annotations

from dataclasses import MISSING, dataclass, field, fields, replace

from app.core.cache.model import CacheVerdict
from app.core.fio.results import DirResult, JobResult, Latency, ThreadResult
from app.core.fio.status import IntervalSample, Rates, ThreadSample
from app.core.history.document import RunDoc, RunTestDoc

_LATENCY_FIELDS = {f.name for f in fields(Latency)}
_RATE_FIELDS = {f.name for f in fields(Rates)}


@dataclass(frozen=True)
class StoredTest:
    """One stored test as the views need it: its name, phase, fio's figures and samples."""
    name: str
    phase: str
    result: JobResult | None
    samples: list[IntervalSample] = field(default_factory=list)
    thread_labels: tuple[str, ...] = ()  # randread/0, ...: the curves' names
    cache: CacheVerdict | None = None
    direct: bool = True
    temps: tuple[tuple[float, float], ...] = ()  # (t_s, C): the drive's readings, where there were any
    thermal: dict | None = None  # limits and verdict (document.RunTestDoc's "thermal")
    trust: dict | None = None  # what limited the figure (document.RunTestDoc's "trust")


def _latency(d: dict | None) -> Latency | None:
    if not d:
        return None
    known = {k: v for k, v in d.items() if k in _LATENCY_FIELDS}
    known["histogram"] = tuple(tuple(b) for b in known.get("histogram") or ())
    return Latency(**known)


def _dir(d: dict | None) -> DirResult:
    d = d or {}
    return DirResult(io_bytes=int(d.get("io_bytes") or 0), total_ios=int(d.get("total_ios") or 0),
                     runtime_ms=int(d.get("runtime_ms") or 0), latency=_latency(d.get("clat_us")),
                     total_latency=_latency(d.get("lat_us")))


def result_from_dict(name: str, d: dict) -> JobResult:
    """json_export.result_dict's inverse: the figures fio reported, not recomputed."""
    total = d.get("total") or {}
    threads = tuple(ThreadResult(index=int(t.get("index", i)), jobname=str(t.get("jobname", "")),
                                 error=int(t.get("error") or 0), read=_dir(t.get("read")), write=_dir(t.get("write")),
                                 usr_cpu=float(t.get("usr_cpu_pct") or 0.0), sys_cpu=float(t.get("sys_cpu_pct") or 0.0),
                                 clone=_clone(t.get("label")), trim=_dir(t.get("trim")))
                    for i, t in enumerate(d.get("threads") or ()))
    return JobResult(name=name, fio_version=str(d.get("fio_version") or ""), threads=threads,
                     read=_dir(total.get("read")), write=_dir(total.get("write")),
                     usr_cpu=float(total.get("usr_cpu_pct_mean") or 0.0),
                     sys_cpu=float(total.get("sys_cpu_pct_mean") or 0.0), disk_util=(),
                     steadystate=d.get("steadystate"), group=d.get("group"),
                     rw_reporting=str(d.get("rw_reporting") or ""), trim=_dir(total.get("trim")))


def _clone(label: object) -> int:
    tail = str(label or "").rpartition("/")[2]
    return int(tail) if tail.isdigit() else 0


def _rates(d: dict) -> Rates:
    if len(d) == len(_RATE_FIELDS) and d.keys() == _RATE_FIELDS:  # as stored: no filtering (a day's view is 130,000 of them)
        return Rates(**d)
    return Rates(**{k: v for k, v in d.items() if k in _RATE_FIELDS})


def samples_from_dict(test: RunTestDoc, labels: tuple[str, ...] = ()) -> list[IntervalSample]:
    out = []
    for seq, s in enumerate(test.get("samples") or ()):
        threads = tuple(ThreadSample(index=i, jobname=labels[i].rpartition("/")[0] if i < len(labels) else "",
                                     rates=_rates(r), ramp=bool(s.get("ramp")),
                                     label=labels[i] if i < len(labels) else "")
                        for i, r in enumerate(s.get("threads") or ()) if r is not None)
        out.append(IntervalSample(seq=seq, t_s=float(s["t_s"]), threads=threads, total=_rates(s.get("total") or {}),
                                  ramp=bool(s.get("ramp"))))
    return out


def stored_tests(doc: RunDoc) -> list[StoredTest]:
    """Every test of the run in the order it ran."""
    out = []
    for t in sorted(doc["tests"], key=lambda t: t.get("seq", 0)):
        result = t.get("result")
        labels = tuple(str(x.get("label") or f"thread {i}") for i, x in enumerate((result or {}).get("threads") or ()))
        out.append(StoredTest(name=t["name"], phase=t.get("phase") or "",
                              result=result_from_dict(t["name"], result) if result else None,
                              samples=samples_from_dict(t, labels), thread_labels=labels,
                              cache=_cache(t.get("cache")), direct=bool((t.get("spec") or {}).get("direct", True)),
                              temps=tuple((float(x["t_s"]), float(c)) for x in t.get("samples") or ()
                                          if (c := x.get("temp_c")) is not None),
                              thermal=t.get("thermal"), trust=t.get("trust")))
    return out


_CACHE_FIELDS = {f.name for f in fields(CacheVerdict)}
_CACHE_NEEDED = {f.name for f in fields(CacheVerdict) if f.default is MISSING}  # `above` came later


def _cache(d: dict | None) -> CacheVerdict | None:
    if not d or not _CACHE_NEEDED <= d.keys():
        return None  # an older run's verdict without today's fields: not shown rather than guessed
    v = CacheVerdict(**{k: d[k] for k in _CACHE_FIELDS & d.keys()})
    a = v.above
    return replace(v, above=(str(a[0]), float(a[1]), float(a[2]))) if a else v  # JSON's list, the verdict's tuple
