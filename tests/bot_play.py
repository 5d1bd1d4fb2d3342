"""A test driver shared by the bot tests: bots play a game to its end, each action checked legal."""


def play_legally_to_the_end(game, bots):
    while not game.over:
        seat = game.to_act()[0]
        legal = game.legal_actions(seat)
        action = bots[seat].choose(game.view(seat), legal)
        assert action in legal
        game.apply(seat, action)
