/* wy-render-legend.c: axis labels, the colour legend of the heat views and the note line. */
#define G_LOG_DOMAIN "wy-render"

#include "config.h"

#include <math.h>
#include <string.h>
#include <stdio.h>
#include <glib/gi18n-lib.h>

#include "wy-render-private.h"

/* 1, 2, 5, 10, 20, 50, ... */
static guint
nice_step (guint i)
{
  guint k = i % 3 == 0 ? 1 : i % 3 == 1 ? 2 : 5;

  for (guint j = 0; j < i / 3 && k < G_MAXUINT / 10; j++)
    k *= 10;
  return k;
}

/* Label every k-th cell, k in 1, 2, 5, 10, 20, 50, ..., so labels never touch: a long
 * number keeps a gap of a digit or more to the next (1100000 once ran into 1200000). */
guint
wy_render_label_every (double cell, double font, guint size)
{
  guint digits = wy_render_n_digits (size > 0 ? size - 1 : 0);
  double need = digits * 0.62 * font + (digits > 3 ? 1.0 : 0.45) * font;

  need = MAX (need, 1.2 * font);
  for (guint i = 0; cell > 0 && i < 28; i++)
    if (nice_step (i) * cell >= need)
      return nice_step (i);
  return MAX (size, 1);
}

static void
show_text (WyRenderCtx *ctx, const char *text, double x, double baseline, double align)
{
  cairo_text_extents_t e;

  cairo_text_extents (ctx->cr, text, &e);
  cairo_move_to (ctx->cr, x - align * e.x_advance, baseline);
  cairo_show_text (ctx->cr, text);
}

/* Under labels pinned to an edge of a zoomed view: opaque, so that no half disc or cell of
 * the board shows through beside a label. */
static void
band (WyRenderCtx *ctx, double x, double y, double w, double h)
{
  WyRgba bg = ctx->pal.background;

  bg.a = 1.0;
  cairo_rectangle (ctx->cr, x, y, w, h);
  wy_render_set_color (ctx->cr, &bg);
  cairo_fill (ctx->cr);
}

static void
column_labels (WyRenderCtx *ctx, guint every)
{
  const WyLayout *l = ctx->lay;
  double f = ctx->font, lift = 0;
  double baseline = l->origin_y + 0.3 * f + 0.78 * f;
  char buf[16];

  /* under a strip of Mark, its band of marks */
  baseline += wy_render_strip_band (ctx->board, l->cell, ctx->font);
  double bottom = ctx->clip[3] - wy_render_key_height (ctx);

  /* zoomed in: keep the labels at the bottom of the view (above the key) */
  if (baseline > bottom - 0.25 * f)
    {
      lift = baseline - (bottom - 0.3 * f);
      baseline -= lift;
      band (ctx, ctx->clip[0], baseline - 1.05 * f, ctx->clip[2] - ctx->clip[0], 1.4 * f);
    }
  wy_render_set_color (ctx->cr, &ctx->pal.text);
  for (guint x = ctx->x0 - ctx->x0 % every; x < ctx->x1; x += every)
    {
      double cx;
      if (x < ctx->x0)
        continue;
      wy_layout_cell_center (l, x, 0, &cx, NULL);
      snprintf (buf, sizeof buf, "%u", x);
      show_text (ctx, buf, cx, baseline, 0.5);
    }
}

static void
row_labels (WyRenderCtx *ctx, guint every)
{
  const WyLayout *l = ctx->lay;
  double f = ctx->font;
  double right = l->origin_x - 0.35 * f;
  double maxw = wy_render_n_digits (ctx->size - 1) * 0.62 * f;
  char buf[16];

  if (right - maxw < ctx->clip[0])
    {
      right = ctx->clip[0] + maxw + 0.3 * f;
      band (ctx, ctx->clip[0], ctx->clip[1], maxw + 0.6 * f, ctx->clip[3] - ctx->clip[1]);
    }
  wy_render_set_color (ctx->cr, &ctx->pal.text);
  for (guint y = ctx->y0 - ctx->y0 % every; y < ctx->y1; y += every)
    {
      double cy;
      /* cells smaller than a digit: the column's 0 at the corner serves both axes */
      if (y < ctx->y0 || (y == 0 && ctx->x0 == 0 && l->cell < 0.8 * f))
        continue;
      wy_layout_cell_center (l, 0, y, NULL, &cy);
      snprintf (buf, sizeof buf, "%u", y);
      show_text (ctx, buf, right, cy + 0.36 * f, 1.0);
    }
}

