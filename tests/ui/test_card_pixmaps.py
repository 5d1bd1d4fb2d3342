"""Card faces are pre-rendered at the card size × device pixel ratio and re-rendered when either changes."""

import pytest

from cardgame_gui.ui.scene.cards import ASSETS, CardPixmaps, card_label, card_name

CODES = [r + s for s in "CDHS" for r in "23456789TJQKA"] + ["JK"]


def test_every_face_and_back_exists_in_both_decks():
    for deck in ("standard", "four_colour"):
        assert sorted(p.stem for p in (ASSETS / deck).glob("*.svg")) == sorted(CODES)
    assert sorted(p.stem for p in (ASSETS / "backs").glob("*.svg")) == ["blue", "red"]


def test_four_colour_deck_draws_clubs_green_and_diamonds_blue():
    assert "#17803a" in (ASSETS / "four_colour" / "QC.svg").read_text()
    assert "#1d5fc4" in (ASSETS / "four_colour" / "TD.svg").read_text()
    assert "#17803a" not in (ASSETS / "standard" / "QC.svg").read_text()


def test_pixmaps_are_rendered_at_size_times_pixel_ratio(qapp):
    pixmaps = CardPixmaps(width=80, ratio=2.0)
    face = pixmaps.face("QS")
    assert (face.width(), face.height()) == (160, 224) and face.devicePixelRatio() == 2.0
    assert not face.toImage().pixelColor(80, 112).alpha() == 0  # something was drawn


def test_a_new_size_or_ratio_clears_the_cache(qapp):
    pixmaps = CardPixmaps(width=80, ratio=1.0)
    first = pixmaps.face("AH")
    assert pixmaps.face("AH").cacheKey() == first.cacheKey()
    assert not pixmaps.configure(width=80, ratio=1.0)
    assert pixmaps.configure(ratio=1.5)
    assert pixmaps.face("AH").width() == 120
    assert pixmaps.configure(width=100)
    assert pixmaps.back().width() == 150


def test_unknown_deck_or_back_is_refused():
    with pytest.raises(ValueError, match="unknown deck"):
        CardPixmaps(deck="tarot")
    with pytest.raises(ValueError, match="unknown card back"):
        CardPixmaps().configure(back="green")


def test_card_names_for_screen_readers():
    assert card_name("QS") == "Queen of spades" and card_name("TD") == "Ten of diamonds"
    assert card_label("TH") == "10♥" and card_name("JK") == "Joker"


def test_the_committed_art_is_what_the_script_draws(tmp_path):
    import importlib.util
    from pathlib import Path
    script = Path(__file__).resolve().parents[2] / "tools" / "make_cards.py"
    spec = importlib.util.spec_from_file_location("make_cards", script)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.main(["--out", str(tmp_path)]) == 0
    made = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*.svg"))
    assert made == sorted(p.relative_to(ASSETS) for p in ASSETS.rglob("*.svg"))
    assert all((tmp_path / p).read_text() == (ASSETS / p).read_text() for p in made)
