"""Printable quick-reference cards: one page per game, built from the catalog and the rules.

Nothing on a card is typed in here: the name, players, pack and summary come from the
catalog (:func:`cardlib.catalog`); the deal line is read off a seeded deal; rank orders come
from each game's own ranking (every trump of a trick game, no trump where the engine lets
the maker name it); scoring tables are computed by the scoring functions the engines use;
the rulings in force are the options' defaults.

>>> card = refcard("pepper")
>>> card.name, [heading for heading, _lines in card.rank_orders][:2]
('Pepper', ['♣ trumps', '♦ trumps'])
>>> card.rank_orders[-1][0]
'No trump'
>>> "Pepper" in refcard_html("pepper")
True

:func:`refcard_html` gives a self-contained HTML page (black and white, one A4 page) that
``tools/refcards.py`` prints to PDF with headless Chromium in ``make book``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from html import escape
from itertools import product
from typing import Any

from cardlib.cards import ACE_HIGH, Card, Suit
from cardlib.game import Game, GameInfo
from cardlib.registry import catalog, game_factory, new_game
from cardlib.tables import Table

__all__ = ["RefCard", "Table", "rank_order_lines", "refcard", "refcard_html", "refcards"]

#: The seed of the deal a card describes (any seed deals the same shape).
_SEED = 1


def _table(caption: str, header: tuple[str, ...], rows: tuple[tuple[str, ...], ...]) -> Table:
    """A card's table (the book's :class:`~cardlib.tables.Table`), caption first."""
    return Table(header, rows, caption=caption)


@dataclass(frozen=True)
class RefCard:
    """What a game's quick-reference card says.

    ``rank_orders``: ``(heading, [(suit or role, cards highest first), ...])`` per trump
    (or a single ``"Rank order"`` group for games without trumps).
    """

    game_id: str
    name: str
    summary: str
    facts: tuple[tuple[str, str], ...]
    rules: tuple[str, ...]
    rank_orders: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = ()
    tables: tuple[Table, ...] = ()
    options: tuple[tuple[str, str, str], ...] = field(default=())


# ----- helpers -----------------------------------------------------------------------------
def _cards(cards: Iterable[Card]) -> str:
    return " ".join(str(c) for c in cards)


def _count(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _sizes(sizes: Sequence[int]) -> str:
    """``[4, 4, 4]`` -> ``'3 piles of 4'``; ``[1, 2, 3]`` -> ``'3 piles of 1, 2, 3'``."""
    if not sizes:
        return "no piles"
    if len(set(sizes)) == 1:
        return f"{_count(len(sizes), 'pile')} of {sizes[0]}"
    return f"{_count(len(sizes), 'pile')} of {', '.join(str(s) for s in sizes)}"


def _as_cards(value: Any) -> list[str]:
    return [str(c) for c in value] if isinstance(value, list) else []


def _value_text(value: object) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


# ----- per family ----------------------------------------------------------------------------
def _trick_card(game: Any, info: GameInfo) -> dict[str, Any]:
    from cardlib.tricks.engine import NameTrump, TrickGame

    assert isinstance(game, TrickGame)
    state = game.state
    hands = [len(h) for h in state["hands"]]
    deal = f"{game.n} players, {_count(hands[0], 'card')} each"
    if isinstance(state.get("stock"), list) and state["stock"]:
        deal += f"; {len(state['stock'])} left in the stock"
    up = state.get("turn_up") or state.get("kick")
    if up:
        deal += "; the next card is turned up and its suit is trumps"
    trumps: list[Suit | None] = list(Suit)
    if any(isinstance(m, NameTrump) and m.suit is None for m in _moves_before_play(game)):
        trumps.append(None)
    orders = []
    for trump in trumps:
        ranking = _ranking(info.id, game.n, trump)
        lines = []
        if trump is not None:
            lines.append(("Trumps", _cards(ranking.trump_order)))
        for suit in Suit:
            if suit is not trump:
                lines.append((suit.label.capitalize(), _cards(ranking.plain_orders[suit])))
        heading = "No trump" if trump is None else f"{trump.symbol} trumps"
        orders.append((heading, tuple(lines)))
    rules = [
        f"Follow suit: {_follow_text(game)}.",
        "The highest trump wins the trick; with no trump in it, the highest card of the suit led.",
    ]
    if game.target:
        rules.append(f"The first side to {game.target} points wins.")
    return {"deal": deal, "rules": rules, "orders": orders, "tables": _trick_tables(game)}


def _ranking(game_id: str, n: int, trump: Suit | None) -> Any:
    """The game's own ranking with ``trump`` (a bare position with that trump)."""
    code = None if trump is None else trump.value
    g: Any = new_game(
        game_id, seed=_SEED, position={"hands": [""] * n, "trump": code, "phase": "bid"}
    )
    return g.ranking()


