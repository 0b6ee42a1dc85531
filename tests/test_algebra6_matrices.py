"""Session 6 (helper algebra): Minors, Permanent, Adjugate, Wronskian, Casoratian and the
named matrices (LeviCivitaTensor, PauliMatrix, HadamardMatrix, FourierMatrix,
FourierDCTMatrix, FourierDSTMatrix): exact printed outputs, identities checked numerically,
and the messages of bad input."""

import pytest

from algebra6_support import check_examples, check_message
from mathilda.session import Session


@pytest.fixture(scope="module")
def s():
    return Session()


def _run(s, src):
    return s.format(s.evaluate(src))


CASES = [
    ("Minors[{{a, b, c}, {d, e, f}, {g, h, i}}]",
     "{{-(b d) + a e, -(c d) + a f, -(c e) + b f}, {-(b g) + a h, -(c g) + a i, -(c h) + b i}, "
     "{-(e g) + d h, -(f g) + d i, -(f h) + e i}}"),
    ("Minors[{{1, 2}, {3, 4}}, 0]", "{{1}}"),
    ("Minors[{{1, 2}, {3, 4}}, 3]", "{}"),
    ("Dimensions[Minors[RandomInteger[9, {4, 5}], 2]]", "{6, 10}"),
    ("m = {{2, 1, 0}, {1, 3, 1}, {0, 1, 4}}; Minors[m, 3] == {{Det[m]}}", "True"),
    ("Minors[{{1, 2, 3}, {4, 5, 6}}, 2, Tr]", "{{6, 7, 8}}"),
    ("Minors[{{1, 2}, {3, 4}}, 1, f]", "{{f[{{1}}], f[{{2}}]}, {f[{{3}}], f[{{4}}]}}"),
    ("Permanent[{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}]", "450"),
    ("Permanent[ConstantArray[1, {10, 10}]]", "3628800"),
    ("Permanent[IdentityMatrix[12]]", "1"),
    ("Permanent[{{x}}]", "x"),
    ("Abs[Permanent[N[HilbertMatrix[9]]] - N[Permanent[HilbertMatrix[9]]]] < 10^-12", "True"),
    ("Abs[Permanent[N[HilbertMatrix[10]]] - N[Permanent[HilbertMatrix[10]]]] < 10^-12", "True"),
    ("Adjugate[{{a, b, c}, {d, e, f}, {g, h, i}}][[1]]", "{-(f h) + e i, c h - b i, -(c e) + b f}"),
    ("m = {{1, 2}, {3, 4}}; Adjugate[m] == Det[m] Inverse[m]", "True"),
    ("Adjugate[{{1, 2, 3}, {2, 4, 6}, {1, 1, 1}}]", "{{-2, 1, 0}, {4, -2, 0}, {-2, 1, 0}}"),
    ("Wronskian[{Exp[x], x Exp[x]}, x]", "E^(2 x)"),
    ("Wronskian[{Sin[2 x], Cos[2 x]}, x]", "-2"),
    ("Casoratian[{2^n, 3^n}, n]", "6^n"),
    ("Casoratian[{1, n}, n]", "1"),
    ("Normal[LeviCivitaTensor[4]][[1, 2, 3, 4]]", "1"),
    ("Total[Abs[Flatten[LeviCivitaTensor[4, List]]]]", "24"),
    ("TensorRank[LeviCivitaTensor[3]]", "3"),
    ("LeviCivitaTensor[3, SparseArray]", "SparseArray[<6>, {3, 3, 3}]"),
    ("PauliMatrix[{1, 3}]", "{{{0, 1}, {1, 0}}, {{1, 0}, {0, -1}}}"),
    ("PauliMatrix[2] . PauliMatrix[2]", "{{1, 0}, {0, 1}}"),
    ("HadamardMatrix[1]", "{{1}}"),
    ("Map[Count[Differences[Sign[#]], Except[0]] &, HadamardMatrix[8]]",
     "{0, 1, 2, 3, 4, 5, 6, 7}"),
    ("h = HadamardMatrix[16, Method -> \"GrayCode\"]; h . Transpose[h] == IdentityMatrix[16]",
     "True"),
    ("Sort[HadamardMatrix[8, Method -> \"GrayCode\"]] == Sort[HadamardMatrix[8]]", "True"),
    ("f = FourierMatrix[5]; Simplify[f . ConjugateTranspose[f]] == IdentityMatrix[5]", "True"),
    ("Chop[N[FourierMatrix[4]] . {1, 2, 3, 4} - Fourier[{1, 2, 3, 4}]]", "{0, 0, 0, 0}"),
    ("FourierMatrix[1]", "{{1}}"),
    ("FourierDCTMatrix[2, 4, WorkingPrecision -> Infinity] // N",
     "{{0.92388, 0.382683}, {0.382683, -0.92388}}"),
    ("Chop[FourierDCTMatrix[5, 1] . FourierDCTMatrix[5, 1]] == IdentityMatrix[5]", "True"),
    ("Chop[FourierDCTMatrix[6] . FourierDCTMatrix[6, 3]] == IdentityMatrix[6]", "True"),
    ("Chop[FourierDSTMatrix[5, 4] . FourierDSTMatrix[5, 4]] == IdentityMatrix[5]", "True"),
    ("Chop[FourierDSTMatrix[5, 2] . FourierDSTMatrix[5, 3]] == IdentityMatrix[5]", "True"),
    ("FourierDSTMatrix[2, 3, WorkingPrecision -> Infinity]",
     "{{1, 1/Sqrt[2]}, {1, -(1/Sqrt[2])}}"),
]


