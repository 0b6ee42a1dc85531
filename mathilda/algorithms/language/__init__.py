"""Language algorithms: helpers of the core-language builtins.

    names.py    symbol-name patterns (``"Global`*"``, ``"x*"``, ``"@"``) over contexts"""
