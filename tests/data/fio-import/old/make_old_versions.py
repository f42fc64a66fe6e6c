#!/usr/bin/env python3
"""Write fio JSON output as older fio versions wrote it, from real fio 3.41 recordings.

Run from this folder: `python3 make_old_versions.py`. The figures are those of the 3.41
recordings one folder up (seqread.json: 128 KiB sequential reads; randread.jsonplus.json:
4 KiB random reads with histogram bins); the fields, their order, their units and the
number formats are what each version's stat.c, json.c and diskutil.c print (git history
of github.com/axboe/fio; the commit that changed each is named below):

- JSON output first appears in 2.0.10; ints printed with %ld (2.0.x) then %lld, floats with
  %.2f up to 2.2.x and %f from 2.3 (json.c).
- io_bytes in KiB (`io_bytes >> 10`) until 2.21 (c12d597a "stat: correct json 'io_bytes'
  output" made it bytes and added io_kbytes).
- iops an integer until 2.2.x, a float after; no total_ios/short_ios/drop_ios before
  2.1.14 (9966af7b).
- latencies in microseconds under "slat", "clat", "lat" until 2.99 (d6bb626e: slat_ns,
  clat_ns, lat_ns in nanoseconds); the percentile list padded to 20 places with
  "0.00": 0 until 3.x removed the padding. JSON+ (from 2.2.12, 513e37ee) "bins": until 2.19
  every bucket of fio's histogram array keyed by its index ("0" to "1215", empty ones too),
  then FIO_IO_U_PLAT_BITS, FIO_IO_U_PLAT_VAL and FIO_IO_U_PLAT_NR; from 2.20 (129e4193) only
  the non-empty buckets, keyed by the bucket's value (usec before 2.99, ns after).
- "timestamp" and "time" from 2.2.5 (91e53870), "timestamp_ms" from 2.15, "elapsed" and
  "eta" per job from 2.2.9 (b01af66b), "job options"/"global options" from 2.3 (66e19a38),
  bw_bytes from 3.2 (aedd021d), job_runtime from 3.8 (bcbb4c6c), the latency count "N"
  from 3.18 (56440e63), job_start from 3.36 (12d325ca).
"""
from __future__ import annotations

import json
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
PCT_2X = ["1.000000", "5.000000", "10.000000", "20.000000", "30.000000", "40.000000", "50.000000",
          "60.000000", "70.000000", "80.000000", "90.000000", "95.000000", "99.000000", "99.500000",
          "99.900000", "99.950000", "99.990000"]


class Float(float):
    pass


def emit(value, level: int, fmt: str) -> str:
    """fio's json.c: '"key" : value', two spaces per level, pairs may repeat ("0.00")."""
    pad = "  "
    if isinstance(value, list) and value and isinstance(value[0], tuple) or value == []:
        if value == []:
            return "{\n\n" + pad * level + "}"
        inner = ",\n".join(f"{pad * (level + 1)}\"{k}\" : {emit(v, level + 1, fmt)}" for k, v in value)
        return "{\n" + inner + "\n" + pad * level + "}"
    if isinstance(value, tuple) and value and value[0] == "array":
        inner = ",\n".join(pad * (level + 1) + emit(v, level + 1, fmt) for v in value[1])
        return "[\n" + inner + "\n" + pad * level + "]"
    if isinstance(value, str):
        return f"\"{value}\""
    if isinstance(value, Float):
        return fmt % value
    return "%d" % value


