"""Printable quick-reference cards: one page per game, built from the catalog and the rules.

Nothing on a card is typed in here: the name, players, pack and summary come from the
catalog (:func:`cardlib.catalog`); the object, the layout, the rules in order of play,
scoring and winning are the game's own record of its defining rules
(``game.rule_summary()``, written beside its rules from the options in force); rank orders
come from each game's own ranking (every trump of a trick game, no trump where the engine
lets the maker name it); scoring tables are computed by the scoring functions the engines
use.

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
from collections.abc import Iterable
from dataclasses import dataclass
from html import escape
from itertools import product
from typing import Any

from cardlib.cards import ACE_HIGH, Card, Suit
from cardlib.game import Game, GameInfo
from cardlib.registry import catalog, game_factory, new_game
from cardlib.summary import RuleSummary
from cardlib.tables import Table, plural

__all__ = ["RefCard", "Table", "rank_order_lines", "refcard", "refcard_html", "refcards"]

#: The seed of the deal a card describes (any seed deals the same shape).
_SEED = 1


def _table(caption: str, header: tuple[str, ...], rows: tuple[tuple[str, ...], ...]) -> Table:
    """A card's table (the book's :class:`~cardlib.tables.Table`), caption first."""
    return Table(header, rows, caption=caption)


@dataclass(frozen=True)
class RefCard:
    """What a game's quick-reference card says.

    ``rules`` is the game's own record of its defining rules (object, layout, play in
    order, scoring, winning); ``picture`` draws the layout of a patience as dealt.
    ``rank_orders``: ``(heading, [(suit or role, cards highest first), ...])`` per trump (or
    a single group where no suit's order changes with trumps).
    """

    game_id: str
    name: str
    summary: str
    facts: tuple[tuple[str, str], ...]
    rules: RuleSummary
    rank_orders: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = ()
    tables: tuple[Table, ...] = ()
    picture: str = ""
    """The layout as dealt, drawn small (an inline SVG), for the games laid out on a table."""


# ----- helpers -----------------------------------------------------------------------------
def _cards(cards: Iterable[Card]) -> str:
    return " ".join(str(c) for c in cards)


# ----- per family: what the card adds to the rules (rank orders, scoring tables) -----------------
def _trick_card(game: Any, info: GameInfo) -> dict[str, Any]:
    from cardlib.tricks.engine import NameTrump, TrickGame

    assert isinstance(game, TrickGame)
    trumps: list[Suit | None] = list(Suit)
    if any(isinstance(m, NameTrump) and m.suit is None for m in _moves_before_play(game)):
        trumps.append(None)
    orders = []
    by_suit: dict[Suit, set[str]] = {suit: set() for suit in Suit}
    for trump in trumps:
        ranking = _ranking(game, trump)
        lines = []
        if trump is not None:
            lines.append(("Trumps", _cards(ranking.trump_order)))
            by_suit[trump].add(_cards(ranking.trump_order))
        for suit in Suit:
            if suit is not trump:
                lines.append((suit.label.capitalize(), _cards(ranking.plain_orders[suit])))
                by_suit[suit].add(_cards(ranking.plain_orders[suit]))
        heading = "No trump" if trump is None else f"{trump.symbol} trumps"
        orders.append((heading, tuple(lines)))
    if all(len(texts) == 1 for texts in by_suit.values()):
        # Every suit ranks the same whether trumps or not (All Fours): one group says it all.
        same = tuple((suit.label.capitalize(), next(iter(by_suit[suit]))) for suit in Suit)
        orders = [("Every suit, trumps or not", same)]
    return {"orders": orders, "tables": _trick_tables(game)}


def _ranking(game: Any, trump: Suit | None) -> Any:
    """The game's own ranking with ``trump`` (a bare position with that trump, the game's
    options in force)."""
    code = None if trump is None else trump.value
    bare = {"hands": [""] * game.n, "trump": code, "phase": "bid"}
    g: Any = new_game(game.info.id, seed=_SEED, position=bare, **game.non_default_options)
    return g.ranking()


def _moves_before_play(game: Any) -> list[Any]:
    """Every move offered before the first card of a few seeded hands (random choices)."""
    import random

    seen: list[Any] = []
    for seed in range(1, 6):
        g: Any = new_game(game.info.id, seed=seed, **game.non_default_options)
        rng = random.Random(seed)
        for _ in range(200):
            if g.is_over or g.phase == "play":
                break
            moves = g.legal_moves()
            seen.extend(moves)
            g.play(rng.choice(moves))
    return seen


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

    down = int(game.table.war_down)
    ranks = " ".join(r.symbol for r in ACE_HIGH)
    pots = tuple((str(w), str(pot_size(down, w))) for w in range(4))
    return {
        "orders": [("Rank order", (("High to low", ranks),))],
        "tables": [_table("Cards in the pot", ("wars in a row", "cards"), pots)],
    }


def _dice_card(game: Any, info: GameInfo) -> dict[str, Any]:
    from cardlib.dice import scoring

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
    header = ("sum", "ways", "per mark", *(plural(c, "mark") for c in counts))
    return {
        "orders": [],
        "tables": [_table("Scoring lines", header, rows)],
    }


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
        from cardlib.patience.engine import DEAL
        from cardlib.views.patience import patience_svg

        dealt = game.copy()  # a layout dealt card by card (The Shah, The Blockade): deal it all
        while dealt.table.dealing >= 0 and DEAL in dealt.legal_moves():
            dealt.play(DEAL)
        picture = patience_svg(dealt, title=f"{info.name}: the layout as dealt")
        return {"orders": [], "tables": [], "picture": picture}
    return {"orders": [], "tables": []}


# ----- the card ------------------------------------------------------------------------------
def refcard(game_id: str) -> RefCard:
    """The quick-reference card of a game (id or alias), with the options its name implies
    (a preset's card describes the preset)."""
    info, _, preset = game_factory(game_id)
    game = new_game(info.id, seed=_SEED, position=None, **dict(preset))
    part = _family_part(game, info)
    name = info.name
    if preset:  # a preset is a game of its own: Spoil Five, Big Ben, Vegas Klondike
        name = " ".join(w.capitalize() for w in game_id.lower().split("-"))
    return RefCard(
        game_id=info.id,
        name=name,
        summary=info.summary,
        facts=(("Players", info.players), ("Cards", info.packs)),
        rules=game.rule_summary(),
        rank_orders=tuple((h, tuple(lines)) for h, lines in part["orders"]),
        tables=tuple(part["tables"]),
        picture=part.get("picture", ""),
    )


def refcards() -> list[RefCard]:
    """A card for every game in the catalog, in catalog order."""
    return [refcard(info.id) for info in catalog()]


def rank_order_lines(card: RefCard) -> list[str]:
    """The card's rank-order lines as printed: ``'Trumps: 5♠ J♠ A♥ ...'``."""
    return [f"{label}: {cards}" for _, lines in card.rank_orders for label, cards in lines]


_CSS = """
@page { size: A4; margin: 9mm 11mm; }
* { box-sizing: border-box; }
body { font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif; color: #000;
  background: #fff; font-size: 9pt; line-height: 1.25; margin: 0; }
.cols { columns: 2; column-gap: 6mm; }
.cols h2:first-child { margin-top: 0; }
li { break-inside: avoid; }
h1 { font-size: 17pt; margin: 0 0 1mm; border-bottom: 2pt solid #000; }
h2 { font-size: 10pt; margin: 2mm 0 .8mm; break-after: avoid; text-transform: uppercase;
  letter-spacing: .04em; }
.summary { font-style: italic; margin: 1mm 0 2mm; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: .5mm 3mm; margin: 0; }
dl.facts dt { font-weight: bold; }
dl.facts dd { margin: 0; }
ul { margin: 0; padding-left: 5mm; }
.orders { display: grid; gap: 1mm; }
.order { break-inside: avoid; border: .6pt solid #000; padding: .6mm 2mm; }
.order h3 { font-size: 9.5pt; margin: 0 0 .5mm; }
.order p { margin: 0; font-family: "DejaVu Sans Mono", monospace; font-size: 8pt; }
.order p b { font-family: "DejaVu Sans", sans-serif; }
table { border-collapse: collapse; margin: .5mm 0 2mm; }
.cap { font-weight: bold; margin: 1mm 0 0; }
th, td { border: .6pt solid #000; padding: .2mm 2mm; text-align: center; }
th { background: #fff; font-weight: bold; }
.tables { display: flex; flex-wrap: wrap; gap: 0 6mm; }
h3 { font-size: 9pt; margin: 1.2mm 0 .3mm; break-after: avoid; }
p.object, p.winning { margin: 0 0 1mm; }
figure.picture { margin: 1mm 0; break-inside: avoid; }
figure.picture svg { filter: grayscale(1); width: 100% !important; max-width: 100% !important;
  height: auto; max-height: 80mm; }
footer { margin-top: 2mm; font-size: 7.5pt; border-top: .6pt solid #000; padding-top: 1mm; }
"""


def refcard_html(game_id: str) -> str:
    """A game's card as a self-contained HTML page for printing (no scripts, no links out)."""
    card = refcard(game_id)
    rules = card.rules
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
    out.append('<main class="rules"><div class="cols">')
    out.append(f'<h2>Object</h2><p class="object">{escape(rules.object)}</p>')
    out.append('<h2>Layout</h2><ul class="layout">')
    out += [f"<li>{escape(line)}</li>" for line in rules.layout]
    out.append("</ul>")
    if card.picture:
        out.append(f'<figure class="picture">{card.picture}</figure>')
    out.append('<h2>Play</h2><div class="play">')
    for heading, lines in rules.play:
        out.append(f"<section><h3>{escape(heading)}</h3><ul>")
        out += [f"<li>{escape(line)}</li>" for line in lines]
        out.append("</ul></section>")
    out.append("</div></div>")
    if card.rank_orders:
        title = "Rank orders, highest first" + (
            ", for every trump" if len(card.rank_orders) > 1 else ""
        )
        longest = max(len(f"{label}: {cards}") for _h, o in card.rank_orders for label, cards in o)
        across = min(len(card.rank_orders), 3 if longest <= 36 else 2)
        style = f"grid-template-columns: repeat({across}, 1fr)"
        out.append(f'<h2>{title}</h2><div class="orders" style="{style}">')
        for heading, order in card.rank_orders:
            out.append(f'<div class="order"><h3>{escape(heading)}</h3>')
            out += [f"<p><b>{escape(label)}:</b> {escape(cards)}</p>" for label, cards in order]
            out.append("</div>")
        out.append("</div>")
    out.append("<h2>Scoring and winning</h2>")
    if rules.scoring:
        out.append('<ul class="scoring cols">')
        out += [f"<li>{escape(line)}</li>" for line in rules.scoring]
        out.append("</ul>")
    if card.tables:
        out.append('<div class="tables">')
        for t in card.tables:
            out.append(f'<div><p class="cap">{escape(t.caption)}</p><table><tr>')
            out += [f"<th>{escape(h)}</th>" for h in t.header]
            out.append("</tr>")
            for row in t.rows:
                out.append("<tr>" + "".join(f"<td>{escape(c)}</td>" for c in row) + "</tr>")
            out.append("</table></div>")
        out.append("</div>")
    out.append(f'<p class="winning"><b>{escape(rules.winning)}</b></p>')
    out.append("</main>")
    out.append(
        f"<footer>{escape(card.name)} · The Playable Rulebook: the rules as the book's "
        "demos play them</footer></body></html>"
    )
    return "\n".join(out)
