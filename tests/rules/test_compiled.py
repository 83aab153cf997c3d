"""The compiled rules (rules/compiled.py): the cache serves exactly what parsing would, never a
stale copy after any data file changes, and any damage to the cache only means parsing again."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path

import pytest

from rules import Ruleset, compiled, default_ruleset, load_ruleset
from rules.compiled import DATA_DIR, ENV, cache_dir, load_compiled, use_cache

ROOT = Path(__file__).resolve().parents[2]


def age(folder: Path, seconds: float = 3600) -> None:
    """Every file's modification time set back: files not being edited."""
    when = time.time() - seconds
    for path in folder.rglob("*"):
        os.utime(path, (when, when))


@pytest.fixture
def data(tmp_path: Path, toml_parsed_once: None) -> Path:
    target = tmp_path / "data"
    shutil.copytree(DATA_DIR, target)
    age(target)
    return target


@pytest.fixture(autouse=True)
def _settled(monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest) -> None:
    """The loader's own files may have been saved a moment ago on a developer's machine: the
    tests of the cache itself do not wait for them to settle (the settle tests do)."""
    if "settle" not in request.node.name:
        monkeypatch.setattr(compiled, "SETTLE_NS", -(10**18))


@pytest.fixture(autouse=True)
def _programs_cache(tmp_path: Path) -> Iterator[None]:
    """The folder and writer the program gives the rules (app.plumbing.runtime.use_rules_cache): a
    folder of the test's own and the program's atomic writer."""
    from app.plumbing.files import write_atomic

    kept = compiled._program_cache
    use_cache(lambda: tmp_path / "program", partial(write_atomic, private=True))
    yield
    use_cache(*kept)