void
wy_render_axes (WyRenderCtx *ctx)
{
  guint every;

  if (!ctx->opt->axes)
    return;
  every = wy_render_label_every (ctx->lay->cell, ctx->font, ctx->size);
  wy_render_set_font (ctx, ctx->font, FALSE);
  column_labels (ctx, every);
  if (!ctx->one_pile)
    row_labels (ctx, every);
}

/* ---- legend ---- */

typedef struct {
  double x, top, bottom, width;
} WyBar;

static double
bar_y (const WyBar *bar, guint bucket, guint n)
{
  return bar->bottom - (bucket + 0.5) * (bar->bottom - bar->top) / n;
}

static void
legend_bar (WyRenderCtx *ctx, const WyBar *bar, guint n)
{
  double h = (bar->bottom - bar->top) / n;

  for (guint b = 0; b < n; b++)
    {
      WyRgba c;
      wy_render_bucket_color (ctx, b, &c);
      /* overlap by a hair so no seams show between buckets */
      cairo_rectangle (ctx->cr, bar->x, bar->bottom - (b + 1) * h, bar->width,
                       h + (b > 0 ? MIN (h, ctx->px) : 0));
      wy_render_set_color (ctx->cr, &c);
      cairo_fill (ctx->cr);
    }
  cairo_rectangle (ctx->cr, bar->x, bar->top, bar->width, bar->bottom - bar->top);
  cairo_set_line_width (ctx->cr, MAX (ctx->px, ctx->font * 0.06));
  wy_render_set_color (ctx->cr, &ctx->pal.text);
  cairo_stroke (ctx->cr);
}

static guint
tick_every (guint count, double room, double font)
{
  guint max_ticks = MAX ((guint) (room / (1.5 * font)), 2);

  for (guint i = 0; i < 28; i++)
    if ((count + nice_step (i) - 1) / nice_step (i) <= max_ticks)
      return nice_step (i);
  return MAX (count, 1);
}

/* Value v of first..last (steps from 1, Grundy values from 0) at its bucket. */
static void
legend_ticks (WyRenderCtx *ctx, const WyBar *bar, guint first, guint last, guint n)
{
  guint every = tick_every (last - first + 1, bar->bottom - bar->top, ctx->font);
  double shown = G_MAXDOUBLE;   /* the last label's baseline */
  char buf[16];

  wy_render_set_font (ctx, ctx->font * 0.9, FALSE);
  wy_render_set_color (ctx->cr, &ctx->pal.text);
  /* first, then the round values: 1, 500, 1000 rather than 1, 501, 1001; a round value
   * too near the first one (2 a bucket above 1 in a short key) is left out */
  for (guint v = first; v <= last; v = (v / every + 1) * every)
    {
      guint bucket = (guint) ((guint64) (v - first) * n / (last - first + 1));
      double y = bar_y (bar, bucket, n) + 0.32 * ctx->font;
      /* zoomed in, the bar is as tall as the board: label only what shows */
      if (y < ctx->clip[1] - ctx->font || y > ctx->clip[3] + ctx->font
          || shown - y < 1.2 * ctx->font)
        continue;
      snprintf (buf, sizeof buf, "%u", v);
      show_text (ctx, buf, bar->x + bar->width + 0.35 * ctx->font, y, 0);
      shown = y;
    }
}

static void
step_pointer (WyRenderCtx *ctx, const WyBar *bar, guint n)
{
  guint steps = wy_board_get_n_steps (ctx->board);
  double y = bar_y (bar, (guint) ((guint64) (ctx->step - 1) * n / steps), n);
  double s = ctx->font * 0.45;

  cairo_move_to (ctx->cr, bar->x - 0.1 * s, y);
  cairo_line_to (ctx->cr, bar->x - 1.1 * s, y - 0.6 * s);
  cairo_line_to (ctx->cr, bar->x - 1.1 * s, y + 0.6 * s);
  cairo_close_path (ctx->cr);
  wy_render_set_color (ctx->cr, &ctx->pal.mark_new);
  cairo_fill (ctx->cr);
}

/* The legend's least height, in fonts: its title's room above the bar, the bar and its last
 * label below it. */
#define LEGEND_TITLE_ROOM 1.3
#define LEGEND_MIN_BAR    6.4
#define LEGEND_LABEL_ROOM 0.4

