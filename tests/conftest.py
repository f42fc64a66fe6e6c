"""Shared fixtures: the bundled fio, recorded streams, and process hygiene checks."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from contextlib import contextmanager
from pathlib import Path

import psutil
import pytest

from tests.helpers import free_port, kill_tree, wait_listening

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data"
RECORDED = DATA / "fio-3.41"


@pytest.fixture(scope="session")
def fio():
    """The bundled fio; the suite is about the real thing, so its absence is a failure."""
    from app.core.fio.locate import find_fio

    binary = find_fio({"PATH": ""})
    assert binary.origin == "bundled", "build it with: python3 fio_bin/build_fio.py"
    return binary


def recorded(name: str) -> tuple[bytes, str, int]:
    """A status stream recorded from the bundled fio: (stdout, stderr, exit code)."""
    return ((RECORDED / f"{name}.stdout").read_bytes(), (RECORDED / f"{name}.stderr").read_text(),
            int((RECORDED / f"{name}.rc").read_text()))


def recorded_docs(name: str) -> list[dict]:
    text = (RECORDED / f"{name}.stdout").read_text()
    dec, i, docs = json.JSONDecoder(), 0, []
    while (j := text.find("{", i)) >= 0:
        doc, i = dec.raw_decode(text, j)
        docs.append(doc)
    return docs


def fio_children() -> list[psutil.Process]:
    return [p for p in psutil.Process().children(recursive=True) if _is_fio(p)]


def _is_fio(p: psutil.Process) -> bool:
    try:
        return p.name() in ("fio", "fio.exe")
    except psutil.Error:
        return False


@pytest.fixture(scope="session", autouse=True)
def private_data_dir(tmp_path_factory):
    """Runs stored by tests go to a temp store, never the user's history."""
    path = tmp_path_factory.mktemp("fioscope-data")
    old = os.environ.get("FIOSCOPE_DATA_DIR")
    os.environ["FIOSCOPE_DATA_DIR"] = str(path)
    yield path
    if old is None:
        os.environ.pop("FIOSCOPE_DATA_DIR", None)
    else:
        os.environ["FIOSCOPE_DATA_DIR"] = old


@pytest.fixture(autouse=True)
def no_fio_left_behind():
    """Every test must leave no fio process of ours running."""
    yield
    left = fio_children()
    for p in left:
        p.kill()
    assert not left, f"fio processes left running: {[p.pid for p in left]}"


def run_cli(*args: str, cwd: str | os.PathLike | None = None, env: dict | None = None,
            timeout: float = 300) -> subprocess.CompletedProcess:
    """The real `fioscope` entry point in a fresh interpreter."""
    full_env = dict(os.environ, **(env or {}))
    return subprocess.run([sys.executable, "-m", "app", *args], cwd=cwd or ROOT, env=full_env,
                          capture_output=True, text=True, timeout=timeout)


def have_root_tools(*tools: str) -> bool:
    return os.geteuid() == 0 and all(shutil.which(t) for t in tools)


@pytest.fixture
def loop_device(tmp_path):
    """A loop device on a temp file of random data; always detached, even on failure."""
    if not have_root_tools("losetup"):
        pytest.skip("needs root and losetup")
    made = []

    def make(size: int = 64 << 20, random: bool = True) -> str:
        """random=False: a sparse file of zeros (for a device mkfs is about to discard)."""
        img = tmp_path / f"loop{len(made)}.img"
        with open(img, "wb") as f:
            if random:
                f.write(os.urandom(size))
            else:
                f.truncate(size)
        dev = subprocess.run(["losetup", "-f", "--show", str(img)], capture_output=True, text=True,
                             check=True).stdout.strip()
        made.append((dev, _node_state(dev)))
        return dev

    try:
        yield make
    finally:
        for dev, state in made:
            _restore_node(dev, state)
            subprocess.run(["losetup", "-d", dev], check=False)


def _node_state(dev: str):
    st = os.stat(dev)
    try:
        acl = os.getxattr(dev, "system.posix_acl_access")
    except OSError:
        acl = None
    return st.st_mode & 0o7777, st.st_uid, st.st_gid, acl


