"""The builtins, one package per area of the language (the chapters of the reference).

    language/     evaluation control, scoping, assignment, rules, definitions, functional
                  programming, logic, comparison, evaluation under limits
    lists/        constructing, taking apart, rearranging, ordering, selecting and aggregating
                  lists; associations
    arrays/       ArrayPad, Unsqueeze, Squeeze; packed arrays and NDArray
    arithmetic/   Plus, Times, Power; integers, number theory, combinatorial numbers,
                  continued fractions, numerical evaluation, random numbers
    functions/    elementary and special functions, orthogonal polynomials, piecewise and
                  delta functions
    algebra/      Expand, Factor, Simplify, polynomials, trigonometric transformations,
                  Solve and Reduce
    calculus/     D, Integrate, Sum, Limit, Series, differential equations, optimisation
    linalg/       matrices, linear systems, eigenvalues and decompositions
    statistics/   descriptive statistics, correlation, binning, fitting, filters, Nearest
    strings/      string operations and string patterns
    forms/        output forms (NumberForm, ...) and display wrappers (MatrixForm, ...)
    system/       messages and printing, files, Import/Export, dates, Information
    graphics/ probability/ graphs/ geometry/ parallel/ compile/   the areas added this round

Every module of every area package registers its builtins with ``@builtin`` when it is
imported.  A session does not import them at start-up: the generated index
``mathilda/data/builtin_index.txt`` names each builtin, its attributes and its module, and
the module is imported the first time its builtin is used (``mathilda.core.registry``);
``load_all`` imports them all.  A module here declares builtins (arguments,
messages, options, usage, examples) and calls down into ``mathilda.algorithms`` for the
work; an area never imports another area (it calls another area's builtin through the
evaluator, ``ev.call("Name", ...)``).  The generated reference, ``docs/builtins.md``, lists
every builtin with the file and line that defines it."""
