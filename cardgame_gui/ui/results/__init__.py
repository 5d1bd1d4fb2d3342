"""How games came out: the game-over panel over either table (game_over) and the statistics of every game
played (stats)."""
