"""War: "Who takes the pot?" The engine plays the battle; the quiz shows it and asks.

The picture shows the cards each player puts out in the battle (face-down war cards as
backs), exactly as the engine's battle record has them; the answer is the engine's winner.

>>> import cardlib
>>> g = cardlib.new_game("war", seed=0, position={"a": "9 2 K 4", "b": "9 3 Q 5"})
>>> q = pot_question(g)
>>> sorted(q.answer), q.rule
(['A'], 'war')
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import replace
from html import escape

from cardlib.cards import Card
from cardlib.game import Game
from cardlib.quiz.generators import register_generator
from cardlib.quiz.playout import history_of, walk
from cardlib.quiz.question import Question
from cardlib.render import fan_svg
from cardlib.war import PLAYERS, RANK_ORDER, WarGame, WarTable, _unflag

__all__ = ["CHOICES", "pot_question"]

CHOICES = ("A", "B", "Nobody (a draw)")
"""The answers offered: either player, or a draw (both run out of cards at once)."""

_ORDER = " ".join(str(r) for r in RANK_ORDER)


def _segments(played: tuple[tuple[Card, bool], ...]) -> list[tuple[int, Card]]:
    """One player's cards split into steps: (cards face down, card turned up) each."""
    out: list[tuple[int, Card]] = []
    down = 0
    for card, up in played:
        if up:
            out.append((down, card))
            down = 0
        else:
            down += 1
    return out


def _probe(table: WarTable) -> WarTable:
    """A copy of the engine's table at the start of a battle, to play that battle out.

    Cycle detection and the battle cap act only between battles, so the copy leaves them
    out; everything that decides the battle (stacks, war size, shortfall rule) is the same.
    """
    return replace(
        table,
        stacks=(deque(table.stacks[0]), deque(table.stacks[1])),
        pot=([], []),
        seen=set(),
        seen_order=[],
        cycle_detection=False,
        battle_cap=0,
    )


def _explain(
    probe: WarTable,
    played: tuple[tuple[tuple[Card, bool], ...], tuple[tuple[Card, bool], ...]],
    winner: int | None,
    pot: int,
    wars: int,
    short_war: bool,
) -> tuple[str, str]:
    """The explanation and rule, told from the cards the engine actually put out."""
    segs = [_segments(played[0]), _segments(played[1])]
    first = [segs[p][0][1] for p in (0, 1)]
    parts = [f"A turns up {first[0]}, B turns up {first[1]}"]
    for k in range(1, max(len(segs[0]), len(segs[1]))):
        said = []
        for p in (0, 1):
            if k < len(segs[p]):
                down, card = segs[p][k]
                lay = f"puts {down} face down" if down else "puts no card face down"
                said.append(f"{PLAYERS[p]} {lay} and turns up {card}")
            else:
                said.append(f"{PLAYERS[p]} has no card left to turn up")
        tie = "a tie, so war" if k == 1 else "another tie, war again"
        parts.append(f"{tie}: {' and '.join(said)}")
    story = "; ".join(parts) + "."
    ups = min(len(segs[0]), len(segs[1]))
    down_rule = probe.war_down
    if short_war:
        if winner is None:
            short = "Both players"
            ending = "the game is a draw and nobody takes the pot"
        else:
            short = PLAYERS[1 - winner]
            ending = f"{short} loses the game and {PLAYERS[winner]} takes the pot ({pot} cards)"
        left = (len(probe.stacks[0]), len(probe.stacks[1]))
        have = (
            f"A has {left[0]} and B has {left[1]} cards"
            if winner is None
            else f"{short} has {left[1 - winner]} card{'s' * (left[1 - winner] != 1)}"
        )
        explanation = (
            f"{story} The last pair tied, so it is war: each player must put {down_rule} "
            f"face down and one up ({down_rule + 1} cards), but {have}. Under the rule that "
            f"a player short of cards for a war loses, {ending}."
        )
        return explanation, "short of cards for a war"
    if winner is None:
        explanation = (
            f"{story} Both players needed a card to turn up and had none, so the "
            "game is a draw and nobody takes the pot."
        )
        return explanation, "no card to turn up"
    if ups <= wars:  # the last war got no face-up card from the loser
        explanation = (
            f"{story} {PLAYERS[1 - winner]} has no card left to turn up and "
            f"loses, so {PLAYERS[winner]} takes the pot ({pot} cards)."
        )
        return explanation, "no card to turn up"
    mine, theirs = segs[winner][-1][1], segs[1 - winner][-1][1]
    explanation = (
        f"{story} {mine} is higher than {theirs} (War ranks "
        f"{_ORDER}; suits do not matter), so {PLAYERS[winner]} takes the pot: "
        f"{pot} cards, put under the stack in the collection order."
    )
    return explanation, "war" if wars else "the higher card takes the pot"


