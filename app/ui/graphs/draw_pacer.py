"""How often a run's window draws. Drawing shares the CPU with the fio it watches: on a
machine fio keeps busy, every millisecond the window spends is taken from fio, and the IOPS
shown would be the window's, not the drive's. So a frame's cost sets the gap to the next:
the run's GUI thread may take MACHINE_SHARE of all cores' time, plus half of whatever the
machine left idle (time fio did not want). A fast or idle machine draws every interval; a
busy 2-core one every few seconds, at most LONGEST_GAP, with every sample still drawn. Qt-free, so it is tested alone."""
from __future__ import annotations

import time
from dataclasses import dataclass, field

import psutil

# Of all cores' time. Watching may cost a fio that keeps every core busy 0.5 % of its CPU in
# all (issue 52); the run's other threads (reader, parser, samplers) take about 0.2 % of it
# (docs/performance.md), so the window's frames get what is left.
MACHINE_SHARE = 0.002
IDLE_SHARE = 0.5  # of the time the machine left idle, which drawing takes from no one
# s: the run's figures are never older than this on screen. 5 s held a 64-thread null run's
# frames (~25 ms each) to 5 ms/s of GUI CPU, twice the share; the status line says the gap.
LONGEST_GAP = 10.0
RECENT = 5  # recent periods, which say what one typically costs
REPAY = 3.0  # periods over which what drawing took beyond its share is made up


@dataclass
class DrawPacer:
    cores: int
    machine_share: float = MACHINE_SHARE
    gap: float = 0.0  # s from one frame to the next, from the frames so far
    _wall: float | None = None  # the last frame's start (monotonic s)
    _cpu: float = 0.0  # the GUI thread's CPU time then
    _idle: float = 0.0  # the machine's idle time then (all cores)
    _recent: list[float] = field(default_factory=list)  # the last periods' GUI CPU (s), newest last
    _debt: float = 0.0  # GUI CPU s spent beyond what drawing may take, still to be made up
    _started: bool = False  # the period after the run's first frame is behind us

    def wait(self, now: float) -> float:
        """Seconds until the next frame may be drawn (0: now; the first frame is never held)."""
        return 0.0 if self._wall is None else max(0.0, self._wall + self.gap - now)

    def drawn(self, now: float, gui_cpu: float, idle: float) -> None:
        """A frame starts now: the GUI thread's CPU since the last one (that frame, its paint and
        the samples received) against what it may take sets the gap to the next frame."""
        if self._wall is not None and now > self._wall and not self._started:
            self._started = True  # the run's first frame (its curves, legend and list) is a one-off
        elif self._wall is not None and now > self._wall:
            period = now - self._wall
            allowed = self.machine_share * self.cores + IDLE_SHARE * max(0.0, idle - self._idle) / period
            spent = max(0.0, gui_cpu - self._cpu)
            # What the period took beyond its share is owed (never a credit: no bursts after
            # a quiet spell), so the share holds on average whatever the frames cost: frames
            # of 10 and 30 ms in turn took twice the share when each gap followed one frame.
            self._debt = min(max(0.0, self._debt + spent - allowed * period),
                             REPAY * LONGEST_GAP * allowed)
            self._recent = (self._recent + [spent])[-RECENT:]
            # The gap over which a typical period (the mean of the recent ones but the costliest:
            # one costly frame, a new test's legend and curves, does not set it) and a part of
            # the debt fit the share.
            kept = sorted(self._recent)[:-1] if len(self._recent) >= 3 else self._recent
            typical = sum(kept) / len(kept)
            # Made up at no more than a typical period's worth a gap: a costly frame lengthens
            # a few gaps somewhat, it does not freeze the graphs for one long one.
            self.gap = min(LONGEST_GAP, (typical + min(self._debt / REPAY, typical)) / allowed)
        self._wall, self._cpu, self._idle = now, gui_cpu, idle

    def frame_now(self) -> None:
        """drawn() with this thread's CPU time and the machine's idle time (the GUI thread calls it)."""
        self.drawn(time.monotonic(), time.thread_time(), machine_idle())


def machine_idle() -> float:
    """CPU seconds all cores have spent idle (waiting for I/O counts: fio would not use it)."""
    t = psutil.cpu_times()
    return t.idle + getattr(t, "iowait", 0.0)