def _restore_node(dev: str, state) -> None:
    """A /dev/loopN node outlives its device: owner, mode or ACL a failed test left on it
    would hand the next test's device to a user."""
    mode, uid, gid, acl = state
    try:  # and the privileged helper's record of a grant a failed test left (device_grants)
        rdev = os.stat(dev).st_rdev
        os.unlink(f"/run/fioscope/grants/{os.major(rdev)}-{os.minor(rdev)}.json")
    except OSError:
        pass
    try:
        if acl is None:
            try:
                os.removexattr(dev, "system.posix_acl_access")
            except OSError:
                pass
        else:
            os.setxattr(dev, "system.posix_acl_access", acl)
        os.chown(dev, uid, gid)
        os.chmod(dev, mode)
    except OSError:
        pass


@contextmanager
def mounted_readonly(dev: str, where: Path):
    """ext4 on our own loop device, mounted read-only without journal replay: a read-write
    ext4 writes its own device in the background (lazy inode-table init, journal commits),
    which would move a checksum without anyone testing it."""
    subprocess.run(["mkfs.ext4", "-q", "-F", dev], check=True, capture_output=True)
    where.mkdir(exist_ok=True)
    subprocess.run(["mount", "-o", "ro,noload", dev, str(where)], check=True)
    try:
        yield where
    finally:
        subprocess.run(["umount", str(where)], check=True)


@pytest.fixture
def loop_fs(loop_device, tmp_path):
    """(mount point, loop device): a writable ext4 on a loop device; unmounted before it is detached."""
    if not have_root_tools("mkfs.ext4", "mount", "umount"):
        pytest.skip("needs root, mkfs.ext4 and mount")
    # mkfs.ext4 discards the whole device (holes punched in the file): random bytes there
    # would cost a second of CPU and 256 MiB of writes for nothing.
    dev = loop_device(256 << 20, random=False)
    subprocess.run(["mkfs.ext4", "-q", "-F", dev], check=True, capture_output=True)
    mnt = tmp_path / "mnt"
    mnt.mkdir()
    subprocess.run(["mount", dev, str(mnt)], check=True)
    try:
        yield str(mnt), dev
    finally:
        subprocess.run(["umount", str(mnt)], check=False)


def run_wine(argv: list[str], prefix: Path, timeout: float = 300) -> subprocess.CompletedProcess:
    """A Windows program under wine in a prefix of its own, quiet, with no display. Once in
    CI, wine exited 1 in a fresh prefix having printed nothing at all (not even that it
    created the prefix): wine failing to start, not the program. That case is tried once
    more, in a new prefix; a program that ran and failed is never retried."""
    p = None
    for attempt in range(2):
        where = prefix if attempt == 0 else prefix.with_name(prefix.name + "-again")
        env = dict(os.environ, WINEPREFIX=str(where), WINEDEBUG="-all", DISPLAY="", WAYLAND_DISPLAY="")
        p = subprocess.run(["wine", *argv], capture_output=True, env=env, timeout=timeout)
        if p.returncode == 0 or p.stdout or p.stderr:
            return p
    return p


@pytest.fixture
def servers(tmp_path):
    """start(n, binary=None) -> [(Host, Popen, workdir)]: fio servers on loopback, each in
    its own temp directory; every server is killed at the end."""
    from app.core.remote.hosts import Host

    started: list[subprocess.Popen] = []

    def start(n: int, binary: str | None = None):
        from app.core.fio.locate import find_fio
        path = binary or find_fio({"PATH": ""}).path
        out = []
        for _ in range(n):
            for _attempt in range(5):
                port = free_port()
                work = tmp_path / f"server{port}"
                work.mkdir()
                proc = subprocess.Popen([path, f"--server=ip:127.0.0.1,{port}"], cwd=work,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                        start_new_session=True)
                started.append(proc)
                if wait_listening(port, proc):
                    out.append((Host("127.0.0.1", port), proc, work))
                    break
            else:
                pytest.fail("could not start a fio server")
        return out

    try:
        yield start
    finally:
        for proc in started:
            kill_tree(proc)
        # A server's job process can outlive it as an orphan of init with a group of its own
        # (seen after a server stopped with SIGSTOP and continued: two spun at 60 % of a core
        # for the rest of the suite); its command line still names the server's address.
        names = {" ".join(proc.args) for proc in started if isinstance(proc.args, list)}
        for p in psutil.process_iter(["cmdline"]):
            try:
                if " ".join(p.info["cmdline"] or ()) in names:
                    p.kill()
            except psutil.Error:
                pass


