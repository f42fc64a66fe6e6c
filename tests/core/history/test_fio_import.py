"""fio JSON output from elsewhere imports into the history with fio's own figures, and
anything that is not complete fio output is refused with the store unchanged."""
import json
import re

import pytest

from app.core.report.render import render
from app.core.errors import InputError
from app.core.history.fio_import import import_fio_json, read_fio_json
from app.core.history.store import RunStore
from tests.conftest import DATA, run_cli

IMPORT = DATA / "fio-import"
RECORDINGS = sorted(p.name for p in IMPORT.glob("*.json"))


def fio_doc(path) -> dict:
    text = path.read_text()
    return json.JSONDecoder().raw_decode(text, re.search(r"^\{", text, re.M).start())[0]


def expected_tests(doc: dict) -> dict[str, list[dict]]:
    """The recording's entries per job name (and host), the aggregate left out."""
    client = "client_stats" in doc
    out: dict[str, list[dict]] = {}
    for e in doc["client_stats"] if client else doc["jobs"]:
        if client and e["jobname"] == "All clients":
            continue
        out.setdefault(e["jobname"] + (f"@{e['hostname']}" if client else ""), []).append(e)
    return out


@pytest.fixture
def store(tmp_path):
    s = RunStore(tmp_path / "runs.sqlite")
    yield s
    s.close()


def test_the_recordings_are_all_there():
    assert set(RECORDINGS) >= {"seqread.json", "randread.jsonplus.json", "group-reporting.json",
                               "two-jobs.json", "warning-before-json.json", "client-server.json",
                               "client-server-2hosts.json"}


@pytest.mark.parametrize("name", RECORDINGS)
def test_each_recording_imports_with_fios_own_figures(name, store):
    path = IMPORT / name
    doc = fio_doc(path)
    run_id = import_fio_json(path, store)
    run = store.load_run(run_id)
    assert run["suite"] == "import" and run["status"] == "done"
    assert run["fio_version"] == doc["fio version"] == "fio-3.41"
    assert run["settings"]["imported_from"] == str(path.resolve())
    assert run["settings"]["fio_version"] == "fio-3.41"
    want = expected_tests(doc)
    assert [t["name"] for t in run["tests"]] == list(want)
    for t in run["tests"]:
        entries = want[t["name"]]
        assert t["status"] == "done" and len(t["result"]["threads"]) == len(entries)
        for d in ("read", "write"):
            parts = [e[d] for e in entries]
            total = t["result"]["total"][d]
            # group_reporting's arithmetic: bytes and I/Os summed, over the longest runtime.
            ms = max(p["runtime"] for p in parts)
            assert total["io_bytes"] == sum(p["io_bytes"] for p in parts)
            assert total["total_ios"] == sum(p["total_ios"] for p in parts)
            assert total["runtime_ms"] == ms
            if not total["total_ios"]:
                continue
            # fio's bw_bytes is io_bytes*1000/runtime rounded down; iops has 6 decimals.
            assert total["bytes_per_s"] == pytest.approx(sum(p["io_bytes"] for p in parts) * 1000 / ms)
            if all(p["runtime"] == ms for p in parts):
                assert 0 <= total["bytes_per_s"] - sum(p["bw_bytes"] for p in parts) < len(parts)
                assert total["iops"] == pytest.approx(sum(p["iops"] for p in parts), abs=1e-5 * len(parts))
            for th, p in zip(t["result"]["threads"], parts):
                assert th[d]["bytes_per_s"] - p["bw_bytes"] == pytest.approx(0.5, abs=0.5)
                assert th[d]["iops"] == pytest.approx(p["iops"], abs=1e-5)
            if total["clat_us"]:
                assert total["clat_us"]["mean_us"] == pytest.approx(
                    sum(p["clat_ns"]["mean"] * p["clat_ns"]["N"] for p in parts)
                    / sum(p["clat_ns"]["N"] for p in parts) / 1000)
    text = render(store.load_run(run_id), "txt")
    assert "import on" in text and "fio-3.41" in text
    for t in run["tests"]:
        for d in ("read", "write"):
            if t["result"]["total"][d]["total_ios"]:
                assert f"{t['result']['total'][d]['MB_per_s']:.2f}" in text
    for fmt in ("html", "json", "csv", "summary-csv"):
        assert render(store.load_run(run_id), fmt)


