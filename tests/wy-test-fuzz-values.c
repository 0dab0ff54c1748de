/* wy-test-fuzz-values.c: each key's good and bad values in a generated figure, and its verdict. */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include "wy-test-fuzz-gen-private.h"

static const char *const bad_whole[] = {
  "", "-1", "+1", " 1", "1 ", "0x10", "1e3", "1.0", "99999999999999999999", "\xd9\xa1", "1\n",
};
static const char *const good_views[] = { "outcome", "elimination", "grundy", "formula" };
static const char *const bad_views[] = { "", "Outcome", "grundy ", "none", "paper" };
static const char *const good_styles[] = { "paper", "screen" };
static const char *const bad_styles[] = { "", "Paper", "print", "outcome" };
static const char *const bad_yes_no[] = { "", "Yes", "1", "true", "no ", "none" };
static const char *const bad_selections[] = {
  "1", "1,2,3", ",", "a,b", "", "None", "1, 0", "-1,0", "0,0,",
};

/* Variants of each key's values: [k][0] good ones, [k][1] bad ones (the
 * last bad one of each key is a value longer than the reader keeps). */
const guint n_variants[N_KNOWN][2] = {
  [K_GAME] = { G_N_ELEMENTS (good_games), G_N_ELEMENTS (bad_games) + 1 },
  [K_SIZE] = { 3, 2 + G_N_ELEMENTS (bad_whole) + 1 },
  [K_STEP] = { 3, 1 + G_N_ELEMENTS (bad_whole) + 1 },
  [K_VIEW] = { G_N_ELEMENTS (good_views), G_N_ELEMENTS (bad_views) + 1 },
  [K_STYLE] = { G_N_ELEMENTS (good_styles), G_N_ELEMENTS (bad_styles) + 1 },
  [K_DARK] = { 2, G_N_ELEMENTS (bad_yes_no) + 1 },
  [K_AXES] = { 2, G_N_ELEMENTS (bad_yes_no) + 1 },
  [K_SELECTION] = { 4, 2 + G_N_ELEMENTS (bad_selections) + 1 },
  [K_VERSION] = { 4, 2 },
  [K_CLASSES] = { 3, 1 + G_N_ELEMENTS (bad_whole) + 1 },
};

/* A value longer than the reader keeps: 257 bytes or more, 5001 or more
 * for wythoff:game (which holds whole rules of your own). */
static char *
long_value (GRand *r, char fill, gsize max)
{
  return g_strnfill (max + 1 + g_rand_int_range (r, 0, 200), fill);
}

static void
set_value (Gen *g, guint k, char *value)
{
  g_free (g->value[k]);
  g->value[k] = value;
  g->enc[k] = pick (g->r, N_ENCS);
}

/* A value past the reader's length is refused as such, or, compressed and
 * inflating past its buffer, as not decoding. */
static void
expect_long (Gen *g)
{
  g->expect = "bytes long";
  g->expect2 = "does not decode";  /* an inflated value past the reader's buffer */
}

/* wythoff:size, up to the game's cap in the view. */
static void
gen_size (Gen *g, gboolean good, guint variant)
{
  GRand *r = g->r;
  WyProvenance *w = &g->want;
  guint64 max = g->fx->max_size[g->game][w->view == WY_VIEW_GRUNDY];

  if (good)
    w->size = variant == 0 ? 1 : variant == 2 ? (guint) max : (guint) g_rand_int_range (r, 1, MIN (max, 100) + 1);
  set_value (g, K_SIZE, good ? g_strdup_printf ("%u", w->size)
             : variant == 0 ? g_strdup ("0")
             : variant == 1 ? g_strdup_printf ("%" G_GUINT64_FORMAT, max + 1)
             : g_strdup (bad_whole[variant - 2]));
}

/* wythoff:step, up to the board's cells. */
static void
gen_step (Gen *g, gboolean good, guint variant)
{
  GRand *r = g->r;
  WyProvenance *w = &g->want;
  guint64 cells = g->one_pile ? w->size : MIN ((guint64) w->size * w->size, G_MAXUINT);

  if (good)
    w->step = variant == 0 ? 0 : variant == 1 ? cells
              : (guint) g_rand_int_range (r, 0, MIN (cells, 1000) + 1);
  set_value (g, K_STEP, good ? g_strdup_printf ("%u", w->step)
             : variant == 0 ? g_strdup_printf ("%" G_GUINT64_FORMAT, cells + 1)
             : g_strdup (bad_whole[variant - 1]));
}

/* wythoff:selection: none, the corner, a random cell, the far corner. */
static void
gen_selection (Gen *g, gboolean good, guint variant)
{
  GRand *r = g->r;
  WyProvenance *w = &g->want;
  guint ny = g->one_pile ? 1 : w->size;

  w->has_selection = good && variant > 0;
  if (variant == 1)
    w->selection = (WyPos) { 0, 0 };
  else if (variant == 2)
    w->selection = (WyPos) { pick (r, w->size), pick (r, ny) };
  else
    w->selection = (WyPos) { w->size - 1, ny - 1 };
  set_value (g, K_SELECTION, good ? (variant == 0 ? g_strdup ("none")
                           : g_strdup_printf ("%u,%u", w->selection.x, w->selection.y))
             : variant == 0 ? g_strdup_printf ("%u,0", w->size)
             : variant == 1 ? g_strdup_printf ("0,%u", ny)
             : g_strdup (bad_selections[variant - 2]));
  if (!good)
    w->has_selection = FALSE;
}

