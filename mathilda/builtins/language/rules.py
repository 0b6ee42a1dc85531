"""Rules and replacement, MatchQ, holding wrappers, pattern heads, List and Sequence."""

from mathilda.core.evaluation import substitute
from mathilda.core.expr import Expression, Integer, S, TRUE, FALSE
from mathilda.core.patterns import compile_pattern
from mathilda.core.ruleset import FAIL, CompiledRule as _CompiledRule, RuleSet, replace_all
from mathilda.algorithms.lists.common import operator_form, split_opts
from mathilda.core.registry import builtin, symbol_spec

_FAIL = FAIL


def _is_rule(r):
    return isinstance(r, Expression) and r.head in (S.Rule, S.RuleDelayed) and len(r.args) == 2


def _rule_lists(ev, rules, name, whole):
    """A list of RuleSets (one per result), or None after a message."""
    if _is_rule(rules):
        return [RuleSet([_CompiledRule(rules)])], False
    if isinstance(rules, Expression) and rules.head is S.Dispatch and rules.args:
        rules = rules.args[0]
    if isinstance(rules, Expression) and rules.head is S.List:
        if all(_is_rule(r) for r in rules.args):
            return [RuleSet([_CompiledRule(r) for r in rules.args])], False
        if rules.args and all(isinstance(r, Expression) and r.head is S.List and
                              all(_is_rule(x) for x in r.args) for r in rules.args):
            return [RuleSet([_CompiledRule(x) for x in r.args]) for r in rules.args], True
    ev.message(name, "reps", rules if isinstance(rules, Expression) and rules.head is S.List
               else Expression(S.List, (rules,)))
    return None, False


@builtin("ReplaceAll", nargs=(1, 2),
         messages={"reps": "`1` is neither a list of replacement rules nor a valid dispatch "
                           "table, and so cannot be used for replacing."},
         usage="expr /. rules applies a rule or list of rules to each subpart of expr, "
               "trying the whole expression first.",
         examples=[("{x, x^2, y} /. x -> 3", "{3, 9, y}"),
                   ("f[a, b] /. {a -> 1, b -> 2}", "f[1, 2]"),
                   ("x /. {{x -> 1}, {x -> 2}}", "{1, 2}"),
                   ("ReplaceAll[x -> 1][x + y]", "1 + y")])
def replace_all_(ev, expr):
    if len(expr.args) == 1:
        return None
    target, rules = expr.args
    lists, many = _rule_lists(ev, rules, "ReplaceAll", expr)
    if lists is None:
        return None
    results = [replace_all(ev, target, rl)[0] for rl in lists]
    if many:
        return Expression(S.List, tuple(results))
    return results[0]


@builtin("ReplaceRepeated", nargs=None, options={"MaxIterations": "65536"},
         messages={"reps": "`1` is neither a list of replacement rules nor a valid dispatch "
                           "table, and so cannot be used for replacing.",
                   "rrlim": "Exiting after `1` scanned `2` times."},
         usage="expr //. rules applies rules repeatedly until the expression no longer "
               "changes.",
         examples=[("f[f[f[x]]] //. f[y_] :> y", "x"),
                   ("{3, 1, 2} //. {a___, b_, c_, d___} /; b > c :> {a, c, b, d}",
                    "{1, 2, 3}"),
                   ("ReplaceRepeated[f[y_] :> y][f[f[z]]]", "z")])
def replace_repeated(ev, expr):
    pos, opts = split_opts(ev, expr, 1, ("MaxIterations",), nargs=(1, 2))
    if pos is None or len(pos) == 1:
        return None
    target, rules = pos
    lists, many = _rule_lists(ev, rules, "ReplaceRepeated", expr)
    if lists is None or many:
        return None
    limit = opts.get("MaxIterations")
    limit = limit.value if type(limit) is Integer else 65536
    cur = target
    for i in range(limit):
        ev.check_interrupt()
        new, changed = replace_all(ev, cur, lists[0])
        if not changed:
            return cur
        new = ev.evaluate(new)
        if new == cur:
            return cur
        cur = new
    ev.message("ReplaceRepeated", "rrlim", target, Integer(limit))
    return cur


def _levels_replace(ev, expr, rules, lo, hi, depth):
    """Replace at levels lo..hi (Replace[expr, rules, levelspec]); bottom-up."""
    new = expr
    if not expr.is_atom and depth < hi:
        args = tuple(_levels_replace(ev, a, rules, lo, hi, depth + 1) for a in expr.args)
        if args != expr.args:
            new = Expression(expr.head, args)
    if depth >= lo:
        v = rules.first(new, ev)
        if v is not _FAIL:
            return v
    return new


