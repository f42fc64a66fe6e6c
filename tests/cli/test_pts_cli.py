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
