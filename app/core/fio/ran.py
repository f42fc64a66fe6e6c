"""How long a reporting group ran in one status interval, from its entries' own spans.

fio's group time is its longest entry's runtime, and a group's interval is that runtime's
growth. Where the group's jobs start at different times (startdelay, wait_for) the longest
runtime can stand still while a later job runs on (a 2x live total seen, and a job's whole
run missing on fio servers). An entry's span in an interval is [job_start + runtime before,
job_start + runtime now] in wall time (ms). Spans that overlap ran at the same time: such a
cluster counts as its longest span (their ends differ by fio's few ms of measuring, which a
union would add); clusters apart (one job ended, the next began) add up.
"""
from __future__ import annotations


def ran_ms(spans: list[tuple[int, int]]) -> int:
    total, cluster_end, longest = 0, None, 0
    for a, b in sorted(spans):
        if cluster_end is not None and a < cluster_end:
            cluster_end, longest = max(cluster_end, b), max(longest, b - a)
            continue
        total += longest
        cluster_end, longest = b, b - a
    return total + longest


def interval_ms(group_ms: int, spans: list[tuple[int, int]]) -> int:
    """The group's interval: its longest runtime's growth (fio's rule, so the intervals add up
    to fio's runtime), unless its entries' spans show it ran clearly longer."""
    ran = ran_ms(spans)
    return ran if ran > group_ms + max(10, group_ms // 50) else group_ms
