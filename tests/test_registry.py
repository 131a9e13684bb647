"""The catalog, options, deal codes and saved games."""

from __future__ import annotations

import json

import pytest

import cardlib
from cardlib import IllegalMove, from_deal_code, load_game, new_game, parse_deal_code
from cardlib.game import Option


def test_catalog_lists_war_games_with_their_options() -> None:
    infos = {i.id: i for i in cardlib.catalog()}
    assert {"war", "quadruple-war"} <= set(infos)
    war = infos["war"]
    assert war.option_defaults == {
        "war_down": 1,
        "collection_order": "winner_first",
        "war_shortfall": "last_card_up",
        "cycle_detection": True,
        "battle_cap": 10000,
        "stop_result": "most_cards",
    }
    assert "war_down" not in infos["quadruple-war"].option_defaults
    assert "three-down-war" in war.aliases


def test_unknown_game_and_options_are_clear_errors() -> None:
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        new_game("chess")
    with pytest.raises(ValueError, match=r"war has no option 'jokers'.*war_down"):
        new_game("war", seed=1, jokers=True)
    with pytest.raises(ValueError, match="quadruple-war has no option 'war_down'"):
        new_game("quadruple-war", seed=1, war_down=2)
    with pytest.raises(ValueError, match="collection_order cannot be 'upside_down'"):
        new_game("war", seed=1, collection_order="upside_down")
    with pytest.raises(ValueError, match="war_down must be from 0 to 24, not -1"):
        new_game("war", seed=1, war_down=-1)
    with pytest.raises(ValueError, match="takes true or false"):
        new_game("war", seed=1, cycle_detection="maybe")
    with pytest.raises(ValueError, match="a seed must be a whole number"):
        new_game("war", seed="7")  # type: ignore[arg-type]


def test_aliases_apply_their_presets() -> None:
    g = new_game("three-down-war", seed=3)
    assert g.id == "war" and g.options["war_down"] == 3
    assert g.deal_code == "war:3:war_down=3"


def test_option_coercion_from_text() -> None:
    o = Option("flag", True, "a flag")
    assert o.coerce("off") is False and o.coerce("true") is True
    n = Option("n", 1, "a number", minimum=0)
    assert n.coerce("4") == 4
    with pytest.raises(ValueError):
        n.coerce(True)


def test_seed_none_picks_a_seed_that_is_kept() -> None:
    g = new_game("war")
    assert isinstance(g.seed, int)
    assert from_deal_code(g.deal_code).state == g.state


def test_deal_codes_round_trip() -> None:
    g = new_game("war", seed=7, war_down=3, collection_order="random")
    code = g.deal_code
    assert code == "war:7:war_down=3,collection_order=random"
    again = from_deal_code(code)
    assert again.options == g.options and again.state == g.state
    assert from_deal_code(" WAR:7 ").deal_code == "war:7"
    assert parse_deal_code("war:7:cycle_detection=false") == (
        "war",
        7,
        {"cycle_detection": "false"},
    )
    assert from_deal_code("war:7:cycle_detection=false").options["cycle_detection"] is False


@pytest.mark.parametrize(
    ("code", "fragment"),
    [
        ("war", "write game:number"),
        ("war:seven", "'seven' is not a deal number"),
        ("war:7:war_down", "'war_down' is not option=value"),
        ("war:7:war_down=two", "takes a whole number"),
        ("golf:7", "unknown game 'golf'"),
        ("a:b:c:d", "write game:number"),
    ],
)
def test_bad_deal_codes(code: str, fragment: str) -> None:
    with pytest.raises(ValueError, match=fragment):
        from_deal_code(code)


def test_load_game_rejects_garbage_and_tampering() -> None:
    with pytest.raises(ValueError, match="not a saved game"):
        load_game("{not json")
    with pytest.raises(ValueError, match="not a saved game"):
        load_game("{}")
    g = new_game("war", seed=5)
    g.play("turn")
    data = json.loads(g.to_json())
    data["state"]["a"] = data["state"]["a"][::-1]
    with pytest.raises(ValueError, match="does not match"):
        load_game(json.dumps(data))
    data = json.loads(g.to_json())
    data["moves"] = ["war"]
    with pytest.raises(IllegalMove):
        load_game(json.dumps(data))


def test_hand_made_positions_survive_json() -> None:
    g = new_game("war", seed=0, position={"a": "9 2 K 4", "b": "9 3 Q 5"})
    g.play("turn")
    again = load_game(g.to_json())
    assert again.state == g.state and again.position == g.position
    assert "hand-made" in g.deal_code


def test_fresh_seeds_do_not_come_from_a_seeded_generator() -> None:
    """The site's Python starts from one memory snapshot for every reader, so new deals
    must not come from generator state kept in memory (``random``'s or a module's own)."""
    import random

    from cardlib.registry import fresh_seed

    state = random.getstate()
    try:
        random.seed(1)
        first = [fresh_seed() for _ in range(5)]
        random.seed(1)
        second = [fresh_seed() for _ in range(5)]
    finally:
        random.setstate(state)
    assert first != second
    assert all(1 <= s < 1_000_000 for s in first + second)
