"""The War deal sheets: a class deal's two starting stacks as the engine deals them, and
the result of the deal as the engine plays it out under the deal's rules
(:func:`war_deal_result`), so a pair of pupils can play the screen's game with real cards."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from html import escape

from cardlib.printables.page import Printable, lines_to_write, page_html, plural
from cardlib.registry import from_deal_code
from cardlib.war import WarGame

__all__ = [
    "WAR_CLASS_DEALS",
    "WAR_PRINTABLES",
    "WarDealResult",
    "war_deal",
    "war_deal_result",
    "war_sheet_html",
]


#: The class deals of War the book names, one deal sheet each: the War chapter's class deal
#: (its demo's first deal and the deal its classroom questions give the pupils), the same
#: cards in Quadruple War (the chapter's second demo; the lesson plan's "same deal number"),
#: and the class link the teacher's page gives as its example.
WAR_CLASS_DEALS = ("war:5", "quadruple-war:5", "war:7")


# ----- 4. the War deal sheets -----------------------------------------------------------------
@dataclass(frozen=True)
class WarDealResult:
    """How a deal of War ends when the engine plays it out under the deal's rules."""

    winner: int | None
    battles: int
    wars: int
    reason: str


def war_deal(code: str) -> WarGame:
    """The War (or Quadruple War) deal a deal code names, before its first battle."""
    game = from_deal_code(code)
    if not isinstance(game, WarGame):
        raise ValueError(f"{code!r} is not a deal of War or Quadruple War")
    return game


def war_deal_result(code: str) -> WarDealResult:
    """Play the deal ``code`` names to the end with the engine: winner, battles, wars."""
    game = war_deal(code)
    while not game.is_over:
        game.play(game.legal_moves()[0])
    outcome = game.outcome
    assert outcome is not None
    return WarDealResult(outcome.winner, game.battles, game.wars, outcome.reason)


def _deal_number(code: str) -> str:
    return code.split(":")[1]


def _war_rules_line(game: WarGame) -> str:
    """The deal's rules in a line: the book's rules, or the options the deal changes."""
    changed = game.non_default_options
    if not changed:
        return f"{game.info.name}, with this book's rules (the demo's rules)."
    parts = [
        f"{game.info.option(k).rule.lower()}: {game.info.option(k).value_words(v)}"
        for k, v in changed.items()
    ]
    return f"{game.info.name}, with this book's rules except: {'; '.join(parts)}."


def _war_reminder(game: WarGame) -> list[str]:
    """The rules a pair must apply exactly as the engine does, from the game's rule summary."""
    play = dict(game.rule_summary().play)
    lines = [
        ("Battle", play["Battles"][-1]),
        ("War", " ".join(play["War"][:2])),
        ("Collecting", " ".join(play["Collecting"])),
        ("Running short", " ".join(play["Running short"])),
    ]
    return [
        '<div class="reminder">',
        *(f"<p><b>{escape(h)}:</b> {escape(t)}</p>" for h, t in lines),
        "</div>",
    ]


def war_sheet_html(code: str) -> str:
    """A War deal sheet: the deal's two starting stacks, top card first, how to lay them
    out, the result the engine gets when it plays the deal out, and room for the pupils'."""
    game = war_deal(code)
    result = war_deal_result(code)
    name, number = game.info.name, _deal_number(code)
    a, b = game.stacks
    rows = []
    for i, (ca, cb) in enumerate(zip(a, b, strict=True), 1):
        rows.append(
            f'<tr data-n="{i}"><th scope="row" class="n">{i}</th>'
            f'<td class="card" data-player="A" data-card="{ca.short}">{escape(str(ca))}</td>'
            f'<td class="words">{escape(ca.name)}</td>'
            f'<td class="card gap" data-player="B" data-card="{cb.short}">{escape(str(cb))}</td>'
            f'<td class="words">{escape(cb.name)}</td></tr>'
        )
    stacks = (
        '<table class="stacks"><caption>The two stacks, top card first</caption><thead><tr>'
        '<th scope="col" class="n">card</th>'
        '<th scope="colgroup" colspan="2">player A</th>'
        '<th scope="colgroup" colspan="2">player B</th></tr></thead><tbody>'
        + "".join(rows)
        + "</tbody></table>"
    )
    who = "A draw" if result.winner is None else f"Player {'AB'[result.winner]} wins"
    box = [
        '<div class="result" data-winner="'
        + ("draw" if result.winner is None else "AB"[result.winner])
        + f'" data-battles="{result.battles}" data-wars="{result.wars}">',
        "<h2>What should happen</h2>",
        "<p><i>Cover this box until you have played.</i></p>",
        f'<p class="big">{escape(who)}</p>',
        f"<p>{escape(result.reason[0].upper() + result.reason[1:])}, after "
        f"<b>{result.battles}</b> {plural(result.battles, 'battle')} and "
        f"<b>{result.wars}</b> {plural(result.wars, 'war')} "
        "(a double war counts as two).</p>",
        "<p>This is the game the screen plays. One card out of place, or one rule applied "
        "differently, and your game will go another way: check your stacks against the list "
        "before you start.</p>",
        "</div>",
    ]
    write = [
        '<div class="write">',
        "<h2>What happened in your game</h2>",
        "<p>Who won? ____________</p>",
        "<p>How many battles? ____________</p>",
        "<p>How many wars? ____________</p>",
        "<p>Did your game match the screen's? If not, in which battle did it go differently, "
        "and why?</p>",
        lines_to_write(3),
        "</div>",
    ]
    layout = (
        "<p><b>Laying out the cards.</b> Player A takes the 26 cards of the A column. Put them "
        "down face up, one on another, in the order of the list: card 1 first, then card 2 on "
        "top of it, and so on to card 26. Turn the pile over: card 1 is now on top, face down. "
        "Player B does the same with the B column. Then play: both turn up their top card "
        "at the same time.</p>"
    )
    body = [
        f"<h1>{escape(name)}: deal {escape(number)}</h1>",
        '<p class="name">Names: ______________________ and ______________________</p>',
        f"<p><b>Deal code {escape(code)}.</b> {escape(_war_rules_line(game))} Type the code "
        "into the demo's <i>Deal code</i> box to play the same cards on screen.</p>",
        layout,
        '<div class="deal">',
        stacks,
        "<div>",
        *box,
        *write,
        *_war_reminder(game),
        "</div></div>",
    ]
    return page_html(f"{name}: deal sheet for deal {number}", body, game=name)


WAR_PRINTABLES: tuple[Printable, ...] = tuple(
    Printable(
        f"{code.split(':')[0]}-deal-{_deal_number(code)}",
        f"{war_deal(code).info.name} deal sheet: deal {_deal_number(code)}",
        f"the two starting stacks of class deal {code}, top card first, for a pair to "
        "play it with real cards, and the result to check against",
        1,
        partial(war_sheet_html, code),
    )
    for code in WAR_CLASS_DEALS
)
"""A deal sheet per class deal of War, in the order of :data:`WAR_CLASS_DEALS`."""
