"""Final results from recorded JSON+ documents match fio's own figures."""
import pytest

from app.core.errors import classify_fio_failure
from app.core.fio.results import job_result, percentile_from_bins
from tests.conftest import recorded, recorded_docs


def test_single_thread_figures_equal_fios_own():
    doc = recorded_docs("one_job")[-1]
    job = doc["jobs"][0]["read"]
    r = job_result("one", doc)
    assert r.fio_version == "fio-3.41"
    assert r.read.iops == pytest.approx(job["iops"], rel=1e-3)
    assert r.read.bytes_per_s == pytest.approx(job["bw_bytes"], rel=1e-3)
    assert r.read.mb_s == pytest.approx(job["bw_bytes"] / 1e6, rel=1e-3)
    assert r.read.mib_s == pytest.approx(job["bw_bytes"] / 2**20, rel=1e-3)
    lat = r.read.latency
    pct = job["clat_ns"]["percentile"]
    # Percentiles recomputed from the JSON+ bins equal fio's own table exactly.
    assert lat.p50_us * 1000 == pct["50.000000"]
    assert lat.p99_us * 1000 == pct["99.000000"]
    assert lat.p999_us * 1000 == pct["99.900000"]
    assert lat.mean_us == pytest.approx(job["clat_ns"]["mean"] / 1000)
    assert lat.max_us == job["clat_ns"]["max"] / 1000
    assert r.write.total_ios == 0 and r.write.latency is None


def test_totals_follow_group_reporting_arithmetic():
    doc = recorded_docs("numjobs4")[-1]
    r = job_result("four", doc)
    jobs = [j["read"] for j in doc["jobs"]]
    assert len(r.threads) == 4
    assert r.read.io_bytes == sum(j["io_bytes"] for j in jobs)
    assert r.read.total_ios == sum(j["total_ios"] for j in jobs)
    assert r.read.runtime_ms == max(j["runtime"] for j in jobs)
    # Per-thread IOPS add up to the total within the spread of thread runtimes.
    assert sum(t.read.iops for t in r.threads) == pytest.approx(r.read.iops, rel=0.01)
    p99s = [t.read.latency.p99_us for t in r.threads]
    assert min(p99s) <= r.read.latency.p99_us <= max(p99s)
    assert r.read.latency.samples == sum(j["clat_ns"]["N"] for j in jobs)


def test_mixed_result_has_both_directions():
    r = job_result("mix", recorded_docs("mixed")[-1])
    assert r.read.iops > 0 and r.write.iops > 0
    assert 0.65 < r.read.total_ios / (r.read.total_ios + r.write.total_ios) < 0.75
    assert r.read.latency.p99_us and r.write.latency.p99_us


def test_percentile_rule_matches_fio():
    bins = {10: 50, 20: 49, 30: 1}
    assert percentile_from_bins(bins, 50) == 10
    assert percentile_from_bins(bins, 99) == 20
    assert percentile_from_bins(bins, 99.9) == 30
    assert percentile_from_bins({}, 50) is None


def test_recorded_error_is_classified_with_advice():
    _, stderr, rc = recorded("error")
    e = classify_fio_failure(rc, stderr)
    assert e.kind == "not_found"
    assert "failed to create dir" in e.message
    assert e.advice


@pytest.mark.parametrize("stderr,direct,kind", [
    ("fio: looks like your file system does not support direct=1/buffered=0\n"
     "fio: destination does not support O_DIRECT\nfio: pid=5, err=22/file:filesetup.c:805, "
     "func=open(/dev/shm/x), error=Invalid argument", True, "direct_io_unsupported"),
    ("fio: pid=7, err=13/file:filesetup.c:805, func=open(/x), error=Permission denied", False,
     "permission_denied"),
    ("fio: pid=7, err=28/file:io_u.c:1889, func=io_u error, error=No space left on device", False,
     "no_space"),
    ("fio: pid=7, err=22/file:x.c:1, error=Invalid argument", False, "fio_error"),
])
def test_failures_are_classified(stderr, direct, kind):
    e = classify_fio_failure(1, stderr, direct=direct)
    assert e.kind == kind
    assert e.message.startswith("fio failed: fio")
