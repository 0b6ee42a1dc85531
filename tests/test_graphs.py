"""Graphs: exact printed results (a table), and the algorithms checked against NetworkX on
random graphs built in the same test (the graph is given to the interpreter as text and to
NetworkX as its edge list)."""

import random
from fractions import Fraction

import networkx as nx
import pytest

from mathilda.session import Session
from support import check_rows

U, D = "\uf3d4", "\uf3d5"

ROWS = [
    # --- Graph: evaluation, printing, round trip -----------------------------------------
    ("Graph[{1 -> 2, 2 -> 3, 3 -> 1}]", "Graph[<3>, <3>]"),
    ("InputForm[Graph[{a <-> b, b <-> c}]]",
     "Graph[{a, b, c}, {UndirectedEdge[a, b], UndirectedEdge[b, c]}]"),
    ("Graph[{1, 2, 3, 4, 5}, {1 -> 2}]", "Graph[<5>, <1>]"),
    ("Graph[{1 -> 2}] === Graph[{1 -> 2}]", "True"),
    ("ToExpression[ToString[InputForm[CycleGraph[4]]]] === CycleGraph[4]", "True"),
    ("{Graph[{1 <-> 2}], Graph[{a -> b, b -> c}]}", "{Graph[<2>, <1>], Graph[<3>, <2>]}"),
    ("Length[Graph[{1 -> 2}]]", "0"),
    ("Graph[{1 -> 2}] /. 1 -> 5 // VertexList", "{1, 2}"),
    ("EdgeList[Graph[{1 -> 2, 2 -> 3}, DirectedEdges -> False]]", "{1 %s 2, 2 %s 3}" % (U, U)),
    ("Graph[{1, 2}, {3}]", "Graph[{1, 2}, {3}]", ["Graph::edge: 3 is not a valid edge."]),
    ("Graph[x]", "Graph[x]"),
    ("1 \\[UndirectedEdge] 2", "1 %s 2" % U),
    ("a \\[DirectedEdge] b // FullForm", "DirectedEdge[a, b]"),
    ("InputForm[Graph[{Labeled[1 -> 2, \"e\"]}]]",
     "Graph[{1, 2}, {DirectedEdge[1, 2]}, {EdgeLabels -> {DirectedEdge[1, 2] -> \"e\"}}]"),
    ("EdgeList[Graph[{1 -> 2, 1 -> 2}]]", "{1 %s 2, 1 %s 2}" % (D, D)),
    # --- queries ------------------------------------------------------------------------------
    ("VertexList[Graph[{3 -> 1, 1 -> 2}]]", "{3, 1, 2}"),
    ("VertexCount[GridGraph[{4, 5}]]", "20"),
    ("EdgeCount[GridGraph[{4, 5}]]", "31"),
    ("VertexDegree[Graph[{1 -> 2, 2 -> 3, 2 -> 4}], 2]", "3"),
    ("VertexOutDegree[Graph[{1 -> 2, 2 -> 3, 2 -> 4}]]", "{1, 2, 0, 0}"),
    ("VertexInDegree[Graph[{1 -> 2, 2 -> 3, 2 -> 4}]]", "{0, 1, 1, 1}"),
    ("AdjacencyList[Graph[{1 -> 2, 3 -> 1}]]", "{{2}, {}, {1}}"),
    ("Normal[AdjacencyMatrix[Graph[{a -> b, b -> c}]]]", "{{0, 1, 0}, {0, 0, 1}, {0, 0, 0}}"),
    ("Normal[KirchhoffMatrix[CompleteGraph[4]]]",
     "{{3, -1, -1, -1}, {-1, 3, -1, -1}, {-1, -1, 3, -1}, {-1, -1, -1, 3}}"),
    ("GraphDensity[CompleteGraph[{2, 2}]]", "2/3"),
    ("EdgeList[GridGraph[{2, 3}]]",
     "{1 %s 2, 1 %s 3, 2 %s 4, 3 %s 4, 3 %s 5, 4 %s 6, 5 %s 6}" % ((U,) * 7)),
    ("EdgeList[KaryTree[5]]", "{1 %s 2, 1 %s 3, 2 %s 4, 2 %s 5}" % ((U,) * 4)),
    ("EdgeList[CompleteGraph[{2, 2, 1}]]",
     "{1 %s 3, 1 %s 4, 1 %s 5, 2 %s 3, 2 %s 4, 2 %s 5, 3 %s 5, 4 %s 5}" % ((U,) * 8)),
    ("EdgeList[StarGraph[4]]", "{1 %s 2, 1 %s 3, 1 %s 4}" % (U, U, U)),
    ("VertexList[AdjacencyGraph[{x, y, z}, {{0, 1, 0}, {1, 0, 1}, {0, 1, 0}}]]", "{x, y, z}"),
    # --- paths and distances ----------------------------------------------------------------
    ("FindShortestPath[Graph[{1 -> 2, 2 -> 3, 1 -> 4, 4 -> 3}, EdgeWeight -> {1, 1, 1, 5}], "
     "1, 3]", "{1, 2, 3}"),
    ("FindShortestPath[Graph[{1 -> 2, 2 -> 3, 3 -> 4, 1 -> 4}, "
     "EdgeWeight -> {1, 1, 1, 10}], 1, 4]", "{1, 2, 3, 4}"),
    ("GraphDistance[Graph[{1, 2, 3, 4}, {1 -> 2, 2 -> 3, 3 -> 4, 1 -> 4}], 1, 4]", "1"),
    ("GraphDistance[Graph[{1 -> 2, 2 -> 3}, EdgeWeight -> {-1, 2}], 1, 3]", "1"),
    ("GraphDistance[CycleGraph[5], 1]", "{0, 1, 2, 2, 1}"),
    ("GraphDistanceMatrix[Graph[{1, 2, 3}, {DirectedEdge[1, 2], DirectedEdge[2, 3]}]]",
     "{{0, 1, 2}, {Infinity, 0, 1}, {Infinity, Infinity, 0}}"),
    ("GraphDiameter[Graph[{1, 2, 3}, {1 -> 2, 2 -> 3, 3 -> 1}]]", "2"),
    # --- components ---------------------------------------------------------------------------
    ("ConnectedComponents[Graph[{1 -> 2, 3 -> 4}]]", "{{2}, {1}, {4}, {3}}"),
    ("ConnectedComponents[Graph[{1 -> 2, 3 -> 2, 4 -> 5}]]", "{{2}, {1}, {3}, {5}, {4}}"),
    ("ConnectedComponents[Graph[{1, 2, 3}, {1 -> 2}]]", "{{2}, {1}, {3}}"),
    ("ConnectedComponents[Graph[{a <-> b, c <-> d, b <-> c}]]", "{{a, b, c, d}}"),
    ("ConnectedComponents[CompleteGraph[4]]", "{{1, 2, 3, 4}}"),
    ("ConnectedComponents[Graph[{1 <-> 2, 3 <-> 4, 4 <-> 5}]]", "{{3, 4, 5}, {1, 2}}"),
    # --- cycles -------------------------------------------------------------------------------
    ("FindCycle[Graph[{1 <-> 2, 1 <-> 5, 2 <-> 3, 3 <-> 4, 4 <-> 5, 1 <-> 6}]]",
     "{{1 %s 2, 2 %s 3, 3 %s 4, 4 %s 5, 5 %s 1}}" % ((U,) * 5)),
    ("FindCycle[Graph[{1 <-> 2, 2 <-> 3, 3 <-> 1, 3 <-> 4, 4 <-> 5, 5 <-> 3}], {3}, All]",
     "{{1 %s 2, 2 %s 3, 3 %s 1}, {3 %s 4, 4 %s 5, 5 %s 3}}" % ((U,) * 6)),
    ("FindCycle[Graph[{1 <-> 1, 1 <-> 2}]]", "{}"),
    ("FindCycle[Graph[{1 <-> 2, 1 <-> 2}]]", "{{1 %s 2, 2 %s 1}}" % (U, U)),
    ("FindEulerianCycle[Graph[{1 <-> 2, 2 <-> 3, 3 <-> 1, 3 <-> 4, 4 <-> 5, 5 <-> 3}]]",
     "{{1 %s 2, 2 %s 3, 3 %s 4, 4 %s 5, 5 %s 3, 3 %s 1}}" % ((U,) * 6)),
    ("FindHamiltonianCycle[CompleteGraph[4]]",
     "{{1 %s 2, 2 %s 3, 3 %s 4, 4 %s 1}}" % ((U,) * 4)),
    ("FindHamiltonianCycle[Graph[{1 -> 2, 2 -> 3, 3 -> 1}]]",
     "{{1 %s 2, 2 %s 3, 3 %s 1}}" % ((D,) * 3)),
    ("FindHamiltonianPath[PetersenGraph[]] // Length", "10"),
    # --- structure ----------------------------------------------------------------------------
    ("TopologicalSort[Graph[{a -> b, a -> c, b -> d, c -> d, d -> e}]]", "{a, b, c, d, e}"),
    ("FindClique[PetersenGraph[]] // First // Length", "2"),
    ("FindIndependentVertexSet[PetersenGraph[]] // First // Length", "4"),
    ("Length[FindVertexCover[PetersenGraph[]]]", "6"),
    ("VertexConnectivity[PetersenGraph[]]", "3"),
    ("EdgeConnectivity[HypercubeGraph[3]]", "3"),
    ("IsomorphicGraphQ[PetersenGraph[], GraphComplement[LineGraph[CompleteGraph[5]]]]",
     "True"),
    ("FindMaximumFlow[Graph[{1 <-> 2, 2 <-> 3, 1 <-> 3}], 1, 3]", "2"),
    ("PlanarGraphQ[PetersenGraph[]]", "False"),
    # --- measures -----------------------------------------------------------------------------
    ("ClosenessCentrality[Graph[{1 <-> 2, 2 <-> 3, 3 <-> 4}, EdgeWeight -> {1, 2, 3}]]",
     "{3/10, 3/8, 3/8, 3/14}"),
    ("LocalClusteringCoefficient[CompleteGraph[{2, 3}]]", "{0, 0, 0, 0, 0}"),
    ("GlobalClusteringCoefficient[PetersenGraph[]]", "0"),
    ("DegreeCentrality[PetersenGraph[]]", "{3, 3, 3, 3, 3, 3, 3, 3, 3, 3}"),
    # --- operations ---------------------------------------------------------------------------
    ("EdgeList[Subgraph[Graph[{1 -> 2, 2 -> 3, 3 -> 1}], {1, 2}]]", "{1 %s 2}" % D),
    ("InputForm[EdgeDelete[Graph[{1 <-> 2, 2 <-> 3}, EdgeWeight -> {5, 7}], 1 <-> 2]]",
     "Graph[{1, 2, 3}, {UndirectedEdge[2, 3]}, {EdgeWeight -> {7}}]"),
    ("InputForm[VertexDelete[Graph[{1 <-> 2, 2 <-> 3}, EdgeWeight -> {5, 7}], 3]]",
     "Graph[{1, 2}, {UndirectedEdge[1, 2]}, {EdgeWeight -> {5}}]"),
    ("EdgeCount[GraphUnion[CycleGraph[3], StarGraph[3]]]", "3"),
]


