"""Samples are stored packed (schema 5): bit for bit what the JSON rows held, a fraction of
the size; runs stored before as JSON read back unchanged; a view of a long test keeps
each bucket's minimum and maximum of every curve."""
import json
import math
import random
import sqlite3
import zlib
from dataclasses import asdict

from app.core.fio.jobspec import JobSpec, Target
from app.core.fio.runner import FioRunner
from app.core.history.codec import sample_threads
from app.core.history.packed import SHUFFLED, pack, unpack
from app.core.history.store import SCHEMA_VERSION, RunStore

KEYS = ("read_iops", "write_iops", "read_bps", "write_bps", "read_lat_ns", "write_lat_ns")


def _random_rates(rnd, lat=True):
    return {"read_iops": rnd.random() * 1e5, "write_iops": 0.0, "read_bps": rnd.random() * 1e9,
            "write_bps": 0.0, "read_lat_ns": rnd.random() * 1e6 if lat else None, "write_lat_ns": None}


def test_real_fio_samples_pack_exactly_and_small(tmp_path, fio):
    spec = JobSpec(name="p", rw="randread", target=Target(str(tmp_path / "n")), ioengine="null", numjobs=16,
                   size=1 << 30, runtime=3, time_based=True, extra=(("rate_iops", "2000"),))
    out = FioRunner(fio, spec, 1.0).run()
    assert out.error is None and len(out.samples) >= 2
    for s in out.samples:
        total, threads = asdict(s.total), sample_threads(s)
        blob = pack(total, threads)
        # Exactly the JSON rows' values (json keeps a float's repr, so equal text is equal bits).
        assert json.dumps(unpack(blob)) == json.dumps([total, threads])
        assert len(blob) < 30 * 16 + 100, len(blob)  # JSON: about 150 bytes a thread


def test_holes_none_latencies_and_odd_values_round_trip():
    rnd = random.Random(7)
    threads = [None if i in (0, 5) else _random_rates(rnd, lat=i % 3 != 0) for i in range(11)]
    threads[4]["write_iops"], threads[4]["write_bps"] = 3.0, 12288.0  # bandwidth = I/Os x 4096 for this one only
    threads[6]["read_bps"] = -0.0
    total = {**_random_rates(rnd, lat=False), "write_lat_ns": 5.5}
    assert json.dumps(unpack(pack(total, threads))) == json.dumps([total, threads])
    empty = {k: (None if "lat" in k else 0.0) for k in KEYS}
    assert unpack(pack(empty, [])) == (empty, [])


def _old_database(path, rows):
    """A schema-4 history (the last one before packed samples) with a test of JSON sample rows."""
    from app.core.history.store import _SCHEMA_SQL, MIGRATIONS
    db = sqlite3.connect(path)
    db.executescript(_SCHEMA_SQL)
    for v in range(2, 5):
        for sql in MIGRATIONS[v]:
            db.execute(sql)
    db.execute("PRAGMA user_version=4")
    db.execute("INSERT INTO runs (suite, target, status, started_at, settings) VALUES ('quick', '/mnt', 'done', 1.0, '{}')")
    db.execute("INSERT INTO tests (run_id, seq, name, spec, argv, jobfile, status, started_at) "
               "VALUES (1, 0, 'RND4K', '{}', '[]', '', 'done', 1.0)")
    for seq, (total, threads) in enumerate(rows):
        db.execute("INSERT INTO samples (test_id, seq, t_s, ramp, total, threads, temp_c) VALUES (1,?,?,0,?,?,?)",
                   (seq, seq + 1.0, json.dumps(total), json.dumps(threads), 40.0 + seq))
    db.commit()
    db.close()


def test_a_run_stored_as_json_rows_opens_and_reads_back_the_same(tmp_path):
    rnd = random.Random(3)
    rows = [(_random_rates(rnd), [_random_rates(rnd), None, _random_rates(rnd, lat=False)]) for _ in range(40)]
    path = tmp_path / "old.sqlite"
    _old_database(path, rows)
    store = RunStore(path)
    assert store._exec("PRAGMA user_version", fetch="one")[0] == SCHEMA_VERSION
    got = store.load_run(1)["tests"][0]["samples"]
    assert [(s["total"], s["threads"], s["temp_c"]) for s in got] == [(t, th, 40.0 + i) for i, (t, th) in enumerate(rows)]
    # A view of the old rows keeps each thread's extremes, as for packed ones.
    view = store.load_run(1, max_samples=8)["tests"][0]["samples"]
    assert len(view) <= 8
    for j in (0, 2):
        vals = [th[j]["read_iops"] for _, th in rows]
        shown = [s["threads"][j]["read_iops"] for s in view]
        assert min(shown) == min(vals) and max(shown) == max(vals)
    assert all(s["threads"][1] is None for s in view)
    store.close()


