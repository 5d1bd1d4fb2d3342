"""The rule-variant picker: built from the engine's declared options, for every registered game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QSpinBox

from cardgame_gui.bots import available_levels
from cardgame_gui.engine import GAMES, new_game
from cardgame_gui.session.rule_card import option_value_text, rule_card_text
from cardgame_gui.ui.new_game.picker import NewGameDialog, remember_seed, start_game

WIDGET_FOR_KIND = {"bool": QCheckBox, "choice": QComboBox, "int": QSpinBox}


@pytest.fixture
def settings(tmp_path):
    return QSettings(str(tmp_path / "picker.ini"), QSettings.IniFormat)


@pytest.fixture
def dialog(qtbot, settings):
    widget = NewGameDialog(settings=settings)
    qtbot.addWidget(widget)
    return widget


def set_widget(widget, option, value):
    if option.kind == "bool":
        widget.setChecked(value)
    elif option.kind == "int":
        widget.setValue(value)
    else:
        widget.setCurrentIndex(widget.findData(value))


def candidates(option):
    """Legal values other than the default, most ordinary first."""
    if option.kind == "bool":
        return [not option.default]
    if option.kind == "choice":
        return [c for c in option.choices if c != option.default]
    low = option.minimum if option.minimum is not None else option.default - 100
    high = option.maximum if option.maximum is not None else option.default + 100
    wanted = [option.default + 1, option.default * 2, option.default + 4, high, low]
    return [v for v in dict.fromkeys(wanted) if low <= v <= high and v != option.default]


def other_value(game_id, option):
    """A value other than the default that the engine accepts for this option on its own (the engine may
    check more than the declaration says, like Reverse Bridge deals in multiples of 4)."""
    info = GAMES[game_id]
    for value in candidates(option):
        try:
            new_game(game_id, info.default_players, {option.name: value}, 1)
        except ValueError:
            continue
        return value
    raise AssertionError(f"no other value of {option.name} starts a {info.name} game")


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_picker_builds_a_widget_for_every_declared_option(dialog, game_id):
    dialog.set_game(game_id)
    info = GAMES[game_id]
    for option in info.options:
        widget = dialog.option_widget(option.name)
        assert isinstance(widget, WIDGET_FOR_KIND[option.kind]), option.name
        assert widget.toolTip() == option.description
        if option.kind == "choice":
            assert [widget.itemData(i) for i in range(widget.count())] == list(option.choices)
            assert [widget.itemText(i) for i in range(widget.count())] == [
                option_value_text(option, c) for c in option.choices]
        if option.kind == "int":
            if option.minimum is not None:
                assert widget.minimum() == option.minimum
            if option.maximum is not None:
                assert widget.maximum() == option.maximum
    first_preset = next(iter(info.presets.values()), {})  # a game opens on its first preset, by name
    assert dialog.options() == {**{opt.name: opt.default for opt in info.options}, **first_preset}
    assert dialog.players_spin.minimum() == info.min_players
    assert dialog.players_spin.maximum() == info.max_players
    assert dialog.description_label.text() == info.description


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_option_changed_in_the_picker_reaches_the_game(dialog, game_id):
    dialog.set_game(game_id)
    info = GAMES[game_id]
    chosen = {option.name: other_value(game_id, option) for option in info.options}
    for option in info.options:
        set_widget(dialog.option_widget(option.name), option, chosen[option.name])
    config = dialog.config()
    assert config["options"] == chosen
    assert start_game(config).options == config["options"]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_returned_dict_starts_the_game_it_describes(qtbot, dialog, game_id):
    info = GAMES[game_id]
    dialog.set_game(game_id)
    dialog.set_players(info.max_players)
    dialog.set_seed(4321)
    with qtbot.waitSignal(dialog.accepted):
        dialog.accept()
    assert dialog.result() == QDialog.Accepted
    config = dialog.config()
    assert config["game"] == game_id and config["players"] == info.max_players and config["seed"] == 4321
    assert len(config["seats"]) == info.max_players
    assert config["seats"][0] == {"kind": "human", "level": None}
    for seat in config["seats"][1:]:
        assert seat["kind"] == "bot" and seat["level"] in available_levels(game_id)
    game = new_game(config["game"], config["players"], config["options"], config["seed"])
    same = new_game(game_id, info.max_players, config["options"], 4321)
    assert game.to_json() == same.to_json()


def test_switching_games_leaves_only_the_new_game_s_seat_widgets(dialog):
    for game_id in sorted(GAMES) + sorted(GAMES, reverse=True):
        dialog.set_game(game_id)
        combos = [w for w in dialog.seats_box.findChildren(QComboBox) if w.parent() is dialog.seats_box]
        assert len(combos) == 2 * GAMES[game_id].max_players


def test_selecting_a_preset_sets_the_widgets_and_editing_marks_custom(dialog):
    game_id, preset = next((g, name) for g, info in sorted(GAMES.items())  # not the first: it is shown
                           for name, values in list(info.presets.items())[1:] if values)
    info = GAMES[game_id]
    dialog.set_game(game_id)
    assert dialog.preset_combo.currentData() != preset
    dialog.preset_combo.setCurrentIndex(dialog.preset_combo.findData(preset))
    dialog.preset_combo.activated.emit(dialog.preset_combo.currentIndex())
    wanted = {opt.name: opt.default for opt in info.options} | info.presets[preset]
    assert dialog.options() == wanted
    assert dialog.preset_name() == preset
    name, value = next(iter(info.presets[preset].items()))
    option = info.option(name)
    set_widget(dialog.option_widget(name), option, option.default)
    assert dialog.preset_combo.currentData() in ("custom", *info.presets)
    changed = next(opt for opt in info.options if opt.name not in info.presets[preset])
    dialog.apply_preset(preset)
    set_widget(dialog.option_widget(changed.name), changed, other_value(game_id, changed))
    assert dialog.preset_combo.currentData() == "custom"
    assert dialog.preset_name() == "custom"


def test_picker_remembers_the_last_choices(qtbot, settings):
    first = NewGameDialog(settings=settings)
    qtbot.addWidget(first)
    first.set_game("german_bridge")
    first.set_players(3)
    option = GAMES["german_bridge"].option("trump")
    set_widget(first.option_widget("trump"), option, "turned_card")
    kind, level = first.seat_widgets(2)
    kind.setCurrentIndex(kind.findData("human"))
    first.set_seed(99)
    first.accept()
    assert first.result() == QDialog.Accepted
    settings.sync()

    again = NewGameDialog(settings=QSettings(settings.fileName(), QSettings.IniFormat))
    qtbot.addWidget(again)
    config = again.config()
    assert config["game"] == "german_bridge"
    assert config["players"] == 3
    assert config["options"]["trump"] == "turned_card"
    assert [seat["kind"] for seat in config["seats"]] == ["human", "bot", "human"]
    assert config["seed"] is None  # a new deal unless asked: "Replay last deal" fills it in
    assert again.replay_button.isEnabled()
    again.replay_button.click()
    assert again.config()["seed"] == 99


def test_new_game_opens_on_the_game_at_the_table_as_last_chosen_for_it(qtbot, settings):
    """The picker opened on the game last chosen in it (Devil's Bridge) while a Contract Rummy game opened
    from a file was at the table; it now opens on the table's game, with that game's last choices."""
    first = NewGameDialog(settings=settings)
    qtbot.addWidget(first)
    first.set_game("german_bridge")
    first.set_players(3)
    first.accept()
    first = NewGameDialog(settings=settings)
    qtbot.addWidget(first)
    first.set_game("devils_bridge")
    first.accept()
    settings.sync()
    at_rummy = NewGameDialog(settings=settings, playing="contract_rummy")
    qtbot.addWidget(at_rummy)
    assert at_rummy.config()["game"] == "contract_rummy"
    at_german = NewGameDialog(settings=settings, playing="german_bridge")
    qtbot.addWidget(at_german)
    assert at_german.config()["game"] == "german_bridge" and at_german.config()["players"] == 3
    same = NewGameDialog(settings=settings, playing="devils_bridge")
    qtbot.addWidget(same)
    assert same.config()["game"] == "devils_bridge"


def test_replay_last_deal_uses_the_seed_of_a_game_started_at_random(qtbot, settings):
    dialog = NewGameDialog(settings=settings)
    qtbot.addWidget(dialog)
    assert not dialog.replay_button.isEnabled()  # no game started yet
    assert dialog.config()["seed"] is None
    game = start_game(dialog.config())
    remember_seed(game.seed, settings)
    later = NewGameDialog(settings=settings)
    qtbot.addWidget(later)
    later.replay_button.click()
    config = later.config()
    assert config["seed"] == game.seed
    assert start_game(config).to_json() == game.to_json()


def test_a_refused_game_shows_the_reason_and_does_not_accept(qtbot, dialog, monkeypatch):
    import cardgame_gui.ui.new_game.picker as picker

    def refuse(config):
        raise ValueError("Devil's Bridge is for 3–7 players, not 9")
    monkeypatch.setattr(picker, "start_game", refuse)
    dialog.set_game("devils_bridge")
    dialog.accept()
    assert dialog.result() != QDialog.Accepted
    assert "3–7 players, not 9" in dialog.error_text()
    assert dialog.error_label.isVisibleTo(dialog)


def test_a_seed_out_of_range_is_refused(dialog):
    dialog.seed_edit.setValidator(None)
    dialog.seed_edit.setText("99999999999")
    dialog.accept()
    assert dialog.result() != QDialog.Accepted
    assert "deal number" in dialog.error_text()


def test_rule_card_names_every_option_in_words():
    text = rule_card_text("devils_bridge", {"scoring": "trick_plus_ten", "hook": False})
    lines = text.splitlines()
    assert lines[0] == "Devil's Bridge"
    assert len(lines) == 1 + len(GAMES["devils_bridge"].options)
    assert "Scoring: 1 per trick, +10 when exact (changed)" in lines
    assert "Hook: off (changed)" in lines
    assert "Forehead last hand: on" in lines
    assert "Target score: 0 (play the whole series)" in lines


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_rule_card_has_a_line_for_every_option_of_every_game(game_id):
    info = GAMES[game_id]
    lines = rule_card_text(game_id, {}).splitlines()
    assert lines[0] == info.name and len(lines) == 1 + len(info.options)
    assert not any("(changed)" in line for line in lines)


def test_rule_card_under_the_classic_preset_marks_no_default_as_changed():
    """Issue 33 item 6: Classic Contract Rummy's 2 decks is that preset's value, not a change; a value
    changed on top of the preset still is."""
    classic = GAMES["contract_rummy"].presets["classic"]
    lines = rule_card_text("contract_rummy", dict(classic)).splitlines()
    assert "Decks: 2" in lines and not any("(changed)" in line for line in lines)
    lines = rule_card_text("contract_rummy", {**classic, "decks": 3}).splitlines()
    assert "Decks: 3 (changed)" in lines


def test_rule_card_refuses_an_unknown_option():
    with pytest.raises(ValueError, match="no option 'colour'"):
        rule_card_text("german_bridge", {"colour": "red"})
