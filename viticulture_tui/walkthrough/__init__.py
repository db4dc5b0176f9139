"""The rules walkthrough: a guided first game on the real engine, its steps read from assets/."""

from __future__ import annotations

import json
from functools import cache

from viticulture_tui.data import assets_dir
from viticulture_tui.walkthrough.guide import Guide, Verdict
from viticulture_tui.walkthrough.model import ActionPattern, Goal, Step, WalkthroughData

__all__ = ["ActionPattern", "Goal", "Guide", "Step", "Verdict", "WalkthroughData", "load"]


@cache
def load() -> WalkthroughData:
    """The walkthrough of assets/walkthrough.json, validated."""
    with (assets_dir() / "walkthrough.json").open(encoding="utf-8") as handle:
        return WalkthroughData.model_validate(json.load(handle))
