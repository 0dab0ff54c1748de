/* test-legend.c: the render layer explains itself: the colour key of the outcome view,
 * selection arrows that stand out on every view, and vector figures of huge boards
 * with their heat map and legend. */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gstdio.h>
#include <cairo-svg.h>

#include "wy-render-private.h"
#include "wy-test-solve.h"

/* Draw into a w x h image; returns it (the layout in *layout). */
static cairo_surface_t *
draw (const WyBoard *board, const WyRenderOptions *o, int w, int h, WyLayout *layout)
{
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_RGB24, w, h);
  cairo_t *cr = cairo_create (s);

  wy_layout_fit (board, o, w, h, layout);
  wy_render_draw (cr, board, o, layout);
  cairo_destroy (cr);
  cairo_surface_flush (s);
  return s;
}

static guint32
rgb (const WyRgba *c)
{
  return (guint32) lround (c->r * 255) << 16 | (guint32) lround (c->g * 255) << 8
         | (guint32) lround (c->b * 255);
}

/* Pixels of colour c in rows [y0, y1). */
static guint
count_color (cairo_surface_t *s, guint32 c, int y0, int y1)
{
  int w = cairo_image_surface_get_width (s), stride = cairo_image_surface_get_stride (s);
  const guint8 *data = cairo_image_surface_get_data (s);
  guint n = 0;

  y0 = MAX (y0, 0);
  y1 = MIN (y1, cairo_image_surface_get_height (s));
  for (int y = y0; y < y1; y++)
    for (int x = 0; x < w; x++)
      if ((((const guint32 *) (data + (gsize) y * stride))[x] & 0xffffff) == c)
        n++;
  return n;
}

/* The light screen palette's colours of the animation (wy-render.c). */
static void
palette_of (WyRgba *mark_new, WyRgba *decided_new, WyRgba *mark, WyRgba *decided)
{
  *mark_new = (WyRgba) { 0xe6 / 255.0, 0x61 / 255.0, 0, 1 };
  *decided_new = (WyRgba) { 0xfb / 255.0, 0xe0 / 255.0, 0xb0 / 255.0, 1 };
  *mark = (WyRgba) { 0x1a / 255.0, 0x5f / 255.0, 0xb4 / 255.0, 1 };
  *decided = (WyRgba) { 0xe2 / 255.0, 0xea / 255.0, 0xf4 / 255.0, 1 };
}

/* Below the board and its labels, the key shows every colour of the step. */
static void
test_key_in_screen_figures (void)
{
  WyBoard *board = wy_test_solve_rule ("wyt:a=1,b=2", 23);
  WyRenderOptions o;
  WyLayout l;
  WyRgba mark_new, decided_new, mark, decided;
  cairo_surface_t *s;
  int below;

  palette_of (&mark_new, &decided_new, &mark, &decided);
  wy_render_options_init (&o);
  o.step = 3;
  s = draw (board, &o, 900, 900, &l);
  below = (int) ceil (l.origin_y + 1.2 * wy_render_font_for (&l, &o));
  g_assert_cmpuint (count_color (s, rgb (&mark_new), below, 900), >, 10);
  g_assert_cmpuint (count_color (s, rgb (&decided_new), below, 900), >, 10);
  g_assert_cmpuint (count_color (s, rgb (&mark), below, 900), >, 10);
  g_assert_cmpuint (count_color (s, rgb (&decided), below, 900), >, 10);
  cairo_surface_destroy (s);

  /* without the key, nothing of these colours under the labels */
  o.key = FALSE;
  s = draw (board, &o, 900, 900, &l);
  below = (int) ceil (l.origin_y + 1.2 * wy_render_font_for (&l, &o));
  g_assert_cmpuint (count_color (s, rgb (&decided_new), below, 900), ==, 0);
  cairo_surface_destroy (s);
  wy_board_unref (board);
}

/* The key takes room under the board; in the paper style only when asked. */
static void
test_key_optional_in_paper (void)
{
  WyBoard *board = wy_test_solve_rule ("wythoff", 23);
  WyRenderOptions o;
  WyLayout with, without;

  wy_render_options_init (&o);
  o.style = WY_STYLE_PAPER;
  wy_layout_fit (board, &o, 600, 600, &without);
  o.paper_key = TRUE;
  wy_layout_fit (board, &o, 600, 600, &with);
  g_assert_cmpfloat (with.cell, <, without.cell);
  o.view = WY_VIEW_ELIMINATION;   /* the heat views have their legend instead */
  wy_layout_fit (board, &o, 600, 600, &with);
  o.paper_key = FALSE;
  wy_layout_fit (board, &o, 600, 600, &without);
  g_assert_cmpfloat (with.cell, ==, without.cell);
  wy_board_unref (board);
}

