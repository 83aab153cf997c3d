"""Icons, fonts and translations shipped with the program."""
