"""The league page for phones (#29): standings sortable with no script, head to head, the
rating chart; measured in headless Chromium at 390 px (sorting by a tap on a label, no text
under 14 px) and for a club's league of 12 warbands and 200 matches (at most 2 MB)."""

from __future__ import annotations

import html
import random
import re
import time
from pathlib import Path

import pytest

import app.usecases as uc
from app.campaign.head_to_head import Record, head_to_head
from app.campaign.league import Campaign, League, Match, Side
from app.exports.html_export import league_html
from app.plumbing.context import open_store
from app.store.repository import Store
from app.usecases.league import MatchReport
from app.usecases.transfer import duplicate_warband
from tests.app.test_html_export import _chromium, _no_script_no_network


def _match(n: int, *sides: tuple[int, str]) -> Match:
    return Match(n, "2026-09-01", "", "", tuple(Side(w, r, 100, None) for w, r in sides), ())


def test_head_to_head_counts_each_pair_of_sides_once() -> None:
    league = League(
        Campaign(1, "Autumn", "2026-09-01", (), ()),
        (),
        (),
        (
            _match(1, (1, "won"), (2, "lost")),
            _match(2, (1, "draw"), (2, "draw")),
            _match(3, (2, "won"), (1, "lost")),
            _match(4, (1, "won"), (2, "lost")),
            _match(5, (3, "won"), (1, "lost"), (2, "lost")),  # multiplayer: 1 and 2 no result
        ),
    )
    found = head_to_head(league)
    assert found[1] == [Record(2, 2, 1, 1), Record(3, 0, 0, 1)]
    assert found[2] == [Record(1, 1, 1, 2), Record(3, 0, 0, 1)]
    assert found[3] == [Record(1, 1, 0, 0), Record(2, 1, 0, 0)]


def club(store: Store, warbands: int = 12, matches: int = 200) -> int:
    """A club's campaign: the demo's warbands and new ones up to `warbands`, each entered for
    its player, and `matches` matches between random pairs (a few of three sides)."""
    ids = [s.id for s in store.list_warbands()]
    demo = list(ids)
    while len(ids) < warbands:  # whole rosters: copies of the demo's, under new names
        n = len(ids)
        copy = duplicate_warband(store, demo[n % len(demo)], f"Club warband {n}")
        ids.append(copy.warband_id)
    campaign = uc.create_campaign(store, "Club league", "2026-01-01").campaign_id
    for n, warband in enumerate(ids):
        uc.add_player(store, campaign, f"Player {n}")
        uc.enter_warband(store, campaign, f"Player {n}", warband, "2026-01-01")
    dice = random.Random(29)
    for n in range(matches):
        sides = dice.sample(ids, 3 if n % 10 == 0 else 2)
        winner = None if n % 7 == 0 else sides[0]
        day = f"2026-{1 + n // 20:02d}-{1 + n % 20:02d}"
        uc.record_match(store, campaign, MatchReport(sides, winner, day))
    return campaign


@pytest.fixture
def demo(demo_copy: Path):
    store = open_store(demo_copy)
    yield store
    store.database.close()


_SORT_PROBE = """<!DOCTYPE html><html><body style="margin:0">
<iframe id="f" style="width:{width}px;height:844px;border:0" srcdoc="{page}"></iframe>
<script>document.getElementById("f").onload = function () {{
  var doc = this.contentDocument, win = this.contentWindow;
  var label = doc.querySelector('label[for="s-{key}"]');
  if (label) label.click();
  var names = [];
  doc.querySelectorAll("table.league tbody").forEach(function (body) {{
    if (win.getComputedStyle(body).display === "none") return;
    body.querySelectorAll("tr").forEach(function (row) {{
      names.push(row.children[1].textContent.trim());
    }});
  }});
  var smallest = 1000;
  doc.querySelectorAll("body *").forEach(function (e) {{
    var own = Array.prototype.some.call(e.childNodes, function (n) {{
      return n.nodeType === 3 && n.textContent.trim();
    }});
    var box = e.getBoundingClientRect();
    var size = parseFloat(win.getComputedStyle(e).fontSize);
    if (own && box.width > 0) smallest = Math.min(smallest, size);
  }});
  var p = document.createElement("pre");
  p.id = "probe";
  p.textContent = JSON.stringify({{names: names, smallest: smallest,
    scroll: doc.documentElement.scrollWidth, shown: doc.documentElement.clientWidth}});
  document.body.appendChild(p);
}};</script></body></html>"""


