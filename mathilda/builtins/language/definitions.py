"""Attributes and definitions as data: SetAttributes, ClearAttributes, Attributes, Protect,
Unprotect, OwnValues, DownValues, UpValues, SubValues, Definition, Options, SetOptions,
Default."""

from mathilda.core import attributes as A
from mathilda.core.expr import Expression, Integer, String, Symbol, S
from mathilda.algorithms.language.symbols import definition_lines
from mathilda.core.registry import builtin


def _symbols(ev, x, name, pos=1, whole=None):
    """Symbols named by x (a symbol, a string, or a list of them); None after a message."""
    if type(x) is Symbol:
        return [x]
    if type(x) is String:
        return [Symbol(x.value)]
    if isinstance(x, Expression) and x.head is S.List:
        out = []
        for a in x.args:
            r = _symbols(ev, a, name, pos, whole)
            if r is None:
                return None
            out.extend(r)
        return out
    ev.message(name, "ssle", whole if whole is not None else x, Integer(pos))
    return None


def _attr_bits(ev, x, name):
    items = x.args if isinstance(x, Expression) and x.head is S.List else (x,)
    bits = 0
    for a in items:
        if type(a) is not Symbol or a.name not in A.FLAGS:
            ev.message(name, "attnf", a)
            return None
        bits |= A.FLAGS[a.name]
    return bits


_ATTR_MSG = {"attnf": "`1` is not a known attribute.",
             "ssle": "Symbol, string, or HoldPattern[symbol] expected at position `2` in "
                     "`1`."}


def _change_attrs(ev, expr, add):
    name = "SetAttributes" if add else "ClearAttributes"
    syms = _symbols(ev, expr.args[0], name, 1, expr)
    bits = _attr_bits(ev, expr.args[1], name)
    if syms is None or bits is None:
        return None
    for s in syms:
        cur = ev.defs.attributes(s)
        if cur & A.LOCKED:
            ev.message(name, "locked", s)
            continue
        if cur & A.PROTECTED and bits != A.PROTECTED:
            ev.message(name, "wrsym", s)
            continue
        ev.defs.set_attributes(s, (cur | bits) if add else (cur & ~bits))
    return S.Null


@builtin("SetAttributes", nargs=2, attributes=("HoldFirst", "Protected"),
         messages=dict(_ATTR_MSG, locked="Symbol `1` is locked."),
         usage="SetAttributes[s, attr] adds attr (or a list of attributes) to symbol s.",
         examples=[("SetAttributes[g1, Listable]; g1[{1, 2}]", "{g1[1], g1[2]}")])
def set_attributes(ev, expr):
    return _change_attrs(ev, expr, True)


@builtin("ClearAttributes", nargs=2, attributes=("HoldFirst", "Protected"),
         messages=dict(_ATTR_MSG, locked="Symbol `1` is locked."),
         usage="ClearAttributes[s, attr] removes attr from symbol s.",
         examples=[("SetAttributes[g2, Flat]; ClearAttributes[g2, Flat]; Attributes[g2]",
                    "{}")])
def clear_attributes(ev, expr):
    return _change_attrs(ev, expr, False)


@builtin("Attributes", nargs=1, attributes=("HoldAll", "Listable", "Protected"),
         messages=_ATTR_MSG,
         usage="Attributes[symbol] gives the list of attributes of a symbol.",
         examples=[("Attributes[Plus]", "{Flat, Listable, NumericFunction, OneIdentity, "
                                        "Orderless, Protected}"),
                   ("Attributes[ArrayPad]", "{Protected}"),
                   ("Attributes[False]", "{Locked, Protected}"),
                   ("Attributes[AASTriangle]", "{Protected}")])