@pytest.fixture
def stored_run(tmp_path, fio):
    """(env, stored document, run id): a real two-test fio run in a history of its own."""
    return _store_a_run(tmp_path, fio)


@pytest.fixture(scope="module")
def _module_stored_run(tmp_path_factory, fio):
    return _store_a_run(tmp_path_factory.mktemp("stored-run"), fio)


@pytest.fixture
def shared_stored_run(_module_stored_run):
    """stored_run, run once for a module's tests that only read it (reports, refused requests;
    ~4 s of fio each time it was run again), its document a copy of the test's own."""
    import copy

    env, doc, run_id = _module_stored_run
    return env, copy.deepcopy(doc), run_id


def _store_a_run(where: Path, fio) -> tuple[dict, dict, int]:
    from app.core.fio.jobspec import JobSpec, Target
    from app.core.history.store import RunStore
    from app.core.suites.run import SuiteRunner
    from app.core.suites.items import plain

    data = where / "data"
    store = RunStore(data / "runs.sqlite")
    specs = [JobSpec(name="RND4K-Q4T2-read", rw="randread", target=Target(str(where / "fioscope-test-9.tmp")),
                     ioengine="psync", numjobs=2, size=8 << 20, runtime=1.5, time_based=True),
             JobSpec(name="RND4K-Q4T2-write", rw="randwrite", target=Target(str(where / "fioscope-test-9.tmp")),
                     ioengine="psync", numjobs=2, size=8 << 20, runtime=1.5, time_based=True)]
    res = SuiteRunner(fio, "custom", plain(specs), 0.5, target=str(where), store=store).run()
    return {"FIOSCOPE_DATA_DIR": str(data)}, store.load_run(res.run_id), res.run_id



# Tests that read or change machine-wide state: the page cache and the system disk's
# counters (a test beside them would write through the same cache), the ownership and
# ACLs of /dev/loopN nodes, sudoers rules for 'nobody'. `setup.sh test` runs them alone,
# after the parallel part (`-m serial`).
SERIAL = ("tests/core/cache/test_cache.py", "tests/ui/test_cache_tab.py", "tests/core/suites/test_experiments.py",
          "tests/core/insight/test_insight_checklist.py", "tests/core/insight/test_insight_prerun.py",
          "tests/core/access/test_device_acl.py", "tests/core/access/test_nonroot_run.py", "tests/core/access/test_privileged.py",
          "tests/core/access/test_privileged_attacks.py",
          "tests/ui/test_main_window.py::test_cache_panel_shows_buffered_writes_landing_in_ram_and_reruns",
          # The reference drive (tests/refdrive.py) is a device emulated in real time: its controller
          # thread sets the throttle every tick, and with 4 workers on 2 cores it fell behind (a
          # round 9 % faster than the model, a cliff smeared away). Alone, it keeps time.
          "tests/core/insight/test_refdrive_cliff.py", "tests/core/suites/test_refdrive_knee.py",
          "tests/core/suites/test_refdrive_pts.py", "tests/core/suites/test_refdrive_steady.py",
          # Weighs each interval's mean latency by its I/O count, not by fio's count of latency
          # samples: once, with 4 workers on 2 cores, the weighted mean came out 3.8 % off fio's
          # final (27.8 against 26.8 us); it matched in every other run. Not understood yet.
          "tests/core/remote/test_remote_rates.py",
          # 1 s steps against a kernel limit of 800 write IOPS: at a load of 5 with 4 workers, fio,
          # catching up after being descheduled, queued a burst behind the limit (the 80 % step's
          # mean 439 us against the light load's 60) and the knee came at 70 %, not near the limit.
          "tests/core/suites/test_latency_load.py::test_knee_on_a_device_whose_write_iops_the_kernel_limits",
          # Verdicts against a kernel limit of 1,000 read IOPS: at a load of 4 with 4 workers, a job
          # asking 1,100 made 1,020 (a job file's) or 998 (latency versus load's 110 % step) while
          # its threads waited on the run queue, and the verdict said CPU (clean clones,
          # 2026-12-06): the machine's load, not the rate, decided it.
          "tests/core/insight/test_trust_rates.py")


