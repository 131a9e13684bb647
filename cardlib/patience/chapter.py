"""The helpers of the book's patience chapters (Forty Thieves, Klondike, Cadogan).

Every patience chapter starts with one cell, ``from cardlib.patience.chapter import *``,
and then calls these functions: a seeded deal (:func:`new`), its picture (:func:`show`),
the library's reason for a refusal (:func:`refusal`), the legal moves as a table
(:func:`moves_table`), the two documented players on seeded deals (:func:`sample_table`)
and the larger runs of ``bench/patience_stats.py`` and ``bench/cadogan_stats.py``, read
from the data file they write (:func:`bench_table`, :data:`STATS_FILE`).

The module is plain Python; only :func:`glue` and :func:`display` reach for the notebook
(myst-nb and IPython), when they are called.

>>> refusal(new("forty-thieves", 1), "f1-t1")
'cards on the foundations stay there (rule: foundation cards stay)'
>>> places(["t1", "f2", "w"])
'pile 1, foundation 2 and the waste'
"""

from __future__ import annotations

import importlib
import json
import statistics
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
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
    "Card",
    "IllegalMove",
    "Rank",
    "Table",
    "advance",
    "at_a_glance",
    "bench_runs",
    "bench_table",
    "budget_words",
    "cardlib",
    "committed_runs",
    "differences",
    "display",
    "empty_tableau",
    "family_table",
    "find_position",
    "first_refusal",
    "glue",
    "live_sample_table",
    "moves_table",
    "new",
    "one_and_three",
    "one_and_three_text",
    "options_table",
    "places",
    "play_out",
    "ranks_table",
    "refusal",
    "results_table",
    "rules_of",
    "sample",
    "sample_table",
    "show",
    "simulate",
    "statistics",
    "stats_key",
    "winnability",
    "winnability_overview",
    "winnability_section",
    "winnability_table",
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
    """The library's reason for refusing ``move``, with the rule's name (the game is left
    unchanged); an ``AssertionError`` if the move is legal."""
    try:
        game.play(move)
    except IllegalMove as err:
        return f"{err} (rule: {err.rule})"
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


def moves_table(game: PatienceGame, caption: str) -> Table:
    """Every legal move of ``game``, in notation and in words."""
    rows = tuple((str(m), game.describe(m)) for m in game.legal_moves())
    return Table(("move", "in words"), rows, caption=caption)


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


# ----- rules --------------------------------------------------------------------------------------
def rules_of(game_id: str, **options: OptionValue) -> Rules:
    """The rules of a Forty Thieves game with ``options`` (the others at their defaults)."""
    spec = SPECS[game_id]
    return spec.resolve({**spec.info().option_defaults, **options})


def differences(game_id: str, base: str = "forty-thieves", **options: OptionValue) -> Table:
    """What differs from ``base``, row by row, from the two specs."""
    a, b = rules_of(base).summary(), rules_of(game_id, **options).summary()
    rows = tuple((k, a[k], b[k]) for k in a if a[k] != b[k])
    return Table(
        ("rule", SPECS[base].name, SPECS[game_id].name),
        rows,
        caption=f"{SPECS[game_id].name}: what differs from {SPECS[base].name}",
    )


def at_a_glance(game_id: str, rules_from: str) -> Table:
    """The chapter's first table, from the catalog: players, cards, family, other names."""
    info = new(game_id).info
    names = ", ".join(a.replace("-", " ").capitalize() for a in info.aliases) or "none"
    rows = (
        ("Players", "1"),
        ("Cards", str(info.packs)),
        (
            "Family",
            "Klondike and Lady Cadogan's patiences"
            if info.family != "forty-thieves"
            else "Forty Thieves",
        ),
        ("Other names", names),
        ("In short", info.summary),
        ("Rules from", rules_from),
    )
    return Table(("", ""), rows, caption=f"{info.name} at a glance")


