"""Settings and their dialogs: rules packs, the six heroes."""
