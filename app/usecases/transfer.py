"""Export and import of whole warbands as JSON files."""

from __future__ import annotations

from app import exchange
from app.domain import new_id
from app.store.repository import Store
from app.usecases.core import Change, RefusedError, check_move


def export_warband(store: Store, warband_id: int) -> str:
    """The warband and its battle log as a JSON document."""
    return exchange.dumps(store.load(warband_id), store.battles(warband_id))


def import_warband(store: Store, text: str | bytes, *, name: str | None = None) -> Change:
    """Add a warband from an exported file; a bad file raises ExchangeError and writes nothing.

    Warrior ids are kept unless the same ids are already in this database (an import of a
    warband that is still here), in which case they get new ones.
    """
    state, battles = exchange.loads(store.ruleset, text)
    if name is not None:
        from app.usecases.warbands import clean_name

        state.name = clean_name(name)
    try:
        remaining = check_move(store, None, state)
    except RefusedError as exc:  # a well-formed file of a warband the rules do not allow
        raise exchange.ExchangeError(f"the warband breaks the rules: {exc}") from None
    with store.transaction() as tx:
        if tx.warrior_ids_taken([w.id for w in state.warriors]):
            for warrior in state.warriors:
                old, warrior.id = warrior.id, new_id()
                if state.leader_id == old:
                    state.leader_id = warrior.id
        state.battles = [dict(battle) for battle in battles]
        saved = tx.insert(state)
        assert saved.id is not None
    binned = saved.copy()
    binned.deleted = True
    return Change(saved.id, f"Import {saved.name}", binned, saved, tuple(remaining))
