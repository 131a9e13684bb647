"""The helpers of the book's patience chapters (Forty Thieves, Klondike, Cadogan).

Every patience chapter starts with one cell, ``from cardlib.patience.chapter import *``,
and then calls these functions: a seeded deal (:func:`new`), its picture (:func:`show`),
the library's reason for a refusal (:func:`refusal`), a sample deal's decision
(:func:`opening`, :func:`choices`), the odds (:func:`winnability_section`) and the larger
runs of ``bench/patience_stats.py`` and ``bench/cadogan_stats.py``, read from the data
file they write (:func:`bench_runs`, :data:`STATS_FILE`).

The module is plain Python; only :func:`glue` and :func:`display` reach for the notebook
(myst-nb and IPython), when they are called.

>>> refusal(new("forty-thieves", 1), "f1-t1")
'cards on the foundations stay there'
>>> places(["t1", "f2", "w"])
'pile 1, foundation 2 and the waste'
"""

from __future__ import annotations

import importlib
import json
import math
import statistics
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from importlib import resources
from typing import Any

import cardlib
from cardlib.cards import Card, Rank
from cardlib.game import IllegalMove, OptionValue
from cardlib.patience.advice import stats_key
from cardlib.patience.engine import PatienceGame, Rules
from cardlib.patience.forty_thieves import SPECS, family_table
from cardlib.patience.freeing import applies as freeing_applies
from cardlib.patience.freeing import never_home
from cardlib.patience.players import SimResult, greedy_hint, simulate
from cardlib.stats import wilson_interval
from cardlib.tables import Table, fmt_interval, fmt_pct, options_table, plural
from cardlib.views.patience import patience_html

__all__ = [
    "PLAYERS",
    "PLAYER_NAMES",
    "SPECS",
    "STATS_FILE",
    "VERDICT_WORDS",
    "Card",
    "Choice",
    "IllegalMove",
    "Odds",
    "Rank",
    "Table",
    "advance",
    "bench_runs",
    "bounds_words",
    "budget_words",
    "cardlib",
    "choices",
    "choices_table",
    "committed_runs",
    "display",
    "empty_tableau",
    "family_table",
    "find_decision",
    "find_position",
    "first_refusal",
    "game_name",
    "glue",
    "limit_words",
    "live_sample_table",
    "new",
    "odds",
    "odds_sentence",
    "odds_table",
    "one_and_three",
    "one_and_three_text",
    "opening",
    "options_table",
    "places",
    "play_out",
    "ranks_table",
    "refusal",
    "results_table",
    "rules_of",
    "run_limit",
    "sample",
    "share_words",
    "show",
    "simulate",
    "statistics",
    "stats_key",
    "winnability",
    "winnability_section",
    "winnability_text",
]

PLAYERS = ("random", "greedy")
#: The players' names in the book (the glossary's): one name each, everywhere.
PLAYER_NAMES = {"random": "random computer player", "greedy": "simple computer player"}
"""The two documented players of ``cardlib.patience.players``."""

STATS_FILE = "stats.json"
"""The larger runs, in ``cardlib/patience/``: written by the two bench scripts."""


# ----- the notebook ------------------------------------------------------------------------------
def glue(name: str, value: Any, display: bool = False) -> None:
    """myst-nb's ``glue``: ``value`` named ``name`` for the chapter's text."""
    importlib.import_module("myst_nb").glue(name, value, display=display)


def display(*objs: Any) -> None:
    """IPython's ``display``."""
    importlib.import_module("IPython.display").display(*objs)


def show(game: PatienceGame, caption: str | None = None, **marks: Any) -> None:
    """The layout as its book pictures it, with optional ``highlight=``/``select=`` marks."""
    html = importlib.import_module("IPython.display").HTML
    display(html(patience_html(game, caption=caption, **marks)))


# ----- deals and positions -----------------------------------------------------------------------
def new(game_id: str, seed: int | None = None, **kw: Any) -> PatienceGame:
    """A seeded deal (seed 1 unless given), or a hand-made ``position=``, of a patience."""
    g = cardlib.new_game(game_id, seed=1 if seed is None else seed, **kw)
    if not isinstance(g, PatienceGame):
        raise TypeError(f"{game_id} is not a patience game")
    return g


def empty_tableau(n: int = 10) -> list[list[str]]:
    """``n`` empty piles, to fill for a hand-made position."""
    return [[] for _ in range(n)]


def advance(game: PatienceGame, moves: int) -> PatienceGame:
    """Play ``moves`` moves of the hint player (fewer if the game ends); the same game."""
    for _ in range(moves):
        m = greedy_hint(game)
        if m is None:
            break
        game.play(m)
    return game


def refusal(game: PatienceGame, move: str) -> str:
    """The library's reason for refusing ``move``, as the demo's table gives it (its words
    name the rule; the game is left unchanged); an ``AssertionError`` if the move is legal."""
    try:
        game.play(move)
    except IllegalMove as err:
        return str(err)
    raise AssertionError(f"{move} was legal")


