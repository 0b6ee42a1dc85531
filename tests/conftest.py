"""Test-suite wide settings."""

import os

import pytest
from hypothesis import Phase, settings

import mathilda.core.evaluation as evaluation

# parallel computations launch this many local kernels by default, whatever the machine's
# number of cores (the registry's examples each start a session of their own)
os.environ.setdefault("MATHILDA_KERNELS", "2")

# Property tests are derandomised: the suite tests the same examples on every run, so a
# pass in CI means a pass on every machine (a random search belongs in bench/fuzz.py, which
# runs for as long as one likes).  No "explain" phase: it re-runs a failing example under a
# line tracer, which on a loaded machine turns one failure into many minutes.
settings.register_profile(
    "mathilda", derandomize=True, deadline=None, database=None,
    phases=[Phase.explicit, Phase.reuse, Phase.generate, Phase.target, Phase.shrink])
settings.load_profile("mathilda")


@pytest.fixture(autouse=True)
def _fixed_max_result_size(monkeypatch):
    """$MaxResultSize defaults to what a quarter of the machine's memory holds; the tests
    print it in messages, so they run with the round figure 10^9 whatever the machine."""
    monkeypatch.setattr(evaluation, "default_max_result_size", lambda: 10 ** 9)
