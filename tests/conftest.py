"""Test-suite wide settings."""

import pytest

import mathilda.core.evaluation as evaluation


@pytest.fixture(autouse=True)
def _fixed_max_result_size(monkeypatch):
    """$MaxResultSize defaults to what a quarter of the machine's memory holds; the tests
    print it in messages, so they run with the round figure 10^9 whatever the machine."""
    monkeypatch.setattr(evaluation, "default_max_result_size", lambda: 10 ** 9)