def pot_question(game: Game) -> Question | None:
    """Ask who takes the pot of the battle about to be played in ``game`` (a War game at
    the start of a battle). ``None`` if the game is over or a war is already under way."""
    if not isinstance(game, WarGame) or game.is_over or game.table.in_war:
        return None
    code, history = game.deal_code, history_of(game)
    before = game.battles
    probe = _probe(game.table)
    while probe.result is None and probe.battles == before:
        probe.step()
    battle = probe.last_battle if probe.battles > before else None
    short_war = False  # the game ended because a war could not be fought ("lose")
    if battle is not None:
        played = battle.played
        winner: int | None = battle.winner
        pot, wars = battle.pot, battle.wars
    else:  # the game ended with the pot on the table: a shortfall or a double exhaustion
        played = (tuple(_unflag(probe.pot[0])), tuple(_unflag(probe.pot[1])))
        winner = probe.result[0] if probe.result is not None else None
        pot, wars = len(played[0]) + len(played[1]), probe.wars - game.wars
        if probe.war_shortfall == "lose" and probe.in_war:
            wars -= 1  # the war that could not be fought put no cards out
            short_war = True
    answer = CHOICES[2] if winner is None else PLAYERS[winner]
    explanation, rule = _explain(probe, played, winner, pot, wars, short_war)
    pictures = []
    for p in (0, 1):
        cards = [c for c, _ in played[p]]
        down_flags = [not up for _, up in played[p]]
        svg = fan_svg(
            cards, overlap=0.5, scale=0.7, face_down=down_flags, label=f"{PLAYERS[p]} puts out"
        )
        pictures.append(
            '<div style="display:flex;align-items:center;gap:10px;margin:4px 0">'
            f'<div style="width:2.5em;font-weight:bold">{PLAYERS[p]}</div>'
            f'<div style="line-height:0">{svg}</div>'
            f'<div style="color:#555;font-size:0.9em">{game.scores[p]} cards before the battle'
            "</div></div>"
        )
    picture = (
        f'<div class="cardlib-quiz-war" role="group" aria-label="{escape(game.info.name)} battle"'
        ' style="padding:8px;background:#eef5ee;border:1px solid #c5d8c5;border-radius:8px">'
        + "".join(pictures)
        + "</div>"
    )
    key_cards = "|".join(" ".join(str(c.rank) if up else "*" for c, up in p) for p in played)
    return Question(
        game_id=game.id,
        kind="pot",
        prompt=f"Battle {game.battles + 1}: who takes the pot?",
        picture=picture,
        choices=CHOICES,
        answer=frozenset({answer}),
        explanation=explanation,
        rule=rule,
        key=f"pot:{key_cards}",
        deal_code=code,
        history=history,
        data={
            "played": [[(str(c), up) for c, up in p] for p in played],
            "winner": winner,
            "pot": pot,
            "wars": wars,
            "cards_before": list(game.scores),
        },
    )


@register_generator("pot", families=("war",))
def _pot(game: Game, rng: random.Random) -> Question | None:
    """A battle after a seeded number of steps; one question in three waits for a war."""
    walk(game, rng, rng.randrange(0, 80))
    if isinstance(game, WarGame) and game.table.in_war:
        walk(game, rng, 1)  # settle the war in progress: questions start at a battle
        while not game.is_over and game.table.in_war:
            game.play(game.legal_moves()[0])
    if rng.random() < 0.35:
        for _ in range(200):  # look ahead for a battle that starts with a tie
            if game.is_over:
                return None
            probe = game.copy()
            probe.play(probe.legal_moves()[0])
            if isinstance(probe, WarGame) and probe.table.in_war:
                break
            game.play(game.legal_moves()[0])
    return pot_question(game)
