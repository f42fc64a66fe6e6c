"""`fioscope steady --tests hir,xsr,dirth`: said before it runs (estimate), refused in one
line when mixed with the other steady-state tests or without the data-loss token."""
from __future__ import annotations

from tests.conftest import run_cli
from tests.helpers import the_line


def test_estimate_refusals_and_the_token(loop_device):
    dev = loop_device(16 << 20)
    p = run_cli("steady", "--target", dev, "--tests", "hir,xsr,dirth", "--reduced", "--estimate", "--destroy-data", dev)
    assert p.returncode == 0, p.stderr
    assert "SNIA PTS HIR, XSR, DIRTH on" in p.stderr and "reduced for a quick look" in p.stderr
    mixed = run_cli("steady", "--target", dev, "--tests", "hir,iops", "--estimate", "--destroy-data", dev)
    assert mixed.returncode == 2 and "run as a run of their own" in the_line(mixed.stderr)
    no_token = run_cli("steady", "--target", dev, "--tests", "dirth", "--estimate")
    assert no_token.returncode == 2 and f"--destroy-data {dev}" in the_line(no_token.stderr)


def test_dirth_takes_one_mix_and_one_block_size(tmp_path):
    from app.core.plan import SteadyRequest, plan_pts
    s, _ = plan_pts(SteadyRequest(str(tmp_path), span=8 << 20, tests=("dirth",), mixes=(70,), block_sizes=(4096,)))
    assert (s.dirth.read_pct, s.dirth.bs) == (70, 4096)
    p = run_cli("steady", "--target", str(tmp_path), "--tests", "dirth", "--mixes", "70,30", "--span", "8MiB",
                "--estimate")
    assert p.returncode == 2 and "one value each" in the_line(p.stderr)
    p = run_cli("steady", "--target", str(tmp_path), "--tests", "hir", "--block-sizes", "4k", "--span", "8MiB",
                "--estimate")
    assert p.returncode == 2 and "DIRTH's read share and block size" in the_line(p.stderr)


def test_the_time_limit_ends_a_hir_run(tmp_path):
    """HIR's first preconditioning round is 30 cells; 3 s of time limit runs the cells that
    start before it (3 of 1 s, or fewer on a slow start) and ends the run there, said."""
    p = run_cli("steady", "--target", str(tmp_path), "--tests", "hir", "--cell", "1", "--span", "8MiB",
                "--time-limit", "3", "--engine", "psync")
    assert p.returncode == 0, p.stderr
    assert "HIR stopped: the run's time limit was reached" in p.stdout and "not steady" in p.stdout, p.stdout
    assert "hir round 2" not in p.stderr and "hir wait" not in p.stderr, p.stderr
