"""The one exception the engine raises for a refused action."""


class RuleError(ValueError):
    """An action the rules refuse. The message is a sentence a player can read in the status bar.

    The game state is unchanged when this is raised.
    """
