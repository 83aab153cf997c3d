"""The post-battle wizard, split by what each part does (see `ui.post_battle.wizard`)."""
