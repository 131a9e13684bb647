"""A static picture of a trick-taking table: the seats, their hands, the trick, the scores.

The picture is drawn from one seat's point of view (``seat``, shown at the bottom): that
seat's hand face up, the other hands face down (or all face up with ``reveal=True``, as the
book shows hand-made positions), the trick in the middle with each card in front of the
player who played it and the winning card marked, and a header with the trump, the
turn-up or kick, the contract and the scores. Four players sit round a square table; other
numbers of players are drawn as one row per seat.

>>> import cardlib
>>> g = cardlib.new_game("pepper", seed=3)
>>> html = trick_table_html(g, seat=0)
>>> "East&#x27;s hand: 6 cards face down" in html and "<script" not in html
True
>>> trump_text(g.view(0))
'Trumps: not named yet'
>>> scores_text(g.view(0))
'North-South 0 · East-West 0 · game 30'

The HTML is one self-contained ``<div>``: inline SVG from :mod:`cardlib.render`, inline
style, no scripts, no external resources, well-formed XML. It reads only what the game's
``view(seat)`` shows (plus the other hands when ``reveal`` is true), never the rules.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from html import escape
from typing import TYPE_CHECKING

from cardlib.cards import Card, Rank, Suit
from cardlib.render import card_svg, empty_svg, fan_svg

if TYPE_CHECKING:
    from cardlib.tricks.engine import TrickGame, TrickRecord, TrickView

__all__ = [
    "contract_text",
    "hand_order",
    "hand_result_html",
    "hand_result_text",
    "scores_text",
    "trick_table_html",
    "trick_text",
    "trump_text",
]

MAX_WIDTH_PX = 700
"""The picture never grows wider than this."""

_SANS = "system-ui, -apple-system, 'Segoe UI', 'DejaVu Sans', Arial, sans-serif"
_FELT = "#eef5ee"
_WIN = "#1d5c2e"
_TURN = "#b35c00"


def _e(text: str) -> str:
    return escape(text, quote=True)


def trump_text(view: TrickView) -> str:
    """The trump in words: ``'Trumps: hearts ♥'``, ``'No trump'``, ``'Trumps: not named yet'``.

    A game whose phase decides trumps later (bidding) shows "not named yet".
    """
    if view.trump is not None:
        return f"Trumps: {view.trump.label} {view.trump.symbol}"
    if view.phase in ("bid", "trump") or (view.phase == "over" and view.ranking is None):
        return "Trumps: not named yet"
    return "No trump"


def contract_text(view: TrickView) -> str:
    """The contract: ``'Contract: East bids 3'`` (empty when the game has no auction)."""
    if view.bid is None or view.maker is None:
        return ""
    bid = {"little": "Little Pepper", "big": "Big Pepper"}.get(view.bid, view.bid)
    return f"Contract: {view.seat_names[view.maker]} bids {bid}"


def scores_text(view: TrickView) -> str:
    """The scores by side and the target: ``'North-South 12 · East-West 5 · game 30'``."""
    parts = [f"{name} {score}" for name, score in zip(view.side_names, view.scores, strict=True)]
    if view.target:
        parts.append(f"game {view.target}")
    return " · ".join(parts)


def trick_text(record: TrickRecord, names: tuple[str, ...]) -> str:
    """A finished trick in words: ``'North 5♦, East J♦, ... — North wins'``."""
    plays = ", ".join(f"{names[s]} {c}" for s, c in record.plays)
    return f"{plays} — {names[record.winner]} wins"


_SUIT_CYCLE = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)  # colours alternate
_NATURAL = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, *(Rank(v) for v in range(10, 1, -1)))


def hand_order(view: TrickView, cards: tuple[Card, ...] | None = None) -> list[Card]:
    """The cards of ``view.hand`` (or ``cards``) sorted as a player holds them: trumps
    first, then the other suits with their colours alternating, each suit highest first
    in the hand's rank orders (the engine's ``ranking``: Pepper's left bower sorts with the
    trumps, Forty-Five's A♥ too). Before trumps are known, suits in a fixed order, ace high.

    >>> import cardlib
    >>> g = cardlib.new_game("pepper", position={"hands": ["9H JD AS KH 9C AD", "", "", ""],
    ...     "trump": "H", "bid": "3", "maker": 0, "dealer": 3})
    >>> " ".join(str(c) for c in hand_order(g.view(0)))
    'J♦ K♥ 9♥ 9♣ A♦ A♠'
    """
    hand = view.hand if cards is None else cards
    r = view.ranking
    if r is None:
        suits = list(_SUIT_CYCLE)
        return sorted(hand, key=lambda c: (suits.index(c.suit), _NATURAL.index(c.rank)))
    start = _SUIT_CYCLE.index(r.trump) if r.trump is not None else 0
    suits = [_SUIT_CYCLE[(start + k) % 4] for k in range(4)]

    def key(card: Card) -> tuple[int, int]:
        suit = r.suit_of[card]
        return suits.index(suit), r.order(suit).index(card)

    return sorted(hand, key=key)


def hand_result_text(
    view: TrickView, tricks: tuple[TrickRecord, ...], lines: tuple[str, ...]
) -> list[str]:
    """A finished hand in words: tricks by side, then what was scored (the engine's lines)."""
    by_side = [0] * len(view.side_names)
    for t in tricks:
        by_side[view.sides[t.winner]] += 1
    out = []
    if tricks:
        out.append(
            "Tricks: "
            + ", ".join(f"{name} {n}" for name, n in zip(view.side_names, by_side, strict=True))
        )
    out.extend(lines)
    return out


def hand_result_html(
    view: TrickView,
    tricks: tuple[TrickRecord, ...],
    lines: tuple[str, ...],
    *,
    title: str,
    scale: float = 0.6,
) -> str:
    """The result of a finished hand as one ``<div>``: each trick (who led, every card,
    who won it), the tricks by side, the engine's scoring lines and the score now."""
    names = view.seat_names
    rows = []
    for k, t in enumerate(tricks, 1):
        cards = " ".join(
            f'<span style="white-space:nowrap;{"font-weight:bold" if s == t.winner else ""}">'
            f"{_e(names[s])} {_e(str(c))}</span>"
            for s, c in t.plays
        )
        side = "your side" if view.partners(t.winner) else "opponents"
        rows.append(
            f'<tr><td style="text-align:right;padding:1px 6px">{k}</td>'
            f'<td style="padding:1px 6px">{cards}</td>'
            f'<td style="padding:1px 6px;white-space:nowrap">{_e(names[t.winner])} '
            f'<span style="color:#555">({side})</span></td></tr>'
        )
    table = ""
    if rows:
        head = (
            '<tr><th scope="col" style="padding:1px 6px">Trick</th>'
            '<th scope="col" style="padding:1px 6px;text-align:left">Cards, in play order '
            '(the winner in bold)</th><th scope="col" style="padding:1px 6px;text-align:left">'
            "Won by</th></tr>"
        )
        table = (
            '<table style="border-collapse:collapse;font-size:0.9em;margin:4px 0">'
            f'<caption style="text-align:left;font-weight:bold">{_e(title)}</caption>'
            f"{head}{''.join(rows)}</table>"
        )
    else:
        table = f'<div style="font-weight:bold">{_e(title)}</div>'
    text = "".join(f"<div>{_e(line)}</div>" for line in hand_result_text(view, tricks, lines))
    score = f'<div style="margin-top:4px"><b>Score:</b> {_e(scores_text(view))}</div>'
    return (
        f'<div class="cardlib-tricks cardlib-hand-result" role="region" aria-label="{_e(title)}" '
        f'style="font-family:{_e(_SANS)};font-size:14px;color:#222;max-width:{MAX_WIDTH_PX}px;'
        f"box-sizing:border-box;padding:10px;background:{_FELT};border:1px solid #c5d8c5;"
        f'border-radius:8px">{table}{text}{score}</div>'
    )


@lru_cache(maxsize=256)
def _backs_svg(name: str, n: int, scale: float) -> str:
    """A hand of ``n`` cards face down (the same picture every time: drawn once)."""
    noun = "card" if n == 1 else "cards"
    return fan_svg(
        [None] * n, overlap=0.18, scale=scale, label=f"{name}'s hand: {n} {noun} face down"
    )


def _hand_svg(view: TrickView, seat: int, cards: tuple[Card, ...] | None, scale: float) -> str:
    name = view.seat_names[seat]
    n = view.hand_sizes[seat]
    if n == 0:
        return empty_svg(f"{name}'s hand: no cards", scale=scale)
    if cards is None:
        return _backs_svg(name, n, scale)
    return fan_svg(list(cards), overlap=0.42, scale=scale, label=f"{name}'s hand")


def _seat_label(view: TrickView, seat: int, *, player: bool = True) -> str:
    name = view.seat_names[seat]
    bits = [f"<b>{_e(name)}</b>"]
    if player and seat == view.seat:
        bits.append("(you)")
    elif player and view.partners(seat):
        bits.append("(partner)")
    if seat == view.dealer:
        bits.append('<span title="dealer">· dealer</span>')
    won = view.tricks_won[seat]
    bits.append(f"· {won} {'trick' if won == 1 else 'tricks'}")
    if view.to_move == seat:
        bits.append(f'<span style="color:{_TURN};font-weight:bold">◀ to {_e(_verb(view))}</span>')
    return f'<div style="font-size:0.9em;margin:2px 0">{" ".join(bits)}</div>'


def _verb(view: TrickView) -> str:
    return {
        "play": "play",
        "bid": "bid",
        "trump": "name trumps",
        "rob": "rob or decline",
        "dealer_rob": "rob or keep",
        "beg": "stand or beg",
        "give": "give one or run",
        "discard": "discard",
        "jink": "claim or jink",
        "fiving": "five or not",
    }.get(view.phase, "move")


def _played_card(view: TrickView, seat: int, card: Card | None, scale: float) -> str:
    name = view.seat_names[seat]
    if card is None:
        empty = empty_svg(f"{name}: no card played", scale=scale)
        return f'<div style="line-height:0;opacity:0.6">{empty}</div>'
    win = view.winning == seat
    svg = card_svg(card, scale=scale, label=f"{name} played the {card.name}")
    border = f"outline:3px solid {_WIN};outline-offset:1px;border-radius:5px;" if win else ""
    note = (
        f'<div style="font-size:0.75em;color:{_WIN};font-weight:bold">winning</div>'
        if win
        else f'<div style="font-size:0.75em;color:#555">{_e(name)}</div>'
    )
    pic = f'<div style="line-height:0;{border}">{svg}</div>'
    return f'<div style="text-align:center">{pic}{note}</div>'


def _trick_grid(
    view: TrickView, plays: tuple[tuple[int, Card], ...], order: list[int], scale: float
) -> str:
    """The trick in a 3 x 3 grid: each card in front of its player (bottom = ``order[0]``)."""
    played = dict(plays)
    areas = ("3 / 2 / 4 / 3", "2 / 1 / 3 / 2", "1 / 2 / 2 / 3", "2 / 3 / 3 / 4")
    cells = dict(zip(order, areas, strict=True))  # bottom, left, top, right
    parts = [
        f'<div style="grid-area:{cells[s]};display:flex;justify-content:center">'
        f"{_played_card(view, s, played.get(s), scale)}</div>"
        for s in order
    ]
    return (
        '<div style="display:grid;grid-template-columns:repeat(3,auto);'
        "grid-template-rows:repeat(3,auto);gap:2px 10px;justify-content:center;"
        f'align-items:center">{"".join(parts)}</div>'
    )


def _header(view: TrickView, scale: float) -> str:
    facts = [trump_text(view)]
    contract = contract_text(view)
    if contract:
        facts.append(contract)
    facts.append(scores_text(view))
    facts.append(f"Hand {view.hand_no + 1}")
    extra = view.extra
    if extra.get("variant") == "spoil_five":
        facts.append(f"Pool {extra.get('pool', 0)}")
    up = ""
    if view.turn_up is not None:
        word = "Kick" if "kicked_aside" in extra else "Turn-up"
        taken = " (taken into hand)" if extra.get("turn_up_taken") else ""
        up = (
            f'<div style="text-align:center;font-size:0.8em">'
            f'<div style="line-height:0">'
            f"{card_svg(view.turn_up, scale=scale * 0.8, label=f'{word}: {view.turn_up.name}')}"
            f"</div>{_e(word)}{_e(taken)}</div>"
        )
    text = "".join(f"<div>{_e(f)}</div>" for f in facts)
    return (
        '<div style="display:flex;justify-content:space-between;align-items:flex-start;'
        f'gap:10px;margin-bottom:6px"><div style="font-size:0.9em">{text}</div>{up}</div>'
    )


def _footer(view: TrickView, show_last: bool) -> str:
    lines = []
    if show_last:
        last = view.last_trick
        lines.append(
            "Last trick: " + (trick_text(last, view.seat_names) if last else "none yet this hand")
        )
    if view.events:
        lines.append("This hand: " + "; ".join(view.events[-6:]))
    if view.last_hand:
        lines.append("Last hand: " + "; ".join(view.last_hand[-5:]))
    if not lines:
        return ""
    body = "".join(f"<div>{_e(line)}</div>" for line in lines)
    style = "margin-top:6px;font-size:0.85em;color:#333"
    return f'<div class="cardlib-caption" style="{style}">{body}</div>'


def trick_table_html(
    game: TrickGame,
    seat: int = 0,
    *,
    reveal: bool = False,
    show_hand: bool = True,
    show_last: bool = False,
    scale: float = 0.6,
    finished: TrickRecord | None = None,
) -> str:
    """The table as seen by ``seat`` (at the bottom), as one HTML ``<div>``.

    ``reveal`` shows every hand face up (for the book's hand-made positions);
    ``show_hand=False`` leaves out ``seat``'s own hand (the widget shows it as clickable
    cards); ``show_last`` adds the last finished trick in words; ``finished``: while no
    card of the next trick is down, this finished trick stays in the middle, its winner
    marked (the widget shows each trick so until the next card is played).
    """
    view = game.view(seat)
    n = len(view.seat_names)

    def cards_of(s: int) -> tuple[Card, ...] | None:
        if s == seat:
            return view.hand
        return tuple(game.hands[s]) if reveal else None

    hands = {
        s: _hand_svg(view, s, cards_of(s), scale * 0.8 if s != seat else scale) for s in range(n)
    }

    def seat_block(s: int, *, hand: bool = True) -> str:
        pic = f'<div style="line-height:0">{hands[s]}</div>' if hand else ""
        label = _seat_label(view, s, player=not reveal)
        return f'<div style="text-align:center">{label}{pic}</div>'

    if n == 4:
        order = [(seat + k) % 4 for k in range(4)]  # bottom, left, top, right (clockwise)
        if not view.trick and finished is not None:
            shown = replace(view, winning=finished.winner)
            grid = _trick_grid(shown, finished.plays, order, scale * 0.85)
            note = (
                f'<div style="text-align:center;font-size:0.8em;color:{_WIN}">'
                f"{_e(view.seat_names[finished.winner])} won the trick</div>"
            )
            middle = f"<div>{grid}{note}</div>"
        else:
            middle = _trick_grid(view, view.trick, order, scale * 0.85)
        table = (
            '<div style="display:grid;grid-template-columns:auto 1fr auto;'
            'grid-template-rows:auto auto auto;gap:6px;align-items:center;justify-items:center">'
            f'<div style="grid-area:1 / 1 / 2 / 4">{seat_block(order[2])}</div>'
            f'<div style="grid-area:2 / 1 / 3 / 2">{seat_block(order[1])}</div>'
            f'<div style="grid-area:2 / 2 / 3 / 3">{middle}</div>'
            f'<div style="grid-area:2 / 3 / 3 / 4">{seat_block(order[3])}</div>'
            f'<div style="grid-area:3 / 1 / 4 / 4">{seat_block(order[0], hand=show_hand)}</div>'
            "</div>"
        )
    else:
        played = dict(view.trick)
        rows = []
        for s in range(n):
            rows.append(
                '<div style="display:flex;align-items:center;gap:10px;margin:2px 0">'
                f'<div style="flex:1 1 auto">{seat_block(s, hand=show_hand or s != seat)}</div>'
                f'<div style="flex:none">{_played_card(view, s, played.get(s), scale * 0.7)}</div>'
                "</div>"
            )
        table = "".join(rows)
    label = f"{game.info.name} table, seen from {view.seat_names[seat]}"
    return (
        f'<div class="cardlib-tricks" role="group" aria-label="{_e(label)}" '
        f'style="font-family:{_e(_SANS)};font-size:14px;color:#222;max-width:{MAX_WIDTH_PX}px;'
        f"box-sizing:border-box;padding:10px;background:{_FELT};border:1px solid #c5d8c5;"
        f'border-radius:8px">{_header(view, scale)}{table}{_footer(view, show_last)}</div>'
    )
