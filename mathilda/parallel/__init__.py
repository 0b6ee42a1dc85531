"""The runtime of parallel evaluation: kernels (worker Sessions in other processes, local or
on Dask workers), the master's pool that feeds them, and the transports.

    api.py           what the builtins of ``mathilda/builtins/parallel/`` call
    pool.py          the master side: kernels, jobs, scheduling, aborts, dead kernels
    kernel.py        the kernel side: a Session serving a master over a channel
    local.py         local worker processes (fork server) and their I/O thread
    dask_backend.py  kernels on the workers of a Dask cluster (the ``distributed`` extra)
    protocol.py      the frames exchanged
    _preload.py      what the fork server imports once

It sits beside ``session.py`` rather than under ``algorithms/`` because it runs processes,
threads and Sessions: it is the runtime layer, like the front ends, and the builtins reach it
only through ``api.py``, imported inside their bodies, so nothing here is imported at
start-up.  The pure parts (the expression codec, dependency gathering, splitting) are in
``mathilda/algorithms/parallel/``.
"""
