"""The program's composition root: the one place that knows every layer.

`mordheim-roster` (and `python -m mordheim_roster`) starts here: with a command it runs the
command line (`app.command_line.cli`), with none the window (`ui.launch`). The layers below never
reach up:
`app` imports neither `ui` nor Qt (tests/app/test_import_ban.py), `rules` only the standard
library (tests/rules/test_import_ban.py).
"""
