"""The range of numbers: $MaxNumber, $MinNumber, Overflow[], Underflow[]; machine results
that overflow become arbitrary-precision numbers."""

from support import check_rows

OVFL = ["General::ovfl: Overflow occurred in computation."]
UNFL = ["General::unfl: Underflow occurred in computation."]

ROWS = [
    ("$MaxNumber", "1.605216761933662*^1355718576299609", []),
    ("$MinNumber", "1.887662394852453*^-1355718576299610", []),
    ("MachineNumberQ[$MaxNumber]", "False", []),
    ("Precision[$MaxNumber]", "15.9546", []),
    ("2 $MaxNumber", "Overflow[]", OVFL),
    ("$MaxNumber + $MaxNumber", "Overflow[]", OVFL),
    ("$MinNumber/2", "Underflow[]", UNFL),
    ("$MaxNumber/2 < $MaxNumber", "True", []),
    ("Exp[1.*^300]", "Overflow[]", OVFL),
    ("Exp[10.^20]", "Overflow[]", OVFL),
    ("Sinh[1.*^300]", "Overflow[]", OVFL),
    ("2.^(10^20)", "Overflow[]", OVFL),
    ("10.^(10.^20)", "Overflow[]", OVFL),
    ("(1.*^-400)^(10^20)", "Underflow[]", UNFL),
    ("2^(10^20)", "Overflow[]", OVFL),
    ("Exp[1.*^15]", "6.724362676130572*^434294481903251", []),
    ("1/Overflow[]", "Underflow[]", []),
    ("1/Underflow[]", "Overflow[]", []),
    ("Overflow[]^2", "Overflow[]", []),
    ("Overflow[] > 10^100", "True", []),
    ("10^100 < Overflow[]", "True", []),
    ("Overflow[] < 1.5", "False", []),
    ("Underflow[] + 1.5", "1.5", []),
    # machine overflow: an arbitrary-precision number with machine precision
    ("Exp[1000.]", "1.970071114017047*^434", []),
    ("E^1000.", "1.970071114017047*^434", []),
    ("MachineNumberQ[Exp[1000.]]", "False", []),
    ("Exp[1000.]/Exp[999.]", "2.718281828459045", []),
    # arbitrary-precision underflow
    ("N[Exp[-1000], 20]", "5.0759588975494567653*^-435", []),
    ("Abs[Underflow[]] < 10^-100", "True", []),
    ("Abs[Overflow[]]", "Overflow[]", []),
    ("$MaxMachineNumber", "1.79769*^308", []),
    ("$MinMachineNumber", "2.22507*^-308", []),
    ("MachineNumberQ[2 $MaxMachineNumber]", "False", []),
    ("0. 1.*^-200", "0.", []),
    ("Exp[-1.*^300 I] // Abs", "1.", []),
]


def test_number_range():
    check_rows(ROWS)