@builtin("Replace", nargs=(1, 3),
         messages={"reps": "`1` is neither a list of replacement rules nor a valid dispatch "
                           "table, and so cannot be used for replacing."},
         usage="Replace[expr, rules] applies rules to the whole of expr only; "
               "Replace[expr, rules, levelspec] at the given levels.",
         examples=[("Replace[x, x -> 1]", "1"), ("Replace[f[x], x -> 1]", "f[x]"),
                   ("Replace[f[x], x -> 1, {1}]", "f[1]"),
                   ("Replace[x -> 1][x]", "1"),
                   ("Map[Replace[_?OddQ -> 0], {1, 2, 3}]", "{0, 2, 0}")])
def replace(ev, expr):
    args = expr.args
    if len(args) == 1:
        return None
    lists, many = _rule_lists(ev, args[1], "Replace", expr)
    if lists is None:
        return None
    lo, hi = 0, 0
    if len(args) == 3:
        from mathilda.core.levels import parse_levelspec
        spec = parse_levelspec(ev, args[2], "Replace")
        if spec is None:
            return None
        lo, hi = spec
        if lo < 0 or hi < 0:
            lo, hi = max(lo, 0), 10 ** 9 if hi < 0 else hi
    results = [_levels_replace(ev, args[0], rl, lo, hi, 0) for rl in lists]
    return Expression(S.List, tuple(results)) if many else results[0]


@builtin("ReplaceList", nargs=(2, 3),
         usage="ReplaceList[expr, rules] gives a list of the results of every way the rules "
               "can match the whole of expr.",
         examples=[("ReplaceList[{a, b, c}, {x__, y__} :> {{x}, {y}}]",
                    "{{{a}, {b, c}}, {{a, b}, {c}}}")])
def replace_list(ev, expr):
    args = expr.args
    lists, many = _rule_lists(ev, args[1], "ReplaceList", expr)
    if lists is None or many:
        return None
    limit = None
    if len(args) == 3:
        if type(args[2]) is not Integer:
            return None
        limit = args[2].value
    out = []
    for r in lists[0]:
        for b in r.matcher.match(args[0], {}, ev):
            rhs = substitute(r.rhs, b, ev) if b else r.rhs
            if r.delayed and isinstance(rhs, Expression) and rhs.head is S.Condition and \
                    len(rhs.args) == 2:
                if ev.evaluate(rhs.args[1]) is not TRUE:
                    continue
                rhs = rhs.args[0]
            out.append(rhs)
            if limit is not None and len(out) >= limit:
                return Expression(S.List, tuple(out))
    return Expression(S.List, tuple(out))


@builtin("MatchQ", nargs=2,
         usage="MatchQ[expr, form] gives True if expr matches the pattern form.",
         examples=[("MatchQ[f[1, 2], f[__Integer]]", "True"),
                   ("MatchQ[{1, 2, 3}, {x__, y_} /; y > 2]", "True"),
                   ("MatchQ[a, _Integer]", "False")])
def match_q(ev, expr):
    x, p = expr.args
    for _ in compile_pattern(p).match(x, {}, ev):
        return TRUE
    return FALSE


symbol_spec("Rule", attributes=("Protected", "SequenceHold"),
            usage="lhs -> rhs represents a rule that transforms lhs to rhs.",
            examples=[("a -> 1 + 1", "a -> 2")])
symbol_spec("RuleDelayed", attributes=("HoldRest", "Protected", "SequenceHold"),
            usage="lhs :> rhs represents a rule whose right side is evaluated only when the "
                  "rule is used.",
            examples=[("a :> 1 + 1", "a :> 1 + 1")])
symbol_spec("Dispatch", usage="Dispatch[rules] is an optimized form of a list of rules.",
            examples=[("x /. Dispatch[{x -> 1}]", "1")])

