"""A small seeded generator whose whole state is one integer kept in the game state."""

from __future__ import annotations

_MASK = (1 << 64) - 1


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def seed_state(seed: int) -> int:
    """The generator state for a seed."""
    return _mix(seed & _MASK)


def next_value(state: int) -> tuple[int, int]:
    """Advance the generator (splitmix64): returns the new state and a 64-bit value."""
    state = (state + 0x9E3779B97F4A7C15) & _MASK
    return state, _mix(state)


def below(state: int, bound: int) -> tuple[int, int]:
    """A value in range(bound), without modulo bias, and the new state."""
    limit = (1 << 64) - ((1 << 64) % bound)
    while True:
        state, value = next_value(state)
        if value < limit:
            return state, value % bound


def shuffled(state: int, items: list[str]) -> tuple[int, list[str]]:
    """A Fisher-Yates shuffle of a copy of items, and the new state."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        state, j = below(state, i + 1)
        out[i], out[j] = out[j], out[i]
    return state, out