def attributes(ev, expr):
    x = expr.args[0]
    if type(x) is String:
        x = Symbol(x.value)
    if type(x) is not Symbol:
        ev.message("Attributes", "ssle", expr, Integer(1))
        return None
    defs = ev.defs
    if x not in defs.table and x.name not in defs.builtins:
        # a system symbol we have no registration for: the attributes of the table
        from mathilda.core.system_symbols import system_attributes
        bits = system_attributes(x.name)
        if bits is not None:
            return Expression(S.List, tuple(Symbol(n) for n in A.to_names(bits)))
    return Expression(S.List, tuple(Symbol(n) for n in A.to_names(defs.attributes(x))))


def _protect(ev, expr, on):
    name = "Protect" if on else "Unprotect"
    out = []
    for a in expr.args:
        if type(a) is String and ("*" in a.value or "@" in a.value):
            import fnmatch
            syms = [Symbol(n) for n in sorted(ev.defs.all_symbols())
                    if fnmatch.fnmatchcase(n, a.value)]
        else:
            syms = _symbols(ev, a, name, 1, expr)
            if syms is None:
                continue
        for s in syms:
            cur = ev.defs.attributes(s)
            if cur & A.LOCKED:
                ev.message(name, "locked", s)
                continue
            if bool(cur & A.PROTECTED) != on:
                ev.defs.set_attributes(s, (cur | A.PROTECTED) if on else
                                       (cur & ~A.PROTECTED))
                out.append(String(s.name))
    return Expression(S.List, tuple(out))


@builtin("Protect", attributes=("HoldAll", "Protected"),
         messages=dict(_ATTR_MSG, locked="Symbol `1` is locked."),
         usage="Protect[s1, s2, ...] sets the attribute Protected; it gives the names of "
               "the symbols that were not protected before.",
         examples=[("Protect[p1]; p1 = 2", "2", ["Set::wrsym: Symbol p1 is Protected."])])
def protect(ev, expr):
    return _protect(ev, expr, True)


@builtin("Unprotect", attributes=("HoldAll", "Protected"),
         messages=dict(_ATTR_MSG, locked="Symbol `1` is locked."),
         usage="Unprotect[s1, s2, ...] removes the attribute Protected; it gives the names of "
               "the symbols that were protected before.",
         examples=[("Protect[p2]; Unprotect[p2]; p2 = 3", "3")])
def unprotect(ev, expr):
    return _protect(ev, expr, False)


def _values(kind):
    def f(ev, expr):
        x = expr.args[0]
        if type(x) is String:
            x = Symbol(x.value)
        if type(x) is not Symbol:
            return None
        d = ev.defs.table.get(x)
        if d is None:
            return Expression(S.List, ())
        if kind == "own":
            rules = [d.own] if d.own is not None else []
        elif kind == "down":
            rules = list(d.down_exact.values()) + d.down
        elif kind == "up":
            rules = list(d.up_exact.values()) + d.up
        elif kind == "sub":
            rules = d.sub
        else:
            rules = d.nvalues
        return Expression(S.List, tuple(r.as_expr() for r in rules))
    return f


for _name, _kind, _ex in (
        ("OwnValues", "own", (("v1 = 3; OwnValues[v1]", "{HoldPattern[v1] :> 3}"),)),
        ("DownValues", "down", (("d1[x_] := x + 1; DownValues[d1]",
                                 "{HoldPattern[d1[x_]] :> x + 1}"),
         ("DownValues[d2] = {HoldPattern[d2[0]] :> 1, HoldPattern[d2[n_]] :> n d2[n - 1]}; "
          "d2[5]", "120"))),
        ("UpValues", "up", (("u1 /: h1[u1] = 2; UpValues[u1]", "{HoldPattern[h1[u1]] :> 2}"),)),
        ("SubValues", "sub", (("s1[a][b] = 5; SubValues[s1]", "{HoldPattern[s1[a][b]] :> 5}"),)),
        ("NValues", "n", (("NValues[nv]", "{}"),))):
    builtin(_name, nargs=1, attributes=("HoldAll", "Protected"),
            usage="%s[f] gives the list of rules HoldPattern[lhs] :> rhs of the %s "
                  "defined for f; %s[f] = {rules} makes the rules f's %s, in the order "
                  "given." % (_name, _name.lower(), _name, _name.lower()),
            examples=list(_ex))(_values(_kind))


