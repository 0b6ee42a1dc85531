"""Network flows with NetworkX: maximum flow and minimum-cost flow.

Capacities come from EdgeCapacity (1 for every edge when it is not given), costs from
EdgeCost (then EdgeWeight, then 1).  An undirected edge carries flow either way; parallel
edges add their capacities.  Exact capacities (integers, rationals) give exact flows."""

from fractions import Fraction

from mathilda.algorithms.graphs.paths import _py

__all__ = ["capacities", "costs", "max_flow", "min_cost_flow"]


def _values(g, spec, default):
    if spec is None:
        return [default] * g.m
    out = [_py(x) for x in spec]
    if any(v is None for v in out):
        return None
    return out


def capacities(g):
    return _values(g, g.edge_capacities(), 1)


def costs(g):
    from mathilda.algorithms.graphs.graph import _aligned
    spec = _aligned(g.options.get("EdgeCost"), g.edges)
    if spec is None:
        spec = g.edge_weights()
    return _values(g, spec, 1)


def _network(g, caps, cost=None):
    """A DiGraph with 'capacity' (and 'weight') per arc; an undirected edge gives two arcs;
    parallel arcs are merged (capacities added; for costs, parallel arcs of different cost
    get an intermediate vertex)."""
    import networkx as nx
    G = nx.DiGraph()
    G.add_nodes_from(range(g.n))
    extra = g.n
    for k, (i, j, d) in enumerate(g.ends):
        if i == j:
            continue
        for a, b in ((i, j),) if d else ((i, j), (j, i)):
            c = caps[k]
            w = None if cost is None else cost[k]
            if G.has_edge(a, b):
                e = G[a][b]
                if cost is None or e.get("weight") == w:
                    e["capacity"] += c
                    continue
                G.add_edge(a, extra, capacity=c, weight=w)
                G.add_edge(extra, b, capacity=c, weight=0)
                extra += 1
                continue
            if w is None:
                G.add_edge(a, b, capacity=c)
            else:
                G.add_edge(a, b, capacity=c, weight=w)
    return G


def _exact(v):
    if type(v) is float and v.is_integer():
        return int(v)
    return v


def max_flow(g, s, t, caps):
    """(value, flow dict {(a, b): f} on the vertex positions)."""
    import networkx as nx
    G = _network(g, caps)
    scale = _scale(caps)
    if scale != 1:
        for a, b, e in G.edges(data=True):
            e["capacity"] = int(e["capacity"] * scale)
    value, flow = nx.maximum_flow(G, s, t)
    flows = {(a, b): Fraction(f, scale) if scale != 1 else f
             for a, d in flow.items() for b, f in d.items() if f and a < g.n and b < g.n}
    value = Fraction(value, scale) if scale != 1 else _exact(value)
    return value, flows


def _scale(values):
    """The least common denominator of rational values (1 for integers); floats: 1."""
    den = 1
    for v in values:
        if type(v) is Fraction:
            den = den * v.denominator // _gcd(den, v.denominator)
        elif type(v) is float:
            return 1
    return den


def _gcd(a, b):
    while b:
        a, b = b, a % b
    return a


def min_cost_flow(g, s, t, caps, cost, demand=None):
    """(cost, flow dict) of the cheapest flow of value ``demand`` (None: a maximum flow);
    None when the demand cannot be met."""
    import networkx as nx
    G = _network(g, caps, cost)
    if demand is None:
        flow = nx.max_flow_min_cost(G, s, t)
    else:
        for v in G.nodes:
            G.nodes[v]["demand"] = 0
        G.nodes[s]["demand"] = -demand
        G.nodes[t]["demand"] = demand
        try:
            flow = nx.min_cost_flow(G)
        except nx.NetworkXUnfeasible:
            return None
    total = sum(f * G[a][b]["weight"] for a, d in flow.items() for b, f in d.items() if f)
    flows = {(a, b): f for a, d in flow.items() for b, f in d.items()
             if f and a < g.n and b < g.n}
    return _exact(total), flows
