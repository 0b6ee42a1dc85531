"""Mathematical functions.

Elementary functions (``Exp``, ``Log``, the trigonometric and hyperbolic functions and their
inverses, ``Abs``, ``Sign``, ``Re``, ``Im``, ``Arg``, ``Mod``, ``Quotient``, ``Chop``,
``Rationalize``), special functions (``Gamma`` and its relatives, ``Erf``, ``Zeta``,
``PolyGamma``, ``Beta``, ``ProductLog``, ``Hypergeometric2F1``, elliptic integrals, the
Bessel and Airy functions), harmonic numbers and rising factorials (``HarmonicNumber``,
``Pochhammer``, ``Hyperfactorial``, ``BarnesG``: harmonic.py), the polylogarithm and the
Lerch family (polylog.py), the hypergeometric functions 0F1, 1F1, pFq and U
(hypergeometric.py), Carlson's integrals and ``ArithmeticGeometricMean``
(elliptic_carlson.py), ``Gudermannian`` (gudermannian.py), ``OwenT`` (owen.py), ``MittagLefflerE``
(mittag_leffler.py), the q-analogs (qfunctions.py), orthogonal polynomials (``LegendreP``,
``HermiteH``, ``LaguerreL``, ``ChebyshevT``, ``GegenbauerC``), piecewise functions (``Piecewise``, ``Clip``, ``Rescale``,
``Ramp``, ``Threshold``) and delta and step functions (``KroneckerDelta``, ``UnitStep``,
``HeavisideTheta``).  Exact arguments give exact values where Wolfram gives them, numeric
arguments are evaluated to their precision (mpmath), and the functions are Listable and
vectorised over packed arrays."""
