"""The latency-versus-load knee (suites.latency_load, the QoS issue's) on the reference drive
(tests/refdrive.py): a drive that writes 512 IOPS of 4 KiB and no more saturates between the
steps offering 60 % and 120 % of its maximum, so the knee is the 60 % step. (Nearer the limit a
loaded machine's fio, catching up after being descheduled, queues behind the drive's strict
limit, which the kernel releases in 4 ms jiffies: 2,164 µs mean at 90 % against 229 µs at
50 % at a load of 19; 3,798 µs at 80 % against 155 µs at a load of 16.)"""
from __future__ import annotations

import pytest

from app.core.fio.jobspec import Target
from app.core.fio.locate import find_fio
from app.core.suites.latency_load import LatencyLoadRun, LoadSettings
from tests import blkio
from tests.refdrive import MIB, DriveModel, record, reference_drive

pytestmark = pytest.mark.skipif(blkio.available() is not None, reason=str(blkio.available()))


def test_the_knee_is_where_the_drive_saturates(tmp_path):
    m = DriveModel(cache_bytes=1 << 30, fast_bps=2 * MIB)  # 512 IOPS of 4 KiB, all along
    with reference_drive(tmp_path, m, size=32 * MIB) as drive:
        s = LoadSettings(Target(drive.dev, "device"), 16 * MIB, rw="randwrite", bs=4096, iodepth=4, numjobs=1,
                         ioengine="libaio", step_s=2.0, fractions=(0.3, 0.6, 1.2))
        with drive.joined():
            curve = LatencyLoadRun(find_fio(), s, target_label=drive.dev, confirmed=(drive.dev,)).run()
    record("knee max iops", curve.max_iops, m.fast_bps / 4096)
    assert curve.max_iops == pytest.approx(m.fast_bps / 4096, rel=0.08), curve.to_dict()
    assert [p.phase for p in curve.points] == ["30 %", "60 %", "120 %"]
    low, mid, high = curve.points
    assert low.achieved_iops == pytest.approx(low.offered_iops, rel=0.05)
    assert high.achieved_iops < 0.95 * high.offered_iops  # the drive's limit, not the offer
    assert curve.knee is not None and curve.knee.phase == "60 %", curve.knee_reason
