"""Intervals: Interval and its arithmetic (Plus, Times, Power and the elementary functions
on intervals, Min, Max and the order comparisons), IntervalUnion, IntervalIntersection,
IntervalMemberQ.  The arithmetic reaches Plus, Times, ... through up-values of Interval
installed in a session when its first interval is built (as Quantity does); the
algorithms are in mathilda/algorithms/intervals/."""
