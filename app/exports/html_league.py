"""The league page's own parts (app/exports/html_export.py puts them together): the standings
sortable by any column with no script (a radio button per order, CSS shows its table body),
head to head, and the rating of every warband over its battles as an inline SVG chart."""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping, Sequence

from app.campaign.head_to_head import Record
from app.campaign.standings import Standing, sort_standings
from app.campaign.statistics import WarbandCurves
from app.league_words import COLUMNS, column_title, legend
from rules import catalogue
from rules.models import Lang

# Lines of the chart, told apart by colour and dash (a printout in black and white too).
_PALETTE = ("#8c2d19", "#1f5f8b", "#3f7a2c", "#7a4f9a", "#b36b00", "#2b2b2b")
_DASHES = ("", "6 3", "2 3")


def _word(key: str, lang: Lang, **values: object) -> str:
    """The league page's own words (the catalogue's `html_league.*`)."""
    return catalogue.say(f"html_league.{key}", lang, **values)


def _e(text: object) -> str:
    return html.escape(str(text), quote=True)


def _orders() -> list[tuple[str, bool]]:
    """(column, descending) of each order offered: the league's own first, then each column
    (names A to Z, figures the highest first)."""
    columns = [(key, key not in ("warband", "player")) for key, *_ in COLUMNS]
    return [("league", False), *columns]


def _style(orders: Iterable[str]) -> str:
    """The rules that show the body of the order checked and mark its label."""
    shown, marked = [], []
    for key in orders:
        shown.append(f"#s-{key}:checked~table.league tbody.by-{key}")
        marked.append(f"#s-{key}:checked~.sorts label[for=s-{key}]")
    return (
        "<style>input.sort{position:absolute;opacity:0;width:1px;height:1px}"
        ".sorts label{display:inline-block;padding:4px 10px;margin:0 6px 6px 0;"
        "border:1px solid #b9ab95;border-radius:14px;background:#fff;cursor:pointer}"
        "table.league tbody{display:none}"
        f"{','.join(shown)}{{display:table-row-group}}"
        f"{','.join(marked)}{{background:#1d1a16;color:#fff}}"
        f"@media (max-width:600px){{{','.join(shown)}{{display:block}}}}"
        "@media print{.sorts{display:none}}</style>"
    )


def sortable_standings(table: Sequence[Standing], lang: Lang, linked: Iterable[int] = ()) -> str:
    """The league table, in the league's order first; a row of labels re-sorts it by any
    column. Each row keeps its place in the league (the # column)."""
    retired = catalogue.say("league.retired_mark", lang)
    heads = [(key, column_title(key, lang)) for key, _ in COLUMNS]
    places = {s.warband_id: n for n, s in enumerate(table, 1)}
    shown = set(linked)
    orders = _orders()
    inputs = "".join(
        f'<input type="radio" name="sort" class="sort" id="s-{key}"'
        f"{' checked' if key == 'league' else ''}>"
        for key, _ in orders
    )
    titles = dict(heads) | {"league": _word("league_order", lang)}
    labels = "".join(f'<label for="s-{key}">{_e(titles[key])}</label>' for key, _ in orders)
    bodies = []
    for key, descending in orders:
        ordered = table if key == "league" else sort_standings(table, key, descending=descending)
        rows = "".join(_row(s, places[s.warband_id], heads, shown, retired) for s in ordered)
        bodies.append(f'<tbody class="by-{key}">{rows}</tbody>')
    head = "<th>#</th>" + "".join(f"<th>{_e(title)}</th>" for _, title in heads)
    return (
        f'{_style(key for key, _ in orders)}<h2 id="standings">{_e(_word("standings", lang))}</h2>'
        f'{inputs}<p class="sorts">{_e(_word("sort_by", lang))} {labels}</p>'
        f'<table class="league"><thead><tr>{head}</tr></thead>{"".join(bodies)}</table>'
        f'<p class="what">{_e(legend(lang))}</p>'
    )