def _base(lay: Any, role: str) -> str:
    fd = next(f for f in lay.foundations if f.role == role)
    return fd.base.label if fd.base else "card"


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
        rows.append(
            (
                f"{r.foundations} foundations",
                "empty",
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


def sample_table(
    game_id: str,
    n: int,
    options: Mapping[str, OptionValue] | None = None,
    label: str = "",
) -> Table:
    """Both players on seeds 1 to ``n``: wins with an interval and cards sent home."""
    runs = sample(game_id, n, options)
    rows = []
    for player, rs in runs.items():
        won, home = sum(r.won for r in rs), [r.cards_home for r in rs]
        rows.append((PLAYER_NAMES.get(player, player), *summary_row(won, n, home)))
    what = f"{label}: " if label else ""
    return Table(
        _HEADER,
        tuple(rows),
        caption=f"{what}{n} seeded deals (seeds 1 to {n})",
        numeric=(1, 2, 3, 4, 5),
    )


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


def bench_table(
    keys: Sequence[str], names: Mapping[str, str] | None = None, last: str = "most home"
) -> Table:
    """The larger runs of ``keys`` (see :func:`stats_key`) from the data file."""
    data = bench_runs()
    runs = {k: data[k] for k in keys}
    first = data[keys[0]]
    labels = {k: (names or {}).get(k, data[k]["name"]) for k in keys}
    lo, hi = first["seeds"]
    commands = "; ".join(dict.fromkeys(data[k]["command"] for k in keys))
    caption = f"{hi - lo + 1:,} seeded deals (seeds {lo} to {hi}): {commands}"
    return results_table(runs, labels, caption, last)


# ----- how often can it be won? (the solver) --------------------------------------------------
WINNABILITY_DIR = "book/data/winnability"
"""The CSVs of ``bench/winnability.py``, from the repository's root."""

PUBLISHED: dict[str, tuple[str, float]] = {
    "klondike": (
        (
            "Blake and Gent (2019), *The Winnability of Klondike and Many Other Single-Player "
            "Card Games* (arXiv:1906.12314), solved millions of deals of thoughtful Klondike, "
            "turning three cards with unlimited passes, with their solver Solvitaire: "
            "81.956% ± 0.096% of deals can be won. Their rules are close to this book's "
            "defaults, but we have not checked that they match in every detail (worrying back, "
            "which runs may move), so the two figures are side by side, not the same measure."
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
    (``stats.json``): deals, winnable, lost, unknown; the share winnable with its Wilson
    95% interval, unknowns counted as lost for the lower end and as won for the upper end;
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
        out["low"] = wilson_interval(won, n)[0]
        out["high"] = wilson_interval(won + unknown, n)[1]
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


def _share(won: int, n: int) -> str:
    lo, hi = wilson_interval(won, n)
    return f"{fmt_pct(won / n)} {fmt_interval(lo, hi, pct=True)}"


def winnability_table(
    game_id: str, options: Mapping[str, OptionValue] | None = None, label: str = ""
) -> Table:
    """The solver's verdicts on the committed deals, the greedy player's wins, and the
    deals proved winnable by either (see :func:`winnability`)."""
    w = winnability(game_id, options)
    name = label or cardlib.new_game(game_id, seed=1, position=None, **(options or {})).info.name
    rows = []
    if w["n"]:
        rows.append(
            (
                "solver (sees every card)",
                f"{w['n']:,}",
                f"{w['winnable']:,}",
                f"{w['lost']:,}",
                f"{w['unknown']:,}",
                f"{fmt_pct(w['winnable'] / w['n'])} {fmt_interval(w['low'], w['high'], pct=True)}",
            )
        )
    if "greedy_n" in w:
        g_n, g_won = w["greedy_n"], w["greedy_won"]
        who = PLAYER_NAMES["greedy"]
        rows.append((who, f"{g_n:,}", f"{g_won:,}", "", "", _share(g_won, g_n)))
        if w["n"] and w["both_n"]:
            b_n, b_won = w["both_n"], w["both_won"]
            rows.append(
                (
                    "proved by either (at least)",
                    f"{b_n:,}",
                    f"{b_won:,}",
                    "",
                    "",
                    _share(b_won, b_n),
                )
            )
    budget = f", undecided after {w['budget']} a deal" if w.get("budget") else ""
    seeds = f"seeds {w['seeds'][0]} to {w['seeds'][1]}" if w["n"] else "no solver run"
    return Table(
        ("who", "deals", "won or winnable", "lost (proved)", "unknown", "share [95% CI]"),
        tuple(rows),
        caption=(
            f"{name}: the solver's committed run ({seeds}{budget}; the interval counts the "
            "unknowns as lost at its lower end and as winnable at its upper end) and the "
            "simple computer player's"
        ),
        numeric=(1, 2, 3, 4, 5),
    )


def winnability_text(game_id: str, options: Mapping[str, OptionValue] | None = None) -> str:
    """What the figures of :func:`winnability_table` say, in a paragraph (Markdown)."""
    from cardlib.patience.advice import deal_key

    w = winnability(game_id, options)
    if not w["n"]:
        return "No solver run of this game is committed yet."
    n, won, unknown, lost = w["n"], w["winnable"], w["unknown"], w["lost"]
    deal = cardlib.new_game(game_id, seed=1, position=None, **(options or {}))
    assert isinstance(deal, PatienceGame)
    hidden = bool(deal.stock_count or any(deal.table.down))
    parts = [
        f"The solver decided {n - unknown:,} of {n:,} seeded deals: {won:,} winnable and "
        f"{lost:,} lost. A deal it calls lost cannot be won by anybody; "
        + (
            "one it calls winnable can be won by a player who knew where every card lies, "
            "which a real player does not."
            if hidden
            else "every card lies face up from the start, so a player sees all that the "
            "solver sees, and a deal it calls winnable can be won by careful play."
        )
    ]
    if unknown:
        budget = f" ({w['budget']} a deal)" if w.get("budget") else ""
        parts.append(
            f"On {plural(unknown, 'deal')} ({fmt_pct(unknown / n)}) "
            f"its budget{budget} ran out, so "
            f"the share of winnable deals is only known to lie between "
            f"{fmt_pct(w['low'])} and {fmt_pct(w['high'])}."
        )
    else:
        parts.append(f"So {fmt_pct(won / n)} of the deals can be won.")
    if w.get("glance"):
        k = w["glance"]
        stock = "even with every stock card at hand, " if deal.stock_count else ""
        if k == lost:
            head = "The lost deal is" if k == 1 else f"All {k:,} lost deals are"
        else:
            head = f"{k:,} of the {lost:,} lost deals {'is' if k == 1 else 'are'}"
        parts.append(
            f"{head} lost at a glance: {stock}some card can never go home, whatever one "
            "plays (the demo's *Winnable?* names such cards), so no search is needed."
        )
    if "greedy_n" in w:
        g = w["greedy_won"] / w["greedy_n"]
        who = "who cannot see face-down cards" if hidden else "who never looks ahead"
        parts.append(f"The simple computer player, {who}, wins {fmt_pct(g)}.")
        if w["both_n"] and w["greedy_only"]:
            parts.append(
                f"Each of its wins is a proof too: {w['greedy_only']:,} of the deals it won "
                f"{'is' if w['greedy_only'] == 1 else 'are'} among those the solver left "
                "undecided, so together the two prove "
                f"{fmt_pct(w['both_won'] / w['both_n'])} of the {w['both_n']:,} deals both "
                "played winnable."
            )
        gap = w["solver_only"] / w["both_n"] if w["both_n"] else 0.0
        luck = " (and for luck with the hidden cards)" if hidden else ""
        if gap > 0 and unknown:
            parts.append(
                f"At least {fmt_pct(gap)} of the deals can be won but are lost by the simple "
                f"computer player: that gap is the room for skill{luck} beyond a simple "
                "strategy, and the true gap is larger by whatever the undecided deals hide."
            )
        elif gap > 0:
            parts.append(
                f"{fmt_pct(gap)} of the deals can be won but are lost by the simple computer "
                "player: "
                f"that gap is the room for skill{luck} beyond a simple strategy."
            )
        elif unknown:
            parts.append(
                "Here the solver's budget is too small to show any gap: what skill adds "
                "beyond the simple strategy is not measured yet."
            )
        else:
            parts.append("The simple computer player wins every deal that can be won.")
    published = PUBLISHED.get(deal_key(game_id, options))
    if published:
        text, value = published
        inside = "inside" if w["low"] <= value <= w["high"] else "outside"
        parts.append(f"A published figure: {text} It lies {inside} this run's interval.")
    else:
        parts.append("We know of no published winnability figure for exactly these rules.")
    return " ".join(parts)


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


def winnability_overview(
    keys: Sequence[tuple[str, Mapping[str, OptionValue] | None]], label: str = ""
) -> Table:
    """One row per game: the solver's share of winnable deals with N, interval and
    undecided deals, beside the greedy (simple computer) player's wins (see
    :func:`winnability`)."""
    rows = []
    for game_id, options in keys:
        w = winnability(game_id, options)
        name = cardlib.new_game(game_id, seed=1, position=None, **(options or {})).info.name
        extra = "".join(f", {k} {v}" for k, v in sorted((options or {}).items()))
        solver = (
            f"{fmt_pct(w['winnable'] / w['n'])} {fmt_interval(w['low'], w['high'], pct=True)}"
            if w["n"]
            else "no run"
        )
        greedy = fmt_pct(w["greedy_won"] / w["greedy_n"]) if "greedy_n" in w else ""
        either = fmt_pct(w["both_won"] / w["both_n"]) if w.get("both_n") else ""
        rows.append((name + extra, f"{w['n']:,}", solver, f"{w['unknown']:,}", greedy, either))
    return Table(
        (
            "game",
            "deals tried",
            "winnable (95 % interval)",
            "undecided",
            "simple computer player wins",
            "proved winnable by either",
        ),
        tuple(rows),
        caption=label or "How often each game can be won",
        numeric=(1, 2, 3, 4, 5),
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
        f"On seeds {lo} to {hi}, which both runs solved, {plural(len(up), 'deal')} that the solver "
        f"left undecided turning one {'was' if len(up) == 1 else 'were'} won turning three: "
        f"with {'it' if len(up) == 1 else 'them'}, at least {_share(won_one, n)} of these "
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


def winnability_section(
    game_id: str, options: Mapping[str, OptionValue] | None = None, n: int = 20
) -> None:
    """The chapter's "How often can it be won?": :func:`winnability_table`, what it means
    (:func:`winnability_text`) and a live sample (:func:`live_sample_table`)."""
    markdown = importlib.import_module("IPython.display").Markdown
    display(winnability_table(game_id, options))
    display(markdown(winnability_text(game_id, options)))
    display(live_sample_table(game_id, n, options=options))
