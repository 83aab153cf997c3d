"""A warband, or a whole league, as one HTML file to read on a phone: no script, no network.

The page is made from the same read of the warband as the printed sheet (app/pdf/view.py) and
the forum text, so all three show the same names, kit and numbers; the league page's table is
`standings` (app/campaign/standings.py), in the league's own order, with the command line's words
(app/league_words.py). Styles are inline, fonts are the system's, rule texts open on tap
(`<details>`), and every name is escaped, so a warrior called `<script>` shows as typed.
One column on a phone; the league table turns into one block per warband on a narrow screen.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING

from app.league_words import event_line
from app.pdf.labels import label, said
from app.pdf.view import SheetView, WarriorView, sheet_view
from rules import catalogue

if TYPE_CHECKING:
    from app.store.repository import Store
    from rules.models import InjuryResult, Lang, Ruleset, Skill, SpecialRule, Spell

_STYLE = """
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;padding:12px;font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,
"Noto Sans","Liberation Sans",Arial,sans-serif;color:#1d1a16;background:#f4efe6;
overflow-wrap:anywhere}
main{max-width:960px;margin:0 auto}
h1{font-size:24px;margin:8px 0}h2{font-size:20px;margin:20px 0 8px}
h3{font-size:18px;margin:0 0 6px}
.card{background:#fff;border:1px solid #b9ab95;border-radius:8px;padding:10px;margin:0 0 12px}
.what{color:#5b5045;margin:0 0 8px}
dl{margin:0}dt{font-weight:bold}dd{margin:0 0 6px}
.facts{display:grid;grid-template-columns:auto 1fr;gap:2px 10px}.facts dd{margin:0}
table{border-collapse:collapse}
table.profile{width:100%;table-layout:fixed;margin:0 0 8px}
.profile th,.profile td{border:1px solid #b9ab95;text-align:center;padding:2px 0;font-size:15px}
.profile th{background:#ece3d3}
.up{font-weight:bold}.down{font-style:italic}.max{background:#e2e2e2}
.xp{display:flex;flex-wrap:wrap;gap:3px;margin:4px 0 8px}
.xp i{width:16px;height:16px;border:1px solid #8a7d6b;background:#fff}
.xp i.a{border:3px solid #1d1a16}.xp i.s{background:#c9bda9}.xp i.x{background:#6d5a43}
details{margin:2px 0}summary{cursor:pointer}details p{margin:4px 0 8px 16px;color:#3a332b}
ul{margin:0;padding-left:20px}
table.league{width:100%}
.league th,.league td{border-bottom:1px solid #b9ab95;padding:4px 6px;text-align:right}
.league th{overflow-wrap:normal}
.league th:nth-child(-n+3),.league td:nth-child(-n+3){text-align:left}
@media (max-width:600px){
.league thead{display:none}
.league,.league tbody,.league tr{display:block}
.league tr{background:#fff;border:1px solid #b9ab95;border-radius:8px;padding:8px;margin:0 0 8px}
.league td{display:inline-block;border:0;padding:0 12px 0 0;text-align:left}
.league td:nth-child(-n+3){display:block;font-weight:bold}
.league td:nth-child(n+4)::before{content:attr(data-h) ": ";font-weight:normal;color:#5b5045}
}
.chart{display:block;width:100%;max-width:720px;height:auto;background:#fff;
border:1px solid #b9ab95;border-radius:8px}
.legend{list-style:none;padding:0;margin:6px 0 12px}
.legend li{display:inline-block;margin:0 14px 4px 0}
@media print{body{background:#fff}.card,details,.chart{break-inside:avoid}
h2,h3{break-after:avoid}.chart{max-width:420px}}
"""

_DIFFICULTY = re.compile(r" \([^()]*\)$")


def _word(key: str, lang: Lang, *args: object) -> str:
    """The page's words that the printed sheet and the league's command line do not have."""
    return catalogue.say(f"html.{key}", lang, *args)


def _e(text: object) -> str:
    """`text` safe inside an element or a quoted attribute."""
    return html.escape(str(text), quote=True)


def rule_texts(ruleset: Ruleset, lang: Lang) -> dict[str, str]:
    """The text of every skill, special rule, spell and injury, by its name in `lang`."""
    texts: dict[str, str] = {}
    injuries = (*ruleset.hero_injuries, *ruleset.henchman_injuries)
    every: list[SpecialRule | Skill | Spell | InjuryResult] = [*ruleset.special_rules.values()]
    every += [*ruleset.skills.values(), *ruleset.spells, *injuries]
    for rule in every:
        texts.setdefault(rule.name.get(lang), rule.text.get(lang))
    return texts


def _tapped(names: Iterable[str], texts: Mapping[str, str]) -> str:
    """Each name, with its rule text under it on tap when the rules have one."""
    out = []
    for name in names:
        text = texts.get(name) or texts.get(_DIFFICULTY.sub("", name))
        if text:
            out.append(f"<details><summary>{_e(name)}</summary><p>{_e(text)}</p></details>")
        else:
            out.append(f"<div>{_e(name)}</div>")
    return "".join(out)


def _profile(warrior: WarriorView) -> str:
    heads = "".join(f"<th>{_e(cell.key)}</th>" for cell in warrior.profile)
    cells = []
    for cell in warrior.profile:
        value = "-" if cell.value is None else cell.text or str(cell.value)
        marks = ["up"] * (cell.delta > 0) + ["down"] * (cell.delta < 0) + ["max"] * cell.at_max
        kind = f' class="{" ".join(marks)}"' if marks else ""
        cells.append(f"<td{kind}>{_e(value)}</td>")
    return f'<table class="profile"><tr>{heads}</tr><tr>{"".join(cells)}</tr></table>'


def _experience(view: SheetView, warrior: WarriorView) -> str:
    """The experience boxes as on the sheet: the starting ones shaded, the earned ones filled,
    the boxes that give an advance drawn thick."""
    if not warrior.gains_experience:
        return ""
    henchmen = warrior.kind == "henchmen"
    total = view.henchman_max_experience if henchmen else view.hero_max_experience
    advances = set(view.henchman_thresholds if henchmen else view.hero_thresholds)
    boxes = []
    for number in range(1, total + 1):
        kinds = "s" if number <= warrior.experience_floor else ""
        if not kinds and number <= warrior.experience:
            kinds = "x"
        if number in advances:
            kinds += " a"
        boxes.append(f'<i class="{kinds.strip()}"></i>' if kinds else "<i></i>")
    caption = f"{_e(label('experience', view.lang))}: {warrior.experience}"
    return f'<div>{caption}</div><div class="xp">{"".join(boxes)}</div>'


def _details(warrior: WarriorView, lang: Lang, texts: Mapping[str, str]) -> str:
    kit = ", ".join(_e(name) for name in warrior.kit)
    save = f"{warrior.save}+" if warrior.save is not None else label("no_save", lang)
    rows = [(label("kit", lang), kit), (label("save", lang), _e(save))]
    if warrior.mount is not None:
        ridden = " ".join(f"{c.key} {c.value}" for c in warrior.mount.profile)
        rows.append((label("mount", lang), f"{_e(warrior.mount.name)} ({_e(ridden)})"))
    spells = "prayers" if warrior.prayers else "spells"
    for key, names in (
        ("skills", warrior.skills),
        (spells, warrior.spells),
        ("mutations", warrior.mutations),
        ("special_rules", warrior.special_rules),
        ("injuries", warrior.injuries),
    ):
        if names:
            rows.append((label(key, lang), _tapped(names, texts)))
    if warrior.games_to_miss:
        rows.append(("", _e(said("misses_games", lang, warrior.games_to_miss))))
    if warrior.notes.strip():
        rows.append((label("warrior_notes", lang), _e(warrior.notes)))
    return "<dl>" + "".join(f"<dt>{_e(k)}</dt><dd>{v}</dd>" for k, v in rows if v) + "</dl>"


def _card(view: SheetView, warrior: WarriorView, owed: int, texts: Mapping[str, str]) -> str:
    what = _e(warrior.type_name)
    if warrior.kind == "henchmen":
        what = f"{warrior.count} × {what}"
    if owed:
        what += f" — <b>{_e(_word('owed', view.lang, owed))}</b>"
    return (
        f'<section class="card"><h3>{_e(warrior.name)}</h3><p class="what">{what}</p>'
        f"{_profile(warrior)}{_experience(view, warrior)}"
        f"{_details(warrior, view.lang, texts)}</section>"
    )


def _facts(view: SheetView) -> str:
    lang = view.lang
    members = str(view.members)
    if view.max_members is not None:
        members = _word("max_members", lang, view.members, view.max_members)
    facts = [
        (label("warband_type", lang), view.type_name),
        (label("rating", lang), str(view.rating)),
        (label("treasury", lang), f"{view.treasury} {label('gc', lang)}"),
        (label("shards", lang), str(view.shards)),
        (label("members", lang), members),
    ]
    rows = "".join(f"<dt>{_e(k)}</dt><dd>{_e(v)}</dd>" for k, v in facts)
    parts = ", ".join(f"{_e(k)} {_e(v)}" for k, v in view.rating_parts)
    return f'<dl class="facts">{rows}</dl><p class="what">{parts}</p>'


def _battles(view: SheetView) -> str:
    if not view.battles:
        return ""
    items = "".join(
        f"<li>{_e(b.date)} · {_e(b.scenario)} · {_e(b.opponent)} · <b>{_e(b.result)}</b>"
        f" · {_e(label('sword_rating', view.lang))} {b.rating}</li>"
        for b in view.battles
    )
    return f"<h3>{_e(label('battles', view.lang))}</h3><ul>{items}</ul>"


def warband_section(
    view: SheetView, owed: Sequence[int], texts: Mapping[str, str], anchor: str = ""
) -> str:
    """One warband: its figures, a card for every warrior, the stash and the battle log.
    `owed`: the advance rolls owed by each warrior, heroes first, then groups, then swords."""
    lang = view.lang
    ident = f' id="{_e(anchor)}"' if anchor else ""
    out = [f"<section{ident}><h2>{_e(view.name)}</h2>", _facts(view)]
    owed_in_order = iter(owed)
    for key, group in (
        ("heroes", view.heroes),
        ("henchmen", view.groups),
        ("hired_swords", view.hired_swords),
    ):
        if group:
            out.append(f"<h3>{_e(label(key, lang))}</h3>")
            out += [_card(view, w, next(owed_in_order, 0), texts) for w in group]
    if view.stash:
        stash = ", ".join(_e(name) for name in view.stash)
        out.append(f"<h3>{_e(label('stash', lang))}</h3><p>{stash}</p>")
    out.append(_battles(view))
    return "".join(out) + "</section>"


def page(title: str, body: str, lang: Lang) -> str:
    """The whole file: one self-contained page, no script and no address outside it."""
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width,initial-scale=1">'
        f"<title>{_e(title)}</title><style>{_STYLE}</style></head>"
        f"<body><main>{body}</main></body></html>\n"
    )


def _warband_parts(store: Store, warband_id: int, lang: Lang) -> tuple[SheetView, list[int]]:
    from app.usecases import advances_owed

    state = store.load(warband_id)
    view = sheet_view(store.ruleset, state, lang=lang, battles=store.battles(warband_id))
    ordered = [w for kind in ("hero", "henchmen", "hired_sword") for w in state.of_kind(kind)]
    return view, [len(advances_owed(store.ruleset, w)) for w in ordered]


def warband_html(store: Store, warband_id: int, lang: Lang = "en") -> str:
    """A stored warband as a page. Raises NotFoundError for an unknown warband."""
    view, owed = _warband_parts(store, warband_id, lang)
    texts = rule_texts(store.ruleset, lang)
    return page(view.name, warband_section(view, owed, texts), lang)


def league_html(store: Store, campaign_id: int, lang: Lang = "en") -> str:
    """A campaign as a page: its standings, its timeline and every warband's roster."""
    import app.usecases as uc
    from app.campaign.head_to_head import head_to_head
    from app.exports.html_league import (
        CHARTS,
        head_to_head_html,
        rating_chart,
        sortable_standings,
    )
    from app.store.repository import NotFoundError
    from app.usecases.statistics import statistics_of

    league = uc.load_league(store, campaign_id)
    table = uc.standings_of(store, campaign_id)
    texts = rule_texts(store.ruleset, lang)
    sections, linked = [], []
    for s in table:
        try:
            view, owed = _warband_parts(store, s.warband_id, lang)
        except NotFoundError:
            continue  # deleted for good: its line in the table stays, unlinked
        back = f'<p><a href="#standings">{_e(_word("back", lang))}</a></p>'
        sections.append(warband_section(view, owed, texts, f"warband-{s.warband_id}") + back)
        linked.append(s.warband_id)
    names = {s.id: s.name for s in store.list_warbands(include_deleted=True)}
    events = [event_line(store.ruleset, e, names, lang) for e in uc.timeline_of(store, campaign_id)]
    timeline = "".join(f"<li>{_e(' '.join(line.split()))}</li>" for line in events)
    order = [s.warband_id for s in table]
    curves = statistics_of(store, campaign_id).warbands
    body = (
        f"<h1>{_e(league.campaign.name)}</h1>{sortable_standings(table, lang, linked)}"
        + head_to_head_html(head_to_head(league), order, names, lang)
        + "".join(rating_chart(curves, lang, figure) for figure in CHARTS)
        + f"<h2>{_e(_word('timeline', lang))}</h2>"
        + (f"<ul>{timeline}</ul>" if events else f"<p>{_e(_word('no_events', lang))}</p>")
        + f"<h2>{_e(_word('warbands', lang))}</h2>"
        + "".join(sections)
    )
    return page(league.campaign.name, body, lang)


__all__ = ["league_html", "page", "rule_texts", "warband_html"]
