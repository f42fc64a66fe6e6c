"""A whole raw-device run by a user who is not root (least privilege, end to end).

The user 'nobody' runs `fioscope run` on our own loop device. The app itself stays
unprivileged; only grant-device/revoke-device go through `sudo -n` to the helper, as an
administrator would allow with one sudoers rule for exactly that command. The project's
Python lives under /root, which other users cannot enter, so the test builds a small
world-readable environment from the system's Python 3.11 with copies of the app and its
compiled dependencies.
"""
import os
import pwd
import shutil
import subprocess
import sysconfig
import tempfile

import pytest

from tests.conftest import ROOT, have_root_tools, mounted_readonly
from tests.helpers import digest, wait_until

SYSTEM_PY = "/usr/bin/python3"
pytestmark = pytest.mark.skipif(
    not have_root_tools("runuser", "sudo", "visudo") or not os.path.exists(SYSTEM_PY),
    reason="needs root, runuser, sudo and the system's Python")


@pytest.fixture(scope="module")
def public_env():
    try:
        pwd.getpwnam("nobody")
    except KeyError:
        pytest.skip("no user 'nobody'")
    v = subprocess.run([SYSTEM_PY, "-c", "import sys; print(sys.version_info[:2])"], capture_output=True, text=True)
    if v.stdout.strip() != "(3, 11)":
        pytest.skip("the copied compiled packages need the system's Python to be 3.11")
    top = tempfile.mkdtemp(prefix="fioscope-nonroot-", dir="/tmp")
    try:
        venv = os.path.join(top, "venv")
        subprocess.run([SYSTEM_PY, "-m", "venv", "--without-pip", venv], check=True, capture_output=True)
        py = os.path.join(venv, "bin", "python3")
        site = subprocess.run([py, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                              capture_output=True, text=True, check=True).stdout.strip()
        ours = sysconfig.get_paths()["purelib"]
        shutil.copytree(ROOT / "app", os.path.join(site, "app"), ignore=shutil.ignore_patterns("__pycache__"))
        # numpy: the run store packs per-thread samples with it (history/packed.py)
        for pkg in ("psutil", "orjson", "numpy", "numpy.libs"):
            if os.path.isdir(os.path.join(ours, pkg)):
                shutil.copytree(os.path.join(ours, pkg), os.path.join(site, pkg),
                                ignore=shutil.ignore_patterns("__pycache__"))
        os.symlink(ROOT / "fio_bin", os.path.join(site, "fio_bin"))  # app.paths looks beside app/
        data = os.path.join(top, "data")
        os.mkdir(data)
        for base, dirs, files in os.walk(top):
            os.chmod(base, 0o755)
            for f in files:
                if not os.path.islink(os.path.join(base, f)):
                    os.chmod(os.path.join(base, f), 0o755)
        shutil.chown(data, "nobody")
        yield py, data
    finally:
        shutil.rmtree(top, ignore_errors=True)


@pytest.fixture
def sudo_rule(public_env):
    """One sudoers rule, for exactly the helper command, removed even on failure."""
    py, _ = public_env
    path = f"/etc/sudoers.d/fioscope-test-{os.getpid()}"
    rule = f"nobody ALL=(root) NOPASSWD: {py} -I -m app --privileged-helper *\n"
    staged = tempfile.NamedTemporaryFile("w", delete=False, dir="/tmp")
    staged.write(rule)
    staged.close()
    check = subprocess.run(["visudo", "-cf", staged.name], capture_output=True, text=True)
    assert check.returncode == 0, check.stdout + check.stderr
    os.chmod(staged.name, 0o440)
    shutil.move(staged.name, path)
    try:
        yield path
    finally:
        os.remove(path)


def as_nobody(public_env, *args):
    py, data = public_env
    env = {"PATH": "/usr/sbin:/usr/bin:/sbin:/bin", "HOME": "/nonexistent", "FIOSCOPE_DATA_DIR": data}
    return subprocess.run(["runuser", "-u", "nobody", "--", py, "-m", "app", *args], cwd="/",
                          capture_output=True, text=True, env=env, timeout=300)


def test_a_user_runs_a_destructive_test_on_a_device_granted_for_the_run(public_env, sudo_rule, loop_device):
    dev = loop_device(32 << 20)
    before = digest(dev)
    assert os.stat(dev).st_uid == 0
    # Half a second per test: every write test writes the device; how long is not the point.
    p = as_nobody(public_env, "run", "--pause", "0", "--target", dev, "--size", "8MiB", "--runtime", "0.5", "--destroy-data", dev)
    assert p.returncode == 0, p.stderr
    assert "RND4K Q1T1" in p.stdout and "MB/s" in p.stdout
    assert f"note: {dev} is handed to your user for this run only" in p.stderr
    assert digest(dev) != before  # nobody's fio really wrote the device
    assert os.stat(dev).st_uid == 0  # and it went back to root afterwards
    rd = subprocess.run(["runuser", "-u", "nobody", "--", "dd", f"if={dev}", "of=/dev/null", "count=1"],
                        capture_output=True)
    assert rd.returncode != 0
    history = as_nobody(public_env, "history")
    assert history.returncode == 0 and dev in history.stdout  # stored in nobody's own history


def test_without_the_rule_the_user_gets_one_line_and_the_device_is_untouched(public_env, loop_device):
    dev = loop_device(32 << 20)
    before = digest(dev)
    p = as_nobody(public_env, "run", "--pause", "0", "--target", dev, "--size", "8MiB", "--runtime", "1", "--destroy-data", dev)
    assert p.returncode != 0
    assert "Traceback" not in p.stderr
    assert "grant-device was not allowed" in p.stderr, p.stderr
    assert digest(dev) == before and os.stat(dev).st_uid == 0


def test_the_rule_cannot_be_used_for_the_system_disk(public_env, sudo_rule):
    """Even with the sudoers rule, the helper re-checks the policy as root."""
    py, _ = public_env
    system = next(d for d in ("/dev/vda", "/dev/sda", "/dev/nvme0n1", "/dev/xvda") if os.path.exists(d))
    uid = str(pwd.getpwnam("nobody").pw_uid)
    owner = os.stat(system)
    try:
        p = subprocess.run(["runuser", "-u", "nobody", "--", "sudo", "-n", py, "-I", "-m", "app",
                            "--privileged-helper", "grant-device", system, uid],
                           capture_output=True, text=True, cwd="/", timeout=60)
        assert p.returncode == 2 and "refusing" in p.stderr, p.stderr
        assert os.stat(system).st_uid == owner.st_uid
    finally:  # a broken policy must not leave the system disk handed to another user
        if os.stat(system).st_uid != owner.st_uid:
            os.chown(system, owner.st_uid, owner.st_gid)


def test_a_directory_the_user_cannot_write_is_one_line(public_env):
    """Root may write anywhere, so only another user shows this refusal for real."""
    locked = tempfile.mkdtemp(prefix="fioscope-locked-", dir="/tmp")  # root's, mode 0700 -> 0755
    try:
        os.chmod(locked, 0o755)
        p = as_nobody(public_env, "run", "--pause", "0", "--target", locked, "--size", "8MiB", "--runtime", "1")
        assert p.returncode == 2, p.stderr
        assert f"target {locked} is not writable" in p.stderr and "Traceback" not in p.stderr
        assert os.listdir(locked) == []
    finally:
        shutil.rmtree(locked, ignore_errors=True)


def test_a_device_only_a_generator_plan_names_is_granted_for_its_test(public_env, sudo_rule, loop_device):
    """Plans built as they run (the cache experiment's raw read) name their device only
    when its test starts: it is granted then, and given back after."""
    dev = loop_device(16 << 20)
    code = (
        "import sys\n"
        "from app.core.fio.jobspec import JobSpec, Target\n"
        "from app.core.fio.locate import find_fio\n"
        "from app.core.suites.items import PlanItem\n"
        "from app.core.suites.run import SuiteRunner\n"
        "def plan():\n"
        "    yield PlanItem(JobSpec(name='raw', rw='randread', bs=4096, size=8 << 20, runtime=1, time_based=True,\n"
        "                   ioengine='psync', direct=True, target=Target(sys.argv[1], 'device')), 'raw')\n"
        "r = SuiteRunner(find_fio(), 'gen', plan(), 1.0, target='/tmp').run()\n"
        "t = r.tests[0]\n"
        "print('error' if t.error else 'ok', t.error.one_line() if t.error else round(t.result.read.iops))\n")
    py, data = public_env
    p = subprocess.run(["runuser", "-u", "nobody", "--", py, "-c", code, dev], cwd="/", capture_output=True,
                       text=True, timeout=120, env={"PATH": "/usr/sbin:/usr/bin:/sbin:/bin", "HOME": "/nonexistent",
                                                    "FIOSCOPE_DATA_DIR": data})
    assert p.returncode == 0, p.stderr
    status, value = p.stdout.split(maxsplit=1)
    assert status == "ok" and float(value) > 0, p.stdout
    assert os.stat(dev).st_uid == 0


def test_a_user_is_not_given_raw_reads_of_a_mounted_device(public_env, sudo_rule, loop_device, tmp_path):
    """The raw blocks of a mounted filesystem would show the user every file on it, other
    users' included: the helper refuses grant-read for it (one line), and the node is left
    as it was. Writing it stays refused before any privilege is asked for."""
    dev = loop_device(64 << 20)
    with mounted_readonly(dev, tmp_path / "mnt"):
        before = digest(dev)
        st = os.stat(dev)
        p = as_nobody(public_env, "run", "--pause", "0", "--target", dev, "--preset", "quick-read", "--size", "8MiB",
                      "--runtime", "1")
        assert p.returncode != 0, p.stdout
        assert "Traceback" not in p.stderr
        assert "refusing to let a user read" in p.stderr and "mounted at" in p.stderr, p.stderr
        assert digest(dev) == before
        assert (os.stat(dev).st_uid, os.stat(dev).st_gid, os.stat(dev).st_mode) == (st.st_uid, st.st_gid, st.st_mode)
        with pytest.raises(OSError):
            os.getxattr(dev, "system.posix_acl_access")  # no ACL was ever added
        rd = subprocess.run(["runuser", "-u", "nobody", "--", "dd", f"if={dev}", "of=/dev/null", "count=1"],
                            capture_output=True)
        assert rd.returncode != 0
        w = as_nobody(public_env, "run", "--pause", "0", "--target", dev, "--size", "8MiB", "--runtime", "1", "--destroy-data", dev)
        assert w.returncode == 2 and "refusing to write" in w.stderr and "Traceback" not in w.stderr
        assert digest(dev) == before


def test_a_killed_run_leaves_a_grant_that_the_next_run_takes_back(public_env, sudo_rule, loop_device):
    """kill -9 between grant and revoke: the device stays readable by the user until the
    user's next raw-device run, which revokes it first."""
    import signal

    import psutil
    dev, other = loop_device(32 << 20), loop_device(32 << 20)
    py, data = public_env
    env = {"PATH": "/usr/sbin:/usr/bin:/sbin:/bin", "HOME": "/nonexistent", "FIOSCOPE_DATA_DIR": data}
    p = subprocess.Popen(["runuser", "-u", "nobody", "--", py, "-m", "app", "run", "--target", dev, "--preset",
                          "quick-read", "--size", "8MiB", "--runtime", "30"], cwd="/", env=env,
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    def app_running_fio():
        try:  # short-lived children (the grant's sudo, fio's version probe) may end meanwhile
            kids = psutil.Process(p.pid).children(recursive=True)
            app = next((k for k in kids if k.name().startswith("python")), None)
            return app if app and any(k.name() == "fio" for k in kids) else None
        except psutil.NoSuchProcess:
            return None

    try:
        app = wait_until(app_running_fio, 30, "the run to start fio", every=0.2)
        os.kill(app.pid, signal.SIGKILL)
        p.wait(timeout=30)
    finally:
        if p.poll() is None:
            p.kill()
    uid = pwd.getpwnam("nobody").pw_uid
    # fio follows the killed app (procguard's parent-death signal)
    wait_until(lambda: not any(k.info["name"] == "fio" and k.info["uids"] and k.info["uids"].real == uid
                               and k.info["status"] != psutil.STATUS_ZOMBIE
                               for k in psutil.process_iter(["name", "uids", "status"])),
               10, "nobody's fio to end with the killed app", every=0.2)
    assert os.getxattr(dev, "system.posix_acl_access")  # the crash left the grant in place
    assert os.listdir(os.path.join(data, "grants"))
    r = as_nobody(public_env, "run", "--pause", "0", "--target", other, "--preset", "quick-read", "--size", "8MiB", "--runtime", "0.5")
    assert r.returncode == 0, r.stderr
    with pytest.raises(OSError):
        os.getxattr(dev, "system.posix_acl_access")
    assert os.listdir(os.path.join(data, "grants")) == []


def test_a_job_file_on_two_devices_gets_each_the_access_it_needs(public_env, sudo_rule, loop_device):
    """A job file that reads one device and writes another: the one read gets read access
    only, the one written is handed over; both come back afterwards."""
    read_dev, write_dev = loop_device(16 << 20), loop_device(16 << 20)
    before_read, before_write = digest(read_dev), digest(write_dev)
    py, data = public_env
    job = os.path.join(data, "two.fio")
    with open(job, "w") as f:
        f.write("[global]\nioengine=psync\ndirect=1\nbs=4k\nsize=8m\nruntime=1\ntime_based=1\n"
                f"[reader]\nrw=randread\nfilename={read_dev}\n[writer]\nrw=randwrite\nfilename={write_dev}\n")
    os.chmod(job, 0o644)
    p = as_nobody(public_env, "run", "--job-file", job, "--destroy-data", write_dev)
    assert p.returncode == 0, p.stderr
    assert f"note: your user may read {read_dev} for this run only (never write it)" in p.stderr
    assert f"note: {write_dev} is handed to your user for this run only" in p.stderr
    assert digest(read_dev) == before_read and digest(write_dev) != before_write
    for dev in (read_dev, write_dev):
        assert os.stat(dev).st_uid == 0
        with pytest.raises(OSError):
            os.getxattr(dev, "system.posix_acl_access")


def test_a_users_job_file_writes_nothing_of_the_users_outside_its_own_directory(public_env, tmp_path):
    """Without root, fio runs in a user namespace: the user's own files outside the run's
    directory are read-only to a job file, as they are to root's runs."""
    work = tempfile.mkdtemp(prefix="fioscope-nb-", dir="/tmp")
    try:
        shutil.chown(work, "nobody")
        victim = os.path.join(work, "notes.txt")
        with open(victim, "w") as f:
            f.write("keep me")
        shutil.chown(victim, "nobody")
        job = os.path.join(work, "evil.fio")
        with open(job, "w") as f:
            f.write(f"[j]\nfilename={victim}\nrw=write\nsize=64k\n")
        probe = as_nobody(public_env, "run", "--job-file", job, "--no-store")
        py, _ = public_env
        userns = subprocess.run(["runuser", "-u", "nobody", "--", py, "-c",
                                 "from app.core.fio import sandbox; print(sandbox.available())"],
                                capture_output=True, text=True, cwd="/").stdout.strip()
        if userns != "True":
            pytest.skip("this kernel does not allow user namespaces for a user")
        assert probe.returncode != 0 and "Traceback" not in probe.stderr
        with open(victim) as f:
            assert f.read() == "keep me"
        with open(job, "w") as f:
            f.write("[j]\nfilename=data.bin\nrw=randrw\nsize=256k\nbs=4k\n")
        ok = as_nobody(public_env, "run", "--job-file", job, "--no-store")
        assert ok.returncode == 0, ok.stderr
        assert sorted(os.listdir(work)) == ["evil.fio", "notes.txt"]
    finally:
        shutil.rmtree(work, ignore_errors=True)



def test_a_users_run_holds_the_device_it_was_granted(public_env, sudo_rule, loop_device):
    """The run's exclusive claim (targets/hold.py) needs read access only, which the grant
    gives: between the user's tests the device is the run's alone (another exclusive open,
    as mount or mkfs make, gets EBUSY), and the run ends as usual."""
    dev = loop_device(16 << 20)
    before = digest(dev)
    code = (
        "import errno, os, sys\n"
        "from app.core.fio.jobspec import JobSpec, Target\n"
        "from app.core.fio.locate import find_fio\n"
        "from app.core.suites.items import plain\n"
        "from app.core.suites.run import SuiteRunner\n"
        "from app.core.targets import discover\n"
        "from app.core.targets.safety import check_device_run, find_disk\n"
        "dev = sys.argv[1]\n"
        "ok = check_device_run(find_disk(discover(), dev), True, dev)\n"
        "seen = []\n"
        "def between(i, rec):\n"
        "    try:\n"
        "        os.close(os.open(dev, os.O_RDONLY | os.O_EXCL))\n"
        "        seen.append('free')\n"
        "    except OSError as e:\n"
        "        seen.append(errno.errorcode[e.errno])\n"
        "specs = [JobSpec(name=f'w{k}', rw='write', target=Target(dev, 'device'), bs=65536, size=4 << 20,\n"
        "                 ioengine='psync') for k in range(2)]\n"
        "r = SuiteRunner(find_fio(), 't', plain(specs), on_test_done=between, confirmed=[ok]).run()\n"
        "print(r.status, *seen, r.error.one_line() if r.error else '')\n")
    py, data = public_env
    p = subprocess.run(["runuser", "-u", "nobody", "--", py, "-c", code, dev], cwd="/", capture_output=True,
                       text=True, timeout=120, env={"PATH": "/usr/sbin:/usr/bin:/sbin:/bin", "HOME": "/nonexistent",
                                                    "FIOSCOPE_DATA_DIR": data})
    assert p.returncode == 0, p.stderr
    assert p.stdout.split() == ["done", "EBUSY", "EBUSY"], p.stdout
    assert digest(dev) != before
    assert os.stat(dev).st_uid == 0
