"""Time and memory limits of evaluations (the session runtime).

A limit is a ``Frame`` pushed on the evaluation's stack of limits (``ev.limit_frames``) by
``Session.evaluate(timeout=...)``, the sandbox defaults (``sandbox.py``), ``TimeConstrained`` and
``MemoryConstrained``.  One watchdog thread per process sleeps until the earliest deadline
(and polls memory every ``POLL`` seconds while a memory limit is armed).  When a limit is
exceeded it

1. sets ``ev.abort_reason`` ("timeout" or "memory") and ``ev.abort_requested``: the
   evaluator's existing abort test raises ``AbortSignal(reason)`` at its next step, so
   stopping costs nothing while nothing is wrong;
2. if the evaluation is still inside the frame ``GRACE`` seconds later (a long stretch of
   Python code that never re-enters the evaluator: a SymPy computation, a builtin's own
   loop, a printer), raises the abort asynchronously in the evaluating thread
   (``PyThreadState_SetAsyncExc``), again every ``GRACE`` seconds until the frame is left.

The frame whose limit was exceeded catches the abort (``owner``); an enclosing frame's
abort passes through an inner ``TimeConstrained`` untouched.  ``interrupt(ev)`` (Ctrl+C,
``Session.interrupt``) uses the same two steps, once.

An asynchronous abort can land anywhere in Python code, so it is held back while the
thread is importing a module (an import cut short would leave e.g. SymPy half-initialised
for the rest of the process), and after one the top level resets what a ``with`` block cut
short in its ``__enter__`` could have left changed (mpmath's working precision, NumPy's
error settings, Quiet/Check entries).  Code that changes process-wide state must do it in
a ``with`` block or ``try``/``finally``.  A ``SystemExit`` raised by Python code during an
evaluation becomes ``General::interr``, never the end of the host process.

What cannot be interrupted: a single long call into C (one multiplication or base
conversion of million-digit integers, one NumPy operation, one regular-expression match
with catastrophic backtracking) runs to its end before the asynchronous abort lands.  The
size guards (``ev.check_size`` against ``$MaxResultSize``) keep most such calls bounded.
The limits apply to each top-level evaluation; what a session keeps between evaluations
(its definitions) is not counted against the next one.

Memory is the growth of the process's resident set size (``/proc/self/statm``) since the
frame began, polled every ``POLL`` seconds: it costs nothing between polls, memory freed and
reused inside the process is not counted twice, and memory taken meanwhile by other threads
of the process counts too.  (``tracemalloc`` would count Python's allocations exactly, but
it slowed evaluation ten to twenty times in our measurements, so it is not used.)  In
addition, inside a memory limit a builtin that asks ``ev.check_size(n)`` before building a
result of ``n`` elements is stopped before it allocates when ``8 n`` bytes (a pointer per
element, the least an element costs) would exceed what is left of the budget.
"""

import math
import os
import sys
import threading
import time

from mathilda.core.evaluation import AbortSignal
from mathilda.core.expr import S

__all__ = ["push", "pop", "owner", "limited", "interrupt", "run_limited", "rss_bytes"]




# --- memory probes --------------------------------------------------------------------------

_PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096


def rss_bytes():
    """The resident set size of this process in bytes (0 where /proc is unavailable)."""
    try:
        with open("/proc/self/statm", "rb") as f:
            return int(f.read().split()[1]) * _PAGE
    except (OSError, ValueError, IndexError):
        return 0


# --- frames and the watchdog -------------------------------------------------------------

POLL = 0.01       # seconds between memory measurements while a memory limit is armed
GRACE = 0.25      # seconds between an exceeded limit and (repeated) asynchronous aborts


class TimeLimitAbort(AbortSignal):
    """Raised asynchronously in an evaluation that overran its time limit."""

    def __init__(self, reason="timeout"):
        super().__init__(reason)


class MemoryLimitAbort(AbortSignal):
    """Raised asynchronously in an evaluation that overran its memory limit."""

    def __init__(self, reason="memory"):
        super().__init__(reason)


class UserAbort(AbortSignal):
    """Raised asynchronously in an evaluation interrupted (Ctrl+C) that did not stop by
    itself within GRACE seconds."""

    def __init__(self, reason="abort"):
        super().__init__(reason)


_KICKS = {"timeout": TimeLimitAbort, "memory": MemoryLimitAbort, "abort": UserAbort}