def test_rows():
    check_rows(ROWS)


# --- against NetworkX on random graphs ---------------------------------------------------------

def _random_graph(rng, n, p, directed=False, weighted=False):
    edges = []
    for i in range(1, n + 1):
        for j in range(1, n + 1):
            if i == j or (not directed and j < i):
                continue
            if rng.random() < p:
                edges.append((i, j))
    weights = [rng.randint(1, 9) for _ in edges] if weighted else None
    op = "->" if directed else "<->"
    text = "Graph[Range[%d], {%s}%s]" % (
        n, ", ".join("%d %s %d" % (i, op, j) for i, j in edges),
        (", EdgeWeight -> {%s}" % ", ".join(map(str, weights))) if weighted else "")
    G = nx.DiGraph() if directed else nx.Graph()
    G.add_nodes_from(range(1, n + 1))
    for k, (i, j) in enumerate(edges):
        G.add_edge(i, j, weight=weights[k] if weighted else 1, capacity=weights[k]
                   if weighted else 1)
    return text, G


def _ev(s, text):
    r = s.evaluate(text)
    assert not s.messages, (text, [str(m) for m in s.messages])
    return r.to_python()


def _cases(seed, count, directed=False, weighted=False, nmax=9):
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        n = rng.randint(2, nmax)
        out.append(_random_graph(rng, n, rng.choice([0.2, 0.35, 0.5, 0.8]), directed,
                                 weighted))
    return out


