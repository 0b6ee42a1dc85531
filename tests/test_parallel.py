"""Parallel evaluation with real worker processes (one pool of two kernels for the module).

The pure parts (codec, dependency gathering, splitting) are tested in
test_parallel_parts.py; the Dask backend in test_parallel_dask.py."""

import os
import signal
import threading
import time

import pytest

from mathilda.session import Session

from parallel_cases import EQUIVALENT


@pytest.fixture(scope="module")
def s():
    printed = []
    sess = Session(output=printed.append)
    sess.printed_all = printed
    r = sess.evaluate("LaunchKernels[2]")
    assert str(r) == "{KernelObject[1, local], KernelObject[2, local]}"
    yield sess
    sess.evaluate("CloseKernels[]")


def ev(s, text, **kw):
    return str(s.evaluate(text, **kw))


@pytest.mark.parametrize("par,ser,expected", EQUIVALENT, ids=[e[0] for e in EQUIVALENT])
def test_parallel_equals_serial(s, par, ser, expected):
    assert ev(s, par) == expected
    assert ev(s, ser) == expected
    assert s.messages == []


def test_work_is_shared_out(s):
    # every kernel takes part, none of it on the master
    r = s.evaluate("Union[ParallelTable[$KernelID, {i, 20}, Method -> \"FinestGrained\"]]")
    assert str(r) in ("{1, 2}", "{1}", "{2}")
    assert ev(s, "MemberQ[ParallelTable[$ProcessID, {i, 4}], $ProcessID]") == "False"
    assert ev(s, "ParallelEvaluate[$KernelID]") == "{1, 2}"


# inputs of the reference pages of DistributeDefinitions and ParallelTable, on 2 kernels
REFERENCE = [
    ("ni = 5; nd := $KernelID; DistributeDefinitions[ni, nd]", "{ni, nd}", []),
    ("ParallelEvaluate[{ni, nd}]", "{{5, 1}, {5, 2}}", []),
    ("g /: f[g[x_]] := fg[x, $KernelID > 0]; DistributeDefinitions[g]", "{g}", []),
    ("ParallelMap[f, {g[1], h[2], g[3]}]", "{fg[1, True], f[h[2]], fg[3, True]}", []),
    ("np = 5; Protect[np]; DistributeDefinitions[np]", "{np}", []),
    ("ParallelEvaluate[np = $KernelID, First[Kernels[]]]", "1",
     ["(kernel 1) Set::wrsym: Symbol np is Protected."]),
    ("ctxr`y = 42; ParallelEvaluate[ToString[ctxr`y]]", "{ctxr`y, ctxr`y}", []),
    ("DistributeDefinitions[ctxr`y]; ParallelEvaluate[ToString[ctxr`y]]", "{42, 42}", []),
    ("yr = 43; ParallelEvaluate[ToString[yr]]", "{43, 43}", []),
    # each kernel increments its own copy of an unshared variable
    ("ir = 0; {Sort[ParallelTable[++ir, {k, 4}, Method -> \"CoarsestGrained\"]], ir}",
     "{{1, 1, 2, 2}, 0}", []),
    ("ParallelTable[Print[k], {k, 2}]", "{Null, Null}", []),
]


@pytest.mark.parametrize("text,expected,msgs", REFERENCE, ids=[r[0] for r in REFERENCE])
def test_reference_page_inputs(s, text, expected, msgs):
    assert ev(s, text) == expected
    assert [str(m) for m in s.messages] == msgs


