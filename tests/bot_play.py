"""Shared by the bot tests: a driver (bots play a game to its end, each action checked legal) and an Oh Hell
scenario deal."""

from cardgame_gui.engine import new_game


def play_legally_to_the_end(game, bots):
    while not game.over:
        seat = game.to_act()[0]
        legal = game.legal_actions(seat)
        action = bots[seat].choose(game.view(seat), legal)
        assert action in legal
        game.apply(seat, action)


def oh_hell_deal(hands, hand, turned, dealer=3):
    """A Devil's Bridge game at hand number ``hand`` with these hands and turned card (no bid changes)."""
    return new_game("devils_bridge", 4, {"bid_changes": False}, seed=1,
                    deal={"hand": hand, "dealer": dealer, "hands": hands, "turned": turned})