def first_refusal(game: PatienceGame, candidates: Iterable[str]) -> tuple[str, str]:
    """The first of ``candidates`` that the library refuses, and its reason."""
    for text in candidates:
        try:
            return text, refusal(game.copy(), text)
        except AssertionError:
            continue
    raise AssertionError("every candidate was legal")


_PILE_WORDS = {"t": "pile", "f": "foundation", "r": "reserve"}


def places(names: Sequence[str]) -> str:
    """Pile names in words: ``['t1', 'f2']`` -> ``'pile 1 and foundation 2'``."""
    words = [
        {"w": "the waste", "s": "the stock"}.get(n) or f"{_PILE_WORDS[n[0]]} {n[1:]}" for n in names
    ]
    if not words:
        return "nowhere"
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def find_position(
    game_id: str,
    wanted: Callable[[PatienceGame], bool],
    seeds: Iterable[int] = range(1, 200),
    moves: int = 400,
) -> PatienceGame:
    """The first position, over the seeded deals ``seeds`` played on by the hint player for
    at most ``moves`` moves each, where ``wanted`` holds (a worked example that shows what
    its text promises); an ``AssertionError`` if there is none, so the book cannot show a
    position without it."""
    for seed in seeds:
        g = new(game_id, seed)
        for _ in range(moves):
            if wanted(g):
                return g
            m = greedy_hint(g)
            if m is None:
                break
            g.play(m)
    raise AssertionError(f"no position of {game_id} shows what the example needs")


def play_out(game_id: str, seed: int, idle_limit: int = 200) -> PatienceGame:
    """A seeded deal played to its end by the greedy player (the demo's hint). As in
    ``simulate``, it gives up (``stop``) after ``idle_limit`` moves in a row that send no
    card home once it may stop: with unlimited passes, turning the stock never ends."""
    from cardlib.patience.players import greedy_choice

    g = new(game_id, seed)
    home = idle = 0
    while not g.is_over:
        m = greedy_choice(g.table)
        if m is None:
            break
        g.play(m)
        if g.table.cards_home > home:
            home, idle = g.table.cards_home, 0
            continue
        idle += 1
        if idle > idle_limit and "stop" in {str(x) for x in g.legal_moves()}:
            g.play("stop")
    return g


# ----- a sample deal: the opening, up to a decision -------------------------------------------
def opening(game_id: str, seed: int, moves: int) -> tuple[PatienceGame, list[str]]:
    """Deal ``seed`` after the simple computer player's first ``moves`` moves, and those
    moves in words."""
    game = new(game_id, seed)
    said: list[str] = []
    for _ in range(moves):
        move = greedy_hint(game)
        if move is None:
            raise ValueError(f"{game_id}:{seed} has no move left after {len(said)} moves")
        said.append(game.describe(move))
        game.play(move)
    return game, said


@dataclass(frozen=True)
class Choice:
    """One move open at a decision: in words, what the search proves after it
    (``winnable``, ``lost`` or ``unknown``), and whether the simple computer player
    chooses it."""

    words: str
    verdict: str
    simple: bool


def choices(game: PatienceGame, max_nodes: int = 20_000) -> list[Choice]:
    """Every move open in ``game`` (giving up aside), each searched to a verdict within
    ``max_nodes`` positions (the same on every machine)."""
    hint = greedy_hint(game)
    out = []
    for move in game.legal_moves():
        if str(move) == "stop":
            continue
        after = game.copy()
        after.play(move)
        verdict = cardlib.solve(after, max_nodes=max_nodes).verdict
        out.append(Choice(game.describe(move), verdict, str(move) == str(hint)))
    return out


VERDICT_WORDS = {
    "winnable": "the deal can still be won",
    "lost": "the deal is lost",
    "unknown": "the search does not decide",
}


def choices_table(found: Sequence[Choice], caption: str) -> Table:
    """The choices at a decision and where each leads, the simple player's marked."""
    rows = tuple(
        (
            c.words + (" (the simple computer player's choice)" if c.simple else ""),
            VERDICT_WORDS[c.verdict],
        )
        for c in found
    )
    return Table(("choice", "what the search proves"), rows, caption=caption)


def find_decision(
    game_id: str,
    seeds: Iterable[int],
    max_moves: int = 40,
    max_nodes: int = 20_000,
    options: Mapping[str, OptionValue] | None = None,
) -> tuple[int, int] | None:
    """The first deal among ``seeds`` and the number of the simple player's moves after
    which one move open loses the deal and another keeps a win, as the search proves
    them (for choosing a chapter's sample deal; slow)."""
    for seed in seeds:
        game = new(game_id, seed, **(options or {}))
        for k in range(max_moves):
            found = {c.verdict for c in choices(game, max_nodes)}
            if {"winnable", "lost"} <= found:
                return seed, k
            move = greedy_hint(game)
            if move is None:
                break
            game.play(move)
    return None