def test_distances_against_networkx():
    s = Session()
    for directed in (False, True):
        for weighted in (False, True):
            for text, G in _cases(1 + directed + 2 * weighted, 12, directed, weighted):
                s.evaluate("g = " + text)
                got = _ev(s, "GraphDistanceMatrix[g] /. Infinity -> -1")
                lengths = dict(nx.all_pairs_dijkstra_path_length(G))
                nodes = sorted(G.nodes)
                want = [[lengths[u].get(v, -1) for v in nodes] for u in nodes]
                assert got == want, text
                u, v = nodes[0], nodes[-1]
                path = _ev(s, "FindShortestPath[g, %d, %d]" % (u, v))
                if v in lengths[u]:
                    assert path[0] == u and path[-1] == v
                    total = sum(G[a][b]["weight"] for a, b in zip(path, path[1:]))
                    assert total == lengths[u][v], text
                else:
                    assert path == []


def test_components_against_networkx():
    s = Session()
    for text, G in _cases(11, 15, nmax=12, directed=False):
        s.evaluate("g = " + text)
        got = _ev(s, "ConnectedComponents[g]")
        want = sorted((sorted(c) for c in nx.connected_components(G)),
                      key=lambda c: (-len(c), c[0]))
        assert got == want, text
        assert _ev(s, "KCoreComponents[g, 2]") == sorted(
            (sorted(c) for c in nx.connected_components(nx.k_core(G, 2))),
            key=lambda c: (-len(c), c[0])), text
    for text, G in _cases(12, 15, nmax=10, directed=True):
        s.evaluate("g = " + text)
        got = _ev(s, "ConnectedComponents[g]")
        assert sorted(map(tuple, got)) == sorted(
            tuple(sorted(c)) for c in nx.strongly_connected_components(G)), text
        # reverse topological order: no edge from an earlier component into a later one
        where = {v: k for k, c in enumerate(got) for v in c}
        assert all(where[a] >= where[b] for a, b in G.edges), text
        weak = _ev(s, "WeaklyConnectedComponents[g]")
        assert sorted(map(tuple, weak)) == sorted(
            tuple(sorted(c)) for c in nx.weakly_connected_components(G)), text


