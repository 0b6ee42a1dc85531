"""The internal form of a ``Graph``: an atomic-looking expression with an index.

A ``GraphExpr`` is the expression ``Graph[{v1, v2, ...}, {e1, e2, ...}]`` (with a third
argument, the list of options and properties, when there are any), as InputForm and FullForm
show it, and carries the index every algorithm works on:

    vertices   the tuple of vertex expressions, in the graph's vertex order
    vindex     vertex -> position in ``vertices``
    edges      the tuple of edge expressions (``DirectedEdge[u, v]``, ``UndirectedEdge[u, v]``,
               with a third argument for a tag), in the order given
    ends       one ``(i, j, directed)`` triple per edge (vertex positions)
    options    the properties (``EdgeWeight -> {...}``, ``VertexLabels -> ...``) as a dict

Like the Wolfram Language's graph objects it is an atom (``AtomQ`` gives True, ReplaceAll
does not look inside) and it is never evaluated again.  OutputForm prints it as
``Graph[<3>, <2>]`` (its vertex and edge counts), as wolframscript does.
"""

from mathilda.core.expr import Expression, Integer, Rational, Real, Symbol, S

__all__ = ["GraphExpr", "is_graph", "make_graph", "edge_expr", "is_edge", "parse_edge",
           "EDGE_HEADS", "option_value"]

_LIST = S.List
_DIRECTED = S.DirectedEdge
_UNDIRECTED = S.UndirectedEdge
EDGE_HEADS = (_DIRECTED, _UNDIRECTED)


class GraphExpr(Expression):
    """``Graph[vertices, edges(, options)]`` with its index (see the module docstring)."""

    __slots__ = ("vertices", "vindex", "edges", "ends", "options", "_cache")
    is_atom = True

    def __init__(self, vertices, edges, options=None):
        vertices = tuple(vertices)
        edges = tuple(edges)
        options = dict(options or {})
        args = (Expression(_LIST, vertices), Expression(_LIST, edges))
        if options:
            args += (Expression(_LIST, tuple(
                Expression(S.Rule, (Symbol(k), v)) for k, v in options.items())),)
        Expression.__init__(self, S.Graph, args)
        self.vertices = vertices
        self.vindex = {v: i for i, v in enumerate(vertices)}
        self.edges = edges
        vi = self.vindex
        self.ends = tuple((vi[e.args[0]], vi[e.args[1]], e.head is _DIRECTED) for e in edges)
        self.options = options
        self._cache = {}

    def __reduce__(self):
        return (GraphExpr, (self.vertices, self.edges, self.options))

    # --- kinds --------------------------------------------------------------------------
    @property
    def n(self):
        return len(self.vertices)

    @property
    def m(self):
        return len(self.edges)

    def directed_flags(self):
        c = self._cache.get("dirs")
        if c is None:
            d = sum(1 for e in self.ends if e[2])
            c = self._cache["dirs"] = (d, len(self.ends) - d)
        return c

    @property
    def is_directed(self):
        """Every edge directed (and at least one edge)."""
        d, u = self.directed_flags()
        return d > 0 and u == 0

    @property
    def is_mixed(self):
        d, u = self.directed_flags()
        return d > 0 and u > 0

    @property
    def any_directed(self):
        return self.directed_flags()[0] > 0

    def has_loops(self):
        return any(i == j for i, j, _ in self.ends)

    def is_multigraph(self):
        seen = set()
        for i, j, d in self.ends:
            k = (i, j, True) if d else ((i, j, False) if i <= j else (j, i, False))
            if k in seen:
                return True
            seen.add(k)
        return False

    # --- properties ---------------------------------------------------------------------
    def edge_weights(self):
        """A list of Expr weights aligned with the edges, or None when unweighted."""
        c = self._cache.get("weights", 0)
        if c == 0:
            c = self._cache["weights"] = _aligned(self.options.get("EdgeWeight"),
                                                  self.edges)
        return c

    def vertex_weights(self):
        c = self._cache.get("vweights", 0)
        if c == 0:
            c = self._cache["vweights"] = _aligned(self.options.get("VertexWeight"),
                                                   self.vertices)
        return c

    def edge_capacities(self):
        return _aligned(self.options.get("EdgeCapacity"), self.edges)

    def is_weighted(self):
        return self.edge_weights() is not None or self.vertex_weights() is not None

    # --- adjacency ----------------------------------------------------------------------
    def out_neighbors(self):
        """For each vertex, the list of (neighbour, edge index) in edge order, following
        directions (an undirected edge goes both ways)."""
        c = self._cache.get("out")
        if c is None:
            c = [[] for _ in self.vertices]
            for k, (i, j, d) in enumerate(self.ends):
                c[i].append((j, k))
                if not d and i != j:
                    c[j].append((i, k))
            self._cache["out"] = c
        return c

    def in_neighbors(self):
        c = self._cache.get("in")
        if c is None:
            c = [[] for _ in self.vertices]
            for k, (i, j, d) in enumerate(self.ends):
                c[j].append((i, k))
                if not d and i != j:
                    c[i].append((j, k))
            self._cache["in"] = c
        return c

    def neighbors(self):
        """Ignoring directions: for each vertex, the list of (neighbour, edge index)."""
        c = self._cache.get("nb")
        if c is None:
            c = [[] for _ in self.vertices]
            for k, (i, j, d) in enumerate(self.ends):
                c[i].append((j, k))
                if i != j:
                    c[j].append((i, k))
            self._cache["nb"] = c
        return c

    # --- display: a Graph draws itself as its picture (a Graphics expression); the
    # renderer's hooks on Expr (is_graphics, _render) find these ------------------------
    def picture(self):
        from mathilda.algorithms.graphs.draw import picture
        return picture(self)

    def is_graphics(self):
        return True

    def _render(self, fmt, width=None, height=None, resolution=72):
        return self.picture()._render(fmt, width, height, resolution)

    def nx(self, kind="auto", weight=True):
        """The NetworkX graph on the vertex positions 0..n-1 (cached).

        ``kind``: "auto" (directed when any edge is directed: an undirected edge of a mixed
        graph becomes two arcs; a multigraph when there are parallel edges), "simple"
        (parallel edges merged, loops kept), "undirected" (directions dropped)."""
        key = ("nx", kind, weight)
        g = self._cache.get(key)
        if g is None:
            g = self._cache[key] = _to_nx(self, kind, weight)
        return g