def test_definitions_distributed_automatically(s):
    s.evaluate("sq[x_] := helper[x]^2; helper[y_] := y + off; off = 1")
    assert ev(s, "ParallelMap[sq, Range[5]]") == "{4, 9, 16, 25, 36}"
    # a changed definition is sent again, an unchanged one is not
    s.evaluate("off = 10")
    assert ev(s, "ParallelMap[sq, {1, 2}]") == "{121, 144}"
    assert ev(s, "DistributeDefinitions[sq]") == "{}"
    s.evaluate("helper[y_] := y - off")
    assert ev(s, "DistributeDefinitions[sq]") == "{helper}"
    # Module variables (closures), Block values, attributes, up values
    assert ev(s, "Module[{c = 7}, ParallelTable[c i, {i, 3}]]") == "{7, 14, 21}"
    assert ev(s, "Block[{bv = 3}, ParallelTable[bv + i, {i, 2}]]") == "{4, 5}"
    # the Block value was withdrawn
    assert ev(s, "ParallelEvaluate[ToString[bv], 1]") == "bv"
    s.evaluate("SetAttributes[lst, Listable]; lst[x_] := x + 1; "
               "tg /: tw[tg[x_]] := {x, $KernelID > 0}")
    assert ev(s, "ParallelTable[lst[{i, i}], {i, 2}]") == "{{2, 2}, {3, 3}}"
    assert ev(s, "ParallelMap[tw, {tg[1], tg[2]}]") == "{{1, True}, {2, True}}"
    # symbols of another context are not distributed unless asked for
    s.evaluate("ctx`v = 42")
    # (results are evaluated again on the master: ToString keeps the kernel's answer)
    assert ev(s, "ParallelEvaluate[ToString[ctx`v], 1]") == "ctx`v"
    assert ev(s, "DistributeDefinitions[ctx`v]; ParallelEvaluate[ToString[ctx`v], 1]") \
        == "42"
    s.evaluate("ndx[x_] := x^2")
    assert ev(s, "ParallelTable[ToString[ndx[i]], {i, 2}, DistributedContexts -> None]") \
        == "{ndx[1], ndx[2]}"
    assert ev(s, "ParallelTable[ToString[ndx[i]], {i, 2}]") == "{1, 4}"
    assert "sq" in ev(s, "$DistributedDefinitions")
    # $DistributedContexts is the default of DistributedContexts (the current context)
    assert ev(s, "$DistributedContexts = None; dn[x_] := x + 1; "
                 "ParallelTable[ToString[dn[i]], {i, 2}]") == "{dn[1], dn[2]}"
    assert ev(s, "$DistributedContexts =.; ParallelTable[ToString[dn[i]], {i, 2}]") \
        == "{2, 3}"
    assert ev(s, "Begin[\"dcx`\"]; r = {$DistributedContexts, "
                 "ParallelTable[ToString[dn[i]], {i, 2}]}; End[]; r") == "{dcx`, {2, 3}}"


def test_print_and_messages_relayed(s):
    del s.printed_all[:]
    r = s.evaluate("ParallelDo[Print[\"item \", i], {i, 4}]")
    assert str(r) == "Null"
    lines = s.printed_all
    assert len(lines) == 4
    assert sorted(x.split(") ", 1)[1] for x in lines) == ["item 1", "item 2", "item 3",
                                                         "item 4"]
    assert all(x[:10] in ("(kernel 1)", "(kernel 2)") for x in lines)
    assert ev(s, "ParallelEvaluate[1/0, 2]") == "ComplexInfinity"
    assert [str(m) for m in s.messages] == [
        "(kernel 2) Power::infy: Infinite expression 1/0 encountered."]
    # the master's Quiet and Off apply to relayed messages
    assert ev(s, "Quiet[ParallelEvaluate[1/0, 1]]") == "ComplexInfinity"
    assert s.messages == []
    assert ev(s, "Check[ParallelEvaluate[1/0, 1], caught]") == "caught"


def test_shared_variables_and_functions(s):
    assert ev(s, "SetSharedVariable[cnt]; cnt = 0; ParallelDo[cnt++, {i, 30}]; cnt") == "30"
    assert ev(s, "SetSharedVariable[acc]; acc = {}; "
                 "ParallelDo[AppendTo[acc, i^2], {i, 5}]; Sort[acc]") == "{1, 4, 9, 16, 25}"
    assert ev(s, "SetSharedFunction[memo]; ParallelDo[memo[i] = 10 i, {i, 3}]; "
                 "{memo[1], memo[2], memo[3]}") == "{10, 20, 30}"
    assert ev(s, "$SharedVariables") == "{cnt, acc}"
    assert ev(s, "UnsetShared[cnt]") == "{cnt}"


