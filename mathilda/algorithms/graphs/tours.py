"""Tours and scans: the travelling salesman tour of a distance matrix, the Chinese postman
tour of an undirected graph, and the event sequences of breadth- and depth-first scans.

``tsp`` is exact (Held-Karp dynamic programming) up to 12 points and otherwise the best of
nearest-neighbour tours improved by 2-opt and Or-opt moves; the tour starts at point 0 and
is walked in the direction whose second point is the earlier of the two neighbours of 0."""

INF = float("inf")

__all__ = ["tsp", "tsp_path", "postman_extra_edges", "bfs_events", "dfs_events"]


def _length(d, order):
    return sum(d[a][b] for a, b in zip(order, order[1:]))


def _held_karp(d, start, end=None):
    """Exact: the cheapest closed tour from ``start`` (or path from start to ``end``)."""
    n = len(d)
    others = [v for v in range(n) if v != start and v != end]
    idx = {v: k for k, v in enumerate(others)}
    full = (1 << len(others)) - 1
    best = {}
    for v in others:
        best[(1 << idx[v], v)] = (d[start][v], None)
    for mask in range(1, full + 1):
        for v in others:
            if not mask & (1 << idx[v]) or (mask, v) not in best:
                continue
            cost = best[(mask, v)][0]
            for w in others:
                bit = 1 << idx[w]
                if mask & bit:
                    continue
                key = (mask | bit, w)
                c = cost + d[v][w]
                if key not in best or c < best[key][0]:
                    best[key] = (c, v)
    target = start if end is None else end
    if not others:
        return [start] + ([end] if end is not None else [start])
    cands = [(best[(full, v)][0] + d[v][target], v) for v in others if (full, v) in best]
    _, last = min(cands)
    order = [last]
    mask = full
    v = last
    while True:
        prev = best[(mask, v)][1]
        mask &= ~(1 << idx[v])
        if prev is None:
            break
        order.append(prev)
        v = prev
    return [start] + order[::-1] + [target]


def _two_opt(d, tour, fixed_ends):
    """Improve a closed tour (first == last) or a path by reversing segments."""
    n = len(tour)
    improved = True
    while improved:
        improved = False
        for i in range(1, n - 2):
            for j in range(i + 1, n - 1):
                a, b, c, e = tour[i - 1], tour[i], tour[j], tour[j + 1]
                delta = d[a][c] + d[b][e] - d[a][b] - d[c][e]
                if delta < -1e-12:
                    tour[i:j + 1] = tour[i:j + 1][::-1]
                    improved = True
    return tour


def _or_opt(d, tour):
    n = len(tour)
    improved = True
    while improved:
        improved = False
        for size in (1, 2, 3):
            for i in range(1, n - size):
                seg = tour[i:i + size]
                if i + size >= n:
                    continue
                prev, nxt = tour[i - 1], tour[i + size]
                gain = d[prev][seg[0]] + d[seg[-1]][nxt] - d[prev][nxt]
                rest = tour[:i] + tour[i + size:]
                for j in range(len(rest) - 1):
                    a, b = rest[j], rest[j + 1]
                    for s in (seg, seg[::-1]):
                        cost = d[a][s[0]] + d[s[-1]][b] - d[a][b]
                        if cost < gain - 1e-12:
                            tour[:] = rest[:j + 1] + s + rest[j + 1:]
                            improved = True
                            break
                    if improved:
                        break
                if improved:
                    break
            if improved:
                break
    return tour


def _heuristic(d, start, end=None):
    n = len(d)
    best = None
    for first in range(n if end is None else 1):
        unvisited = set(range(n)) - {start} - ({end} if end is not None else set())
        order = [start]
        cur = start
        if end is None and first != start and first in unvisited:
            order.append(first)
            unvisited.discard(first)
            cur = first
        while unvisited:
            nxt = min(unvisited, key=lambda v: (d[cur][v], v))
            order.append(nxt)
            unvisited.discard(nxt)
            cur = nxt
        order.append(start if end is None else end)
        order = _two_opt(d, order, True)
        order = _or_opt(d, order)
        order = _two_opt(d, order, True)
        if best is None or _length(d, order) < _length(d, best) - 1e-12:
            best = order
        if n > 60:
            break
    return best


def _orient(tour):
    """Of a closed tour and its reverse, the one whose second point is earlier."""
    if len(tour) > 3 and tour[-2] < tour[1]:
        return [tour[0]] + tour[1:-1][::-1] + [tour[0]]
    return tour


def tsp(d):
    """(length, closed tour of positions starting and ending at 0) for the matrix ``d``;
    length INF when some step is impossible."""
    n = len(d)
    if n == 0:
        return 0, []
    if n == 1:
        return 0, [0, 0]
    tour = _held_karp(d, 0) if n <= 12 else _heuristic(d, 0)
    tour = _orient(tour)
    return _length(d, tour), tour


