# wythoff_checks.py: the one check of whole-number arguments that the override (gi/overrides/
# Wy.py), the wythoff package and wythoff_sweep share; it imports none of them.
import operator

from gi.repository import GLib

LARGEST = {32: 2 ** 32 - 1, 64: 2 ** 64 - 1}


def whole_number(where, name, value, allowed=None, bits=32):
    """value as an int (numpy's integers too) for an unsigned integer argument of the core
    of `bits` bits (None: any size, the caller checks the range).

    A float or a bool raises TypeError naming the parameter: PyGObject would cut 2.7 down
    to 2 and take True as 1. A value the C type cannot carry (negative, or beyond
    2 ** bits - 1) raises ValueError naming the parameter and the range the core allows:
    allowed(), asked only then, says it ("from 1 to 2000000"; core_range() in the core's
    words); without it, the type's own. A value the type carries goes to the core, which
    refuses what it must (GLib.Error naming its range). The one check of the override and
    the wythoff package."""
    if isinstance(value, bool):
        raise TypeError(f"{where}: {name} must be a whole number, not {value!r}")
    try:
        number = operator.index(value)
    except TypeError:
        raise TypeError(f"{where}: {name} must be a whole number, not {value!r}") from None
    if bits is None or 0 <= number <= LARGEST[bits]:
        return number
    text = allowed() if allowed is not None else f"from 0 to {LARGEST[bits]}"
    raise ValueError(f"{where}: {name} {number} is out of range: {text}")


def core_range(call, bits=32):
    """The range the core allows an argument, in its own words, for whole_number's allowed
    where no function or constant of the core says it: call(largest) with the largest value
    of `bits` bits, whose GLib.Error names the range."""
    largest = LARGEST[bits]
    try:
        call(largest)
    except GLib.Error as e:
        return f"the core, asked for {largest}, says: {e.message}"
    return f"from 0 to {largest}"
