"""The pacer that spaces a run's frames by what they cost (app/ui/graphs/draw_pacer.py): simulated
runs with known frame costs and machine idle time, so the figures are exact."""
import pytest

from app.ui.graphs import draw_pacer
from app.ui.graphs.draw_pacer import LONGEST_GAP, MACHINE_SHARE, DrawPacer

BUDGET_2 = MACHINE_SHARE * 2  # GUI CPU s per s the pacer allows on 2 busy cores (4 ms/s)


def simulate(pacer: DrawPacer, frame_cost, seconds: int = 120, sample_cost: float = 0.001,
             idle_per_s: float = 0.0) -> list[float]:
    """Bursts once a second (fio's interval); a frame is drawn at a burst when the pacer allows,
    else when its gap is over (the controller's timer). frame_cost(n): GUI CPU seconds of frame n.
    Returns the frames' start times; pacer.total_cpu the GUI thread's CPU seconds."""
    t = cpu = 0.0
    frames: list[float] = []
    timer_at = None
    next_burst = 1.0
    while t < seconds:
        t = min(next_burst, timer_at) if timer_at is not None else next_burst
        if t == next_burst:
            next_burst += 1.0
            cpu += sample_cost
            wait = pacer.wait(t)
            if wait > 0:
                timer_at = timer_at if timer_at is not None else t + wait
                continue
        timer_at = None
        pacer.drawn(t, cpu, idle_per_s * t)
        cpu += frame_cost(len(frames))
        frames.append(t)
    pacer.total_cpu = cpu
    return frames


def test_the_first_frame_is_never_held():
    assert DrawPacer(2).wait(123.0) == 0.0


def test_a_busy_machine_gets_frames_spaced_to_keep_drawing_within_its_share():
    """2 cores kept busy by fio (no idle time), 20 ms a frame and 1 ms of samples a second:
    drawing every second would take 2.1 % of a core. Paced, it takes its share of the machine
    (0.2 %, 4 ms/s): a frame every 0.020 / (0.004 - 0.001) = 6.7 s, not once in LONGEST_GAP."""
    pacer = DrawPacer(2)
    frames = simulate(pacer, lambda n: 0.020, seconds=300)
    rate = pacer.total_cpu / 300
    assert rate <= BUDGET_2 * 1.1, rate  # within its share (the last partial gap aside)
    gaps = [b - a for a, b in zip(frames[-20:], frames[-19:])]
    expected = 0.020 / (BUDGET_2 - 0.001)
    assert all(abs(g - expected) <= 1.0 for g in gaps), (expected, gaps)
    assert 1.5 <= pacer.gap < LONGEST_GAP


@pytest.mark.parametrize("costs", [(0.010, 0.030), (0.0088, 0.0136, 0.0183, 0.0081, 0.018, 0.0188, 0.0076, 0.0185)],
                         ids=["10-30ms", "as-measured"])
def test_frames_of_changing_cost_keep_within_the_share(costs):
    """Frames whose cost changes from one to the next (10 and 30 ms in turn; and the costs
    measured in a 64-thread run on this machine): still the share of the machine on average.
    Spacing each gap by the lesser of the last two frames' needs took 18.9 and 13.3 ms/s."""
    pacer = DrawPacer(2)
    simulate(pacer, lambda n: costs[n % len(costs)], seconds=300)
    assert pacer.total_cpu / 300 <= BUDGET_2 * 1.05, pacer.total_cpu / 300


def test_an_idle_machine_draws_every_interval():
    """fio blocked on the drive leaves a core idle: drawing takes from no one, so no pacing."""
    pacer = DrawPacer(2)
    frames = simulate(pacer, lambda n: 0.020, idle_per_s=0.9)
    assert [round(b - a, 6) for a, b in zip(frames, frames[1:])] == [1.0] * (len(frames) - 1)


def test_a_fast_frame_on_a_busy_machine_is_not_held():
    """2.5 ms frames and 1 ms of samples a second on 2 busy cores: within the share; every
    interval drawn."""
    frames = simulate(DrawPacer(2), lambda n: BUDGET_2 - 0.0015)
    assert len(frames) == 120


def test_more_cores_mean_a_larger_share():
    """10 ms frames: paced on 2 busy cores (4 ms/s), every interval drawn on 8 (16 ms/s)."""
    assert len(simulate(DrawPacer(8), lambda n: 0.010)) == 120
    assert len(simulate(DrawPacer(2), lambda n: 0.010)) < 60


def test_the_gap_never_exceeds_the_longest():
    pacer = DrawPacer(1)
    frames = simulate(pacer, lambda n: 0.5)  # half a second a frame on one busy core
    assert pacer.gap == LONGEST_GAP
    assert max(b - a for a, b in zip(frames, frames[1:])) <= LONGEST_GAP + 1.0  # the timer, or the next burst


def test_one_costly_frame_does_not_stall_the_graphs():
    """A new test's first frame (its legend, new curves) costs far more than the rest: the gap
    after it is shortened by the smoothing and comes back within a few frames."""
    pacer = DrawPacer(2)
    frames = simulate(pacer, lambda n: 0.060 if n == 10 else 0.002, seconds=60)
    gaps = [b - a for a, b in zip(frames, frames[1:])]
    assert max(gaps) <= 2.0, gaps  # 60 ms is 15 s of the share: made up over many short gaps
    assert gaps[-5:] == pytest.approx([1.0] * 5)


def test_the_idle_time_is_the_machines_own_counter():
    """machine_idle reads the kernel's idle counters (all cores): they only grow, and a
    sleeping test sees the machine idle at some moment within 30 s, even under the suite's load."""
    import time
    first = draw_pacer.machine_idle()
    deadline = time.monotonic() + 30
    while draw_pacer.machine_idle() <= first and time.monotonic() < deadline:
        time.sleep(0.05)
    assert draw_pacer.machine_idle() > first