def test_submit_and_wait(s):
    assert ev(s, "WaitAll[Table[ParallelSubmit[i!], {i, 5}]]") == "{1, 2, 6, 24, 120}"
    r = s.evaluate("es = Table[ParallelSubmit[Pause[0.05 (4 - i)]; i], {i, 3}]; "
                   "w = WaitNext[es]; {First[w], Length[w[[3]]]}")
    assert str(r).endswith(", 2}")
    assert ev(s, "Sort[WaitAll[Last[w]]]").startswith("{")
    # the closure form puts the value in; without it (and without distribution) the
    # kernel does not know q
    s.evaluate("q = 3")
    assert ev(s, "WaitAll[ParallelSubmit[{q}, ToString[q^2], DistributedContexts -> None]]") \
        == "9"
    assert ev(s, "WaitAll[ParallelSubmit[ToString[q^2], DistributedContexts -> None]]") \
        == "q^2"


def test_parallel_try_takes_the_first_success_and_aborts_the_rest(s):
    pids = ev(s, "ParallelEvaluate[$ProcessID]")
    # the slow item is running on the other kernel when the fast one answers
    assert ev(s, "ParallelTry[(Pause[#]; #) &, {4, 0.2, 6}]") == "0.2"
    assert ev(s, "ParallelTry[If[PrimeQ[#], #, $Failed] &, Range[10^20, 10^20 + 100]]") \
        == "100000000000000000039"
    assert ev(s, "ParallelTry[If[PrimeQ[#], #, $Failed] &, {8, 9, 10}, 2]") == "{}"
    assert ev(s, "Sort[ParallelTry[If[OddQ[#], #, $Failed] &, Range[6], 3]]") == "{1, 3, 5}"
    # the aborted evaluations stopped: the same kernels take the next work at once
    assert ev(s, "ParallelEvaluate[$ProcessID]") == pids
    assert s.messages == []


def test_abort_kernels_stops_submitted_work(s):
    pids = ev(s, "ParallelEvaluate[$ProcessID]")
    assert ev(s, "ak = Table[ParallelSubmit[Pause[20]; i], {i, 3}]; "
                 "Parallel`Developer`QueueRun[]; AbortKernels[]; #[\"State\"] & /@ ak") \
        == "{aborted, aborted, aborted}"
    assert ev(s, "WaitAll[ak]") == "{$Aborted, $Aborted, $Aborted}"
    # the kernels stopped (not replaced) and take new work
    assert ev(s, "ParallelEvaluate[$ProcessID]") == pids
    assert s.messages == []


def test_critical_section(s):
    # without the lock two kernels' read-modify-write of a shared variable interleave
    assert ev(s, "SetSharedVariable[cs]; cs = 0; "
                 "ParallelDo[CriticalSection[csl, cs = cs + i], {i, 60}]; cs") == "1830"
    # while a kernel holds the lock its id is the lock's value on the master
    assert ev(s, "ParallelEvaluate[With[{k = $KernelID}, CriticalSection[{csl, csk[k]}, "
                 "Parallel`Developer`SendBack[{csl, csk[k]}] == {k, k}]]]") == "{True, True}"
    assert ev(s, "{csl, csk[1], csk[2]}") == "{csl, csk[1], csk[2]}"
    # a kernel aborted inside its critical section gives the lock back
    r = s.evaluate("ParallelEvaluate[CriticalSection[csa, Pause[10]], 1]", timeout=0.5)
    assert str(r) == "$Aborted"
    assert ev(s, "TimeConstrained[CriticalSection[csa, ok], 5, stuck]") == "ok"
    # a lock with a value on the master is never free (an abort breaks the wait)
    assert ev(s, "csv = 1; TimeConstrained[CriticalSection[csv, 1], 0.3, stuck]") == "stuck"
    assert s.messages == []


def test_abort_mid_run_leaves_kernels_usable(s):
    t0 = time.monotonic()
    r = s.evaluate("ParallelTable[Pause[5]; i, {i, 4}]", timeout=0.5)
    assert str(r) == "$Aborted"
    assert time.monotonic() - t0 < 3
    assert ev(s, "TimeConstrained[ParallelMap[(While[True]; #) &, Range[4]], 0.3, late]") \
        == "late"
    # Ctrl+C: Session.interrupt from another thread
    threading.Timer(0.3, s.interrupt).start()
    t0 = time.monotonic()
    assert ev(s, "ParallelDo[Pause[10], {i, 4}]") == "$Aborted"
    assert time.monotonic() - t0 < 3
    # the same kernels go on, with their definitions
    assert ev(s, "ParallelTable[sq[i], {i, 3}]") == \
        str(s.evaluate("Table[sq[i], {i, 3}]"))
    assert ev(s, "Sort[Kernels[][[All, 1]]]") == "{1, 2}"


