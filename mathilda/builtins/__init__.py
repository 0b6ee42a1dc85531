"""Builtins, one module per area.  Every module here is imported by
``mathilda.core.registry.load_all`` and registers its functions with ``@builtin``."""
