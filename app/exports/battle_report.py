"""A battle as players post it after the game: the scenario, the result, the opponent, what
the post-battle sequence changed (injuries, experience, exploration, trades) and the dice, in
Markdown (chats) or BBCode (forums), in English or Russian.

Made from the battle log's entry (what `post-battle` and the window's sequence record), so a
battle of any earlier evening can be posted too; a battle tracked on the board (its match
recorded from it) also says who took out whom, turn by turn. A chat refuses long messages
(Discord: 2,000 characters), so the report comes as a list of messages, each within the limit,
cut between lines.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from app.exports.forum_text import MARKUPS, TextFormat
from app.words import line, say_data
from rules.messages import Message, MessageError

if TYPE_CHECKING:
    from app.battle.store import Battle as TrackedBattle
    from app.store.repository import Store
    from rules.models import Lang, Ruleset

CHAT_LIMIT = 2_000
REPORT_FORMATS: tuple[TextFormat, ...] = ("markdown", "bbcode")


class NoSuchBattle(MessageError, LookupError):
    """The battle log has no battle of that number."""


def battle_report(
    ruleset: Ruleset,
    warband: str,
    battle: Mapping[str, Any],
    fmt: TextFormat,
    lang: Lang,
    tracked: TrackedBattle | None = None,
) -> str:
    """One battle of `warband`'s log as text to post (with the battle tracked on the board
    behind it, if any: who took out whom)."""
    markup = MARKUPS[fmt]
    escape = markup.escape
    result = str(battle.get("result", ""))
    heading = line(
        lang,
        "report_title",
        warband=escape(warband),
        scenario=escape(_scenario(ruleset, battle, lang)),
        opponent=escape(_opponent(ruleset, battle, lang)),
        result=line(lang, f"report_{result}") if result in ("won", "lost", "draw") else result,
    )
    lines = [markup.title(heading)]
    if battle.get("date"):
        lines.append(escape(str(battle["date"])))
    lines += ["", _figures(battle, lang, markup.bold)]
    if tracked is not None and tracked.state.takedowns:
        lines += ["", markup.section(line(lang, "report_takedowns"))]
        lines += [markup.item + escape(taken) for taken in _takedowns(tracked, lang)]
    changes = [escape(say_data(change, lang, ruleset)) for change in battle.get("changes", [])]
    if changes:
        lines += ["", markup.section(line(lang, "report_changes"))]
        lines += [markup.item + change for change in changes]
    rolls = [_roll(roll, lang, ruleset) for roll in battle.get("rolls", [])]
    if rolls:
        lines += ["", markup.section(line(lang, "report_dice"))]
        lines += [markup.item + escape(roll) for roll in rolls]
    return "\n".join(lines) + "\n"


def chat_messages(text: str, limit: int = CHAT_LIMIT) -> list[str]:
    """`text` cut into messages of at most `limit` characters, between lines (a line longer
    than a message, between words, and a word longer than that, anywhere)."""
    messages: list[str] = []
    current = ""
    for piece in _pieces(text.rstrip("\n").split("\n"), limit):
        joined = f"{current}\n{piece}" if current else piece
        if len(joined) <= limit:
            current = joined
            continue
        messages.append(current)
        current = piece
    if current or not messages:
        messages.append(current)
    return messages


def _pieces(lines: list[str], limit: int) -> list[str]:
    pieces: list[str] = []
    for text in lines:
        while len(text) > limit:
            cut = text.rfind(" ", 0, limit + 1)
            cut = cut if cut > 0 else limit
            pieces.append(text[:cut])
            text = text[cut:].lstrip(" ")
        pieces.append(text)
    return pieces


def report_messages(
    store: Store,
    warband_id: int,
    number: int | None = None,
    fmt: TextFormat = "markdown",
    lang: Lang = "en",
    limit: int = CHAT_LIMIT,
) -> list[str]:
    """The messages to post for battle `number` (1 = the first; None = the last) of a stored
    warband. Raises NoSuchBattle when the log has no such battle."""
    battles = store.battles(warband_id)
    chosen = len(battles) if number is None else number
    if not 1 <= chosen <= len(battles):
        raise NoSuchBattle(Message.of("report_no_battle", number=chosen, count=len(battles)))
    from app.battle.league import tracked_battles_of_log

    name = store.load(warband_id).name
    tracked = tracked_battles_of_log(store, warband_id)[chosen - 1]
    text = battle_report(store.ruleset, name, battles[chosen - 1], fmt, lang, tracked)
    return chat_messages(text, limit)


def _takedowns(battle: TrackedBattle, lang: Lang) -> list[str]:
    """Each model put out of action, in order: by whom (if anybody) and in which turn."""
    state = battle.state
    said = []
    for taken in state.takedowns:
        model = state.model(taken.model).name
        if taken.by:
            by = state.model(taken.by).name
            said.append(line(lang, "report_taken_out", turn=taken.turn, by=by, model=model))
        else:
            said.append(line(lang, "report_out_alone", turn=taken.turn, model=model))
    return said


def _scenario(ruleset: Ruleset, battle: Mapping[str, Any], lang: Lang) -> str:
    scenario_id = str(battle.get("scenario", ""))
    scenario = ruleset.scenarios.get(scenario_id)
    return scenario.name.get(lang) if scenario is not None else scenario_id


def _opponent(ruleset: Ruleset, battle: Mapping[str, Any], lang: Lang) -> str:
    """'The Rat Pack (Skaven, 150)'; without a name, his type or 'an opponent'."""
    kind = str(battle.get("opponent_type") or "")
    warband = ruleset.warbands.get(kind)
    kind = warband.name.get(lang) if warband is not None else kind
    rating = battle.get("opponent_rating")
    name = str(battle.get("opponent") or "") or kind or line(lang, "report_an_opponent")
    details = [part for part in (kind, str(rating or "")) if part and part != name]
    return f"{name} ({', '.join(details)})" if details else name


def _figures(battle: Mapping[str, Any], lang: Lang, bold: Callable[[str], str]) -> str:
    """Rating, treasury and wyrdstone before and after (a battle of an older version has only
    the after: then before is shown as after)."""

    def pair(key: str) -> tuple[str, str]:
        after = battle.get(f"{key}_after", 0)
        return str(battle.get(f"{key}_before", after)), bold(str(after))

    (rating, rating_after), (gold, gold_after), (shards, shards_after) = map(
        pair, ("rating", "treasury", "shards")
    )
    return line(
        lang,
        "report_figures",
        rating=rating,
        rating_after=rating_after,
        gold=gold,
        gold_after=gold_after,
        shards=shards,
        shards_after=shards_after,
    )


def _roll(roll: Mapping[str, Any], lang: Lang, ruleset: Ruleset) -> str:
    purpose = say_data(roll.get("purpose", ""), lang, ruleset)
    return f"D{roll.get('sides')} {purpose}: {roll.get('value')}"


__all__ = [
    "CHAT_LIMIT",
    "REPORT_FORMATS",
    "NoSuchBattle",
    "battle_report",
    "chat_messages",
    "report_messages",
]