class Frame:
    """One armed limit: a deadline and/or a memory budget for the code running inside."""

    __slots__ = ("ev", "thread", "tid", "seconds", "deadline", "budget", "probe", "base",
                 "fired", "fired_at", "kicked", "saved_check_size")

    def __init__(self, ev, seconds, budget, probe):
        self.ev = ev
        self.thread = threading.current_thread()
        self.tid = threading.get_ident()
        self.seconds = seconds
        now = time.monotonic()
        self.deadline = now + seconds if seconds is not None and seconds != math.inf else None
        self.budget = budget
        self.probe = probe
        self.base = probe() if probe is not None else 0
        self.fired = None            # "timeout" / "memory" once the limit was exceeded
        self.fired_at = None
        self.kicked = None
        self.saved_check_size = None

    def used(self):
        """Bytes used since the frame began (0 without a memory budget)."""
        return self.probe() - self.base if self.probe is not None else 0


class _Watchdog:
    def __init__(self):
        self.cond = threading.Condition(threading.Lock())
        self.active = set()
        self.thread = None

    def add(self, frame):
        with self.cond:
            self.add_locked(frame)
            self.cond.notify()

    def add_locked(self, frame):
        self.active.add(frame)
        if self.thread is None or not self.thread.is_alive():
            self.thread = threading.Thread(target=self._run, daemon=True,
                                           name="mathilda-watchdog")
            self.thread.start()

    def _run(self):
        cond = self.cond
        with cond:
            while True:
                try:
                    wait = self._scan()
                except Exception:        # MemoryError: try again a little later
                    wait = POLL
                # (a limit of 10^100 seconds is allowed; time_t is not that long)
                cond.wait(None if wait is None else min(max(wait, 0.001), 3600.0))

    def _scan(self):
        """Fire and kick what is due; the seconds until the next thing to do (or None)."""
        now = time.monotonic()
        wait = None
        for f in list(self.active):
            if not f.thread.is_alive():
                # its thread ended without disarming it (cannot happen unless pop() itself
                # failed); never kick a thread that might now reuse the same id
                self.active.discard(f)
                continue
            if f.fired == "abort":
                w = self._interrupted(f, now)
                if w is not None:
                    wait = w if wait is None else min(wait, w)
                continue
            if f.fired is None:
                if f.deadline is not None and now >= f.deadline:
                    _fire(f, "timeout", now)
                elif f.budget is not None and f.used() > f.budget:
                    _fire(f, "memory", now)
            if f.fired is not None:
                if now - f.kicked >= GRACE:
                    _kick(f, now)
                w = f.kicked + GRACE - now
            else:
                w = f.deadline - now if f.deadline is not None else None
                if f.budget is not None:
                    w = POLL if w is None else min(w, POLL)
            if w is not None:
                wait = w if wait is None else min(wait, w)
        return wait

    def _interrupted(self, f, now):
        """An interrupt is one abort: while nobody has taken the abort request (the
        evaluator raises it at its next step and clears it; CheckAbort absorbs it), kick
        every GRACE seconds; once it is taken the frame is armed as before.  The request
        stays set while kicking: a long stretch of Python code that swallows the
        asynchronous abort (SymPy's own ``except Exception``) must not turn an interrupted
        computation into an unevaluated result (issue 27)."""
        ev = f.ev
        if not ev.abort_requested:
            f.fired = None
            if f.deadline is None and f.budget is None:
                self.active.discard(f)
            return 0.0
        if now - f.kicked < GRACE:
            return f.kicked + GRACE - now
        if _importing(f.tid):
            f.kicked = now - GRACE + RETRY
            return RETRY
        f.kicked = now
        ev.__dict__["kicks"] = ev.__dict__.get("kicks", 0) + 1
        _set_async_exc(f.tid, UserAbort)
        return GRACE


_watchdog = _Watchdog()


def interrupt(ev):
    """Abort the evaluation running in ``ev`` (Ctrl+C): the evaluator stops at its next step;
    a long stretch of Python code that does not reach one (SymPy, a builtin's loop) gets the
    abort raised asynchronously after GRACE seconds."""
    ev.abort_requested = True
    frames = ev.__dict__.get("limit_frames")
    if not frames:
        return
    f = frames[0]
    with _watchdog.cond:
        if f.fired is None and f in frames:
            f.fired = "abort"
            f.fired_at = f.kicked = time.monotonic()
            _watchdog.add_locked(f)
            _watchdog.cond.notify()


def _fire(f, reason, now):
    f.fired = reason
    f.fired_at = now
    f.kicked = now
    ev = f.ev
    ev.abort_reason = reason
    ev.abort_requested = True


def _set_async_exc(tid, exc):
    try:
        import ctypes
        ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(tid),
                                                   ctypes.py_object(exc) if exc else None)
    except Exception:  # pragma: no cover - ctypes unavailable: cooperative aborts only
        pass


