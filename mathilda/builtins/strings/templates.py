"""String templates: StringTemplate, TemplateObject, TemplateApply, TemplateSlot,
TemplateExpression, TemplateIf, TemplateWith, TemplateSequence.

``StringTemplate["first `a` then `b`"]`` is the TemplateObject
``TemplateObject[{"first ", TemplateSlot["a"], " then ", TemplateSlot["b"]},
CombinerFunction -> StringJoin, InsertionFunction -> TextString]``; applying it (``t[args]``
or ``TemplateApply[t, {args}]``) fills each slot from the positional arguments
(``TemplateSlot[n]``) or from the association given first (``TemplateSlot["name"]``),
evaluates each ``TemplateExpression`` (``<* expr *>`` in the string, with ``#``, ``#n``,
``#name`` inside it standing for template slots), turns each inserted value into text with
InsertionFunction and joins the pieces with CombinerFunction.  TemplateApply works on any
expression with TemplateSlot and TemplateExpression inside it.  A slot with no value is empty
text in a string template (its "DefaultValue" option, when given, is used instead).
"""

from mathilda.core.expr import FALSE, TRUE, Expression, Integer, String, Symbol, S
from mathilda.core.registry import builtin, symbol_spec

_OPTS = {"CombinerFunction": "StringJoin", "InsertionFunction": "TextString"}
_ABSENT = object()


def _is_assoc(x):
    return isinstance(x, Expression) and x.head is S.Association


def _rule_name(r):
    if isinstance(r, Expression) and r.head in (S.Rule, S.RuleDelayed) and len(r.args) == 2:
        k = r.args[0]
        if type(k) is Symbol:
            return k.name
        if type(k) is String:
            return k.value
    return None


def _to_template_slots(x):
    """The expression of a ``<* ... *>`` with its slots (outside pure functions) as
    TemplateSlot."""
    if not isinstance(x, Expression):
        return x
    if x.head is S.Slot and len(x.args) == 1:
        return Expression(S.TemplateSlot, x.args)
    if x.head is S.Function:
        return x
    return Expression(_to_template_slots(x.head),
                      tuple(_to_template_slots(a) for a in x.args))


def _pieces(ev, text):
    """The pieces of a TemplateObject for the template string ``text``, or None after a
    message when an embedded expression does not parse."""
    from mathilda.algorithms.strings.templates import split_template
    from mathilda.syntax.errors import MathildaSyntaxError
    from mathilda.syntax.parser import parse
    out = []
    for kind, v in split_template(text):
        if kind == "text":
            out.append(String(v))
        elif kind == "slot":
            out.append(Expression(S.TemplateSlot, (Integer(v) if type(v) is int
                                                   else String(v),)))
        else:
            try:
                e = parse(v)
            except MathildaSyntaxError:
                ev.message("StringTemplate", "tsyn", String(v))
                return None
            out.append(Expression(S.TemplateExpression, (_to_template_slots(e),)))
    return out


