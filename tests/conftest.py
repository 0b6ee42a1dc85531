"""Test-suite wide settings."""

import os

import pytest

import mathilda.core.evaluation as evaluation

# parallel computations launch this many local kernels by default, whatever the machine's
# number of cores (the registry's examples each start a session of their own)
os.environ.setdefault("MATHILDA_KERNELS", "2")


@pytest.fixture(autouse=True)
def _fixed_max_result_size(monkeypatch):
    """$MaxResultSize defaults to what a quarter of the machine's memory holds; the tests
    print it in messages, so they run with the round figure 10^9 whatever the machine."""
    monkeypatch.setattr(evaluation, "default_max_result_size", lambda: 10 ** 9)
