"""Calculus: derivatives, integrals, sums, limits, series, differential equations and
optimisation.

``D`` and ``Derivative`` (a native chain rule), ``Integrate``, ``Sum``, ``Product`` and
``Limit`` (through the SymPy bridge), ``NIntegrate``, power series (``Series`` and the
``SeriesData`` object), differential equations (``DSolve``, and ``NDSolve`` with the
``InterpolatingFunction`` it returns) and optimisation (``FindMinimum``, ``NMinimize``,
``Minimize`` and their maximising twins)."""
