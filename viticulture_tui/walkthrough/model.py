"""The walkthrough as data: setup, scenario, scripted opponent and steps, validated from JSON."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from viticulture_tui.engine.state import Setup

Highlight = str
"""An area of the game screen: 'board', 'space:<action id>', 'wake_up', 'vineyard', 'crush_pad',
'cellar', 'hand', 'log', 'scores', 'workers'."""

AREAS = ("board", "wake_up", "vineyard", "crush_pad", "cellar", "hand", "log", "scores", "workers")
GoalKind = Literal[
    "ack",
    "all",
    "placed",
    "phase",
    "year",
    "structure",
    "planted",
    "harvested",
    "grape",
    "wine",
    "rooster",
    "field_sold",
    "vp_at_least",
    "lira_at_least",
    "residual_at_least",
    "workers_at_least",
]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class ActionPattern(_Model):
    """An action a step accepts: its kind, and its argument with '*' for any part ('*' alone: any)."""

    kind: str
    arg: Any = "*"


class OpponentRule(ActionPattern):
    """A preference of the scripted seat, optionally limited to a year and a phase."""

    year: int | None = None
    phase: str | None = None


class Opponent(_Model):
    """The scripted seat: the first legal choice matching the first usable preference, else the fallback."""

    seat: int
    prefer: list[OpponentRule]
    fallback: Literal["pass_or_first"] = "pass_or_first"


class Goal(_Model):
    """A check of the game state that tells when a step is done."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    kind: GoalKind
    seat: Literal["learner", "opponent"] = "learner"
    action: str | None = None
    is_: str | int | None = Field(default=None, alias="is")
    type: str | None = None
    value: int | None = None
    field: int | None = None
    vine: str | None = None
    row: int | None = None
    of: list[Goal] = Field(default_factory=list)


class Step(_Model):
    """One step of the walkthrough: what to read, where to look, what to do and when it is done."""

    id: str
    title: str
    text: str
    highlight: Highlight
    ask: str
    expect: list[ActionPattern] = Field(default_factory=list)
    hint: str
    goal: Goal
    rules: list[str] = Field(default_factory=list)
    """Rules sections (ids in assets/rules.json) the step is about."""

    @property
    def is_ack(self) -> bool:
        """Whether the step only asks the player to read and continue."""
        return self.goal.kind == "ack"


class SeatScenario(_Model):
    """What one seat is given at the start of the lesson, beyond the normal setup."""

    seat: int
    structures: list[str] = Field(default_factory=list)
    vines: dict[int, list[str]] = Field(default_factory=dict)
    """Vine cards already planted, by field index (0 is the 5-field)."""
    grapes: dict[str, list[int]] = Field(default_factory=dict)
    hand: list[str] = Field(default_factory=list)


class Parents(_Model):
    """The mama and papa a seat is dealt."""

    seat: int
    mama: str
    papa: str


class Scenario(_Model):
    """Changes applied once, after the deal and before the first decision, so every step is possible."""

    why: str
    parents: list[Parents] = Field(default_factory=list)
    deck_tops: dict[str, list[str]] = Field(default_factory=dict)
    """Cards put on top of a deck, the first listed drawn first."""
    seats: list[SeatScenario] = Field(default_factory=list)


class WalkthroughData(_Model):
    """A whole guided game: the table, the scenario, the scripted seat and the steps."""

    id: str
    title: str
    setup: Setup
    learner: int
    first_player: int
    scenario: Scenario
    opponent: Opponent
    steps: list[Step]

    @model_validator(mode="after")
    def _check(self) -> WalkthroughData:
        ids = [s.id for s in self.steps]
        if len(ids) != len(set(ids)):
            raise ValueError("step ids must be unique")
        if self.learner == self.opponent.seat:
            raise ValueError("the learner and the scripted seat must differ")
        for step in self.steps:
            area = step.highlight.split(":", 1)[0]
            if step.highlight not in AREAS and area != "space":
                raise ValueError(f"step {step.id}: unknown highlight {step.highlight!r}")
            if step.is_ack == bool(step.expect):
                raise ValueError(
                    f"step {step.id}: an 'ack' goal goes with no expected action, any other with some"
                )
        return self
