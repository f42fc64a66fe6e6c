"""How often a run's window draws. Drawing shares the CPU with the fio it watches: on a
machine fio keeps busy, every millisecond the window spends is taken from fio, and the IOPS
shown would be the window's, not the drive's. So a frame's cost sets the gap to the next:
the run's GUI thread may take MACHINE_SHARE of all cores' time, plus half of whatever the
machine left idle (time fio did not want). A fast or idle machine draws every interval; a
busy 2-core one every 2-3 s, with every sample still drawn. Qt-free, so it is tested alone."""
from __future__ import annotations

import time
from dataclasses import dataclass

import psutil

MACHINE_SHARE = 0.005  # of all cores' time: at most a 0.5 % cost to a fio that keeps every core busy
IDLE_SHARE = 0.5  # of the time the machine left idle, which drawing takes from no one
LONGEST_GAP = 5.0  # s: the run's figures are never older than this on screen


@dataclass
class DrawPacer:
    cores: int
    machine_share: float = MACHINE_SHARE
    gap: float = 0.0  # s from one frame to the next, from the frames so far
    _wall: float | None = None  # the last frame's start (monotonic s)
    _cpu: float = 0.0  # the GUI thread's CPU time then
    _idle: float = 0.0  # the machine's idle time then (all cores)
    _last_need: float = 0.0  # the gap the period before the last asked for (none before the first)

    def wait(self, now: float) -> float:
        """Seconds until the next frame may be drawn (0: now; the first frame is never held)."""
        return 0.0 if self._wall is None else max(0.0, self._wall + self.gap - now)

    def drawn(self, now: float, gui_cpu: float, idle: float) -> None:
        """A frame starts now: the GUI thread's CPU since the last one (that frame, its paint and
        the samples received) against what it may take sets the gap to the next frame."""
        if self._wall is not None and now > self._wall:
            period = now - self._wall
            allowed = self.machine_share * self.cores + IDLE_SHARE * max(0.0, idle - self._idle) / period
            # The gap over which the last period's CPU averages out to what drawing may take.
            need = max(0.0, gui_cpu - self._cpu) / allowed
            # The lesser of the last two: one costly frame (a new test's legend and curves) is
            # not a stall; frames that stay costly space the next ones from the second on.
            self.gap = min(LONGEST_GAP, need, self._last_need)
            self._last_need = need
        self._wall, self._cpu, self._idle = now, gui_cpu, idle

    def frame_now(self) -> None:
        """drawn() with this thread's CPU time and the machine's idle time (the GUI thread calls it)."""
        self.drawn(time.monotonic(), time.thread_time(), machine_idle())


def machine_idle() -> float:
    """CPU seconds all cores have spent idle (waiting for I/O counts: fio would not use it)."""
    t = psutil.cpu_times()
    return t.idle + getattr(t, "iowait", 0.0)