def _kick(f, now):
    """Abort the frame's thread asynchronously (called with the watchdog's lock held, only
    while the frame is armed).  Not while the thread is importing a module: an import cut
    short leaves the package without its submodules for the rest of the process (SymPy,
    imported lazily by the first evaluation that needs it, would stay broken); try again
    a little later."""
    ev = f.ev
    ev.abort_reason = f.fired
    ev.abort_requested = True
    if _importing(f.tid):
        f.kicked = now - GRACE + RETRY
        return
    f.kicked = now
    ev.__dict__["kicks"] = ev.__dict__.get("kicks", 0) + 1
    _set_async_exc(f.tid, _KICKS[f.fired])


RETRY = 0.05      # seconds before trying again to kick a thread that was importing


def _unraisable(args, _default=sys.unraisablehook):
    """An asynchronous abort that lands in a finalizer or a weakref callback cannot
    propagate: Python would print it as "Exception ignored in ..." (found by bench/fuzz.py).
    Nothing is lost by dropping it: the abort request stays set, so the evaluator's next
    step raises it, and the watchdog kicks again."""
    if isinstance(args.exc_value, AbortSignal):
        return
    _default(args)


sys.unraisablehook = _unraisable


def _importing(tid):
    """Is the thread ``tid`` inside an import (executing a module's body)?"""
    frame = sys._current_frames().get(tid)
    while frame is not None:
        if frame.f_code.co_filename.startswith("<frozen importlib"):
            return True
        frame = frame.f_back
    return False


def push(ev, seconds=None, budget=None):
    """Arm a limit of ``seconds`` (None or math.inf: none) and/or ``budget`` bytes of memory
    growth for the code that runs until ``pop(ev, frame)``."""
    frame = Frame(ev, seconds, budget, rss_bytes if budget is not None else None)
    frames = ev.__dict__.get("limit_frames")
    if frames is None:
        frames = ev.limit_frames = []
    frame.saved_check_size = ev.__dict__.get("check_size")
    if budget is not None:
        ev.check_size = _budget_check_size(ev, frame)
    with _watchdog.cond:
        frames.append(frame)
        ev.deadline = _earliest(frames)
    if frame.deadline is not None or budget is not None:
        _watchdog.add(frame)
    return frame


def pop(ev, frame):
    """Disarm ``frame`` (always call it, in a ``finally``).  An asynchronous abort still
    pending for this thread is cancelled; the abort request is left set only when an
    enclosing limit was exceeded too."""
    for _ in range(1000):
        try:
            _pop(ev, frame)
            return
        except BaseException:     # a last asynchronous abort (or a MemoryError) landed
            continue              # here: disarm again
    _watchdog.active.discard(frame)


def _pop(ev, frame):
    """Idempotent: pop() calls it again when an exception lands in the middle."""
    frames = ev.__dict__.get("limit_frames") or []
    active = _watchdog.active
    with _watchdog.cond:
        active.discard(frame)
        if frame in frames:
            # with it go the frames above it (left behind when an abort landed between a
            # push and its try block)
            i = frames.index(frame)
            for g in frames[i:]:
                active.discard(g)
            del frames[i:]
        ev.deadline = _earliest(frames)
        fired = [g for g in frames if g.fired is not None and g.fired != "abort"]
        if fired:
            ev.abort_reason = fired[-1].fired
            ev.abort_requested = True
        else:
            if getattr(ev, "abort_reason", "abort") != "abort":
                ev.abort_requested = False
                ev.abort_reason = "abort"
            _set_async_exc(frame.tid, None)
    if frame.saved_check_size is None:
        ev.__dict__.pop("check_size", None)
    else:
        ev.check_size = frame.saved_check_size


def _disarm(ev, frame):
    """pop(ev, frame) even when the last asynchronous abort lands on the call itself (the
    check at a function's entry runs before pop's own try block): pop clears what is
    pending, and the watchdog kicks at most every RETRY seconds, so a second call is enough
    (the third is for an interrupt() landing at the same moment)."""
    try:
        pop(ev, frame)
    except BaseException:
        try:
            pop(ev, frame)
        except BaseException:
            pop(ev, frame)


def _earliest(frames):
    dls = [f.deadline for f in frames if f.deadline is not None]
    return min(dls) if dls else None


def owner(ev, abort):
    """The frame whose limit caused ``abort`` (an AbortSignal), or None for an abort that
    no limit caused (Abort[], Ctrl+C).  Among frames whose limit was exceeded, the one
    exceeded first wins; on a tie, the innermost."""
    return _owner_among(ev.__dict__.get("limit_frames") or [], abort)


