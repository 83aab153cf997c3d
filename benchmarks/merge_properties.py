"""The long run of #23's merge property (not part of the test run): two or three copies of one
book edited, exported and merged in random order and direction, checked after every merge
(tests/app/merge_machine.py: nothing disappears unseen, a refused merge writes nothing, undo
and redo are exact). The suite runs a few of these interleavings; this runs many and prints
what it did and checked.

    .venv/bin/python benchmarks/merge_properties.py [--examples 1000] [--steps 30] [--seed N]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from hypothesis import HealthCheck, settings  # noqa: E402
from hypothesis.stateful import run_state_machine_as_test  # noqa: E402

from tests.app.merge_machine import SEEN, MergeMachine  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=1000, help="interleavings (1000)")
    parser.add_argument("--steps", type=int, default=30, help="steps in each at most (30)")
    parser.add_argument("--seed", type=int, default=None, help="a seed, to run the same again")
    args = parser.parse_args(argv)
    chosen = settings(
        max_examples=args.examples,
        stateful_step_count=args.steps,
        deadline=None,
        database=None,
        derandomize=args.seed is None,
        suppress_health_check=list(HealthCheck),
    )
    start = time.perf_counter()
    if args.seed is not None:
        from hypothesis import seed

        seed(args.seed)(lambda: run_state_machine_as_test(MergeMachine, settings=chosen))()
    else:
        run_state_machine_as_test(MergeMachine, settings=chosen)
    took = time.perf_counter() - start
    print(f"{args.examples} interleavings of at most {args.steps} steps in {took:.0f} s: passed")
    for what, count in sorted(SEEN.items()):
        print(f"  {count:>8,}  {what}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
