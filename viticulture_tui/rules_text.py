"""The rules reference in plain words (assets/rules.json): sections, rulings, links from the game, search."""

from __future__ import annotations

import json
import re
from functools import cache

from pydantic import BaseModel, ConfigDict, field_validator, model_validator

from viticulture_tui.data import assets_dir

SECTION_ID = re.compile(r"^\d+(\.\d+)?$")
RULING_ID = re.compile(r"^[RVS]\d+$")
REF_TOKEN = re.compile(r"§\s*(\d+(?:\.\d+)?)|\b([RVS]\d+)\b")
WORD = re.compile(r"[a-z0-9]+(?:\.[0-9]+)?")
SUFFIXES = ("ing", "ed", "es", "s", "e")
VISITOR_SECTION = "13"


class RuleSection(BaseModel):
    """One section of the rules: its number, title, text and the rulings that apply to it."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str
    title: str
    text: str
    rulings: tuple[str, ...] = ()

    @field_validator("id")
    @classmethod
    def _id_form(cls, value: str) -> str:
        if not SECTION_ID.match(value):
            raise ValueError(f"section id {value!r} is not like '4' or '4.2'")
        return value

    @property
    def parent(self) -> str | None:
        """The id of the section this one belongs to ('4' for '4.2'), or None."""
        return self.id.split(".", 1)[0] if "." in self.id else None

    @property
    def heading(self) -> str:
        """'§4.2 Bonus spaces'."""
        return f"§{self.id} {self.title}"


class RulesBook(BaseModel):
    """Every rules section, the short text of each ruling, and the sections behind each action kind."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    sections: tuple[RuleSection, ...]
    rulings: dict[str, str]
    actions: dict[str, tuple[str, ...]]

    @model_validator(mode="after")
    def _links(self) -> RulesBook:
        ids = [s.id for s in self.sections]
        if len(ids) != len(set(ids)):
            raise ValueError("section ids must be unique")
        known = set(ids)
        for s in self.sections:
            if s.parent is not None and s.parent not in known:
                raise ValueError(f"section {s.id} has no parent section {s.parent}")
            for ruling in s.rulings:
                if ruling not in self.rulings:
                    raise ValueError(f"section {s.id} names unknown ruling {ruling}")
        for ruling in self.rulings:
            if not RULING_ID.match(ruling):
                raise ValueError(f"ruling id {ruling!r} is not like 'R1', 'V2' or 'S3'")
        for kind, targets in self.actions.items():
            if not targets or not set(targets) <= known:
                raise ValueError(f"action {kind!r} points at missing sections {targets}")
        return self

    def section(self, section_id: str) -> RuleSection:
        """The section with this id ('4.2' or '§4.2'); KeyError if there is none."""
        key = section_id.strip().lstrip("§").strip()
        for s in self.sections:
            if s.id == key:
                return s
        raise KeyError(section_id)

    def has(self, section_id: str) -> bool:
        """Whether a section with this id exists."""
        try:
            self.section(section_id)
        except KeyError:
            return False
        return True

    def children(self, section_id: str) -> list[RuleSection]:
        """The sub-sections of a section, in order."""
        return [s for s in self.sections if s.parent == section_id]

    def with_ruling(self, ruling: str) -> list[RuleSection]:
        """The sections a ruling applies to."""
        return [s for s in self.sections if ruling in s.rulings]

    def for_action(self, kind: str) -> list[RuleSection]:
        """The sections behind a board action or a decision kind; a visitor's own decision maps to §13."""
        targets = self.actions.get(kind)
        if targets is None and is_visitor_kind(kind):
            targets = (VISITOR_SECTION,)
        return [self.section(t) for t in targets or ()]

    def resolve_ref(self, ref: str) -> tuple[list[RuleSection], list[str]]:
        """The sections a rule string like '§5.1, §6' or 'R8' names, and the parts that name none."""
        found: list[RuleSection] = []
        unknown: list[str] = []
        for match in REF_TOKEN.finditer(ref):
            number, ruling = match.groups()
            if number is not None:
                hits = [self.section(number)] if self.has(number) else []
            else:
                hits = self.with_ruling(ruling)
            if not hits:
                unknown.append(match.group(0))
            found.extend(h for h in hits if h not in found)
        return found, unknown

    def for_rule_ref(self, ref: str) -> list[RuleSection]:
        """The sections a rule string from the engine names, in the order it names them."""
        return self.resolve_ref(ref)[0]

    def search(self, query: str) -> list[RuleSection]:
        """Sections matching the words of the query, best first (every word found, then title hits)."""
        words = [_stem(w) for w in WORD.findall(query.lower().replace("§", " "))]
        if not words:
            return []
        scored = []
        for order, s in enumerate(self.sections):
            title = s.title.lower()
            body = " ".join([s.text, *(self.rulings[r] for r in s.rulings)]).lower()
            covered = 0
            score = 0
            hits = 0
            for word in words:
                if word == s.id:
                    score += 100
                    covered += 1
                    continue
                pattern = re.compile(r"\b" + re.escape(word))
                in_title = len(pattern.findall(title))
                in_body = len(pattern.findall(body))
                if in_title or in_body:
                    covered += 1
                    score += 5 * in_title + in_body
                    hits += in_body
            if covered:
                density = hits / max(1, len(body.split()))
                scored.append((-covered, -score, -density, order, s))
        return [s for *_, s in sorted(scored, key=lambda t: t[:4])]


def _stem(word: str) -> str:
    """A word without a common ending, so that 'planting' finds 'plant' and 'devalue' 'devaluation'."""
    for suffix in SUFFIXES:
        if len(word) - len(suffix) >= 4 and word.endswith(suffix):
            return word[: -len(suffix)]
    return word


def is_visitor_kind(kind: str) -> bool:
    """Whether a decision kind belongs to a visitor card: it starts with the card's id or first word."""
    from viticulture_tui.engine.catalog import catalog

    head = kind.split("_", 1)[0]
    for visitor in catalog().visitors:
        if kind == visitor.id or kind.startswith(visitor.id + "_"):
            return True
        if head == visitor.id.split("_", 1)[0]:
            return True
    return False


@cache
def book() -> RulesBook:
    """The rules reference of assets/rules.json, validated."""
    with (assets_dir() / "rules.json").open(encoding="utf-8") as handle:
        return RulesBook.model_validate(json.load(handle))


def section(section_id: str) -> RuleSection:
    """The section with this id ('4.2' or '§4.2'); KeyError if there is none."""
    return book().section(section_id)


def for_action(kind: str) -> list[RuleSection]:
    """The sections behind a board action id or a decision kind."""
    return book().for_action(kind)


def for_rule_ref(ref: str) -> list[RuleSection]:
    """The sections a rule string from the engine names ('§5.1, §6', 'R8', '§13, V5')."""
    return book().for_rule_ref(ref)


def search(query: str) -> list[RuleSection]:
    """Sections matching the query, best first."""
    return book().search(query)


def ruling(ruling_id: str) -> str:
    """The short text of a ruling ('R8'); KeyError if there is none."""
    return book().rulings[ruling_id]
