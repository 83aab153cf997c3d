"""The post-battle wizard: the names the rest of the program (and its tests) import.

The wizard itself lives in the `ui.post_battle` package, one module per part: the dice, the
pages, the replay through the rules, the advances after Finish and the wizard that holds them.
"""

from __future__ import annotations

from rules.dice import parse_dice
from ui.post_battle.advances import AdvanceQueue
from ui.post_battle.common import (
    AUTOMATIC_AWARDS,
    BATTLE,
    CASUALTIES,
    ERROR,
    EXPERIENCE,
    EXPLORATION,
    GOOD,
    INCOME,
    INJURIES,
    NOTE,
    SUMMARY,
    TRADING,
)
from ui.post_battle.dice import AppDice, DiceEdit, DiceRow, Slot
from ui.post_battle.pages.battle import BattlePage, CasualtiesPage
from ui.post_battle.pages.experience import ExperiencePage, ExplorationPage
from ui.post_battle.pages.income import IncomePage, SummaryPage
from ui.post_battle.pages.injuries import InjuriesPage
from ui.post_battle.pages.trading import TradingPage
from ui.post_battle.trades import PlannedTrade, TradePreview
from ui.post_battle.wizard import PostBattleWizard

__all__ = [
    "AUTOMATIC_AWARDS",
    "BATTLE",
    "CASUALTIES",
    "ERROR",
    "EXPERIENCE",
    "EXPLORATION",
    "GOOD",
    "INCOME",
    "INJURIES",
    "NOTE",
    "SUMMARY",
    "TRADING",
    "AdvanceQueue",
    "AppDice",
    "BattlePage",
    "CasualtiesPage",
    "DiceEdit",
    "DiceRow",
    "ExperiencePage",
    "ExplorationPage",
    "IncomePage",
    "InjuriesPage",
    "PlannedTrade",
    "PostBattleWizard",
    "Slot",
    "SummaryPage",
    "TradePreview",
    "TradingPage",
    "parse_dice",
]
