"""export-html: a warband or a league as one page for phones, with no script and no network;
every warrior present, the words in the page's language, names kept as text; the league's
table the same as `standings` prints; and, in headless Chromium, no sideways scrolling at a
phone's 390 px."""

from __future__ import annotations

import html
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from app.command_line.cli import main
from app.exports.html_export import league_html, warband_html
from app.pdf.labels import label
from app.plumbing.context import open_store
from app.store.repository import Store

LANGS = ("en", "ru")
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


@pytest.fixture
def demo(demo_copy: Path):
    store = open_store(demo_copy)
    yield store
    store.database.close()


def _texts(page: str) -> str:
    """The page's visible text, roughly: tags dropped, entities read."""
    return html.unescape(re.sub(r"<[^>]+>", " ", page))


def _no_script_no_network(page: str) -> None:
    assert "<script" not in page.casefold()
    assert "http" not in page.casefold()
    assert not any(re.search(r"\son\w+=", tag) for tag in re.findall(r"<[^>]*>", page))
    assert "@import" not in page and "url(" not in page


@pytest.mark.parametrize("lang", LANGS)
def test_every_demo_warband_whole_in_both_languages(demo: Store, lang: str) -> None:
    for summary in demo.list_warbands():
        page = warband_html(demo, summary.id, lang)  # type: ignore[arg-type]
        _no_script_no_network(page)
        state = demo.load(summary.id)
        text = _texts(page)
        assert state.warriors
        for warrior in state.warriors:
            assert warrior.name in text
        for key in ("rating", "treasury", "shards", "experience", "save"):
            assert label(key, lang) in text  # type: ignore[arg-type]
        assert f'<html lang="{lang}">' in page
    if lang == "ru":
        assert "Защита доспехами" in text and "Armour save" not in text


def test_a_name_that_looks_like_markup_stays_text(demo: Store) -> None:
    import app.usecases as uc

    warband = demo.list_warbands()[0].id
    hero = demo.load(warband).of_kind("hero")[0]
    uc.rename_warrior(demo, warband, hero.id, '<script>alert("x")</script>')
    page = warband_html(demo, warband)
    _no_script_no_network(page)
    assert "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;" in page


def _league(db: str, capsys: pytest.CaptureFixture[str]) -> str:
    """The demo's four warbands in a league with two matches; its `standings` lines."""

    def run(*args: str) -> str:
        assert main(["--db", db, *args]) == 0
        return capsys.readouterr().out

    run("campaign", "new", "Autumn", "--start", "2026-09-01")
    for player, warband in (("Anna", "1"), ("Boris", "2"), ("Clara", "3"), ("Dora", "4")):
        run("campaign", "player", player)
        run("campaign", "enter", player, warband, "--date", "2026-09-01")
    run("match", "add", "1", "2", "--winner", "2", "--date", "2026-09-08")
    run("match", "add", "3", "4", "--draw", "--date", "2026-09-10")
    return run("standings")


