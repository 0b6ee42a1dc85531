"""What the parallel builtins call: one function per kind of request.

Every function takes the evaluation context ``ev`` of the master session.  On a kernel
(``$KernelID`` is not 0) parallel constructs are evaluated serially, as in the Wolfram
Language: ``run`` gives None there, and when no kernel could be started.
"""

from mathilda.core.expr import Expression, Integer, S
from mathilda.parallel.pool import ABORTED, FAILED, QUEUED, RECEIVED, RUNNING, \
    processor_count, pool_of

__all__ = ["on_kernel", "pool", "kernels", "run", "evaluate_on", "processor_count",
           "submit", "wait", "first_results", "critical_section", "acquire_locks",
           "release_locks", "distribute", "shared_stub", "state_name"]


def on_kernel(ev):
    """Must parallel constructs be serial here: on a kernel, or on the master while it
    answers a kernel's SendBack?"""
    if getattr(ev.session, "kernel_id", 0) != 0:
        return True
    p = ev.session.__dict__.get("_parallel_pool")
    return p is not None and p.in_call > 0


def pool(ev, create=True):
    return pool_of(ev.session, create)


def kernels(ev):
    """The running kernels (none launched)."""
    p = pool(ev, create=False)
    return p.running() if p is not None else []


def run(ev, payloads, deps, contexts=("Global`",)):
    """Evaluate the expressions ``payloads`` on the kernels, launching the default ones if
    none runs, with the definitions ``deps`` (expressions) depend on; their results in
    order, or None when they must be evaluated serially."""
    if on_kernel(ev):
        return None
    from mathilda.algorithms.parallel.codec import encode
    p = pool(ev)
    if not p.ensure(ev):
        return None
    defs = p.gather(ev, deps, contexts)
    jobs = [p.job(encode(x), defs) for x in payloads]
    return p.run(ev, jobs)


def kernel_count(ev):
    """How many kernels ``run`` would use (launching the default ones if none runs)."""
    return len(pool(ev).ensure(ev))


def evaluate_on(ev, expr, targets, contexts=("Global`",)):
    """Evaluate ``expr`` once on each kernel of ``targets``; the results in that order."""
    from mathilda.algorithms.parallel.codec import encode
    p = pool(ev)
    defs = p.gather(ev, [expr], contexts)
    data = encode(expr)
    jobs = [p.job(data, defs, pin=k.id) for k in targets]
    return p.run(ev, jobs)


def submit(ev, expr, contexts=("Global`",)):
    """Queue ``expr`` for the next free kernel; gives its job (EvaluationObject)."""
    from mathilda.algorithms.parallel.codec import encode
    p = pool(ev)
    return p.job(encode(expr), p.gather(ev, [expr], contexts), expr=expr)


def wait(ev, jobs, any_=False):
    """Wait for ``jobs`` (all, or with ``any_`` the first to finish); gives
    ``{job: result}`` for the finished ones, removing them from the pool."""
    from mathilda.algorithms.parallel.codec import decode
    p = pool(ev)
    p.ensure(ev)
    done = p.pump(ev, jobs, any_=any_)
    out = {}
    for j in done:
        p.jobs.pop(j.id, None)
        out[j] = decode(j.result) if j.state == RECEIVED else \
            S["$Aborted"] if j.state == ABORTED else S["$Failed"]
    return out


def first_results(ev, payloads, deps, k, contexts=("Global`",)):
    """ParallelTry: evaluate the expressions ``payloads`` on the kernels, at most one per
    kernel at a time and in order, until ``k`` results other than $Failed have arrived;
    the evaluations still running then are aborted.  Gives those results in the order they
    arrived (fewer when too few succeed), or None when they must be evaluated serially."""
    from mathilda.algorithms.parallel.codec import decode, encode
    if on_kernel(ev):
        return None
    p = pool(ev)
    n = len(p.ensure(ev))
    if not n:
        return None
    defs = p.gather(ev, deps, contexts)
    waiting = list(payloads)
    active, got = [], []
    try:
        while len(got) < k and (waiting or active):
            while waiting and len(active) < n:
                active.append(p.job(encode(waiting.pop(0)), defs))
            for j in p.pump(ev, active, any_=True):
                active.remove(j)
                p.jobs.pop(j.id, None)
                if j.state == RECEIVED and len(got) < k:
                    r = decode(j.result)
                    if r is not S["$Failed"]:
                        got.append(r)
    finally:
        if active:
            p.abort_jobs(active)        # their kernels report, then the pool forgets them
    return got


LOCK_POLL = (0.002, 0.05)    # seconds between tries for a held lock: first, at most