/* wythoff:version: empty, this one, printable bytes. */
static void
gen_version (Gen *g, guint variant)
{
  GRand *r = g->r;
  WyProvenance *w = &g->want;
  char *v;

  if (variant == 0)
    v = g_strdup ("");
  else if (variant == 1)
    v = g_strdup (PACKAGE_VERSION);
  else
    {
      /* printable bytes, up to the longest value the reader keeps */
      guint n = variant == 3 ? 256 : g_rand_int_range (r, 1, 60);
      v = g_malloc (n + 1);
      for (guint i = 0; i < n; i++)
        v[i] = (char) g_rand_int_range (r, 0x20, 0x7f);
      v[n] = '\0';
    }
  g_free (w->version);
  w->version = g_strdup (v);
  set_value (g, K_VERSION, v);
}

/* wythoff:classes, up to the low classes' top. */
static void
gen_classes (Gen *g, gboolean good, guint variant)
{
  GRand *r = g->r;
  WyProvenance *w = &g->want;
  w->has_classes = good;
  if (good)
    w->classes = variant == 0 ? 0 : variant == 1 ? WY_LOW_CLASSES_MAX_TOP
                 : (guint) g_rand_int_range (r, 0, WY_LOW_CLASSES_MAX_TOP + 1);
  set_value (g, K_CLASSES, good ? g_strdup_printf ("%u", w->classes)
             : variant == 0 ? g_strdup_printf ("%u", WY_LOW_CLASSES_MAX_TOP + 1)
             : g_strdup (bad_whole[variant - 1]));
  if (!good)
    w->classes = 0;
}

/* After a bad value the later ones are made in a valid context; the
 * game's canonical string and kind once the game is written. */
static void
gen_context (Gen *g, guint k, gboolean good)
{
  WyProvenance *w = &g->want;

  if (!good && k == K_GAME)
    g->game = 0;
  if (!good && k == K_SIZE)
    w->size = 1;
  if (k == K_GAME)
    {
      g_free (w->game);
      w->game = g_strdup (g->fx->canon[g->game]);
      g->one_pile = g->fx->one_pile[g->game];
    }
}

/* A bad value of key k too long for the reader. */
static void
gen_long_value (Gen *g, guint k, guint variant)
{
  expect_long (g);
  /* (257 bytes: just past what the reader keeps) */
  set_value (g, k, k == K_VERSION && variant == 0 ? g_strnfill (257, 'v')
             : long_value (g->r, '1', k == K_GAME ? 5000 : 256));
  if (k != K_VERSION)
    gen_context (g, k, FALSE);
}

/* Key k gets its good (else bad) value number `variant`; what the reader
 * must return for a good one goes into g->want. The game, the view and the
 * size come before the values that depend on them. */
static void
gen_value (Gen *g, guint k, gboolean good, guint variant)
{
  WyProvenance *w = &g->want;
  guint nb = n_variants[k][1];
  gboolean longv = !good && (variant == nb - 1 || k == K_VERSION);

  if (!good)
    {
      g->fault = FAULT_VALUE;
      g->expect = keys[k];
      if (longv)
        {
          gen_long_value (g, k, variant);
          return;
        }
    }
  switch (k)
    {
    case K_GAME:
      g->game = good ? variant : 0;
      set_value (g, k, g_strdup (good ? good_games[variant] : bad_games[variant]));
      break;
    case K_VIEW:
      if (good)
        g_assert_true (wy_view_from_name (good_views[variant], &w->view));
      set_value (g, k, g_strdup (good ? good_views[variant] : bad_views[variant]));
      break;
    case K_SIZE:
      gen_size (g, good, variant);
      break;
    case K_STEP:
      gen_step (g, good, variant);
      break;
    case K_STYLE:
      if (good)
        g_assert_true (wy_style_from_name (good_styles[variant], &w->style));
      set_value (g, k, g_strdup (good ? good_styles[variant] : bad_styles[variant]));
      break;
    case K_DARK:
    case K_AXES:
      if (good)
        *(k == K_DARK ? &w->dark : &w->axes) = variant == 0;
      set_value (g, k, g_strdup (good ? (variant == 0 ? "yes" : "no") : bad_yes_no[variant]));
      break;
    case K_SELECTION:
      gen_selection (g, good, variant);
      break;
    case K_VERSION:
      gen_version (g, variant);
      break;
    case K_CLASSES:
      gen_classes (g, good, variant);
      break;
    default:
      g_assert_not_reached ();
    }
  gen_context (g, k, good);
}

/* The values of a case: every key that is written valid, but the one asked for. */
void
gen_values (Gen *g)
{
  static const guint order[N_KNOWN] = {
    K_GAME, K_VIEW, K_SIZE, K_STEP, K_STYLE, K_DARK, K_AXES, K_SELECTION, K_VERSION, K_CLASSES,
  };
  static const guint other_views[] = { 0, 1, 3 };  /* good_views but grundy */
  const GenAsk *a = g->ask;
  GRand *r = g->r;

  for (guint i = 0; i < N_KNOWN; i++)
    {
      guint k = order[i], v;
      if (k == a->force)
        gen_value (g, k, a->good, a->variant);
      else if (k == K_GAME)
        {
          do
            v = pick (r, G_N_ELEMENTS (good_games));
          while (a->one_pile >= 0 && g->fx->one_pile[v] != a->one_pile);
          gen_value (g, k, TRUE, v);
        }
      else if (k == K_VIEW && a->grundy == 1)
        gen_value (g, k, TRUE, 2);
      else if (k == K_SIZE || pick (r, 10) < 6)
        gen_value (g, k, TRUE, k == K_VIEW && a->grundy == 0
                   ? other_views[pick (r, G_N_ELEMENTS (other_views))]
                   : pick (r, n_variants[k][0]));
    }
}
