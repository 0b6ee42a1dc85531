"""Integer functions and sequences (builtins/arithmetic/integer_sequences.py): values checked
against their definitions and known tables."""

from tests.support import check_rows, run

ROWS = [
    ("BernoulliB[0]", "1"), ("BernoulliB[30]", "8615841276005/14322"),
    ("BernoulliB[3, x]", "x/2 - (3 x^2)/2 + x^3"), ("BernoulliB[n]", "BernoulliB[n]"),
    ("BernoulliB[1, 1/3]", "-1/6"), ("EulerE[1, x]", "-1/2 + x"), ("EulerE[20]", "370371188237525"),
    ("Subfactorial[10]", "1334961"), ("Subfactorial[-1]", "Subfactorial[-1]"),
    ("AlternatingFactorial[10]", "3301819"), ("Fibonorial[10]", "122522400"),
    ("PolygonalNumber[6, 4]", "28"), ("PolygonalNumber[3, 100]", "5050"),
    ("RudinShapiro[Range[8, 15]]", "{1, 1, 1, -1, -1, -1, 1, -1}"),
    ("Total[ThueMorse[Range[0, 63]]]", "32"),
    ("MangoldtLambda[1]", "0"), ("MangoldtLambda[3^7]", "Log[3]"),
    ("LiouvilleLambda[1]", "1"), ("LiouvilleLambda[2^10]", "1"),
    ("PrimePowerQ[2^61 - 1]", "True"), ("PrimePowerQ[0]", "False"),
    ("RamanujanTau[Range[7, 10]]", "{-16744, 84480, -113643, -115920}"),
    ("RamanujanTau[2] RamanujanTau[3] == RamanujanTau[6]", "True"),
    ("SquaresR[4, 12]", "96"), ("SquaresR[1, 9]", "2"), ("SquaresR[0, 0]", "1"),
    ("SquaresR[8, 1]", "16"),
    ("PowersRepresentations[100, 2, 2]", "{{0, 10}, {6, 8}}"),
    ("PowersRepresentations[30, 4, 2]", "{{0, 1, 2, 5}, {1, 2, 3, 4}}"),
    ("DivisorSum[6, 1 &]", "4"), ("DivisorSum[28, # &] == 2 28", "True"),
    ("DivisorSum[100, #^0 &, OddQ]", "3"),
    ("FareySequence[3]", "{0, 1/3, 1/2, 2/3, 1}"),
    ("FrobeniusNumber[{5, 7}]", "23"), ("FrobeniusNumber[{7, 11, 13}]", "30"),
    ("FrobeniusNumber[{2, 3, 5}]", "1"),
    ("FrobeniusSolve[{3, 5}, 7]", "{}"), ("FrobeniusSolve[{3, 5}, 15]", "{{0, 3}, {5, 0}}"),
    ("FrobeniusSolve[{1, 2, 3}, 5, 2]", "{{0, 1, 1}, {1, 2, 0}}"),
    ("NumberExpand[0]", "{0}"), ("NumberExpand[255, 16]", "{240, 15}"),
    ("PowerModList[1, 1/2, 8]", "{1, 3, 5, 7}"), ("PowerModList[2, -1, 7]", "{4}"),
    ("PerfectNumber[1]", "6"), ("DeBruijnSequence[{0, 1, 2}, 2]",
                                "{0, 0, 1, 0, 2, 1, 1, 2, 2}"),
]


def test_rows():
    check_rows(ROWS)


def test_frobenius_number_is_the_largest_gap():
    # every integer above the Frobenius number has a representation, the number itself none
    for gens in ("{6, 9, 20}", "{4, 7, 9}", "{5, 8, 11, 14}"):
        out, _ = run("With[{g = %s, f = FrobeniusNumber[%s]}, {FrobeniusSolve[g, f], "
                     "And @@ Table[FrobeniusSolve[g, k, 1] =!= {}, {k, f + 1, f + g[[1]]}]}]"
                     % (gens, gens))
        assert out == "{{}, True}", (gens, out)


def test_de_bruijn_has_every_window_once():
    out, _ = run("With[{s = DeBruijnSequence[{0, 1, 2}, 3]}, Sort[Partition[Join[s, "
                 "Take[s, 2]], 3, 1]] == Tuples[{0, 1, 2}, 3]]")
    assert out == "True"


def test_squares_r_counts_representations():
    out, _ = run("Table[SquaresR[3, n] == Length[Select[Tuples[Range[-3, 3], 3], "
                 "Total[#^2] == n &]], {n, 0, 9}]")
    assert out == "{" + ", ".join(["True"] * 10) + "}"
