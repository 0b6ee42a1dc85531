"""ListConvolve and ListCorrelate: every alignment and padding form, exact and numeric, in
one and two dimensions; the packed (SciPy) path against the term-by-term path and against
the definition."""

import pytest

from support import check_row
from mathilda.session import Session

_KSPEC = ("ListCorrelate::kspec: Alignment specification 3 for the kernel {1, 2} should be a "
          "nonzero integer or a pair of nonzero integers no larger than the length of the "
          "kernel.")

ROWS = [
    # reference pages
    ("ListConvolve[{x, y}, {a, b, c}]", "{b x + a y, c x + b y}"),
    ("ListConvolve[{1, 1}, {1, 2, 3, 4}]", "{3, 5, 7}"),
    ("ListConvolve[{x, y}, {a, b, c}, 1]", "{a x + c y, b x + a y, c x + b y}"),
    ("ListConvolve[{x, y}, {a, b, c}, 2]", "{b x + a y, c x + b y, a x + c y}"),
    ("ListConvolve[{x, y}, {a, b, c}, {1, -1}, 0]", "{a x, b x + a y, c x + b y, c y}"),
    ("ListConvolve[{x, y}, {a, b, c}, {1, -1}, p]",
     "{a x + p y, b x + a y, c x + b y, p x + c y}"),
    ("ListConvolve[{x, y}, {a, b, c}, {1, -1}, {}]", "{a x, b x + a y, c x + b y, c y}"),
    ("ListConvolve[{x, y}, {a, b, c}, {1, -1}, 0, f, g]",
     "{g[f[x, a], f[y, 0]], g[f[x, b], f[y, a]], g[f[x, c], f[y, b]], g[f[x, 0], f[y, c]]}"),
    ("ListConvolve[{x, y, z}, {a, b, c, d, e}, 2]",
     "{b x + a y + e z, c x + b y + a z, d x + c y + b z, e x + d y + c z, a x + e y + d z}"),
    ("ListConvolve[{1, 2}, {1, 0, 0}, {1, -1}, 0]", "{1, 2, 0, 0}"),
    ("ListConvolve[{{1, 1}, {1, 1}}, {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}]",
     "{{12, 16}, {24, 28}}"),
    ("ListConvolve[{{1, 0}, {0, -1}}, {{a, b}, {c, d}}, {1, 1}]",
     "{{a - d, b - c}, {-b + c, -a + d}}"),
    ("ListConvolve[{{1, 0}, {0, -1}}, {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}, {1, 1}]",
     "{{-8, -5, -5}, {1, 4, 4}, {1, 4, 4}}"),
    ("ListConvolve[{1, 2, 1}, {{1, 2}, {3, 4}, {5, 6}}]", "{{12, 16}}"),
    ("ListConvolve[{1, 1}, {{a, b}, {c, d}, {e, f}}, {-1, 1}, 0, Times, Plus, 1]",
     "{{a + c, b + d}, {c + e, d + f}}"),
    ("ListCorrelate[{x, y}, {a, b, c}]", "{a x + b y, b x + c y}"),
    ("ListCorrelate[{1, -1}, {1, 4, 9, 16}]", "{-3, -5, -7}"),
    ("ListCorrelate[{x, y}, {a, b, c}, 1]", "{a x + b y, b x + c y, c x + a y}"),
    ("ListCorrelate[{x, y}, {a, b, c}, {-1, 1}, 0]", "{a y, a x + b y, b x + c y, c x}"),
    ("ListCorrelate[{x, y}, {a, b, c}, {-1, 1}, {}]", "{a y, a x + b y, b x + c y, c x}"),
    ("ListCorrelate[{x, y}, {a, b, c}, {-1, 1}, 0, f, g]",
     "{g[f[x, 0], f[y, a]], g[f[x, a], f[y, b]], g[f[x, b], f[y, c]], g[f[x, c], f[y, 0]]}"),
    ("ListCorrelate[{x, y}, {a, b, c}, {-1, 1}, {}, f, g]",
     "{g[f[y, a]], g[f[x, a], f[y, b]], g[f[x, b], f[y, c]], g[f[x, c]]}"),
    ("ListCorrelate[{x, y}, {a, b, c, d}, {-1, 1}, {u, v}]",
     "{v x + a y, a x + b y, b x + c y, c x + d y, d x + u y}"),
    ("ListCorrelate[{1, 1}, {1, 2, 3, 4}, {-1, 1}, {10, 20}]", "{21, 3, 5, 7, 14}"),
    # exact and inexact numbers, packed results
    ("ListConvolve[{1/2, 1/3}, {1, 2, 3}]", "{4/3, 13/6}"),
    ("ListConvolve[{1/2, 1/2}, {1., 3., 5.}]", "{2., 4.}"),
    ("ListConvolve[{1., 2.}, {1., 2., 3.}, 1]", "{7., 4., 7.}"),
    ("Developer`PackedArrayQ[ListConvolve[{1, 1}, Range[10]]]", "True"),
    ("ListConvolve[{1, 2, 3}, {1, 2}]", "{}"),
    # bad input
    ("ListCorrelate[{1, 2}, {1, 2, 3}, 3]", "ListCorrelate[{1, 2}, {1, 2, 3}, 3]", [_KSPEC]),
    ("ListCorrelate[{1, 2}, {1, 2, 3}, x]", "ListCorrelate[{1, 2}, {1, 2, 3}, x]",
     ["ListCorrelate::ohp: Overhang parameters x should be a nonzero integer, a list of "
      "nonzero integers or a list of lists of nonzero integers."]),
    ("ListConvolve[x, {1, 2}]", "ListConvolve[x, {1, 2}]"),
]


