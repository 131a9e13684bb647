"""Reusing widgets: :func:`renew` puts an ipywidget back in the state of a new one.

Making an ipywidget is slow (0.2 to 1 ms each: every trait is set up, validated and sent to
the front end), and a table is made of hundreds of them (The Blockade has 118 piles, each a
box with its cards and its empty place). When a table is rebuilt for a
deal of another game, the old table's widgets are put in a :class:`WidgetPool` and handed
out again by :meth:`WidgetPool.take`, renewed: every synced trait (the layout's and the
style's too) is set back to the value a new widget would have, except those given, so that
the widget cannot be told from a new one made with the same arguments. Only the traits that
differ are set, so a renewed widget sends a few small updates instead of a new model. A pool
made with :class:`~cardlib.widgets.looks.Looks` gives its widgets shared layouts and styles.

Handlers registered with ``on_click`` and the like are not traits and are kept: a pool
hands a widget back only for the role it was made for (see :meth:`WidgetPool.take`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import ipywidgets as widgets

from cardlib.widgets.looks import Looks

__all__ = ["WidgetPool", "renew"]

W = TypeVar("W")

_DEFAULTS: dict[type, dict[str, Any]] = {}


def _defaults(cls: type) -> dict[str, Any]:
    """Each synced trait of a new ``cls()`` and its value (nested widgets left out)."""
    found = _DEFAULTS.get(cls)
    if found is None:
        w = cls()
        found = {}
        for name in sorted(w.keys):
            value = getattr(w, name)
            if isinstance(value, widgets.Widget):
                value.close()
            elif not name.startswith(("_model_", "_view_")):
                found[name] = value
        w.close()
        _DEFAULTS[cls] = found
    return found


def renew(widget: Any, **state: Any) -> None:
    """Set every synced trait of ``widget`` to its value in a new widget of its type made
    with ``state`` (``layout`` and ``style``: dicts of their traits, renewed likewise, or
    the layout and style widgets to give it).

    >>> b = widgets.Button(description="old", layout=widgets.Layout(width="9px"))
    >>> _ = b.add_class("x")
    >>> renew(b, tooltip="new", layout={"height": "3px"})
    >>> b.description, b.tooltip, b._dom_classes, b.layout.width, b.layout.height
    ('', 'new', (), None, '3px')
    """
    layout = state.pop("layout", {})
    style = state.pop("style", {})
    # Read the values where traitlets keeps them (a Layout has 45 traits, and a trait's
    # descriptor is slow); a trait not there yet is read the ordinary way.
    values = getattr(widget, "_trait_values", {})
    for name, default in _defaults(type(widget)).items():
        want = state.pop(name, default)
        have = values[name] if name in values else getattr(widget, name)
        if have != want:
            setattr(widget, name, want)
    if state:
        raise TypeError(f"{type(widget).__name__} has no synced traits {sorted(state)}")
    for name, given in (("layout", layout), ("style", style)):
        have = getattr(widget, name, None)
        if isinstance(given, widgets.Widget):
            if have is not given:
                setattr(widget, name, given)
        elif isinstance(have, widgets.Widget):
            renew(have, **given)


class WidgetPool:
    """Widgets kept for reuse, by role: ``put(role, *widgets)``, ``take(role, cls, ...)``.

    A widget may be put with a ``key`` (say, the table and the pile it showed): a
    :meth:`take` with the same key prefers it, since it has fewer traits to renew (going back
    to a table, only those changed since); else it takes one of the last put.

    >>> pool = WidgetPool()
    >>> a = pool.take("label", widgets.HTML, value="a", layout={"width": "5px"})
    >>> pool.put("label", a)
    >>> b = pool.take("label", widgets.HTML, value="b")
    >>> b is a, b.value, b.layout.width, len(pool)
    (True, 'b', None, 0)
    """

    def __init__(self, looks: Looks | None = None) -> None:
        self._free: dict[str, dict[object, list[Any]]] = {}
        self.looks = looks

    def put(self, role: str, *items: Any, key: object = None) -> None:
        """Keep ``items`` for a later :meth:`take` of the same ``role``."""
        if items:
            self._free.setdefault(role, {}).setdefault(key, []).extend(items)

    def take(
        self,
        role: str,
        cls: type[W],
        init: Callable[[W], object] | None = None,
        *,
        key: object = None,
        **state: Any,
    ) -> W:
        """A ``cls`` for ``role`` in the state of ``cls(**state)`` (``layout``, ``style``:
        dicts of their traits): a kept one (put with ``key`` if there is one), renewed, or
        else a new one, which ``init`` is given (to register its handlers: kept ones have
        theirs)."""
        if self.looks is not None:
            state = self.looks.shared(cls, state)
        free = self._free.get(role)
        if free:
            k = key if key in free else next(reversed(free))  # else the last put
            items = free[k]
            w = items.pop()
            if not items:
                del free[k]
            renew(w, **state)
            return w  # type: ignore[no-any-return]
        w = cls(**state)  # a dict given for a layout or a style makes one
        if init is not None:
            init(w)
        return w

    def __len__(self) -> int:
        return sum(len(v) for free in self._free.values() for v in free.values())