def _scope(nodeid: str) -> str:
    """The worker group of a test: its module; every installer test in one (they share one
    bundle build, a session fixture), but the Windows installer's, which needs no bundle (its
    makensis and wine, ~45 s, can go to the other worker during the build)."""
    path = nodeid.split("::")[0]
    shares_bundle = path.startswith("tests/installer/") and path not in WITHOUT_BUNDLE
    return "installer" if shares_bundle else SHARED_SESSION_FIXTURE.get(path, path)


WITHOUT_BUNDLE = ("tests/installer/test_windows_installer.py",)
# Modules that share a session fixture, kept on one worker so that it is made once: the 14-round
# steady run of tests/core/report/conftest.py (~35 s of fio) was made on both workers.
SHARED_SESSION_FIXTURE = {"tests/core/report/test_report_kinds.py": "report: steady_doc",
                          "tests/core/report/test_steady_conformance.py": "report: steady_doc",
                          "tests/core/report/test_steady_3d.py": "report: steady_doc"}


def pytest_xdist_make_scheduler(config, log):
    """Each module's tests on one worker, in order, as setup.sh asks. pytest-xdist 3.8's
    --dist loadgroup groups nothing under pytest 9 (it renames item._nodeid, which pytest 9 no
    longer reads): a module's tests went to both workers and its module fixtures ran twice
    (test_fidelity's, the fio examples'). Its scope scheduler, told our scopes, does it; with
    its hang after a worker crash mended (tests/xdist_schedule.py)."""
    from tests.xdist_schedule import make_scheduler

    return make_scheduler(config, log, _scope, LONGEST_FIRST)


# The longest groups, started first. xdist starts the groups with the most tests first, and
# these have few (the fio examples one, the safety matrix four): they came last, and one worker
# ran one for minutes while the other had nothing left. Seconds alone at load 5-15 on 2 cores
# (2026-11-28): 151 (the bundle build 95 of it: up to 600 at load 12), 235, 173, 124, 111, 108,
# ~105 (the two report modules: 98, and 44 less the 38 s steady run they share), 104, 93, 78,
# 76, 71, 59, 58; tests/ui/test_i18n_window.py (a German HIR+XSR+DIRTH run) 53-103 (2026-12-06).
LONGEST_FIRST = ("installer", "tests/ui/test_main_window.py", "tests/ui/test_i18n_window.py", "tests/core/suites/test_steady_pts.py",
                 "tests/core/targets/test_safety_matrix.py", "tests/core/suites/test_steady_suite.py",
                 "tests/core/suites/test_as_published.py", "report: steady_doc", "tests/core/fio/test_confinement.py",
                 "tests/core/remote/test_remote.py",
                 "tests/core/fio/test_confinement_property.py", "tests/core/fio/test_fio_examples.py",
                 "tests/ui/test_check_tab.py", "tests/core/suites/test_reliability.py", "tests/ui/test_save_image.py")


def pytest_sessionfinish(session):
    """The controller (or a run without workers) detaches the loop devices a worker ended
    mid-test left attached (tests/leftovers.py), so that they do not outlive the run."""
    if hasattr(session.config, "workerinput") or not have_root_tools("losetup"):
        return
    from tests.leftovers import detach_loops_under

    left = detach_loops_under(session.config._tmp_path_factory.getbasetemp())
    if left:
        print(f"\ndetached {len(left)} loop device(s) an ended worker left: {' '.join(left)}")


@pytest.hookimpl(tryfirst=True)  # before -m selects on the marks added here
def pytest_collection_modifyitems(items):
    """Under pytest-xdist (`setup.sh test` runs `--dist loadgroup`), a module's tests stay on
    one worker, in order, as they share module fixtures; the installer tests share one
    bundle build (a session fixture) on one worker. SERIAL tests are marked `serial`."""
    for item in items:
        path = item.nodeid.split("::")[0]
        item.add_marker(pytest.mark.xdist_group(_scope(item.nodeid)))
        if any(item.nodeid == s or path == s for s in SERIAL):
            item.add_marker(pytest.mark.serial)
