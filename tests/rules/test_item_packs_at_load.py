"""Every item belongs to a pack the loader knows: an items-only pack's own, or for a shared
item (supplement_equipment.toml) the packs that name it; a shared item no pack names is refused."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from rules import RulesDataError, load_ruleset
from rules.loader import DATA_DIR


def test_an_items_only_pack_loads_with_its_items(tmp_path: Path, toml_parsed_once: None) -> None:
    data = tmp_path / "data"
    shutil.copytree(DATA_DIR, data)
    folder = data / "packs" / "test_items"
    folder.mkdir()
    (folder / "pack.toml").write_text(
        'id = "test_items"\nname = { en = "Test items", ru = "Проба" }\n'
        'source = { en = "Nowhere", ru = "Нигде" }\ngrade = "2"\nkind = "items"\n'
        "enabled_by_default = false\nrequires = []\n",
        encoding="utf-8",
    )
    (folder / "items.toml").write_text(
        '[[item]]\nid = "test_club"\ncategory = "hand_to_hand"\ncost = 3\nrarity = 7\n'
        'name = { en = "Club", ru = "Дубинка" }\ntext = { en = "A club.", ru = "Дубинка." }\n',
        encoding="utf-8",
    )
    ruleset = load_ruleset(data)
    assert ruleset.items["test_club"].packs == ("test_items",)
    assert ruleset.packs["test_items"].items == ("test_club",)


def test_a_shared_item_no_pack_names_is_refused(tmp_path: Path, toml_parsed_once: None) -> None:
    data = tmp_path / "data"
    shutil.copytree(DATA_DIR, data)
    path = data / "supplement_equipment.toml"
    text = path.read_text(encoding="utf-8")
    path.write_text(
        text + '\n[[item]]\nid = "orphan_spear"\ncategory = "hand_to_hand"\ncost = 10\n'
        'name = { en = "Spear", ru = "Копьё" }\ntext = { en = "A spear.", ru = "Копьё." }\n',
        encoding="utf-8",
    )
    with pytest.raises(RulesDataError, match=r"item orphan_spear.*no pack names this shared item"):
        load_ruleset(data)
