"""wythoff.plot: a solution drawn with matplotlib in the window's colours."""

import numpy

from . import arrays

Wy = arrays.Wy

__all__ = ["plot", "COLOURS", "VIRIDIS"]

# The window's light palette (src/render/wy-render.c, palette_light): P-positions, decided
# N cells, cells that are not positions; tests/python/test_layer.py checks they agree.
COLOURS = {"mark": "#1a5fb4", "decided": "#e2eaf4", "absent": "#deddda"}
# The heat maps' colour map, sampled at 9 points (src/render/wy-render-cells.c).
VIRIDIS = [(0.267, 0.005, 0.329), (0.279, 0.175, 0.483), (0.230, 0.322, 0.546),
           (0.173, 0.449, 0.558), (0.128, 0.567, 0.551), (0.153, 0.683, 0.498),
           (0.361, 0.786, 0.388), (0.668, 0.862, 0.196), (0.993, 0.906, 0.144)]


def _as_image(values, board):
    return values.reshape(1, -1) if board.is_one_pile() else values


def plot(solution, view=None, ax=None):
    """Draw a solution (or its Wy.Board) on a matplotlib Axes (a new figure's when ax is None) and return
    the Axes. view: "outcome" (P-positions on the decided N cells), "elimination" (each
    cell coloured by its step, with a colour bar; P-positions marked) or "grundy" (the
    Sprague-Grundy values, with a colour bar); by default elimination when the board has
    steps, grundy when it has values, else outcome. Cell (x, y) is drawn at x, y, y up."""
    import matplotlib.pyplot as plt
    from matplotlib.colors import LinearSegmentedColormap, ListedColormap
    board = arrays._board(solution, "plot")  # anything else is named, not an AttributeError
    if board.get_heaps() == 3:
        raise ValueError(f"plot: {board.get_game().to_string()} is a game of three heaps: "
                         "plot a slice of it, solution.get_slice(Wy.Axis.Z, k)")
    if view is None:
        view = ("elimination" if board.has_steps() else
                "grundy" if board.has_grundy() else "outcome")
    if ax is None:
        ax = plt.subplots(figsize=(6, 6))[1]
    status = _as_image(arrays.statuses(solution), board)
    heat = LinearSegmentedColormap.from_list("wythoff", VIRIDIS)
    shown = dict(origin="lower", interpolation="nearest")
    if view == "outcome":
        colours = ListedColormap([COLOURS["absent"], COLOURS["mark"], COLOURS["decided"]])
        ax.imshow(status, cmap=colours, vmin=0, vmax=2, **shown)
    elif view in ("elimination", "grundy"):
        values = (arrays.steps(solution) if view == "elimination"
                  else arrays.grundy_values(solution))
        values = numpy.ma.masked_less(_as_image(values, board), 0 if view == "grundy" else 1)
        image = ax.imshow(values, cmap=heat, **shown)
        label = "elimination step" if view == "elimination" else "Sprague-Grundy value"
        ax.figure.colorbar(image, ax=ax, label=label)
        if view == "elimination":
            ys, xs = numpy.nonzero(status == int(Wy.Status.P))
            ax.scatter(xs, ys, s=max(1, 2000 / max(status.shape)), c=COLOURS["mark"],
                       marker="s", linewidths=0, label="P-positions")
    else:
        raise ValueError(f"plot: view is 'outcome', 'elimination' or 'grundy', not {view!r}")
    ax.set_xlabel("x")
    ax.set_ylabel("" if board.is_one_pile() else "y")
    ax.set_title(f"{board.get_game().to_string()}: {view}")
    return ax