def _aligned(spec, items):
    """A property given as a list aligned with ``items`` or as rules item -> value (with
    patterns such as ``_ -> 1`` left to the caller's evaluation): the aligned list, or None."""
    if spec is None:
        return None
    if isinstance(spec, Expression) and spec.head is _LIST:
        args = spec.args
        if len(args) == len(items) and not any(_is_rule(a) for a in args):
            return list(args)
        if all(_is_rule(a) for a in args):
            table = {}
            for r in args:
                table.setdefault(r.args[0], r.args[1])
            if all(x in table for x in items):
                return [table[x] for x in items]
            return None
        return None
    return None


def _is_rule(x):
    return type(x) is Expression and x.head in (S.Rule, S.RuleDelayed) and len(x.args) == 2


def option_value(g, name, default=None):
    return g.options.get(name, default)


def is_graph(x):
    return type(x) is GraphExpr


def is_edge(x):
    return type(x) is Expression and x.head in EDGE_HEADS and len(x.args) in (2, 3)


def edge_expr(u, v, directed, tag=None):
    args = (u, v) if tag is None else (u, v, tag)
    return Expression(_DIRECTED if directed else _UNDIRECTED, args)


def parse_edge(x, directed_rules=True):
    """An edge expression for ``x`` (a Rule, TwoWayRule, DirectedEdge or UndirectedEdge), or
    None when ``x`` is not an edge."""
    if type(x) is not Expression:
        return None
    h = x.head
    a = x.args
    if h is _DIRECTED or h is _UNDIRECTED:
        if len(a) in (2, 3):
            return x
        return None
    if h is S.Rule and len(a) == 2:
        return edge_expr(a[0], a[1], directed_rules)
    if h is S.TwoWayRule and len(a) == 2:
        return edge_expr(a[0], a[1], False)
    return None


def make_graph(vertices, edges, options=None):
    """A GraphExpr from vertex and edge expressions: the vertices of the edges that are not
    in ``vertices`` are appended in order of appearance."""
    vs = list(dict.fromkeys(vertices))
    seen = set(vs)
    for e in edges:
        for v in e.args[:2]:
            if v not in seen:
                seen.add(v)
                vs.append(v)
    return GraphExpr(vs, edges, options)


def _to_nx(g, kind, weight):
    import networkx as nx
    n = g.n
    ends = g.ends
    weights = g.edge_weights() if weight else None
    wv = None
    if weights is not None:
        wv = [_num(w) for w in weights]
        if any(w is None for w in wv):
            wv = None
    undirected = kind == "undirected" or not g.any_directed
    multi = kind == "auto" and _has_parallel(ends, undirected)
    if undirected:
        G = nx.MultiGraph() if multi else nx.Graph()
    else:
        G = nx.MultiDiGraph() if multi else nx.DiGraph()
    G.add_nodes_from(range(n))
    for k, (i, j, d) in enumerate(ends):
        attrs = {"index": k}
        if wv is not None:
            attrs["weight"] = wv[k]
        if not multi and G.has_edge(i, j) and wv is not None:
            # parallel edges merged: keep the lightest
            if G[i][j]["weight"] <= wv[k]:
                if undirected or d:
                    continue
        G.add_edge(i, j, **attrs)
        if not undirected and not d and i != j:
            G.add_edge(j, i, **attrs)
    return G


def _has_parallel(ends, undirected):
    seen = set()
    for i, j, d in ends:
        if undirected or not d:
            keys = [(min(i, j), max(i, j))] if undirected else [(i, j), (j, i)]
        else:
            keys = [(i, j)]
        for k in keys:
            if k in seen:
                return True
            seen.add(k)
    return False


def _num(x):
    """A Python number for an exact or machine number Expr, else None."""
    t = type(x)
    if t is Integer:
        return x.value
    if t is Rational:
        return x.value
    if t is Real:
        return float(x.value)
    return None