@pytest.mark.parametrize("row", ROWS, ids=[r[0] for r in ROWS])
def test_row(row):
    check_row(row)


SPECS = [(None, None), ("1", None), ("2", None), ("-1", None), ("{1, 1}", None),
         ("{-1, -1}", None), ("{1, -1}", None), ("{-1, 1}", None), ("{2, -2}", None),
         ("{1, -1}", "0"), ("{-1, 1}", "7"), ("{1, -1}", "{5, 6}"), ("{2, 2}", "{1, 2, 3}")]


@pytest.mark.parametrize("name", ["ListConvolve", "ListCorrelate"])
def test_packed_path_agrees_with_the_term_by_term_path(name):
    # machine numbers go through SciPy; the same data with g = (#1 #2 &), which only the
    # term-by-term path takes (padding l: the cyclic default)
    s = Session()
    s.evaluate("k = {3, -1, 2}; l = {5, 1, 4, -2, 7, 0, 3}")
    default = "{-1, 1}" if name == "ListConvolve" else "{1, -1}"
    for kspec, pad in SPECS:
        tail = "" if kspec is None else ", " + kspec + ("" if pad is None else ", " + pad)
        fast = s.evaluate("%s[N[k], N[l]%s]" % (name, tail))
        slow = s.evaluate("%s[k, l, %s, %s, #1 #2 &, Plus]" % (name, kspec or default,
                                                              pad or "l"))
        assert hasattr(type(fast), "array"), tail
        assert fast.to_python().tolist() == [float(v) for v in slow.to_python()], tail
    m = "Partition[Range[12], 4]"
    for kspec in ["{1, 1}", "{{1, 2}, {-1, -2}}", "{{2, 1}, {2, 1}}"]:
        fast = s.evaluate("%s[N[{{1, 2}, {3, 4}}], N[%s], %s]" % (name, m, kspec))
        slow = s.evaluate("%s[{{1, 2}, {3, 4}}, %s, %s, %s, #1 #2 &, Plus]"
                          % (name, m, kspec, m))
        assert fast.to_python().tolist() == [[float(v) for v in row]
                                             for row in slow.to_python()], kspec


def test_against_numpy():
    import numpy as np
    s = Session()
    s.evaluate("k = RandomReal[1, 9]; l = RandomReal[1, 5000]")
    k = np.array(s.evaluate("k").to_python())
    data = np.array(s.evaluate("l").to_python())
    got = np.array(s.evaluate("ListConvolve[k, l]").to_python())
    assert np.allclose(got, np.convolve(data, k, mode="valid"), atol=1e-12)
    got = np.array(s.evaluate("ListCorrelate[k, l]").to_python())
    assert np.allclose(got, np.correlate(data, k, mode="valid"), atol=1e-12)
    # exact 64-bit integers stay exact (and integers)
    r = s.evaluate("ListConvolve[{10^9, 1}, {10^9, 3, 10^9}]")
    assert str(r) == "{4000000000, 1000000000000000003}"