@builtin("Definition", nargs=1, attributes=("HoldAll", "Protected"),
         usage="Definition[symbol] prints the attributes, definitions and options of "
               "symbol.",
         examples=[("ff[x_] := x^2; Definition[ff]", "ff[x_] := x^2")])
def definition(ev, expr):
    x = expr.args[0]
    if type(x) is String:
        x = Symbol(x.value)
    if type(x) is not Symbol:
        return None
    lines = definition_lines(ev, x)
    if not lines:
        return S.Null
    return Expression(S.OutputForm, (String("\n\n".join(lines)),))


def _rule_list(ev, opts):
    return Expression(S.List, tuple(
        Expression(S.RuleDelayed if isinstance(v, Expression) and False else S.Rule,
                   (Symbol(k), v)) for k, v in opts.items()))


def _is_rule(a):
    return isinstance(a, Expression) and a.head in (S.Rule, S.RuleDelayed) and \
        len(a.args) == 2


@builtin("Options", nargs=(1, 2),
         usage="Options[f] gives the default options of f; Options[f, name] the value of "
               "one option.",
         examples=[("Options[ArrayPad]", "{InterpolationOrder -> 1}")])
def options(ev, expr):
    x = expr.args[0]
    if type(x) is not Symbol:
        if isinstance(x, Expression):
            # the rules among the arguments, also inside lists of rules (Graphics[g, {opts}])
            rules = []
            for a in x.args:
                for r in (a.args if isinstance(a, Expression) and a.head is S.List and
                          a.args and all(_is_rule(e) for e in a.args) else (a,)):
                    if _is_rule(r):
                        rules.append(r)
            if len(expr.args) == 2:
                k = expr.args[1]
                rules = [r for r in rules if r.args[0] == k or (
                    type(k) is String and getattr(r.args[0], "name", None) == k.value)][:1]
            return Expression(S.List, tuple(rules))
        return None
    opts = ev.options_of(x)
    if len(expr.args) == 2:
        k = expr.args[1]
        key = k.name if type(k) is Symbol else k.value if type(k) is String else None
        if key in opts:
            return Expression(S.List, (Expression(S.Rule, (Symbol(key), opts[key])),))
        ev.message("Options", "optnf", k, x)
        return Expression(S.List, ())
    return _rule_list(ev, opts)


@builtin("SetOptions", nargs=(1, None),
         messages={"optnf": "`1` is not a known option for `2`."},
         usage="SetOptions[f, name -> value, ...] changes the default options of f.",
         examples=[("SetOptions[o1, a -> 2]; Options[o1]", "{}",
                    ["SetOptions::optnf: a is not a known option for o1."])])
def set_options(ev, expr):
    x = expr.args[0]
    if type(x) is not Symbol:
        return None
    opts = ev.options_of(x)
    from mathilda.core.evaluation import _flatten_rules
    d = ev.defs.get(x)
    if d.attributes & A.PROTECTED and d.builtin is None:
        ev.message("SetOptions", "wrsym", x)
        return None
    for a in expr.args[1:]:
        for r in _flatten_rules(a):
            k = r.args[0]
            key = k.name if type(k) is Symbol else k.value if type(k) is String else None
            if key not in opts:
                ev.message("SetOptions", "optnf", k, x)
                continue
            opts[key] = r.args[1]
    ev.defs.changed()
    return _rule_list(ev, opts)


@builtin("Default", nargs=(1, 3),
         usage="Default[f] gives the default value of optional arguments (x_.) of f; "
               "Default[f] = v sets it.",
         examples=[("Default[dd] = 5; dd[x_.] := x; dd[]", "5")])
def default(ev, expr):
    x = expr.args[0]
    if type(x) is not Symbol:
        return None
    pos = expr.args[1].value if len(expr.args) > 1 and type(expr.args[1]) is Integer \
        else None
    v = ev.default_value(x, pos)
    return v
