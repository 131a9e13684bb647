"""A progress bar for long simulations in the book's statistics cells.

>>> bar, tick = progress_bar(1000, "Games")
>>> for i in range(1, 1001):
...     tick(i)
>>> bar.value, bar.bar_style
(1000, 'success')

The callback is cheap: it touches the widget (one message to the front end) only when
the bar moves by about 1% of the total, so calling it after every game costs almost
nothing. No threads, no sleeping: it works in Pyodide as well.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as widgets

__all__ = ["progress_bar"]


def progress_bar(total: int, description: str = "") -> tuple[Any, Callable[[int], None]]:
    """An ``ipywidgets.IntProgress`` for ``total`` steps and ``callback(i)`` to move it.

    ``callback(i)`` says that ``i`` steps are done (``0 <= i <= total``); the bar turns
    green when ``i`` reaches ``total``.
    """
    if total < 0:
        raise ValueError(f"a progress bar needs a total of at least 0, not {total}")
    bar = widgets.IntProgress(
        value=0,
        min=0,
        max=max(total, 1),
        description=description,
        tooltip=f"{description or 'Progress'}: {total} steps",
        style={"description_width": "initial"},
        layout=widgets.Layout(width="420px"),
    )
    every = max(1, total // 100)
    shown = [0]

    def update(i: int) -> None:
        if i >= total:
            if shown[0] != total or bar.bar_style != "success":
                shown[0] = total
                bar.value = max(total, 1) if total == 0 else total
                bar.bar_style = "success"
        elif i - shown[0] >= every or i < shown[0]:
            shown[0] = i
            bar.value = max(i, 0)

    if total == 0:
        update(0)
    return bar, update
