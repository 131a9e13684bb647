"""``Announcer``: what a screen reader says, for every game widget and the quiz.

A widget's status line is written for the eye, with card signs (``8♠``); a screen reader
would read the signs out as symbols or skip them. So each widget has, beside its status
line, one *live line*: an element that stays in the page, out of sight, whose text is the
status line's message in words (:func:`cardlib.speech.spoken`: "eight of spades"). The
live app's script (``lite/static/cardlib/live-app.js``) makes it a polite live region
(``role=status``, ``aria-atomic``): every message (a move, the computer players' replies, a
refusal, Undo) is spoken once, in words. The status line itself is not a live region, so
nothing is said twice.

>>> from cardlib.widgets.looks import Looks
>>> a = Announcer(Looks())
>>> a.say("Not allowed: 7♣ cannot go on 9♦.")
>>> a.text
'Not allowed: seven of clubs cannot go on nine of diamonds.'
>>> LIVE_CLASS in a.line._dom_classes
True
>>> before = a.line.value
>>> a.say("Not allowed: 7♣ cannot go on 9♦.")  # again: the line changes, so it is spoken
>>> a.line.value != before, a.text == spoken("Not allowed: 7♣ cannot go on 9♦.")
(True, True)
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as widgets

from cardlib.speech import spoken
from cardlib.widgets.looks import Looks

__all__ = ["LIVE_CLASS", "Announcer"]

#: The class of a widget's live line, which the live app's script makes a live region.
LIVE_CLASS = "cardlib-live-line"

# Out of sight but in the page (and so in the accessibility tree): the usual "visually
# hidden" rules on the message, in a line that takes no height (a tall table fits a
# laptop's screen to the pixel). display:none would hide it from screen readers too.
_HIDDEN = (
    "position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;"
    "clip:rect(0 0 0 0);white-space:nowrap;border:0"
)


class Announcer:
    """One widget's live line (:attr:`line`, an ``ipywidgets.HTML``): :meth:`say` puts a
    message in it, in words; :attr:`text` is what it says now."""

    def __init__(self, looks: Looks) -> None:
        self.line: Any = looks.make(
            widgets.HTML, value="", layout={"height": "0px", "margin": "0", "overflow": "hidden"}
        )
        self.line.add_class(LIVE_CLASS)
        self.text = ""
        self._again = False

    def say(self, message: str) -> None:
        """Speak ``message`` (the status line's plain text): cards and signs as words.

        The same message twice in a row (the same refusal, "Nothing to undo" pressed again)
        is spoken again: the line's content must change for a screen reader to speak, so a
        repeat gains, or loses, an invisible no-break space at its end.
        """
        words = spoken(message)
        self._again = words == self.text and not self._again
        self.text = words
        tail = "&nbsp;" if self._again else ""
        self.line.value = f'<div style="{_HIDDEN}">{escape(words)}{tail}</div>'
