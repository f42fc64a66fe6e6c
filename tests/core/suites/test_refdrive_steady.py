"""Steady state on the reference drive (tests/refdrive.py): the IOPS test's rounds settle on
the drive's modelled floor, and write saturation's IOPS per round follow the model against
the total bytes written (TGBW), which is the drive's own count. Real fio through run_steady,
the drive's truth from its model."""
from __future__ import annotations

import pytest

from app.core.fio.jobspec import Target
from app.core.fio.locate import find_fio
from app.core.history.store import RunStore
from app.core.suites.steady import SteadySettings
from app.core.suites.steady_run import run_steady
from tests import blkio
from tests.refdrive import MIB, DriveModel, record, reference_drive, within_cell

pytestmark = pytest.mark.skipif(blkio.available() is not None, reason=str(blkio.available()))
K4 = 4096
SPAN = 16 * MIB


def _steady(drive, tmp_path, span=SPAN, **kw):
    s = SteadySettings(target=Target(drive.dev, "device"), span=span, cell_s=1, iodepth=4, numjobs=1,
                       mixes=(0,), block_sizes=(K4,), ioengine="libaio", **kw)
    with drive.joined():
        return run_steady(find_fio(), s, RunStore(tmp_path / "runs.sqlite"), confirmed=(drive.dev,))


def _expected_iops(m: DriveModel, past_before: float, rounds: list[float]) -> list[float]:
    """The model's IOPS for each round (4 KiB writes), at the bytes written past the cache
    halfway through it: no idle recovery, so the state is the bytes written alone."""
    out, past = [], past_before
    for nbytes in rounds:
        out.append(m.rate_at(m.cache_bytes, past + nbytes / 2) / K4)
        past += nbytes
    return out


def test_iops_rounds_settle_on_the_modelled_floor(tmp_path):
    """8 MiB cache; past it 12 MiB/s decaying to a 4 MiB/s floor (1/e per 8 MiB written):
    preconditioning (2 x 16 MiB) leaves it near the floor; the 4 KiB write rounds reach it."""
    m = DriveModel(cache_bytes=8 * MIB, fast_bps=32 * MIB, slow_bps=12 * MIB, floor_bps=4 * MIB,
                   decay_bytes=8 * MIB, recover_bps=0)
    with reference_drive(tmp_path, m, size=32 * MIB) as drive:
        out = _steady(drive, tmp_path, tests=("iops",), max_rounds=10)
    assert out.suite.error is None
    tp, v = out.tests["iops"], out.verdict("iops")
    assert v is not None and v.attained, v
    rounds = [r["iops-randrw-m0-4K"]["total"]["write"] for r in tp.rounds]
    expected = _expected_iops(m, 2 * SPAN - m.cache_bytes, [w["io_bytes"] for w in rounds])
    for i, (w, e) in enumerate(zip(rounds, expected), start=1):
        record("steady iops round", w["iops"], e)
        assert within_cell(w["iops"], e), (i, [x["iops"] for x in rounds], expected)
    floor = m.floor_bps / K4
    assert within_cell(v.average, floor), (v.average, floor)


def test_write_saturation_follows_the_model_against_tgbw(tmp_path):
    """A fresh drive: 12 MiB of cache at 8 MiB/s, then 4 MiB/s decaying to 2 MiB/s (1/e per
    8 MiB); write saturation writes 4 x an 8 MiB span. Its TGBW is what the drive counted."""
    span = 8 * MIB
    m = DriveModel(cache_bytes=12 * MIB, fast_bps=8 * MIB, slow_bps=4 * MIB, floor_bps=2 * MIB,
                   decay_bytes=8 * MIB, recover_bps=0)
    with reference_drive(tmp_path, m, size=32 * MIB) as drive:
        before = drive.loop.stat().written_bytes
        out = _steady(drive, tmp_path, span=span, tests=("write_saturation",), saturation_multiple=4.0)
        counted = drive.loop.stat().written_bytes - before
    assert out.suite.error is None
    tp = out.tests["write_saturation"]
    assert "4x the user capacity written" in tp.stop_reason
    tgbw = tp.written_bytes()
    assert tgbw == counted and 4 * span <= tgbw < 4 * span + 4 * K4
    done, checked = 0.0, 0
    for i, r in enumerate(tp.rounds, start=1):
        w = r["write_saturation-randwrite-m0-4K"]["total"]["write"]
        start, end = done, done + w["io_bytes"]
        done = end
        if start < m.cache_bytes + 0.2 * m.fast_bps or i == len(tp.rounds):
            # rounds in the cache: 2,048 IOPS of 4 KiB is more than a loaded 2-core machine
            # always keeps up with (seen: 1,310), so only that they beat the slow rate; the
            # round the cache ran out in is a mix (and the kernel's throttle takes a slice or
            # two to settle at the new rate: a round starting right there is one too); the
            # last round stops at the data limit, part of a cell
            if end <= m.cache_bytes:
                assert w["iops"] > m.slow_bps / K4, (i, w["iops"])
            continue
        mid = (start + end) / 2
        used, past = m.written(0.0, 0.0, mid)
        record("wsat round", w["iops"], m.rate_at(used, past) / K4)
        assert within_cell(w["iops"], m.rate_at(used, past) / K4), (i, start, w["iops"])
        checked += 1
    assert checked >= 4 and tp.rounds[0]["write_saturation-randwrite-m0-4K"]["total"]["write"]["io_bytes"] < m.cache_bytes
