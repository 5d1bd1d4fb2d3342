"""One module per game. Every module here is imported by ``cardgame_gui.engine`` and registers itself."""