double
wy_render_legend_min_height (double font)
{
  return (LEGEND_TITLE_ROOM + LEGEND_MIN_BAR + LEGEND_LABEL_ROOM) * font;
}

/* Beside a board lower than the bar's least height (a strip) the bar centred on it would
 * run past the view: it moves into the view above the key, title and labels included, and
 * shrinks only where the view is lower than it. */
static void
keep_bar_in_view (const WyRenderCtx *ctx, WyBar *bar)
{
  double f = ctx->font;
  double lo = ctx->clip[1] + LEGEND_TITLE_ROOM * f;
  double hi = ctx->clip[3] - wy_render_key_height (ctx) - LEGEND_LABEL_ROOM * f;
  double shift = 0;

  if (bar->bottom > hi)
    shift = hi - bar->bottom;
  if (bar->top + shift < lo)
    shift = lo - bar->top;
  bar->top += shift;
  bar->bottom += shift;
  if (bar->bottom > hi)
    bar->bottom = MAX (hi, bar->top + f);
}

void
wy_render_legend (WyRenderCtx *ctx)
{
  const WyLayout *l = ctx->lay;
  gboolean grundy = ctx->opt->view == WY_VIEW_GRUNDY;
  guint n = wy_render_n_colors (ctx);
  double f = ctx->font, width, left;
  /* beside the part of the board in view: a zoomed view keeps its legend */
  double top = MAX (l->origin_y - ctx->rows * ctx->row, ctx->clip[1]);
  double bottom = MIN (l->origin_y, ctx->clip[3] - wy_render_key_height (ctx));
  double mid = (top + bottom) / 2, h = MAX (bottom - top, 8 * f) - 1.6 * f;
  WyBar bar = { l->origin_x + ctx->size * l->cell + 0.9 * f, mid - h / 2 + 0.8 * f,
                mid + h / 2 + 0.8 * f, 1.0 * f };
  double title_y;

  if (!wy_render_has_legend (ctx->board, ctx->opt))
    return;
  keep_bar_in_view (ctx, &bar);
  title_y = bar.top - 0.5 * f;
  width = wy_render_legend_width (ctx->board, ctx->opt, f);
  left = ctx->clip[2] - width;
  if (bar.x - 0.9 * f > left)
    {
      /* the board runs past the right edge: the legend at the edge, on a band */
      bar.x = left + 0.9 * f;
      band (ctx, left, ctx->clip[1], width, ctx->clip[3] - ctx->clip[1]);
    }
  /* the classes: a box for the values not computed above the bar */
  if (wy_render_shows_classes (ctx->board, ctx->opt))
    bar.top += wy_render_classes_legend (ctx, bar.x, bar.top, bar.width,
                                         (bar.bottom - bar.top) / (n + 1));
  legend_bar (ctx, &bar, n);
  if (wy_render_shows_classes (ctx->board, ctx->opt))
    legend_ticks (ctx, &bar, 0, n - 1, n);
  else if (grundy)
    legend_ticks (ctx, &bar, 0, wy_board_get_max_grundy (ctx->board), n);
  else
    legend_ticks (ctx, &bar, 1, wy_board_get_n_steps (ctx->board), n);
  wy_render_set_font (ctx, f * 0.9, TRUE);
  show_text (ctx, grundy ? _("Grundy") : _("step"), bar.x, title_y, 0);
  if (!grundy && ctx->step > 0)
    step_pointer (ctx, &bar, n);
}

/* ---- note line ---- */

char *
wy_render_formula_note (const WyBoard *board, const WyRenderOptions *options)
{
  const WyGame *game = wy_board_get_game (board);
  const GArray *disagree;
  WyPos first = { 0 };
  guint n, bad;

  if (!wy_render_formula_ppos (options))
    return g_strdup (wy_recursion_available (game) ? _("The formula has not been computed")
                     : _("The papers give no formula for this game"));
  disagree = wy_solution_get_disagreements (options->formula);
  bad = disagree ? disagree->len : 0;
  if (bad > 0)
    first = g_array_index (disagree, WyPos, 0);
  wy_board_get_ppos (board, &n);
  /* these follow the key of the marks */
  if (bad == 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "the formula agrees on the %u P-position",
                                         "the formula agrees on all %u P-positions", n), n);
  if (wy_board_is_one_pile (board))
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u cell disagrees, at %u",
                                         "%u cells disagree, the first at %u", bad),
                            bad, first.x);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u cell disagrees, at (%u, %u)",
                                       "%u cells disagree, the first at (%u, %u)", bad),
                          bad, first.x, first.y);
}

