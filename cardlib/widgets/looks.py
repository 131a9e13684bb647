"""Layouts and styles shared by the widgets of a table: :class:`Looks`.

Every ipywidget that shows something has a ``layout`` (an ``ipywidgets.Layout``), and most
a ``style`` (a ``ButtonStyle``, an ``HTMLStyle`` ...): each is a widget model of its own, made
in Python, sent to the page and built there. A table of 150 cards made the ordinary way is
450 models, of which 300 only say "62 px by 87 px" and "default colours". In the site's
demos every model costs milliseconds (made in Python in the browser, sent, built) before the
table is playable, so the tables share them:
:meth:`Looks.layout` hands out one layout per distinct set of values, :meth:`Looks.style`
one style per style class and values, and :meth:`Looks.make` makes a widget with both.

A shared layout or style cannot be changed (it raises ``AttributeError``): to change how one
widget is laid out, give it another shared layout with :meth:`Looks.restyle`.

>>> looks = Looks()
>>> a = looks.make(widgets.Button, description="a", layout={"width": "9px"})
>>> b = looks.make(widgets.Button, description="b", layout={"width": "9px"})
>>> a.layout is b.layout, a.style is b.style
(True, True)
>>> looks.restyle(b, display="none")
>>> b.layout.width, b.layout.display, a.layout.display
('9px', 'none', None)
"""

from __future__ import annotations

from typing import Any, TypeVar

import ipywidgets as widgets

__all__ = ["Looks"]

W = TypeVar("W")

_Key = tuple[tuple[str, Any], ...]


class _Frozen:
    """Mixin: the synced traits cannot be set once the model is made."""

    _frozen = False

    def __setattr__(self, name: str, value: Any) -> None:
        if self._frozen and name in getattr(self, "keys", ()):
            raise AttributeError(
                f"a shared {type(self).__name__} cannot be changed ({name}): "
                "give the widget another one with Looks.restyle"
            )
        super().__setattr__(name, value)


_FROZEN: dict[type, type] = {}


def _frozen_class(cls: type) -> type:
    """``cls`` whose instances cannot be changed once made (the same model in the page)."""
    if issubclass(cls, _Frozen):
        return cls
    found = _FROZEN.get(cls)
    if found is None:
        found = _FROZEN[cls] = type(
            f"Shared{cls.__name__}", (_Frozen, cls), {"__module__": __name__}
        )
    return found


def _key(traits: dict[str, Any]) -> _Key:
    return tuple(sorted((k, v) for k, v in traits.items() if v is not None))


def _class_traits(cls: type) -> dict[str, Any]:
    traits: dict[str, Any] = getattr(cls, "class_traits", dict)()
    return traits


def _style_class(cls: type) -> type | None:
    """The style class of widget class ``cls`` (``ButtonStyle`` for ``Button``), if any."""
    trait = _class_traits(cls).get("style")
    klass = getattr(trait, "klass", None)
    return klass if isinstance(klass, type) else None


class Looks:
    """The shared layouts and styles of one game widget (made as they are first asked for,
    so that importing makes no widget)."""

    def __init__(self) -> None:
        self._layouts: dict[_Key, Any] = {}
        self._styles: dict[tuple[type, _Key], Any] = {}
        self._traits: dict[int, dict[str, Any]] = {}

    def layout(self, **traits: Any) -> Any:
        """The shared ``Layout`` with these values (``None`` values are left out)."""
        key = _key(traits)
        found = self._layouts.get(key)
        if found is None or found.comm is None:  # none yet, or closed with everything
            if found is not None:
                del self._traits[id(found)]
            found = _frozen_class(widgets.Layout)(**dict(key))
            found._frozen = True
            self._layouts[key] = found
            self._traits[id(found)] = dict(key)
        return found

    def style(self, cls: type, **traits: Any) -> Any:
        """The shared style of class ``cls`` (``widgets.ButtonStyle`` ...) with these values."""
        if issubclass(cls, _Frozen):  # the shared kind of a style class: that class
            cls = cls.__bases__[1]
        key = (cls, _key(traits))
        found = self._styles.get(key)
        if found is None or found.comm is None:
            found = _frozen_class(cls)(**dict(key[1]))
            found._frozen = True
            self._styles[key] = found
        return found

    def shared(self, cls: type, state: dict[str, Any]) -> dict[str, Any]:
        """``state`` for a ``cls`` with its ``layout`` and ``style`` (dicts of their values,
        or nothing for the defaults) replaced by shared ones."""
        out = dict(state)
        layout = out.get("layout", {})
        if isinstance(layout, dict) and "layout" in _class_traits(cls):
            out["layout"] = self.layout(**layout)
        style_cls = _style_class(cls)
        style = out.get("style", {})
        if style_cls is not None and isinstance(style, dict):
            out["style"] = self.style(style_cls, **style)
        return out

    def make(self, cls: type[W], **state: Any) -> W:
        """A new ``cls(**state)`` with a shared layout and style (``layout``, ``style``:
        dicts of their values; the defaults when not given)."""
        return cls(**self.shared(cls, state))

    def traits(self, layout: Any) -> dict[str, Any]:
        """The values a layout was made with (every value set, for one made elsewhere)."""
        found = self._traits.get(id(layout))
        if found is not None:
            return dict(found)
        return {
            name: getattr(layout, name)
            for name in layout.keys
            if not name.startswith("_") and getattr(layout, name) is not None
        }

    def restyle(self, widget: Any, **changes: Any) -> None:
        """Give ``widget`` the shared layout of its present values with ``changes``
        (``None``: back to the default)."""
        new = self.layout(**{**self.traits(widget.layout), **changes})
        if widget.layout is not new:
            widget.layout = new
