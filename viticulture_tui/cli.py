"""The `viticulture` command: play (default), simulate, bench, load, replay, --version."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from viticulture_tui import __version__
from viticulture_tui.persistence import commands as persistence_commands


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every subcommand."""
    parser = argparse.ArgumentParser(prog="viticulture", description="Viticulture in the terminal.")
    parser.add_argument("--version", action="version", version=f"viticulture {__version__}")
    sub = parser.add_subparsers(dest="command")
    sub.add_parser("play", help="start the game (the default)")
    sim = sub.add_parser("simulate", help="play random games headless and print a summary")
    sim.add_argument("--players", type=int, default=4)
    sim.add_argument("--games", type=int, default=10)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--json", action="store_true", help="print the summary as JSON")
    sim.add_argument(
        "--level",
        choices=["very_easy", "easy", "normal", "hard", "very_hard"],
        default="normal",
        help="solo difficulty (with --players 1)",
    )
    sim.add_argument("--aggressive", action="store_true", help="solo: the aggressive variant")
    bench = sub.add_parser("bench", help="measure speed")
    bench.add_argument("--json", action="store_true", help="print one JSON object")
    bench.add_argument("--games", type=int, default=0, help="games per player count (0: default)")
    demo = sub.add_parser("demo", help="play one random game headless and print its log")
    demo.add_argument("--players", type=int, default=2)
    demo.add_argument("--seed", type=int, default=0)
    persistence_commands.add_persistence_commands(sub, parser)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the console script."""
    args = build_parser().parse_args(argv)
    command = args.command or "play"
    if command in persistence_commands.COMMANDS:
        return persistence_commands.run_persistence_command(args)
    if command == "simulate":
        return _simulate(args)
    if command == "bench":
        from viticulture_tui.bench import run_bench

        result = run_bench(games=args.games)
        print(json.dumps(result) if args.json else json.dumps(result, indent=2))
        return 0
    if command == "demo":
        return _demo(args.players, args.seed)
    return _play(getattr(args, "save_dir", None))


def _simulate(args: argparse.Namespace) -> int:
    from viticulture_tui.engine import GameOptions
    from viticulture_tui.sim import simulate

    if not 1 <= args.players <= 6:
        print("simulate: --players must be between 1 and 6", file=sys.stderr)
        return 2
    options = GameOptions(solo_level=args.level, aggressive=args.aggressive)
    s = simulate(args.players, args.games, args.seed, options)
    summary = {
        "players": s.players,
        "games": s.games,
        "finished": s.finished,
        "mean_years": round(s.mean_years, 2),
        "mean_winner_vp": round(s.mean_winner_vp, 2),
        "actions": s.actions,
        "actions_per_s": round(s.actions_per_s),
        "games_per_s": round(s.games_per_s, 2),
    }
    if args.json:
        print(json.dumps(summary))
    else:
        print(
            f"{s.finished}/{s.games} games finished ({s.players} players), "
            f"{s.mean_years:.1f} years on average, winner {s.mean_winner_vp:.1f} VP on average, "
            f"{s.actions_per_s:,.0f} actions/s"
        )
    return 0 if s.finished == s.games else 1


def _demo(players: int, seed: int) -> int:
    from viticulture_tui.sim import play_random_game

    result = play_random_game(players, seed)
    for event in result.state.log:
        if event.seen_by is None:
            print(event.text)
    return 0


def _play(save_dir: str | None = None) -> int:
    from viticulture_tui.persistence.folder import save_dir as resolve_save_dir
    from viticulture_tui.ui.app import run_app

    return int(run_app(resolve_save_dir(save_dir)))


if __name__ == "__main__":
    raise SystemExit(main())