/* Why a Grundy view shows outcomes: the game has no values, or the board is beyond the
 * side the core computes them on (as the window asks: values, else their classes), or
 * they were not asked. */
char *
wy_render_grundy_missing_note (const WyBoard *board)
{
  const WyGame *game = wy_board_get_game (board);
  WyQuery query = { .needs = WY_NEED_ELIMINATION | WY_NEED_GRUNDY_CLASSES };
  guint cap;

  if (!wy_game_has_grundy (game))
    return g_strdup (_("No Grundy values for this game (blocking, memory or misère play): "
                       "showing outcomes"));
  cap = wy_solve_max_side (game, &query, NULL);
  if (wy_board_get_size (board) > cap)
    /* Translators: %u is the largest board side the Grundy values are computed on */
    return g_strdup_printf (_("Grundy values are computed up to side %u: showing outcomes"),
                            cap);
  return g_strdup (_("Grundy values were not computed: showing outcomes"));
}

/* Why a figure that shades its cells up to a side (TikZ) shows a larger board's P-positions
 * alone. */
char *
wy_render_unshaded_note (guint max_side)
{
  /* Translators: a TikZ figure of a large board; %u is the largest side it shades */
  return g_strdup_printf (_("a TikZ figure shades boards up to side %u: showing the "
                            "P-positions"), max_side);
}

/* A slice of a cube ("z=2"), which its figure shows as any board: the plane and its own axes,
 * (x, y) of z = K, (x, z) of y = K, (y, z) of x = K. */
char *
wy_render_plane_note (const char *plane)
{
  char axis = plane[0];

  /* Translators: the plane of a cube a board shows: "the slice z = 2: x across, y up" */
  return g_strdup_printf (_("the slice %c = %s: %c across, %c up"), axis, plane + 2,
                          axis == 'x' ? 'y' : 'x', axis == 'z' ? 'y' : 'z');
}

/* The notes of a figure as one line: "; " between them, ". " before one that opens as a sentence
 * (a capital: "... y up. The papers give no formula ..."), which "; " put mid-line. */
char *
wy_render_join_notes (char **parts)
{
  GString *line = g_string_new (NULL);

  for (guint i = 0; parts[i]; i++)
    {
      if (i > 0)
        g_string_append (line, g_unichar_isupper (g_utf8_get_char (parts[i])) ? ". " : "; ");
      g_string_append (line, parts[i]);
    }
  return g_string_free (line, FALSE);
}

/* What the figure needs said in words, or NULL; marks: the strip's dopey and vile marks are
 * drawn (where the game has them), so the note says what they are. */
