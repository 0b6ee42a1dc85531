"""Sample correlation functions of data (probability/correlation_functions.py): the examples,
and a check against NumPy."""

import numpy as np
import pytest

from mathilda import Session
from mathilda.core.registry import load_all

NAMES = ["CovarianceFunction", "CorrelationFunction", "AbsoluteCorrelationFunction",
         "PartialCorrelationFunction"]
SPECS = load_all()
EXAMPLES = [(n, ex) for n in NAMES for ex in SPECS[n].examples]


def run(code):
    s = Session()
    r = s.evaluate(code)
    return str(r), [str(m) for m in s.messages]


@pytest.mark.parametrize("name,ex", EXAMPLES, ids=["%s-%d" % (n, i) for i, (n, _) in
                                                    enumerate(EXAMPLES)])
def test_examples(name, ex):
    out, msgs = run(ex[0])
    assert out == ex[1]
    assert msgs == list(ex[2] if len(ex) > 2 else [])


def test_against_numpy():
    x = np.array([0.3, -1.2, 0.8, 2.5, 1.1, -0.4, 0.9, 1.7])
    code = "CorrelationFunction[{%s}, {3}]" % ", ".join(map(str, x))
    got = np.array([float(v) for v in run(code)[0].strip("{}").split(",")])
    d = x - x.mean()
    want = np.array([np.sum(d[:len(x) - h] * d[h:]) for h in range(4)]) / np.sum(d * d)
    assert np.allclose(got, want, atol=1e-5)


def test_bad_data():
    assert run("CovarianceFunction[{a, b}, 1]") == (
        "CovarianceFunction[{a, b}, 1]",
        ["CovarianceFunction::data: The argument {a, b} should be a list of at least two "
         "real numbers."])
