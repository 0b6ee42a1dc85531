"""The faces of a planar embedding (NetworkX's planarity test gives the rotation system),
and the dual adjacency of the faces.

A face is the cyclic list of vertex positions met walking along it; each face is rotated to
start at its earliest vertex, and the faces are listed in the order of those starting
vertices and then of their vertex lists."""

__all__ = ["faces", "face_adjacency"]


def _embedding(g):
    import networkx as nx
    if g.n == 0:
        return None
    G = nx.Graph()
    G.add_nodes_from(range(g.n))
    G.add_edges_from((i, j) for i, j, _ in g.ends if i != j)
    ok, emb = nx.check_planarity(G)
    if not ok or not nx.is_connected(G) or G.number_of_edges() == 0:
        return None
    return emb


def faces(g):
    """(faces, half-edge -> face index) or None when g is not a connected planar graph
    with edges."""
    emb = _embedding(g)
    if emb is None:
        return None
    seen = set()
    raw = []
    for v in sorted(emb.nodes()):
        for w in emb.neighbors_cw_order(v):
            if (v, w) in seen:
                continue
            face = emb.traverse_face(v, w, mark_half_edges=seen)
            raw.append(face)
    out = []
    for f in raw:
        k = f.index(min(f))
        out.append(f[k:] + f[:k])
    order = sorted(range(len(out)), key=lambda i: (out[i][0], out[i]))
    out = [out[i] for i in order]
    half = {}
    for idx, f in enumerate(out):
        for a, b in zip(f, f[1:] + f[:1]):
            half[(a, b)] = idx
    return out, half


def face_adjacency(faces_, half):
    """Neighbour sets of the faces: faces sharing an edge (a face on both sides of a
    bridge is not its own neighbour)."""
    nb = [set() for _ in faces_]
    for (a, b), f in half.items():
        h = half.get((b, a))
        if h is not None and h != f:
            nb[f].add(h)
    return nb
