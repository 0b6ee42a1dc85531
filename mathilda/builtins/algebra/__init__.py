"""Algebra: rewriting and solving symbolic expressions.

Expanding, factoring and simplifying (``Expand``, ``Factor``, ``Together``, ``Apart``,
``Cancel``, ``Simplify``, ``FullSimplify``, ``Collect``, ``Coefficient``,
``CoefficientList``, ``Variables``), polynomial operations (``PolynomialGCD``,
``PolynomialQuotient``, ``Resultant``, ``Root``), transformations (``TrigExpand``,
``TrigReduce``, ``TrigToExp``, ``PowerExpand``, ``ComplexExpand``, ``FunctionExpand``),
solving equations and inequalities (``Solve``, ``NSolve``, ``FindRoot``, ``Reduce``), and
assumptions and domains (``Element``, ``Refine``, ``Assuming``, ``$Assumptions``,
``ConditionalExpression``). Native polynomial arithmetic is in
``mathilda.algorithms.algebra``; the heavy symbolic work goes through the SymPy bridge
(``mathilda.bridges.sympy``)."""
