"""Calculus algorithms.

    optimize.py   numeric optimisation for FindMinimum, NMinimize and the numeric fallback
                  of Minimize: the objective and its gradient (SymPy or the evaluator), BFGS
                  with a backtracking line search, the augmented Lagrangian for constraints"""
