"""Summer visitors 1-19, each played in a built scene."""

from tests.scenario import choose, game, labels, plant_now, play_card


def test_surveyor_pays_two_lira_per_empty_owned_field():
    """Surveyor (a): 2 lira for each owned field without vines; sold fields do not count."""
    s = game()
    s.players[0].fields[2].sold = True
    lira = s.players[0].lira
    play_card(s, 0, "surveyor")
    choose(s, "2 lira per empty field")
    assert s.players[0].lira == lira + 4
    assert "surveyor" in s.discards["summer"]


def test_surveyor_gives_one_vp_per_planted_field():
    """Surveyor (b): 1 VP for each owned field with at least one vine."""
    s = game()
    plant_now(s, 0, "sangiovese.1", 0)
    plant_now(s, 0, "malvasia.1", 1)
    vp = s.players[0].vp
    play_card(s, 0, "surveyor")
    choose(s, "1 VP per planted field")
    assert s.players[0].vp == vp + 2


def test_surveyor_offers_only_options_that_give_something():
    """Surveyor: with no planted field the VP option is not offered."""
    s = game()
    play_card(s, 0, "surveyor")
    assert not any("VP per planted" in label for label in labels(s))
