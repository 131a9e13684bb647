"""The frame every classroom printable shares: one A4 page style that also fits US Letter,
the page, tables, lines to write on, and the :class:`Printable` record."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from html import escape

__all__ = ["Printable", "lines_to_write", "page_html", "plural", "table_html"]

_FOOTER = "The Playable Rulebook: printed from the rules the book's demos play"

# A4 with margins that also fit US Letter: the text block is 180 mm by 265 mm, inside
# Letter's 215.9 x 279.4 mm page when a printer centres the A4 page on it.
_CSS = """
@page { size: A4; margin: 16mm 15mm; }
* { box-sizing: border-box; }
body { font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif; color: #000;
  background: #fff; font-size: 10pt; line-height: 1.3; margin: 0; max-width: 180mm; }
h1 { font-size: 16pt; margin: 0 0 1mm; border-bottom: 2pt solid #000; }
h2 { font-size: 11pt; margin: 4mm 0 1mm; break-after: avoid; }
p { margin: 1mm 0; }
.name { margin: 2mm 0 3mm; }
table { border-collapse: collapse; margin: 1mm 0 2mm; }
th, td { border: .8pt solid #000; padding: .5mm 1.5mm; text-align: center; }
th { font-weight: bold; }
caption { caption-side: top; text-align: left; font-weight: bold; padding-bottom: 1mm; }
td.box { width: 11mm; height: 10mm; padding: 0; vertical-align: bottom; text-align: right; }
td.box small { font-size: 6pt; padding-right: .6mm; }
td.wide { width: 22mm; }
td.gap { border-left-width: 2.2pt; }
td.cell, th.cell { width: 15mm; height: 12mm; font-size: 13pt; }
table.sums, table.position, table.choices, table.coach { width: 100%; }
table.choices td { height: 10mm; }
th[scope=row] { white-space: nowrap; }
ol { margin: 1mm 0; padding-left: 6mm; }
ol li { margin-bottom: 1mm; }
.lines { border-bottom: .8pt solid #000; height: 7mm; }
.dice { font-size: 20pt; letter-spacing: .3em; font-weight: bold; }
.reminder { border: 1.2pt solid #000; padding: 1.5mm 3mm; margin-top: 3mm; }
.reminder p { margin: .5mm 0; }
.key { break-before: page; }
.deal { display: grid; grid-template-columns: 102mm 1fr; gap: 4mm; align-items: start; }
table.stacks { width: 100%; margin: 0; }
table.stacks td, table.stacks th { height: 6.1mm; padding: 0 1.2mm; }
table.stacks td.card { font-size: 13pt; font-weight: bold; text-align: left; width: 13mm;
  white-space: nowrap; }
table.stacks td.words { text-align: left; font-size: 8.5pt; border-left-style: none;
  white-space: nowrap; }
table.stacks td.card { border-right-style: none; }
table.stacks th.n { width: 9mm; }
.result { border: 2pt solid #000; padding: 1mm 2.5mm; margin-bottom: 2mm; }
.result h2, .write h2 { margin-top: 1mm; }
.deal .reminder { font-size: 8.5pt; line-height: 1.25; margin-top: 2mm; padding: 1mm 2.5mm; }
.result p.big { font-size: 13pt; font-weight: bold; }
.write p { margin: 2mm 0 .5mm; }
tr.best td { font-weight: bold; }
@media screen { .scroll { overflow-x: auto; max-width: 100%; } }
@media screen and (max-width: 190mm) { .deal, .questions { display: block; } }
.question { break-inside: avoid; margin: 0 0 2.5mm; }
.question h2 { font-size: 10.5pt; margin: 2mm 0 1mm; }
.question h2 small { font-weight: normal; font-style: italic; font-size: 8.5pt; }
.questions { display: grid; grid-template-columns: 1fr 1fr; gap: 0 5mm; }
.picture { zoom: .66; }
ul.choices { list-style: none; padding: 0; margin: 1mm 0; display: flex; flex-wrap: wrap;
  gap: 1mm 6mm; }
ul.choices li { display: flex; align-items: center; gap: 1.5mm; }
.tick { display: inline-block; width: 4mm; height: 4mm; border: .9pt solid #000; }
ol.answers li { margin-bottom: 2mm; }
ol.keyed p.q { font-weight: bold; margin-top: 2mm; }
footer { margin-top: 3mm; font-size: 7.5pt; border-top: .6pt solid #000; padding-top: 1mm; }
"""


@dataclass(frozen=True)
class Printable:
    """One printable: its file name (without ``.pdf``), title, what it is for, its pages."""

    name: str
    title: str
    purpose: str
    pages: int
    html: Callable[[], str]


# ----- html helpers ----------------------------------------------------------------------------
def page_html(title: str, body: list[str], game: str = "Solitaire Dice") -> str:
    return "\n".join(
        [
            "<!DOCTYPE html>",
            f'<html lang="en"><head><meta charset="utf-8"><title>{escape(title)}</title>'
            # The site's icon (the pages sit in printables/ beside _static/), so a browser
            # showing a page does not ask for /favicon.ico.
            '<link rel="icon" href="../_static/favicon.svg">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<style>{_CSS}</style></head><body><main>",
            *(wrap_tables(part) for part in body),
            f"</main><footer>{escape(game)} · {escape(_FOOTER)}</footer></body></html>",
        ]
    )


def wrap_tables(html: str) -> str:
    """On a narrow screen a wide table scrolls in its own box (it prints whole on paper)."""
    html = html.replace("<table ", '<div class="scroll" tabindex="0"><table ')
    return html.replace("</table>", "</table></div>")


def table_html(caption: str, header: list[str], rows: list[list[str]], cls: str = "") -> str:
    """A table whose cells are already HTML (the caller escapes text)."""
    out = [f'<table class="{cls}"><caption>{escape(caption)}</caption><thead><tr>']
    out += [f'<th scope="col">{h}</th>' for h in header]
    out.append("</tr></thead><tbody>")
    for row in rows:
        out.append("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>")
    out.append("</tbody></table>")
    return "".join(out)


def lines_to_write(n: int) -> str:
    return "".join('<div class="lines"></div>' for _ in range(n))


def plural(n: int, word: str) -> str:
    """``word`` in the plural unless ``n`` is 1 (the number itself is printed apart)."""
    return word if n == 1 else word + "s"
