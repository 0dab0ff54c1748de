/* wy-render-caption.c: a figure's caption, in lines under the board (the papers' figures, `wythoff figure`). */
#define G_LOG_DOMAIN "wy-render"

#include "config.h"

#include <string.h>

#include "wy-notation.h"
#include "wy-render-private.h"

/* Lines wrap at this many characters (a fixed rule, so the layout does not
 * depend on a font's metrics); a line still too wide is scaled down. */
#define CAPTION_WRAP 90
#define LINE_HEIGHT 1.35

/* The caption's lines, wrapped at spaces. */
static char **
caption_lines (const char *caption)
{
  GStrvBuilder *b = g_strv_builder_new ();
  const char *p = caption;
  char **lines;

  while (*p)
    {
      gsize len = strlen (p), cut = len;
      if (len > CAPTION_WRAP)
        {
          cut = CAPTION_WRAP;
          while (cut > 0 && p[cut] != ' ')
            cut--;
          if (cut == 0)
            cut = CAPTION_WRAP;
        }
      g_autofree char *line = g_strndup (p, cut);
      g_strv_builder_add (b, line);
      p += cut;
      while (*p == ' ')
        p++;
    }
  lines = g_strv_builder_end (b);
  g_strv_builder_unref (b);
  return lines;
}

double
wy_render_caption_height (const WyRenderOptions *options, double font)
{
  g_auto (GStrv) lines = NULL;

  if (!options->caption || !*options->caption)
    return 0;
  lines = caption_lines (options->caption);
  return (g_strv_length (lines) * LINE_HEIGHT + 0.4) * font;
}

/* A line of the caption typeset as the window shows the notation (NIM^{p,q}_{a,b} with its
 * scripts, floor(...) as brackets), from x at a baseline; measured only when not drawing. */
typedef struct {
  cairo_t     *cr;
  double       size, x, baseline;
  gboolean     draw;
  WyScript     last;      /* the run before */
  double       script_x;  /* where the script before began */
} Typeset;

static void
typeset_run (const char *text, WyScript script, gpointer data)
{
  Typeset *t = data;
  double size = script == WY_SCRIPT_NONE ? t->size : 0.7 * t->size;
  double rise = script == WY_SCRIPT_SUPER ? 0.42 * t->size
                : script == WY_SCRIPT_SUB ? -0.24 * t->size : 0;
  /* a subscript after a superscript (NIM^{p,q}_{a,b}) stands below it, as in the papers */
  gboolean stacked = script != WY_SCRIPT_NONE && t->last != WY_SCRIPT_NONE && script != t->last;
  double x = stacked ? t->script_x : t->x;
  cairo_text_extents_t e;

  cairo_select_font_face (t->cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (t->cr, size);
  cairo_text_extents (t->cr, text, &e);
  if (t->draw)
    {
      cairo_move_to (t->cr, x, t->baseline - rise);
      cairo_show_text (t->cr, text);
    }
  t->script_x = stacked ? t->script_x : t->x;
  t->x = MAX (t->x, x + e.x_advance);
  t->last = stacked ? WY_SCRIPT_NONE : script;
}

double
wy_render_typeset (cairo_t *cr, const char *line, double size, double x, double baseline,
                   gboolean draw)
{
  Typeset t = { cr, size, x, baseline, draw, WY_SCRIPT_NONE, x };

  wy_notation_foreach_run (line, typeset_run, &t);
  return t.x - x;
}

static double
line_width (gpointer data, double size)
{
  const WyRenderText *t = data;

  return wy_render_typeset (t->ctx->cr, t->text, size, 0, 0, FALSE);
}

void
wy_render_draw_caption (WyRenderCtx *ctx)
{
  const WyLayout *l = ctx->lay;
  double f = ctx->font, height = wy_render_caption_height (ctx->opt, f);
  double pad = 0.5 * f, room = l->width - 2 * pad;
  g_auto (GStrv) lines = NULL;

  if (height <= 0 || ctx->opt->caption_hidden)
    return;
  lines = caption_lines (ctx->opt->caption);
  wy_render_set_color (ctx->cr, &ctx->pal.text);
  for (guint i = 0; lines[i]; i++)
    {
      /* a line still too wide is scaled down */
      double size = wy_render_fit_size (line_width, &(WyRenderText) { ctx, lines[i] }, f,
                                        room);

      wy_render_typeset (ctx->cr, lines[i], size, pad,
                         l->height - height + (i + 1) * LINE_HEIGHT * f - 0.25 * f, TRUE);
    }
}
