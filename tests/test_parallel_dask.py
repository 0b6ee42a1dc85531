"""Kernels on a real Dask cluster: a LocalCluster of two worker processes on 127.0.0.1,
running the same table of constructs as the local kernels (tests/test_parallel.py)."""

import os
import signal
import threading

import pytest

distributed = pytest.importorskip(
    "distributed", reason="the 'distributed' extra is not installed "
                          "(pip install '.[distributed]'; the test extra includes it)")

from mathilda.session import Session  # noqa: E402

from parallel_cases import EQUIVALENT  # noqa: E402


@pytest.fixture(scope="module")
def cluster():
    c = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                 host="127.0.0.1", dashboard_address=None,
                                 silence_logs=50)
    yield c
    c.close()


@pytest.fixture(scope="module")
def s(cluster):
    sess = Session()
    r = sess.evaluate('LaunchKernels["%s"]' % cluster.scheduler_address)
    assert str(r) == "{KernelObject[1, %s], KernelObject[2, %s]}" % (
        (cluster.scheduler_address,) * 2), sess.messages
    yield sess
    sess.evaluate("CloseKernels[]")


@pytest.mark.parametrize("par,ser,expected", EQUIVALENT, ids=[e[0] for e in EQUIVALENT])
def test_dask_parallel_equals_serial(s, par, ser, expected):
    assert str(s.evaluate(par)) == expected
    assert s.messages == []


def test_dask_kernels_are_the_workers(s, cluster):
    pids = s.evaluate("ParallelEvaluate[$ProcessID]").to_python()
    workers = cluster.scheduler_info["workers"]
    assert len(set(pids)) == 2 and os.getpid() not in pids
    assert len(workers) == 2
    assert str(s.evaluate("ParallelEvaluate[$KernelID]")) == "{1, 2}"


def test_dask_definitions_prints_messages_and_shared(s):
    printed = []
    s.output = printed.append
    try:
        s.evaluate("dk[x_] := dh[x] + 1; dh[x_] := x^2")
        assert str(s.evaluate("ParallelMap[dk, Range[4]]")) == "{2, 5, 10, 17}"
        s.evaluate("ParallelDo[Print[i], {i, 3}]")
        assert sorted(p.split(") ", 1)[1] for p in printed) == ["1", "2", "3"]
        assert str(s.evaluate("ParallelEvaluate[1/0, 1]")) == "ComplexInfinity"
        assert [str(m) for m in s.messages] == [
            "(kernel 1) Power::infy: Infinite expression 1/0 encountered."]
        assert str(s.evaluate("SetSharedVariable[dc]; dc = 0; ParallelDo[dc++, {i, 8}]; "
                              "dc")) == "8"
    finally:
        s.output = None


def test_dask_abort_and_dead_worker(s):
    assert str(s.evaluate("ParallelTable[Pause[5]; i, {i, 4}]", timeout=0.5)) == "$Aborted"
    assert str(s.evaluate("ParallelTable[i, {i, 4}]")) == "{1, 2, 3, 4}"
    pids = s.evaluate("ParallelEvaluate[$ProcessID]").to_python()
    threading.Timer(0.6, os.kill, (pids[1], signal.SIGKILL)).start()
    r = s.evaluate("ParallelTable[Pause[0.25]; i^2, {i, 10}, Method -> \"FinestGrained\"]")
    msgs = [str(m) for m in s.messages]
    assert str(r) == "{1, 4, 9, 16, 25, 36, 49, 64, 81, 100}"
    assert any(m.startswith("KernelObject::rdead: Subkernel connected through "
                            "KernelObject[2, tcp://127.0.0.1:") for m in msgs), msgs