@pytest.mark.parametrize("src,expected", CASES)
def test_cases(s, src, expected):
    assert _run(s, src) == expected


MESSAGES = [
    ("Minors[{{1, 2}, {3, 4}}, -1]", "Minors[{{1, 2}, {3, 4}}, -1]",
     "Minors::intnm: Non-negative machine-sized integer expected at position 2 in "
     "Minors[{{1, 2}, {3, 4}}, -1]."),
    ("Minors[x]", "Minors[x]",
     "Minors::matrix: Argument x at position 1 is not a non-empty rectangular matrix."),
    ("Adjugate[{{1, 2}}]", "Adjugate[{{1, 2}}]",
     "Adjugate::matsq: Argument {{1, 2}} at position 1 is not a non-empty square matrix."),
    ("Wronskian[{x, x^2}, 3]", "Wronskian[{x, x^2}, 3]",
     "Wronskian::ivar: 3 is not a valid variable."),
    ("Wronskian[x, x]", "Wronskian[x, x]",
     "Wronskian::list: Argument x at position 1 is not a non-empty list."),
    ("Casoratian[{n}, 2]", "Casoratian[{n}, 2]", "Casoratian::ivar: 2 is not a valid variable."),
    ("HadamardMatrix[4, Method -> \"Other\"]", "HadamardMatrix[4, Method -> Other]",
     "HadamardMatrix::meth: Method -> \"Other\" should be \"Sequency\", \"BitComplement\" or "
     "\"GrayCode\"."),
    ("FourierDCTMatrix[1, 1]", "FourierDCTMatrix[1, 1]",
     "FourierDCTMatrix::dct1: The type 1 transform matrix FourierDCTMatrix[1, 1] needs a size "
     "of at least 2."),
    ("FourierDSTMatrix[3, 0]", "FourierDSTMatrix[3, 0]",
     "FourierDSTMatrix::type: 0 is not a valid discrete transform type: 1, 2, 3 or 4 expected."),
    ("LeviCivitaTensor[-2, List]", "LeviCivitaTensor[-2, List]",
     "LeviCivitaTensor::intpm: Positive machine-sized integer expected at position 1 in "
     "LeviCivitaTensor[-2, List]."),
]


@pytest.mark.parametrize("src,expected,message", MESSAGES)
def test_messages(src, expected, message):
    check_message(src, expected, message)


NAMES = ["Minors", "Permanent", "Adjugate", "Wronskian", "Casoratian", "LeviCivitaTensor",
         "PauliMatrix", "HadamardMatrix", "FourierMatrix", "FourierDCTMatrix",
         "FourierDSTMatrix"]


@pytest.mark.parametrize("name", NAMES)
def test_examples(name):
    check_examples(name)
