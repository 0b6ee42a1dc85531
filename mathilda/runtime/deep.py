"""Run a function on a thread with a large stack.

Evaluation, parsing and printing recurse once per level of an expression; a thread with a
512 MB stack and a high Python recursion limit lets inputs thousands of levels deep work
without RecursionError (the interpreter's own $RecursionLimit stops runaway evaluation long
before).  Code already running on such a thread calls the function directly.
"""

import sys
import threading

STACK_SIZE = 512 * 1024 * 1024
PY_RECURSION_LIMIT = 250000

_tls = threading.local()


class _Worker:
    """A thread with a large stack that runs one job after another: Session.evaluate('1')
    took 95 us with a new thread per call and takes 70 us with a waiting worker (most of
    what is left is the hand-over itself, two thread wake-ups: 55 us on a 2-core VM)."""

    def __init__(self):
        import queue
        self.jobs = queue.SimpleQueue()
        old = threading.stack_size()
        try:
            threading.stack_size(STACK_SIZE)
            t = threading.Thread(target=self._loop, daemon=True, name="mathilda-eval")
            t.start()
        finally:
            threading.stack_size(old)

    def _loop(self):
        _tls.deep = True
        while True:
            try:        # an asynchronous abort arriving late (between jobs) lands here
                self._run(self.jobs.get())
            except BaseException:
                continue

    def _run(self, job):
        """One job; nothing of it stays referenced once it is done (a waiting worker
        must not keep a discarded session's expressions alive)."""
        fn, args, result, done = job
        del job
        try:
            result["value"] = fn(*args)
        except BaseException as e:  # re-raised in the caller
            result["error"] = e
        finally:
            del fn, args
            done.set()
            _idle.append(self)


_idle = []      # workers waiting for a job (list.append/pop are atomic)


def run_deep(fn, *args, on_interrupt=None):
    """Run ``fn(*args)`` on a thread with a large stack (or directly when already on one).

    A KeyboardInterrupt in the calling thread calls ``on_interrupt()`` and keeps waiting
    for the worker to wind down."""
    if getattr(_tls, "deep", False):
        return fn(*args)
    if sys.getrecursionlimit() < PY_RECURSION_LIMIT:
        sys.setrecursionlimit(PY_RECURSION_LIMIT)
    try:
        worker = _idle.pop()
    except IndexError:
        worker = _Worker()
    result = {}
    done = threading.Event()
    worker.jobs.put((fn, args, result, done))
    # Wait on an Event, not a join: in CPython 3.11 a KeyboardInterrupt inside join()
    # marks the thread as finished while it still runs (the next join returns at once).
    while True:
        try:
            done.wait()
            break
        except KeyboardInterrupt:
            if on_interrupt is not None:
                on_interrupt()
            else:
                raise
    if "error" in result:
        raise result["error"]
    return result["value"]
