"""cardgame_gui: a desktop card table for five trick-taking and rummy games."""

__version__ = "0.1.0"
