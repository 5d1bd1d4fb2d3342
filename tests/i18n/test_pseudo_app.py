"""The app area in the pseudo-locale: every word of ``cardgame-gui --help`` and ``cardgame-sim --help`` (and
their errors) goes through translation; what is left outside the marks is what a person types: the
commands, options, metavariables, game ids, presets and bot levels."""

import pytest

from cardgame_gui import app, sim
from cardgame_gui.bots import available_levels
from cardgame_gui.cli import check_players, sim_table
from cardgame_gui.engine import GAMES

from pseudo_locale import needs_translation, pseudo_locale


def typed_words(parser) -> set[str]:
    """What a person types on the command line: not for translation."""
    words = {parser.prog, "-h"}
    for action in parser._actions:  # argparse keeps no public list of its arguments
        words.update(action.option_strings)
        words.update(str(choice) for choice in action.choices or ())
        if action.metavar:
            words.add(action.metavar)
        elif action.option_strings:
            words.add(action.dest.upper())
    for game_id, info in GAMES.items():
        words.update([game_id, *info.presets, *available_levels(game_id)])
    return words


@pytest.mark.parametrize("make_parser", [app._parser, sim._parser], ids=["cardgame-gui", "cardgame-sim"])
def test_every_word_of_the_help_goes_through_translation(qtbot, make_parser):
    with pseudo_locale():
        parser = make_parser()
        text = parser.format_help()  # as a whole: argparse wraps a marked piece over lines
        assert not needs_translation(text, typed_words(parser)), text


def test_the_command_lines_errors_go_through_translation(qtbot):
    class Args:
        game, players, bots, bot, games, preset, option = "german_bridge", 4, "random,random", "random", 5, None, []

    with pseudo_locale():
        for failing in (lambda: check_players("reverse_bridge", 5), lambda: sim_table(Args)):
            with pytest.raises(ValueError) as error:
                failing()
            assert not needs_translation(str(error.value)), str(error.value)


def test_cardgame_sims_reports_go_through_translation(qtbot):
    """The figures' words (the plain run's table and the entrants' table) in the pseudo-locale; the bot
    levels are typed words."""
    from cardgame_gui import sim, tournament

    plain = sim.simulate("contract_rummy", 4, 2, 1, {"stock_rebuilds": 3}, ["casual"] * 4)
    entrants = tournament.run("devils_bridge", 4, 4, 1, {}, ["casual", "random", "random", "random"], rotate=True)
    pairs = tournament.run("reverse_bridge", 4, 4, 1, {}, ["casual", "random", "casual", "random"], rotate=True)
    with pseudo_locale():
        for text in (sim.report(plain), tournament.report(entrants), tournament.report(pairs)):
            assert not needs_translation(text, {"casual", "random", "stock_rebuilds"}), text