static char *
note_text (const WyBoard *board, const WyRenderOptions *options, gboolean marks)
{
  const WyGame *game = wy_board_get_game (board);
  g_autoptr (GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  char *main = NULL;

  if (options->plane && strlen (options->plane) > 2)
    g_ptr_array_add (parts, wy_render_plane_note (options->plane));
  if (wy_render_shows_classes (board, options))
    main = wy_render_classes_note (options);
  else if (options->view == WY_VIEW_GRUNDY && !wy_board_has_grundy (board))
    main = wy_render_grundy_missing_note (board);
  else if (options->view == WY_VIEW_FORMULA)
    main = wy_render_formula_note (board, options);
  if (main)
    g_ptr_array_add (parts, main);
  if (marks && wy_board_is_one_pile (board) && wy_render_has_strip_marks (board))
    g_ptr_array_add (parts, g_strdup_printf (_("below: dopey \u25cf, vile \u25cb (base %d)"),
                                             wy_game_get_param (game, WY_PARAM_K)));
  if (parts->len == 0)
    return NULL;
  g_ptr_array_add (parts, NULL);
  return wy_render_join_notes ((char **) parts->pdata);
}

char *
wy_render_note (const WyBoard *board, const WyRenderOptions *options)
{
  return note_text (board, options, TRUE);
}

/* ---- the formula view's key, on the note line ---- */

const char *
wy_render_sample_label (WyFormulaSample kind)
{
  switch (kind)
    {
    /* Translators: the key of the formula view: a P-position of the exact solver */
    case WY_SAMPLE_EXACT: return _("exact P");
    /* Translators: a P-position the paper's formula predicts */
    case WY_SAMPLE_FORMULA: return _("formula P");
    /* Translators: a P-position of both the exact solver and the formula */
    case WY_SAMPLE_BOTH: return _("both");
    case WY_SAMPLE_BAD:
    default: return _("disagreement");
    }
}

/* The kinds of mark the board shows: no formula rings on tiny cells. */
static gboolean
sample_shown (const WyRenderCtx *ctx, WyFormulaSample kind)
{
  gboolean rings = !ctx->tiny && ctx->lay->cell >= 5 * ctx->px;

  return rings || kind == WY_SAMPLE_EXACT || kind == WY_SAMPLE_BAD;
}

/* Each mark and its meaning from x at font size f; returns the width.
 * Draws only when draw is set. */
static double
formula_key (WyRenderCtx *ctx, gboolean draw, double x, double baseline, double f)
{
  double start = x, half = MAX (0.6 * f, 5.5 * ctx->px);  /* a ringed cross is >= 4 px */

  for (guint k = 0; k < WY_N_SAMPLES; k++)
    {
      cairo_text_extents_t e;
      if (!sample_shown (ctx, k))
        continue;
      if (draw)
        wy_render_formula_sample (ctx, k, x + half, baseline - 0.36 * f, 1.15 * f);
      x += 2 * half + 0.2 * f;
      wy_render_set_font (ctx, f, FALSE);
      cairo_text_extents (ctx->cr, wy_render_sample_label (k), &e);
      if (draw)
        {
          wy_render_set_color (ctx->cr, &ctx->pal.text);
          cairo_move_to (ctx->cr, x, baseline);
          cairo_show_text (ctx->cr, wy_render_sample_label (k));
        }
      x += e.x_advance + 0.8 * f;
    }
  return x - start + 0.2 * f;
}

static gboolean
has_formula_key (const WyRenderCtx *ctx)
{
  return ctx->opt->view == WY_VIEW_FORMULA && wy_render_formula_ppos (ctx->opt) != NULL
         && ctx->size > 0;
}

static char *
tiny_note (WyRenderCtx *ctx, char *note)
{
  char *more, *parts[3] = { note, (char *) _("cells smaller than a pixel: P-positions only"),
                            NULL };

  /* the classes' pass shows them at any size (the lowest in each pixel) */
  if (!ctx->tiny || !wy_render_has_legend (ctx->board, ctx->opt)
      || wy_render_shows_classes (ctx->board, ctx->opt))
    return note;
  more = wy_render_join_notes (note ? parts : parts + 1);
  g_free (note);
  return more;
}

/* The note's width at font size f: the formula's key, if any, and the text. */
static double
note_width (gpointer data, double f)
{
  const WyRenderText *n = data;
  double key = has_formula_key (n->ctx) ? formula_key (n->ctx, FALSE, 0, 0, f) : 0;
  cairo_text_extents_t e;

  wy_render_set_font (n->ctx, f, FALSE);
  cairo_text_extents (n->ctx->cr, n->text, &e);
  return key + e.x_advance;
}

void
wy_render_draw_note (WyRenderCtx *ctx)
{
  const WyLayout *l = ctx->lay;
  /* the marks' words only where they are drawn (they were said of cells too small for them) */
  g_autofree char *note = tiny_note (ctx, ctx->size ? note_text (ctx->board, ctx->opt,
                                                                 wy_render_strip_marks_drawn (ctx))
                                                     : NULL);
  double f = ctx->font * 0.95, top = l->origin_y - ctx->rows * ctx->row;
  /* over the board from the left edge of a zoomed view */
  double x = MAX (l->origin_x, ctx->clip[0] + 0.5 * f);
  double baseline = top - 0.6 * f, room = ctx->clip[2] - x - 0.5 * f;
  double scale;

  if (!note)
    return;
  if (top - 1.2 * f < ctx->clip[1])
    /* the board's top is out of view: the note at the top */
    baseline = ctx->clip[1] + 1.1 * f;
  if (has_formula_key (ctx))
    {
      char *dashed = g_strconcat ("— ", note, NULL);
      g_free (note);
      note = dashed;
    }
  /* never wider than the figure */
  scale = wy_render_fit_size (note_width, &(WyRenderText) { ctx, note }, f, room) / f;
  /* on a band: over a zoomed board, or a strip's arcs of winning moves */
  band (ctx, x - 0.25 * f, baseline - 1.1 * f * scale,
        note_width (&(WyRenderText) { ctx, note }, f * scale) + 0.5 * f, 1.5 * f * scale);
  if (has_formula_key (ctx))
    x += formula_key (ctx, TRUE, x, baseline, f * scale);
  wy_render_set_font (ctx, f * scale, FALSE);
  wy_render_set_color (ctx->cr, &ctx->pal.text);
  cairo_move_to (ctx->cr, x, baseline);
  cairo_show_text (ctx->cr, note);
}

/* ---- the colour key of the outcome view and of the animation ---- */

typedef enum {
  KEY_SWATCH,   /* a cell filled with the colour */
  KEY_MARK,     /* a P mark on a plain cell */
  KEY_NEW_MARK, /* a P_j mark with its ring */
} WyKeyShape;

typedef struct {
  WyKeyShape   shape;
  const WyRgba *color;
  char        *label;
} WyKeyEntry;

/* The key's labels at step j (0: the final board). */
static guint
key_labels (guint j, char **labels)
{
  guint n = 0;

  if (j == 0)
    {
      labels[n++] = g_strdup (_("P-position"));
      labels[n++] = g_strdup (_("N-position"));
      return n;
    }
  labels[n++] = g_strdup_printf (_("P found at step %u"), j);
  labels[n++] = g_strdup_printf (_("N eliminated at step %u"), j);
  if (j > 1)
    {
      labels[n++] = g_strdup (_("P from earlier steps"));
      labels[n++] = g_strdup (_("N eliminated earlier"));
    }
  labels[n++] = g_strdup (_("undecided"));
  return n;
}

/* Each entry: a swatch, its label and a gap, at font size f (labels
 * estimated at 0.6 em a character where no text is measured). */
#define KEY_SWATCH_W 1.35
#define KEY_GAP 1.1
#define KEY_ROW 1.5

guint
wy_render_key_rows (const WyBoard *board, const WyRenderOptions *options, double font,
                    double width)
{
  char *labels[5];
  guint n, rows = 1;
  double f = 0.9 * font, x = 0;

  if (!wy_render_has_key (board, options))
    return 0;
  n = key_labels (MIN (options->step, wy_board_get_n_steps (board)), labels);
  for (guint i = 0; i < n; i++)
    {
      double w = (KEY_SWATCH_W + KEY_GAP + 0.6 * g_utf8_strlen (labels[i], -1)) * f;
      if (x > 0 && x + w > width - font)
        {
          rows++;
          x = 0;
        }
      x += w;
      g_free (labels[i]);
    }
  return rows;
}

/* What the colours mean at this step: the final board, or step j of the animation. */
static guint
key_entries (const WyRenderCtx *ctx, WyKeyEntry *e)
{
  const WyPalette *pal = &ctx->pal;
  char *labels[5];
  guint n = key_labels (ctx->step, labels);

  if (ctx->step == 0)
    {
      e[0] = (WyKeyEntry) { KEY_MARK, &pal->mark, labels[0] };
      e[1] = (WyKeyEntry) { KEY_SWATCH, &pal->cell, labels[1] };
      return n;
    }
  e[0] = (WyKeyEntry) { KEY_NEW_MARK, &pal->mark_new, labels[0] };
  e[1] = (WyKeyEntry) { KEY_SWATCH, &pal->decided_new, labels[1] };
  if (n == 5)
    {
      e[2] = (WyKeyEntry) { KEY_MARK, &pal->mark, labels[2] };
      e[3] = (WyKeyEntry) { KEY_SWATCH, &pal->decided, labels[3] };
    }
  e[n - 1] = (WyKeyEntry) { KEY_SWATCH, &pal->cell, labels[n - 1] };
  return n;
}

static void
key_swatch (WyRenderCtx *ctx, const WyKeyEntry *e, double x, double y, double side)
{
  cairo_t *cr = ctx->cr;

  cairo_rectangle (cr, x, y, side, side);
  wy_render_set_color (cr, e->shape == KEY_SWATCH ? e->color : &ctx->pal.cell);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, MAX (ctx->px, side * 0.06));
  wy_render_set_color (cr, &ctx->pal.grid);
  cairo_stroke (cr);
  if (e->shape == KEY_SWATCH)
    return;
  cairo_new_sub_path (cr);
  if (ctx->opt->style == WY_STYLE_PAPER)
    cairo_rectangle (cr, x + side * 0.15, y + side * 0.15, side * 0.7, side * 0.7);
  else
    cairo_arc (cr, x + side / 2, y + side / 2, side * 0.34, 0, 2 * G_PI);
  wy_render_set_color (cr, e->color);
  cairo_fill (cr);
  if (e->shape == KEY_NEW_MARK)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, x + side / 2, y + side / 2, side * 0.55, 0, 2 * G_PI);
      cairo_set_line_width (cr, MAX (ctx->px, side * 0.09));
      wy_render_set_color (cr, &ctx->pal.ring);
      cairo_stroke (cr);
    }
}

