"""The languages `--lang` may name: those whose catalogue file is present, and qps."""

from __future__ import annotations

import argparse


def language(value: str) -> str:
    """A language --lang may name: one a catalogue file offers, or the pseudo-language qps (read
    only when --lang is given: `--version` loads no catalogue)."""
    from rules.catalogue import accepted

    offered = accepted()
    if value not in offered:
        listed = ", ".join(repr(lang) for lang in offered)
        raise argparse.ArgumentTypeError(f"invalid choice: {value!r} (choose from {listed})")
    return value


__all__ = ["language"]
