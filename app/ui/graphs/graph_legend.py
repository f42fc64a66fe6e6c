"""The legend row above the live graphs, fitted to their width."""
from __future__ import annotations

import html

from app.ui.i18n import arg, translate


def fit_legend(g, legend_max: int, legend_rows: int) -> None:
    """The legend above the plots: as many columns as the width allows and at most
    legend_rows rows (the total, the first threads, "+N more in the list"), so it stays
    short at any width."""
    threads = sorted(i for (m, i) in g.curves if m == "iops" and i >= 0)
    head = [-1] if ("iops", -1) in g.curves else []  # past runs compared have no total
    if not head and not threads:
        return
    fm_w = max([text_w(g, g.curve_name(i)) for i in head + threads[:legend_max]]
               + [text_w(g, arg(translate("graphs", "+%1 more in the list"), len(threads)))])
    widest = fm_w + 20 + 8 + 3  # sample, spacing, layout gap
    cols = max(1, int((g.view.width() - 20) // widest))
    slots = cols * legend_rows - len(head)  # after the total
    shown = threads[:min(legend_max, slots if len(threads) <= slots else slots - 1)]
    names = [g.curve_name(i) for i in head + shown]
    if len(threads) > len(shown):
        names.append(arg(translate("graphs", "+%1 more in the list"), len(threads) - len(shown)))
    cols = min(cols, len(names))
    if names != g._legend_names or cols != g.legend.columnCount:
        g._legend_names = names
        g.legend.clear()
        g.legend.columnCount = cols
        for i in head + shown:
            g.legend.addItem(g.curves[("iops", i)], html.escape(g.curve_name(i)))
        if len(names) > len(shown) + len(head):
            g.legend.addItem(g._more, names[-1])
        g.legend.setLabelTextColor(g.theme.foreground)
        for _, label in g.legend.items:  # even columns, packed to the left
            label.setText(label.text, color=g.theme.foreground)
            label.setFixedWidth(widest - 31)
    g.legend.setMaximumWidth(cols * widest + 8)
    # The legend's own size sum misses rows it just re-laid: the rows' height from the items'.
    row_h = max([20.0] + [label.item.boundingRect().height() for _, label in g.legend.items])
    h = -(-len(g.legend.items) // cols) * row_h + 2
    g.legend.setMinimumHeight(h)
    g.legend.setMaximumHeight(h)


def text_w(g, text: str) -> float:
    return g._legend_fm.horizontalAdvance(text)
