"""The long runs' process pool: every result back, a worker's error raised, no worker left behind."""

import os
import signal
import time

import pytest

from viticulture_tui.ai.workers import WorkerError, worker_pool


def _square(n: int) -> int:
    return n * n


def _fail_on_three(n: int) -> int:
    if n == 3:
        raise ValueError("three is not allowed")
    return n


def _die_on_two(n: int) -> int:
    if n == 2:
        os._exit(9)  # as a worker killed by the system would end: no answer, no exception
    return n


def _sleep(seconds: float) -> int:
    time.sleep(seconds)
    return os.getpid()


def _interrupt_handler(_: int) -> str:
    return str(signal.getsignal(signal.SIGINT))


def _gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    # A zombie still answers; it has ended if its parent has reaped it, which `close` does.
    return False


def test_map_keeps_the_order_and_imap_unordered_gives_every_result() -> None:
    """`map` is in the items' order; `imap_unordered` has every result once, with more items than workers."""
    with worker_pool(2) as pool:
        assert pool.map(_square, range(20)) == [n * n for n in range(20)]
        assert sorted(pool.imap_unordered(_square, range(20))) == [n * n for n in range(20)]
        assert pool.map(_square, []) == []


def test_one_worker_runs_every_item() -> None:
    """A pool of one (the tuner's --jobs 1) still runs them all."""
    with worker_pool(1) as pool:
        assert pool.map(_square, range(5)) == [0, 1, 4, 9, 16]


def test_workers_ignore_ctrl_c_and_the_run_keeps_it() -> None:
    """Ctrl+C is the run's to handle: a worker ignores it, the run's own handler is unchanged."""
    before = signal.getsignal(signal.SIGINT)
    with worker_pool(2) as pool:
        seen = set(pool.map(_interrupt_handler, range(4)))
    assert seen == {str(signal.SIG_IGN)}
    assert signal.getsignal(signal.SIGINT) is before
    assert signal.SIGINT not in signal.pthread_sigmask(signal.SIG_BLOCK, set())  # not left blocked


def test_a_workers_exception_is_raised_in_the_run_with_its_traceback() -> None:
    """The worker's own exception comes back, its traceback attached, and the workers end."""
    with pytest.raises(ValueError, match="three is not allowed") as caught, worker_pool(2) as pool:
        pool.map(_fail_on_three, range(6))
    cause = caught.value.__cause__
    assert isinstance(cause, WorkerError) and "_fail_on_three" in str(cause)


def test_a_worker_that_dies_is_an_error_not_a_wait() -> None:
    """A worker that ends without answering (killed, out of memory) stops the run with a clear error."""
    with pytest.raises(WorkerError, match="ended before it sent back"), worker_pool(2) as pool:
        pool.map(_die_on_two, range(6))


def test_leaving_the_block_on_an_error_kills_busy_workers_at_once() -> None:
    """Ctrl+C (here any exception) in the middle of long tasks: the block ends without waiting for
    them, and every worker process is gone."""
    pids: list[int] = []
    with pytest.raises(KeyboardInterrupt), worker_pool(2) as pool:
        pids = [p.pid for p, _ in pool._workers if p.pid is not None]
        results = pool.imap_unordered(_sleep, [0.0, 600.0, 600.0])
        next(results)  # the first is back; the two others sleep for ten minutes
        raise KeyboardInterrupt
    assert len(pids) == 2 and all(_gone(pid) for pid in pids)


def test_leaving_the_block_after_a_run_ends_the_workers() -> None:
    """After a run the workers are asked to leave, and none is left."""
    with worker_pool(2) as pool:
        pids = [p.pid for p, _ in pool._workers if p.pid is not None]
        pool.map(_square, range(4))
    assert len(pids) == 2 and all(_gone(pid) for pid in pids)
