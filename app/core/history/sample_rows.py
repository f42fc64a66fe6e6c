"""A test's stored samples read back: every one as it was stored (exports), or a bounded
view for graphs and reports that keeps each bucket's minimum and maximum of every curve.

A sample row is either packed (schema 5 on, packed.py) or JSON (runs stored before); both
read back as the same dicts. The bounded view of a 24-hour run (86,400 rows of 64 threads)
is made without a dict per thread and row: rows of one layout are decoded a bucket at a
time into one numpy array."""
from __future__ import annotations

import json
import math
import warnings
import zlib

import numpy as np

from app.core.history.document import SampleDoc
from app.core.history.packed import _HEAD, COLUMNS, SHUFFLED, VERSION, unpack

# A stored sample row: (t_s, ramp, total JSON, threads JSON, temp_c, packed blob or None).
Row = tuple
_N = len(COLUMNS)
_LAT = (4, 5)


def sample_dict(row: Row) -> SampleDoc:
    t_s, ramp, total, threads, temp_c, blob = row
    if blob is not None:
        tot, th = unpack(blob)
    else:
        tot, th = json.loads(total), json.loads(threads)
    return {"t_s": t_s, "ramp": bool(ramp), "total": tot, "threads": th, "temp_c": temp_c}


def sample_dicts(rows: list[Row], max_samples: int | None = None) -> list[SampleDoc]:
    """Every row as a sample dict; with max_samples, at most about that many: rows in equal
    buckets, each bucket two samples, the first with every value's minimum over the bucket
    (at its first time), the second with every maximum (at its last)."""
    if max_samples is None or len(rows) <= max_samples:
        return [sample_dict(r) for r in rows]
    step = math.ceil(len(rows) / max(1, max_samples // 2))
    out: list[SampleDoc] = []
    for b in range(0, len(rows), step):
        out += _bucket(rows[b:b + step])
    return out


def _matrix(rows: list[Row]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(totals k x 6, threads k x slots x 6, present k x slots) of the rows; NaN where a
    latency is None or a thread sent nothing."""
    layout = _packed_layout(rows)
    if layout is not None:
        return layout
    decoded = [sample_dict(r) for r in rows]
    slots = max(len(d["threads"]) for d in decoded)
    tot = np.array([_vals(d["total"]) for d in decoded])
    th = np.full((len(rows), slots, _N), np.nan)
    present = np.zeros((len(rows), slots), dtype=bool)
    for i, d in enumerate(decoded):
        for j, r in enumerate(d["threads"]):
            if r is not None:
                th[i, j] = _vals(r)
                present[i, j] = True
    return tot, th, present


def _vals(r: dict) -> list[float]:
    return [math.nan if r.get(c) is None else float(r[c]) for c in COLUMNS]


def _packed_layout(rows: list[Row]):
    """The rows decoded a layout at a time when all are packed with one thread count (the
    usual case), else None. A layout: the columns stored, the threads present, the shuffle."""
    if any(r[5] is None for r in rows):
        return None
    groups: dict[bytes, tuple[list[int], list[bytes]]] = {}
    slots: int | None = None
    for i, r in enumerate(rows):
        blob = r[5]
        version, n_slots = _HEAD.unpack_from(blob)
        if version != VERSION or slots not in (None, n_slots):
            return None
        slots = n_slots
        raw = zlib.decompress(memoryview(blob)[_HEAD.size:])
        mask_len = (slots + 7) // 8 if raw[_N] & 1 else 0
        at, raws = groups.setdefault(bytes(raw[:_N + 1 + mask_len]), ([], []))
        at.append(i)
        raws.append(raw[_N + 1 + mask_len:])
    if slots is None:  # no rows
        return None
    tot = np.empty((len(rows), _N))
    th = np.full((len(rows), slots, _N), np.nan)
    present = np.zeros((len(rows), slots), dtype=bool)
    for header, (at, raws) in groups.items():
        g_tot, g_th, g_present = _decode_group(header, slots, raws)
        tot[at], th[at], present[at] = g_tot, g_th, g_present
    return tot, th, present


def _decode_group(header: bytes, slots: int, raws: list[bytes]):
    """Rows of one layout (header: column modes, flags, thread mask) into arrays at once."""
    k = len(raws)
    modes = header[:_N]
    if header[_N] & 1:
        mask = header[_N + 1:]
        present = np.array([bool(mask[i // 8] >> (i % 8) & 1) for i in range(slots)], dtype=bool)
    else:
        present = np.ones(slots, dtype=bool)
    n = int(present.sum())
    scaled = modes.count(2)
    width = scaled + _N + n * modes.count(1)
    a = np.frombuffer(b"".join(raws), dtype=np.uint8)
    if a.size != 8 * width * k:
        raise ValueError("a stored sample row has the wrong length")
    a = a.reshape(k, 8 * width)
    if header[_N] & SHUFFLED:  # the values after the factors and the total (packed.shuffle)
        plain = 8 * (scaled + _N)
        values = a[:, plain:].reshape(k, 8, -1).transpose(0, 2, 1).reshape(k, -1)
        a = np.concatenate([a[:, :plain], values], axis=1)
    a = np.ascontiguousarray(a).view("<f8")
    extra, tot, body = a[:, :scaled], a[:, scaled:scaled + _N], a[:, scaled + _N:]
    cols = np.empty((k, n, _N))
    at = j = 0
    for c in range(_N):
        if modes[c] == 1:
            cols[:, :, c] = body[:, at:at + n]
            at += n
    for c in range(_N):
        if modes[c] == 0:
            cols[:, :, c] = np.nan if c in _LAT else 0.0
        elif modes[c] == 2:
            cols[:, :, c] = cols[:, :, c - 2] * extra[:, j:j + 1]
            j += 1
    th = np.full((k, slots, _N), np.nan)
    th[:, present, :] = cols
    return tot, th, np.broadcast_to(present, (k, slots))


def _rates(values: list[float]) -> dict[str, float | None]:
    d: dict[str, float | None] = dict(zip(COLUMNS, values))
    for c in ("read_lat_ns", "write_lat_ns"):
        if d[c] != d[c]:  # NaN: no latency
            d[c] = None
    return d


def _bucket(rows: list[Row]) -> list[SampleDoc]:
    tot, th, present = _matrix(rows)
    with warnings.catch_warnings():  # a column without a value in the bucket (no latency): None
        warnings.simplefilter("ignore", RuntimeWarning)
        lo_t, hi_t = np.nanmin(tot, axis=0), np.nanmax(tot, axis=0)
        lo, hi = np.nanmin(th, axis=0), np.nanmax(th, axis=0)
    seen = present.any(axis=0)
    temps = [r[4] for r in rows if r[4] is not None]
    ramp = any(r[1] for r in rows)
    out: list[SampleDoc] = []
    shown = [bool(x) for x in np.atleast_1d(seen)]
    for t_s, total, threads, temp in ((rows[0][0], lo_t, lo, min(temps, default=None)),
                                      (rows[-1][0], hi_t, hi, max(temps, default=None))):
        out.append({"t_s": t_s, "ramp": ramp, "total": _rates(total.tolist()),
                    "threads": [_rates(v) if on else None for v, on in zip(threads.tolist(), shown)],
                    "temp_c": temp})
    return out


def with_stored_samples(doc: dict, stored: dict) -> dict:
    """doc (a run's document made from memory, whose long tests keep their samples at a
    coarser step: fio.thinned) with each test's samples as the store has them, every one;
    unchanged where the two do not list the same tests."""
    mine, theirs = doc.get("tests") or [], sorted(stored.get("tests") or [], key=lambda t: t.get("seq", 0))
    if [t["name"] for t in mine] != [t["name"] for t in theirs]:
        return doc
    return {**doc, "tests": [{**t, "samples": s["samples"]} if len(s["samples"]) > len(t.get("samples") or ()) else t
                             for t, s in zip(mine, theirs)]}