def limited(ev, fn, seconds=None, budget=None):
    """``fn()`` under a limit of ``seconds`` and/or ``budget`` bytes: ``(value, hit)``, where
    ``hit`` says this limit was exceeded (``value`` is then None, or what ``fn`` gave when
    the code it ran swallowed the abort).  An abort this limit did not cause propagates.

    Which limit caused an abort is decided after the frame is disarmed: the watchdog kicks
    an exceeded frame again every GRACE seconds until then, and a kick landing while an
    earlier one is being handled (a loaded machine: CI) must not turn into an abort of the
    whole evaluation."""
    frame = push(ev, seconds=seconds, budget=budget)
    caught = None
    value = None
    try:
        try:
            value = fn()
        except AbortSignal as a:
            caught = a
        finally:
            _disarm(ev, frame)
    except AbortSignal as a:      # the last kick landed in the handler or on the disarm
        caught = a
        _disarm(ev, frame)
    hit = frame.fired is not None and frame.fired != "abort"
    if caught is not None:
        frames = ev.__dict__.get("limit_frames") or []
        if _owner_among(frames + [frame], caught) is not frame:
            raise caught
        hit = True
    return (None if hit and caught is not None else value), hit


def _owner_among(frames, abort):
    if abort.reason == "abort":
        return None
    now = time.monotonic()
    best = None
    best_t = None
    for f in frames:                       # outermost first
        if f.fired == "abort":
            continue
        if f.fired is not None:
            t = f.fired_at if f.fired == "memory" else (f.deadline or f.fired_at)
        elif f.deadline is not None and now >= f.deadline:
            t = f.deadline
        else:
            continue
        if best is None or t <= best_t:
            best, best_t = f, t
    return best


def _budget_check_size(ev, frame):
    previous = ev.check_size

    def check_size(n, sym):
        if not previous(n, sym):          # more than $MaxResultSize: refused as usual
            return False
        if frame.fired is None and frame.budget is not None and \
                frame.used() + 8 * n > frame.budget:
            with _watchdog.cond:
                if frame.fired is None:
                    _fire(frame, "memory", time.monotonic())
            ev.abort_requested = False
            raise AbortSignal("memory")
        return True
    return check_size


# --- top-level evaluation under the session's limits ---------------------------------------

def run_limited(ev, evaluate, expr, timeout, memory, shown=None):
    """``evaluate(expr)`` (the session's top-level evaluation) under ``timeout`` seconds and
    ``memory`` bytes of memory growth (None: no limit).  Called on the evaluation thread.
    A limit exceeded gives ``$Aborted`` with ``General::timeout`` or ``General::memory``."""
    # a frame even without limits: interrupt() finds the evaluation's thread through it
    frame = push(ev, seconds=timeout, budget=memory)
    kicks = ev.__dict__.get("kicks", 0)
    result = None
    try:
        try:
            result = evaluate(expr)
        except AbortSignal:       # an asynchronous abort landing after evaluate's handlers
            result = None
        except SystemExit as e:   # Python code called exit() (e.g. through SymPy's
            # lambdify of a function named exit): it must not end the host process
            ev.message("General", "interr", "SystemExit raised during evaluation (%s)" % e)
            result = S["$Failed"]
    except BaseException:         # an abort landing in one of the handlers above
        result = None
    finally:
        _disarm(ev, frame)
    if ev.__dict__.get("kicks", 0) != kicks:
        _restore_numeric_state()
        if not ev.__dict__.get("limit_frames"):
            # the outermost evaluation: no Quiet or Check can be active any more (an abort
            # landing in their cleanup would leave their entries behind)
            del ev.quiet[:]
            del ev.check_stack[:]
    if (frame.fired is not None and frame.fired != "abort") or result is None:
        if frame.fired == "memory":
            if not any(m.tag == "memory" for m in ev.messages):
                ev.message("General", "memory")
        elif frame.fired == "timeout":
            if not any(m.tag == "timeout" for m in ev.messages):
                ev.message("General", "timeout", "%g" % (timeout if shown is None else shown))
        result = S["$Aborted"]
    return result


def _restore_numeric_state():
    """After an asynchronous abort: the process-wide settings that libraries change inside
    ``with`` blocks (mpmath's working precision, NumPy's error handling) are set back to
    their defaults, in case the abort landed inside a context manager's ``__enter__``,
    before the ``with`` block could undo it.  Mathilda never changes them for good."""
    mpmath = sys.modules.get("mpmath")
    if mpmath is not None:
        try:
            mpmath.mp.prec = 53
        except Exception:  # pragma: no cover
            pass
    numpy = sys.modules.get("numpy")
    if numpy is not None:
        try:
            numpy.seterr(divide="warn", over="warn", under="ignore", invalid="warn")
        except Exception:  # pragma: no cover
            pass
