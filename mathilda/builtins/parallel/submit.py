"""Concurrent evaluations: ParallelSubmit, WaitAll, WaitNext and EvaluationObject.

``ParallelSubmit[expr]`` queues expr (with the definitions it depends on, taken now) and
gives ``EvaluationObject[n, expr]``; WaitAll and WaitNext send the queued evaluations to free
kernels and collect the results.  An evaluation runs on while the master does other things
(Parallel`Developer`QueueRun[] collects without waiting); its result waits in the pool until
it is waited for, once.
"""

from mathilda.core.expr import Expression, Integer, String, Symbol, S
from mathilda.core.registry import builtin
from mathilda.builtins.parallel._options import DISTRIBUTED_CONTEXTS, contexts_of


def _api():
    from mathilda.parallel import api
    return api


def _job(ev, obj):
    """The pool's job of an EvaluationObject expression, or None."""
    if not (isinstance(obj, Expression) and obj.head is S.EvaluationObject and obj.args
            and type(obj.args[0]) is Integer):
        return None
    p = _api().pool(ev, create=False)
    return p.jobs.get(obj.args[0].value) if p is not None else None


@builtin("EvaluationObject", sub=True, attributes=("HoldAllComplete", "Protected"),
         messages={"nojob": "`1` is not an evaluation waiting to be collected: each "
                            "evaluation is waited for exactly once."},
         usage="EvaluationObject[n, expr] represents the evaluation of expr submitted with "
               "ParallelSubmit; WaitAll and WaitNext give its result.  "
               "EvaluationObject[...][prop] gives the property prop: \"Process\" (expr), "
               "\"State\" (\"ready\", \"running\", \"received\", \"aborted\", "
               "\"failed\", \"finished\" once waited for), \"Result\", \"Properties\".",
         examples=[("ParallelSubmit[1 + 1]", "EvaluationObject[1, 1 + 1]"),
                   ("e = ParallelSubmit[2 + 3]; {e[\"State\"], e[\"Process\"]}",
                    "{ready, 2 + 3}"),
                   ("e = ParallelSubmit[2 + 3]; WaitAll[e]; e[\"State\"]", "finished"),
                   ("ParallelSubmit[x][\"Properties\"]", "{Process, Result, State}")])
def evaluation_object_property(ev, expr):
    obj = expr.head
    if len(expr.args) != 1 or type(expr.args[0]) is not String:
        return None
    prop = expr.args[0].value
    if prop == "Properties":
        return Expression(S.List, (String("Process"), String("Result"), String("State")))
    job = _job(ev, obj)
    if prop == "Process":
        return Expression(S.HoldForm, (obj.args[1],)) if len(obj.args) > 1 else None
    if prop == "State":
        return String(_api().state_name(job)) if job is not None else String("finished")
    if prop == "Result":
        if job is not None and job.state == "received":
            from mathilda.algorithms.parallel.codec import decode
            return decode(job.result)
        return Expression(S.Missing, (String("NotAvailable"),))
    return None


@builtin("ParallelSubmit", nargs=(1, 2), attributes=("HoldAllComplete", "Protected"),
         options=DISTRIBUTED_CONTEXTS,
         usage="ParallelSubmit[expr] submits expr for evaluation on the next free parallel "
               "kernel and gives an EvaluationObject; ParallelSubmit[{x1, x2, ...}, expr] "
               "puts the current values of the xi into expr first.  WaitAll and WaitNext "
               "run the submitted evaluations and collect their results.",
         examples=[("WaitAll[ParallelSubmit[Prime[100]]]", "541"),
                   ("WaitAll[Table[ParallelSubmit[i^2], {i, 4}]]", "{1, 4, 9, 16}"),
                   ("k = 3; WaitAll[ParallelSubmit[{k}, k!]]", "6")])
def parallel_submit(ev, expr):
    from mathilda.core.substitution import substitute
    pos, opts = ev.split_options(expr)
    body = pos[-1]
    if len(pos) == 2:
        vars_ = pos[0]
        names = vars_.args if isinstance(vars_, Expression) and vars_.head is S.List else \
            (vars_,)
        binding = {v: ev.evaluate(v) for v in names if type(v) is Symbol}
        body = substitute(body, binding)
    api = _api()
    if api.on_kernel(ev):
        return ev.evaluate(body)
    job = api.submit(ev, body, contexts_of(ev, opts))
    return api.job_expr(job)


def _collect(ev, expr):
    """The EvaluationObject expressions in ``expr`` (in order, each once)."""
    out = []
    seen = set()
    stack = [expr]
    while stack:
        e = stack.pop()
        if isinstance(e, Expression) and not hasattr(type(e), "array"):
            if e.head is S.EvaluationObject:
                if e not in seen:
                    seen.add(e)
                    out.append(e)
                continue
            stack.extend(reversed(e.args))
            stack.append(e.head)
    return out


def _replace(expr, results):
    if isinstance(expr, Expression) and not hasattr(type(expr), "array"):
        if expr in results:
            return results[expr]
        return Expression(_replace(expr.head, results),
                          tuple(_replace(a, results) for a in expr.args))
    return expr


