"""Mathematical functions.

Elementary functions (``Exp``, ``Log``, the trigonometric and hyperbolic functions and their
inverses, ``Abs``, ``Sign``, ``Re``, ``Im``, ``Arg``, ``Mod``, ``Quotient``, ``Chop``,
``Rationalize``), special functions (``Gamma`` and its relatives, ``Erf``, ``Zeta``,
``PolyGamma``, ``Beta``, ``ProductLog``, ``Hypergeometric2F1``, elliptic integrals, the
Bessel and Airy functions), orthogonal polynomials (``LegendreP``, ``HermiteH``,
``LaguerreL``, ``ChebyshevT``), piecewise functions (``Piecewise``, ``Clip``, ``Rescale``,
``Ramp``, ``Threshold``) and delta and step functions (``KroneckerDelta``, ``UnitStep``,
``HeavisideTheta``).  Exact arguments give exact values where Wolfram gives them, numeric
arguments are evaluated to their precision (mpmath), and the functions are Listable and
vectorised over packed arrays."""