def _moves_before_play(game: Any) -> list[Any]:
    """Every move offered before the first card of a few seeded hands (random choices)."""
    import random

    seen: list[Any] = []
    for seed in range(1, 6):
        g: Any = new_game(game.info.id, seed=seed)
        rng = random.Random(seed)
        for _ in range(200):
            if g.is_over or g.phase == "play":
                break
            moves = g.legal_moves()
            seen.extend(moves)
            g.play(rng.choice(moves))
    return seen


def _follow_text(game: Any) -> str:
    rule = game.follow()
    text = "you must follow suit if you can"
    if getattr(rule, "may_trump", False):
        text += ", but you may trump instead"
    if getattr(rule, "renege", False):
        text += "; the top trumps need not follow a lower trump led (renege)"
    if getattr(rule, "no_undertrump", False):
        text += "; no undertrumping"
    return text


def _trick_tables(game: Any) -> list[Table]:
    gid = game.info.id
    if gid == "forty-five":
        from cardlib.tricks.forty_five import hand_points

        scoring = str(game.options["scoring"])
        rows = tuple((str(t), str(hand_points(t, 5 - t, scoring))) for t in range(5, -1, -1))
        return [_table("Points for a hand (two sides, five tricks)", ("tricks", "points"), rows)]
    if gid == "pepper":
        from cardlib.tricks.pepper import LADDER, bid_name, hand_score

        table_rows = []
        for bid in LADDER:
            need = 6 if bid in ("little", "big") else int(bid)
            made, set_ = hand_score(bid, need), hand_score(bid, need - 1)
            table_rows.append(
                (bid_name(bid), str(need), f"{made[0]:+d} / {made[1]}", f"{set_[0]:+d} / {set_[1]}")
            )
        return [
            _table(
                "Points for a hand (makers / defenders)",
                ("bid", "tricks needed", "made exactly", "one short"),
                tuple(table_rows),
            )
        ]
    if gid == "all-fours":
        from cardlib.tricks.all_fours import GAME_VALUES, KICK_VALUES

        kick = KICK_VALUES[str(game.options["kick_values"])]
        return [
            _table(
                "Kick: the dealer's side scores",
                ("kicked", "points"),
                tuple((r.label, str(p)) for r, p in sorted(kick.items(), key=lambda x: x[1])),
            ),
            _table(
                "Game count (for the Game point)",
                ("card", "counts"),
                tuple((r.label, str(v)) for r, v in GAME_VALUES.items()),
            ),
        ]
    return []


def _war_card(game: Any, info: GameInfo) -> dict[str, Any]:
    from cardlib.war import pot_size

    stacks = (len(game.state["a"]), len(game.state["b"]))
    down = int(game.table.war_down)
    each = f"{stacks[0]} cards each" if stacks[0] == stacks[1] else f"{stacks} cards"
    deal = f"2 players, {each}, face down"
    ranks = " ".join(r.symbol for r in ACE_HIGH)
    rules = [
        "Both turn up a card: the higher rank takes both (suits do not count).",
        f"A tie is a war: each puts {_count(down, 'card')} face down and one face up; "
        "the higher face-up card takes the whole pot.",
        "Won cards go under your stack. You win with every card.",
    ]
    pots = tuple((str(w), str(pot_size(down, w))) for w in range(4))
    return {
        "deal": deal,
        "rules": rules,
        "orders": [("Rank order", (("High to low", ranks),))],
        "tables": [_table("Cards in the pot", ("wars in a row", "cards"), pots)],
    }


