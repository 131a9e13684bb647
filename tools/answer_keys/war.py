"""Answer keys for the War chapter's classroom questions (see answer_keys)."""

from __future__ import annotations

from collections import Counter

from answer_keys import Answer, Chapter, KeyWriter
from cardlib import from_deal_code
from cardlib.printables import war_deal_result
from cardlib.quiz import Quiz
from cardlib.summary import number_word
from cardlib.war import WarGame, new_war, pot_size

__all__ = ["KEYS", "war_key"]

FIVE_CARDS = {"a": "2 3 5", "b": "4 6"}
"""The five-card example of the chapter's section on cycles (ranks only, top first)."""

#: What each rule the War quiz names is called in the question.
QUIZ_RULES = {
    "war": "the war",
    "the higher card takes the pot": "the rank order",
    "short of cards for a war": "the shortfall",
    "no card to turn up": "the shortfall",
}


def _first_battles(code: str, count: int) -> tuple[int, int, int, tuple[int, int]]:
    """The first ``count`` battles of deal ``code``: battles A won, B won, wars, stacks."""
    game = from_deal_code(code)
    assert isinstance(game, WarGame)
    won = [0, 0]
    wars = 0
    while game.battles < count and not game.is_over:
        before = game.battles
        game.play(game.legal_moves()[0])
        battle = game.last_battle
        if battle is not None and game.battles > before:
            if battle.winner is not None:
                won[battle.winner] += 1
            wars += battle.wars
    return won[0], won[1], wars, (len(game.stacks[0]), len(game.stacks[1]))


def _ending(result_text: str) -> str:
    """The end of a game as a clause: "B holds every card" -> "B takes every card"."""
    return result_text.replace("holds every card", "takes every card")


def quiz_rules(seed: int = 1, count: int = 10) -> dict[str, int]:
    """How many of the first ``count`` War quiz questions of quiz number ``seed`` turn on
    each rule (the war, the rank order, the shortfall)."""
    tally: Counter[str] = Counter()
    for q in Quiz("war", seed).take(count):
        tally[QUIZ_RULES.get(q.rule, q.rule)] += 1
    return {rule: tally[rule] for rule in ("the war", "the rank order", "the shortfall")}


def war_key(ch: Chapter) -> list[Answer]:
    """The key to the War chapter's nine questions."""
    code = str(ch.value("deal_code"))
    stack = int(ch.value("deal_stack"))
    result = war_deal_result(code)
    winner = "AB"[result.winner] if result.winner is not None else "nobody"
    a_won, b_won, early_wars, (a_left, b_left) = _first_battles(code, 10)

    deal = from_deal_code(code)
    assert isinstance(deal, WarGame)
    aces = [sum(c.rank.symbol == "A" for c in s) for s in deal.stacks]

    mean, median = ch.value("mean_war"), ch.value("median_war")
    longest = ch.value("max_war")
    mean3, median3 = ch.value("mean_three"), ch.value("median_three")

    orders: dict[str, tuple[int, str, bool]] = {}
    for order in ("winner_first", "loser_first", "seat_order"):
        g = new_war(position=FIVE_CARDS, collection_order=order)
        while not g.is_over:
            g.play(g.legal_moves()[0])
        assert g.outcome is not None
        orders[order] = (g.battles, str(g.outcome.reason), "repeats" in str(g.outcome.reason))
    seat_battles, seat_reason, seat_cycles = orders["seat_order"]
    assert not seat_cycles
    loser_battles, _, loser_cycles = orders["loser_first"]

    rules = quiz_rules()
    rule_text = ", ".join(f"{number_word(n)} on {r}" for r, n in rules.items() if n)
    missing = [r for r, n in rules.items() if not n]

    return [
        Answer(
            f"Deal {code} with real cards",
            f"It should match: the first ten battles have {number_word(early_wars)} war"
            f"{'s' * (early_wars > 1)}; B wins {number_word(b_won)} and A "
            f"{number_word(a_won)}, leaving A {a_left} cards and B {b_left}.",
            f"Each stack starts with {stack} cards, so no collected card comes back up in "
            "ten battles: a difference comes from the layout (a stack laid out bottom "
            "first) or a battle judged wrongly, say by suit.",
        ),
        Answer(
            "War has no decisions. Is it",
            "It has rules, an end and a winner, but nobody can change the result, so it is "
            "more like a lottery. A choice could be a hand of three cards to pick from.",
            "Look for the point that a choice must be able to change who wins.",
            model=True,
        ),
        Answer(
            "The average game is longer than",
            f"A few very long games pull the average ({mean:,.0f} battles) above the median "
            f"({median:,.0f}); tell the asker the median.",
            f"The picture has a long tail to the right (the longest game lasted {longest:,} "
            "battles). Each long game adds a lot to the average; the median is the middle "
            "game, and half of all games are shorter.",
        ),
        Answer(
            "Predict, before you look at the",
            f"Shorter: the average falls from {mean:,.0f} to {mean3:,.0f} battles, the "
            f"median from {median:,.0f} to {median3:,.0f}.",
            f"A single war puts {pot_size(3, 1)} cards in the pot instead of "
            f"{pot_size(1, 1)}, so a player is swept off the table sooner. Credit the "
            "reasoning even if the prediction was wrong.",
        ),
        Answer(
            "Count the aces in each stack",
            f"Usually: a player dealt all four aces won {ch.value('aces_4'):.0%} of their "
            f"deals, a player dealt none only {ch.value('aces_0'):.0%}.",
            "An ace beats every card but another ace, and changes hands only in "
            f"a war. In deal {code} A is dealt {number_word(aces[0])} and B "
            f"{number_word(aces[1])}, and {winner} wins. A small class tally can wobble.",
        ),
        Answer(
            "Under the book's order no deal",
            "Show that a position (both stacks, card by card, at the start of a battle) "
            "comes back exactly; a very long game proves nothing.",
            "Nobody chooses anything, so the same position always leads to the same "
            f"battles. In the five-card example the stacks after battle "
            f"{ch.value('cy_battles')} are as after battle {ch.value('cy_first')}, so "
            f"{number_word(int(ch.value('cy_length')))} battles repeat for ever.",
        ),
        Answer(
            "Invent your own collection order. Can",
            f"Yes: with player A's cards first, whoever wins, it ends: {_ending(seat_reason)} "
            f"after {seat_battles} battles.",
            "Accept any order the pupil plays through to an end or to a repeated "
            "position. "
            + (
                f"The loser's cards first repeats (after battle {loser_battles}). "
                if loser_cycles
                else ""
            )
            + f"Yet A's cards first makes {ch.value('seat_1'):.0%} of full deals repeat.",
            model=True,
        ),
        Answer(
            f"Play deal {code} twice with real",
            f"The book's order matches the demo: {result.battles} battles, {result.wars} "
            f"wars, and {_ending(result.reason)}. The shuffled game will not match.",
            f"A shuffled pot changes which cards meet later. Over {ch.value('n_games'):,} "
            f"deals it made games last {ch.value('mean_random'):,.0f} battles on average "
            f"against {mean:,.0f}, so the shuffled game is likely, not certain, to be "
            "longer.",
            model=True,
        ),
        Answer(
            "After ten quiz questions with one",
            f"In quiz number 1 the first ten turn {rule_text}"
            + (f", none on {' or '.join(missing)}" if missing else "")
            + "; most wrong answers miss the war.",
            "In a war the tied cards decide nothing and suits never count: pupils who "
            "answer by the tied cards miss the war. Accept the class's own tally.",
            model=True,
        ),
    ]


KEYS: dict[str, KeyWriter] = {"war/war": war_key}
