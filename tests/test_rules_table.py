"""The table of variations a chapter prints: every option in a player's words."""

from __future__ import annotations

import re

import pytest

import cardlib
from cardlib.game import Option
from cardlib.tables import rules_table

PLAYERS_WORDS_GAMES = tuple(i.id for i in cardlib.catalog())


@pytest.mark.parametrize("game_id", PLAYERS_WORDS_GAMES)
def test_every_option_is_named_and_valued_in_words(game_id: str) -> None:
    info = {i.id: i for i in cardlib.catalog()}[game_id]
    table = rules_table(info)
    assert len(table.rows) == len(info.options)
    for option, row in zip(info.options, table.rows, strict=True):
        assert option.rule, f"{game_id}: option {option.name} has no rule in words"
        assert row[0] == option.rule
        for value in (option.default, *option.choices):
            words = option.value_words(value)
            assert words and "_" not in words, (game_id, option.name, value, words)
        # No programmer's name of an option or a value reaches the reader.
        text = " ".join(row)
        assert not re.search(r"\b[a-z]+_[a-z_]+\b", text), text
    assert table.caption == f"The rules you may change in {info.name}"


def test_value_words_falls_back_to_yes_no_and_numbers() -> None:
    flag = Option("hold", False, "hold the ace", rule="Hold the ace")
    assert flag.value_words(True) == "yes" and flag.value_words(False) == "no"
    count = Option("cap", 10000, "cap", minimum=0)
    assert count.value_words(10000) == "10,000"
    named = Option("order", "winner_first", "order", ("winner_first", "loser_first"))
    assert named.value_words("loser_first") == "loser first"
    worded = Option("order", "a", "order", ("a", "b"), words=(("b", "bee"),))
    assert worded.value_words("b") == "bee" and worded.value_words("a") == "a"


def test_a_run_of_numbers_is_said_as_a_range_and_a_free_value_by_its_words() -> None:
    info = cardlib.game.GameInfo(
        "g",
        "G",
        "g",
        "2",
        "1",
        "",
        (
            Option("players", 4, "players", tuple(range(2, 11)), rule="Number of players"),
            Option("target", 30, "target", minimum=1, rule="Points that win"),
            Option("cap", 50, "cap", minimum=0, rule="Cap", other="any number; 0 for none"),
            Option("flag", True, "flag", rule="Flag"),
        ),
    )
    rows = rules_table(info, caption="Variations").rows
    assert rows[0] == ("Number of players", "4", "any number from 2 to 10")
    assert rows[1] == ("Points that win", "30", "any number from 1")
    assert rows[2] == ("Cap", "50", "any number; 0 for none")
    assert rows[3] == ("Flag", "yes", "no")