def critical_section(ev, locks, body):
    """CriticalSection: take ``locks`` (for this kernel, or for the master: 0), evaluate
    ``body`` and give them back, also when ``body`` is aborted.  On a kernel each try is a
    SendBack to the master, which holds the locks; the master, while it waits, handles what
    its kernels send (a kernel holding the lock must be able to give it back)."""
    import time
    from mathilda.core.expr import Symbol, TRUE
    acquire = Symbol("Parallel`Developer`AcquireLocks")
    release = Symbol("Parallel`Developer`ReleaseLocks")
    server = getattr(ev.session, "parallel_server", None)
    kid = Integer(getattr(ev.session, "kernel_id", 0))
    held = Expression(S.List, tuple(locks))
    pause = LOCK_POLL[0]
    p = None if server is not None else pool(ev)
    while True:
        if server is not None:
            ok = server.send_back(ev, Expression(acquire, (held, kid))) is TRUE
        else:
            ok = p.acquire_locks(ev, locks, 0)
        if ok:
            break
        if p is not None and p.kernels:
            p.queue_run(ev)
        ev.check_interrupt()
        time.sleep(pause)
        pause = min(2 * pause, LOCK_POLL[1])
    try:
        return ev.evaluate(body)
    finally:
        if server is not None:
            server.send_back_nowait(Expression(release, (held, kid)))
        else:
            p.release_locks(ev, locks, 0)


def acquire_locks(ev, locks, holder):
    return pool(ev).acquire_locks(ev, locks, holder)


def release_locks(ev, locks, holder):
    pool(ev).release_locks(ev, locks, holder)


def distribute(ev, exprs, contexts):
    """DistributeDefinitions: register the symbols of ``exprs`` and send what they depend on
    to every kernel now; gives the symbols sent (HoldForm-wrapped by the caller)."""
    from mathilda.algorithms.parallel.dependencies import symbols_of, in_contexts
    p = pool(ev)
    p.ensure(ev)
    for s in symbols_of(exprs):
        if in_contexts(ev.defs, s, contexts):
            p.registered.add(s)
    defs = p.gather(ev, exprs, contexts)
    return p.distribute(ev, defs)


def shared_stub(ev, sym, kind):
    """Make ``sym`` a shared variable or function of the session's kernels (its kernel-side
    definitions send every use back to the master)."""
    from mathilda.syntax.parser import parse
    from mathilda.algorithms.parallel.dependencies import packet
    from mathilda.core.definitions import Definitions
    name = sym.name
    back = "Parallel`Developer`SendBack"
    if kind == "variable":
        text = [f"{name} := {back}[{name}]"]
        for op in ("Set", "SetDelayed", "AddTo", "SubtractFrom", "TimesBy", "DivideBy",
                   "AppendTo", "PrependTo"):
            text.append(f"{name} /: {op}[{name}, v_] := {back}[{op}[{name}, v]]")
        for op in ("Increment", "Decrement", "PreIncrement", "PreDecrement", "Unset"):
            text.append(f"{name} /: {op}[{name}] := {back}[{op}[{name}]]")
    else:
        # an assignment evaluates the arguments of its left side: so does the stub
        lhs = f"{name}[Sequence @@ args]"
        text = [f"{name}[a___] := {back}[{name}[a]]",
                f"{name} /: Set[{name}[a___], v_] := With[{{args = {{a}}}}, "
                f"{back}[Set[{lhs}, v]]]",
                f"{name} /: SetDelayed[{name}[a___], v_] := With[{{args = {{a}}}}, "
                f"{back}[SetDelayed[{lhs}, v]]]",
                f"{name} /: Unset[{name}[a___]] := With[{{args = {{a}}}}, "
                f"{back}[Unset[{lhs}]]]"]
    # any other assignment on a kernel (x[[i]] = v) fails loudly instead of making a
    # kernel-local copy
    text.append(f"SetAttributes[{name}, Protected]")
    from mathilda.core.evaluation import Evaluation
    scratch = Definitions()
    tmp = Evaluation(ev.session, scratch)
    for t in text:
        tmp.evaluate(parse(t))
    p = pool(ev)
    p.shared[sym] = packet(scratch, sym)
    p.shared_kind[sym] = kind


def unshare(ev, sym):
    p = pool(ev, create=False)
    if p is None or sym not in p.shared:
        return False
    del p.shared[sym]
    del p.shared_kind[sym]
    return True


def shared(ev, kind):
    p = pool(ev, create=False)
    if p is None:
        return []
    return [s for s, k in p.shared_kind.items() if k == kind]


_STATES = {QUEUED: "ready", RUNNING: "running", RECEIVED: "received", ABORTED: "aborted",
           FAILED: "failed"}


def state_name(job):
    return _STATES.get(job.state, job.state)


def job_expr(job):
    return Expression(S.EvaluationObject, (Integer(job.id), job.expr))
