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
from html import escape

from cardlib.cards import Card
from cardlib.game import Game
from cardlib.quiz.generators import register_generator
from cardlib.quiz.playout import history_of, walk
from cardlib.quiz.question import Question
from cardlib.render import fan_svg
from cardlib.war import PLAYERS, RANK_ORDER, WarGame

__all__ = ["CHOICES", "pot_question"]

CHOICES = ("A", "B", "Nobody (a draw)")
"""The answers offered: either player, or a draw (both run out of cards at once)."""

_ORDER = " ".join(str(r) for r in RANK_ORDER)
_TIMES = {1: "once", 2: "twice"}


def _up_cards(played: tuple[tuple[Card, bool], ...]) -> list[Card]:
    return [card for card, up in played if up]


def pot_question(game: Game) -> Question | None:
    """Ask who takes the pot of the battle about to be played in ``game`` (a War game at
    the start of a battle). ``None`` if the game is over or a war is already under way."""
    if not isinstance(game, WarGame) or game.is_over or game.table.in_war:
        return None
    code, history = game.deal_code, history_of(game)
    before = game.battles
    probe = game.copy()
    while not probe.is_over and probe.battles == before:
        probe.play(probe.legal_moves()[0])
    battle = probe.last_battle if probe.battles > before else None
    if battle is not None:
        played = battle.played
        winner: int | None = battle.winner
        pot, wars = battle.pot, battle.wars
    else:  # both players ran out during a war: the pot stays on the table, a draw
        played = (tuple(probe.pot[0]), tuple(probe.pot[1]))
        winner, pot, wars = None, len(played[0]) + len(played[1]), probe.wars - game.wars
    answer = CHOICES[2] if winner is None else PLAYERS[winner]
    ups = [_up_cards(played[0]), _up_cards(played[1])]
    steps = []
    for k in range(min(len(ups[0]), len(ups[1]))):
        a, b = ups[0][k], ups[1][k]
        steps.append(f"A turns up {a}, B turns up {b}")
    story = "; ".join(steps)
    down = sum(1 for p in played for _, up in p if not up)
    if wars:
        tie = (
            f" The face-up cards tied {_TIMES.get(wars, f'{wars} times')}, so it was war: "
            f"each player put cards face down ({down} in all) and turned one up."
        )
    else:
        tie = ""
    if winner is None:
        explanation = (
            f"{story}.{tie} Both players needed a card to turn up and had none, so the "
            "game is a draw and nobody takes the pot."
        )
        rule = "no card to turn up"
    else:
        if min(len(ups[0]), len(ups[1])) <= wars:  # the last war got no face-up cards
            explanation = (
                f"{story}.{tie} {PLAYERS[1 - winner]} has no card left to turn up and "
                f"loses, so {PLAYERS[winner]} takes the pot ({pot} cards)."
            )
            rule = "no card to turn up"
        else:
            mine, theirs = ups[winner][-1], ups[1 - winner][-1]
            explanation = (
                f"{story}.{tie} {mine} is higher than {theirs} (War ranks "
                f"{_ORDER}; suits do not matter), so {PLAYERS[winner]} takes the pot: "
                f"{pot} cards, put under the stack in the collection order."
            )
            rule = "war" if wars else "the higher card takes the pot"
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
