"""The eight pages of the post-battle wizard, in the rulebook's order."""
