"""The patience chapters' odds in a player's words (issue 53): proved winnable, proved lost
and undecided, the share that can be won as bounds (never as a confidence interval), and
one search time per deal for a whole table."""

from __future__ import annotations

import re

import pytest

from cardlib.patience.chapter import (
    bounds_words,
    committed_runs,
    limit_words,
    odds,
    odds_sentence,
    odds_table,
    share_words,
    winnability_text,
)

#: Every patience game with a committed run of its usual rules.
GAMES = tuple(game_id for game_id, options, _ in committed_runs() if not options)


def _tenths_or_one_in(words: str) -> list[tuple[str, float]]:
    """The bounds a sentence states: ("at least"/"at most", share)."""
    found = []
    for kind, num, den in re.findall(r"at (least|most) (\d+) (?:deals? )?in ([\d,]+)", words):
        found.append((kind, int(num) / int(den.replace(",", ""))))
    return found


@pytest.mark.parametrize("low", [i / 40 for i in range(41)])
@pytest.mark.parametrize("width", [0.0, 0.013, 0.07, 0.3, 1.0])
def test_the_bounds_in_words_stay_true(low: float, width: float) -> None:
    high = min(1.0, low + width)
    words = bounds_words(low, high)
    for kind, share in _tenths_or_one_in(words):
        if kind == "least":
            assert share <= low + 1e-9, (low, high, words)
        else:
            assert share >= high - 1e-9, (low, high, words)
    assert "1 deals" not in words


def test_shares_and_times_in_words() -> None:
    assert share_words(0.1) == "about 1 deal in 10"
    assert share_words(0.002) == "about 1 deal in 500"
    assert limit_words(25.0) == "25 seconds" and limit_words(120.0) == "2 minutes"


@pytest.mark.parametrize("game_id", GAMES)
def test_a_run_counts_every_deal_once_and_a_shorter_time_decides_fewer(game_id: str) -> None:
    own = odds(game_id)
    assert own.winnable + own.lost + own.undecided == own.n > 0
    assert own.low <= own.high
    if own.limit:
        shorter = odds(game_id, limit=1.0)
        assert shorter.undecided >= own.undecided and shorter.n == own.n
        assert shorter.winnable <= own.winnable and shorter.lost <= own.lost
        with pytest.raises(ValueError, match="gave each deal only"):
            odds(game_id, limit=own.limit + 1)


def test_a_table_reads_every_row_at_one_time_and_marks_a_longer_search() -> None:
    table = odds_table([("klondike", None), ("klondike", {"draw": 1})], "Klondike")
    assert table.caption == (
        "Klondike (each deal searched for up to 8 seconds; the rows marked longer search had "
        "more time)"
    )
    names = [row[0] for row in table.rows]
    assert names == [
        "Klondike",
        "Klondike, turning one card at a time",
        "Klondike, turning one card at a time (longer search: 1 minute)",
    ]
    for row in table.rows:
        deals, won, lost, undecided = (int(x.replace(",", "")) for x in row[1:5])
        assert won + lost + undecided == deals
    assert "interval" not in str(table) and "CI" not in str(table)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_plain_sentence_and_the_paragraph_speak_of_bounds_not_intervals(
    game_id: str,
) -> None:
    o = odds(game_id)
    sentence = odds_sentence(game_id)
    assert sentence.startswith("With perfect play you can win") and sentence.endswith(".")
    assert ("undecided" in sentence) == bool(o.undecided)
    text = winnability_text(game_id)
    for word in ("interval", "seed", "budget", "solved", "greedy"):
        assert word not in text.lower(), (game_id, word)
    assert ("undecided" in text) == bool(o.undecided)


def test_a_decision_is_searched_choice_by_choice() -> None:
    """Klondike deal 8 after the simple player's 13 moves: its own next move (the 9♣ from
    the waste onto the 10♦) is proved lost, every other choice keeps a win."""
    from cardlib.patience.chapter import choices, choices_table, find_decision, opening

    game, said = opening("klondike", 8, 13)
    assert len(said) == 13 and all("-" not in s.split()[0] for s in said)
    found = choices(game)
    trap = [c for c in found if c.simple]
    assert len(trap) == 1 and trap[0].verdict == "lost" and trap[0].words.startswith("9♣")
    assert all(c.verdict == "winnable" for c in found if not c.simple)
    table = choices_table(found, "deal 8")
    assert sum("the simple computer player's choice" in row[0] for row in table.rows) == 1
    assert find_decision("klondike", [8], max_moves=14) == (8, 13)