def test_dead_kernel_replaced_and_items_rerun(s):
    pids = s.evaluate("ParallelEvaluate[$ProcessID]").to_python()
    victim = pids[0]
    threading.Timer(0.5, os.kill, (victim, signal.SIGKILL)).start()
    r = s.evaluate("ParallelTable[Pause[0.2]; i^2, {i, 12}, Method -> \"FinestGrained\"]")
    msgs = [str(m) for m in s.messages]
    assert str(r) == str(s.evaluate("Table[i^2, {i, 12}]"))
    assert "KernelObject::rdead: Subkernel connected through KernelObject[1, local] " \
           "appears dead." in msgs
    assert any(m.startswith("Parallel`Developer`QueueRun::req: Requeueing evaluations {")
               and m.endswith("} assigned to KernelObject[1, local].") for m in msgs)
    new = s.evaluate("ParallelEvaluate[$ProcessID]").to_python()
    assert victim not in new and len(new) == 2
    assert ev(s, "ParallelEvaluate[$KernelID]") == "{1, 2}"


def test_item_whose_kernel_dies_twice_fails_alone(s):
    from mathilda.parallel.pool import pool_of
    pool = pool_of(s)

    def killer():
        for _ in range(2):
            end = time.monotonic() + 20
            while time.monotonic() < end:
                busy = [k for k in list(pool.kernels)
                        if k.alive and k.ready and k.job is not None and k.pid]
                if busy:
                    os.kill(busy[0].pid, signal.SIGKILL)
                    break
                time.sleep(0.02)
            time.sleep(0.5)
    threading.Thread(target=killer).start()
    r = s.evaluate("ParallelTable[Pause[3]; i, {i, 1}]")
    msgs = [m.tag for m in s.messages]
    assert str(r) == "{$Failed}"
    assert msgs == ["rdead", "req", "rdead", "fail"], [str(m) for m in s.messages]
    assert ev(s, "ParallelEvaluate[$KernelID]") == "{1, 2}"


def test_close_then_reuse(s):
    assert ev(s, "CloseKernels[]") == "{KernelObject[1, local], KernelObject[2, local]}"
    assert ev(s, "{$KernelCount, Kernels[]}") == "{0, {}}"
    # the next parallel computation launches kernels again, with new IDs
    assert ev(s, "ParallelTable[sq[i], {i, 2}]") == str(s.evaluate("Table[sq[i], {i, 2}]"))
    assert ev(s, "Sort[ParallelEvaluate[$KernelID]]") == "{3, 4}"
    assert ev(s, "CloseKernels[3]") == "{KernelObject[3, local]}"
    assert ev(s, "LaunchKernels[1]") == "{KernelObject[5, local]}"


def test_sandboxed_session_has_sandboxed_kernels():
    sb = Session(sandbox=True)
    try:
        assert str(sb.evaluate("ParallelEvaluate[Run[\"true\"], 1]")) == "$Failed"
        assert [str(m) for m in sb.messages] == [
            "(kernel 1) Run::sandbox: Run is not allowed in a sandboxed session."]
        assert str(sb.evaluate("LaunchKernels[\"tcp://127.0.0.1:1\"]")).startswith(
            "LaunchKernels[")
        assert [m.tag for m in sb.messages] == ["sandbox"]
        assert str(sb.evaluate("ParallelTable[i^2, {i, 3}]")) == "{1, 4, 9}"
    finally:
        sb.evaluate("CloseKernels[]")


def test_no_kernels_at_startup():
    import subprocess
    import sys
    code = ("import sys; from mathilda import Session; s = Session(); "
            "s.evaluate('1 + 1'); a = [m for m in sys.modules if 'parallel' in m "
            "and 'builtins' not in m]; "
            "s.evaluate('{Kernels[], $KernelCount, $KernelID}'); "
            "print(a, 'multiprocessing' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env=dict(os.environ), timeout=60)
    assert out.stdout.strip() == "[] False"
