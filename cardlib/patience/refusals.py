"""Why a patience move is refused: the :class:`~cardlib.game.IllegalMove` that names the
broken rule, in the words of the game's board.

A move is legal when it is one of :meth:`Table.legal
<cardlib.patience.table.Table.legal>`; :func:`check` asks that, and :func:`why_not` says
which rule a move breaks when it is not. Both read the same rules as the table and change
nothing: a refusal leaves the position as it was. A positional layout's own rules are
asked first (a row being dealt, the swap grace, a refill that must come first, pairs,
exchanges, transfer chains, marriages on the positions); then those of the stock, of
stopping and of moves between free piles.

>>> import cardlib
>>> g = cardlib.new_game("klondike", seed=1)
>>> err = why_not(g.table, g.parse_move("redeal"))
>>> err.rule
'redeal'
"""

from __future__ import annotations

from cardlib.cards import Rank
from cardlib.game import IllegalMove, Move
from cardlib.patience.moves import Chain, Deal, Fill, Pair, Redeal, Stop, Swap, Transfer
from cardlib.patience.positions import DealPhase, RefillPolicy, SwapGrace, Transfers
from cardlib.patience.rules import CARDS
from cardlib.patience.table import F0, HOME, STOCK, Table

__all__ = ["check", "why_not"]


def check(t: Table, move: Move) -> None:
    """Raise the ``IllegalMove`` naming the rule unless ``move`` is legal on ``t`` now (a
    positional game's ``t3-f`` is read as the move naming the foundation that takes the
    card)."""
    if t.positional and isinstance(move, Transfer):
        move = t.resolve(move)
    if move not in t.legal():
        raise why_not(t, move)


#: When a game refills its empty places, in words.
_REFILL_WHEN = {
    RefillPolicy.NONE: "never",
    RefillPolicy.AUTO: "at once after each move",
    RefillPolicy.BEFORE_DEAL: "before the next card is turned",
    RefillPolicy.COMPULSORY: "at once, before any other move",
    RefillPolicy.FILL: "when you refill the vacancies",
}


def why_not(t: Table, move: Move) -> IllegalMove:
    """The ``IllegalMove`` explaining why ``move`` is not legal now."""
    if t.positional:
        refusal = _positional(t, move)
        if refusal is not None:
            return refusal
    stock, waste = t.place("s"), t.place("w")
    if isinstance(move, Deal):
        if not t.piles[STOCK]:
            if not t.stock_out:
                return IllegalMove(f"{stock} is empty: turn {waste} over first", rule="stock empty")
            return IllegalMove(f"{stock} is empty and no redeal is left", rule="no redeals left")
    elif isinstance(move, Redeal):
        return _redeal(t)
    elif isinstance(move, Stop):
        return IllegalMove(
            f"you may stop only when {stock} is used up (no card or redeal left)",
            rule="stop",
        )
    elif isinstance(move, Transfer):
        return _transfer(t, move)
    elif isinstance(move, (Fill, Pair, Swap, Chain)):
        return IllegalMove(f"this game has no {move} move", rule="no such move")
    return IllegalMove("that move is not allowed now", rule="not a legal move")