def _row(
    s: Standing, place: int, heads: list[tuple[str, str]], linked: set[int], retired: str
) -> str:
    cells = [f"<td>{place}</td>"]
    for key, title in heads:
        value = _e(getattr(s, key))
        if key == "warband":
            value += retired * s.retired
            if s.warband_id in linked:
                value = f'<a href="#warband-{s.warband_id}">{value}</a>'
        cells.append(f'<td data-h="{_e(title)}">{value}</td>')
    return f"<tr>{''.join(cells)}</tr>"


def head_to_head_html(
    records: Mapping[int, Sequence[Record]],
    order: Sequence[int],
    names: Mapping[int, str],
    lang: Lang,
) -> str:
    """Each warband (in the league's order) opens to its results against every opponent."""
    parts = [f'<h2 id="head-to-head">{_e(_word("head_to_head", lang))}</h2>']
    met = [warband for warband in order if records.get(warband)]
    if not met:
        return parts[0] + f"<p>{_e(_word('no_matches', lang))}</p>"
    for warband in met:
        lines = "".join(
            f"<li>{_e(names.get(r.opponent_id, '?'))}: "
            f"{_e(_word('record', lang, won=r.won, drawn=r.drawn, lost=r.lost))}</li>"
            for r in records[warband]
        )
        parts.append(
            f"<details><summary>{_e(names.get(warband, '?'))}</summary><ul>{lines}</ul></details>"
        )
    return "".join(parts)


CHARTS = ("rating", "treasury", "shards")  # the Statistics tab's curves of every warband


def rating_chart(curves: Sequence[WarbandCurves], lang: Lang, figure: str = "rating") -> str:
    """Every warband's `figure` (rating, treasury or shards) after each of its battles, as
    lines on one inline SVG chart with a legend in the page's text (its size and language
    as the page's)."""
    series = [(c.name, getattr(c, figure)) for c in curves]
    drawn = [(name, points) for name, points in series if len(points) > 1]
    key = f"{figure}_chart"
    title = f'<h2 id="{figure}-chart">{_e(_word(key, lang))}</h2>'
    if not drawn:
        return title + f"<p>{_e(_word('no_battles', lang))}</p>"
    width, height, left, bottom = 360, 220, 44, 28
    last = max(x for _, points in drawn for x, _ in points) or 1
    values = [y for _, points in drawn for _, y in points]
    low, high = min(values), max(values)
    span = (high - low) or 1

    def at(x: int, y: int) -> str:
        px = left + (width - left - 8) * x / last
        py = 8 + (height - bottom - 8) * (high - y) / span
        return f"{px:.1f},{py:.1f}"

    lines, legend = [], []
    for n, (name, curve) in enumerate(drawn):
        colour, dash = _PALETTE[n % len(_PALETTE)], _DASHES[n // len(_PALETTE) % len(_DASHES)]
        points = " ".join(at(x, y) for x, y in curve)
        dashed = f' stroke-dasharray="{dash}"' if dash else ""
        lines.append(
            f'<polyline fill="none" stroke="{colour}" stroke-width="2.5"{dashed} '
            f'points="{points}"/>'
        )
        legend.append(
            f'<li><svg width="28" height="10" aria-hidden="true"><line x1="0" y1="5" x2="28" '
            f'y2="5" stroke="{colour}" stroke-width="3"{dashed}/></svg> {_e(name)}</li>'
        )
    axes = (
        f'<line x1="{left}" y1="{height - bottom}" x2="{width - 8}" y2="{height - bottom}" '
        f'stroke="#5b5045"/><line x1="{left}" y1="8" x2="{left}" y2="{height - bottom}" '
        f'stroke="#5b5045"/>'
        f'<text x="{left - 4}" y="16" text-anchor="end">{high}</text>'
        f'<text x="{left - 4}" y="{height - bottom}" text-anchor="end">{low}</text>'
        f'<text x="{width - 8}" y="{height - 6}" text-anchor="end">'
        f"{_e(_word('battle', lang))} {last}</text>"
    )
    svg = (
        f'<svg class="chart" viewBox="0 0 {width} {height}" role="img" '
        f'aria-label="{_e(_word(key, lang))}" font-size="14" fill="#1d1a16">'
        f"{axes}{''.join(lines)}</svg>"
    )
    return title + svg + f'<ul class="legend">{"".join(legend)}</ul>'


__all__ = ["CHARTS", "head_to_head_html", "rating_chart", "sortable_standings"]
