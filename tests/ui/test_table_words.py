"""What the table says (issue 10, items 4, 6, 13, 14): the rule card at game over, no trump box left over
for a game without one, the four-colour deck everywhere, and the words of the menus and panels."""

from __future__ import annotations

from cardgame_gui.engine import new_game


def finished(game_id: str, seed: int = 2):
    game = new_game(game_id, 4, seed=seed)
    from cardgame_gui.bots import make_bot
    bots = {s: make_bot("random", game_id, seed=s) for s in range(4)}
    while not game.over:
        seat = game.to_act()[0]
        game.apply(seat, bots[seat].choose(game.view(seat), game.legal_actions(seat)))
    return game


def test_the_rule_card_at_game_over_counts_the_hands_played(window, qtbot):
    for game_id in ("reverse_bridge", "floating_bridge"):
        game = finished(game_id)
        window.controller.adopt(game, [None, "random", "random", "random"])
        lines = window.table.rule_card.lines + window.table._rule_full
        assert not any(line.startswith("Hand ") and " of " in line for line in lines), lines
        hands = len(game.view(0)["history"])
        assert f"Game over after {hands} hands" in window.table._rule_full


def test_a_game_without_a_trick_view_leaves_no_trump_box(window, qtbot):
    window.start_config({"game": "devils_bridge", "players": 4, "options": {}, "seed": 3,
                         "seats": [{"kind": "human", "level": None}] + [{"kind": "bot", "level": "random"}] * 3})
    assert window.table.trump_item.known
    window.start_config({"game": "contract_rummy", "players": 4, "options": {}, "seed": 3,
                         "seats": [{"kind": "human", "level": None}] + [{"kind": "bot", "level": "random"}] * 3})
    assert not window.table.trump_item.known