def _positional(t: Table, move: Move) -> IllegalMove | None:
    """The refusals of a positional layout's own rules (``None``: those of the stock
    and of stopping, as for free piles)."""
    lay = t.lay
    if t.dealing >= 0 and not isinstance(move, Deal):
        what = "aces" if lay.deal_phase is DealPhase.ACES else "cards that go to a foundation"
        return IllegalMove(
            f"a row is being dealt: only {what} may be played until it is complete",
            rule="row being dealt",
        )
    if t.swapping and not isinstance(move, Swap):
        return IllegalMove(
            "finish the swap grace: exchange the second two cards first", rule="swap grace"
        )
    vac = t.vacancies()
    ready = t.refill_pending()
    refill_move = (
        isinstance(move, Transfer) and move.src in ("s", "w") and t.k.ids.get(move.dst, -1) in vac
    )
    if lay.refill is RefillPolicy.COMPULSORY and ready and not refill_move:
        return IllegalMove(
            f"the vacancy at {t.place(t.k.names[vac[0]])} must be filled at once, "
            "before any other move",
            rule="refill at once",
        )
    if t.married and ready and isinstance(move, Transfer) and _would_play(t, move):
        return IllegalMove(
            "a marriage has been made: refill the short packets before playing again "
            "(play, then marry, then refill 'before proceeding again to play')",
            rule="refill before playing again",
        )
    if not isinstance(move, Transfer):
        kings_first = _kings_first(t)
        if kings_first is not None:
            return kings_first
    if isinstance(move, Fill):
        if lay.refill is not RefillPolicy.FILL:
            return IllegalMove("this game never refills its empty places", rule="no such move")
        if not vac:
            return IllegalMove("there is no vacancy to refill", rule="nothing to refill")
        return IllegalMove("the pack is empty: vacancies stay empty", rule="pack empty")
    if isinstance(move, Deal):
        if not lay.stock_deals:
            return IllegalMove(
                "the hand is used only to fill the places of cards removed", rule="hand"
            )
        if ready and lay.refill in (RefillPolicy.BEFORE_DEAL, RefillPolicy.FILL):
            return IllegalMove(
                "refill every vacancy before the next card is dealt", rule="refill first"
            )
        if t.piles[STOCK] and lay.rows_on_demand:
            return IllegalMove("every row is dealt", rule="rows")
        return None
    if isinstance(move, Pair):
        return _pair(t, move)
    if isinstance(move, Swap):
        return _swap(t, move)
    if isinstance(move, Chain):
        lone = [
            s.src
            for s in move.steps[:-1]
            if s.src in t.k.ids
            and t.k.kinds[t.k.ids[s.src]] == "f"
            and len(t.piles[t.k.ids[s.src]]) == 1
        ]
        if lone:
            code = t.piles[t.k.ids[lone[0]]][-1]
            return IllegalMove(
                f"{CARDS[code]} is the foundation card of {t.place(lone[0])}: it never "
                "moves, so a transfer takes only cards built on it",
                rule="foundation card stays",
            )
        return IllegalMove(
            f"{move} is not a transfer the privilege allows: angle tops may go to the "
            "centre one by one only when they let a wing or talon card be played that "
            "could not be played before",
            rule="transfer privilege",
        )
    if isinstance(move, Transfer):
        return _positional_transfer(t, move)
    return None


def _would_play(t: Table, move: Transfer) -> bool:
    """Whether ``move`` plays a card home that could go there but for a marriage made
    since the last refill (``refill_after_marriage``)."""
    if move.dst[:1] != "f":
        return False
    unmarried = t.copy()
    unmarried.married = False
    return unmarried.resolve(move) in unmarried.legal()


def _pair(t: Table, m: Pair) -> IllegalMove:
    k, P = t.k, t.piles
    if not t.lay.pair_total:
        return IllegalMove("this game has no pairing moves", rule="no such move")
    for n in (m.a, m.b):
        if n not in k.ids or k.kinds[k.ids[n]] != "t":
            return IllegalMove(f"{n} is not a position of the square", rule="no such pile")
        if not P[k.ids[n]]:
            return IllegalMove(f"{t.place(n)} is empty", rule="empty pile")
    a, b = k.ids[m.a], k.ids[m.b]
    if a == b:
        return IllegalMove("a pair takes two different cards", rule="same pile")
    if k.row[a] != k.row[b] and k.col[a] != k.col[b]:
        return IllegalMove(
            f"{CARDS[P[a][-1]]} and {CARDS[P[b][-1]]} are not in the same row or column",
            rule="same row or column",
        )
    ca, cb = CARDS[P[a][-1]], CARDS[P[b][-1]]
    total = t.lay.pair_total
    return IllegalMove(
        f"{ca} and {cb} make {int(ca.rank) + int(cb.rank)}, not {total}",
        rule=f"pairs make {total}",
    )


