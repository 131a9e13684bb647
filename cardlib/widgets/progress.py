"""A progress bar for long simulations in the book's statistics cells.

>>> bar, tick = progress_bar(1000, "Games")
>>> for i in range(1, 1001):
...     tick(i)
>>> bar.value, bar.bar_style
(1000, 'success')

Where no widget can be drawn (the static book, a notebook shown as HTML), the bar shows
as one line of text instead, which fits any width:

>>> bar._repr_mimebundle_()["text/plain"]
'Games: 1000 steps'

The callback is cheap: it touches the widget (one message to the front end) only when
the bar moves by about 1% of the total, so calling it after every game costs almost
nothing. No threads, no sleeping: it works in Pyodide as well.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any

import ipywidgets as widgets

__all__ = ["ProgressBar", "progress_bar"]


class ProgressBar(widgets.IntProgress):  # type: ignore[misc]
    """An ``IntProgress`` that also has a text and HTML form, for pages with no widgets.

    Front ends that draw widgets (JupyterLab, Voici) still show the bar; the book's static
    pages render the ``text/html`` form (``_config.yml`` drops widget views from them).
    """

    #: The number of steps the bar stands for (``max`` is at least 1).
    steps: int = 0

    def summary(self) -> str:
        """One line: ``"<description>: <steps> steps"``."""
        noun = "step" if self.steps == 1 else "steps"
        return f"{self.description or 'Progress'}: {self.steps} {noun}"

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        bundle: dict[str, Any] = dict(super()._repr_mimebundle_(**kwargs) or {})
        bundle["text/plain"] = self.summary()
        bundle["text/html"] = f'<p class="cardlib-progress">{escape(self.summary())}</p>'
        return bundle


def progress_bar(total: int, description: str = "") -> tuple[Any, Callable[[int], None]]:
    """An ``ipywidgets.IntProgress`` for ``total`` steps and ``callback(i)`` to move it.

    ``callback(i)`` says that ``i`` steps are done (``0 <= i <= total``); the bar turns
    green when ``i`` reaches ``total``.
    """
    if total < 0:
        raise ValueError(f"a progress bar needs a total of at least 0, not {total}")
    bar = ProgressBar(
        value=0,
        min=0,
        max=max(total, 1),
        description=description,
        tooltip=f"{description or 'Progress'}: {total} steps",
        style={"description_width": "initial"},
        layout=widgets.Layout(width="100%", max_width="420px"),
    )
    bar.steps = total
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
