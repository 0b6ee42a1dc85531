"""Format values: ``Format[f[x_]] := rhs`` makes ``f[...]`` print as ``rhs`` does.

The definitions belong to a session (``SymbolDef.formats`` in core/definitions.py; the
assignment is in builtins/language/assignment.py).  The printers know no session, so a
session makes its evaluation *active* for the duration of each call into it (``active``,
a context manager used by ``Session._guarded``): every text printed meanwhile (the result
at the prompt, ``Print``, ``ToString``, ``Echo``, ...) is first rewritten by
``apply_format_values``, which replaces each part that a format value matches by the
evaluated right side, as the Wolfram Language applies them before MakeBoxes.  ``str(expr)``
outside a session call prints the expression as it is.

Which definitions apply:

* ``Format[pattern] := rhs`` in OutputForm, StandardForm, TraditionalForm, TeXForm and
  MathMLForm (not in InputForm, FullForm, CForm, FortranForm);
* ``Format[pattern, form] := rhs`` only in ``form``;
* inside ``InputForm[...]``, ``TraditionalForm[...]``, ... the rules of that form;
  ``FullForm[...]`` contents are never rewritten; ``TeXForm[...]`` and the other text
  forms rewrite their content themselves, with their own form's rules.

A right side is evaluated (messages it gives are the session's); the result is rewritten
again (its parts may have format values too), at most ``MAX_DEPTH`` times along one path, so
``Format[f[x_]] := f[x + 1]`` ends (printed as it stands at that depth).  When no symbol
has a format value the rewrite costs one attribute look-up.
"""

import threading
from contextlib import contextmanager

from mathilda.core.expr import Expression, Symbol, S

__all__ = ["active", "active_evaluation", "apply_format_values", "DEFAULT_FORMS"]

MAX_DEPTH = 64

# the forms in which Format[pattern] (no form given) applies
DEFAULT_FORMS = frozenset(("OutputForm", "StandardForm", "TraditionalForm", "TeXForm",
                           "MathMLForm"))
# wrappers that switch the form of their content
_FORM_WRAPPERS = frozenset(("OutputForm", "StandardForm", "TraditionalForm", "InputForm"))
# wrappers whose content is printed without format values, or by a printer that applies
# its own form's values (printing/__init__.py TEXT_FORMS)
_OPAQUE = frozenset(("FullForm", "TeXForm", "CForm", "FortranForm", "MathMLForm"))

# wrappers that print the arguments of their first argument, not that expression itself
_OPERAND_WRAPPERS = frozenset(("Infix", "Prefix", "Postfix"))

_tls = threading.local()


@contextmanager
def active(ev):
    """Within the block, printing on this thread uses ``ev``'s format values."""
    old = getattr(_tls, "ev", None)
    _tls.ev = ev
    try:
        yield
    finally:
        _tls.ev = old


def active_evaluation():
    """The evaluation whose format values printing uses now, or None."""
    return getattr(_tls, "ev", None)


def apply_format_values(expr, form="OutputForm", ev=None):
    """``expr`` with the format values of ``ev`` (default: the active evaluation) for
    ``form`` applied; ``expr`` itself when none applies."""
    if ev is None:
        ev = getattr(_tls, "ev", None)
        if ev is None:
            return expr
    defs = ev.defs
    if not defs.format_symbols:
        return expr
    if getattr(_tls, "busy", False):        # printing inside a right side being evaluated
        return expr
    _tls.busy = True
    try:
        return _Rewriter(ev).walk(expr, form, 0)
    except Exception:       # a failing right side must not break printing: print as is
        return expr
    finally:
        _tls.busy = False


class _Rewriter:
    def __init__(self, ev):
        self.ev = ev
        self.defs = ev.defs
        self.syms = ev.defs.format_symbols

    def rules(self, sym, form):
        d = self.defs.table.get(sym)
        if d is None or not d.formats:
            return ()
        out = []
        for r in d.formats:
            lhs = r.lhs
            if len(lhs.args) == 1:
                if form in DEFAULT_FORMS:
                    out.append(r)
            elif len(lhs.args) == 2 and type(lhs.args[1]) is Symbol and \
                    lhs.args[1].name == form:
                out.append(r)
        # a form's own definitions come before the general ones
        out.sort(key=lambda r: len(r.lhs.args) == 1)
        return out

    def tags(self, x):
        syms = self.syms
        out = []
        sym = x.head_symbol
        if sym is not None and sym in syms:
            out.append(sym)
        for a in x.args:
            t = a if type(a) is Symbol else getattr(a, "head_symbol", None) \
                if type(a) is Expression else None
            if t is not None and t in syms and t not in out:
                out.append(t)
        return out

    def formatted(self, x, sym, form):
        """The evaluated right side of the first format value of ``sym`` matching ``x``,
        or None."""
        from mathilda.core.applyrules import rule_value
        from mathilda.core.patterns import compile_pattern
        from mathilda.core.substitution import NO_MATCH
        for r in self.rules(sym, form):
            m = r.matcher
            if m is None:
                m = r.matcher = compile_pattern(r.lhs.args[0])
            for b in m.match(x, {}, self.ev):
                v = rule_value(self.ev, r, b)
                if v is NO_MATCH:
                    continue
                return self.ev.evaluate(v)
        return None

    def walk(self, x, form, depth):
        t = type(x)
        if t is Symbol:
            if x in self.syms and depth < MAX_DEPTH:
                v = self.formatted(x, x, form)
                if v is not None and v != x:
                    return self.walk(v, form, depth + 1)
            return x
        if t is not Expression:        # atoms, packed arrays, atomic objects (Graph, ...)
            return x
        h = x.head
        if type(h) is Symbol:
            name = h.name
            if name in _OPAQUE:
                return x
            if name in _FORM_WRAPPERS and len(x.args) == 1:
                a = self.walk(x.args[0], name, depth)
                return x if a is x.args[0] else Expression(h, (a,))
            if h is S.Format and len(x.args) in (1, 2) and form != "InputForm":
                # Format[e] prints as e formatted; Format[e, form] with form's values
                f = x.args[1].name if len(x.args) == 2 and \
                    type(x.args[1]) is Symbol else form
                return self.walk(x.args[0], f, depth)
            if name in _OPERAND_WRAPPERS and x.args and type(x.args[0]) is Expression:
                # Infix[op[a, b], h] prints the operands of op[a, b], not op[a, b]: the
                # usual right side of Format[op[a_, b_]] := Infix[op[a, b], h]
                inner = x.args[0]
                ops = tuple(self.walk(a, form, depth) for a in inner.args)
                rest = tuple(self.walk(a, form, depth) for a in x.args[1:])
                if all(a is b for a, b in zip(ops, inner.args)) and \
                        all(a is b for a, b in zip(rest, x.args[1:])):
                    return x
                return Expression(h, (Expression(inner.head, ops),) + rest)
        if depth < MAX_DEPTH:
            # the head's format values, then those kept with the symbols of the arguments
            # (f /: Format[g[f[x_]]] := ...)
            for sym in self.tags(x):
                v = self.formatted(x, sym, form)
                if v is not None and v != x:
                    return self.walk(v, form, depth + 1)
        nh = self.walk(h, form, depth)
        changed = nh is not h
        args = []
        for a in x.args:
            na = self.walk(a, form, depth)
            if na is not a:
                changed = True
            args.append(na)
        return Expression(nh, tuple(args)) if changed else x