class _Filler:
    """Fills TemplateSlot, TemplateExpression and TemplateIf in an expression."""

    def __init__(self, ev, args, missing, names=None):
        self.ev = ev
        self.args = args            # the positional arguments (a tuple)
        self.missing = missing      # what a slot without a value becomes (or _ABSENT)
        self.names = names or {}    # TemplateWith's names -> values

    def slot_value(self, slot):
        a = slot.args
        default = _ABSENT
        for r in a[1:]:
            if _rule_name(r) == "DefaultValue":
                default = r.args[1]
        if not a:
            return default
        k = a[0]
        args = self.args
        if type(k) is String and k.value in self.names:
            return self.names[k.value]
        if type(k) is Integer:
            if 1 <= k.value <= len(args):
                return args[k.value - 1]
            return default
        if type(k) is String:
            if args and _is_assoc(args[0]):
                assoc = args[0]
                if k in assoc.index:
                    return self.ev.evaluate(assoc.get(k))
                sym = Symbol(k.value) if k.value.isidentifier() else None
                if sym is not None and sym in assoc.index:
                    return self.ev.evaluate(assoc.get(sym))
            return default
        return default

    def fill(self, x):
        if not isinstance(x, Expression) or x.is_atom:
            return x
        h = x.head
        if h is S.TemplateSlot:
            v = self.slot_value(x)
            if v is _ABSENT:
                return x if self.missing is _ABSENT else self.missing
            return v
        if h is S.TemplateExpression and len(x.args) == 1:
            return self.ev.evaluate(self.fill(x.args[0]))
        if h is S.TemplateIf and len(x.args) in (2, 3):
            c = self.ev.evaluate(self.fill(x.args[0]))
            if c is TRUE:
                return self.fill(x.args[1])
            if c is FALSE:
                return self.fill(x.args[2]) if len(x.args) == 3 else String("")
            return x
        if h is S.TemplateWith:
            return self.fill_with(x)
        if h is S.TemplateSequence:
            return Expression(S.Sequence, tuple(self.sequence(x)))
        if h is S.TemplateObject:
            return x
        return Expression(self.fill(h), tuple(self.fill(a) for a in x.args))

    def fill_with(self, x):
        """TemplateWith["name", value, expr] or TemplateWith[{"name" -> value, ...}, expr]:
        expr filled with TemplateSlot["name"] standing for value."""
        a = x.args
        if len(a) == 3 and type(a[0]) is String:
            pairs = [(a[0].value, a[1])]
        elif len(a) == 2 and isinstance(a[0], Expression) and a[0].head in (
                S.List, S.Association) and all(_rule_name(r) is not None for r in a[0].args):
            pairs = [(_rule_name(r), r.args[1]) for r in a[0].args]
        else:
            return x
        names = dict(self.names)
        for name, v in pairs:
            names[name] = self.ev.evaluate(self.fill(v))
        return _Filler(self.ev, self.args, self.missing, names).fill(a[-1])

    def sequence(self, x):
        """The elements TemplateSequence[body, list, opts] stands for: body applied to
        each element of list (Delimiters between them, DefaultValue when there is none)."""
        a = x.args
        if len(a) < 2:
            return [x]
        opts = {_rule_name(r): r.args[1] for r in a[2:] if _rule_name(r) is not None}
        items = self.ev.evaluate(self.fill(a[1]))
        if not (isinstance(items, Expression) and items.head is S.List):
            return [x]
        insertion = opts.get("InsertionFunction")
        out = []
        for i, e in enumerate(items.args):
            if i and "Delimiters" in opts:
                out.append(opts["Delimiters"])
            v = apply_template(self.ev, a[0], _positional(e))
            if insertion is not None:
                v = self.ev.evaluate(Expression(insertion, (v,)))
            out.append(v)
        if not out and "DefaultValue" in opts:
            out.append(opts["DefaultValue"])
        return out


def _template_parts(t):
    """(pieces or body, bound args or None, {option: value}) of a TemplateObject."""
    body = t.args[0]
    bound = None
    opts = {}
    for a in t.args[1:]:
        name = _rule_name(a)
        if name is not None:
            opts[name] = a.args[1]
        elif bound is None:
            bound = a
    return body, bound, opts


def _positional(args):
    """TemplateApply's second argument as positional arguments: a list gives its elements,
    anything else is one argument."""
    if isinstance(args, Expression) and args.head is S.List:
        return tuple(args.args)
    return (args,)


def apply_template(ev, t, args):
    """The result of applying the TemplateObject (or other template expression) ``t`` to
    the positional arguments ``args``."""
    if not (isinstance(t, Expression) and t.head is S.TemplateObject and t.args):
        return ev.evaluate(_Filler(ev, args, _ABSENT).fill(t))
    body, bound, opts = _template_parts(t)
    if bound is not None:
        args = _positional(bound)
    combiner = opts.get("CombinerFunction", S.StringJoin)
    insertion = opts.get("InsertionFunction", S.TextString)
    if type(insertion) is String:
        fmt = insertion

        def insert(v):
            return ev.call("ExportString", v, fmt)
    else:
        def insert(v):
            return ev.evaluate(Expression(insertion, (v,)))
    if not (isinstance(body, Expression) and body.head is S.List):
        return ev.evaluate(_Filler(ev, args, _ABSENT).fill(body))
    filler = _Filler(ev, args, String(""))
    out = []
    for p in body.args:
        if type(p) is String:
            out.append(p)
            continue
        if isinstance(p, Expression) and p.head is S.TemplateSequence:
            out.extend(insert(ev.evaluate(v)) for v in filler.sequence(p))
            continue
        v = ev.evaluate(filler.fill(p))
        out.append(insert(v))
    return ev.evaluate(Expression(combiner, (Expression(S.List, tuple(out)),)))


def _make_template(ev, text, extra):
    pieces = _pieces(ev, text)
    if pieces is None:
        return None
    bound = [a for a in extra if _rule_name(a) is None]
    given = {_rule_name(a): a for a in extra if _rule_name(a) is not None}
    rules = []
    for name in ("CombinerFunction", "InsertionFunction"):
        r = given.get(name)
        rules.append(r if r is not None else
                     Expression(S.Rule, (Symbol(name), Symbol(_OPTS[name]))))
    return Expression(S.TemplateObject,
                      (Expression(S.List, tuple(pieces)),) + tuple(bound[:1]) + tuple(rules))


