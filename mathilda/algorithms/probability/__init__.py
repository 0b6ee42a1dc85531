"""Probability algorithms: distribution families and their formulas, the distribution
functions, moments, random variates, expectations, estimation.

    build.py         a Python builder for formulas (X, F.Name, pw, le, ...)
    families.py      the family registry, parameter checks and their messages
    continuous.py    continuous families (Normal, Gamma, Beta, StudentT, ...)
    discrete.py      discrete families (Bernoulli, Binomial, Poisson, ...)
    dist.py          the Dist interface; parse(ev, expr) -> Dist
    functions.py     PDF, CDF, SurvivalFunction, HazardFunction, quantiles, CF/MGF/CGF
    moments.py       Mean ... Kurtosis, Moment, CentralMoment, FactorialMoment, Cumulant
    transforms.py    affine maps, TransformedDistribution
    derived.py       EmpiricalDistribution, ProbabilityDistribution
    multivariate.py  MultinormalDistribution, MultinomialDistribution
    expectation.py   Expectation, Probability and their numeric forms
    sampling.py      RandomVariate (a NumPy Generator seeded from the session)
    estimation.py    maximum likelihood (FindDistributionParameters, EstimatedDistribution)

Nothing here imports NumPy or SciPy at module level.
"""
