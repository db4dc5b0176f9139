"""The census counts the steps of the wine engine from a seat's mat, and its command refuses bad input."""

from viticulture_tui.ai.census import STEPS, census_game, main, steps, summary
from viticulture_tui.engine import PlayerSetup, Setup, new_game
from viticulture_tui.engine.state import Player


def _player() -> Player:
    return new_game(Setup(players=[PlayerSetup(name="A")], seed=3)).players[0].model_copy(deep=True)


def test_each_step_counts_what_rose() -> None:
    before = _player()
    after = before.model_copy(deep=True)
    after.fields[0].vines.append("merlot.1")
    after.grapes["red"] += [3, 4]
    after.wines["red"].append(4)
    after.grapes["red"].remove(3)
    after.vp_sources["orders"] = 3
    after.vp += 3
    assert steps(before, after) == {
        "vines_planted": 1,
        "grapes_gained": 1,  # two gained, one made into wine: the net rise
        "wines_made": 1,
        "orders_filled": 1,  # one order, whatever its VP
    }
    assert steps(after, before) == {}  # losses are not steps


def test_a_solo_game_is_counted_from_the_mat() -> None:
    years, (me,) = census_game(["standard"], seed=700)
    assert years == 7  # the solo calendar
    assert me.vp == sum(me.vp_sources.values())
    # An order filled shows both as a step and as VP from orders.
    assert (me.counts["orders_filled"] > 0) == (me.vp_sources.get("orders", 0) > 0)
    assert me.counts["structures_built"] >= 1  # Standard builds in every solo game seen
    assert all(1 <= year <= 7 for year in me.first_year.values())


def test_bad_input_is_refused_in_a_line(capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["master"]) == 2
    assert main(["standard", "--level", "hardest"]) == 2
    assert main(["standard", "--games", "0"]) == 2
    err = capsys.readouterr().err
    assert "unknown seat 'master'" in err and "unknown Automa level 'hardest'" in err


def test_the_summary_gives_the_mean_and_its_interval() -> None:
    out = summary(["random"], games=2, seed=1)
    lo, hi = out["vp_ci95"]
    assert lo <= out["mean_vp"] <= hi
    assert out["games"] == 2 and set(out["steps_per_game"]) == set(STEPS)