def tsp_path(d, s, t):
    """(length, path of positions from s to t through every point)."""
    n = len(d)
    if n <= 12:
        path = _held_karp(d, s, t)
    else:
        path = _heuristic(d, s, t)
    return _length(d, path), path


def postman_extra_edges(g, weights=None):
    """The edge positions to duplicate so that every vertex of the undirected graph g has
    even degree at least cost (a minimum-weight matching of the odd vertices by shortest
    path length); None when g is not connected."""
    import networkx as nx
    from mathilda.algorithms.graphs.paths import distances
    n = g.n
    deg = [0] * n
    for i, j, _ in g.ends:
        deg[i] += 1
        deg[j] += 1
    odd = [v for v in range(n) if deg[v] % 2]
    if not odd:
        return []
    dist = {}
    preds = {}
    for v in odd:
        dv, pv = distances(g, v, weights)
        dist[v], preds[v] = dv, pv
    K = nx.Graph()
    for a in odd:
        for b in odd:
            if a < b:
                if dist[a][b] == INF:
                    return None
                K.add_edge(a, b, weight=dist[a][b])
    pairs = nx.min_weight_matching(K)
    # the lightest edge between each pair of adjacent vertices
    best = {}
    for k, (i, j, _) in enumerate(g.ends):
        w = 1 if weights is None else weights[k]
        key = (min(i, j), max(i, j))
        if key not in best or w < best[key][0]:
            best[key] = (w, k)
    extra = []
    for a, b in sorted(tuple(sorted(p)) for p in pairs):
        v = b
        while v != a:
            u = preds[a][v]
            extra.append(best[(min(u, v), max(u, v))][1])
            v = u
    return extra


def bfs_events(g, start=None):
    """The events of a breadth-first scan, as (name, args) with vertex positions and, for
    edges, (position, from, to): from ``start``, or from every unvisited vertex in order."""
    from collections import deque
    adj = g.out_neighbors()
    n = g.n
    seen = [False] * n
    used = set()
    roots = [start] if start is not None else range(n)
    for r in roots:
        if seen[r]:
            continue
        if start is None:
            yield "UnvisitedVertex", (r,)
        seen[r] = True
        depth = {r: 0}
        yield "DiscoverVertex", (r, r, 0)
        q = deque([r])
        while q:
            u = q.popleft()
            yield "PrevisitVertex", (u,)
            for v, k in sorted(adj[u]):
                if k in used:
                    continue
                used.add(k)
                if not seen[v]:
                    seen[v] = True
                    depth[v] = depth[u] + 1
                    yield "FrontierEdge", ((k, u, v),)
                    yield "DiscoverVertex", (v, u, depth[v])
                    q.append(v)
                else:
                    yield "CycleEdge", ((k, u, v),)
            yield "PostvisitVertex", (u,)


def dfs_events(g, start=None):
    """The events of a depth-first scan (iterative), as in ``bfs_events``; non-tree edges
    are BackEdge (to an ancestor on the stack), ForwardEdge (to a finished descendant) or
    CrossEdge (to another finished vertex)."""
    adj = [sorted(a) for a in g.out_neighbors()]
    n = g.n
    state = [0] * n          # 0 new, 1 on the stack, 2 finished
    order = [0] * n
    clock = [0]
    used = set()
    roots = [start] if start is not None else range(n)
    for r in roots:
        if state[r]:
            continue
        if start is None:
            yield "UnvisitedVertex", (r,)
        yield "DiscoverVertex", (r, r, 0)
        state[r] = 1
        order[r] = clock[0]
        clock[0] += 1
        yield "PrevisitVertex", (r,)
        stack = [(r, iter(adj[r]), 0)]
        while stack:
            u, it, dep = stack[-1]
            advanced = False
            for v, k in it:
                if k in used:
                    continue
                used.add(k)
                if state[v] == 0:
                    yield "FrontierEdge", ((k, u, v),)
                    yield "DiscoverVertex", (v, u, dep + 1)
                    state[v] = 1
                    order[v] = clock[0]
                    clock[0] += 1
                    yield "PrevisitVertex", (v,)
                    stack.append((v, iter(adj[v]), dep + 1))
                    advanced = True
                    break
                if state[v] == 1:
                    yield "BackEdge", ((k, u, v),)
                elif order[v] > order[u]:
                    yield "ForwardEdge", ((k, u, v),)
                else:
                    yield "CrossEdge", ((k, u, v),)
            if not advanced:
                stack.pop()
                state[u] = 2
                yield "PostvisitVertex", (u,)
