"""The patience chapters' helpers: how they put the solver's budget into words."""

from __future__ import annotations

from cardlib.patience.chapter import _budget_words, winnability


def test_one_budget_is_given_as_about_its_median() -> None:
    assert _budget_words([10.0, 10.06, 10.01]) == "about 10.0 s"
    assert _budget_words([]) is None


def test_deals_retried_with_a_larger_budget_give_a_range() -> None:
    assert _budget_words([1.0, 1.05, 10.0, 10.02]) == "between about 1.0 and 10.0 s"


def test_the_committed_run_of_a_game_says_its_budget() -> None:
    w = winnability("klondike", {"draw": 1})
    assert w["n"] >= 2000 and w["winnable"] + w["lost"] + w["unknown"] == w["n"]
    assert w["budget"] is None or w["budget"].endswith(" s")