def test_the_league_page_shows_the_standings_of_the_command_line(
    demo_copy: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    standings = _league(str(demo_copy), capsys).splitlines()[1:-1]
    out = tmp_path / "league.html"
    assert main(["--db", str(demo_copy), "export-html", "--campaign", "Autumn", str(out)]) == 0
    page = out.read_text(encoding="utf-8")
    _no_script_no_network(page)
    table_html = page.split('<table class="league">')[1].split("</table>")[0]
    league = table_html.split('<tbody class="by-league">')[1].split("</tbody>")[0]
    rows = re.findall(r"<tr>(<td>.*?)</tr>", league)
    table = [[_texts(cell).strip() for cell in re.findall(r"<td.*?</td>", row)] for row in rows]
    assert [line.split()[0] for line in standings] == [row[0] for row in table]
    for line, row in zip(standings, table, strict=True):  # the line: fixed-width columns
        number, warband, player, figures = line[:3], line[4:28], line[29:41], line[42:]
        assert row[0] == number.strip() and row[2] == player.strip()
        assert row[1].startswith(warband.strip())  # the line cuts a long name
        assert row[3:] == figures.split()
    for number in (1, 2, 3, 4):
        assert f'href="#warband-{number}"' in page and f'id="warband-{number}"' in page
    assert len(page.encode("utf-8")) < 2_000_000


def test_the_command_writes_a_warband_and_refuses_nothing_named(
    demo_copy: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "wolves.html"
    args = ["--db", str(demo_copy), "export-html", "1", str(out), "--lang", "ru"]
    assert main(args) == 0
    assert "Защита доспехами" in out.read_text(encoding="utf-8")
    capsys.readouterr()
    assert main(["--db", str(demo_copy), "export-html", str(tmp_path / "x.html")]) != 0
    err = capsys.readouterr().err
    assert "--campaign" in err and "Traceback" not in err and len(err.splitlines()) == 1
    assert not (tmp_path / "x.html").exists()


# --- rendered in headless Chromium -----------------------------------------------------------

# The page is measured in a frame `width` px wide (a headless window is at least 500 px wide):
# a probe beside the frame, never in the file, writes the width the page takes.
_PROBE = """<!DOCTYPE html><html><body style="margin:0">
<iframe id="f" style="width:{width}px;height:844px;border:0" srcdoc="{page}"></iframe>
<script>document.getElementById("f").onload = function () {{
  var root = this.contentDocument.documentElement;
  document.body.insertAdjacentHTML("beforeend",
    '<p id="probe">' + root.scrollWidth + " " + root.clientWidth + " " +
    this.contentWindow.innerWidth + "</p>");
}};</script></body></html>"""


def _chromium(*args: str, user_data: Path) -> str:
    if CHROMIUM is None:
        if os.environ.get("CI") == "true":
            pytest.fail("headless Chromium is missing: CI must install the 'chromium' package")
        pytest.skip("headless Chromium is missing (apt-get install chromium)")
    command = [
        CHROMIUM,
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        f"--user-data-dir={user_data}",
        *args,
    ]
    done = subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)
    return done.stdout


def page_width(page: str, width: int, tmp_path: Path) -> tuple[int, int, int]:
    """(the page's scroll width, the width it is shown in, the viewport's width with the
    scroll bar) in a `width` px wide frame."""
    probed = tmp_path / "probed.html"
    probed.write_text(_PROBE.format(width=width, page=html.escape(page)), encoding="utf-8")
    dom = _chromium(
        "--window-size=1366,900",
        "--virtual-time-budget=5000",
        "--dump-dom",
        probed.as_uri(),
        user_data=tmp_path / "c",
    )
    found = re.search(r'<p id="probe">(\d+) (\d+) (\d+)</p>', dom)
    assert found, dom[-500:]
    return int(found[1]), int(found[2]), int(found[3])


@pytest.mark.parametrize("lang", LANGS)
def test_no_sideways_scrolling_on_a_phone(
    demo_copy: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], lang: str
) -> None:
    _league(str(demo_copy), capsys)
    store = open_store(demo_copy)
    try:
        page = league_html(store, 1, lang)  # type: ignore[arg-type]
    finally:
        store.database.close()
    scroll, shown, viewport = page_width(page, 390, tmp_path)
    assert viewport == 390
    assert scroll <= shown
    # The measure sees a table too wide for the phone: cells that do not wrap.
    wide = '<table><tr style="white-space:nowrap">' + "<td>Rating 123</td>" * 12 + "</tr></table>"
    scroll, shown, _ = page_width(page.replace("</main>", wide + "</main>"), 390, tmp_path)
    assert scroll > shown


@pytest.mark.parametrize(
    ("lang", "said"), [("en", "Misses the next 2 games"), ("ru", "Пропускает 2 следующие игры")]
)
def test_a_warrior_who_misses_games_is_said_with_the_plural(
    demo: Store, lang: str, said: str
) -> None:
    """The label's plural format was filled with str.format, which refused it (ValueError)."""
    import app.usecases as uc

    summary = demo.list_warbands()[0]
    hero = next(w for w in demo.load(summary.id).warriors if w.kind == "hero")
    uc.set_games_to_miss(demo, summary.id, hero.name, 2)
    assert said in _texts(warband_html(demo, summary.id, lang))  # type: ignore[arg-type]
