"""Listable functions on sparse arrays (Plus, Times, Power, Sin, a user's Listable f, ...):
the head applied to the explicit elements and to the default, giving a sparse array, as
in the Wolfram Language (``Sin[s]``, ``s + 1``, ``s^2``, ``s + list``).  The evaluator
calls ``thread_listable`` for a Listable head with a sparse argument
(``SparseArrayExpr.thread_listable``).  Matrices of machine numbers add and multiply on
their SciPy buffers."""

from mathilda.algorithms.linalg.sparse import SparseArrayExpr, from_dense, from_scipy, is_default, is_sparse
from mathilda.algorithms.linalg.tensors import tensor
from mathilda.core.expr import Expression, Integer, S


def _is_list(x):
    return isinstance(x, Expression) and x.head is S.List


def thread_listable(ev, expr):
    """head[args] with sparse arrays among args, elementwise: a sparse array, expr itself
    after Thread::tdlen (dimensions that do not fit), or None."""
    head = expr.head
    args = expr.args
    dims = None
    for a in args:
        if is_sparse(a):
            dims = a.dims
            break
    ops = []
    dense = False
    for a in args:
        if is_sparse(a):
            d = a.dims
        elif _is_list(a):
            t = tensor(a)
            if t is None:
                ev.message("Thread", "tdlen", expr)
                return expr
            d = tuple(t[0])
        else:
            ops.append(a)
            continue
        if d != dims:
            k = min(len(d), len(dims))
            if d[:k] != dims[:k]:
                ev.message("Thread", "tdlen", expr)
                return expr
            dense = True             # one array's dimensions extend the other's: broadcast
        ops.append(a if is_sparse(a) else from_dense(a, d))
    if dense:
        r = ev.evaluate(Expression(head, tuple(a.normal() if is_sparse(a) else a
                                               for a in args)))
        t = tensor(r) if _is_list(r) else None
        return from_dense(r, tuple(t[0])) if t is not None else r
    fast = _numeric(ev, head, ops)
    if fast is not None:
        return fast
    return combine(ev, head, ops, dims)


def combine(ev, head, ops, dims):
    """head applied elementwise to ops (sparse arrays of dimensions dims and scalars)."""
    sp = [o for o in ops if is_sparse(o)]
    default = ev.evaluate(Expression(head, tuple(o.default if is_sparse(o) else o
                                                 for o in ops)))
    keys = set()
    for o in sp:
        keys.update(o.nz)
    nz = {}
    for k in keys:
        ev.check_interrupt()
        v = ev.evaluate(Expression(head, tuple(o.element(k) if is_sparse(o) else o
                                               for o in ops)))
        if _is_list(v) or is_sparse(v):
            return None
        if not is_default(v, default):
            nz[k] = v
    return SparseArrayExpr(dims, default, nz)


def _numeric(ev, head, ops):
    """Plus and Times of machine matrices (and Times by numbers) on the CSR buffers."""
    if head is not S.Plus and head is not S.Times:
        return None
    sp = [o for o in ops if is_sparse(o)]
    rest = [o for o in ops if not is_sparse(o)]
    cs = [o.csr for o in sp]
    if any(c is None for c in cs):
        return None
    default = ev.evaluate(Expression(head, tuple(o.default for o in sp) + tuple(rest)))
    if not is_default(default, Integer(0)):
        return None
    if head is S.Plus:
        if rest:
            return None
        m = cs[0]
        for c in cs[1:]:
            m = m + c
        return from_scipy(m, default)
    m = cs[0]
    for c in cs[1:]:
        m = m.multiply(c)
    if rest:
        f = ev.evaluate(Expression(S.Times, tuple(rest)))
        if not f.is_number:
            return None
        from mathilda.algorithms.linalg.common import _num
        m = m * _num(f, True)
    return from_scipy(m.tocsr(), default)
