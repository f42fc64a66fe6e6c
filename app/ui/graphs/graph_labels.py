"""Test-boundary labels of the live graphs: staggered rows, never printed over each other."""
from __future__ import annotations

import pyqtgraph as pg


def place_labels(lines: list[pg.InfiniteLine], vb: pg.ViewBox, max_rows: int) -> float:
    """Each line's label goes on the first of up to max_rows rows (top down) where it prints
    over no other label; a label with no room is hidden (its dashed line stays). Labels that
    would run off the right edge print to the left of their line. Returns the px the rows in
    use take at the top of the plot, which the data must stay below."""
    if not lines:
        return 0.0
    (x0, x1), width, height = vb.viewRange()[0], vb.width() or 1.0, vb.height() or 1.0
    line_h = lines[0].label.textItem.boundingRect().height() or 16.0
    rows = max(1, min(max_rows, int(height * 0.75 // line_h)))
    right: list[float] = [-1e9] * rows  # each row's right edge of its last label, px
    used = 0
    for line in lines:
        px = (line.value() - x0) / ((x1 - x0) or 1.0) * width
        w = line.label.textItem.boundingRect().width() + 6
        flip = px + w > width and px - w >= 0
        left = px - w if flip else px
        row = next((r for r in range(rows) if left >= right[r]), None)
        line.label.setVisible(row is not None)
        if row is not None:
            right[row] = left + w
            used = max(used, row + 1)
            anchor = (1, 0) if flip else (0, 0)
            if line.label.anchors[0] != anchor:
                line.label.anchors = [anchor, anchor]
            line.label.setPosition(max(0.0, 1.0 - (2 + row * line_h) / height))
    return 2 + used * line_h + 2 if used else 0.0


def head_room(label_px: float, height: float) -> float:
    """How far above the top curve the y range reaches (a factor) so the labels' rows print
    above the data: 1.3 left a 70 px plot (1024x700) with its test's name over the curves."""
    return min(2.0, max(1.15, 1.0 / max(0.5, 1.0 - label_px / (height or 1.0))))
