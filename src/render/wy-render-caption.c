/* wy-render-caption.c: a figure's caption, in lines under the board (the papers' figures, `wythoff figure`). */
#define G_LOG_DOMAIN "wy-render"

#include "config.h"

#include <string.h>

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
      cairo_text_extents_t e;
      double size = f;
      wy_render_set_font (ctx, size, FALSE);
      cairo_text_extents (ctx->cr, lines[i], &e);
      if (e.x_advance > room && e.x_advance > 0)
        wy_render_set_font (ctx, size * room / e.x_advance, FALSE);
      cairo_move_to (ctx->cr, pad, l->height - height + (i + 1) * LINE_HEIGHT * f - 0.25 * f);
      cairo_show_text (ctx->cr, lines[i]);
    }
}