def test_structure_against_networkx():
    s = Session()
    for text, G in _cases(21, 14, nmax=9):
        s.evaluate("g = " + text)
        clique = _ev(s, "FindClique[g]")
        assert len(clique[0]) == max(len(c) for c in nx.find_cliques(G)), text
        assert nx.is_isomorphic(G.subgraph(clique[0]), nx.complete_graph(len(clique[0])))
        ind = _ev(s, "FindIndependentVertexSet[g]")[0]
        comp = nx.complement(G)
        assert len(ind) == max(len(c) for c in nx.find_cliques(comp)), text
        assert not any(G.has_edge(a, b) for a in ind for b in ind)
        cover = _ev(s, "FindVertexCover[g]")
        assert len(cover) == G.number_of_nodes() - len(ind)
        assert all(a in cover or b in cover for a, b in G.edges)
        all_max = _ev(s, "FindClique[g, Infinity, All]")
        assert sorted(map(sorted, all_max)) == sorted(sorted(c) for c in nx.find_cliques(G))
        if nx.is_connected(G) and G.number_of_nodes() > 1:
            assert _ev(s, "VertexConnectivity[g]") == nx.node_connectivity(G), text
            assert _ev(s, "EdgeConnectivity[g]") == nx.edge_connectivity(G), text
        assert _ev(s, "PlanarGraphQ[g]") == nx.check_planarity(G)[0]
        assert _ev(s, "BipartiteGraphQ[g]") == nx.is_bipartite(G)
        assert _ev(s, "AcyclicGraphQ[g]") == nx.is_forest(G)
        assert _ev(s, "EulerianGraphQ[g]") == (G.number_of_edges() > 0 and nx.is_eulerian(
            G.subgraph([v for v in G if G.degree(v)])))
        cycles = _ev(s, "Length[FindCycle[g, Infinity, All]]")
        assert cycles == len(list(nx.simple_cycles(G))), text
        basis = _ev(s, "Length[FindFundamentalCycles[g]]")
        assert basis == len(nx.cycle_basis(G))
        ham = s.evaluate("FindHamiltonianCycle[g]").to_python()
        assert _ev(s, "HamiltonianGraphQ[g]") == bool(ham)


def test_weighted_structure_against_networkx():
    s = Session()
    for text, G in _cases(31, 12, weighted=True, nmax=10):
        s.evaluate("g = " + text)
        forest = nx.minimum_spanning_tree(G)
        total = _ev(s, "Total[Flatten[Normal[WeightedAdjacencyMatrix[FindSpanningTree[g]]]]]"
                       " / 2")
        assert total == sum(G[a][b]["weight"] for a, b in forest.edges), text
        assert _ev(s, "EdgeCount[FindSpanningTree[g]]") == forest.number_of_edges()
        cc = nx.closeness_centrality(G, distance="weight")
        if nx.is_connected(G):
            got = [float(Fraction(str(x))) for x in s.evaluate("ClosenessCentrality[g]").args]
            assert got == pytest.approx([cc[v] for v in sorted(G.nodes)]), text


