"""Sample correlation functions of data (probability/correlation_functions.py): the examples,
and a check against NumPy."""

import numpy as np
import pytest

from support import check_example, evaluated, registered_examples

NAMES = ["CovarianceFunction", "CorrelationFunction", "AbsoluteCorrelationFunction",
         "PartialCorrelationFunction"]
EXAMPLES, IDS = registered_examples(NAMES)


@pytest.mark.parametrize("name,ex", EXAMPLES, ids=IDS)
def test_examples(name, ex):
    check_example(ex)


def test_against_numpy():
    x = np.array([0.3, -1.2, 0.8, 2.5, 1.1, -0.4, 0.9, 1.7])
    code = "CorrelationFunction[{%s}, {3}]" % ", ".join(map(str, x))
    got = np.array([float(v) for v in evaluated(code)[0].strip("{}").split(",")])
    d = x - x.mean()
    want = np.array([np.sum(d[:len(x) - h] * d[h:]) for h in range(4)]) / np.sum(d * d)
    assert np.allclose(got, want, atol=1e-5)


def test_bad_data():
    assert evaluated("CovarianceFunction[{a, b}, 1]") == (
        "CovarianceFunction[{a, b}, 1]",
        ["CovarianceFunction::data: The argument {a, b} should be a list of at least two "
         "real numbers."])