# ----- rules --------------------------------------------------------------------------------------
def rules_of(game_id: str, **options: OptionValue) -> Rules:
    """The rules of a Forty Thieves game with ``options`` (the others at their defaults)."""
    spec = SPECS[game_id]
    return spec.resolve({**spec.info().option_defaults, **options})


def _base(lay: Any, role: str) -> str:
    fd = next(f for f in lay.foundations if f.role == role)
    return fd.base.label if fd.base else "card"


def _passes_king(fd: Any) -> bool:
    """Whether a foundation that starts at a given card passes from king to ace (or ace to
    king) before it is complete: the Clock's hours I to VIII do, IX to XII do not."""
    start = int(Card.parse(fd.start).rank)
    ups, downs = any(s > 0 for s in fd.build.steps), any(s < 0 for s in fd.build.steps)
    reach = fd.length - 1
    return bool((ups and start + reach > 13) or (downs and start - reach < 1))


def ranks_table(game: PatienceGame) -> Table:
    """Where cards go, in rank order: each foundation's first card, its build and the card
    count at which it is complete, and the build on the layout."""
    r = game.rules
    rows = []
    lay = r.layout
    if lay is not None:
        seen: dict[tuple[str, ...], int] = {}
        for fd in lay.foundations:
            first = str(Card.parse(fd.start)) if fd.start else ""
            build = fd.build.name if fd.build else "takes pairs only"
            if fd.build and fd.build.wrap and fd.start and not _passes_king(fd):
                build = replace(fd.build, wrap=False).name  # this one never wraps round
            key = (fd.role, first if fd.start else "", build, str(fd.length))
            seen[key] = seen.get(key, 0) + 1
        for (role, first, build, n), count in seen.items():
            where = role if count == 1 else f"{count} {role}s"
            empty = f"empty: takes any {_base(lay, role)}" if role != "pairs" else "empty"
            start = first or empty
            rows.append((where, start, build, f"{n} cards"))
        rows.append(
            (
                f"the {lay.roles}s",
                "",
                f"marry {r.build.name}" if lay.build else "never built on",
                "",
            )
        )
    else:
        home = game.table.cards_home if not game.history else 0
        first = (
            "an ace, put there before the deal" if home == r.foundations else "empty: takes an ace"
        )
        rows.append(
            (
                f"{r.foundations} foundations",
                first,
                r.foundation.name,
                f"{13 * r.packs * 4 // r.foundations} cards",
            )
        )
        verb = "marry" if r.build.steps == (-1, 1) else "build"
        rows.append(("the piles", "", f"{verb} {r.build.name}", ""))
    return Table(
        ("where", "starts with", "builds", "complete at"),
        tuple(rows),
        caption=f"{game.info.name}: where each card may go",
    )


# ----- statistics ---------------------------------------------------------------------------------
def sample(
    game_id: str, n: int, options: Mapping[str, OptionValue] | None = None
) -> dict[str, list[SimResult]]:
    """Both players on the seeded deals 1 to ``n``."""
    seeds = range(1, n + 1)
    return {p: [simulate(game_id, s, p, options=options) for s in seeds] for p in PLAYERS}


def summary_row(won: int, n: int, home: Sequence[int]) -> tuple[str, ...]:
    """Deals, wins, win rate with its 95 % Wilson interval, mean and median cards home."""
    lo, hi = wilson_interval(won, n)
    return (
        f"{n:,}",
        f"{won:,}",
        f"{fmt_pct(won / n)} {fmt_interval(lo, hi, pct=True)}",
        f"{statistics.fmean(home):.1f}",
        f"{statistics.median(home):.0f}",
    )


_HEADER = ("player", "deals", "won", "win rate [95% CI]", "mean home", "median home")