def test_group_reporting_is_one_thread_with_the_jobs_numjobs(store):
    run = store.load_run(import_fio_json(IMPORT / "group-reporting.json", store))
    (t,) = run["tests"]
    assert t["name"] == "randwrite-grouped" and len(t["result"]["threads"]) == 1
    assert t["spec"]["numjobs"] == 2 and t["spec"]["rw"] == "randwrite"
    assert any("group_reporting" in n for n in t["notes"])


def test_two_jobs_in_one_file_and_threads_of_one_job_name(store):
    run = store.load_run(import_fio_json(IMPORT / "two-jobs.json", store))
    seqwrite, randread = run["tests"]
    assert (seqwrite["name"], randread["name"]) == ("seqwrite", "randread")
    assert [th["jobname"] for th in seqwrite["result"]["threads"]] == ["seqwrite", "seqwrite"]
    assert len(randread["result"]["threads"]) == 1
    # The spec: global options, then the job's own.
    s = seqwrite["spec"]
    assert (s["rw"], s["bs"], s["numjobs"], s["iodepth"], s["size"], s["runtime"], s["time_based"],
            s["ioengine"], s["direct"]) == ("write", 128 << 10, 2, 1, 16 << 20, 1.0, True, "psync", True)
    assert s["target"] == {"path": "/tmp/fioscope-import-rec/target.bin", "kind": "file"}
    assert randread["spec"]["rw"] == "randread" and randread["spec"]["bs"] == 4096
    assert "[global]" in seqwrite["jobfile"] and "rw=write" in seqwrite["jobfile"]
    assert seqwrite["argv"] == [] and seqwrite["samples"] == []


def test_json_plus_percentiles_are_fios_own(store):
    doc = fio_doc(IMPORT / "randread.jsonplus.json")
    run = store.load_run(import_fio_json(IMPORT / "randread.jsonplus.json", store))
    clat = run["tests"][0]["result"]["total"]["read"]["clat_us"]
    fio_pct = doc["jobs"][0]["read"]["clat_ns"]["percentile"]
    assert "bins" in doc["jobs"][0]["read"]["clat_ns"]
    assert clat["p50_us"] == fio_pct["50.000000"] / 1000
    assert clat["p99_us"] == fio_pct["99.000000"] / 1000
    assert clat["p999_us"] == fio_pct["99.900000"] / 1000


def test_text_before_the_json_is_skipped(store):
    path = IMPORT / "warning-before-json.json"
    assert path.read_text().startswith("note: ")
    run = store.load_run(import_fio_json(path, store))
    assert run["tests"][0]["spec"]["iodepth"] == 4


@pytest.mark.parametrize("name", ["client-server.json", "client-server-2hosts.json"])
def test_client_server_keeps_per_host_results(name, store):
    doc = fio_doc(IMPORT / name)
    run = store.load_run(import_fio_json(IMPORT / name, store))
    hosts = [e["hostname"] for e in doc["client_stats"] if e["jobname"] != "All clients"]
    assert [t["name"] for t in run["tests"]] == [f"cs-randread@{h}" for h in hosts]
    assert run["settings"]["hosts"] == hosts and run["settings"]["client_server"] is True
    assert run["settings"]["hostname"] == ", ".join(hosts)
    for t, h in zip(run["tests"], hosts):
        assert f"host {h}" in t["notes"]
        assert len(t["result"]["disk_util"]) == len([d for d in doc["disk_util"] if d["hostname"] == h]) > 0
        s = t["spec"]
        assert (s["rw"], s["bs"], s["size"], s["ioengine"]) == ("randread", 4096, 16 << 20, "psync")
    aggregate = [e for e in doc["client_stats"] if e["jobname"] == "All clients"]
    if aggregate:  # what was skipped is the sum of what was kept
        assert aggregate[0]["read"]["io_bytes"] == sum(
            t["result"]["total"]["read"]["io_bytes"] for t in run["tests"])