@builtin("StringTemplate", nargs=(1, 2), options=_OPTS,
         messages={"tsyn": "The template expression `1` could not be parsed.",
                   "strs": "The template `1` should be a string."},
         usage="StringTemplate[\"string\"] yields a TemplateObject expression that "
               "represents a string template to be applied to arguments: `` is "
               "TemplateSlot[n] for successive n, `n` TemplateSlot[n], `name` "
               "TemplateSlot[\"name\"] and <*expr*> TemplateExpression[expr] (#, #n, #name "
               "inside it are template slots). StringTemplate[form, args] binds arguments "
               "to the template.",
         examples=[("StringTemplate[\"first `a` then `b`\"][<|\"a\" -> 1234, \"b\" -> 5678|>]",
                    "first 1234 then 5678"),
                   ("StringTemplate[\"a is ``, b is ``\"][5555, 6666]",
                    "a is 5555, b is 6666"),
                   ("StringTemplate[\"a is `1`, b is `2`\"][5555, 6666]",
                    "a is 5555, b is 6666"),
                   ("StringTemplate[\"2 + 2 = <* 2 + 2 *>\"][]", "2 + 2 = 4"),
                   ("StringTemplate[\"Value `a`: <* Range[5] *>\"][<|\"a\" -> 1234|>]",
                    "Value 1234: {1, 2, 3, 4, 5}"),
                   ("StringTemplate[\"Value `a`: <* Range[#n] *>\"][<|\"a\" -> 1234, "
                    "\"n\" -> 3|>]", "Value 1234: {1, 2, 3}"),
                   ("InputForm[StringTemplate[\"x = `a`\"]]",
                    "TemplateObject[{\"x = \", TemplateSlot[\"a\"]}, CombinerFunction -> "
                    "StringJoin, InsertionFunction -> TextString]")])
def string_template(ev, expr):
    a = expr.args
    if type(a[0]) is not String:
        ev.message("StringTemplate", "strs", a[0])
        return None
    return _make_template(ev, a[0].value, a[1:])


@builtin("TemplateObject", sub=True, attributes=("HoldAllComplete", "Protected"),
         usage="TemplateObject[expr] represents a template, applied to arguments as "
               "TemplateObject[expr][args] or TemplateApply[TemplateObject[expr], {args}]; "
               "TemplateObject[expr, args] has its arguments bound.",
         examples=[("TemplateObject[{\"Hello \", TemplateSlot[1], \"!\"}][\"you\"]",
                    "Hello you!"),
                   ("StringTemplate[\"x: `1`\", {7}][8]", "x: 7")])
def template_object_call(ev, expr):
    t = expr.head
    if not (isinstance(t, Expression) and t.head is S.TemplateObject and t.args):
        return None
    return apply_template(ev, t, tuple(expr.args))


@builtin("TemplateApply", nargs=(1, 2),
         usage="TemplateApply[template] applies a template, evaluating all template "
               "elements it contains. TemplateApply[template, args] fills its slots from "
               "args: a list of positional arguments or an association of named ones; a "
               "string is taken as a StringTemplate.",
         examples=[("TemplateApply[StringTemplate[\"Hello, my name is ``. I'm feeling ``.\"]"
                    ", {\"Bob\", \"good\"}]", "Hello, my name is Bob. I'm feeling good."),
                   ("TemplateApply[StringTemplate[\"Hello, my name is `2`. I'm feeling "
                    "`1`.\"], {\"good\", \"Bob\"}]",
                    "Hello, my name is Bob. I'm feeling good."),
                   ("TemplateApply[\"first `a` then `b`\", <|\"a\" -> 1234, \"b\" -> 5678|>]",
                    "first 1234 then 5678"),
                   ("TemplateApply[Mean[{1, 2, 3, TemplateSlot[\"data\"], 5}], "
                    "<|\"data\" -> 4|>]", "3"),
                   ("TemplateApply[TemplateSlot[1], {1}]", "1"),
                   ("TemplateApply[TemplateSlot[\"age\"], <|\"age\" -> 32|>]", "32"),
                   ("TemplateApply[\"2 + 2 = <* 2 + 2 *>\"]", "2 + 2 = 4")])