_PATTERN_DOCS = {
    "Blank": ("HoldAll"[:0], "_ or Blank[] is a pattern for any single expression; _h for "
                             "any expression with head h.", ("MatchQ[3, _Integer]", "True")),
    "BlankSequence": ("", "__ is a pattern for a sequence of one or more expressions.",
                      ("MatchQ[f[1, 2], f[__]]", "True")),
    "BlankNullSequence": ("", "___ is a pattern for a sequence of zero or more expressions.",
                          ("MatchQ[f[], f[___]]", "True")),
    "Pattern": ("HoldFirst", "x_ or Pattern[x, p] names the expression matched by p.",
                ("f[3] /. f[x_] -> x + 1", "4")),
    "Alternatives": ("", "p1 | p2 matches either p1 or p2.",
                     ("MatchQ[b, a | b]", "True")),
    "Condition": ("HoldAll", "p /; test matches p only if test evaluates to True.",
                  ("MatchQ[5, x_ /; x > 3]", "True")),
    "PatternTest": ("HoldRest", "p?test matches p only if test[expr] is True.",
                    ("MatchQ[4, _?EvenQ]", "True")),
    "Optional": ("", "x_:d or Optional[x_, d] is a pattern that takes the value d when "
                     "omitted; x_. uses the function's default.",
                 ("f6[x_, y_: 2] := x + y; f6[1]", "3")),
    "Repeated": ("", "p.. matches a sequence of one or more expressions matching p.",
                 ("MatchQ[{a, a, a}, {a ..}]", "True")),
    "RepeatedNull": ("", "p... matches a sequence of zero or more expressions matching p.",
                     ("MatchQ[{}, {a ...}]", "True")),
    "Except": ("", "Except[c] matches anything but c; Except[c, p] matches p but not c.",
               ("Cases[{1, a, 2}, Except[_Integer]]", "{a}")),
    "Verbatim": ("", "Verbatim[expr] matches expr exactly, even if it contains patterns.",
                 ("MatchQ[x_, Verbatim[x_]]", "True")),
    "HoldPattern": ("HoldAll", "HoldPattern[p] is a pattern that is kept unevaluated.",
                    ("MatchQ[1 + 1, HoldPattern[1 + 1]]", "False")),
    "OptionsPattern": ("", "OptionsPattern[] matches any sequence of options.",
                       ("g7[x_, OptionsPattern[{s -> 1}]] := OptionValue[s]; g7[0, s -> 5]",
                        "5")),
    "OptionValue": ("", "OptionValue[name] gives the value of the option name matched by "
                        "OptionsPattern.",
                    ("g8[OptionsPattern[{t -> 2}]] := OptionValue[t]; g8[]", "2")),
    "KeyValuePattern": ("", "KeyValuePattern[{p1, p2, ...}] matches an association or a "
                            "list of rules that has, in any order, an element matching "
                            "each pi.",
                        ("Cases[{<|a -> 1, b -> 2|>, <|a -> 3|>}, KeyValuePattern[b -> x_] "
                         ":> x]", "{2}")),
    "Longest": ("", "Longest[p] is a pattern object that matches the longest sequence "
                    "consistent with the pattern p; Longest[patt:def] tries patt before def.",
                ("{a, b, c, d} /. {Longest[x__], y__} :> {{x}, {y}}", "{{a, b, c}, {d}}")),
    "Shortest": ("", "Shortest[p] is a pattern object that matches the shortest sequence "
                     "consistent with the pattern p (the default for expression patterns); "
                     "Shortest[patt:def] tries the default def first.",
                 ("f[1] /. f[Shortest[x_: 5], y___] :> {x, {y}}", "{5, {1}}")),
    "PatternSequence": ("", "PatternSequence[p1, p2, ...] is a pattern object that matches "
                            "a sequence of arguments matching p1, p2, ... in turn.",
                        ("f[a, b, a, b] /. f[PatternSequence[x_, y_] ..] :> {x, y}",
                         "{a, b}")),
    "OrderlessPatternSequence": ("", "OrderlessPatternSequence[p1, p2, ...] is a pattern "
                                     "object that matches a sequence of arguments matching "
                                     "p1, p2, ... in any order.",
                                 ("h[1, 2, 3] /. h[OrderlessPatternSequence[3, r__]] :> {r}",
                                  "{1, 2}")),
}
for _n, (_attr, _usage, _ex) in _PATTERN_DOCS.items():
    symbol_spec(_n, attributes=("Protected",) + ((_attr,) if _attr else ()), usage=_usage,
                examples=[_ex])


@builtin("OptionsPattern", nargs=(0, 1),
         usage=_PATTERN_DOCS["OptionsPattern"][1],
         examples=[_PATTERN_DOCS["OptionsPattern"][2]])
def _options_pattern(ev, expr):
    return None


@builtin("Hold", attributes=("HoldAll", "Protected"),
         usage="Hold[expr] keeps expr unevaluated.",
         examples=[("Hold[1 + 1]", "Hold[1 + 1]")])
def hold(ev, expr):
    return None


@builtin("HoldForm", attributes=("HoldAll", "Protected"),
         usage="HoldForm[expr] prints as expr, kept unevaluated.",
         examples=[("HoldForm[1 + 1]", "1 + 1")])
def hold_form(ev, expr):
    return None


@builtin("Defer", attributes=("HoldAll", "Protected"),
         usage="Defer[expr] yields an object that displays as the unevaluated form of expr, "
               "but that is evaluated if it is explicitly given as input.",
         examples=[("Defer[1 + 1]", "1 + 1"), ("Defer[Sin[Pi]]", "Sin[Pi]")])
