"""Dialogs with steps: the new-warband wizard, hiring, spells and advances."""
