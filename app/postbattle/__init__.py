"""The post-battle sequence as the player enters it, before anything is written.

`draft.PostBattleDraft` holds what was entered on the eight steps (the battle, the casualties,
every die kept, the exploration dice kept, the shards sold, the hired swords let go, the trades
planned) and answers what the rules make of it; `trading.TradePlanner` prices, offers and plans
the trades; `dice` holds the dice slots. No Qt: the window's pages read and edit a draft, and
the tests drive one without a window.
"""