def test_an_older_fio_version_is_kept_as_written(tmp_path, store):
    f = tmp_path / "old.json"
    f.write_text((IMPORT / "seqread.json").read_text().replace('"fio-3.41"', '"fio-3.1"'))
    run = store.load_run(import_fio_json(f, store))
    assert run["fio_version"] == run["settings"]["fio_version"] == "fio-3.1"
    assert run["tests"][0]["result"]["fio_version"] == "fio-3.1"


def test_with_status_interval_the_last_document_is_the_result(tmp_path, store):
    f = tmp_path / "stream.json"
    f.write_text((IMPORT / "group-reporting.json").read_text() + (IMPORT / "seqread.json").read_text())
    run = store.load_run(import_fio_json(f, store))
    assert [t["name"] for t in run["tests"]] == ["seqread"]


def test_a_device_target_and_a_size_fio_took_from_the_file(tmp_path, store):
    doc = fio_doc(IMPORT / "seqread.json")
    opts = doc["jobs"][0]["job options"]
    opts["filename"] = "/dev/nvme0n1"
    del opts["size"]
    f = tmp_path / "dev.json"
    f.write_text(json.dumps(doc))
    spec = store.load_run(import_fio_json(f, store))["tests"][0]["spec"]
    assert spec["target"] == {"path": "/dev/nvme0n1", "kind": "device"} and spec["size"] is None
    opts["filename"] = "\\\\.\\PhysicalDrive1"
    del opts["ioengine"]
    f.write_text(json.dumps(doc))
    spec = read_fio_json(f).tests[0].spec
    assert spec.target.kind == "device" and spec.ioengine == "windowsaio"