def bench_runs() -> dict[str, Any]:
    """The data file of the larger runs: ``{key: {"name", "command", "seeds": [first,
    last], "players": {player: {"won", "home"}}}}``, ``home`` the cards sent home in each
    deal."""
    text = resources.files("cardlib.patience").joinpath(STATS_FILE).read_text("utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


def results_table(
    runs: Mapping[str, Mapping[str, Any]],
    names: Mapping[str, str],
    caption: str,
    last: str = "most home",
) -> Table:
    """One row per run and player; ``names`` labels each run's key; the last column is
    the most cards home in one deal (``"most home"``) or the share with at least 52
    (``"≥ 52 home"``)."""
    rows = []
    for key, run in runs.items():
        for player, res in run["players"].items():
            home = res["home"]
            extra = (
                str(max(home))
                if last == "most home"
                else fmt_pct(sum(h >= 52 for h in home) / len(home))
            )
            who = PLAYER_NAMES.get(player, player)
            rows.append((names[key], who, *summary_row(res["won"], len(home), home), extra))
    return Table(("game", *_HEADER, last), tuple(rows), caption=caption, numeric=(2, 3, 4, 5, 6, 7))


# ----- how often can it be won? (the solver) --------------------------------------------------
WINNABILITY_DIR = "book/data/winnability"
"""The CSVs of ``bench/winnability.py``, from the repository's root."""

PUBLISHED: dict[str, tuple[str, float]] = {
    "klondike": (
        (
            "Blake and Gent (2019), *The Winnability of Klondike and Many Other Single-Player "
            "Card Games* (arXiv:1906.12314), searched millions of deals of Klondike played "
            "with every card known, turning three cards with unlimited passes, with their "
            "program Solvitaire: 81.956% ± 0.096% of deals can be won. Their rules are close "
            "to this book's, but this book has not checked that they match in every detail "
            "(worrying back, which runs may move), so the two figures stand side by side, "
            "not as the same measure."
        ),
        0.81956,
    ),
}
"""Published winnability figures for the same (or nearly the same) rules, by game key
(:func:`cardlib.patience.advice.deal_key`), with their source."""


def _winnability_rows(game_id: str, options: Mapping[str, OptionValue] | None) -> list[Any]:
    import csv
    from pathlib import Path

    from cardlib.patience.advice import deal_key

    root = Path(cardlib.__file__).resolve().parent.parent
    path = root / WINNABILITY_DIR / f"{deal_key(game_id, options)}.csv"
    if not path.exists():
        return []
    with path.open(newline="") as f:
        return list(csv.DictReader(f))


def committed_runs() -> list[tuple[str, dict[str, str], list[Any]]]:
    """Every committed solver run (one CSV in :data:`WINNABILITY_DIR` each, in name order):
    the game id, its options (values as written in the file's name) and the rows."""
    from pathlib import Path

    from cardlib.patience.advice import split_deal_key

    root = Path(cardlib.__file__).resolve().parent.parent
    runs = []
    for path in sorted((root / WINNABILITY_DIR).glob("*.csv")):
        game_id, options = split_deal_key(path.stem)
        runs.append((game_id, options, _winnability_rows(game_id, options)))
    return runs


def budget_words(secs: Sequence[float]) -> str | None:
    """The time the undecided deals took, in words: ``"about 10.0 s"``, or a range when
    the longest took more than half as long again as the shortest."""
    if not secs:
        return None
    lo, hi = min(secs), max(secs)
    if hi > 1.5 * lo:
        return f"between about {lo:.1f} and {hi:.1f} s"
    return f"about {statistics.median(secs):.1f} s"


def winnability(game_id: str, options: Mapping[str, OptionValue] | None = None) -> dict[str, Any]:
    """The committed solver run of a game (its CSV) beside the greedy player's run
    (``stats.json``): deals, winnable, lost, unknown; the bounds on the share winnable
    (``low``: the deals proved winnable; ``high``: those not proved lost) and the search
    time a deal was given (``limit``, seconds, :func:`run_limit`);
    the greedy player's wins; the deals proved winnable by either, on the seeds both runs
    played; and ``glance``, the lost deals that the relaxed game of
    :func:`~cardlib.patience.freeing.never_home` condemns as dealt."""
    from cardlib.patience.advice import greedy_won_seeds

    rows = _winnability_rows(game_id, options)
    verdict = {int(r["seed"]): r["verdict"] for r in rows}
    n = len(verdict)
    won = sum(v == "winnable" for v in verdict.values())
    unknown = sum(v == "unknown" for v in verdict.values())
    out: dict[str, Any] = {"n": n, "winnable": won, "unknown": unknown, "lost": n - won - unknown}
    if n:
        out["low"] = won / n
        out["high"] = (won + unknown) / n
        out["limit"] = run_limit(rows)
        secs = [float(r["seconds"]) for r in rows if r["verdict"] == "unknown"]
        # the budget is not stored: the time an undecided deal took is about it (a range
        # when some were retried with a larger budget than the others)
        out["budget"] = budget_words(secs)
        out["seeds"] = (min(verdict), max(verdict))
        lost_seeds = [s for s, v in verdict.items() if v == "lost"]
        out["glance"] = _lost_at_a_glance(game_id, options, lost_seeds)
    runs = bench_runs().get(stats_key(game_id, options))
    if runs is not None:
        greedy = runs["players"]["greedy"]
        out["greedy_n"] = len(greedy["home"])
        out["greedy_won"] = int(greedy["won"])
        lo, hi = runs["seeds"]
        gwon = set(greedy_won_seeds(game_id, options))
        common = [s for s in verdict if lo <= s <= hi]
        out["both_n"] = len(common)
        out["both_unknown"] = sum(1 for s in common if verdict[s] == "unknown")
        out["both_won"] = sum(1 for s in common if verdict[s] == "winnable" or s in gwon)
        out["greedy_only"] = sum(1 for s in common if verdict[s] != "winnable" and s in gwon)
        out["solver_only"] = sum(1 for s in common if verdict[s] == "winnable" and s not in gwon)
    return out


def _lost_at_a_glance(
    game_id: str, options: Mapping[str, OptionValue] | None, seeds: Sequence[int]
) -> int:
    """How many of the deals ``seeds`` the relaxed game of
    :func:`~cardlib.patience.freeing.never_home` proves lost as dealt (0 where it does not
    apply)."""
    count = 0
    for seed in seeds:
        deal = cardlib.new_game(game_id, seed=seed, position=None, **(options or {}))
        assert isinstance(deal, PatienceGame)
        if not freeing_applies(deal.table):
            return 0
        count += bool(never_home(deal.table))
    return count


def winnability_text(game_id: str, options: Mapping[str, OptionValue] | None = None) -> str:
    """What the odds table says, in a paragraph a player can read (Markdown): what was
    proved, the bounds on the share that can be won, what "winnable" means in this game,
    the lost deals seen at a glance, the simple computer player, and a published figure."""
    from cardlib.patience.advice import deal_key

    w = winnability(game_id, options)
    if not w["n"]:
        return "This book has not searched the deals of this game yet."
    n, won, unknown, lost = w["n"], w["winnable"], w["unknown"], w["lost"]
    deal = cardlib.new_game(game_id, seed=1, position=None, **(options or {}))
    assert isinstance(deal, PatienceGame)
    face_down = any(deal.table.down)
    hidden = bool(deal.stock_count or face_down)
    unseen = "where every face-down card lies" if face_down else "the order of the stock"
    first, last = w["seeds"]
    limit = f", each for up to {limit_words(w['limit'])}" if w.get("limit") else ""
    parts = [
        f"A computer search played deals {first:,} to {last:,}{limit}, looking at every "
        f"line of play: it proved {won:,} of them winnable and {lost:,} lost"
        + (f", and left {unknown:,} undecided." if unknown else ", and decided every one.")
    ]
    parts.append(
        "A deal proved lost cannot be won by anybody. "
        + (
            f"A deal proved winnable can be won by a player who knows {unseen}, which a "
            "real player does not."
            if hidden
            else "Every card lies face up from the start, so a deal proved winnable can be "
            "won by careful play."
        )
    )
    if unknown:
        parts.append(
            f"So between {fmt_pct(w['low'])} and {fmt_pct(w['high'])} of the deals can be "
            "won: each undecided deal could go either way."
        )
    else:
        parts.append(f"So {fmt_pct(won / n)} of these deals can be won.")
    if w.get("glance"):
        k = w["glance"]
        stock = "even with every stock card at hand, " if deal.stock_count else ""
        if k == lost:
            head = "The lost deal is" if k == 1 else f"All {k:,} lost deals are"
        else:
            head = f"{k:,} of the {lost:,} lost deals {'is' if k == 1 else 'are'}"
        parts.append(
            f"{head} lost at a glance: {stock}some card can never go home, whatever one "
            "plays (the demo's *Winnable?* names such cards)."
        )
    if "greedy_n" in w:
        g = w["greedy_won"] / w["greedy_n"]
        who = "which plays the move that looks best at once and " + (
            "cannot see face-down cards"
            if face_down
            else "does not know the order of the stock"
            if hidden
            else "never looks ahead"
        )
        parts.append(f"The {PLAYER_NAMES['greedy']}, {who}, wins {fmt_pct(g)}.")
        if w["both_n"] and w["greedy_only"]:
            parts.append(
                f"Each of its wins proves a deal winnable too: {w['greedy_only']:,} of the "
                f"deals it won {'is' if w['greedy_only'] == 1 else 'are'} among those the "
                "search left undecided, so together the two prove "
                f"{fmt_pct(w['both_won'] / w['both_n'])} of the {w['both_n']:,} deals both "
                "played winnable."
            )
        gap = w["solver_only"] / w["both_n"] if w["both_n"] else 0.0
        luck = (
            " and luck with the face-down cards"
            if face_down
            else " and luck with the stock"
            if hidden
            else ""
        )
        some_unknown = w.get("both_unknown", 0) > 0
        if gap > 0:
            least = "At least " if some_unknown else ""
            parts.append(
                f"{least}{fmt_pct(gap)} of the deals both played can be won but are lost by "
                f"the {PLAYER_NAMES['greedy']}: that is the room for skill{luck} beyond "
                "playing the move that looks best."
            )
        elif some_unknown:
            parts.append(
                "The search leaves too many deals undecided to show how much more a "
                "careful player can win."
            )
        else:
            parts.append(f"The {PLAYER_NAMES['greedy']} wins every deal that can be won.")
    published = PUBLISHED.get(deal_key(game_id, options))
    if published:
        text, value = published
        inside = "between" if w["low"] <= value <= w["high"] else "outside"
        parts.append(f"A published figure: {text} It lies {inside} the bounds above.")
    else:
        parts.append("This book knows of no published figure for exactly these rules.")
    return " ".join(parts)


# ----- the odds, in a player's words -------------------------------------------------------------
def run_limit(rows: Sequence[Mapping[str, str]]) -> float | None:
    """The search time every deal of a committed run was given, in seconds: the time its
    undecided deals took, rounded down (the shortest, when some were retried for longer);
    ``None`` when every deal was decided."""
    secs = [float(r["seconds"]) for r in rows if r["verdict"] == "unknown"]
    return float(math.floor(min(secs))) if secs else None


def limit_words(seconds: float) -> str:
    """A search time as a player says it: ``"8 seconds"``, ``"1 minute"``, ``"7.5 minutes"``.

    >>> limit_words(1.0), limit_words(8.0), limit_words(60.0), limit_words(450.0)
    ('1 second', '8 seconds', '1 minute', '7.5 minutes')
    """
    if seconds < 60:
        return plural(int(seconds), "second") if seconds == int(seconds) else f"{seconds:g} seconds"
    minutes = seconds / 60
    return "1 minute" if minutes == 1 else f"{minutes:g} minutes"


@dataclass(frozen=True)
class Odds:
    """A game's committed solver run, read at a search time per deal (``limit`` seconds;
    ``None``: the run's own, every deal decided): how many deals were proved winnable,
    proved lost or left undecided, and the simple computer player's wins on its run."""

    name: str
    n: int
    winnable: int
    lost: int
    undecided: int
    limit: float | None
    first: int
    last: int
    simple_n: int = 0
    simple_won: int = 0

    @property
    def low(self) -> float:
        """The share of deals proved winnable: the least the true share can be."""
        return self.winnable / self.n

    @property
    def high(self) -> float:
        """The share not proved lost: the most the true share can be."""
        return (self.winnable + self.undecided) / self.n


def game_name(game_id: str, options: Mapping[str, OptionValue] | None = None) -> str:
    """The game's name, with its options in words where they differ from the defaults
    (Klondike turning one card at a time)."""
    game = cardlib.new_game(game_id, seed=1, position=None, **(options or {}))
    name = game.info.name
    if not options:
        return name
    said = [
        o.value_words(options[o.name]) if o.words else f"{o.doc} {o.value_words(options[o.name])}"
        for o in game.info.options
        if o.name in options
    ]
    return f"{name}, {', '.join(said)}"


def odds(
    game_id: str, options: Mapping[str, OptionValue] | None = None, limit: float | None = None
) -> Odds:
    """The committed run of a game (``ValueError`` if there is none). With ``limit``, a deal
    the run decided only after more than ``limit`` seconds counts as undecided, so that
    runs given different times can stand in one table at the shortest of them."""
    rows = _winnability_rows(game_id, options)
    if not rows:
        raise ValueError(f"no committed solver run of {game_id} {dict(options or {})}")
    own = run_limit(rows)
    if limit is not None and own is not None and limit > own:
        raise ValueError(f"the run of {game_id} gave each deal only {own:g} s, not {limit:g}")
    # a deal decided a little after the limit (the search looks at the clock now and
    # then) counts as decided at the run's own limit; only a shorter limit recounts
    recount = limit is not None and own is not None and limit < own
    counts: Counter[str] = Counter()
    for r in rows:
        verdict = r["verdict"]
        if recount and verdict != "unknown" and float(r["seconds"]) > (limit or 0):
            verdict = "unknown"
        counts[verdict] += 1
    seeds = [int(r["seed"]) for r in rows]
    simple = bench_runs().get(stats_key(game_id, options))
    greedy: dict[str, Any] = simple["players"]["greedy"] if simple else {"home": [], "won": 0}
    return Odds(
        name=game_name(game_id, options),
        n=len(rows),
        winnable=counts["winnable"],
        lost=counts["lost"],
        undecided=counts["unknown"],
        limit=own if limit is None else limit,
        first=min(seeds),
        last=max(seeds),
        simple_n=len(greedy["home"]),
        simple_won=int(greedy["won"]),
    )


def share_words(p: float) -> str:
    """A share as a player says it: ``"about 3 deals in 10"``, ``"about 1 deal in 40"``.

    >>> share_words(0.31), share_words(0.025), share_words(0.0), share_words(1.0)
    ('about 3 deals in 10', 'about 1 deal in 40', 'no deal', 'every deal')
    >>> share_words(0.248), share_words(0.089)
    ('about 1 deal in 4', 'about 1 deal in 11')
    >>> share_words(0.97)
    'nearly every deal'
    """
    if p <= 0:
        return "no deal"
    if p >= 1:
        return "every deal"
    tenths = round(10 * p)
    if tenths >= 10:
        return "nearly every deal"
    one_in = round(1 / p)
    # whichever of "N in 10" and "1 in K" is nearer the share
    if tenths >= 1 and abs(tenths / 10 - p) <= abs(1 / one_in - p):
        return f"about {tenths} {'deal' if tenths == 1 else 'deals'} in 10"
    return f"about 1 deal in {one_in:,}"


def bounds_words(low: float, high: float) -> str:
    """What a share known only to lie between ``low`` and ``high`` is, in words that stay
    true: the lower figure rounded down, the upper rounded up.

    >>> bounds_words(0.749, 0.889)
    'at least 7 deals in 10, and at most 9 in 10'
    >>> bounds_words(0.094, 1.0)
    'at least 1 deal in 11, and perhaps all of them'
    >>> bounds_words(0.0, 0.05)
    'at most 1 deal in 20'
    >>> bounds_words(0.3, 0.3)
    'about 3 deals in 10'
    """
    if high - low < 1e-9:
        return share_words(low)
    if high >= 1:
        upper = "perhaps all of them"
    elif math.ceil(10 * high) >= 10:
        upper = "at most nearly all"
    elif high >= 0.1:
        upper = f"at most {math.ceil(10 * high)} in 10"
    else:
        upper = f"at most 1 {'deal ' if low <= 0 else ''}in {math.floor(1 / high):,}"
    if low <= 0:
        return upper if high < 1 else "perhaps none, perhaps all of them"
    if low >= 0.1:
        tenths = math.floor(10 * low)
        lower = f"at least {tenths} {'deal' if tenths == 1 else 'deals'} in 10"
    else:
        lower = f"at least 1 deal in {math.ceil(1 / low):,}"
    return f"{lower}, and {upper}"


def odds_sentence(game_id: str, options: Mapping[str, OptionValue] | None = None) -> str:
    """The one plain sentence a chapter's odds open with: how many deals perfect play can
    win, and how many the simple computer player wins."""
    o = odds(game_id, options)
    head = f"With perfect play you can win {bounds_words(o.low, o.high)}"
    if o.low >= 1:
        head = f"With perfect play you can win every one of the {o.n:,} deals tried"
    if o.undecided:
        still = share_words(o.undecided / o.n).replace("every deal", "every one")
        verb = "is" if " 1 deal " in f" {still} " or still.startswith("nearly") else "are"
        head += f" ({still} {verb} still undecided)"
    if not o.simple_n:
        return head + "."
    who = PLAYER_NAMES["greedy"]
    if not o.simple_won:
        return f"{head}; the {who} won none of the {o.simple_n:,} deals it played."
    return f"{head}; the {who} wins {share_words(o.simple_won / o.simple_n)}."


def odds_table(
    keys: Sequence[tuple[str, Mapping[str, OptionValue] | None]], caption: str = ""
) -> Table:
    """One row per game, all read at one search time per deal (the shortest any of the runs
    had): deals, proved winnable, proved lost, undecided, the share perfect play wins (a
    range when deals are undecided) and the simple computer player's wins. A game whose run
    had longer gets a second line, marked, at its own time. The caption says the time."""
    own = [odds(g, o) for g, o in keys]
    limits = [x.limit for x in own if x.limit is not None]
    common = min(limits) if limits else None
    rows: list[tuple[str, ...]] = []
    longer: list[Odds] = []
    for (game_id, options), x in zip(keys, own, strict=True):
        row = odds(game_id, options, common) if common is not None and x.limit else x
        rows.append(_odds_row(row, row.name))
        if x.limit is not None and common is not None and x.limit > common:
            longer.append(x)
    for x in longer:
        rows.append(_odds_row(x, f"{x.name} (longer search: {limit_words(x.limit or 0)})"))
    if common is None:
        when = "every deal decided"
    else:
        when = f"each deal searched for up to {limit_words(common)}"
        if longer:
            when += "; the rows marked longer search had more time"
    return Table(
        (
            "game",
            "deals",
            "proved winnable",
            "proved lost",
            "undecided",
            "perfect play wins",
            f"{PLAYER_NAMES['greedy']} wins",
        ),
        tuple(rows),
        caption=f"{caption or 'How often the game can be won'} ({when})",
        numeric=(1, 2, 3, 4),
    )


def _odds_row(o: Odds, name: str) -> tuple[str, ...]:
    wins = f"between {fmt_pct(o.low)} and {fmt_pct(o.high)}" if o.undecided else (fmt_pct(o.low))
    simple = fmt_pct(o.simple_won / o.simple_n) if o.simple_n else ""
    return (
        name,
        f"{o.n:,}",
        f"{o.winnable:,}",
        f"{o.lost:,}",
        f"{o.undecided:,}",
        wins,
        simple,
    )


def live_sample_table(
    game_id: str,
    n: int = 20,
    max_nodes: int = 300,
    options: Mapping[str, OptionValue] | None = None,
) -> Table:
    """The solver on seeds 1 to ``n`` now, within ``max_nodes`` moves tried per deal (the
    same verdicts on every machine), beside the committed run's verdicts; an
    ``AssertionError`` if the two contradict each other (winnable against lost)."""
    committed = {int(r["seed"]): r["verdict"] for r in _winnability_rows(game_id, options)}
    counts: Counter[tuple[str, str]] = Counter()
    for seed in range(1, n + 1):
        deal = cardlib.new_game(game_id, seed=seed, position=None, **(options or {}))
        now = cardlib.solve(deal, max_nodes=max_nodes).verdict
        then = committed.get(seed, "not run")
        if {now, then} == {"winnable", "lost"}:
            raise AssertionError(f"{game_id}:{seed}: {now} now, {then} in the committed run")
        counts[(now, then)] += 1
    rows = tuple((now, then, str(k)) for (now, then), k in sorted(counts.items()))
    return Table(
        ("verdict now", "in the committed run", "deals"),
        rows,
        caption=f"Seeds 1 to {n} solved as the page was built, {max_nodes:,} moves tried at most",
        numeric=(2,),
    )


def one_and_three_text(game_id: str = "klondike") -> str:
    """What Klondike's two committed runs prove of each other, deal by deal (Markdown).

    With unlimited passes, turning one card at a time is never worse than turning three:
    the cards come up in the same cycle, so a waste card that turning three brings up is
    brought up by turning one at a time too, and every other move is the same. So a deal
    won turning three is winnable turning one, and a deal lost turning one is lost
    turning three. A ``ValueError`` for a game whose default does not turn three cards
    with unlimited passes; an ``AssertionError`` if the runs contradict the argument (a
    deal won turning three but lost turning one)."""
    runs: tuple[tuple[int, dict[str, Any]], ...] = ((3, {}), (1, {"draw": 1}))
    for draw, options in runs:
        stock = new(game_id, **options).rules.stock
        if stock.draw != draw or stock.redeals is not None:
            raise ValueError(
                f"{game_id} with {options or 'its default options'} turns {stock.name}: the "
                f"argument needs {draw} at a time with unlimited passes"
            )
    three = {int(r["seed"]): r["verdict"] for r in _winnability_rows(game_id, None)}
    one = {int(r["seed"]): r["verdict"] for r in _winnability_rows(game_id, {"draw": 1})}
    common = sorted(set(one) & set(three))
    if not common:
        return ""
    bad = [s for s in common if three[s] == "winnable" and one[s] == "lost"]
    if bad:
        raise AssertionError(f"{game_id}: seeds {bad} won turning three, lost turning one")
    up = [s for s in common if one[s] == "unknown" and three[s] == "winnable"]
    down = [s for s in common if three[s] == "unknown" and one[s] == "lost"]
    n = len(common)
    won_one = sum(1 for s in common if one[s] == "winnable") + len(up)
    lo, hi = common[0], common[-1]

    parts = [
        "With unlimited passes, turning one card at a time is never worse than turning "
        "three: the cards come round in the same order, so whatever card turning three "
        "brings to the top of the waste, turning one card at a time brings there too, and "
        "every other move is the same. So a deal that can be won turning three can be won "
        "turning one, and a deal that cannot be won turning one cannot be won turning three."
    ]
    parts.append(
        f"On deals {lo:,} to {hi:,}, which both runs searched, {plural(len(up), 'deal')} that "
        "the solver "
        f"left undecided turning one {'was' if len(up) == 1 else 'were'} won turning three: "
        f"with {'it' if len(up) == 1 else 'them'}, at least {fmt_pct(won_one / n)} of these "
        f"deals can be won turning one card at a time."
    )
    if down:
        parts.append(
            f"And {plural(len(down), 'deal')} undecided turning three "
            f"{'is' if len(down) == 1 else 'are'} lost, because the solver proved "
            f"{'it' if len(down) == 1 else 'them'} lost turning one."
        )
    return " ".join(parts)


def one_and_three(game_id: str = "klondike") -> None:
    """Show :func:`one_and_three_text` as a paragraph of the page."""
    markdown = importlib.import_module("IPython.display").Markdown
    display(markdown(one_and_three_text(game_id)))


def winnability_section(game_id: str, options: Mapping[str, OptionValue] | None = None) -> None:
    """The chapter's odds: the plain sentence (:func:`odds_sentence`), the table
    (:func:`odds_table`) and what it means (:func:`winnability_text`); the live re-solving
    of a few deals is the appendix's (:func:`live_sample_table`)."""
    markdown = importlib.import_module("IPython.display").Markdown
    display(markdown(f"**{odds_sentence(game_id, options)}**"))
    display(odds_table([(game_id, options)], game_name(game_id, options)))
    display(markdown(winnability_text(game_id, options)))
