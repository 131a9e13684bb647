"""Small tables for the rulebook: rank orders, game options, simulation summaries.

A :class:`Table` is plain data (a header, rows of text, a caption). It shows itself as an
HTML table in a notebook (``_repr_html_``) and as aligned plain text elsewhere (``str``),
so a book page and a command-line script print the same figures.

>>> t = Table(("rank", "beats"), (("A", "12 ranks"), ("2", "none")), caption="War")
>>> print(t)
War
rank  beats
----  --------
A     12 ranks
2     none
>>> "<th>rank</th>" in t._repr_html_()
True
"""

from __future__ import annotations

import statistics
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from html import escape
from typing import Protocol

from cardlib.cards import Card, Rank
from cardlib.game import GameInfo, OptionValue
from cardlib.stats import mean_interval, wilson_interval

__all__ = [
    "Table",
    "WarResultLike",
    "cards_text",
    "fmt_interval",
    "fmt_pct",
    "options_table",
    "plural",
    "rank_order_table",
    "rules_table",
    "war_summary_table",
]


@dataclass(frozen=True)
class Table:
    """A small table of text cells with an optional caption.

    ``numeric`` lists the columns (by position) to align right.
    """

    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    caption: str = ""
    numeric: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        for row in self.rows:
            if len(row) != len(self.header):
                raise ValueError(f"row {row!r} has {len(row)} cells, expected {len(self.header)}")

    def _repr_html_(self) -> str:
        def cell(tag: str, i: int, text: str) -> str:
            style = ' style="text-align:right"' if i in self.numeric else ""
            return f"<{tag}{style}>{escape(text)}</{tag}>"

        head = "".join(cell("th", i, h) for i, h in enumerate(self.header))
        body = "".join(
            "<tr>" + "".join(cell("td", i, c) for i, c in enumerate(row)) + "</tr>"
            for row in self.rows
        )
        cap = f"<caption>{escape(self.caption)}</caption>" if self.caption else ""
        return (
            f'<table class="cardlib-table table">{cap}<thead><tr>{head}</tr></thead>'
            f"<tbody>{body}</tbody></table>"
        )

    def __str__(self) -> str:
        widths = [
            max(len(self.header[i]), *(len(r[i]) for r in self.rows))
            if self.rows
            else len(self.header[i])
            for i in range(len(self.header))
        ]

        def line(cells: Sequence[str]) -> str:
            parts = [
                c.rjust(w) if i in self.numeric else c.ljust(w)
                for i, (c, w) in enumerate(zip(cells, widths, strict=True))
            ]
            return "  ".join(parts).rstrip()

        out = [self.caption] if self.caption else []
        out.append(line(self.header))
        out.append("  ".join("-" * w for w in widths))
        out.extend(line(r) for r in self.rows)
        return "\n".join(out)

    def __repr__(self) -> str:
        return str(self)


def fmt_pct(p: float, digits: int = 1) -> str:
    """A proportion as a percentage: ``fmt_pct(0.1234) == '12.3%'``."""
    return f"{100 * p:.{digits}f}%"


def plural(count: int, noun: str) -> str:
    """A count and its noun, the noun with an ``s`` unless the count is one:
    ``plural(1, "deal") == '1 deal'``, ``plural(1200, "move") == '1,200 moves'``."""
    return f"{count:,} {noun}" if count == 1 else f"{count:,} {noun}s"


def fmt_interval(low: float, high: float, *, pct: bool = False, digits: int = 1) -> str:
    """An interval as text: ``'[1.2, 3.4]'``, or in percent with ``pct=True``.

    >>> fmt_interval(0.1, 0.25, pct=True)
    '[10.0%, 25.0%]'
    """
    if pct:
        return f"[{fmt_pct(low, digits)}, {fmt_pct(high, digits)}]"
    return f"[{low:,.{digits}f}, {high:,.{digits}f}]"


def cards_text(cards: Iterable[Card], *, ranks_only: bool = False) -> str:
    """Cards as text, top first: ``'9♥ 2♣ K♦'`` (or ``'9 2 K'`` with ``ranks_only``)."""
    return " ".join(str(c.rank) if ranks_only else str(c) for c in cards) or "(empty)"


def rank_order_table(order: Sequence[Rank], caption: str = "") -> Table:
    """A rank order (highest first) as a table: position, index, name, ranks it beats.

    >>> from cardlib.cards import ACE_HIGH
    >>> rank_order_table(ACE_HIGH).rows[0]
    ('1', 'A', 'ace', '12')
    """
    n = len(order)
    rows = tuple((str(i + 1), r.symbol, r.label, str(n - 1 - i)) for i, r in enumerate(order))
    return Table(("place", "rank", "name", "ranks it beats"), rows, caption, numeric=(0, 3))


