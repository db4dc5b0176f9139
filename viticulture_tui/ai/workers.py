"""Worker processes for the long runs (the arena, the tuner, the value fit): Ctrl+C stops the run,
and a worker that dies stops it too, with a message rather than a hang.

A terminal sends Ctrl+C to every process of the run. Left alone, each worker would stop inside its
game and print its own traceback. The workers ignore it instead; the run's own process gets the
KeyboardInterrupt and stops the workers.

A worker can also die from outside: killed, or by the kernel when memory runs out. A
`multiprocessing.Pool` starts a new worker then, but the game the dead one was playing is never
answered, and the run waits for it forever. `concurrent.futures` notices the death and fails the
work still out, which `results` turns into `WorkerLost`.
"""

from __future__ import annotations

import signal
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from concurrent.futures.process import BrokenProcessPool
from typing import TypeVar

T = TypeVar("T")
R = TypeVar("R")


class WorkerLost(RuntimeError):
    """A worker process died (killed, or out of memory) with work of the run unfinished."""


def _leave_interrupt_to_the_run() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def results(fn: Callable[[T], R], items: Sequence[T], processes: int) -> Iterator[tuple[int, R]]:
    """`(i, fn(items[i]))` for every item, each as soon as a worker has it, on `processes` workers.

    Ctrl+C (or leaving the loop early) stops every worker at once; a worker that dies raises
    WorkerLost, after the results that were already in have been given.
    """
    executor = ProcessPoolExecutor(max(1, processes), initializer=_leave_interrupt_to_the_run)
    finished = False
    try:
        futures: dict[Future[R], int] = {executor.submit(fn, item): i for i, item in enumerate(items)}
        for future in as_completed(futures):
            try:
                result = future.result()
            except BrokenProcessPool as exc:
                raise WorkerLost(
                    "a worker process died (killed, or out of memory) before its work was done"
                ) from exc
            yield futures[future], result
        finished = True
    finally:
        if not finished:
            _stop_now(executor)
        executor.shutdown(wait=True, cancel_futures=True)


def as_done(fn: Callable[[T], R], items: Sequence[T], jobs: int) -> Iterator[R]:
    """`fn` of every item, each as it is done: here in this process for one job (or one item), where
    a debugger and a traceback see it, else on up to `jobs` workers (see `results`)."""
    if jobs <= 1 or len(items) <= 1:
        for item in items:
            yield fn(item)
        return
    for _, result in results(fn, items, min(jobs, len(items))):
        yield result


def mapped(fn: Callable[[T], R], items: Sequence[T], processes: int) -> list[R]:
    """`fn` of every item, in the items' order (see `results`)."""
    by_index = dict(results(fn, items, processes))
    return [by_index[i] for i in range(len(items))]


def _stop_now(executor: ProcessPoolExecutor) -> None:
    """End the workers where they are: a game under way may take a minute, and the run is over."""
    # The executor only stops a worker between tasks. Python 3.14 adds `terminate_workers`; before
    # it the processes are not public, so they are reached through the attribute that keeps them.
    terminate = getattr(executor, "terminate_workers", None)
    if callable(terminate):
        terminate()
        return
    for process in list((getattr(executor, "_processes", None) or {}).values()):
        process.terminate()
