"""Evaluating on the kernels: ParallelEvaluate, DistributeDefinitions,
$DistributedDefinitions, SetSharedVariable, SetSharedFunction, UnsetShared,
$SharedVariables, $SharedFunctions and Parallel`Developer`SendBack."""

from mathilda.core.expr import Expression, String, Symbol, S
from mathilda.core.registry import builtin
from mathilda.builtins.parallel._options import contexts_of, current_context, \
    DISTRIBUTED_CONTEXTS
from mathilda.builtins.parallel.kernels import _targets


def _api():
    from mathilda.parallel import api
    return api


def _held_list(syms):
    return Expression(S.List, tuple(Expression(S.HoldForm, (s,)) for s in syms))


@builtin("ParallelEvaluate", nargs=(1, 3), attributes=("HoldFirst", "Protected"),
         options=DISTRIBUTED_CONTEXTS,
         messages={"nokern": "`1` is not a running parallel kernel."},
         usage="ParallelEvaluate[expr] evaluates expr on every parallel kernel and gives the "
               "list of results; ParallelEvaluate[expr, k] evaluates it on the kernel k (a "
               "KernelObject or an ID), ParallelEvaluate[expr, {k1, k2, ...}] on those, "
               "ParallelEvaluate[expr, kernels, h] wraps the results in h.  Definitions of "
               "the symbols expr uses are distributed first.",
         examples=[("LaunchKernels[2]; ParallelEvaluate[$KernelID]", "{1, 2}"),
                   ("LaunchKernels[2]; ParallelEvaluate[$KernelID, 2]", "2"),
                   ("LaunchKernels[2]; ParallelEvaluate[$KernelID^2, All, Plus]", "5"),
                   ("LaunchKernels[1]; ParallelEvaluate[1/0]", "{ComplexInfinity}",
                    ["(kernel 1) Power::infy: Infinite expression 1/0 encountered."])])
def parallel_evaluate(ev, expr):
    api = _api()
    pos, opts = ev.split_options(expr)
    contexts = contexts_of(ev, opts)
    body = pos[0]
    if api.on_kernel(ev):
        return Expression(S.List, (ev.evaluate(body),))
    single = False
    if len(pos) >= 2:
        spec = ev.evaluate(pos[1])
        api.pool(ev).ensure(ev)
        targets = _targets(ev, spec, "ParallelEvaluate")
        if targets is None:
            return None
        single = spec is not S.All and not (isinstance(spec, Expression)
                                            and spec.head is S.List)
    else:
        targets = api.pool(ev).ensure(ev)
    results = api.evaluate_on(ev, body, targets, contexts)
    if len(pos) == 3:
        return Expression(ev.evaluate(pos[2]), tuple(results))
    if single:
        return results[0]
    return Expression(S.List, tuple(results))


@builtin("DistributeDefinitions", attributes=("HoldAll", "Protected"),
         options=DISTRIBUTED_CONTEXTS,
         usage="DistributeDefinitions[s1, s2, ...] sends every definition of the symbols si, "
               "and of the symbols their definitions use, to all parallel kernels, and "
               "registers them for kernels launched later; DistributeDefinitions[\"ctx`\"] "
               "does so for every symbol of the context ctx`; DistributeDefinitions[expr] "
               "for the symbols in expr.  Gives the list of symbols sent, in HoldForm "
               "(those whose definitions the kernels hold already are left out).  Parallel "
               "computations distribute what they need by themselves.",
         examples=[("f[x_] := g[x] + 1; g[x_] := x^2; Sort[DistributeDefinitions[f]]",
                    "{f, g}"),
                   ("a = 5; DistributeDefinitions[a]; DistributeDefinitions[a]", "{}"),
                   ("ctx`y = 42; DistributeDefinitions[ctx`y]; "
                    "ParallelEvaluate[ctx`y, 1]", "42")])
def distribute_definitions(ev, expr):
    pos, opts = ev.split_options(expr)
    contexts = contexts_of(ev, opts)
    exprs = []
    for a in pos:
        if type(a) is String and a.value.endswith("`"):
            exprs.extend(s for s in (Symbol(n) for n in ev.defs.user_symbols())
                         if s.context == a.value)
        else:
            exprs.append(a)
    # the symbols named explicitly are distributed whatever their context
    named = {s.context for s in exprs if type(s) is Symbol}
    if contexts is not None:
        contexts = tuple(contexts) + tuple(named - set(contexts))
    return _held_list(_api().distribute(ev, exprs, contexts))


def _distributed(ev):
    p = _api().pool(ev, create=False)
    return _held_list(p.distributed if p is not None else [])


