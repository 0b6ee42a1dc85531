"""Compile and CompiledFunction (the compiler is mathilda/algorithms/compile)."""

from mathilda.core.expr import Expression, Integer, String, Symbol, S
from mathilda.core.registry import builtin

MESSAGES = {
    "cpvar": "Compile variable specification `1` should be a symbol, or a list of a symbol, "
             "a type (_Integer, _Real, _Complex or True | False) and an optional rank.",
    "nogen": "A library could not be generated from the compiled function.",
    "target": "CompilationTarget -> `1` should be \"WVM\", \"Numba\" or \"C\".",
    "rtattr": "RuntimeAttributes -> `1` should be a list of attributes; only Listable is "
              "supported.",
}

_TYPES = {"Integer": "I", "Real": "R", "Complex": "C"}


def _blank_type(p):
    """The kind letter of a type pattern (_Integer, _Real, _Complex, True | False)."""
    if isinstance(p, Expression) and p.head is S.Blank and len(p.args) == 1 \
            and type(p.args[0]) is Symbol:
        return _TYPES.get(p.args[0].name)
    if isinstance(p, Expression) and p.head is S.Alternatives and len(p.args) == 2 \
            and {a.name for a in p.args if type(a) is Symbol} == {"True", "False"}:
        return "B"
    return None


def _params(ev, spec, patterns=False):
    """[(symbol, Type)] from Compile's first argument; with ``patterns``, [(pattern, Type)]
    from its third ({{p1, t1}, {p2, t2, rank}, ...})."""
    from mathilda.algorithms.compile.tree import Type
    if not (isinstance(spec, Expression) and spec.head is S.List):
        spec = Expression(S.List, (spec,))
    out = []
    for item in spec.args:
        if type(item) is Symbol and not patterns:
            out.append((item, Type("R")))
            continue
        ok = isinstance(item, Expression) and item.head is S.List and \
            2 <= len(item.args) <= 3 and (patterns or type(item.args[0]) is Symbol)
        kind = _blank_type(item.args[1]) if ok else None
        rank = 0
        if ok and len(item.args) == 3:
            r = item.args[2]
            if type(r) is Integer and 0 <= r.value <= 16:
                rank = r.value
            else:
                ok = False
        if not ok or kind is None:
            ev.message("Compile", "cpvar", item)
            return None
        out.append((item.args[0], Type(kind, rank)))
    if not patterns and len({p for p, _ in out}) != len(out):
        ev.message("Compile", "cpvar", spec)
        return None
    return out


def _target(ev, opts):
    from mathilda.algorithms.compile.function import numba_available
    t = opts.get("CompilationTarget")
    if t is None or t is S.Automatic or (type(t) is String and t.value == "WVM"):
        return "WVM"
    if type(t) is String and t.value in ("Numba", "C"):
        if numba_available():
            return "Numba"
        ev.message("Compile", "nogen")
        return "WVM"
    ev.message("Compile", "target", t)
    return "WVM"


def _listable(ev, opts):
    a = opts.get("RuntimeAttributes")
    if a is None:
        return False
    items = a.args if isinstance(a, Expression) and a.head is S.List else (a,)
    names = {x.name for x in items if type(x) is Symbol}
    if len(names) != len(items) or not names <= {"Listable"}:
        ev.message("Compile", "rtattr", a)
    return "Listable" in names


@builtin("Compile", nargs=(2, 3), attributes=("HoldAll", "Protected"), messages=MESSAGES,
         options={"CompilationTarget": '"WVM"', "RuntimeAttributes": "{}",
                  "Parallelization": "Automatic", "CompilationOptions": "Automatic",
                  "RuntimeOptions": "Automatic"},
         usage="Compile[{x1, x2, ...}, expr] creates a compiled function that evaluates expr "
               "assuming numerical values of the xi. Compile[{{x1, t1}, ...}, expr] assumes "
               "that xi is of a type that matches ti; Compile[{{x1, t1, n1}, ...}, expr] that "
               "xi is a rank ni array of such objects.",
         examples=[("Compile[{x}, x^2]", "CompiledFunction[{x}, x^2, -CompiledCode-]"),
                   ("f = Compile[{{x, _Real}}, Sin[x] + x^2 - 1/(1 - x)]; f[2.]",
                    "5.9093"),
                   ("Compile[{{n, _Integer}}, Module[{s = 0}, Do[s += i, {i, n}]; s]][100]",
                    "5050"),
                   ("Compile[{{v, _Real, 1}}, Total[v]/Length[v]][{1., 2., 4.}]",
                    "2.33333"),
                   ("Compile[{x}, Print[\"body ran\"]]",
                    "CompiledFunction[{x}, Print[body ran], -CompiledCode-]"),
                   ("f = Compile[{{x, _Real}}, x^2]; f[\"a\"]", "a^2",
                    ["CompiledFunction::cfsa: Argument a at position 1 should be a "
                     "machine-size real number."]),
                   ("Compile[{{x, _Real}}, Sqrt[x]][-4.]", "0. + 2. I",
                    ["CompiledFunction::cfne: Numerical error encountered; proceeding "
                     "with uncompiled evaluation."]),
                   ("Compile[{{x, _Real}}, x^2, RuntimeAttributes -> {Listable}]"
                    "[{1., 2., 3.}]", "{1., 4., 9.}"),
                   ("g[n_] := n!; Compile[{{n, _Integer}}, g[n] + 1, {{g[_], _Integer}}][5]",
                    "121")])
def compile_(ev, expr):
    from mathilda.algorithms.compile.function import make_compiled_function
    pos, opts = ev.split_options(expr, 3 if len(expr.args) > 2 and not _is_rule(
        expr.args[2]) else 2)
    params = _params(ev, pos[0])
    if params is None:
        return None
    types = _params(ev, pos[2], patterns=True) if len(pos) > 2 else []
    if types is None:
        return None
    target = _target(ev, opts)
    listable = _listable(ev, opts)
    return make_compiled_function(ev, params, pos[1], listable, target, types)


def _is_rule(x):
    return isinstance(x, Expression) and x.head in (S.Rule, S.RuleDelayed)


@builtin("CompiledFunction", sub=True,
         messages={"cfsa": "Argument `1` at position `2` should be a `3`.",
                   "cfne": "Numerical error encountered; proceeding with uncompiled "
                           "evaluation.",
                   "cfct": "Number of arguments `1` does not match the length `2` of the "
                           "argument template."},
         usage="CompiledFunction[args, ...] represents compiled code for evaluating a "
               "compiled function.",
         examples=[("f = Compile[{{n, _Integer}}, n^n]; f[30]",
                    "205891132094649000000000000000000000000000000",
                    ["CompiledFunction::cfne: Numerical error encountered; proceeding with "
                     "uncompiled evaluation."]),
                   ("Compile[{x, y}, x y][2, 3]", "6."),
                   ("Compile[{x}, x][1, 2]", "CompiledFunction[{x}, x, -CompiledCode-][1, 2]",
                    ["CompiledFunction::cfct: Number of arguments 2 does not match the "
                     "length 1 of the argument template."])])
def compiled_function(ev, expr):
    from mathilda.algorithms.compile.function import CompiledFunctionExpr, call
    f = expr.head
    if not isinstance(f, CompiledFunctionExpr):
        return None
    return call(ev, f, expr.args)