def _swap(t: Table, m: Swap) -> IllegalMove:
    lay, k = t.lay, t.k
    if lay.swap_grace is SwapGrace.OFF:
        return IllegalMove("this game allows no exchange of cards", rule="no swap grace")
    for n in (m.a, m.b):
        if n not in k.ids or k.kinds[k.ids[n]] != "t" or not t.piles[k.ids[n]]:
            return IllegalMove(f"{n} holds no card of the square", rule="no such pile")
    if m.a == m.b:
        return IllegalMove("an exchange needs two different cards", rule="same pile")
    used = [t.place(k.names[i]) for i in t.swapping]
    if {m.a, m.b} & {k.names[i] for i in t.swapping}:
        return IllegalMove(
            f"the second exchange takes two other cards: {' and '.join(used)} were exchanged first",
            rule="two other cards",
        )
    if not t.swapping and t.graces:
        per_block = lay.swap_grace is SwapGrace.PER_BLOCK
        when = "per block: make a 14 first" if per_block else "per game"
        return IllegalMove(
            f"the swap grace is used: it is allowed once {when}", rule="swap grace spent"
        )
    return IllegalMove(
        "the swap grace is allowed only when no pair can be made", rule="swap only when blocked"
    )


def _kings_first(t: Table) -> IllegalMove | None:
    """The Mill's first kings: while the only moves are kings starting angle piles, every
    other move waits (``None``: no king waits)."""
    lay, k, P = t.lay, t.k, t.piles
    if not lay.first_kings or t.kings >= lay.first_kings:
        return None
    legal = t.legal()
    kings = [x for x in legal if isinstance(x, Transfer)]
    only_kings = all(CARDS[P[k.ids[x.src]][-1]].rank is Rank.KING for x in kings)
    if kings and len(kings) == len(legal) and only_kings:
        return IllegalMove(
            f"an available king must start an angle pile at once (the first "
            f"{lay.first_kings} kings are foundation cards)",
            rule="first kings to the angles",
        )
    return None