def _value_text(value: OptionValue) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def options_table(info: GameInfo) -> Table:
    """A game's documented options: name, default, accepted values, meaning."""
    rows = []
    for o in info.options:
        if o.choices:
            accepted = ", ".join(_value_text(c) for c in o.choices)
        elif isinstance(o.default, bool):
            accepted = "true, false"
        elif o.minimum is not None:
            accepted = f"any whole number ≥ {o.minimum}"
        elif isinstance(o.default, str):
            accepted = "as the meaning says"  # free text, such as a number or a word
        else:
            accepted = f"any {type(o.default).__name__}"
        rows.append((o.name, _value_text(o.default), accepted, o.doc))
    return Table(
        ("option", "default", "values", "meaning"),
        tuple(rows),
        caption=f"Options of {info.name} (id {info.id!r})",
    )


def _number_range(values: tuple[OptionValue, ...]) -> str:
    """ "any number from A to B" when ``values`` are four or more consecutive numbers."""
    numbers = sorted(v for v in values if isinstance(v, int) and not isinstance(v, bool))
    consecutive = numbers == list(range(numbers[0], numbers[-1] + 1)) if numbers else False
    if len(numbers) > 3 and len(numbers) == len(values) and consecutive:
        return f"any number from {numbers[0]} to {numbers[-1]}"
    return ""


def rules_table(info: GameInfo, caption: str = "") -> Table:
    """A game's options as a player reads them: the rule, what this book plays, and what
    else you may play, in words (:attr:`Option.rule`, :meth:`Option.value_words`).

    >>> from cardlib.game import Option
    >>> info = GameInfo("g", "G", "g", "2", "1", "", (Option("n", 1, "cards down",
    ...     minimum=0, rule="Cards face down in a war", other="any number"),))
    >>> print(rules_table(info))
    The rules you may change in G
    rule                      this book plays  you may also play
    ------------------------  ---------------  -----------------
    Cards face down in a war  1                any number
    """
    rows = []
    for o in info.options:
        rest = tuple(c for c in o.choices if c != o.default)
        others = _number_range(o.choices) or _number_range(rest)
        if not others and o.choices:
            others = "; ".join(o.value_words(c) for c in rest)
        elif not others and isinstance(o.default, bool):
            others = o.value_words(not o.default)
        elif not others:
            others = o.other or (
                f"any number from {o.minimum}" if o.minimum is not None else "any value"
            )
        rule = o.rule or o.doc[:1].upper() + o.doc[1:]
        rows.append((rule, o.value_words(o.default), others))
    return Table(
        ("rule", "this book plays", "you may also play"),
        tuple(rows),
        caption=caption or f"The rules you may change in {info.name}",
    )


class WarResultLike(Protocol):
    """What :func:`war_summary_table` reads from a simulated game (``cardlib.war.WarResult``)."""

    @property
    def battles(self) -> int: ...
    @property
    def wars(self) -> int: ...
    @property
    def cycled(self) -> bool: ...
    @property
    def capped(self) -> bool: ...


def war_summary_table(
    runs: Mapping[str, Sequence[WarResultLike]],
    caption: str = "",
    unchecked: Collection[str] = (),
) -> Table:
    """One row per rule set, in a player's words: games, average length in battles with a
    95 % interval, median length, average wars per game, share of games with a war, share
    stopped by a repeated position (with a Wilson 95 % interval) and share stopped by the
    battle cap.

    ``runs`` maps a label to the results of ``cardlib.war.simulate_many``; ``unchecked``
    lists the labels whose games ran without cycle detection (``collection_order =
    "random"``), shown as "not checked" rather than as 0 %.
    """
    rows = []
    for label, results in runs.items():
        n = len(results)
        if n < 2:
            raise ValueError(f"{label}: need at least two games, got {n}")
        lengths = [r.battles for r in results]
        mean, lo, hi = mean_interval(lengths)
        cycled = sum(r.cycled for r in results)
        c_lo, c_hi = wilson_interval(cycled, n)
        rows.append(
            (
                label,
                f"{n:,}",
                f"{mean:,.1f} {fmt_interval(lo, hi)}",
                f"{statistics.median(lengths):,.1f}",
                f"{statistics.fmean(r.wars for r in results):,.1f}",
                fmt_pct(sum(r.wars > 0 for r in results) / n),
                "not checked"
                if label in unchecked
                else f"{fmt_pct(cycled / n, 2)} {fmt_interval(c_lo, c_hi, pct=True, digits=2)}",
                fmt_pct(sum(r.capped for r in results) / n),
            )
        )
    return Table(
        (
            "rules",
            "games",
            "average battles [95% interval]",
            "median battles",
            "wars per game",
            "games with a war",
            "stopped by a repeat [95% interval]",
            "stopped at the cap",
        ),
        tuple(rows),
        caption,
        numeric=(1, 2, 3, 4, 5),
    )
