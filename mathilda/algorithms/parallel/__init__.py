"""The pure parts of parallel evaluation: plain functions with no processes or threads.

    codec.py         expressions to bytes and back, exactly (and InputForm text, measured
                     against it in bench/parallel.py)
    dependencies.py  the definitions a parallel expression depends on, found by walking the
                     symbols it and their definitions mention; packets of them, installed
                     into another session's Definitions
    split.py         the Method option: how many items each evaluation sent to a kernel gets

The processes, the scheduler and the transports live in ``mathilda/parallel/``."""
