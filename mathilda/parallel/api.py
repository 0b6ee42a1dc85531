"""What the parallel builtins call: one function per kind of request.

Every function takes the evaluation context ``ev`` of the master session.  On a kernel
(``$KernelID`` is not 0) parallel constructs are evaluated serially, as in the Wolfram
Language: ``run`` gives None there, and when no kernel could be started.
"""

from mathilda.core.expr import Expression, Integer, S
from mathilda.parallel.pool import ABORTED, FAILED, QUEUED, RECEIVED, RUNNING, \
    processor_count, pool_of

__all__ = ["on_kernel", "pool", "kernels", "run", "evaluate_on", "processor_count",
           "submit", "wait", "distribute", "shared_stub", "state_name"]


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
