"""The patience chapters' helpers: how they put the solver's budget into words."""

from __future__ import annotations

from typing import Any

import pytest

from cardlib.patience.chapter import budget_words, winnability


def test_one_budget_is_given_as_about_its_median() -> None:
    assert budget_words([10.0, 10.06, 10.01]) == "about 10.0 s"
    assert budget_words([]) is None


def test_deals_retried_with_a_larger_budget_give_a_range() -> None:
    assert budget_words([1.0, 1.05, 10.0, 10.02]) == "between about 1.0 and 10.0 s"


def test_the_committed_run_of_a_game_says_its_budget() -> None:
    w = winnability("klondike", {"draw": 1})
    assert w["n"] >= 2000 and w["winnable"] + w["lost"] + w["unknown"] == w["n"]
    assert w["budget"] is None or w["budget"].endswith(" s")


def test_the_count_of_deals_only_the_greedy_player_won_agrees_with_its_verb(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import cardlib.patience.chapter as chapter

    real = chapter.winnability("klondike")
    for count, verb in ((1, "is"), (2, "are")):
        fake = dict(real, n=10, winnable=5, unknown=5, lost=0, low=0.2, high=0.9)
        fake.update(greedy_n=10, greedy_won=3, both_n=10, both_won=6, greedy_only=count)
        fake["solver_only"] = 1
        monkeypatch.setattr(chapter, "winnability", lambda *a, f=fake, **k: f)
        text = chapter.winnability_text("klondike")
        assert f"{count} of the deals it won {verb} among" in text


def test_lost_at_a_glance_counts_the_lost_deals_the_relaxed_game_condemns() -> None:
    """klondike:18 and :29 are condemned by the relaxed game (freeing.py); klondike:1 is
    winnable and is not; a positional layout is never counted."""
    from cardlib.patience.chapter import _lost_at_a_glance

    assert _lost_at_a_glance("klondike", {"draw": 1}, [18, 29, 1]) == 2
    assert _lost_at_a_glance("the-mill", None, [1, 2]) == 0


def test_the_lost_at_a_glance_sentence_agrees_with_its_count(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import cardlib.patience.chapter as chapter

    real = chapter.winnability("klondike")
    for glance, lost, head in (
        (1, 1, "The lost deal is lost at a glance"),
        (3, 3, "All 3 lost deals are lost at a glance"),
        (1, 4, "1 of the 4 lost deals is lost at a glance"),
        (2, 4, "2 of the 4 lost deals are lost at a glance"),
    ):
        fake = dict(real, n=10, winnable=10 - lost, unknown=0, lost=lost, glance=glance)
        monkeypatch.setattr(chapter, "winnability", lambda *a, f=fake, **k: f)
        text = chapter.winnability_text("klondike")
        assert f"{head}: even with every stock card at hand, some card" in text
    fake = dict(real, n=10, winnable=9, unknown=0, lost=1, glance=0)
    monkeypatch.setattr(chapter, "winnability", lambda *a, f=fake, **k: f)
    assert "at a glance" not in chapter.winnability_text("klondike")


def test_one_and_three_carry_verdicts_across_deal_by_deal(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A deal won turning three counts as winnable turning one; one lost turning one as
    lost turning three; a deal won turning three but lost turning one is a contradiction."""
    import cardlib.patience.chapter as chapter

    runs = {
        None: {1: "winnable", 2: "winnable", 3: "unknown", 4: "unknown", 5: "lost"},
        "one": {1: "winnable", 2: "unknown", 3: "lost", 4: "unknown", 5: "lost"},
    }

    def rows(game_id: str, options: Any) -> list[dict[str, str]]:
        run = runs["one" if options else None]
        return [{"seed": str(s), "verdict": v} for s, v in run.items()]

    monkeypatch.setattr(chapter, "_winnability_rows", rows)
    text = chapter.one_and_three_text()
    assert "1 deal that the solver left undecided turning one was won turning three" in text
    assert "at least 40.0%" in text  # seeds 1 and 2 of 5
    assert "And 1 deal undecided turning three is lost" in text
    runs["one"][1] = "lost"
    with pytest.raises(AssertionError, match=r"seeds \[1\]"):
        chapter.one_and_three_text()


def test_one_and_three_refuses_a_game_the_argument_does_not_cover() -> None:
    """The argument needs three cards a turn by default and unlimited passes: Fortress
    (one card, one pass) is refused, naming what it turns."""
    import cardlib.patience.chapter as chapter

    with pytest.raises(ValueError, match="1 card at a time, 1 pass"):
        chapter.one_and_three_text("fortress")
