"""Process pools for the long runs (the arena, the tuner, the value fit): Ctrl+C stops the run.

A terminal sends Ctrl+C to every process of the run. Left alone, each worker would stop inside its
game and print its own traceback. The workers ignore it instead; the run's own process gets the
KeyboardInterrupt, and leaving the pool's `with` block kills the workers.

Not `multiprocessing.Pool`: its workers share one result queue behind one lock, and its
`terminate` can kill a worker that holds that lock, after which its own task thread waits on the
lock for ever (CPython issue 96995, still open). An arena run on a busy machine hung that way on
Ctrl+C. Here each worker has a pipe of its own and no thread helps: killing a worker can block
nothing else, and a worker that dies is an error the run reports rather than a wait.
"""

from __future__ import annotations

import multiprocessing
import signal
import time
import traceback
from collections.abc import Callable, Iterable, Iterator
from contextlib import suppress
from multiprocessing.connection import Connection, wait
from multiprocessing.process import BaseProcess
from types import TracebackType
from typing import Any, TypeVar

T = TypeVar("T")
R = TypeVar("R")

STOP_WAIT = 5.0
"""Seconds a worker gets to leave by itself at the end of a run before it is killed."""


class WorkerError(RuntimeError):
    """A worker process died or its answer could not be sent back; also the cause attached to a
    worker's exception, with the worker's traceback."""


def _serve(conn: Connection) -> None:
    """A worker: run each (function, item) the pipe brings and send back (True, result) or
    (False, exception), until it brings None or the run's process is gone."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _mask(signal.SIG_UNBLOCK)  # blocked by the run's process while it forked this one
    while True:
        try:
            task = conn.recv()
        except (EOFError, OSError):
            return  # the run's process has ended (killed, say): nothing is left to answer
        if task is None:
            return
        fn, item = task
        try:
            reply: tuple[bool, Any] = (True, fn(item))
        except Exception as exc:  # sent back with its traceback, to be raised in the run's process
            reply = (False, (exc, traceback.format_exc()))
        try:
            conn.send(reply)
        except (EOFError, OSError):
            return
        except Exception:  # a result or an exception that does not pickle
            why = traceback.format_exc()
            conn.send((False, (WorkerError("a worker's answer could not be sent back"), why)))


def _mask(how: int) -> set[int | signal.Signals]:
    """Block or unblock Ctrl+C in this thread (where the platform can); the mask it had."""
    if not hasattr(signal, "pthread_sigmask"):
        return set()
    return set(signal.pthread_sigmask(how, {signal.SIGINT}))


class WorkerPool:
    """Worker processes, each with its own pipe; use it in a `with` block, which ends them all."""

    def __init__(self, processes: int) -> None:
        context = multiprocessing.get_context()
        self._workers: list[tuple[BaseProcess, Connection]] = []
        # Ctrl+C stays blocked while the workers are forked, so that none can be stopped by it
        # before it has chosen to ignore it; one pressed meanwhile reaches this process after.
        old = _mask(signal.SIG_BLOCK)
        try:
            for _ in range(max(1, processes)):
                mine, theirs = context.Pipe()
                process = context.Process(target=_serve, args=(theirs,), daemon=True)
                process.start()
                theirs.close()  # the worker's end lives in the worker only: its death ends the pipe
                self._workers.append((process, mine))
        except BaseException:
            self.close(kill=True)
            raise
        finally:
            if signal.SIGINT not in old:
                _mask(signal.SIG_UNBLOCK)

    def __enter__(self) -> WorkerPool:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        self.close(kill=kind is not None)

    def close(self, kill: bool = False) -> None:
        """End every worker: asked to leave after a run (killed if busy after STOP_WAIT seconds),
        killed at once after an error or Ctrl+C."""
        if not kill:
            for _, conn in self._workers:
                with suppress(OSError):  # one already gone has nothing to be told
                    conn.send(None)
        deadline = time.monotonic() + (0.0 if kill else STOP_WAIT)
        for process, _ in self._workers:
            process.join(max(0.0, deadline - time.monotonic()))
            if process.is_alive():
                process.kill()
        for process, conn in self._workers:
            process.join()
            conn.close()
        self._workers = []

    def imap_unordered(self, fn: Callable[[T], R], items: Iterable[T]) -> Iterator[R]:
        """`fn` of each item, each as soon as a worker has it (in no set order)."""
        for _, result in self._run(fn, items):
            yield result

    def map(self, fn: Callable[[T], R], items: Iterable[T]) -> list[R]:
        """`fn` of each item, in the items' order."""
        done = dict(self._run(fn, items))
        return [done[i] for i in range(len(done))]

    def _run(self, fn: Callable[[T], R], items: Iterable[T]) -> Iterator[tuple[int, R]]:
        """(index, result) of each item as it comes back; a worker's exception is raised here."""
        todo = enumerate(items)
        busy: dict[Connection, int] = {}

        def hand_out(conn: Connection) -> None:
            task = next(todo, None)
            if task is not None:
                busy[conn] = task[0]
                conn.send((fn, task[1]))

        for _, conn in self._workers:
            hand_out(conn)
        while busy:
            for ready in wait(list(busy)):
                assert isinstance(ready, Connection)
                try:
                    ok, value = ready.recv()
                except EOFError:
                    raise WorkerError("a worker process ended before it sent back its result") from None
                index = busy.pop(ready)
                if not ok:
                    exc, trace = value
                    raise exc from WorkerError(f"in the worker:\n{trace}")
                hand_out(ready)
                yield index, value


def worker_pool(processes: int) -> WorkerPool:
    """A pool of `processes` workers that ignore Ctrl+C (use it in a `with` block)."""
    return WorkerPool(processes)