/* Rows [y0, y1) of column range [x0, x1) that hold ink: a pixel darker than mid grey. */
static gboolean
row_has_ink (cairo_surface_t *s, int y, int x0, int x1)
{
  const guint8 *row = cairo_image_surface_get_data (s) + (gsize) y * cairo_image_surface_get_stride (s);

  for (int x = MAX (x0, 0); x < MIN (x1, cairo_image_surface_get_width (s)); x++)
    {
      guint32 p = ((const guint32 *) row)[x];
      if (((p >> 16 & 0xff) + (p >> 8 & 0xff) + (p & 0xff)) < 3 * 128)
        return TRUE;
    }
  return FALSE;
}

/* A short colour key (a one-pile strip's, beside a single row) labels its steps apart: the
 * first step and the round values never touch ("2" once sat on "1" in Mark's key). */
static void
test_ticks_apart (void)
{
  const char *rules[] = { "mark:k=2", "upmark", "mark:k=3" };

  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    {
      WyBoard *board = wy_test_solve_rule (rules[i], 30);
      WyRenderOptions o;
      WyLayout l;
      cairo_surface_t *s;
      double f;
      int bar_x, label_x, bottom, top, h = 750, gap = G_MAXINT, last_ink = -1;

      wy_render_options_init (&o);
      o.view = WY_VIEW_ELIMINATION;
      s = draw (board, &o, 1000, h, &l);
      f = wy_render_font_for (&l, &o);
      /* the bar (wy_render_legend): from its foot up to the gap under its title */
      bar_x = (int) (l.origin_x + wy_board_get_size (board) * l.cell + 1.4 * f);
      label_x = (int) ceil (bar_x + 0.8 * f);
      for (bottom = h - 1; bottom > 0 && !row_has_ink (s, bottom, bar_x, bar_x + 1); bottom--)
        ;
      for (top = bottom; top > 0 && row_has_ink (s, top - 1, bar_x, bar_x + 1); top--)
        ;
      g_assert_cmpint (bottom - top, >, 3 * f);
      g_assert_cmpint (bottom - top, <, 12 * f);   /* short: the case of the test */
      for (int y = top; y <= bottom + f; y++)
        if (row_has_ink (s, y, label_x, label_x + (int) (4 * f)))
          {
            if (last_ink >= 0 && y - last_ink > 1)
              gap = MIN (gap, y - last_ink - 1);
            last_ink = y;
          }
      g_test_message ("%s: bar %d..%d, font %.1f, the narrowest gap between labels %d px",
                      rules[i], top, bottom, f, gap);
      g_assert_cmpint (gap, >=, (int) (0.25 * f));
      cairo_surface_destroy (s);
      wy_board_unref (board);
    }
}

static double
distance (const WyRgba *a, const WyRgba *b)
{
  return sqrt ((a->r - b->r) * (a->r - b->r) + (a->g - b->g) * (a->g - b->g)
               + (a->b - b->b) * (a->b - b->b));
}

/* The selection's colour is far from every colour of the heat maps, and
 * its arrows are drawn on the elimination and Grundy views. */
static void
test_arrows_stand_out (void)
{
  WyBoard *board = wy_test_solve_rule ("wythoff", 23);
  const WyRgba select = { 0xc0 / 255.0, 0x1c / 255.0, 0x8c / 255.0, 1 };
  WyView views[] = { WY_VIEW_OUTCOME, WY_VIEW_ELIMINATION, WY_VIEW_GRUNDY };
  double nearest = G_MAXDOUBLE;

  for (guint i = 0; i <= 256; i++)
    {
      WyRgba c;
      wy_render_colormap (i / 256.0, FALSE, &c);
      nearest = MIN (nearest, distance (&c, &select));
    }
  g_test_message ("selection colour: %.2f from the nearest heat colour", nearest);
  g_assert_cmpfloat (nearest, >, 0.35);
  wy_board_unref (board);
  {
    g_autoptr (WyGame) game = wy_game_parse ("wythoff", NULL);
    board = wy_test_solve (game, 23, WY_NEED_ELIMINATION | WY_NEED_GRUNDY, NULL, NULL, NULL, NULL);
  }
  for (guint v = 0; v < G_N_ELEMENTS (views); v++)
    {
      WyRenderOptions o;
      WyLayout l;
      cairo_surface_t *s;

      wy_render_options_init (&o);
      o.view = views[v];
      o.has_selection = TRUE;
      o.selection = (WyPos) { 20, 18 };  /* N, with winning moves far apart */
      s = draw (board, &o, 800, 800, &l);
      /* the arrows and the frame: many pixels of the selection's colour */
      g_assert_cmpuint (count_color (s, rgb (&select), 0, 800), >, 400);
      cairo_surface_destroy (s);
    }
  wy_board_unref (board);
}

static cairo_status_t
append (void *closure, const unsigned char *data, unsigned int length)
{
  g_string_append_len (closure, (const char *) data, length);
  return CAIRO_STATUS_SUCCESS;
}

static guint
count (const char *text, const char *what)
{
  guint n = 0;

  for (const char *p = text; (p = strstr (p, what)) != NULL; p++)
    n++;
  return n;
}

