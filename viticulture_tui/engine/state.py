"""The game state: one pydantic model that holds everything and serialises to JSON."""

from __future__ import annotations

from typing import Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, field_validator

from viticulture_tui.safe_text import is_printable

Phase = Literal["setup", "spring", "summer", "fall", "winter", "year_end", "game_over"]
WorkerKind = Literal["worker", "grande"]
M = TypeVar("M", bound=BaseModel)


class _Model(BaseModel):
    # Mutable on purpose: the engine changes the state in place after it has checked that an
    # action is legal, which is what keeps a whole game fast.
    model_config = ConfigDict(extra="forbid", validate_assignment=False)

    def __setattr__(self, name: str, value: Any) -> None:
        # Plain field writes skip pydantic's generic path (a few microseconds each, thousands
        # of times a game); private attributes still go through it.
        if name in type(self).__pydantic_fields__:
            self.__dict__[name] = value
        else:
            super().__setattr__(name, value)


_new = object.__new__
# pydantic keeps the fields' dictionary and these three in slots of BaseModel; their descriptors'
# setters skip every __setattr__ hook (and object.__setattr__'s look-up of the descriptor).
_set_dict = BaseModel.__dict__["__dict__"].__set__
_set_fields_set = BaseModel.__dict__["__pydantic_fields_set__"].__set__
_set_extra = BaseModel.__dict__["__pydantic_extra__"].__set__
_set_private = BaseModel.__dict__["__pydantic_private__"].__set__


def construct(cls: type[M], **fields: Any) -> M:
    """Build a model from trusted values without validation (the hot path of the engine)."""
    obj = _new(cls)
    _set_dict(obj, fields)
    _set_fields_set(obj, set(fields))
    _set_extra(obj, None)
    _set_private(obj, None)
    return obj


# One set of given fields shared by every log line and every task the engine makes (as clone.py
# shares a source's): only pydantic's own __setattr__ would write to it, and _Model bypasses that.
_EVENT_FIELDS = {"text", "seen_by", "year", "season"}
_TASK_FIELDS = {"kind", "seat", "params"}
_PLACEMENT_FIELDS = {"seat", "action", "slot", "grande", "planned"}


def new_event(text: str, seen_by: list[int] | None, year: int, season: str) -> Event:
    """A log line from trusted values: `construct` without its keyword packing and new set."""
    obj = _new(Event)
    _set_dict(obj, {"text": text, "seen_by": seen_by, "year": year, "season": season})
    _set_fields_set(obj, _EVENT_FIELDS)
    _set_extra(obj, None)
    _set_private(obj, None)
    return obj


def new_task(kind: str, seat: int, params: dict[str, Any]) -> Task:
    """A task from trusted values: `construct` without its keyword packing and new set."""
    obj = _new(Task)
    _set_dict(obj, {"kind": kind, "seat": seat, "params": params})
    _set_fields_set(obj, _TASK_FIELDS)
    _set_extra(obj, None)
    _set_private(obj, None)
    return obj


def new_placement(seat: int, action: str, slot: int, grande: bool) -> Placement:
    """A worker standing on a space, not planned: `construct` without its keyword packing and new
    set (a worker is stood on a visitor space for every question of the placement choices)."""
    obj = _new(Placement)
    _set_dict(obj, {"seat": seat, "action": action, "slot": slot, "grande": grande, "planned": False})
    _set_fields_set(obj, _PLACEMENT_FIELDS)
    _set_extra(obj, None)
    _set_private(obj, None)
    return obj


def _rows(*kinds: str) -> dict[str, list[int]]:
    return {k: [] for k in kinds}


class Field_(_Model):
    """One of a player's three fields."""

    value: int
    sold: bool = False
    vines: list[str] = Field(default_factory=list)
    harvested: bool = False


class Player(_Model):
    """Everything a player owns: mat, money, cards and workers."""

    seat: int
    name: str
    lira: int = 0
    vp: int = 0
    residual: int = 0
    hand: list[str] = Field(default_factory=list)
    fields: list[Field_]
    structures: list[str] = Field(default_factory=list)
    grapes: dict[str, list[int]] = Field(default_factory=lambda: _rows("red", "white"))
    wines: dict[str, list[int]] = Field(default_factory=lambda: _rows("red", "white", "blush", "sparkling"))
    workers: int = 2
    """Regular workers owned, the ones trained this year included (the grande is extra)."""
    trained: int = 0
    """Workers trained this year: owned, but placeable only from next year."""
    free_workers: int = 2
    """Regular workers (the temporary one included) that can still be placed this year."""
    grande_free: bool = True
    temp_worker: bool = False
    rooster: int | None = None
    passed: bool = False
    windmill_used: bool = False
    tasting_room_used: bool = False
    yoke_used: bool = False
    bonus_tokens: int = 0
    """Solo: bonus action tokens taken from the wake-up chart (§17.3)."""
    mama: str | None = None
    papa: str | None = None
    vp_sources: dict[str, int] = Field(default_factory=dict)

    def has(self, structure: str) -> bool:
        """Whether the player has built the structure."""
        return structure in self.structures


class Placement(_Model):
    """A worker standing on an action space until year end."""

    seat: int
    action: str
    slot: int
    """0 left, 1 bonus (middle), 2 right; -1 a grande on a full action."""
    grande: bool = False
    planned: bool = False
    """Placed by the Planner: the action resolves at the start of winter (V5)."""


