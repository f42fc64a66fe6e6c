"""Latency QoS (exceedance curves) against a curve computed independently from the same
recorded fio 3.41 json+ bins, and against fio's own percentile table."""
from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np

from app.core.fio.qos import LEVELS, exceedance, merge_bins, qos
from app.core.fio.results import job_result
from app.core.history.codec import result_dict

DATA = Path(__file__).resolve().parents[2] / "data"
TWO = DATA / "qos" / "randread-2threads.jsonplus.json"  # 3.8 million I/Os over two threads
SMALL = DATA / "fio-import" / "randread.jsonplus.json"  # 20,391 I/Os


def _doc(path: Path) -> dict:
    return json.loads(path.read_text())


def _samples(jobs: list[dict]) -> np.ndarray:
    """Every I/O as its bucket's latency (ns), sorted: the bins expanded, one value per I/O."""
    values, counts = [], []
    for j in jobs:
        for k, v in j["read"]["clat_ns"]["bins"].items():
            values.append(int(k))
            counts.append(int(v))
    return np.sort(np.repeat(np.array(values, dtype=np.int64), np.array(counts, dtype=np.int64)))


def test_total_curve_equals_one_computed_from_the_expanded_samples():
    doc = _doc(TWO)
    q = job_result("qos", doc).read.latency.qos
    x = _samples(doc["jobs"])
    assert q.samples == len(x) == sum(int(j["read"]["clat_ns"]["N"]) for j in doc["jobs"])
    buckets = np.unique(x)
    slower = len(x) - np.searchsorted(x, buckets, side="right")  # I/Os above each bucket
    assert [us for us, _ in q.curve] == [b / 1000.0 for b in buckets.tolist()]
    assert [k for _, k in q.curve] == slower.tolist()
    assert q.curve[-1][1] == 0 and q.curve[0][1] < len(x)
    # as shares (1 - CDF), at the precision a report shows (6 significant digits)
    for (us, e), b, k in zip(exceedance(q.curve, q.samples), buckets.tolist(), slower.tolist()):
        assert f"{e:.6g}" == f"{k / len(x):.6g}"
    # each level: the k-th fastest I/O, k = ceil(p % of all), fio's rule
    for pct in LEVELS:
        k = math.ceil(pct / 100.0 * len(x))
        assert q.level(pct) == x[k - 1] / 1000.0, pct
    # the total merges the threads' bins, which merge_bins does alike
    assert qos(merge_bins([j["read"]["clat_ns"]["bins"] for j in doc["jobs"]])) == q


def test_one_threads_levels_are_fios_own_percentiles():
    doc = _doc(TWO)
    for j in doc["jobs"]:
        c = j["read"]["clat_ns"]
        q = qos({int(k): int(v) for k, v in c["bins"].items()})
        for pct in (99.0, 99.9, 99.99):  # what fio's percentile table of the thread prints
            assert q.level(pct) == int(c["percentile"][f"{pct:.6f}"]) / 1000.0


def test_levels_agree_with_the_results_percentiles_and_stay_in_the_document():
    r = job_result("qos", _doc(TWO))
    lat = r.read.latency
    assert (lat.qos.level(99.0), lat.qos.level(99.9), lat.qos.level(99.99)) == (lat.p99_us, lat.p999_us, lat.p9999_us)
    assert r.write.latency is None and all(t.read.latency.qos is None for t in r.threads)  # totals only
    clat = json.loads(json.dumps(result_dict(r)))["total"]["read"]["clat_us"]
    assert clat["qos"]["samples"] == lat.qos.samples
    assert [tuple(p) for p in clat["qos"]["curve"]] == list(lat.qos.curve)


def test_a_level_beyond_the_sample_count_is_not_resolved():
    q = job_result("randread", _doc(SMALL)).read.latency.qos
    assert q.samples == 20391
    assert q.level(99.99) is not None  # 2 I/Os lie beyond it
    assert q.level(99.999) is None and q.level(99.9999) is None  # fewer than 100,000 I/Os
