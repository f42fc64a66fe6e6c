"""What fio versions write differently, brought to fio 3.x's fields and units, and fio's own
size and time syntax as its JSON repeats the job options."""
from __future__ import annotations

import re
from typing import Any

from app.core.fio.entry_options import job_options
from app.core.fio.status import DIRECTIONS


def fio_version_of(text: str) -> tuple[int, ...] | None:
    m = re.search(r"(\d+)\.(\d+)(?:\.(\d+))?", text or "")
    return tuple(int(x) for x in m.groups() if x is not None) if m else None


def normalize(doc: dict) -> list[str]:
    """Bring an older fio's figures to fio 3.x's fields and units, in place; returns notes
    on what was derived rather than read."""
    version = fio_version_of(str(doc.get("fio version", "")))
    entries = doc.get("client_stats") if "client_stats" in doc else doc.get("jobs")
    if not isinstance(entries, list):
        return []
    global_opts = g if isinstance(g := doc.get("global options"), dict) else {}
    notes: list[str] = []
    for e in entries:
        if not isinstance(e, dict):
            continue
        opts = {**global_opts, **job_options(e.get("job options"))}
        for direction in (*DIRECTIONS, "mixed"):
            d = e.get(direction)
            if isinstance(d, dict):
                _normalize_dir(d, version, opts, notes)
    return list(dict.fromkeys(notes))


_LAT_KEYS = (("slat", "slat_ns"), ("clat", "clat_ns"), ("lat", "lat_ns"))


def _normalize_dir(d: dict, version: tuple | None, opts: dict[str, str], notes: list[str]) -> None:
    # io_bytes: KiB before fio 2.21 (which added io_kbytes and made io_bytes bytes)
    kib = version < (2, 21) if version else ("io_kbytes" not in d and "clat_ns" not in d)
    if kib and "io_kbytes" not in d and isinstance(d.get("io_bytes"), int):
        d["io_kbytes"] = d["io_bytes"]
        d["io_bytes"] = d["io_bytes"] * 1024
        notes.append("fio before 2.21 wrote io_bytes in KiB: converted to bytes")
    # json+ bins keyed by bucket index before fio 2.20 (from 2.2.12, where json+ began)
    for key in ("clat", "clat_ns"):
        lat = d.get(key)
        if isinstance(lat, dict) and isinstance(lat.get("bins"), dict) and _PLAT_NR in lat["bins"]:
            lat["bins"] = _indexed_bins(lat["bins"])
            notes.append("fio before 2.20 keyed its json+ latency bins by bucket index: converted to "
                         "each bucket's value, as fio computes it")
    # latencies: microseconds under slat/clat/lat before fio 2.99
    for old, new in _LAT_KEYS:
        if new not in d and isinstance(d.get(old), dict):
            d[new] = _us_to_ns(d.pop(old))
            notes.append("fio before 2.99 wrote latencies in microseconds: converted to ns")
    # total_ios: none before fio 2.1.14
    if "total_ios" not in d:
        d["total_ios"] = _total_ios(d, opts)
        if d["total_ios"]:
            notes.append("fio before 2.1.14 wrote no I/O count: taken from its IOPS and runtime")
    # N (the latency sample count): none before fio 3.18; every completed I/O was a sample
    for _, key in _LAT_KEYS:
        lat = d.get(key)
        if isinstance(lat, dict) and "N" not in lat and (lat.get("mean") or lat.get("max")):
            lat["N"] = int(d.get("total_ios") or 0)


_PLAT_NR = "FIO_IO_U_PLAT_NR"