def _dice_card(game: Any, info: GameInfo) -> dict[str, Any]:
    from cardlib.dice import scoring

    dice = len(game.state["roll"])
    ways = Counter(a + b for a, b in product(scoring.FACES, repeat=2))
    counts = (1, scoring.MARKS_TO_CLEAR - 1, scoring.MARKS_TO_CLEAR, scoring.MAX_SCORING_MARKS)
    rows = tuple(
        (
            str(s),
            f"{ways[s]}/36",
            str(scoring.LINE_VALUES[s]),
            *(str(scoring.line_score(s, c)) for c in counts),
        )
        for s in scoring.SUMS
    )
    header = ("sum", "ways", "per mark", *(_count(c, "mark") for c in counts))
    rules = [
        f"Roll {dice} dice; set one aside as the throwaway, split the other four into two "
        "pairs and mark both sums.",
        f"At most {scoring.THROWAWAY_LIMIT} different throwaway numbers in a game.",
        f"The game ends when a throwaway number gets its {scoring.THROWAWAY_MARKS_TO_END}th mark.",
        f"An opened line scores {scoring.OPEN_PENALTY} until its "
        f"{scoring.MARKS_TO_CLEAR}th mark; marks beyond {scoring.MAX_SCORING_MARKS} add nothing.",
    ]
    win = info.option("win_threshold").default
    rules.append(f"A score of {win} or more wins.")
    return {
        "deal": f"No cards: {dice} dice and a score sheet",
        "rules": rules,
        "orders": [],
        "tables": [_table("Scoring lines", header, rows)],
    }


def _patience_card(game: Any, info: GameInfo) -> dict[str, Any]:
    rules_ = game.rules
    state = game.state
    tableau = [len(p) for p in state["tableau"]]
    dealt = [n for n in tableau if n]
    down = sum(state.get("down", []) or [])
    home = sum(len(p) for p in state["foundations"])
    reserves = sum(len(p) for p in state.get("reserves", []) or [])
    stock = len(_as_cards(state.get("stock")))
    packs = "two packs" if rules_.packs == 2 else _count(rules_.packs, "pack")
    parts = [f"{packs}: {_count(sum(dealt), 'card')} in {_sizes(dealt)}"]
    if down:
        parts.append(f"{down} of them face down")
    if home:
        parts.append(f"{home} on the foundations")
    if reserves:
        parts.append(f"{reserves} in reserves")
    parts.append(f"{stock} in the stock")
    lines: list[str] = []
    layout = rules_.layout
    if layout is None:
        summary = rules_.summary()
        lines += [
            f"Foundations: {len(state['foundations'])}, built {rules_.foundation.name}.",
            f"Tableau: build {summary['build']}; move {summary['move unit']}.",
            f"Spaces: {summary['spaces']}.",
        ]
    else:
        kinds = Counter(
            (f.base.label if f.base else None, f.build.name if f.build else None, f.length)
            for f in layout.foundations
        )
        for (base, build, length), n in kinds.items():
            if build is None:
                lines.append(f"{_count(n, 'discard pile')} (no card is built on it).")
            else:
                start = f"from the {base} " if base else ""
                lines.append(f"{_count(n, 'foundation')}: {start}{build}, {length} cards.")
        if layout.build is not None:
            lines.append(f"Layout piles build {layout.build.name}.")
    if stock:
        lines.append(f"Stock: {rules_.stock.name}.")
    if rules_.scoring is not None:
        lines.append(f"Scored ({rules_.scoring.kind.replace('_', ' ')}).")
    return {"deal": "; ".join(parts), "rules": lines, "orders": [], "tables": []}


def _family_part(game: Game, info: GameInfo) -> dict[str, Any]:
    from cardlib.dice.game import SolitaireDice
    from cardlib.patience.engine import PatienceGame
    from cardlib.tricks.engine import TrickGame
    from cardlib.war import WarGame

    if isinstance(game, TrickGame):
        return _trick_card(game, info)
    if isinstance(game, WarGame):
        return _war_card(game, info)
    if isinstance(game, SolitaireDice):
        return _dice_card(game, info)
    if isinstance(game, PatienceGame):
        return _patience_card(game, info)
    return {"deal": "", "rules": [], "orders": [], "tables": []}


# ----- the card ------------------------------------------------------------------------------
def refcard(game_id: str) -> RefCard:
    """The quick-reference card of a game (id or alias), with its default options."""
    info, _, preset = game_factory(game_id)
    game = new_game(info.id, seed=_SEED, position=None, **dict(preset))
    part = _family_part(game, info)
    facts = [("Players", info.players), ("Cards", info.packs)]
    if part["deal"]:
        facts.append(("Deal", part["deal"]))
    options = tuple((o.name, _value_text(o.default), o.doc) for o in info.options)
    return RefCard(
        game_id=info.id,
        name=info.name,
        summary=info.summary,
        facts=tuple(facts),
        rules=tuple(part["rules"]),
        rank_orders=tuple((h, tuple(lines)) for h, lines in part["orders"]),
        tables=tuple(part["tables"]),
        options=options,
    )