/* An SVG of the view, 300 x 300 points. */
static GString *
svg_of (const WyBoard *board, WyView view)
{
  GString *svg = g_string_new (NULL);
  WyRenderOptions o;
  WyLayout l;
  cairo_surface_t *s = cairo_svg_surface_create_for_stream (append, svg, 300, 300);
  cairo_t *cr = cairo_create (s);

  wy_render_options_init (&o);
  o.view = view;
  o.style = WY_STYLE_PAPER;
  wy_layout_fit (board, &o, 300, 300, &l);
  g_assert_cmpfloat (l.cell, <, 0.25);  /* below the vector hairline */
  wy_render_draw (cr, board, &o, &l);
  cairo_destroy (cr);
  cairo_surface_finish (s);
  cairo_surface_destroy (s);
  return svg;
}

/* A vector figure of a board whose cells are finer than a hairline: the
 * heat map goes in as an image and the legend is drawn, as in a PNG. */
static void
test_vector_heat_of_huge_boards (void)
{
  WyBoard *board = wy_test_solve_rule ("wythoff", 5000);
  g_autoptr (GString) heat = svg_of (board, WY_VIEW_ELIMINATION);
  g_autoptr (GString) plain = svg_of (board, WY_VIEW_OUTCOME);

  g_assert_cmpuint (count (heat->str, "<image"), ==, 1);
  g_assert_cmpuint (count (plain->str, "<image"), ==, 0);
  /* the legend's title and ticks: glyphs beyond the axis labels both have */
  g_test_message ("glyphs: elimination %u, outcome %u", count (heat->str, "<use"),
                  count (plain->str, "<use"));
  g_assert_cmpuint (count (heat->str, "<use"), >=, count (plain->str, "<use") + 10);
  wy_board_unref (board);
}

/* A Grundy view of a board without values says why it shows outcomes: no values in the
 * game, a board beyond the side the core computes them on (naming that side), or values
 * not asked for. */
static void
test_grundy_missing_note (void)
{
  g_autoptr (WyGame) cube = wy_game_parse ("wythoff:heaps=3", NULL);
  guint cap = wy_test_max_side (cube, WY_NEED_ELIMINATION | WY_NEED_GRUNDY_CLASSES);
  g_autofree char *side = g_strdup_printf ("up to side %u:", cap);
  struct { const char *rule; guint size; const char *says; } cases[] = {
    { "wythoff:heaps=3", cap + 1, side },
    { "wythoff:heaps=3", cap, "were not computed" },
    { "wythoff", 20, "were not computed" },
    { "wythoff:play=misere", 20, "No Grundy values for this game" },
  };
  WyRenderOptions o;

  g_assert_cmpuint (cap + 1, <=, wy_test_max_side (cube, WY_NEED_ELIMINATION));
  wy_render_options_init (&o);
  o.view = WY_VIEW_GRUNDY;
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (WyBoard) board = wy_test_solve_rule (cases[i].rule, cases[i].size);
      g_autofree char *note = wy_render_note (board, &o);

      g_test_message ("%s at %u: %s", cases[i].rule, cases[i].size, note);
      g_assert_nonnull (strstr (note, cases[i].says));
    }
}

/* A slice's note joined to one that opens as a sentence read "... y up; The papers give no
 * formula ...", a capital mid-line: a part after "; " opens in lower case, one with a capital
 * follows ". ". Each part stays whole. */
static void
test_joined_notes (void)
{
  struct { const char *rule; WyView view; const char *first, *then; } cases[] = {
    { "nim:heaps=3", WY_VIEW_FORMULA, "the slice y = 3: x across, z up", "The " },
    { "wythoff:heaps=3", WY_VIEW_GRUNDY, "the slice y = 3: x across, z up", "Grundy values " },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (WyBoard) board = wy_test_solve_rule (cases[i].rule, 8);
      g_autofree char *note = NULL;
      g_autofree char *joined = g_strconcat (cases[i].first, ". ", cases[i].then, NULL);
      WyRenderOptions o;
      const char *p;

      wy_render_options_init (&o);
      o.view = cases[i].view;
      o.plane = "y=3";
      note = wy_render_note (board, &o);
      g_test_message ("%s: %s", cases[i].rule, note);
      g_assert_true (g_str_has_prefix (note, joined));
      for (p = strstr (note, "; "); p; p = strstr (p + 2, "; "))
        g_assert_false (g_unichar_isupper (g_utf8_get_char (p + 2)));
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/key/screen", test_key_in_screen_figures);
  g_test_add_func ("/render/key/paper-optional", test_key_optional_in_paper);
  g_test_add_func ("/render/key/ticks-apart", test_ticks_apart);
  g_test_add_func ("/render/selection/stands-out", test_arrows_stand_out);
  g_test_add_func ("/render/vector/huge-heat", test_vector_heat_of_huge_boards);
  g_test_add_func ("/render/note/grundy-missing", test_grundy_missing_note);
  g_test_add_func ("/render/note/joined", test_joined_notes);
  return g_test_run ();
}