def template_apply(ev, expr):
    a = expr.args
    t = a[0]
    if type(t) is String:
        t = _make_template(ev, t.value, ())
        if t is None:
            return None
    args = _positional(a[1]) if len(a) > 1 else ()
    return apply_template(ev, t, args)


symbol_spec("TemplateSlot", attributes=("Protected",),
            usage="TemplateSlot[n] represents a template slot filled from the n-th argument "
                  "when the template is applied; TemplateSlot[\"name\"] is filled from the "
                  "key name of an association given as the first argument. The option "
                  "\"DefaultValue\" -> v gives the value of a slot without one.",
            examples=[("TemplateApply[{TemplateSlot[2], TemplateSlot[1]}, {a, b}]", "{b, a}"),
                      ("TemplateApply[TemplateSlot[\"k\", \"DefaultValue\" -> 0], <||>]",
                       "0")])
symbol_spec("TemplateExpression", attributes=("HoldAllComplete", "Protected"),
            usage="TemplateExpression[expr] represents an expression held until the "
                  "template that contains it is applied (<* expr *> in a string template).",
            examples=[("TemplateApply[TemplateExpression[1 + TemplateSlot[1]], {2}]", "3"),
                      ("StringTemplate[\"<* Total[{#1, #2}] *>\"][3, 4]", "7")])
symbol_spec("TemplateWith", attributes=("HoldAll", "Protected"),
            usage="TemplateWith[\"name\", value, expr] represents an element of a template "
                  "that inserts expr with TemplateSlot[\"name\"] standing for value; "
                  "TemplateWith[{\"name1\" -> value1, ...}, expr] binds several names.",
            examples=[("TemplateApply[TemplateWith[\"x\", 5, TemplateSlot[\"x\"]^2]]", "25"),
                      ("TemplateApply[{TemplateWith[{\"a\" -> 1, \"b\" -> 2}, "
                       "TemplateSlot[\"a\"] + TemplateSlot[\"b\"]]}]", "{3}"),
                      ("TemplateApply[TemplateObject[{\"n = \", TemplateWith[\"n\", "
                       "TemplateSlot[1] + 1, TemplateSlot[\"n\"]]}], {41}]", "n = 42"),
                      ("TemplateApply[TemplateWith[\"k\", TemplateSlot[\"v\"], "
                       "f[TemplateSlot[\"k\"]]], <|\"v\" -> 3|>]", "f[3]"),
                      ("TemplateApply[TemplateWith[\"x\", 1, TemplateWith[\"y\", 2, "
                       "{TemplateSlot[\"x\"], TemplateSlot[\"y\"]}]]]", "{1, 2}")])
symbol_spec("TemplateSequence", attributes=("HoldAll", "Protected"),
            options={"Delimiters": "Sequence[]", "DefaultValue": "Sequence[]",
                     "InsertionFunction": "Inherited"},
            usage="TemplateSequence[body, list] represents an element of a template that "
                  "yields the sequence of body applied to each element of list "
                  "(TemplateApply[body, #] & /@ list). The options Delimiters (put between "
                  "the elements), DefaultValue (used when list is empty) and "
                  "InsertionFunction (applied to each element).",
            examples=[("TemplateApply[{0, TemplateSequence[TemplateSlot[1]^2, {1, 2, 3}], 10}]",
                       "{0, 1, 4, 9, 10}"),
                      ("TemplateApply[TemplateObject[{\"items: \", TemplateSequence["
                       "TemplateSlot[1], {a, b, c}, Delimiters -> \", \"]}]]",
                       "items: a, b, c"),
                      ("TemplateApply[{TemplateSequence[TemplateSlot[1], {}, "
                       "DefaultValue -> none]}]", "{none}"),
                      ("TemplateApply[{TemplateSequence[f[TemplateSlot[1], TemplateSlot[2]], "
                       "{{a, b}, {c, d}}]}]", "{f[a, b], f[c, d]}"),
                      ("TemplateApply[TemplateObject[{TemplateSequence[TemplateSlot[1], "
                       "Range[3], InsertionFunction -> (ToString[10 #] &)]}]]", "102030")])
symbol_spec("TemplateIf", attributes=("HoldAll", "Protected"),
            usage="TemplateIf[condition, t, f] represents t when the condition is True once "
                  "the template is applied, f when it is False (nothing when f is omitted).",
            examples=[("TemplateApply[TemplateIf[TemplateSlot[1] > 0, \"pos\", \"neg\"], "
                       "{-3}]", "neg"),
                      ("TemplateApply[{\"n is \", TemplateIf[EvenQ[TemplateSlot[1]], "
                       "\"even\", \"odd\"]}, {4}]", "{n is , even}")])