@builtin("WaitAll", nargs=1,
         usage="WaitAll[expr] waits for every evaluation (EvaluationObject) in expr to finish "
               "and gives expr with each replaced by its result.",
         examples=[("WaitAll[{ParallelSubmit[1 + 1], ParallelSubmit[2^10]}]", "{2, 1024}"),
                   ("WaitAll[ParallelSubmit[a] + ParallelSubmit[b]]", "a + b"),
                   ("e = ParallelSubmit[1]; WaitAll[e]; WaitAll[e]",
                    "EvaluationObject[1, 1]",
                    ["EvaluationObject::nojob: EvaluationObject[1, 1] is not an evaluation "
                     "waiting to be collected: each evaluation is waited for exactly "
                     "once."])])
def wait_all(ev, expr):
    arg = expr.args[0]
    objs = _collect(ev, arg)
    jobs = {}
    for o in objs:
        j = _job(ev, o)
        if j is None:
            ev.message("EvaluationObject", "nojob", o)
        else:
            jobs[o] = j
    if not jobs:
        return arg
    done = _api().wait(ev, list(jobs.values()))
    results = {o: done.get(j, S["$Failed"]) for o, j in jobs.items()}
    return ev.evaluate(_replace(arg, results))


@builtin("WaitNext", nargs=1,
         usage="WaitNext[{e1, e2, ...}] waits for the first of the evaluations ei to finish "
               "and gives {result, ei, {the others}}; the others go on running.",
         examples=[("WaitNext[{ParallelSubmit[7]}]", "{7, EvaluationObject[1, 7], {}}"),
                   ("Length[Last[WaitNext[Table[ParallelSubmit[i], {i, 3}]]]]", "2")])
def wait_next(ev, expr):
    arg = expr.args[0]
    if not (isinstance(arg, Expression) and arg.head is S.List and arg.args):
        return None
    jobs = []
    for o in arg.args:
        j = _job(ev, o)
        if j is None:
            ev.message("EvaluationObject", "nojob", o)
            return None
        jobs.append(j)
    done = _api().wait(ev, jobs, any_=True)
    first = min(done, key=jobs.index)
    i = jobs.index(first)
    rest = arg.args[:i] + arg.args[i + 1:]
    # the others finished too stay collectable
    p = _api().pool(ev)
    for j in done:
        if j is not first:
            p.jobs[j.id] = j
    return Expression(S.List, (done[first], arg.args[i], Expression(S.List, rest)))


@builtin("ParallelTry", nargs=(2, 3), options=DISTRIBUTED_CONTEXTS,
         usage="ParallelTry[f, {arg1, arg2, ...}] evaluates f[argi] in parallel and gives the "
               "first result received that is not $Failed; ParallelTry[f, {arg1, ...}, k] "
               "gives a list of the first k such results (shorter when fewer succeed).  The "
               "f[argi] go to the kernels in order, one per kernel at a time, so later argi "
               "are tried only when earlier ones give $Failed; the evaluations still running "
               "once enough results arrived are aborted.  $Failed when none succeeds.",
         examples=[("ParallelTry[If[PrimeQ[#], #, $Failed] &, {4, 6, 7, 8, 9}]", "7"),
                   ("ParallelTry[If[EvenQ[#], #, $Failed] &, {1, 3, 5}]", "$Failed"),
                   ("Sort[ParallelTry[If[PrimeQ[#], #, $Failed] &, {4, 5, 6, 7}, 3]]",
                    "{5, 7}"),
                   ("ParallelTry[f, {}]", "$Failed"),
                   ("ParallelTry[f, {a, b}, 0]", "{}"),
                   ("ParallelTry[f, {a}, -1]", "ParallelTry[f, {a}, -1]",
                    ["ParallelTry::intnn: Non-negative integer expected at position 3 in "
                     "ParallelTry[f, {a}, -1]."])])
def parallel_try(ev, expr):
    pos, opts = ev.split_options(expr)
    if len(pos) not in (2, 3):
        return None
    f, args = pos[0], pos[1]
    if not (isinstance(args, Expression) and args.head is S.List):
        ev.message("ParallelTry", "list", expr, Integer(2))
        return None
    k = None
    if len(pos) == 3:
        if type(pos[2]) is not Integer or pos[2].value < 0:
            ev.message("ParallelTry", "intnn", expr, Integer(3))
            return None
        k = pos[2].value
    want = 1 if k is None else k
    calls = [Expression(f, (a,)) for a in args.args]
    got = None
    if want and calls:
        got = _api().first_results(ev, calls, [f, args], want, contexts_of(ev, opts))
        if got is None:                      # serially: in order, until enough succeed
            got = []
            for c in calls:
                r = ev.evaluate(c)
                if r is not S["$Failed"]:
                    got.append(r)
                    if len(got) == want:
                        break
    got = [ev.evaluate(r) for r in got or []]
    if k is None:
        return got[0] if got else S["$Failed"]
    return Expression(S.List, tuple(got))