def defer(ev, expr):
    return None


@builtin("HoldComplete", attributes=("HoldAllComplete", "Protected"),
         usage="HoldComplete[expr] keeps expr unevaluated, even Sequence and Evaluate "
               "inside it, and prevents upvalues from being used.",
         examples=[("HoldComplete[Evaluate[1 + 1]]", "HoldComplete[Evaluate[1 + 1]]")])
def hold_complete(ev, expr):
    return None


@builtin("ReleaseHold", nargs=1,
         usage="ReleaseHold[expr] removes Hold, HoldForm, HoldPattern and HoldComplete at "
               "the top level of expr.",
         examples=[("ReleaseHold[Hold[1 + 1]]", "2"),
                   ("ReleaseHold[f[Hold[1 + 1]]]", "f[Hold[1 + 1]]")])
def release_hold(ev, expr):
    x = expr.args[0]
    if isinstance(x, Expression) and x.head in (S.Hold, S.HoldForm, S.HoldPattern,
                                                 S.HoldComplete):
        if len(x.args) == 1:
            return x.args[0]
        return Expression(S.Sequence, x.args)
    return x


@builtin("Evaluate", usage="Evaluate[expr] causes expr to be evaluated even inside a "
                           "held argument.",
         examples=[("Hold[Evaluate[1 + 1]]", "Hold[2]")])
def evaluate(ev, expr):
    if len(expr.args) == 1:
        return expr.args[0]
    return Expression(S.Sequence, expr.args)


@builtin("Unevaluated", attributes=("HoldAllComplete", "Protected"),
         usage="Unevaluated[expr] passes expr unevaluated to the function it is an "
               "argument of.",
         examples=[("Length[Unevaluated[1 + 2 + 3]]", "3")])
def unevaluated(ev, expr):
    return None


@builtin("Sequence", usage="Sequence[a, b, ...] is spliced into the arguments of any "
                           "function it appears in.",
         examples=[("f[a, Sequence[b, c], d]", "f[a, b, c, d]")])
def sequence(ev, expr):
    return None


@builtin("List", attributes=("Locked", "Protected"),
         usage="{a, b, ...} is a list of elements.",
         examples=[("{1, 2, 1 + 2}", "{1, 2, 3}"), ("{1, Nothing, 2}", "{1, 2}")])
def list_(ev, expr):
    for a in expr.args:
        if a is S.Nothing or (type(a) is Expression and a.head is S.Splice):
            out = []
            for x in expr.args:
                if x is S.Nothing:
                    continue
                items = _spliced(ev, x)
                if items is None:
                    out.append(x)
                else:
                    out.extend(items)
            if len(out) == len(expr.args) and all(a is b for a, b in zip(out, expr.args)):
                return None
            return Expression(S.List, tuple(out))
    return None


def _spliced(ev, x):
    """The elements Splice[x] puts into a List, or None when it stays as it is."""
    if type(x) is not Expression or x.head is not S.Splice or not 1 <= len(x.args) <= 2:
        return None
    inner = x.args[0]
    if inner.is_atom or inner.head is not S.List:
        return None
    if len(x.args) == 2:
        h = x.args[1]
        if h is not S.All and h is not S.List:
            from mathilda.algorithms.lists.common import matcher
            if not matcher(ev, h)(S.List):
                return None
    return inner.args


@builtin("Splice", nargs=(1, 2),
         usage="Splice[{e1, e2, ...}] represents the elements ei spliced into the List it "
               "appears in; Splice[list, h] splices only into expressions with a head that "
               "matches h (List here); Splice[list, All] into any List.",
         examples=[("{1, Splice[{2, 3}], 4}", "{1, 2, 3, 4}"),
                   ("{a, Splice[{}], b}", "{a, b}"),
                   ("{Splice[{x, y}], Splice[{z}]}", "{x, y, z}"),
                   ("Table[Splice[{i, -i}], {i, 3}]", "{1, -1, 2, -2, 3, -3}"),
                   ("{1, Splice[{2, 3}, List]}", "{1, 2, 3}"),
                   ("{1, Splice[{2, 3}, _]}", "{1, 2, 3}"),
                   ("{1, Splice[{2, 3}, All]}", "{1, 2, 3}"),
                   ("{1, Splice[{2, 3}, f]}", "{1, Splice[{2, 3}, f]}"),
                   ("f[1, Splice[{2, 3}]]", "f[1, Splice[{2, 3}]]")])
def splice(ev, expr):
    return None


symbol_spec("Nothing", usage="Nothing is removed from any List in which it appears.",
            examples=[("{a, Nothing, b}", "{a, b}")])


for _name in ("ReplaceAll", "Replace", "ReplaceRepeated"):
    operator_form(_name)
