"""Loop bodies, scoping constructs' bodies and iterated pure functions, evaluated without
the evaluator's generic step.

``evaluate_statement(ev, e)`` gives what ``ev.evaluate(e)`` gives, for the body of Do, the
statements of a CompoundExpression and the bodies of With and Module.  Two shapes, the
commonest statements, take a shorter way than the evaluator's step (``core/evaluation.py``),
doing exactly what that step would do with them:

- ``x = rhs``: rhs evaluated at the depth the step would evaluate it, then Set's answer
  (``assignment._set_symbol``), which the evaluator goes on evaluating, evaluated;
- a call of a HoldAll builtin (With, Module, Block, CompoundExpression, Do, While, ...):
  the builtin's function called on the call as it is (the step would not change a held
  argument), then its answer evaluated, or the call marked as a fixed point when the
  builtin leaves it.

``apply_function(ev, f, args)`` gives what ``ev.evaluate(Expression(f, args))`` gives, for
the function Nest, FixedPoint, Fold and their relatives apply at each step: a pure function
is applied as the evaluator's step applies one.

Anything the step would treat otherwise takes ``ev.evaluate``: definitions or attributes
the user gave the head, Trace, an argument an UpValue could apply to, Unevaluated,
Evaluate or Sequence arguments, a wrong argument count, the recursion limit near.
"""

from mathilda.core import attributes as A
from mathilda.core.evaluation import ControlFlow
from mathilda.core.arguments import _splice_sequences
from mathilda.core.expr import Expression, Symbol, S
from mathilda.core.functions import apply_pure_function
from mathilda.builtins.language.assignment import _HOLD_SET, _set_symbol, set_

_SET = S.Set
_UNEVALUATED = S.Unevaluated
_EVALUATE = S.Evaluate
_SEQUENCE = S.Sequence
_SET_BITS = A.from_names(_HOLD_SET)
_HOLD_ALL = A.HOLD_ALL
_HOLD_ALL_COMPLETE = A.HOLD_ALL_COMPLETE
_NOT_PLAIN = A.FLAT | A.ORDERLESS | A.LISTABLE


def evaluate_statement(ev, e):
    """``ev.evaluate(e)``, shorter for ``x = rhs`` and calls of HoldAll builtins (see the
    module docstring)."""
    if type(e) is not Expression or e._ev is not None:
        return ev.evaluate(e)       # an atom, or marked (perhaps a fixed point)
    head = e.head
    if type(head) is not Symbol:
        return ev.evaluate(e)
    defs = ev.defs
    sd = defs.table.get(head)
    if sd is None or sd.own is not None or sd.down or sd.down_exact or ev.tracing:
        return ev.evaluate(e)
    spec = sd.builtin
    depth0 = ev.depth
    if spec is None or sd.attributes != spec.attributes or \
            depth0 + 4 > ev.recursion_limit or ev.reclim_unwinding or ev.abort_requested:
        return ev.evaluate(e)
    if head is _SET:
        return _set_statement(ev, e, spec, depth0)
    attrs = sd.attributes
    func = spec.func
    if not attrs & (_HOLD_ALL | _HOLD_ALL_COMPLETE) or attrs & _NOT_PLAIN or func is None:
        return ev.evaluate(e)
    args = e.args
    nargs = spec.nargs
    if nargs is not None:
        if spec.options:
            return ev.evaluate(e)
        n = len(args)
        if type(nargs) is int:
            if n != nargs:
                return ev.evaluate(e)
        elif n < nargs[0] or (nargs[1] is not None and n > nargs[1]):
            return ev.evaluate(e)
    if not attrs & _HOLD_ALL_COMPLETE:
        ups = defs.up_symbols if defs.up_count else None
        for a in args:
            ta = type(a)
            if ta is Expression:
                h = a.head
                if h is _UNEVALUATED or h is _EVALUATE or h is _SEQUENCE or \
                        (ups is not None and (type(h) is not Symbol or h in ups)):
                    return ev.evaluate(e)
            elif ups is not None:
                if ta is Symbol:
                    if a in ups:
                        return ev.evaluate(e)
                elif not a.is_atom:
                    return ev.evaluate(e)
    token = defs.token
    ev.depth = depth0 + 1
    try:
        try:
            r = func(ev, e)
        except ControlFlow:
            raise
        except RecursionError:
            raise
        except Exception as exc:
            r = ev._builtin_failed(spec, exc)
        if r is None or r is e:
            if token is defs.token:
                e._ev = token
            return e
        return ev.evaluate(r)
    finally:
        ev.depth = depth0


def _set_statement(ev, e, spec, depth0):
    """``x = rhs`` (Set's SymbolDef as the builtin made it)."""
    args = e.args
    if len(args) != 2 or spec.func is not set_:
        return ev.evaluate(e)
    lhs, rhs = args
    defs = ev.defs
    ups = defs.up_symbols if defs.up_count else None
    if type(lhs) is not Symbol or (ups is not None and lhs in ups) or \
            (type(rhs) is Expression and rhs.head is _UNEVALUATED):
        return ev.evaluate(e)
    ev.depth = depth0 + 1
    try:
        v = ev.evaluate(rhs)
        if ups is not None:
            tv = type(v)
            if tv is Symbol:
                up = v in ups
            elif tv is Expression:
                up = type(v.head) is not Symbol or v.head in ups
            else:
                up = not v.is_atom
            if up:
                # an UpValue could apply to Set[x, value]: the evaluator's own step, the
                # value held as it is (evaluated once, as there)
                ev.depth = depth0
                return ev.evaluate(Expression(_SET, (lhs, Expression(_UNEVALUATED, (v,)))))
        try:
            r = _set_symbol(ev, lhs, v)
        except ControlFlow:
            raise
        except RecursionError:
            raise
        except Exception as exc:
            r = ev._builtin_failed(spec, exc)
        return ev.evaluate(r)
    finally:
        ev.depth = depth0


_FUNCTION = S.Function


def apply_function(ev, f, args):
    """``ev.evaluate(Expression(f, args))``, for the function an iterating builtin (Nest,
    FixedPoint, Fold, ...) applies at each step: a pure function ``Function[body]`` or
    ``Function[params, body]`` already evaluated (marked under the current definitions) is
    applied as the evaluator's step applies it (the arguments evaluated, Sequence
    spliced, the body filled in by ``apply_pure_function``, the result evaluated at the
    depth the evaluator would), without building the call ``f[args]`` and the step's
    calls.  Any other f, Trace, or the recursion limit near, takes ``ev.evaluate``."""
    if type(f) is not Expression or f.head is not _FUNCTION or len(f.args) > 2 or \
            ev.tracing or ev.abort_requested or ev.reclim_unwinding:
        return ev.evaluate(Expression(f, args))
    defs = ev.defs
    token = defs.token
    depth0 = ev.depth
    if f._ev is not token or depth0 + 4 > ev.recursion_limit:
        return ev.evaluate(Expression(f, args))
    ev.depth = depth0 + 1
    try:
        evaluate = ev.evaluate
        args = tuple(map(evaluate, args))
        for a in args:
            if type(a) is Expression and a.head is _SEQUENCE:
                args = _splice_sequences(args)
                break
        r = apply_pure_function(ev, f, args, None)
        if r is None:
            e = Expression(f, args)
            if token is defs.token:
                e._ev = token
            return e
        return evaluate(r)
    finally:
        ev.depth = depth0