def sorted_in_chromium(page: str, key: str, width: int, tmp_path: Path) -> dict[str, object]:
    import json

    probed = tmp_path / f"sort-{key}-{width}.html"
    probed.write_text(
        _SORT_PROBE.format(width=width, key=key, page=html.escape(page)), encoding="utf-8"
    )
    dom = _chromium(
        "--window-size=1366,900",
        "--virtual-time-budget=5000",
        "--dump-dom",
        probed.as_uri(),
        user_data=tmp_path / f"c-{key}-{width}",
    )
    found = re.search(r'<pre id="probe">(.*?)</pre>', dom, re.S)
    assert found, dom[-500:]
    return dict(json.loads(html.unescape(found[1])))


@pytest.mark.parametrize("width", [390, 1366])
def test_a_tap_on_a_label_sorts_the_standings_without_script(
    demo: Store, tmp_path: Path, width: int
) -> None:
    campaign = club(demo, warbands=6, matches=20)
    page = league_html(demo, campaign, "en")
    _no_script_no_network(page)
    table = uc.standings_of(demo, campaign)
    league_order = [s.warband for s in table]
    by_rating = [s.warband for s in sorted(table, key=lambda s: -s.rating)]
    assert by_rating != league_order  # the test can tell the orders apart
    shown = sorted_in_chromium(page, "league", width, tmp_path)
    assert shown["names"] == league_order  # one body shown: the league's order
    shown = sorted_in_chromium(page, "rating", width, tmp_path)
    ratings = {s.warband: s.rating for s in table}
    assert [ratings[n] for n in shown["names"]] == sorted(ratings.values(), reverse=True)
    assert sorted(shown["names"]) == sorted(league_order)
    assert shown["smallest"] >= 14  # no text under 14 px
    assert shown["scroll"] <= shown["shown"]  # no sideways scrolling


def test_the_league_page_has_head_to_head_and_the_rating_chart(demo: Store) -> None:
    campaign = club(demo, warbands=4, matches=6)
    page = league_html(demo, campaign, "ru")
    assert "Личные встречи" in page and "Рейтинг по битвам" in page
    names = {s.warband_id: s.warband for s in uc.standings_of(demo, campaign)}
    for warband, records in head_to_head(uc.load_league(demo, campaign)).items():
        summary = f"<summary>{html.escape(names[warband])}</summary>"
        assert summary in page
        for record in records:
            assert f"побед: {record.won}, ничьих: {record.drawn}, поражений: {record.lost}" in page


def test_a_clubs_league_of_12_warbands_and_200_matches_fits_in_2_mb(demo: Store) -> None:
    campaign = club(demo)
    started = time.perf_counter()
    page = league_html(demo, campaign, "en")
    took = time.perf_counter() - started
    size = len(page.encode("utf-8"))
    print(f"12 warbands, 200 matches: {size / 1e6:.2f} MB in {took:.2f} s")
    assert size <= 2_000_000
    assert page.count('<section class="warband"') == 12 or page.count('id="warband-') == 12


def test_the_rating_chart_draws_a_line_a_warband_with_its_name_in_the_legend() -> None:
    from app.campaign.statistics import WarbandCurves
    from app.exports.html_league import rating_chart

    curves = [
        WarbandCurves(1, "Grey <Wolves>", ((0, 83), (1, 90), (2, 101)), (), (), ()),
        WarbandCurves(2, "Rats", ((0, 120), (1, 118)), (), (), ()),
        WarbandCurves(3, "Not yet fought", ((0, 70),), (), (), ()),
    ]
    svg = rating_chart(curves, "en")
    assert svg.count("<polyline") == 2  # a warband with no battle has no line
    assert "Grey &lt;Wolves&gt;" in svg and "Not yet fought" not in svg
    assert ">120</text>" in svg and ">83</text>" in svg  # the scale: highest and lowest
    assert "battle 2" in svg
    assert "Рейтинг по битвам" in rating_chart(curves, "ru")


def test_the_treasury_and_wyrdstone_charts_follow_their_own_figures() -> None:
    from app.campaign.statistics import WarbandCurves
    from app.exports.html_league import CHARTS, rating_chart

    curves = [WarbandCurves(1, "Wolves", ((0, 83), (1, 90)), ((0, 164), (1, 217)), ((0, 2),), ())]
    treasury = rating_chart(curves, "en", "treasury")
    assert "Treasury over the battles" in treasury and ">217</text>" in treasury
    assert ">90</text>" not in treasury
    assert "No battle logged" in rating_chart(curves, "en", "shards")  # one point: no line
    assert CHARTS == ("rating", "treasury", "shards")