@builtin("$DistributedDefinitions", attributes=("Protected",), value=_distributed,
         usage="$DistributedDefinitions is the list of symbols whose definitions were sent "
               "to parallel kernels, by DistributeDefinitions or automatically, in HoldForm.",
         examples=[("$DistributedDefinitions", "{}"),
                   ("h[x_] := x + 1; ParallelEvaluate[h[1], 1]; $DistributedDefinitions",
                    "{h}")])
def _distributed_builtin(ev, expr):
    return None


def _share(ev, expr, kind):
    api = _api()
    for a in expr.args:
        if type(a) is not Symbol or a.name in ev.defs.builtins:
            ev.message(expr.head.name, "sym", a, "1")
            return None
    for a in expr.args:
        api.shared_stub(ev, a, kind)
    return S.Null


@builtin("$DistributedContexts", attributes=(),
         value=lambda ev: String(current_context(ev)),
         usage="$DistributedContexts is the default of the DistributedContexts option of "
               "the parallel constructs: the contexts whose symbols' definitions are sent to "
               "the kernels automatically.  By default it is the current $Context; set it "
               "to All, None, a context or a list of contexts.",
         examples=[("$DistributedContexts", "Global`"),
                   ("Begin[\"dc`\"]; c = $DistributedContexts; End[]; c", "dc`")])
def _distributed_contexts(ev, expr):
    return None


@builtin("SetSharedVariable", attributes=("HoldAll", "Protected"),
         usage="SetSharedVariable[s1, s2, ...] makes the symbols si shared variables: their "
               "value lives on the master kernel, and every use or assignment on a parallel "
               "kernel (x, x = v, x++, x += v, AppendTo[x, v], ...) is evaluated there, one "
               "at a time.",
         examples=[("SetSharedVariable[n]; n = 0; ParallelDo[n++, {i, 10}]; n", "10"),
                   ("SetSharedVariable[l]; l = {}; ParallelDo[AppendTo[l, i], {i, 4}]; "
                    "Sort[l]", "{1, 2, 3, 4}")])
def set_shared_variable(ev, expr):
    return _share(ev, expr, "variable")


@builtin("SetSharedFunction", attributes=("HoldAll", "Protected"),
         usage="SetSharedFunction[f1, f2, ...] makes the functions fi shared: a call fi[...] "
               "on a parallel kernel is evaluated on the master kernel.",
         examples=[("SetSharedFunction[log]; ParallelDo[log[i] = i^2, {i, 3}]; "
                    "{log[1], log[2], log[3]}", "{1, 4, 9}")])
def set_shared_function(ev, expr):
    return _share(ev, expr, "function")


@builtin("UnsetShared", attributes=("HoldAll", "Protected"),
         usage="UnsetShared[s1, s2, ...] stops sharing the variables or functions si; gives "
               "the list of those that were shared, in HoldForm.",
         examples=[("SetSharedVariable[u]; UnsetShared[u, w]", "{u}")])
def unset_shared(ev, expr):
    api = _api()
    return _held_list([a for a in expr.args if type(a) is Symbol and api.unshare(ev, a)])


def _shared_vars(ev):
    return _held_list(_api().shared(ev, "variable"))


def _shared_funs(ev):
    return _held_list(_api().shared(ev, "function"))


@builtin("$SharedVariables", attributes=("Protected",), value=_shared_vars,
         usage="$SharedVariables is the list of shared variables, in HoldForm.",
         examples=[("SetSharedVariable[c]; $SharedVariables", "{c}")])
def _shared_vars_builtin(ev, expr):
    return None


@builtin("$SharedFunctions", attributes=("Protected",), value=_shared_funs,
         usage="$SharedFunctions is the list of shared functions, in HoldForm.",
         examples=[("SetSharedFunction[q]; $SharedFunctions", "{q}")])
def _shared_funs_builtin(ev, expr):
    return None


@builtin("Parallel`Developer`SendBack", nargs=1, attributes=("HoldAll", "Protected"),
         usage="Parallel`Developer`SendBack[expr] on a parallel kernel evaluates expr on the "
               "master kernel and gives the result (shared variables and functions use "
               "it); on the master kernel it evaluates expr.",
         examples=[("Parallel`Developer`SendBack[1 + 1]", "2"),
                   ("LaunchKernels[1]; ParallelEvaluate[Parallel`Developer`SendBack["
                    "$KernelID], 1]", "0")])
def send_back(ev, expr):
    server = getattr(ev.session, "parallel_server", None)
    if server is None:
        return ev.evaluate(expr.args[0])
    return server.send_back(ev, expr.args[0])
