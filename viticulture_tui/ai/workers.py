"""Process pools for the long runs (the arena, the tuner, the value fit): Ctrl+C stops the run.

A terminal sends Ctrl+C to every process of the run. Left alone, each worker would stop inside its
game and print its own traceback. The workers ignore it instead; the run's own process gets the
KeyboardInterrupt, and leaving its `with` block terminates the pool.
"""

from __future__ import annotations

import multiprocessing
import signal
from multiprocessing.pool import Pool


def _leave_interrupt_to_the_run() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def worker_pool(processes: int) -> Pool:
    """A pool of `processes` workers that ignore Ctrl+C (use it in a `with` block)."""
    return multiprocessing.Pool(processes, initializer=_leave_interrupt_to_the_run)
