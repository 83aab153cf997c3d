"""#23's property: two or three copies of one book, random edits, deletions, emptied bins,
exports and merges in any order and direction; after every merge nothing has disappeared
unseen and undo restores the exact state (tests/app/merge_machine.py says what is checked).
A short run here; benchmarks/merge_properties.py runs a thousand interleavings."""

from __future__ import annotations

from hypothesis import HealthCheck, settings

from tests.app.merge_machine import MergeMachine

MergeMachine.TestCase.settings = settings(
    max_examples=6,
    stateful_step_count=14,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
TestMergeProperties = MergeMachine.TestCase
