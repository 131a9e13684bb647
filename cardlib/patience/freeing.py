"""Cards that can never go home: a relaxed game that proves some deals lost at a glance.

On an ordinary table (the Forty Thieves family, Klondike, Fortress), :func:`never_home`
plays a *relaxed* game, far easier than the real one, and lists the cards that cannot reach
a foundation even there. If any card is listed, no line of play wins the real game, so the
solver answers ``"lost"`` without searching (its *dead cards* shortcut). The relaxed game
drops every rule that could only stop a card, never free one:

- every card of the stock and the waste can be taken at any time (as with one card turned
  at a time and unlimited redeals, whatever the game's stock rule);
- a card that has once been a pile's top card stays a place to build on for ever (the
  real game covers it again);
- a card that has once left its pile can be used again at any time, and one card can hold
  any number of cards at once;
- a run that could move as a unit moves as a unit, however long (no supermove limit, and
  a part of a run may move where only whole runs do); and a card goes home once any copy of
  the card below it in its suit is home.

What it keeps is what makes deals unwinnable: a card leaves its pile only when every card
above it has left or leaves with it, and only to a foundation, onto a card it may be built
on, or into a space; a foundation takes a card only after the one below it in its suit.

**The facts and why they are sound.** Cards are told apart one by one (the two copies of a
card in a two-pack game are two cards). The relaxation grows four sets until none grows:

- *left*: cards dug out of their pile, working down from each pile's top: the pile's top
  card leaves when it can go home; a card leaves together with the cards built on it (a
  run) when it can go onto an *open* card or into a space; a pile dug to the bottom gives a
  space;
- *tops*: each pile's top card at every stage of the digging;
- *open*: cards something may be put on: the *tops*, and any card that can be moved (a
  card of the stock or the waste, a card that has *left*, or a card at home when
  foundation cards may come back) onto an *open* card, or into a space when one exists;
- *home*: cards of the stock or the waste, of the *tops* or *left*, whose card below in
  the suit is *home* (or that are the foundation's base card).

Every rule only adds, so the sets grow to a fixed point. Whatever happens in a real line
of play, the relaxation finds too (by induction on the moves of the line). When a card
leaves its starting pile, every card that lay above it has left before, or leaves with it
in a run built on it; and it goes home (the card below it in the suit is home, and it is
the pile's top card), onto a card that is a top card at that moment (a starting card
uncovered by the digging, or a card moved there: *open*), or into a space (a pile whose
starting cards have all left, or one empty from the start). So every card that reaches a
foundation in a real line is in *home*: a card the relaxation never sends home never goes
home, and the position cannot be won.

>>> import cardlib
>>> from cardlib.cards import Card
>>> dead = never_home(cardlib.new_game("klondike", seed=18).table)
>>> len(dead), Card.parse("AC") in dead
(42, True)
>>> never_home(cardlib.new_game("klondike", seed=1).table)
frozenset()
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from cardlib.cards import Card
from cardlib.patience.rules import CARDS, Foundation, Rules
from cardlib.patience.table import STOCK, WASTE, Table

__all__ = ["applies", "never_home"]

_CHUNK = 13
"""Bits per lookup chunk of a card mask (one suit of one pack)."""
_CHUNK_MASK = (1 << _CHUNK) - 1


def applies(table: Table) -> bool:
    """Whether :func:`never_home` can judge the table: an ordinary table (no positional
    layout) with no refill rule and the standard foundations (up in suit from the ace)."""
    r = table.rules
    return r.layout is None and r.refill is None and r.foundation == Foundation()


class _Relaxation:
    """The relaxed game's lookups for one set of rules (cards as bits: card code ``c`` of
    copy ``k`` is bit ``c + 52 * k``)."""

    def __init__(self, table: Table) -> None:
        rules, k = table.rules, table.k
        packs = rules.packs
        n = 52 * packs
        self.packs = packs
        self.all = (1 << n) - 1
        self.back = rules.foundation_to_tableau
        self.runs = k.runs
        onto = [0] * n  # onto[z]: the cards that may be put on card z
        for x in range(n):
            for z in k.fit[x % 52]:
                for copy in range(packs):
                    onto[z + 52 * copy] |= 1 << x
        self.link = [0] * n  # link[x]: the cards that may lie on x inside a movable run
        for x in range(n):
            for y in k.link[x % 52]:
                for copy in range(packs):
                    self.link[x] |= 1 << (y + 52 * copy)
        self.space = 0
        for x in range(n):
            if any(k.space_ok(x % 52, kind) for kind in "twfr"):
                self.space |= 1 << x
        # the cards with an open card to go onto, by 13-bit chunks of the open cards
        self.tables: list[list[int]] = []
        for s in range((n + _CHUNK - 1) // _CHUNK):
            table_s = [0] * (1 << _CHUNK)
            for v in range(1, 1 << _CHUNK):
                low = v & -v
                table_s[v] = table_s[v ^ low] | onto[low.bit_length() - 1 + _CHUNK * s]
            self.tables.append(table_s)
        aces = sum(1 << (13 * s) for s in range(4))
        self.aces = aces
        self.pack = (1 << 52) - 1

    def with_a_place(self, open_: int) -> int:
        """The cards that may be put on some card of ``open_``."""
        out = 0
        for s, table_s in enumerate(self.tables):
            out |= table_s[(open_ >> (_CHUNK * s)) & _CHUNK_MASK]
        return out

    def grow_home(self, home: int, reach: int) -> int:
        """``home`` with every card of ``reach`` whose card below in the suit is home (or
        that is an ace), repeated until nothing more goes home."""
        packs, pack, aces = self.packs, self.pack, self.aces
        while True:
            anyhome = 0
            for copy in range(packs):
                anyhome |= (home >> (52 * copy)) & pack
            ready = ((anyhome << 1) & pack & ~aces) | aces
            allowed = 0
            for copy in range(packs):
                allowed |= ready << (52 * copy)
            grown = home | (reach & allowed)
            if grown == home:
                return home
            home = grown

    def home_at_best(self, piles: Sequence[Sequence[int]], loose: int, home: int) -> int:
        """The cards the relaxed game can send home. ``piles``: each tableau pile as its
        face-down count followed by its cards (bits), bottom first; ``loose``: the stock
        and waste cards; ``home``: the cards on the foundations."""
        link, runs, back, space_cards = self.link, self.runs, self.back, self.space
        with_a_place = self.with_a_place
        depth = [len(p) - 1 for p in piles]  # cards not yet dug out, per pile
        left = tops = open_ = 0
        space = False
        for p in piles:
            if len(p) > 1:
                tops |= 1 << p[-1]
            else:
                space = True
        while True:
            home = self.grow_home(home, loose | left | tops)
            movable = loose | left | (home if back else 0)
            to_space = space_cards if space else 0
            open_ |= tops
            while True:
                grown = open_ | (movable & (with_a_place(open_) | to_space))
                if grown == open_:
                    break
                open_ = grown
            can_go = with_a_place(open_) | to_space
            dug = False
            for i, p in enumerate(piles):
                j = depth[i]
                down = p[0]
                while j:
                    x = p[j]
                    # the lowest card of the run ending at j that has somewhere to go
                    lowest = j if (can_go >> x) & 1 else 0
                    lo = j
                    if runs:
                        while lo > down + 1 and (link[p[lo - 1]] >> p[lo]) & 1:
                            lo -= 1
                            if (can_go >> p[lo]) & 1:
                                lowest = lo
                    if lowest:
                        stop = lowest - 1
                    elif (home >> x) & 1:
                        stop = j - 1
                    else:
                        break
                    for q in range(stop + 1, j + 1):
                        left |= 1 << p[q]
                    j = stop
                    dug = True
                    if j:
                        tops |= 1 << p[j]
                    else:
                        space = True
                depth[i] = j
            if not dug:
                grown_home = self.grow_home(home, loose | left | tops)
                if grown_home == home:
                    return home
                home = grown_home


_RELAXATIONS: dict[Rules, _Relaxation] = {}
"""The relaxed game's lookups, by rules (made once per set of rules)."""


def never_home(table: Table) -> frozenset[Card]:
    """The cards that cannot reach a foundation even in the relaxed game (see the module
    docstring): if this is not empty, the position cannot be won. Raises ``ValueError``
    for a table :func:`applies` does not take."""
    if not applies(table):
        raise ValueError("never_home takes an ordinary table with the standard foundations")
    rules = table.rules
    relax = _RELAXATIONS.get(rules)
    if relax is None:
        relax = _RELAXATIONS[rules] = _Relaxation(table)
    copies: Counter[int] = Counter()

    def bit(code: int) -> int:
        b = code + 52 * copies[code]
        copies[code] += 1
        return b

    P = table.piles
    piles = [[table.down[i], *(bit(c) for c in P[i])] for i in table.T]
    loose = 0
    for c in (*P[STOCK], *P[WASTE]):
        loose |= 1 << bit(c)
    home = 0
    for f in table.F:
        for c in P[f]:
            home |= 1 << bit(c)
    reached = relax.home_at_best(piles, loose, home)
    missing = relax.all & ~reached
    return frozenset(CARDS[b % 52] for b in range(relax.all.bit_length()) if (missing >> b) & 1)
