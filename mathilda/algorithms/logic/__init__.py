"""Logic algorithms.

    boolean_forms.py   Boolean functions as data: their variables, compilation to Python
                       functions, truth tables, normal forms (DNF, CNF) and minimisation"""
