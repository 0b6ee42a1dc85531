"""Functions of a series against expanding the composite directly, and AsymptoticSum against
the exact sum it approximates (medians of several runs; the machine is shared, so the ratio
measured in the same run is the figure to read).

    python bench/asymptotic.py [runs]
"""

import statistics
import sys
import time

from mathilda.session import Session

CASES = [
    # (label, composed through SeriesData, the alternative)
    ("Sin of a series, order 12", "Sin[Series[Sin[x], {x, 0, 12}]]",
     "Series[Sin[Sin[x]], {x, 0, 12}]"),
    ("InverseSeries, order 12", "InverseSeries[Series[Sin[x], {x, 0, 12}]]",
     "Series[ArcSin[x], {x, 0, 12}]"),
]


def timed(session, text):
    t = time.perf_counter()
    session.evaluate(text)
    return time.perf_counter() - t


def main():
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    s = Session()
    s.evaluate("Series[Sin[x], {x, 0, 2}]; Sin[x + O[x]^2]")      # warm up SymPy
    for label, ours, other in CASES:
        a = [timed(s, ours) for _ in range(runs)]
        b = [timed(s, other) for _ in range(runs)]
        ma, mb = statistics.median(a), statistics.median(b)
        print("%-28s composed %7.3f s   direct Series %7.3f s   ratio %.2f"
              % (label, ma, mb, ma / mb))


if __name__ == "__main__":
    main()
