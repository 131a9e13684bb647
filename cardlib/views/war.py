"""A static picture of a War position: both stacks, the cards on the table, a caption.

>>> from cardlib.war import new_war
>>> g = new_war(position={"a": "9 2 3 K 4", "b": "9 5 6 Q 7"})
>>> g.play("turn")
>>> war_caption(g)
'War! 9♠ ties 9♠: one card down, one up'
>>> g.play("war")
>>> war_caption(g)
"Battle 1, after a war: B's 6♠ beats A's 3♠; B takes 6 cards"
>>> html = war_table_html(g)
>>> 'aria-label="A&#x27;s stack: 2 cards face down"' in html and "<script" not in html
True

The HTML is one self-contained ``<div>``: inline SVG from :mod:`cardlib.render`, inline
style, no scripts, no external resources, at most 700 pixels wide. Its markup is also
well-formed XML, so tests can parse it.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from cardlib.cards import Card
from cardlib.render import CARD_WIDTH, empty_svg, fan_svg, stack_svg
from cardlib.war import PLAYERS, RANK_ORDER, Battle, WarGame

__all__ = ["battle_caption", "war_caption", "war_counts_text", "war_table_html"]

MAX_WIDTH_PX = 700
"""The picture never grows wider than this."""

_FAN_MAX_PX = 400  # widest fan of cards on the table, in pixels
_SANS = "system-ui, -apple-system, 'Segoe UI', 'DejaVu Sans', Arial, sans-serif"
_NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}
_REPEATS = {0: "War!", 1: "Double war!", 2: "Triple war!"}


def _cards_word(n: int) -> str:
    return f"{n} card" if n == 1 else f"{n} cards"


def _beats(a: Card, b: Card) -> bool:
    """True when ``a`` outranks ``b`` in War (suits do not matter)."""
    return RANK_ORDER.index(a.rank) < RANK_ORDER.index(b.rank)


def _last_up(cards: Sequence[tuple[Card, bool]]) -> Card | None:
    for card, up in reversed(cards):
        if up:
            return card
    return None


def battle_caption(battle: Battle) -> str:
    """One line about a decided battle.

    ``"Battle 12: A's K♠ beats B's 7♥; A takes 2 cards"``, with ``", after a war"`` (or
    ``"after 2 wars"``) when ties were settled on the way.
    """
    head = f"Battle {battle.number}"
    if battle.wars:
        head += ", after a war" if battle.wars == 1 else f", after {battle.wars} wars"
    n = battle.pot
    w = battle.winner
    if w is None:
        return f"{head}: nobody takes the {_cards_word(n)}"
    loser = 1 - w
    win_card, lose_card = _last_up(battle.played[w]), _last_up(battle.played[loser])
    takes = f"{PLAYERS[w]} takes {_cards_word(n)}"
    if win_card is not None and lose_card is not None and _beats(win_card, lose_card):
        return f"{head}: {PLAYERS[w]}'s {win_card} beats {PLAYERS[loser]}'s {lose_card}; {takes}"
    return f"{head}: {PLAYERS[loser]} has no card left to turn up; {takes}"


def war_caption(game: WarGame) -> str:
    """One line about the position: the tie waiting for a war, or the last battle."""
    table = game.table
    if table.in_war:
        a, b = game.pot
        up_a, up_b = _last_up(a), _last_up(b)
        shout = _REPEATS.get(table.battle_wars, f"War number {table.battle_wars + 1}!")
        down = table.war_down
        then = (
            "one more card up each"
            if down == 0
            else f"{_NUMBERS.get(down, str(down))} {'card' if down == 1 else 'cards'} down, one up"
        )
        return f"{shout} {up_a} ties {up_b}: {then}"
    if game.last_battle is not None:
        return battle_caption(game.last_battle)
    na, nb = game.scores
    if na == nb:
        return f"New deal: A and B hold {na} cards each and turn up their top cards"
    return f"New deal: A holds {na} cards, B {nb}; each turns up the top card"


def war_counts_text(game: WarGame) -> str:
    """``"Battles 12 · wars 1 · A 24 cards · B 26 cards · 2 on the table"``."""
    a, b = game.scores
    table = len(game.table.pot[0]) + len(game.table.pot[1])
    text = f"Battles {game.battles} · wars {game.wars} · A {_cards_word(a)} · B {_cards_word(b)}"
    return text + (f" · {table} on the table" if table else "")


def _result_text(game: WarGame) -> str:
    outcome = game.outcome
    if outcome is None:
        return ""
    return f"Game over after {game.battles} battles and {game.wars} wars: {outcome.reason}."


def _fan(cards: Sequence[tuple[Card, bool]], label: str, scale: float) -> str:
    n = len(cards)
    if n == 0:
        return empty_svg(f"{label}: no cards", scale=scale)
    overlap = 0.35
    if n > 1:
        room = (_FAN_MAX_PX / scale - CARD_WIDTH) / ((n - 1) * CARD_WIDTH)
        overlap = max(0.08, min(overlap, room))
    if n == 2 and overlap >= 0.35:
        overlap = 1.0  # two cards (a plain battle) are shown side by side
    return fan_svg(
        [c for c, _ in cards],
        face_down=[not up for _, up in cards],
        overlap=overlap,
        scale=scale,
        label=label,
    )


def _player_column(p: int, count: int, scale: float) -> str:
    name = PLAYERS[p]
    label = f"{name}'s stack: {_cards_word(count)} face down" if count else f"{name}'s stack: empty"
    return (
        '<div style="flex:none;text-align:center">'
        f'<div style="font-weight:bold;margin-bottom:4px">Player {name}</div>'
        f'<div style="line-height:0">{stack_svg(count, scale=scale, label=label)}</div>'
        + ("" if count else '<div style="font-size:0.8em;color:#555">no cards</div>')
        + "</div>"
    )


#: A fan's picture may shrink to the room it has (its viewBox keeps its proportions).
_SHRINK_SVG = '<svg style="max-width:100%;height:auto" '


def _table_row(name: str, fan: str, note: str, strong: bool) -> str:
    weight = "bold" if strong else "normal"
    note_html = (
        f'<div style="font-size:0.85em;color:#1d5c2e;font-weight:{weight};margin-top:2px">'
        f"{escape(note)}</div>"
        if note
        else ""
    )
    return (
        '<div style="display:flex;align-items:center;gap:8px;max-width:100%">'
        f'<div style="flex:none;width:18px;font-weight:bold;text-align:right">{name}</div>'
        # The fan shrinks with the table on a narrow screen (a four-down war on a phone).
        '<div style="min-width:0;flex:0 1 auto"><div style="line-height:0">'
        f"{fan.replace('<svg ', _SHRINK_SVG, 1)}</div>"
        f"{note_html}</div>"
        "</div>"
    )


def war_table_html(game: WarGame, *, scale: float = 0.8) -> str:
    """The position as self-contained HTML: stacks left and right, the table between.

    During a war the middle shows each player's cards on the table (face-down ones as
    backs); otherwise the cards of the last battle and who took them. A caption says
    what happened, and a last line gives the result once the game is over.
    """
    t = game.table
    a_count, b_count = game.scores
    rows: list[str] = []
    if t.in_war or (game.is_over and any(t.pot)):
        heading = "On the table"
        for p, cards in enumerate(game.pot):
            label = f"{PLAYERS[p]}'s cards on the table"
            rows.append(_table_row(PLAYERS[p], _fan(cards, label, scale), "", False))
    elif game.last_battle is not None:
        battle = game.last_battle
        heading = f"Battle {battle.number}"
        for p, played in enumerate(battle.played):
            label = f"{PLAYERS[p]} played"
            took = battle.winner == p
            note = f"{PLAYERS[p]} takes {_cards_word(battle.pot)}" if took else ""
            rows.append(_table_row(PLAYERS[p], _fan(played, label, scale), note, took))
    else:
        heading = "No cards turned up yet"
        for p in (0, 1):
            empty = empty_svg(f"{PLAYERS[p]} has not turned up a card yet", scale=scale)
            rows.append(_table_row(PLAYERS[p], empty, "", False))

    caption = war_caption(game)
    result = _result_text(game)
    result_html = (
        '<div class="cardlib-result" style="margin-top:6px;padding:4px 8px;'
        'background:#fff7d6;border:1px solid #e0c36a;border-radius:4px;font-weight:bold">'
        f"{escape(result)}</div>"
        if result
        else ""
    )
    middle = (
        '<div style="flex:1 1 auto;min-width:0;display:flex;flex-direction:column;'
        'align-items:center;gap:6px">'
        f'<div style="font-size:0.85em;color:#555">{escape(heading)}</div>'
        '<div style="display:flex;flex-direction:column;align-items:flex-start;gap:6px;'
        f'max-width:100%">{"".join(rows)}</div></div>'
    )
    return (
        f'<div class="cardlib-war" role="group" aria-label="{escape(game.info.name)} table" '
        f'style="font-family:{escape(_SANS)};font-size:14px;color:#222;'
        f"max-width:{MAX_WIDTH_PX}px;box-sizing:border-box;padding:10px;"
        'background:#eef5ee;border:1px solid #c5d8c5;border-radius:8px">'
        '<div style="display:flex;align-items:flex-start;justify-content:space-between;'
        'gap:12px">'
        f"{_player_column(0, a_count, scale)}{middle}{_player_column(1, b_count, scale)}"
        "</div>"
        f'<div class="cardlib-caption" style="margin-top:8px">{escape(caption)}</div>'
        f"{result_html}</div>"
    )
