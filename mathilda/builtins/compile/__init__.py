"""Compile: typed numeric code, ``CompiledFunction`` objects and the automatic compilation of
numeric loops."""
