"""The options the parallel builtins share: Method and DistributedContexts."""

from mathilda.core.expr import Expression, Integer, String, S

DISTRIBUTED_CONTEXTS = {"DistributedContexts": "Automatic"}
PARALLEL_OPTIONS = {"Method": "Automatic", "DistributedContexts": "Automatic"}

METHOD_MESSAGES = {
    "meth": "Value of option Method -> `1` is not Automatic, \"CoarsestGrained\", "
            "\"FinestGrained\", \"EvaluationsPerKernel\" -> e or \"ItemsPerEvaluation\" -> m "
            "with a positive integer e or m.",
    "ctxs": "Value of option DistributedContexts -> `1` is not Automatic, None, All, a "
            "context or a list of contexts.",
}


def current_context(ev):
    c = ev.evaluate(S["$Context"])
    return c.value if type(c) is String else "Global`"


def contexts_of(ev, opts, name=None):
    """The DistributedContexts setting: a tuple of contexts, None for all contexts, () for
    no automatic distribution.  Automatic stands for the value of $DistributedContexts
    (by default the current $Context); after a message, the current context."""
    v = ev.evaluate(opts.get("DistributedContexts", S.Automatic))
    if v is S.Automatic:
        v = ev.evaluate(S["$DistributedContexts"])
        if v is S.Automatic or v is S["$DistributedContexts"]:
            v = String(current_context(ev))
        if type(v) is String and v.value == current_context(ev):
            # the current context, and Global`: the symbols typed inside Begin["ctx`"]
            # are still made in Global` (the parser does not follow $Context)
            return tuple(dict.fromkeys((v.value, "Global`")))
    if v is S["None"]:
        return ()
    if v is S.All:
        return None
    items = v.args if isinstance(v, Expression) and v.head is S.List else (v,)
    if all(type(x) is String and x.value.endswith("`") for x in items):
        return tuple(x.value for x in items)
    if name is not None:
        ev.message(name, "ctxs", v)
    return (current_context(ev),)


def method_of(ev, opts, name):
    """The Method setting as a method of algorithms/parallel/split.py, or None after a
    message."""
    from mathilda.algorithms.parallel.split import parse_method
    v = ev.evaluate(opts.get("Method", S.Automatic))
    m = None
    if v is S.Automatic:
        m = ("Automatic",)
    elif type(v) is String:
        m = parse_method(v.value)
    elif isinstance(v, Expression) and v.head is S.Rule and len(v.args) == 2 \
            and type(v.args[0]) is String and type(v.args[1]) is Integer:
        m = parse_method(v.args[0].value, v.args[1].value)
    if m is None:
        ev.message(name, "meth", v)
    return m
