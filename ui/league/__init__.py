"""The league's windows: standings, matches, statistics and the battle log."""
