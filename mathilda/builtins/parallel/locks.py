"""CriticalSection: locks shared by the parallel kernels.

A lock is a symbol or an indexed symbol ``sym[i]`` that has no value on the master kernel;
it is taken by writing the holder's ``$KernelID`` into it on the master (0 for the master
itself) and given back by clearing it.  On a kernel every try goes to the master
(``Parallel`Developer`AcquireLocks`` through SendBack); a lock held by a kernel that dies is
given back.
"""

from mathilda.core.expr import Expression, Integer, Symbol, FALSE, TRUE, S
from mathilda.core.registry import builtin


def _api():
    from mathilda.parallel import api
    return api


def _locks(ev, spec):
    """The lock expressions of ``spec`` (a lock or a list of them): a symbol, or a symbol
    with evaluated indices; None when one is neither."""
    items = spec.args if isinstance(spec, Expression) and spec.head is S.List else (spec,)
    out = []
    for x in items:
        if type(x) is Symbol:
            out.append(x)
        elif isinstance(x, Expression) and type(x.head) is Symbol and x.head is not S.List:
            out.append(Expression(x.head, tuple(ev.evaluate(a) for a in x.args)))
        else:
            return None
    return out


@builtin("CriticalSection", nargs=2, attributes=("HoldAll", "Protected"),
         messages={"lock": "`1` is not a lock variable: a symbol or an indexed symbol, or a "
                           "list of them, is expected."},
         usage="CriticalSection[var, expr] takes the lock var for the parallel kernels, "
               "evaluates expr and gives the lock back; CriticalSection[{var1, var2, ...}, "
               "expr] takes all the vari at once.  At most one critical section with a given "
               "lock runs at a time on all the kernels (and the master).  A lock is a symbol "
               "or sym[index] without a value on the master kernel: while it is held its "
               "value there is the holder's $KernelID.",
         examples=[("CriticalSection[lk, 1 + 1]", "2"),
                   ("CriticalSection[{lk[1], lk[2]}, {lk[1], lk[2]}]", "{0, 0}"),
                   ("SetSharedVariable[tot]; tot = 0; "
                    "ParallelDo[CriticalSection[lt, tot = tot + i], {i, 100}]; tot", "5050"),
                   ("CriticalSection[1, x]", "CriticalSection[1, x]",
                    ["CriticalSection::lock: 1 is not a lock variable: a symbol or an indexed "
                     "symbol, or a list of them, is expected."])])
def critical_section(ev, expr):
    locks = _locks(ev, expr.args[0])
    if locks is None:
        ev.message("CriticalSection", "lock", expr.args[0])
        return None
    return _api().critical_section(ev, locks, expr.args[1])


def _lock_args(expr):
    spec, holder = expr.args
    if not (isinstance(spec, Expression) and spec.head is S.List and type(holder) is Integer):
        return None
    return list(spec.args), holder.value


@builtin("Parallel`Developer`AcquireLocks", nargs=2, attributes=("HoldFirst", "Protected"),
         usage="Parallel`Developer`AcquireLocks[{lock1, ...}, id] takes all the locks for the "
               "kernel id if none is held or has a value (True), else takes none (False); "
               "what CriticalSection asks the master for.",
         examples=[("Parallel`Developer`AcquireLocks[{al}, 3]", "True"),
                   ("Parallel`Developer`AcquireLocks[{al}, 3]; "
                    "{al, Parallel`Developer`AcquireLocks[{al}, 4]}", "{3, False}")])
def acquire_locks(ev, expr):
    args = _lock_args(expr)
    if args is None:
        return None
    return TRUE if _api().acquire_locks(ev, *args) else FALSE


@builtin("Parallel`Developer`ReleaseLocks", nargs=2, attributes=("HoldFirst", "Protected"),
         usage="Parallel`Developer`ReleaseLocks[{lock1, ...}, id] gives back those of the "
               "locks the kernel id holds.",
         examples=[("Parallel`Developer`AcquireLocks[{rl}, 2]; "
                    "Parallel`Developer`ReleaseLocks[{rl}, 2]; rl", "rl")])
def release_locks(ev, expr):
    args = _lock_args(expr)
    if args is None:
        return None
    _api().release_locks(ev, *args)
    return S.Null
