"""Evaluation under limits: TimeConstrained, MemoryConstrained, TimeRemaining, Pause,
MemoryInUse, MaxMemoryUsed.

The limits themselves (frames, the watchdog thread, how memory is measured and what cannot
be interrupted) live in ``mathilda/runtime/limits.py``; this module is the language's face of
them.  Time is wall-clock time (``time.monotonic``), not CPU time as in the Wolfram
Language.  Limits nest: an inner ``TimeConstrained`` shortens the time left but never
extends it, and an abort caused by an enclosing limit passes through it untouched.
"""

import math
import time

from mathilda.core.expr import Expression, Integer, Rational, Real, S
from mathilda.core.registry import builtin
from mathilda.runtime.limits import limited, rss_bytes


def _number(x):
    """A float for a real number Expr, math.inf for Infinity, None otherwise."""
    t = type(x)
    if t is Integer or t is Rational or t is Real:
        try:
            return float(x.value)
        except (OverflowError, ValueError, TypeError):
            return math.inf if x.value > 0 else None
    if x is S.Infinity or (isinstance(x, Expression) and x.head is S.DirectedInfinity
                           and len(x.args) == 1 and x.args[0] == Integer(1)):
        return math.inf
    return None


def constrained(ev, body, failexpr, seconds=None, budget=None):
    """Evaluate ``body`` under a time limit of ``seconds`` and/or a memory budget of
    ``budget`` bytes; when a limit is exceeded give ``failexpr`` evaluated (or
    ``$Aborted``)."""
    state = (ev.depth, ev.reclim_unwinding, len(ev.quiet), len(ev.check_stack))
    result, hit = limited(ev, lambda: ev.evaluate(body), seconds=seconds, budget=budget)
    if hit:
        depth, unwinding, nquiet, ncheck = state
        ev.depth = depth
        ev.reclim_unwinding = unwinding
        del ev.quiet[nquiet:]
        del ev.check_stack[ncheck:]
        return ev.evaluate(failexpr) if failexpr is not None else S["$Aborted"]
    return result


@builtin("TimeConstrained", nargs=(2, 3), attributes=("HoldAll", "Protected"),
         messages={"timc": "Number of seconds `1` is not a positive machine-sized number "
                           "or Infinity."},
         usage="TimeConstrained[expr, t] evaluates expr, stopping after t seconds and giving "
               "$Aborted; TimeConstrained[expr, t, failexpr] gives failexpr instead.  "
               "Constraints nest: the earliest deadline wins.",
         examples=[("TimeConstrained[1 + 1, 1]", "2"),
                   ("TimeConstrained[While[True], 0.1]", "$Aborted"),
                   ("TimeConstrained[For[i = 0, True, i++], 0.1, tooslow]", "tooslow"),
                   ("TimeConstrained[TimeConstrained[While[True], 0.1, inner], 5, outer]",
                    "inner"),
                   ("TimeConstrained[x, -1]", "TimeConstrained[x, -1]",
                    ["TimeConstrained::timc: Number of seconds -1 is not a positive "
                     "machine-sized number or Infinity."])])
def time_constrained(ev, expr):
    args = expr.args
    t = ev.evaluate(args[1])
    seconds = _number(t)
    if seconds is None or not seconds > 0:
        ev.message("TimeConstrained", "timc", t)
        return None
    failexpr = args[2] if len(args) == 3 else None
    if seconds == math.inf:
        return ev.evaluate(args[0])
    return constrained(ev, args[0], failexpr, seconds=seconds)


@builtin("MemoryConstrained", nargs=(2, 3), attributes=("HoldAll", "Protected"),
         messages={"ipnfm": "Positive integer or Infinity expected at position `2` in `1`."},
         usage="MemoryConstrained[expr, b] evaluates expr, stopping with $Aborted when it "
               "needs more than b further bytes of memory; MemoryConstrained[expr, b, "
               "failexpr] gives failexpr instead.  Memory is the growth of the process's "
               "resident memory, and a builtin about to build a result of n elements "
               "counts 8 n bytes.",
         examples=[("MemoryConstrained[Total[Range[100]], 10^6]", "5050"),
                   ("MemoryConstrained[Range[10^7], 10^5]", "$Aborted"),
                   ("MemoryConstrained[ConstantArray[0, {1000, 1000}], 10^4, toobig]",
                    "toobig"),
                   ("MemoryConstrained[1, 0]", "MemoryConstrained[1, 0]",
                    ["MemoryConstrained::ipnfm: Positive integer or Infinity expected at "
                     "position 2 in MemoryConstrained[1, 0]."])])
def memory_constrained(ev, expr):
    args = expr.args
    b = ev.evaluate(args[1])
    budget = None
    if type(b) is Integer and b.value > 0:
        budget = b.value
    elif _number(b) == math.inf and type(b) is not Real:
        return ev.evaluate(args[0])
    if budget is None:
        ev.message("MemoryConstrained", "ipnfm",
                   Expression(expr.head, (args[0], b) + tuple(args[2:])), Integer(2))
        return None
    failexpr = args[2] if len(args) == 3 else None
    return constrained(ev, args[0], failexpr, budget=budget)


@builtin("TimeRemaining", nargs=0,
         usage="TimeRemaining[] gives the number of seconds left before the enclosing "
               "TimeConstrained (or the session's time limit) aborts the evaluation, or "
               "Infinity when there is none.",
         examples=[("TimeRemaining[]", "Infinity"),
                   ("TimeConstrained[0 < TimeRemaining[] <= 10, 10]", "True")])
def time_remaining(ev, expr):
    dl = ev.deadline
    if dl is None:
        return S.Infinity
    return Real(max(0.0, dl - time.monotonic()))


@builtin("Pause", nargs=1,
         messages={"numnm": "Non-negative machine-sized number expected at position 1 in "
                            "`1`."},
         usage="Pause[n] waits for n seconds (time limits and aborts still apply) and gives "
               "Null.",
         examples=[("Pause[0.01]", ""),
                   ("TimeConstrained[Pause[10], 0.05]", "$Aborted"),
                   ("Pause[-1]", "Pause[-1]",
                    ["Pause::numnm: Non-negative machine-sized number expected at "
                     "position 1 in Pause[-1]."])])
def pause(ev, expr):
    n = _number(expr.args[0])
    if n is None or not n >= 0 or n == math.inf:
        ev.message("Pause", "numnm", expr)
        return None
    end = time.monotonic() + n
    while True:
        ev.check_interrupt()
        left = end - time.monotonic()
        if left <= 0:
            return S.Null
        time.sleep(min(left, 0.01))


@builtin("MemoryInUse", nargs=0,
         usage="MemoryInUse[] gives the number of bytes of memory the process is using "
               "(its resident set size).",
         examples=[("MemoryInUse[] > 10^6", "True")])
def memory_in_use(ev, expr):
    return Integer(rss_bytes())


@builtin("MaxMemoryUsed", nargs=0,
         usage="MaxMemoryUsed[] gives the largest number of bytes of memory the process has "
               "used (its peak resident set size).",
         examples=[("MaxMemoryUsed[] >= 10^6", "True")])
def max_memory_used(ev, expr):
    try:
        import resource
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    except (ImportError, OSError):
        peak = 0
    return Integer(max(peak, rss_bytes()))
