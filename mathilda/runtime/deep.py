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


def run_deep(fn, *args, on_interrupt=None):
    """Run ``fn(*args)`` on a thread with a large stack (or directly when already on one).

    A KeyboardInterrupt in the calling thread calls ``on_interrupt()`` and keeps waiting
    for the worker to wind down."""
    if getattr(_tls, "deep", False):
        return fn(*args)
    result = {}
    done = threading.Event()

    def target():
        _tls.deep = True
        try:
            result["value"] = fn(*args)
        except BaseException as e:  # re-raised in the caller
            result["error"] = e
        finally:
            done.set()

    if sys.getrecursionlimit() < PY_RECURSION_LIMIT:
        sys.setrecursionlimit(PY_RECURSION_LIMIT)
    old = threading.stack_size()
    try:
        threading.stack_size(STACK_SIZE)
        t = threading.Thread(target=target, daemon=True, name="mathilda-eval")
        t.start()
    finally:
        threading.stack_size(old)
    # Wait on an Event, not t.join(): in CPython 3.11 a KeyboardInterrupt inside join()
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