class Automa(_Model):
    """The solo opponent: its deck of 24 cards, its VP and what it did this year (§17)."""

    deck: list[int]
    discard: list[int] = Field(default_factory=list)
    cards: list[int] = Field(default_factory=list)
    """Automa cards drawn this season."""
    vp: int = 20
    workers_this_year: int = 0
    tokens: list[int] = Field(default_factory=lambda: list(range(1, 8)))
    """Wake-up rows that still hold a bonus action token."""
    lost_early: bool = False
    """Aggressive variant: the player ended a year at or below the Automa's marker."""


class Task(_Model):
    """A pending step: a decision owned by one player, or an automatic step of an effect."""

    kind: str
    seat: int
    params: dict[str, Any] = Field(default_factory=dict)


class Event(_Model):
    """A line of the game log; `seen_by` None means every player may read it."""

    text: str
    seen_by: list[int] | None = None
    year: int = 0
    season: str = ""


ComputerLevel = Literal["random", "novice", "standard", "expert"]
"""The computer levels a seat may have (ai/levels.py builds a bot for each)."""

MAX_NAME_LENGTH = 20
"""The longest player name, in characters: it fits the narrowest panel that shows whole names."""


class PlayerSetup(_Model):
    """A seat at the table as chosen on the new-game screen."""

    name: str
    colour: str = ""
    computer: ComputerLevel | None = Field(default=None, exclude_if=lambda level: level is None)
    """The level of the computer that plays this seat; None for a person. Left out of a save when
    None, so that a save of people only is written (and read) exactly as before the field existed."""

    @field_validator("name")
    @classmethod
    def _plain_name(cls, name: str) -> str:
        # Names reach logs, saves and every screen: one with control characters or lone
        # surrogates could not be printed or saved, so a game never starts with one.
        if not name.strip():
            raise ValueError("a player name cannot be empty")
        if not is_printable(name):
            raise ValueError("a player name cannot hold control characters or invisible formatting")
        if len(name) > MAX_NAME_LENGTH:
            raise ValueError(f"a player name has at most {MAX_NAME_LENGTH} characters")
        return name


class GameOptions(_Model):
    """Game options settled by the rulings."""

    friendly_variant: bool = False
    """R9: a bonus space only if its bonus can be taken or no other space of the action is free."""
    mama_papa_choice: bool = False
    """R8: deal two mamas and two papas; each player keeps one of each."""
    solo_level: Literal["very_easy", "easy", "normal", "hard", "very_hard"] = "normal"
    """§17.7: the difficulty of a 1-player game."""
    aggressive: bool = False
    """§17.8: the Automa's marker climbs year by year; end a year at or below it and you lose."""
    token_opens_middle: bool = False
    """S1 option: a bonus action token opens the middle space instead of adding the bonus."""


class Setup(_Model):
    """What a game is started from: seats, options and seed."""

    players: list[PlayerSetup]
    options: GameOptions = Field(default_factory=GameOptions)
    seed: int = 0

    @field_validator("players")
    @classmethod
    def _someone_plays(cls, players: list[PlayerSetup]) -> list[PlayerSetup]:
        # The table is for people: computers fill seats beside at least one of them.
        if players and all(p.computer is not None for p in players):
            raise ValueError("at least one seat is played by a person")
        return players


class GameState(_Model):
    """The whole game at one moment."""

    setup: Setup
    rng: int
    year: int = 1
    phase: Phase = "setup"
    first_player: int = 0
    turn_order: list[int] = Field(default_factory=list)
    last_turn: int | None = None
    players: list[Player]
    placements: list[Placement] = Field(default_factory=list)
    decks: dict[str, list[str]]
    discards: dict[str, list[str]]
    in_play: list[str] = Field(default_factory=list)
    """Visitor cards being resolved, and cards revealed but not yet taken."""
    stack: list[Task] = Field(default_factory=list)
    automa: Automa | None = None
    vp_trigger: bool = False
    winners: list[int] = Field(default_factory=list)
    log: list[Event] = Field(default_factory=list)
    history: list[Any] = Field(default_factory=list)
    """Every action applied since setup, as [kind, argument] pairs."""
    vp_by_year: list[list[int]] = Field(default_factory=list)
    history_marks: list[tuple[int, str]] = Field(default_factory=list)
    """Per entry of `history`: the seat that took it and what hidden thing it revealed (marks.py)."""

    _legal_cache: Any = PrivateAttr(default=None)

    @property
    def n(self) -> int:
        """Number of players."""
        return len(self.players)

    @property
    def solo(self) -> bool:
        """Whether this is a 1-player game against the Automa."""
        return self.automa is not None

    @property
    def game_over(self) -> bool:
        """Whether the game has ended."""
        return self.phase == "game_over"

    def __eq__(self, other: object) -> bool:
        # Equal games have equal fields; the cache of legal choices does not count.
        return isinstance(other, GameState) and self.__dict__ == other.__dict__

    __hash__ = None  # type: ignore[assignment]

    def top(self) -> Task | None:
        """The task on top of the stack: the one being resolved now."""
        return self.stack[-1] if self.stack else None