/* Lay the entries out in rows no wider than room, from x; drawn from the
 * first baseline when draw is set. Returns the number of rows. */
static guint
key_rows (WyRenderCtx *ctx, const WyKeyEntry *e, guint n, gboolean draw, double x0,
          double baseline, double f, double room)
{
  double x = x0;
  guint rows = 1;

  wy_render_set_font (ctx, f, FALSE);
  for (guint i = 0; i < n; i++)
    {
      cairo_text_extents_t t;
      double w;
      cairo_text_extents (ctx->cr, e[i].label, &t);
      w = KEY_SWATCH_W * f + t.x_advance + KEY_GAP * f;
      if (x > x0 && x + w - KEY_GAP * f > x0 + room)
        {
          rows++;
          x = x0;
          baseline += KEY_ROW * ctx->font;
        }
      if (draw)
        {
          key_swatch (ctx, &e[i], x, baseline - 0.85 * f, 0.95 * f);
          wy_render_set_font (ctx, f, FALSE);
          wy_render_set_color (ctx->cr, &ctx->pal.text);
          cairo_move_to (ctx->cr, x + KEY_SWATCH_W * f, baseline);
          cairo_show_text (ctx->cr, e[i].label);
        }
      x += w;
    }
  return rows;
}

static double
key_start (const WyRenderCtx *ctx)
{
  /* under the board, or from the left edge of a zoomed view */
  return MAX (ctx->lay->origin_x, ctx->clip[0] + 0.5 * ctx->font);
}

