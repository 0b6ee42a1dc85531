"""Arithmetic and numbers.

The arithmetic operators (``Plus``, ``Times``, ``Power``, ``Subtract``, ``Divide``,
``Sqrt``, ``Surd``), numerical evaluation and number predicates (``N``, ``Precision``,
``Accuracy``, ``SetPrecision``, ``NumberQ``, ``Numerator``), integer functions (``GCD``,
``Factorial``, ``Binomial``, ``PrimeQ``, ``FactorInteger``, ``IntegerDigits``), number theory
(bits and digits, divisibility, modular arithmetic, multiplicative functions, primes),
combinatorial numbers (``PartitionsP``, ``IntegerPartitions``, ``CatalanNumber``),
continued fractions and pseudorandom numbers (``RandomInteger``, ``RandomReal``,
``RandomChoice``, ``SeedRandom``; each Session has its own generator).  Exact numbers stay
exact; machine and arbitrary-precision reals follow Wolfram's precision tracking
(``mathilda.numbers``)."""
