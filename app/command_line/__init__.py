"""The command line: the parser, its subcommands, and what they print."""
