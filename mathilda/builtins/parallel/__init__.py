"""Parallel evaluation: ParallelTable, ParallelMap and the rest, run on local worker kernels
or on a distributed engine."""
