"""The league: campaigns, standings, statistics and the timeline."""
