"""What a copy may carry, checked before anything is written: each row it names is there and
of the kind it should be (an entry's warband a warband, not a player), and it deletes only what
the program itself deletes. A file that fails is refused with one line naming the row."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence

from app.copies.merging import MergeError, Unit, kind_word
from rules.messages import Message


def references(unit: Unit) -> Iterator[tuple[str, str, str]]:
    """Each id a row's content names: its field, the id, and the kind it must be."""
    c = unit.content
    if c is None or unit.kind in ("warband", "campaign"):
        return
    yield "campaign", c["campaign"], "campaign"
    if unit.kind == "entry":
        yield "player", c["player"], "player"
        yield "warband", c["warband"], "warband"
    if unit.kind == "match":
        for n, side in enumerate(c["sides"]):
            yield f"sides[{n}].warband", side["warband"], "warband"
        for n, hurt in enumerate(c["casualties"]):
            yield f"casualties[{n}].by", hurt["by"], "warband"
            yield f"casualties[{n}].against", hurt["against"], "warband"


def check_references(theirs: Sequence[Unit], mine: Mapping[str, Unit]) -> None:
    """Refuse a copy whose row names a row of another kind, or one that is in neither copy
    (deleted in both counts as none); `theirs` in the file's order (its rows' places)."""
    named = {u.uid: u for u in theirs}
    for n, unit in enumerate(theirs):
        for field, uid, want in references(unit):
            found = [u for u in (named.get(uid), mine.get(uid)) if u is not None]
            path = f"file.units[{n}].content.{field}"
            if found and found[0].kind != want:
                kind = kind_word(found[0].kind)
                raise MergeError(
                    Message.of(
                        "copy_wrong_kind", path=path, id=uid[:8], kind=kind, want=kind_word(want)
                    )
                )
            if not any(u.content is not None for u in found):
                raise MergeError(
                    Message.of("copy_names_nothing", path=path, id=uid[:8], want=kind_word(want))
                )
