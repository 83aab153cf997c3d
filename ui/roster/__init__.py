"""The sheet in the window: the warband list, the tables, the warrior panel."""