def _indexed_bins(bins: dict) -> dict[str, int]:
    """fio 2.2.12-2.19's json+ bins: every bucket by its index in fio's histogram array, with the
    array's shape alongside (FIO_IO_U_PLAT_BITS, _VAL, _NR). Each index becomes the value fio
    2.20 and later print for it, plat_idx_to_val (stat.c): the index itself below 2*VAL, else
    the middle of the bucket's range, in whole units of the version's clat (µs before 2.99);
    empty buckets are left out, as fio 2.20 leaves them."""
    bits, val, nr = (int(bins[k]) for k in ("FIO_IO_U_PLAT_BITS", "FIO_IO_U_PLAT_VAL", _PLAT_NR))
    if not (0 < bits < 32 and val == 1 << bits and 0 < nr <= 64 * val):
        raise ValueError(f"json+ bins of an unknown shape (bits {bits}, val {val}, nr {nr})")
    out: dict[str, int] = {}
    for key, count in bins.items():
        if not str(key).isdigit():
            continue  # the shape's own three entries
        idx = int(key)
        if idx >= nr:
            raise ValueError(f"json+ bin index {idx} beyond FIO_IO_U_PLAT_NR {nr}")
        if not count:
            continue
        if idx < val << 1:
            value = idx
        else:
            error_bits = (idx >> bits) - 1
            value = int((1 << (error_bits + bits)) + (idx % val + 0.5) * (1 << error_bits))
        out[str(value)] = out.get(str(value), 0) + int(count)
    return out


def _us_to_ns(lat: dict) -> dict:
    out: dict[str, Any] = {}
    for k, v in lat.items():
        if k in ("min", "max") and isinstance(v, int):
            out[k] = v * 1000
        elif k in ("mean", "stddev") and isinstance(v, (int, float)):
            out[k] = v * 1000.0
        elif k == "percentile" and isinstance(v, dict):
            # fio 2.x filled the unused places of its list with "0.00": 0
            out[k] = {p: x * 1000 for p, x in v.items() if p != "0.00" and isinstance(x, (int, float))}
        elif k == "bins" and isinstance(v, dict):
            out[k] = {str(int(b) * 1000) if str(b).isdigit() else b: x for b, x in v.items()}
        else:
            out[k] = v
    return out


def _total_ios(d: dict, opts: dict[str, str]) -> int:
    """I/Os of a direction fio did not count in its JSON (before 2.1.14): io_bytes over the
    block size when one is known and divides them, else iops x runtime (iops was an integer
    then: at most one I/O per second of runtime off)."""
    io_bytes = d.get("io_bytes") or 0
    runtime = d.get("runtime") or 0
    iops = d.get("iops") or 0
    if not io_bytes:
        return 0
    bs = fio_size((opts.get("bs") or "").split(",")[0]) if opts.get("bs") else None
    if bs and io_bytes % bs == 0:
        return io_bytes // bs
    estimate = iops * runtime / 1000.0
    if estimate > 0:
        size = io_bytes / estimate
        for block in (512 * 2 ** k for k in range(15)):  # a power-of-two block size it implies
            if abs(size - block) <= block * 0.01 and io_bytes % block == 0:
                return io_bytes // block
    return int(round(estimate))




_SIZE = re.compile(r"\s*(\d+(?:\.\d+)?)\s*([kmgtpe]?)(i?)b?\s*", re.IGNORECASE)
_SECONDS = {"": 1.0, "s": 1.0, "sec": 1.0, "us": 1e-6, "usec": 1e-6, "ms": 1e-3, "msec": 1e-3,
            "m": 60.0, "min": 60.0, "h": 3600.0, "d": 86400.0}


def fio_size(text: str, kb_base: int = 1024) -> int | None:
    """fio's size syntax: 4k, 16m, 1GiB; K means 1024 unless kb_base=1000 ('KiB' always 1024).
    A percentage or range (size=50%, bs=4k-16k) has no single value: None."""
    m = _SIZE.fullmatch(text or "")
    if not m:
        return None
    prefix = m.group(2).lower()
    power = "kmgtpe".index(prefix) + 1 if prefix else 0
    value = int(float(m.group(1)) * (1024 if m.group(3) else kb_base) ** power)
    return value or None


def fio_seconds(text: str | None) -> float | None:
    """fio's time syntax: seconds by default, or us, ms, s, m, h, d."""
    m = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*", (text or "").lower())
    if not m or m.group(2) not in _SECONDS:
        return None
    return float(m.group(1)) * _SECONDS[m.group(2)] or None