def refcards() -> list[RefCard]:
    """A card for every game in the catalog, in catalog order."""
    return [refcard(info.id) for info in catalog()]


def rank_order_lines(card: RefCard) -> list[str]:
    """The card's rank-order lines as printed: ``'Trumps: 5♠ J♠ A♥ ...'``."""
    return [f"{label}: {cards}" for _, lines in card.rank_orders for label, cards in lines]


_CSS = """
@page { size: A4; margin: 11mm 12mm; }
* { box-sizing: border-box; }
body { font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif; color: #000;
  background: #fff; font-size: 9.5pt; line-height: 1.3; margin: 0; }
h1 { font-size: 17pt; margin: 0 0 1mm; border-bottom: 2pt solid #000; }
h2 { font-size: 10.5pt; margin: 3mm 0 1mm; text-transform: uppercase; letter-spacing: .04em; }
.summary { font-style: italic; margin: 1mm 0 2mm; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: .5mm 3mm; margin: 0; }
dl.facts dt { font-weight: bold; }
dl.facts dd { margin: 0; }
ul { margin: 0; padding-left: 5mm; }
.orders { display: grid; grid-template-columns: 1fr; gap: 1mm; }
.order { break-inside: avoid; border: .6pt solid #000; padding: .6mm 2mm; }
.order h3 { font-size: 9.5pt; margin: 0 0 .5mm; }
.order p { margin: 0; font-family: "DejaVu Sans Mono", monospace; font-size: 8.5pt; }
.order p b { font-family: "DejaVu Sans", sans-serif; }
table { border-collapse: collapse; margin: .5mm 0 2mm; }
.cap { font-weight: bold; margin: 1mm 0 0; }
th, td { border: .6pt solid #000; padding: .4mm 2mm; text-align: center; }
th { background: #fff; font-weight: bold; }
.tables { display: flex; flex-wrap: wrap; gap: 0 6mm; }
.options { columns: 2; column-gap: 6mm; font-size: 7.5pt; padding-left: 4mm; }
.options li { break-inside: avoid; }
footer { margin-top: 3mm; font-size: 7.5pt; border-top: .6pt solid #000; padding-top: 1mm; }
"""


def refcard_html(game_id: str) -> str:
    """A game's card as a self-contained HTML page for printing (no scripts, no links out)."""
    card = refcard(game_id)
    out = [
        "<!DOCTYPE html>",
        f'<html lang="en"><head><meta charset="utf-8"><title>{escape(card.name)}: '
        f"quick reference</title><style>{_CSS}</style></head><body>",
        f'<h1 data-game="{escape(card.game_id)}">{escape(card.name)}</h1>',
        f'<p class="summary">{escape(card.summary)}</p>',
        '<dl class="facts">',
    ]
    for label, text in card.facts:
        out.append(f"<dt>{escape(label)}</dt><dd>{escape(text)}</dd>")
    out.append("</dl>")
    if card.rules:
        out.append("<h2>The rules in brief</h2><ul>")
        out += [f"<li>{escape(r)}</li>" for r in card.rules]
        out.append("</ul>")
    if card.rank_orders:
        title = "Rank orders, highest first" + (
            ", for every trump" if len(card.rank_orders) > 1 else ""
        )
        out.append(f'<h2>{title}</h2><div class="orders">')
        for heading, lines in card.rank_orders:
            out.append(f'<div class="order"><h3>{escape(heading)}</h3>')
            out += [f"<p><b>{escape(label)}:</b> {escape(cards)}</p>" for label, cards in lines]
            out.append("</div>")
        out.append("</div>")
    if card.tables:
        out.append('<h2>Scoring</h2><div class="tables">')
        for t in card.tables:
            out.append(f'<div><p class="cap">{escape(t.caption)}</p><table><tr>')
            out += [f"<th>{escape(h)}</th>" for h in t.header]
            out.append("</tr>")
            for row in t.rows:
                out.append("<tr>" + "".join(f"<td>{escape(c)}</td>" for c in row) + "</tr>")
            out.append("</table></div>")
        out.append("</div>")
    if card.options:
        out.append('<h2>Rulings in force (the book\'s defaults)</h2><ul class="options">')
        out += [
            f"<li><b>{escape(name)} = {escape(value)}</b>: {escape(doc)}</li>"
            for name, value, doc in card.options
        ]
        out.append("</ul>")
    out.append(
        f"<footer>The Playable Rulebook · generated from cardlib · deal codes look like "
        f"<code>{escape(card.game_id)}:17</code></footer></body></html>"
    )
    return "\n".join(out)
