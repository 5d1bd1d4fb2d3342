"""The window's docks: the scoreboard and the game log."""