def test_a_view_of_packed_rows_keeps_every_curves_minimum_and_maximum(tmp_path):
    from app.core.fio.status import IntervalSample, Rates, ThreadSample
    rnd = random.Random(5)
    store = RunStore(tmp_path / "runs.sqlite")
    rid = store.begin_run("quick", "/t", "3.41", "fio", "0")
    tid = store.begin_test(rid, 0, JobSpec(name="a", rw="randread", target=Target("/t/f"), size=1 << 20), [], "")
    kept = []
    for seq in range(1000):
        # held by rate_iops (fio's whole-ms times: 500 or 500.5...) in the first half, free-running after
        rates = [Rates(read_iops=(x := rnd.choice((500.0, 500.5005005005005)) if seq < 500 else
                                  rnd.randint(100, 1000) / 1.001), read_bps=x * 4096,
                       read_lat_ns=rnd.random() * 1e5) for _ in range(8)]
        s = IntervalSample(seq, seq + 1.0, tuple(ThreadSample(i, "a", r, False) for i, r in enumerate(rates)),
                           Rates(read_iops=sum(r.read_iops for r in rates)), False)
        store.add_sample(tid, s, None)
        kept.append(s)
    # Rows packed both ways (values as they are, byte-shuffled), whichever was smaller: a view reads both.
    flags = {zlib.decompress(b[3:])[6] & SHUFFLED for (b,) in store._exec("SELECT packed FROM samples", fetch="all")}
    assert flags == {0, SHUFFLED}
    full = store.load_run(rid)["tests"][0]["samples"]
    assert [x["threads"][3]["read_iops"] for x in full] == [s.threads[3].rates.read_iops for s in kept]
    view = store.load_run(rid, max_samples=100)["tests"][0]["samples"]
    assert 50 <= len(view) <= 100
    for j in range(8):
        for key in ("read_iops", "read_bps", "read_lat_ns"):
            vals = [getattr(s.threads[j].rates, key) for s in kept]
            shown = [v["threads"][j][key] for v in view]
            assert min(shown) == min(vals) and max(shown) == max(vals)
    assert view[0]["t_s"] == 1.0 and view[-1]["t_s"] == 1000.0
    assert all(v["threads"][0]["write_lat_ns"] is None and v["total"]["read_lat_ns"] is None for v in view)
    assert not any(math.isnan(v["total"]["read_iops"]) for v in view)
    store.close()


def test_a_documents_thinned_samples_are_replaced_by_the_stores_every_one():
    from app.core.history.sample_rows import with_stored_samples
    doc = {"tests": [{"name": "a", "samples": [1, 2]}, {"name": "b", "samples": [1]}]}
    stored = {"tests": [{"name": "b", "seq": 1, "samples": [1]}, {"name": "a", "seq": 0, "samples": [1, 2, 3, 4]}]}
    out = with_stored_samples(doc, stored)
    assert [t["samples"] for t in out["tests"]] == [[1, 2, 3, 4], [1]] and doc["tests"][0]["samples"] == [1, 2]
    resumed = {"tests": [{"name": "x", "seq": 0, "samples": []}, *stored["tests"]]}
    assert with_stored_samples(doc, resumed) is doc  # not the same tests: left as it was


def test_a_long_tests_view_reads_its_blocks_and_keeps_the_same_extremes(tmp_path):
    from app.core.fio.status import IntervalSample, Rates, ThreadSample
    from app.core.history.sample_blocks import BLOCK
    rnd = random.Random(9)
    store = RunStore(tmp_path / "runs.sqlite")
    rid = store.begin_run("soak", "/t", "3.41", "fio", "0")
    tid = store.begin_test(rid, 0, JobSpec(name="a", rw="randread", target=Target("/t/f"), size=1 << 20), [], "")
    kept = []
    n = 40 * BLOCK + 17  # 40 whole blocks and a tail (a view of 60 reads blocks from 15 on)
    for seq in range(1, n + 1):
        rates = [Rates(read_iops=(x := rnd.randint(100, 1000) / 1.001), read_bps=x * 4096,
                       read_lat_ns=rnd.random() * 1e5) for _ in range(4 if seq < 1000 else 5)]  # a thread joins
        s = IntervalSample(seq, float(seq), tuple(ThreadSample(i, "a", r, False) for i, r in enumerate(rates)),
                           Rates(read_iops=sum(r.read_iops for r in rates)), False)
        store.add_sample(tid, s, 30.0 + seq % 11)
        kept.append(s)
    store.finish_test_result(tid, "done", None, [])
    assert store._exec("SELECT COUNT(*) FROM sample_blocks", fetch="one")[0] == 40
    view = store.load_run(rid, max_samples=60)["tests"][0]["samples"]
    assert len(view) <= 60 and view[0]["t_s"] == 1.0 and view[-1]["t_s"] == float(n)
    for j in range(5):
        vals = [s.threads[j].rates.read_iops for s in kept if j < len(s.threads)]
        shown = [v["threads"][j]["read_iops"] for v in view if j < len(v["threads"]) and v["threads"][j]]
        assert min(shown) == min(vals) and max(shown) == max(vals)
    assert {v["temp_c"] for v in view} <= set(range(30, 41)) and max(v["temp_c"] for v in view) == 40
    # A replaced sample (INSERT OR REPLACE) the blocks did not see: the view reads the rows instead.
    store._exec("DELETE FROM samples WHERE test_id=? AND seq=5", (tid,))
    again = store.load_run(rid, max_samples=60)["tests"][0]["samples"]
    assert len(again) <= 60 and max(v["threads"][0]["read_iops"] for v in again) == \
        max(s.threads[0].rates.read_iops for s in kept if s.seq != 5)
    store.close()
