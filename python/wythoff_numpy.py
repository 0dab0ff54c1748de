"""wythoff_numpy: the numpy views of the bulk reads, now in the wythoff package
(wythoff.arrays); kept so that older scripts still import it."""
from wythoff.arrays import *  # noqa: F401,F403
from wythoff.arrays import __all__  # noqa: F401
