"""A battle tracked at the table: its rows (`store`), the sides made from warbands (`sides`),
the use cases the board and the command line call (`usecases`). The rules of the battle are
`rules.battle`; this package keeps it, one row per action."""