def test_flows_against_networkx():
    s = Session()
    for text, G in _cases(41, 12, directed=True, weighted=True, nmax=8):
        text = text.replace("EdgeWeight", "EdgeCapacity")
        s.evaluate("g = " + text)
        nodes = sorted(G.nodes)
        a, b = nodes[0], nodes[-1]
        got = _ev(s, "FindMaximumFlow[g, %d, %d]" % (a, b))
        assert got == nx.maximum_flow_value(G, a, b), text
        s.evaluate("h = " + text.replace("EdgeCapacity", "EdgeCost"))
        cost = _ev(s, "FindMinimumCostFlow[h, %d, %d]" % (a, b))
        H = G.copy()
        for u, v in H.edges:
            H[u][v]["capacity"] = 1
        assert cost == nx.cost_of_flow(H, nx.max_flow_min_cost(H, a, b)), text


def test_measures_against_networkx():
    s = Session()
    for text, G in _cases(51, 12, nmax=10):
        s.evaluate("g = " + text)
        nodes = sorted(G.nodes)
        bc = nx.betweenness_centrality(G, normalized=False)
        assert _ev(s, "BetweennessCentrality[g]") == pytest.approx([bc[v] for v in nodes])
        cl = _ev(s, "LocalClusteringCoefficient[g]")
        want = nx.clustering(G)
        assert [float(Fraction(x)) if not isinstance(x, float) else x for x in cl] == \
            pytest.approx([want[v] for v in nodes])
        assert float(Fraction(str(s.evaluate("GlobalClusteringCoefficient[g]")))) == \
            pytest.approx(nx.transitivity(G)), text
        pr = nx.pagerank(G, tol=1e-13, max_iter=100000)
        assert _ev(s, "PageRankCentrality[g]") == pytest.approx([pr[v] for v in nodes],
                                                                 abs=1e-8)
        if nx.is_connected(G):
            cc = nx.closeness_centrality(G)
            got = [float(Fraction(str(x))) for x in s.evaluate("ClosenessCentrality[g]").args]
            assert got == pytest.approx([cc[v] for v in nodes]), text
        dens = s.evaluate("GraphDensity[g]")
        assert float(Fraction(str(dens))) == pytest.approx(nx.density(G))
        ebc = nx.edge_betweenness_centrality(G, normalized=False)
        edges = [tuple(e.args) for e in s.evaluate("EdgeList[g]").args]
        want_e = [ebc.get((a.value, b.value), ebc.get((b.value, a.value))) for a, b in edges]
        assert _ev(s, "EdgeBetweennessCentrality[g]") == pytest.approx(want_e)


def test_directed_orders_against_networkx():
    s = Session()
    rng = random.Random(61)
    for _ in range(12):
        n = rng.randint(2, 10)
        edges = [(i, j) for i in range(1, n + 1) for j in range(i + 1, n + 1)
                 if rng.random() < 0.4]
        perm = list(range(1, n + 1))
        rng.shuffle(perm)
        edges = [(perm[i - 1], perm[j - 1]) for i, j in edges]
        G = nx.DiGraph(edges)
        G.add_nodes_from(range(1, n + 1))
        s.evaluate("g = Graph[Range[%d], {%s}]" % (n, ", ".join("%d -> %d" % e
                                                                 for e in edges)))
        order = _ev(s, "TopologicalSort[g]")
        assert order == list(nx.lexicographical_topological_sort(G)), edges
        assert _ev(s, "AcyclicGraphQ[g]") is True
        iso = _ev(s, "IsomorphicGraphQ[g, IndexGraph[ReverseGraph[ReverseGraph[g]]]]")
        assert iso is True


def test_a_graph_shows_itself_as_graphics():
    s = Session()
    g = s.evaluate("Graph[{1 -> 2, 2 -> 3, 3 <-> 1}, VertexLabels -> \"Name\"]")
    assert g.is_graphics()
    pic = g.picture()
    assert pic.head.name == "Graphics"
    s.evaluate("pic = " + pic.input_form())
    assert str(s.evaluate("{Count[pic, _Arrow, Infinity], Count[pic, _Line, Infinity], "
                          "Count[pic, _Disk, Infinity], Count[pic, _Text, Infinity]}")) == \
        "{2, 1, 3, 3}"
    fixed = s.evaluate("Graph[{1 <-> 2}, VertexCoordinates -> {{0, 0}, {3, 4}}]").picture()
    s.evaluate("fixed = " + fixed.input_form())
    assert str(s.evaluate("Cases[fixed, Disk[p_, _] :> p, Infinity]")) == \
        "{{0., 0.}, {3., 4.}}"