def lat(src: dict, v: tuple, percentiles: bool, bins: bool, out_ns: bool) -> list:
    """One latency block: min, max, mean, stddev [, N] [, percentile [, bins]]."""
    div = 1 if out_ns else 1000
    pairs = [("min", src["min"] // div), ("max", src["max"] // div), ("mean", Float(src["mean"] / div)),
             ("stddev", Float(src["stddev"] / div))]
    if v >= (3, 18):
        pairs.append(("N", src["N"]))
    if percentiles:
        table = src.get("percentile") or {}
        pct = [(k, table[k] // div) for k in PCT_2X if k in table]
        if v < (3, 17):
            pct += [("0.00", 0)] * (20 - len(pct))
        pairs.append(("percentile", pct))
        if bins and src.get("bins"):
            merged: dict[int, int] = {}  # fio 2.x bucketed microseconds: ns buckets merge
            for b, n in src["bins"].items():
                merged[int(b) // div] = merged.get(int(b) // div, 0) + n
            if v < (2, 20):  # the whole array by index, then its shape (fio 2.2.12-2.19's stat.c)
                counts = [0] * PLAT_NR
                for value, n in merged.items():
                    counts[plat_val_to_idx(value)] += n
                pairs.append(("bins", [(str(i), n) for i, n in enumerate(counts)] + [
                    ("FIO_IO_U_PLAT_BITS", PLAT_BITS), ("FIO_IO_U_PLAT_VAL", PLAT_VAL), ("FIO_IO_U_PLAT_NR", PLAT_NR)]))
            else:
                pairs.append(("bins", [(str(k), n) for k, n in merged.items()]))
    return pairs


PLAT_BITS, PLAT_VAL, PLAT_NR = 6, 64, 19 * 64  # fio 2.x's stat.h


def plat_val_to_idx(val: int) -> int:
    """fio 2.x's stat.c: the histogram bucket of a latency (µs)."""
    msb = val.bit_length() - 1 if val else 0
    if msb <= PLAT_BITS:
        return val
    error_bits = msb - PLAT_BITS
    idx = ((error_bits + 1) << PLAT_BITS) + ((PLAT_VAL - 1) & (val >> error_bits))
    return min(idx, PLAT_NR - 1)


def direction(d: dict, v: tuple, plus: bool) -> list:
    runt = d["runtime"]
    bw = (1000 * d["io_bytes"] // runt) // 1024 if runt else 0
    pairs = []
    if v < (2, 21):
        pairs.append(("io_bytes", d["io_bytes"] >> 10))
    else:
        pairs += [("io_bytes", d["io_bytes"]), ("io_kbytes", d["io_bytes"] >> 10)]
    if v >= (3, 2):
        pairs.append(("bw_bytes", 1000 * d["io_bytes"] // runt if runt else 0))
    pairs.append(("bw", bw))
    if v < (2, 2, 10):
        pairs.append(("iops", 1000 * d["total_ios"] // runt if runt else 0))
    else:
        pairs.append(("iops", Float(1000.0 * d["total_ios"] / runt if runt else 0.0)))
    pairs.append(("runtime", runt))
    if v >= (2, 1, 14):
        pairs += [("total_ios", d["total_ios"]), ("short_ios", d["short_ios"]), ("drop_ios", d["drop_ios"])]
    ns = v >= (2, 99)
    suffix = "_ns" if ns else ""
    pairs.append(("slat" + suffix, lat(d["slat_ns"], v, False, False, ns)))
    pairs.append(("clat" + suffix, lat(d["clat_ns"], v, True, plus and v >= (2, 2, 12), ns)))
    pairs.append(("lat" + suffix, lat(d["lat_ns"], v, False, False, ns)))
    pairs += [("bw_min", d["bw_min"]), ("bw_max", d["bw_max"]), ("bw_agg", Float(d["bw_agg"])),
              ("bw_mean", Float(d["bw_mean"])), ("bw_dev", Float(d["bw_dev"]))]
    return pairs


def job(j: dict, v: tuple, plus: bool) -> list:
    pairs = [("jobname", j["jobname"]), ("groupid", j["groupid"])]
    if v >= (3, 36):
        pairs.append(("job_start", j["job_start"]))
    pairs.append(("error", j["error"]))
    if v >= (2, 2, 9):
        pairs += [("eta", j["eta"]), ("elapsed", j["elapsed"])]
    if v >= (2, 3):
        pairs.append(("job options", list(j["job options"].items())))
    for side in ("read", "write", "trim"):
        pairs.append((side, direction(j[side], v, plus)))
    if v >= (3, 8):
        pairs.append(("job_runtime", j["job_runtime"]))
    pairs += [("usr_cpu", Float(j["usr_cpu"])), ("sys_cpu", Float(j["sys_cpu"])), ("ctx", j["ctx"]),
              ("majf", j["majf"]), ("minf", j["minf"]),
              ("iodepth_level", [(k, Float(x)) for k, x in j["iodepth_level"].items()]),
              ("latency_us", [(k, Float(x)) for k, x in j["latency_us"].items()]),
              ("latency_ms", [(k, Float(x)) for k, x in j["latency_ms"].items()])]
    return pairs


def disk(d: dict) -> list:
    return [("name", d["name"]), ("read_ios", d["read_ios"]), ("write_ios", d["write_ios"]),
            ("read_merges", d["read_merges"]), ("write_merges", d["write_merges"]),
            ("read_ticks", d["read_ticks"]), ("write_ticks", d["write_ticks"]),
            ("in_queue", d["in_queue"]), ("util", Float(d["util"]))]


def document(src: dict, version: str, plus: bool = False, error: int = 0) -> str:
    v = tuple(int(x) for x in re.findall(r"\d+", version))
    fmt = "%.2f" if v < (2, 3) else "%f"
    top = [("fio version", version)]
    if v >= (2, 2, 5):
        top.append(("timestamp", src["timestamp"]))
        if v >= (2, 15):
            top.append(("timestamp_ms", src["timestamp_ms"]))
        top.append(("time", src["time"]))
    if v >= (2, 3):
        top.append(("global options", list((src.get("global options") or {}).items())))
    jobs = [dict(j, error=error or j["error"]) for j in src["jobs"]]
    top.append(("jobs", ("array", [job(j, v, plus) for j in jobs])))
    top.append(("disk_util", ("array", [disk(d) for d in src["disk_util"]])))
    return emit(top, 0, fmt) + "\n"


def main() -> None:
    seq = json.loads((HERE.parent / "seqread.json").read_text())
    rand = json.loads((HERE.parent / "randread.jsonplus.json").read_text())
    made = {
        "fio-2.0.15.json": document(seq, "fio-2.0.15"),
        "fio-2.1.10.json": document(seq, "fio-2.1.10"),
        "fio-2.2.10.json": document(seq, "fio-2.2.10"),
        "fio-2.2.12.jsonplus.json": document(rand, "fio-2.2.12", plus=True),
        "fio-2.12.jsonplus.json": document(rand, "fio-2.12", plus=True),
        "fio-2.19.jsonplus.json": document(rand, "fio-2.19", plus=True),
        "fio-2.20.jsonplus.json": document(rand, "fio-2.20", plus=True),
        "fio-2.21.json": document(seq, "fio-2.21"),
        "fio-3.1.jsonplus.json": document(rand, "fio-3.1", plus=True),
        "fio-3.17.json": document(seq, "fio-3.17"),
        "fio-2.2.10-error.json": document(seq, "fio-2.2.10", error=5),
    }
    for name, text in made.items():
        json.loads(text)  # valid JSON (the repeated "0.00" keys are allowed)
        (HERE / name).write_text(text)


if __name__ == "__main__":
    main()
