"""DistanceMatrix, FindClusters, ClusteringComponents, NearestTo and NearestFunction."""

from support import check_rows, run

ROWS = [
    ("DistanceMatrix[{}]", "{}"),
    ("DistanceMatrix[{a, b}]", "{{0, Abs[a - b]}, {Abs[a - b], 0}}"),
    ("DistanceMatrix[{1, 3}, {0, 10}]", "{{1, 9}, {3, 7}}"),
    ("DistanceMatrix[{{1., 2.}, {2., 1.}}, DistanceFunction -> ChessboardDistance]",
     "{{0., 1.}, {1., 0.}}"),
    ("DistanceMatrix[{1, 2}, DistanceFunction -> (Abs[#1 - #2]^2 &)]", "{{0, 1}, {1, 0}}"),
    ("Developer`PackedArrayQ[DistanceMatrix[{{0., 0.}, {3., 4.}, {1., 1.}}]]", "True"),
    ("FindClusters[{}]", "{}"),
    ("FindClusters[{5}]", "{{5}}"),
    ("FindClusters[{1, 2, 3, 4, 5}]", "{{1, 2, 3, 4, 5}}"),
    ("FindClusters[{1, 2, 3}, 3]", "{{1}, {2}, {3}}"),
    ("FindClusters[{1, 1, 1, 1}, UpTo[3]]", "{{1, 1, 1, 1}}"),
    ("FindClusters[{1 -> x, 2 -> y, 50 -> z}]", "{{x, y}, {z}}"),
    ("FindClusters[{10, 1, 11, 2} -> Automatic, 2]", "{{1, 3}, {2, 4}}"),
    ("FindClusters[{1.5, 1.7, 8.2, 8.3}]", "{{1.5, 1.7}, {8.2, 8.3}}"),
    ("FindClusters[{{0, 0}, {0, 1}, {5, 5}, {5, 6}, {20, 0}}, 3, Method -> \"KMedoids\"]",
     "{{{0, 0}, {0, 1}}, {{5, 5}, {5, 6}}, {{20, 0}}}"),
    ("FindClusters[{1, 2, 10}, 2, DistanceFunction -> ManhattanDistance]",
     "{{1, 2}, {10}}"),
    ("FindClusters[{{True, True, True}, {True, True, False}, {False, False, False}, "
     "{False, False, True}}, 2]",
     "{{{True, True, True}, {True, True, False}}, {{False, False, False}, "
     "{False, False, True}}}"),
    ("FindClusters[{1, 2}, 0]", "FindClusters[{1, 2}, 0]",
     ["FindClusters::nclus: The number of clusters 0 should be a positive integer, UpTo[n] "
      "or Automatic."]),
    ("FindClusters[{1, 2}, 2, Method -> \"Magic\"]",
     "FindClusters[{1, 2}, 2, Method -> Magic]",
     ["FindClusters::meth: \"Magic\" is not a valid setting for Method: use Automatic, "
      "\"KMeans\", \"KMedoids\" or \"Agglomerate\"."]),
    ("FindClusters[{x, y}]", "FindClusters[{x, y}]",
     ["FindClusters::data: The data {x, y} are not numbers, numeric vectors of one length, "
      "strings or Boolean vectors; give a DistanceFunction to cluster them."]),
    ("ClusteringComponents[{{1, 2}, {10, 11}}, 2]", "{{1, 1}, {2, 2}}"),
    ("ClusteringComponents[{3, 3, 90}, 2]", "{1, 1, 2}"),
    ("NearestTo[{1, 1}][{{0, 0}, {5, 5}}]", "{{0, 0}}"),
    ("Nearest[{1, 2, 3}][2.2]", "{2}"),
    ("Nearest[{1, 2, 3}][{1.1, 2.9}]", "{{1}, {3}}"),
]


def test_rows():
    check_rows(ROWS)