class CountingParser:
    """load_ruleset that counts its calls: a cache hit parses nothing."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, data_dir: Path) -> Ruleset:
        self.calls += 1
        return load_ruleset(data_dir)


def cache_files(folder: Path) -> list[Path]:
    return sorted(folder.iterdir())


def test_a_second_load_comes_from_the_cache_and_equals_the_parsed_rules(
    data: Path, tmp_path: Path
) -> None:
    folder = tmp_path / "cache"
    parse = CountingParser()
    first = load_compiled(data, parse, folder)
    second = load_compiled(data, parse, folder)
    assert parse.calls == 1
    assert second == first == default_ruleset()  # the shipped rules: the copy is untouched
    assert second is not first  # really read back from the file
    assert [p.name for p in cache_files(folder)] == [cache_files(folder)[0].name]  # no leftovers


def _cost_edit(data: Path) -> Callable[[], None]:
    """Change one item's cost in place, keeping the file's size (a same-size edit)."""
    path = data / "equipment.toml"
    text = path.read_text(encoding="utf-8")
    start = text.index('id = "sword"')
    cost_at = text.index("cost = ", start)
    end = text.index("\n", cost_at)
    old = text[cost_at:end]
    digits = old.removeprefix("cost = ")
    new = "cost = " + str(int(digits) + 1).rjust(len(digits), "0")[-len(digits) :]
    assert len(new) == len(old) and new != old

    def apply() -> None:
        path.write_text(text[:cost_at] + new + text[end:], encoding="utf-8")

    return apply


def test_an_edited_data_file_is_never_served_stale_settle(data: Path, tmp_path: Path) -> None:
    """With the real settle rule: an edit right after the cache was written (the same size,
    maybe the same tick of the file system's clock) is seen."""
    folder = tmp_path / "cache"
    before = load_compiled(data, load_ruleset, folder)
    _cost_edit(data)()
    after = load_compiled(data, load_ruleset, folder)
    assert after.item("sword").cost != before.item("sword").cost
    assert after == load_ruleset(data)
    assert load_compiled(data, CountingParser(), folder) == after


def test_nothing_is_cached_while_a_file_was_just_changed_settle(data: Path, tmp_path: Path):
    folder = tmp_path / "cache"
    (data / "races.toml").touch()
    load_compiled(data, load_ruleset, folder)
    assert not folder.exists() or cache_files(folder) == []
    age(data)
    if time.time_ns() - compiled._scan(data)[1] > compiled.SETTLE_NS:  # the loader settled too
        load_compiled(data, load_ruleset, folder)
        assert len(cache_files(folder)) == 1


def _pack_nobody_needs(data: Path) -> Path:
    """A dramatis personae pack that no other pack requires (hiring lists name warbands and
    warbands name their swords, so a warband pack cannot simply go: every id must resolve)."""
    packs = sorted(p for p in (data / "packs").iterdir() if p.is_dir())
    for pack in packs:
        others = (f for f in data.glob("packs/*/pack.toml") if f.parent != pack)
        needed = any(f'"{pack.name}"' in f.read_text(encoding="utf-8") for f in others)
        if (pack / "dramatis_personae.toml").is_file() and not needed:
            return pack
    raise AssertionError("no dramatis personae pack stands alone")


def test_an_added_or_removed_data_file_is_seen(data: Path, tmp_path: Path) -> None:
    folder = tmp_path / "cache"
    whole = load_compiled(data, load_ruleset, folder)
    pack = _pack_nobody_needs(data)
    aside = tmp_path / "aside"
    shutil.move(pack, aside)
    without = load_compiled(data, load_ruleset, folder)
    assert len(without.hired_swords) < len(whole.hired_swords)
    shutil.move(aside, pack)
    assert load_compiled(data, load_ruleset, folder) == whole


@pytest.mark.parametrize(
    "damage",
    [
        pytest.param(lambda b: b[: len(b) // 2], id="truncated"),
        pytest.param(lambda b: b"", id="empty"),
        pytest.param(lambda b: b.split(b"\n", 1)[0] + b"\nnot a pickle at all", id="garbage"),
        pytest.param(lambda b: b"\x80\x05" + b[2:], id="no-header"),
    ],
)
def test_a_damaged_cache_is_ignored_and_rewritten(
    data: Path, tmp_path: Path, damage: Callable[[bytes], bytes]
) -> None:
    folder = tmp_path / "cache"
    expected = load_compiled(data, load_ruleset, folder)
    (path,) = cache_files(folder)
    path.write_bytes(damage(path.read_bytes()))
    parse = CountingParser()
    assert load_compiled(data, parse, folder) == expected
    assert parse.calls == 1
    assert load_compiled(data, parse, folder) == expected
    assert parse.calls == 1  # the damaged file was replaced by a sound one


def test_a_pickle_of_something_else_is_not_served(data: Path, tmp_path: Path) -> None:
    import pickle
    import zlib

    folder = tmp_path / "cache"
    load_compiled(data, load_ruleset, folder)
    (path,) = cache_files(folder)
    header = path.read_bytes().split(b"\n", 1)[0]
    payload = pickle.dumps({"not": "a ruleset"})  # with a right checksum: still refused
    path.write_bytes(header + f"\n{zlib.crc32(payload):08x}\n".encode() + payload)
    parse = CountingParser()
    assert isinstance(load_compiled(data, parse, folder), Ruleset)
    assert parse.calls == 1


def test_the_big_tables_unpickle_only_the_entries_asked_for(data: Path, tmp_path: Path) -> None:
    from rules.compiled import LAZY_FIELDS, Pickled

    folder = tmp_path / "cache"
    parsed = load_compiled(data, load_ruleset, folder)
    cached = load_compiled(data, CountingParser(), folder)
    warbands = cached.warbands
    assert isinstance(warbands, Pickled) and warbands._values == {}
    assert cached.warband("reikland") == parsed.warband("reikland")
    assert list(warbands._values) == ["reikland"]
    assert sorted(warbands) == sorted(parsed.warbands) and "skaven" in warbands
    for name in LAZY_FIELDS:
        assert getattr(cached, name) == getattr(parsed, name)
        assert dict(getattr(cached, name)) == dict(getattr(parsed, name))


def test_a_cached_load_builds_no_table_entry_until_it_is_asked_for(
    data: Path, tmp_path: Path
) -> None:
    """Every table read by key, and the spells, stay pickled after a cached load: a start
    that shows one warband rebuilds neither thirty warbands nor every hired sword or spell."""
    from dataclasses import FrozenInstanceError, fields

    from rules.compiled import LAZY_FIELDS, LAZY_TUPLES, Pickled, PickledTuple

    folder = tmp_path / "cache"
    parsed = load_compiled(data, load_ruleset, folder)
    cached = load_compiled(data, CountingParser(), folder)
    assert {"hired_swords", "scenarios", "packs", "house_rules"} <= set(LAZY_FIELDS)
    for name in LAZY_FIELDS:
        table = getattr(cached, name)
        assert isinstance(table, Pickled) and table._values == {}, name
    spells = cached.spells
    assert isinstance(spells, PickledTuple) and spells._items is None
    assert cached.spells_of("lesser_magic") == parsed.spells_of("lesser_magic")
    for name in LAZY_TUPLES:
        assert getattr(cached, name) == getattr(parsed, name)
        assert tuple(getattr(cached, name)) == getattr(parsed, name)
    for field in fields(Ruleset):  # every table, however pickled, equals the parsed one
        assert getattr(cached, field.name) == getattr(parsed, field.name), field.name
    sword = next(iter(cached.hired_swords.values()))
    assert sword == parsed.hired_swords[sword.id]
    with pytest.raises(FrozenInstanceError):  # rebuilt from the cache, still frozen
        sword.id = "changed"


def test_an_output_of_the_rules_is_kept_until_a_data_file_changes(
    data: Path, tmp_path: Path
) -> None:
    from rules import RulesDataError
    from rules.compiled import compiled_output

    folder, made = tmp_path / "cache", []

    def produce() -> bytes:
        made.append(1)
        return f"{len(load_ruleset(data).warbands)} warbands, try {len(made)}".encode()

    first = compiled_output("dump-en-2.json", produce, data, folder)
    assert compiled_output("dump-en-2.json", produce, data, folder) == first
    assert len(made) == 1  # the second came from the cache
    assert compiled_output("dump-ru-2.json", produce, data, folder) != first  # its own file
    races = data / "races.toml"
    races.write_text(races.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    age(data)
    assert compiled_output("dump-en-2.json", produce, data, folder).endswith(b"try 3")

    def broken() -> bytes:
        raise RulesDataError("races.toml", "file", "broken")

    races.write_text(races.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    age(data)
    with pytest.raises(RulesDataError):
        compiled_output("dump-en-2.json", broken, data, folder)
    assert compiled_output("dump-en-2.json", produce, data, folder).endswith(b"try 4")


def test_rules_dump_from_the_cache_is_the_dump_made_afresh(tmp_path: Path) -> None:
    """The program's `rules dump` keeps its output in the cache (`rules` alone keeps none)."""

    def dump(cache: str, *args: str) -> bytes:
        env = {"PATH": "", "PYTHONPATH": str(ROOT), ENV: cache}
        command = [sys.executable, "-m", "mordheim_roster", "rules", "dump", *args]
        return subprocess.run(command, capture_output=True, env=env, cwd=ROOT, check=True).stdout

    for args in ((), ("--lang", "ru", "--indent", "0")):
        fresh = dump("off", *args)
        assert dump(str(tmp_path), *args) == fresh  # made and kept (the data is settled)
        assert dump(str(tmp_path), *args) == fresh  # read back
    assert sorted(path.name.split("-")[:3] for path in tmp_path.glob("dump-*")) == [
        ["dump", "en", "2"],
        ["dump", "ru", "0"],
    ]


def test_an_unwritable_cache_folder_still_loads(data: Path, tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    parse = CountingParser()
    shipped = default_ruleset()  # loaded once per process; `data` is an untouched copy of it
    assert load_compiled(data, parse, blocker / "cache") == shipped
    assert load_compiled(data, parse, blocker / "cache") == shipped
    assert parse.calls == 2


def test_broken_data_still_raises_its_error_and_is_not_cached(data: Path, tmp_path: Path) -> None:
    from rules import RulesDataError

    folder = tmp_path / "cache"
    (data / "races.toml").write_text("this is [not toml", encoding="utf-8")
    with pytest.raises(RulesDataError):
        load_compiled(data, load_ruleset, folder)
    assert not folder.exists() or cache_files(folder) == []


def test_the_environment_can_move_or_switch_off_the_cache(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv(ENV, str(tmp_path))
    assert cache_dir() == tmp_path
    monkeypatch.setenv(ENV, "off")
    assert cache_dir() is None
    monkeypatch.delenv(ENV)
    assert cache_dir() == tmp_path / "program"


def test_rules_keep_no_cache_of_their_own(data: Path, tmp_path: Path) -> None:
    """Without the program's folder and writer, `rules` (standard library only) write nothing
    and name no folder: where a user's cache lives is platformdirs' business, in `app`."""
    use_cache(None, None)
    assert cache_dir() is None
    parse = CountingParser()
    load_compiled(data, parse, tmp_path / "cache")
    assert parse.calls == 1 and not (tmp_path / "cache").exists()
    source = (ROOT / "rules" / "compiled.py").read_text(encoding="utf-8")
    assert "XDG_CACHE_HOME" not in source and "LOCALAPPDATA" not in source


def test_the_shipped_rules_come_from_the_cache_in_a_fresh_program(tmp_path: Path) -> None:
    """Two fresh processes: the first compiles, the second loads without the TOML reader."""
    code = (
        "import sys\nfrom app.plumbing.runtime import use_rules_cache\nuse_rules_cache()\n"
        "from rules import default_ruleset\nr = default_ruleset()\n"
        "print(len(r.warbands), 'rules.loader' in sys.modules)"
    )
    env = {"PATH": "", ENV: str(tmp_path), "PYTHONPATH": str(ROOT)}
    runs = [
        subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True
        ).stdout.split()
        for _ in range(2)
    ]
    warbands = str(len(default_ruleset().warbands))
    assert runs == [[warbands, "True"], [warbands, "False"]]
