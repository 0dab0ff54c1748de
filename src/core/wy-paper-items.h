/* wy-paper-items.h: the catalogue of the seed papers' figures and tables the project reproduces, and their tables' text. */
#pragma once

#include "wy-table.h"

G_BEGIN_DECLS

/**
 * WY_PAPER_ITEM_MAX_GAMES:
 *
 * The most games one item of the catalogue names.
 */
#define WY_PAPER_ITEM_MAX_GAMES 4

/**
 * WyPaperItemKind:
 * @WY_PAPER_ITEM_FIGURE: a board or strip, exported as a picture
 * @WY_PAPER_ITEM_TABLE: P-positions of one or more games, as a table
 * @WY_PAPER_ITEM_LIMITS: paper 001 Table 3: L(a, b)
 *
 * The kinds of item of the papers' catalogue (wy_paper_items()).
 */
typedef enum {
  WY_PAPER_ITEM_FIGURE,
  WY_PAPER_ITEM_TABLE,
  WY_PAPER_ITEM_LIMITS,
} WyPaperItemKind;

/**
 * WyPaperItemGame:
 * @rule: the game's rule string (docs/spec.md)
 * @count: the table's rows, n = 0 .. count - 1
 *
 * One game of an item of the catalogue.
 */
typedef struct {
  const char *rule;
  guint       count;
} WyPaperItemGame;

/**
 * WyPaperItem:
 * @id: the item's name, e.g. "000:fig1"
 * @kind: a figure, a table or paper 001's limits
 * @games: its games, up to WY_PAPER_ITEM_MAX_GAMES (the first with a %NULL
 *   rule ends them)
 * @size: the figure's side; 0: no figure
 * @view: the figure's render view: "outcome", "elimination", "grundy" or
 *   "formula"
 * @step: the figure's elimination step; 0: the final board
 * @generators: whether the table lists the P-generators
 * @caption: one line, ASCII, in English; marked N_ for a window's gettext
 *
 * One figure or table of the seed papers. A figure shows games[0] at side
 * size in the named render view at the step; the view "formula" overlays
 * the paper's recursion and marks the cells where it differs. A table gives
 * every game's rows; with generators, the P-positions with both coordinates
 * even (Gamma_1's P-generators (A_n, B_n)), by x. A table of one-pile games
 * can also be drawn as a figure: the strip of games[0] of side size.
 */
typedef struct {
  const char      *id;
  WyPaperItemKind  kind;
  WyPaperItemGame  games[WY_PAPER_ITEM_MAX_GAMES];
  guint            size;
  const char      *view;
  guint            step;
  gboolean         generators;
  const char      *caption;
} WyPaperItem;

#define WY_TYPE_PAPER_ITEM (wy_paper_item_get_type ())
WY_AVAILABLE_IN_ALL
GType wy_paper_item_get_type (void) G_GNUC_CONST;

/**
 * wy_paper_items:
 * @n_items: (out): how many
 *
 * Every figure and table of the seed papers the project reproduces, in the
 * catalogue's order.
 *
 * Returns: (array length=n_items) (transfer none): the catalogue
 */
WY_AVAILABLE_IN_ALL
const WyPaperItem *wy_paper_items       (guint *n_items);
/**
 * wy_paper_item_find:
 * @id: an item's id, "000:fig1"
 * @error: return location for a #GError
 *
 * NULL with a message listing how to see the ids when id is unknown.
 *
 * Returns: (transfer none): the item
 */
WY_AVAILABLE_IN_ALL
const WyPaperItem *wy_paper_item_find   (const char *id, GError **error);
/**
 * wy_paper_item_n_games:
 * @item: an item
 *
 * The number of games of the item (a table may set several side by side).
 *
 * Returns: the number of games, 0 for an item not from the catalogue
 */
WY_AVAILABLE_IN_ALL
guint              wy_paper_item_n_games (const WyPaperItem *item);
/**
 * wy_paper_item_has_figure:
 * @item: an item
 *
 * Whether the item can be drawn as a figure (its size is not 0); a table of
 * one-pile games can, as the strip of its first game.
 *
 * Returns: %TRUE when the item has a figure
 */
WY_AVAILABLE_IN_ALL
gboolean           wy_paper_item_has_figure (const WyPaperItem *item);
/**
 * wy_paper_item_has_table:
 * @item: an item
 *
 * Whether the item has a table (wy_paper_item_table()): every item but a
 * figure.
 *
 * Returns: %TRUE when the item has a table
 */
WY_AVAILABLE_IN_ALL
gboolean           wy_paper_item_has_table  (const WyPaperItem *item);
/**
 * wy_paper_item_get_game:
 * @item: an item
 * @game: which of its games, from 0
 * @count: (out) (optional): its table rows
 *
 * The rule string of one game of the item, and its number of table rows.
 *
 * Returns: (transfer none) (nullable): the rule string of the game, %NULL past the last
 *   game or for an item not from the catalogue
 */
WY_AVAILABLE_IN_ALL
const char        *wy_paper_item_get_game   (const WyPaperItem *item, guint game, guint *count);

/**
 * wy_paper_item_rows:
 * @item: a table item
 * @game: which of its games, from 0
 * @error: return location for a #GError
 *
 * The exact rows of one game of a table item, count of them, from the
 * exact solver on a board grown until they are settled.
 *
 * Returns: (transfer container) (element-type WyPair): the rows
 */
WY_AVAILABLE_IN_ALL
GArray            *wy_paper_item_rows   (const WyPaperItem *item, guint game, GError **error);

/**
 * wy_paper_item_table:
 * @item: a table item
 * @format: the format
 * @caption: whether to write the caption
 * @error: return location for a #GError
 *
 * A table item as text: every game's table in format, with the caption
 * (JSON "caption", LaTeX \caption, text a first line; CSV has none, and a
 * first column "game" when the item has several games).
 *
 * Returns: (transfer full): the text
 */
WY_AVAILABLE_IN_ALL
char              *wy_paper_item_table  (const WyPaperItem *item, WyTableFormat format,
                                         gboolean caption, GError **error);

/**
 * wy_paper_caption_plain:
 * @caption: a caption
 *
 * The catalogue's captions hold LaTeX math between $...$; the plain form
 * drops the dollars and backslashes.
 *
 * Returns: (transfer full): the plain caption
 */
WY_AVAILABLE_IN_ALL
char              *wy_paper_caption_plain (const char *caption);
/**
 * wy_paper_item_caption:
 * @item: an item
 * @board: (nullable): the figure's board
 *
 * The plain caption of a figure; for the formula view (Figures 12-14)
 * with how many cells of board the paper's recursion differs at.
 *
 * Returns: (transfer full): the caption
 */
WY_AVAILABLE_IN_ALL
char              *wy_paper_item_caption  (const WyPaperItem *item, const WyBoard *board);

/**
 * wy_paper_limit_printed:
 * @a: a, 0 to 5
 * @b: b, 1 to 5
 *
 * Paper 001 Table 3 as printed: L(a, b), the limit of x_n / n of wyt.
 *
 * Returns: the printed value, 0 for a or b out of the table
 */
WY_AVAILABLE_IN_ALL
double             wy_paper_limit_printed (int a, int b);

G_END_DECLS