def test_kmeans_separates_blobs():
    out, msgs = run("SeedRandom[3]; pts = Join[RandomReal[{0, 1}, {40, 2}], "
                    "RandomReal[{10, 11}, {40, 2}]]; "
                    "Sort[Length /@ FindClusters[pts]]")
    assert out == "{40, 40}", (out, msgs)
    out, _ = run("SeedRandom[3]; pts = Join[RandomReal[{0, 1}, {40, 2}], "
                 "RandomReal[{10, 11}, {40, 2}]]; Union[ClusteringComponents[pts, 2, 1]]")
    assert out == "{1, 2}"


def test_reproducible():
    text = ("SeedRandom[1]; pts = RandomReal[1, {60, 2}]; "
            "FindClusters[pts, 4] === FindClusters[pts, 4]")
    assert run(text)[0] == "True"


def test_distance_matrix_general_function():
    out, _ = run("DistanceMatrix[{1, 2}, DistanceFunction -> f]")
    assert out == "{{f[1, 1], f[1, 2]}, {f[2, 1], f[2, 2]}}"


NNG_ROWS = [
    ("VertexList[NearestNeighborGraph[{1, 5, 6}]]", "{1, 5, 6}"),
    ("EdgeList[NearestNeighborGraph[{1, 5, 6}]]", "{1 \uf3d4 5, 5 \uf3d4 6}"),
    ("EdgeList[NearestNeighborGraph[{1, 5, 6}, {2, 2}]]", "{5 \uf3d4 6}"),
    ("EdgeList[NearestNeighborGraph[{\"cat\", \"cot\", \"dog\"}, 1]]",
     "{cat \uf3d4 cot, cot \uf3d4 dog}"),
    ("EdgeList[NearestNeighborGraph[{{0, 0}, {0, 1}, {3, 3}}, 1]]",
     "{{0, 0} \uf3d4 {0, 1}, {0, 1} \uf3d4 {3, 3}}"),
    ("EdgeCount[NearestNeighborGraph[{5}]]", "0"),
    ("NearestNeighborGraph[{1, 2}, -1]", "NearestNeighborGraph[{1, 2}, -1]",
     ["NearestNeighborGraph::nspec: -1 is not a valid neighbor specification: give k, "
      "{k, r} or {All, r}."]),
]


def test_nearest_neighbor_graph():
    check_rows(NNG_ROWS)


def test_string_clusters_use_edit_distance():
    out, _ = run("FindClusters[{\"aaaa\", \"aaab\", \"zzzz\", \"zzzy\"}]")
    assert out == "{{aaaa, aaab}, {zzzz, zzzy}}"


def test_nearest_distance_function():
    check_rows([
        ("Nearest[{1, 5, 9}, 6, DistanceFunction -> (Abs[#1 - #2]^2 &)]", "{5}"),
        ("Nearest[{1, 5, 9}, DistanceFunction -> ManhattanDistance][8]", "{9}"),
        ("Nearest[{{0, 0}, {3, 4}}, {0, 0}, {All, 6}, "
         "DistanceFunction -> ManhattanDistance]", "{{0, 0}}"),
        ("Nearest[{{0, 0}, {3, 4}}, {0, 0}, {All, 6}]", "{{0, 0}, {3, 4}}"),
        ("Nearest[{1, 2}, 3, DistanceFunction -> f]",
         "Nearest[{1, 2}, 3, DistanceFunction -> f]",
         ["Nearest::nearuf: The distance function f does not give a real numeric distance "
          "when applied to the point pair 3 and 1."]),
    ])


def test_weights():
    check_rows([
        ("FindClusters[{0, 4, 6, 10}, 2]", "{{0, 4}, {6, 10}}"),
        ("FindClusters[{0, 4, 6, 10}, 2, Weights -> {100, 1, 1, 1}]", "{{0}, {4, 6, 10}}"),
        ("FindClusters[{0, 4, 6, 10}, 2, Weights -> Automatic]", "{{0, 4}, {6, 10}}"),
        ("FindClusters[{1, 2}, 2, Weights -> {1, -1}]",
         "FindClusters[{1, 2}, 2, Weights -> {1, -1}]",
         ["FindClusters::wts: The weights {1, -1} should be a list of 2 positive numbers."]),
    ])
