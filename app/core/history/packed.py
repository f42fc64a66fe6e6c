"""A sample's rates packed into one small binary row for the run store (schema 5 on).

The JSON a sample was stored as before costs about 150 bytes a thread (9.5 KB an interval
at 64 threads: 34 MiB an hour). Packed, each rate is its float64 bit for bit, so a run reads
back exactly as stored before (JSON keeps a float's repr; this keeps its bits):

- a column every thread has at zero (a direction the job does not do) or without latency
  is one byte, not a value a thread;
- bandwidth that is each thread's I/Os times one factor (the block size: fio's bytes over
  the time, I/Os the bytes over the block size, so a power-of-two size makes it exact) is
  that factor, checked bit for bit, else the column itself;
- the values are zlib-compressed as they are (rates held by rate_iops repeat whole) or
  byte-shuffled (each float's first bytes together, then its second...: a free-running
  column's signs and exponents repeat), whichever is smaller (a flag says which).

A 64-thread one-direction interval is about 0.7-1.1 KB, total included.
"""
from __future__ import annotations

import math
import struct
import zlib
from array import array

VERSION = 1
SHUFFLED = 2  # flag: the values after the total are byte-shuffled (1: a thread mask follows)
COLUMNS = ("read_iops", "write_iops", "read_bps", "write_bps", "read_lat_ns", "write_lat_ns")
_LAT = (4, 5)
_BPS_OF = {2: 0, 3: 1}  # bandwidth column -> its I/O column
# Column modes: what a column is in the row.
_NONE, _VALUES, _SCALED = 0, 1, 2  # none (all zero / no latency), each value, I/Os x factor
_HEAD = struct.Struct("<BH")  # version, thread slots


def _values(rates: dict | None) -> list[float]:
    return [math.nan if rates is None or rates.get(c) is None else float(rates[c]) for c in COLUMNS]


def _rates(values) -> dict:
    return {c: (None if math.isnan(v) else v) if i in _LAT else v for i, (c, v) in enumerate(zip(COLUMNS, values))}


def pack(total: dict, threads: list[dict | None]) -> bytes:
    """total: the interval's Rates as a dict; threads: each slot's Rates dict, None where a
    thread sent nothing (codec.sample_threads)."""
    present = [r is not None for r in threads]
    rows = [_values(r) for r in threads if r is not None]
    body = array("d", _values(total))
    modes = bytearray()
    extra = array("d")
    cols = [[row[c] for row in rows] for c in range(len(COLUMNS))]
    for c, col in enumerate(cols):
        if c in _LAT:
            empty = all(math.isnan(v) for v in col)
        else:
            empty = all(v == 0.0 and math.copysign(1.0, v) > 0 for v in col)
        if empty:
            modes.append(_NONE)
            continue
        base = cols[_BPS_OF[c]] if c in _BPS_OF else None
        if base is not None and (k := _factor(base, col)) is not None:
            modes.append(_SCALED)
            extra.append(k)
            continue
        modes.append(_VALUES)
        body.extend(col)
    mask = b"" if all(present) else bytes(_bits(present))
    flags = 1 if mask else 0
    values = body.tobytes()
    tail = mask + extra.tobytes() + values[:8 * len(COLUMNS)]
    plain = zlib.compress(bytes(modes) + bytes([flags]) + tail + values[8 * len(COLUMNS):], 6)
    shuffled = zlib.compress(bytes(modes) + bytes([flags | SHUFFLED]) + tail + shuffle(values[8 * len(COLUMNS):]), 6)
    return _HEAD.pack(VERSION, len(threads)) + min(plain, shuffled, key=len)


def shuffle(values: bytes) -> bytes:
    """float64s' bytes regrouped: every float's byte 0, then every byte 1, ... (unshuffle undoes it)."""
    import numpy as np  # deferred: numpy costs ~0.1 s of CPU, and the window imports the store before its first paint
    return np.frombuffer(values, dtype=np.uint8).reshape(-1, 8).T.tobytes()


def unshuffle(data: bytes) -> bytes:
    import numpy as np  # deferred: see shuffle
    return np.frombuffer(data, dtype=np.uint8).reshape(8, -1).T.tobytes()


def _factor(base: list[float], col: list[float]) -> float | None:
    """k with col[i] == base[i] * k for every thread, bit for bit; None if there is none."""
    k = next((b2 / b1 for b1, b2 in zip(base, col) if b1 != 0.0), None)
    if k is None or not math.isfinite(k):
        return None
    for b1, b2 in zip(base, col):
        if b1 * k != b2 or math.isnan(b1) or math.copysign(1.0, b1 * k) != math.copysign(1.0, b2):
            return None
    return k


def _bits(flags: list[bool]) -> bytearray:
    out = bytearray((len(flags) + 7) // 8)
    for i, on in enumerate(flags):
        if on:
            out[i // 8] |= 1 << (i % 8)
    return out


def unpack(blob: bytes) -> tuple[dict, list[dict | None]]:
    """pack's inverse: (total, threads), each value the float stored."""
    version, slots = _HEAD.unpack_from(blob)
    if version != VERSION:
        raise ValueError(f"a stored sample has packing version {version} (this Fioscope reads {VERSION})")
    raw = zlib.decompress(memoryview(blob)[_HEAD.size:])
    n_cols = len(COLUMNS)
    modes = raw[:n_cols]
    pos = n_cols + 1
    if raw[n_cols] & 1:
        mask = raw[pos:pos + (slots + 7) // 8]
        pos += len(mask)
        present = [bool(mask[i // 8] >> (i % 8) & 1) for i in range(slots)]
    else:
        present = [True] * slots
    n = sum(present)
    scaled = modes.count(_SCALED)
    extra = array("d", raw[pos:pos + 8 * scaled])
    pos += 8 * scaled
    body = array("d", raw[pos:pos + 8 * n_cols] +
                 (unshuffle(raw[pos + 8 * n_cols:]) if raw[n_cols] & SHUFFLED else raw[pos + 8 * n_cols:]))
    total = _rates(body[:n_cols])
    cols: list = [None] * n_cols
    at, k = n_cols, 0
    for c in range(n_cols):
        if modes[c] == _VALUES:
            cols[c] = body[at:at + n]
            at += n
    for c in range(n_cols):
        if modes[c] == _NONE:
            cols[c] = [math.nan if c in _LAT else 0.0] * n
        elif modes[c] == _SCALED:
            f = extra[k]
            k += 1
            cols[c] = [v * f for v in cols[_BPS_OF[c]]]
    rows = iter(zip(*cols))
    return total, [_rates(next(rows)) if p else None for p in present]