static double
key_font (const WyRenderCtx *ctx)
{
  return MAX (ctx->font * 0.9, ctx->opt->min_font);
}

/* The height of the key as drawn now (measured), 0 without one. */
double
wy_render_key_height (const WyRenderCtx *ctx)
{
  WyKeyEntry e[5];
  guint n, rows;
  double x = key_start (ctx);

  if (!wy_render_has_key (ctx->board, ctx->opt))
    return 0;
  n = key_entries (ctx, e);
  rows = key_rows ((WyRenderCtx *) ctx, e, n, FALSE, x, 0, key_font (ctx),
                   ctx->clip[2] - x - 0.5 * ctx->font);
  for (guint i = 0; i < n; i++)
    g_free (e[i].label);
  return (0.2 + KEY_ROW * rows) * ctx->font;
}

/* Under the board and its column labels (pinned to the bottom of a zoomed
 * view): each colour of the outcome view and what it means now; in rows
 * when one is too narrow, the text never below the smallest size. */
void
wy_render_key (WyRenderCtx *ctx)
{
  const WyLayout *l = ctx->lay;
  WyKeyEntry e[5];
  guint n, rows;
  double f = key_font (ctx), baseline, room, x = key_start (ctx), height;
  double below = l->origin_y + (ctx->opt->axes ? 1.4 * ctx->font : 0.3 * ctx->font);

  if (!wy_render_has_key (ctx->board, ctx->opt))
    return;
  /* under a strip of Mark, its band of marks */
  below += wy_render_strip_band (ctx->board, l->cell, ctx->font);
  n = key_entries (ctx, e);
  room = ctx->clip[2] - x - 0.5 * ctx->font;
  rows = key_rows (ctx, e, n, FALSE, x, 0, f, room);
  height = (0.2 + KEY_ROW * rows) * ctx->font;
  baseline = below + 1.25 * ctx->font;
  if (below + height > ctx->clip[3])
    {
      /* zoomed in: at the bottom of the view, on a band */
      baseline = ctx->clip[3] - height + 1.05 * ctx->font;
      band (ctx, ctx->clip[0], ctx->clip[3] - height, ctx->clip[2] - ctx->clip[0], height);
    }
  key_rows (ctx, e, n, TRUE, x, baseline, f, room);
  for (guint i = 0; i < n; i++)
    g_free (e[i].label);
}