def _positional_transfer(t: Table, m: Transfer) -> IllegalMove:
    k, P, lay = t.k, t.piles, t.lay
    unknown = _unknown_pile(t, m)
    if unknown is not None:
        return unknown
    s = k.ids[m.src]
    skind = k.kinds[s]
    dkind = "f" if m.dst == "f" else k.kinds[k.ids[m.dst]]
    if dkind in ("s", "w", "r") or skind == "r":
        place = t.place(m.dst if dkind in ("s", "w", "r") else m.src)
        return IllegalMove(f"cards never move to or from {place}", rule="fixed pile")
    if skind == "s" or (skind == "w" and dkind == "t"):
        d = k.ids.get(m.dst, -1)  # -1: "f", to a foundation
        vac = t.vacancies()
        if dkind == "t" and not P[d] and skind in lay.refill_from and d in vac:
            return IllegalMove(
                f"vacancies are refilled in order: {t.place(k.names[vac[0]])} first",
                rule="refill order",
            )
        if skind == "s":
            return IllegalMove(
                f"cards come from {t.place('s')} only when it is turned, or to refill a vacancy",
                rule="stock",
            )
    if not P[s]:
        return IllegalMove(f"{t.place(m.src)} is empty", rule="empty pile")
    card = CARDS[P[s][-1]]
    if skind == "f":
        if lay.transfers is Transfers.NONE:
            return IllegalMove("cards on the foundations stay there", rule="foundation cards stay")
        if len(P[s]) == 1 and lay.foundations[s - F0].length > 1:
            return IllegalMove(
                f"{card} is the foundation card of {t.place(m.src)}: it never moves",
                rule="foundation card stays",
            )
        if lay.transfers is Transfers.ENABLING:
            return IllegalMove(
                "an angle card may go to the centre only as part of a transfer that "
                "lets a wing or talon card be played at once",
                rule="transfer privilege",
            )
    if skind == "t" and s not in t.available():
        b = t.blocker(s)
        by = f" by {CARDS[P[b][-1]]} at {t.place(k.names[b])}" if b is not None else ""
        return IllegalMove(f"{card} is not available: it is blocked{by}", rule="blocked card")
    kings_first = _kings_first(t)
    if kings_first is not None:
        return kings_first
    if dkind == "f":
        if m.dst != "f" and k.kinds[k.ids[m.dst]] == "f":
            fd = lay.foundations[k.ids[m.dst] - F0]
            why = fd.target([CARDS[c] for c in P[k.ids[m.dst]]])
            return IllegalMove(
                f"{card} cannot go on {t.place(m.dst)}: that foundation {why}",
                rule="foundation build",
            )
        return IllegalMove(f"no foundation takes {card} now", rule="foundation build")
    d = k.ids[m.dst]
    if not P[d]:
        if lay.lane_grace and t.is_lane(d) and skind == "t":
            return IllegalMove(
                "a lane takes only the available card of another ray's outer circle",
                rule="lane grace",
            )
        if not k.pile_rule[s].fills_spaces:
            return IllegalMove(
                f"an empty place is filled only from {t.place('s')}, {_REFILL_WHEN[lay.refill]}",
                rule="vacancies are refilled",
            )
        return IllegalMove("that move is not allowed now", rule="not a legal move")
    if lay.build is None:
        return IllegalMove(
            f"no card is ever built on the {lay.roles}s", rule=f"no building on {lay.roles}s"
        )
    giver, taker = k.pile_rule[s], k.pile_rule[d]
    if skind == "w" and not giver.gives:
        return IllegalMove(
            "the talon's top card may be used only on the foundations",
            rule="talon to foundations only",
        )
    if not giver.gives:
        return IllegalMove(
            f"{card} is an {giver.name} card: it may only be played to a foundation, not married",
            rule=f"{giver.name} cards are only played",
        )
    if not taker.takes:
        takers = " or ".join(dict.fromkeys(r.name for r in lay.row_rules if r.takes))
        return IllegalMove(
            f"marriages are made only onto the {takers} {lay.roles}s, and "
            f"{t.place(m.dst)} is {taker.name}",
            rule=f"marry onto the {takers} {lay.roles}",
        )
    if d not in t.available():
        return IllegalMove(
            f"{CARDS[P[d][-1]]} at {t.place(m.dst)} is blocked: it takes no card",
            rule="blocked card",
        )
    if len(P[d]) < taker.takes_from:
        return IllegalMove(
            f"a pile with fewer than {taker.takes_from} cards takes no builds",
            rule="short piles take no builds",
        )
    if m.count > 1 and not lay.runs:
        return IllegalMove("every move is a single card", rule="single cards only")
    head = CARDS[P[s][-m.count]] if m.count <= len(P[s]) else card
    return IllegalMove(
        f"{head} cannot be married to {CARDS[P[d][-1]]}: marry {t.rules.build.name}",
        rule=t.rules.build.name,
    )


def _redeal(t: Table) -> IllegalMove:
    stock, waste = t.place("s"), t.place("w")
    if t.piles[STOCK]:
        return IllegalMove(
            f"{stock} is not used up: you may redeal only when it is empty", rule="redeal"
        )
    left = t.redeals_left
    if left is not None and left <= 0:
        allowed = t.rules.stock.redeals or 0
        text = "no redeal" if allowed == 0 else f"only {allowed} redeal" + "s" * (allowed > 1)
        return IllegalMove(f"no redeal is left: this game allows {text}", rule="no redeals left")
    return IllegalMove(f"{waste} is empty: there is nothing to redeal", rule="redeal")


def _unknown_pile(t: Table, m: Transfer) -> IllegalMove | None:
    """The refusal of a transfer that names a pile this game does not have."""
    for name in (m.src, m.dst):
        if name != "f" and name not in t.k.ids:
            return IllegalMove(f"this game has no pile {name}", rule="no such pile")
    if m.src == "f":
        return IllegalMove("name the foundation a card comes from, e.g. f2", rule="no such pile")
    return None


