"""Session 6 (helper algebra): HermiteDecomposition, SmithDecomposition, LatticeReduce,
FindIntegerNullVector: the normal forms against python-flint's on random matrices, the
transforms' identities, and exact printed outputs."""

import random

import pytest

from algebra6_support import check_examples, check_message
from mathilda.session import Session


@pytest.fixture(scope="module")
def s():
    return Session()


def _run(s, src):
    return s.format(s.evaluate(src))


def _mul(a, b):
    return [[sum(a[i][k] * b[k][j] for k in range(len(b))) for j in range(len(b[0]))]
            for i in range(len(a))]


def test_normal_forms_against_flint():
    import flint
    from mathilda.algorithms.linalg.integer_forms import hermite, smith
    rng = random.Random(6)
    for _ in range(300):
        m, n = rng.randint(1, 5), rng.randint(1, 5)
        a = [[rng.randint(-20, 20) for _ in range(n)] for _ in range(m)]
        u, r = hermite(a)
        assert _mul(u, a) == r
        assert abs(int(flint.fmpz_mat(u).det())) == 1
        assert flint.fmpz_mat(r) == flint.fmpz_mat(a).hnf()
        u, d, v = smith(a)
        assert _mul(_mul(u, a), v) == d
        assert abs(int(flint.fmpz_mat(u).det())) == 1 and abs(int(flint.fmpz_mat(v).det())) == 1
        assert flint.fmpz_mat(d) == flint.fmpz_mat(a).snf()


CASES = [
    ("HermiteDecomposition[{{0, 0}, {0, 3}}]", "{{{0, 1}, {-1, 0}}, {{0, 3}, {0, 0}}}"),
    ("HermiteDecomposition[{{-4}}]", "{{{-1}}, {{4}}}"),
    ("Last[HermiteDecomposition[{{6, 4}, {4, 2}, {2, 0}}]]", "{{2, 0}, {0, 2}, {0, 0}}"),
    ("SmithDecomposition[{{6, 4}, {4, 2}, {2, 0}}][[2]]", "{{2, 0}, {0, 2}, {0, 0}}"),
    ("SmithDecomposition[{{12}}][[2]]", "{{12}}"),
    ("SmithDecomposition[{{2, 0}, {0, 3}}][[2]]", "{{1, 0}, {0, 6}}"),
    ("Length[LatticeReduce[{{1, 2, 3}, {2, 4, 6}, {1, 0, 0}}]]", "2"),
    ("Max[Abs[Flatten[LatticeReduce[{{1, 0, 0, 12345}, {0, 1, 0, 23456}, {0, 0, 1, 34567}}]]]]"
     " < 12345", "True"),
    ("FindIntegerNullVector[{1.5, 2.5, 4.}]", "{1, 1, -1}"),
    ("FindIntegerNullVector[{1, GoldenRatio, GoldenRatio^2}]", "{1, 1, -1}"),
    ("FindIntegerNullVector[{1, Sqrt[2], Sqrt[3], Sqrt[6], Sqrt[2] + Sqrt[3]}]",
     "{0, 1, 1, 0, -1}"),
    ("FindIntegerNullVector[N[{1, Sqrt[2], Sqrt[3], Sqrt[6], Sqrt[2] + Sqrt[3]}, 30]]",
     "{0, 1, 1, 0, -1}"),
    ("FindIntegerNullVector[{1, 2^(1/3), 2^(2/3), 2^(1/3) + 2^(2/3)}]", "{0, 1, 1, -1}"),
]


@pytest.mark.parametrize("src,expected", CASES)
def test_cases(s, src, expected):
    assert _run(s, src) == expected


MESSAGES = [
    ("FindIntegerNullVector[{x, 1}]", "FindIntegerNullVector[{x, 1}]",
     "FindIntegerNullVector::rnfu: {x, 1} is not a list of real numbers."),
    ("LatticeReduce[x]", "LatticeReduce[x]",
     "LatticeReduce::intm: Argument x at position 1 is not a non-empty rectangular matrix of "
     "integers."),
]


@pytest.mark.parametrize("src,expected,message", MESSAGES)
def test_messages(src, expected, message):
    check_message(src, expected, message)


NAMES = ["HermiteDecomposition", "SmithDecomposition", "LatticeReduce", "FindIntegerNullVector"]


@pytest.mark.parametrize("name", NAMES)
def test_examples(name):
    check_examples(name)