def _bad_files(tmp_path):
    good = (IMPORT / "seqread.json").read_text()
    doc = fio_doc(IMPORT / "seqread.json")
    no_jobs = dict(doc, jobs=[])
    bad_read = json.loads(json.dumps(doc))
    bad_read["jobs"][0]["read"] = "fast"
    bad_numbers = json.loads(json.dumps(doc))
    bad_numbers["jobs"][0]["read"]["io_bytes"] = "lots"
    files = {
        "empty": "",
        "blank": "\n \n",
        "truncated": good[: len(good) // 2],
        "truncated-by-one": good.rstrip()[:-1],
        "corrupt": good.replace('"io_bytes" :', '"io_bytes" ', 1),
        "not-json": "fio-3.41\nall done, no JSON here\n",
        "json-not-fio": '{"name": "something else", "values": [1, 2]}\n',
        "json-list": "[1, 2, 3]\n",
        "no-jobs": json.dumps(no_jobs),
        "read-not-an-object": json.dumps(bad_read),
        "numbers-not-numbers": json.dumps(bad_numbers),
        "stream-cut-in-the-last-document": good + good[:200],
    }
    out = []
    for name, text in files.items():
        p = tmp_path / f"{name}.json"
        p.write_text(text)
        out.append(p)
    binary = tmp_path / "binary.json"
    binary.write_bytes(bytes(range(256)) * 4)
    return out + [binary, tmp_path / "missing.json"]


def test_bad_files_are_refused_and_the_store_is_unchanged(tmp_path, store):
    import_fio_json(IMPORT / "seqread.json", store)
    before = store.runs()
    for f in _bad_files(tmp_path):
        with pytest.raises(InputError) as e:
            import_fio_json(f, store)
        assert "\n" not in e.value.one_line(), f.name
        assert store.runs() == before, f.name
    with pytest.raises(InputError, match="empty"):
        read_fio_json(tmp_path / "empty.json")
    with pytest.raises(InputError, match="truncated or corrupt"):
        read_fio_json(tmp_path / "truncated.json")
    with pytest.raises(InputError, match="not fio output"):
        read_fio_json(tmp_path / "json-not-fio.json")


def test_a_failure_while_storing_leaves_no_half_written_run(store, monkeypatch):
    before = store.runs()

    def broken(*_):
        raise RuntimeError("disk gone")
    monkeypatch.setattr(store, "finish_test", broken)
    with pytest.raises(RuntimeError):
        import_fio_json(IMPORT / "two-jobs.json", store)
    assert store.runs() == before


def test_cli_import_then_report(tmp_path):
    env = {"FIOSCOPE_DATA_DIR": str(tmp_path / "data")}
    files = [str(IMPORT / "two-jobs.json"), str(IMPORT / "client-server-2hosts.json")]
    p = run_cli("import", *files, env=env)
    assert p.returncode == 0, p.stderr
    lines = p.stdout.splitlines()
    assert lines == [f"imported {files[0]} as run 1 (2 tests)", f"imported {files[1]} as run 2 (2 tests)"]
    for fmt in ("txt", "html", "json", "csv"):
        r = run_cli("report", "1", "--format", fmt, env=env)
        assert r.returncode == 0 and r.stdout, (fmt, r.stderr)
    assert "seqwrite" in run_cli("report", "1", "--format", "txt", env=env).stdout
    doc = json.loads(run_cli("report", "2", "--format", "json", env=env).stdout)
    assert doc["suite"] == "import" and len(doc["tests"]) == 2
    # A bad file among good ones: one line, non-zero exit, nothing imported.
    bad = tmp_path / "cut.json"
    bad.write_text((IMPORT / "seqread.json").read_text()[:500])
    q = run_cli("import", str(IMPORT / "seqread.json"), str(bad), env=env)
    assert q.returncode != 0 and q.stdout == ""
    assert len(q.stderr.strip().splitlines()) == 1 and q.stderr.startswith("fioscope: ")
    assert "cut.json" in q.stderr
    history = json.loads(run_cli("history", "--json", env=env).stdout)
    assert [r["id"] for r in history] == [2, 1]


# -- older fio versions (files written by tests/data/fio-import/old/make_old_versions.py) --
OLD = IMPORT / "old"
OLD_FILES = sorted(p.name for p in OLD.glob("fio-*.json"))


@pytest.mark.parametrize("name", OLD_FILES)
def test_older_fio_output_imports_with_the_same_figures(name, store):
    """Each version's fields and units (KiB io_bytes, no total_ios, µs latencies, no N) come
    back as the fio 3.41 run they were written from."""
    source = fio_doc(IMPORT / ("randread.jsonplus.json" if "jsonplus" in name else "seqread.json"))
    src = source["jobs"][0]["read"]
    run = store.load_run(import_fio_json(OLD / name, store))
    (t,) = run["tests"]
    got = t["result"]["total"]["read"]
    assert got["io_bytes"] == src["io_bytes"] and got["total_ios"] == src["total_ios"]
    assert got["runtime_ms"] == src["runtime"]
    assert got["iops"] == pytest.approx(src["iops"], rel=1e-9)
    assert got["bytes_per_s"] == pytest.approx(src["io_bytes"] * 1000 / src["runtime"], rel=1e-9)
    clat = got["clat_us"]
    assert clat is not None, "latency lost"
    assert clat["samples"] == src["clat_ns"]["N"]
    assert clat["mean_us"] == pytest.approx(src["clat_ns"]["mean"] / 1000, abs=0.006)  # %.2f µs in 2.x
    for key, pct in (("p50_us", "50.000000"), ("p99_us", "99.000000"), ("p999_us", "99.900000")):
        assert clat[key] == pytest.approx(src["clat_ns"]["percentile"][pct] / 1000, abs=1.0)
    assert t["spec"]["rw"] in ("read", "randread") and t["spec"]["bs"] == (4096 if "jsonplus" in name else 128 << 10)
    assert run["fio_version"] == re.match(r"(fio-[\d.]+?)(?:-error)?\.json", name.replace(".jsonplus", "")).group(1)


@pytest.mark.parametrize("name,started", [("fio-2.1.10.json", None), ("fio-2.2.10.json", "timestamp-elapsed"),
                                          ("fio-3.17.json", "timestamp_ms-elapsed"),
                                          ("../seqread.json", "job_start")])
def test_host_and_start_are_what_the_file_says(name, started, store):
    doc = fio_doc(OLD / name)
    run = store.load_run(import_fio_json(OLD / name, store))
    assert run["host"] == "unknown" and run["machine"] == {}
    job = doc["jobs"][0]
    expect = {None: 0.0, "timestamp-elapsed": doc.get("timestamp", 0) - job.get("elapsed", 0),
              "timestamp_ms-elapsed": doc.get("timestamp_ms", 0) / 1000 - job.get("elapsed", 0),
              "job_start": job.get("job_start", 0) / 1000}[started]
    assert run["started_at"] == pytest.approx(expect)
    if started is None:
        assert run["finished_at"] is None
        from app.core.report.html import html_report
        from app.core.report.text import text_report
        assert "Started</td><td>unknown" in html_report(run) and "started unknown" in text_report(run)


def test_client_server_names_its_hosts(store):
    run = store.load_run(import_fio_json(IMPORT / "client-server-2hosts.json", store))
    assert run["host"] == "localhost, 127.0.0.1"


def test_fio_errors_appear_in_every_report_format(store, tmp_path):
    from app.core.report.render import render
    run = store.load_run(import_fio_json(OLD / "fio-2.2.10-error.json", store))
    line = "fio reported error 5 (Input/output error) in seqread/0"
    assert any(line in n for n in run["tests"][0]["notes"])
    assert run["tests"][0]["result"]["errors"] == [{"thread": "seqread/0", "error": 5}]
    for fmt in ("txt", "html", "summary-csv"):
        assert line in render(run, fmt), fmt
    assert '"error": 5' in render(run, "json")
    from app.core.report.pdf import pdf_report
    import zlib
    raw = pdf_report(run)
    text = b"".join(zlib.decompress(m) for m in re.findall(rb"stream\r?\n(.*?)\r?\nendstream", raw, re.S)
                    if m[:2] in (b"x\x9c", b"x\xda"))
    assert b"error 5" in text


def test_stonewall_phases_import_as_the_run_stores_them(store):
    """fio's own output of a stonewalled job file: one test per group, as a run of the file."""
    from app.core.fio.status import StreamSplitter
    docs, _ = StreamSplitter().feed((DATA / "fio-3.41" / "stonewall.stdout").read_bytes())
    run = read_fio_json(DATA / "fio-3.41" / "stonewall.stdout")
    assert [t.spec.name for t in run.tests] == ["slow", "fast"]
    assert [round(t.result.read.iops) for t in run.tests] == [round(j["read"]["iops"]) for j in docs[-1]["jobs"]]


def test_numbers_fio_cannot_write_are_refused(tmp_path, store):
    good = (IMPORT / "seqread.json").read_text()
    before = store.runs()
    for bad in ('"iops" : NaN', '"iops" : Infinity', '"iops" : -Infinity', '"iops" : 1e400',
                '"iops" : 123456789012345678901234567890', '"iops" : ' + "9" * 5000):
        f = tmp_path / "n.json"
        f.write_text(re.sub(r'"iops" : [0-9.]+', bad, good, count=1))
        with pytest.raises(InputError) as e:
            import_fio_json(f, store)
        assert "\n" not in e.value.one_line() and "cannot have written" in e.value.one_line(), bad
    assert store.runs() == before


def test_deep_nesting_is_refused_without_a_traceback(tmp_path, store):
    f = tmp_path / "deep.json"
    f.write_text('{"jobs": ' + "[" * 200000 + "]" * 200000 + "}\n")
    with pytest.raises(InputError, match="nests deeper"):
        import_fio_json(f, store)
    f.write_text("[" * 200000)
    with pytest.raises(InputError):
        import_fio_json(f, store)


def test_only_regular_files_of_bounded_size_are_read(tmp_path, store, monkeypatch):
    import os
    import threading
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    done = threading.Event()

    def attempt():
        with pytest.raises(InputError, match="not a file"):
            read_fio_json(fifo)
        done.set()
    t = threading.Thread(target=attempt, daemon=True)
    t.start()
    t.join(10)  # a FIFO without a writer: opened without waiting, refused at once
    assert done.is_set()
    with pytest.raises(InputError, match="not a file"):
        read_fio_json("/dev/zero")
    with pytest.raises(InputError, match="directory"):
        read_fio_json(tmp_path)
    import app.core.history.fio_import as fi
    monkeypatch.setattr(fi, "MAX_BYTES", 1000)
    with pytest.raises(InputError, match="MiB"):
        read_fio_json(IMPORT / "seqread.json")


def _plat_idx_to_val(idx: int, bits: int = 6) -> int:
    """fio 2.20's stat.c plat_idx_to_val, written out again for the check: a bucket's value."""
    val = 1 << bits
    if idx < val << 1:
        return idx
    error_bits = (idx >> bits) - 1
    return int((1 << (error_bits + bits)) + (idx % val + 0.5) * (1 << error_bits))


@pytest.mark.parametrize("name", ["fio-2.2.12.jsonplus.json", "fio-2.12.jsonplus.json", "fio-2.19.jsonplus.json"])
def test_json_plus_bins_keyed_by_index_become_fios_bucket_values(name):
    """fio 2.2.12 to 2.19 printed json+ bins as its whole histogram array by index, then the
    array's shape (refused before: an index read as a latency, the shape's names as numbers).
    Each index is the value fio 2.20 prints for that bucket: the histogram of the 2.20 file
    made from the same 3.41 recording, bucket for bucket, every I/O counted once."""
    import importlib.util
    from app.core.history.fio_formats import normalize
    spec = importlib.util.spec_from_file_location("make_old_versions", OLD / "make_old_versions.py")
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    doc = fio_doc(OLD / name)
    raw = doc["jobs"][0]["read"]["clat"]["bins"]
    assert raw["FIO_IO_U_PLAT_NR"] == 1216 and len(raw) == 1216 + 3 and "0" in raw
    assert any("by bucket index" in n for n in normalize(doc))
    got = doc["jobs"][0]["read"]["clat_ns"]["bins"]
    want: dict[str, int] = {}
    for value, n in fio_doc(OLD / "fio-2.20.jsonplus.json")["jobs"][0]["read"]["clat"]["bins"].items():
        key = str(_plat_idx_to_val(gen.plat_val_to_idx(int(value))) * 1000)
        want[key] = want.get(key, 0) + n
    assert got == want
    assert sum(got.values()) == doc["jobs"][0]["read"]["clat_ns"]["N"]


def test_json_plus_bins_of_an_unknown_shape_are_refused(tmp_path, store):
    text = (OLD / "fio-2.19.jsonplus.json").read_text().replace('"FIO_IO_U_PLAT_VAL" : 64', '"FIO_IO_U_PLAT_VAL" : 63')
    f = tmp_path / "odd.json"
    f.write_text(text)
    before = store.runs()
    with pytest.raises(InputError, match="unknown shape") as e:
        import_fio_json(f, store)
    assert "\n" not in e.value.one_line() and store.runs() == before