def _transfer(t: Table, m: Transfer) -> IllegalMove:
    k, P = t.k, t.piles
    unknown = _unknown_pile(t, m)
    if unknown is not None:
        return unknown
    if m.src == "s":
        return IllegalMove(
            f"cards are not taken from {t.place('s')}: turn it, and its top card comes into play",
            rule="stock",
        )
    if m.dst in ("s", "w"):
        where = "stock" if m.dst == "s" else "waste"
        return IllegalMove(f"no card may be put on {t.place(m.dst)}", rule=where)
    if m.src == m.dst:
        return IllegalMove("a card must move to another pile", rule="same pile")
    s = k.ids[m.src]
    skind = k.kinds[s]
    src = P[s]
    to_home = m.dst == "f" or k.kinds[k.ids[m.dst]] == "f"
    if skind == "f" and (to_home or not t.rules.foundation_to_tableau):
        return IllegalMove("cards on the foundations stay there", rule="foundation cards stay")
    here = t.place(m.src)
    if not src:
        return IllegalMove(f"{here} is empty", rule="empty pile")
    n = m.count
    if n > len(src):
        return IllegalMove(f"{here} holds only {len(src)} cards", rule="count")
    if n > len(src) - t.down[s]:
        return IllegalMove(
            "you cannot move a face-down card: only face-up cards move", rule="face-down card"
        )
    head = src[-n]
    if k.whole and skind == "t" and not to_home and t.run_start(s) != len(src) - n:
        return IllegalMove(
            f"the run on {here} moves only as a whole ({len(src) - t.run_start(s)} "
            "cards) or not at all",
            rule="whole run only",
        )
    if n > 1:
        if skind != "t":
            return IllegalMove("only one card at a time leaves this pile", rule="one card")
        if to_home:
            return IllegalMove(
                "cards go to the foundations one at a time", rule="one card to a foundation"
            )
        if not k.runs:
            return IllegalMove(
                f"only single cards move in this game: move {CARDS[src[-1]]} first",
                rule="single cards only",
            )
        if t.run_start(s) > len(src) - n:
            return IllegalMove(
                f"the {n} cards from {here} are not a run that moves as a unit "
                f"(movable runs: {t.rules.move_unit.value}, built {t.rules.build.name})",
                rule="run",
            )
    card = CARDS[head]
    if to_home:
        home = k.move(s, HOME, n)
        if m.dst != "f" and home in t.legal():
            f = k.names[t.wanted()[head]]
            return IllegalMove(
                f"a move home is written {home}: {card} goes to the first foundation "
                f"that takes it ({t.place(f)})",
                rule="moves home",
            )
        return _home(t, head)
    dst = P[k.ids[m.dst]]
    if dst:
        if dst[-1] not in k.fit[head]:
            return IllegalMove(
                f"{card} cannot go on {CARDS[dst[-1]]}: build {t.rules.build.name}",
                rule=t.rules.build.name,
            )
    elif not k.space_ok(head, skind):
        return IllegalMove(
            f"{card} cannot fill a space here: {t.rules.empty.name}",
            rule=t.rules.empty.name,
        )
    if n > 1 and k.capped:
        empties = sum(1 for i in t.T if not P[i])
        cap = t.run_cap(empties, not dst)
        return IllegalMove(
            f"moving {n} cards at once needs enough spaces to move them one by one "
            f"(now at most {cap})",
            rule="supermove limit",
        )
    return IllegalMove("that move is not allowed now", rule="not a legal move")


def _home(t: Table, code: int) -> IllegalMove:
    card = CARDS[code]
    rule = t.rules.foundation
    if card.rank is rule.base:
        why = f"no foundation is empty for the {card.rank.label}"
    else:
        why = f"no foundation shows a card {card} may follow"
        build = rule.build
        if build is not None and build.suit.value == "in suit" and build.steps == (1,):
            why = f"no foundation shows {CARDS[code - 1]}"
    return IllegalMove(
        f"{card} cannot go to a foundation: foundations build {rule.name}, and {why}",
        rule="foundation build",
    )
