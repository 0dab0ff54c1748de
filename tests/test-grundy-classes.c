/* test-grundy-classes.c: class sweeps, rectangles, strips and periods of the Sprague-Grundy values against plain sweeps and brute force. */
#include <gio/gio.h>
#include <string.h>

#include "wy-board.h"
#include "wy-analysis-private.h"
#include "wy-board-private.h"
#include "wy-grundy-private.h"
#include "wy-line-rule.h"
#include "wy-grundy-classes.h"
#include "wy-solution.h"
#include "wy-test-solve.h"
#include "wy-caps.h"
#include "wy-engine.h"
#include "wy-test-grundy.h"

/* The classes 0..top of a sweep are those of the plain sweep (ref). */
static void
assert_classes (const char *rule, guint S, guint top, GPtrArray *classes, const guint32 *ref)
{
  g_assert_nonnull (classes);
  g_assert_cmpuint (classes->len, ==, top + 1);
  for (guint v = 0; v <= top; v++)
    {
      GArray *cells = g_ptr_array_index (classes, v);
      guint k = 0;
      for (guint y = 0; y < S; y++)
        {
          guint32 x = ref[(gsize) y * (top + 1) + v];
          if (x == G_MAXUINT32)
            continue;
          if (k >= cells->len || g_array_index (cells, WyPos, k).x != x
              || g_array_index (cells, WyPos, k).y != y)
            g_error ("%s, size %u, g = %u: the sweep misses (%u,%u)", rule, S, v, x, y);
          k++;
        }
      g_assert_cmpuint (k, ==, cells->len);
    }
}

/* The class sweep against the dense values: every position with g = v. */
static void
check_classes (const char *rule, guint S, guint max_value)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) game = wy_game_parse (rule, &error);
  g_assert_no_error (error);
  g_autoptr (WyBoard) board = wy_test_solve (game, S, WY_NEED_ELIMINATION | WY_NEED_GRUNDY, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_autoptr (GPtrArray) classes = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  g_autofree guint32 *ref = g_new (guint32, (gsize) S * (max_value + 1));

  /* each row holds at most one cell of each value */
  memset (ref, 0xff, sizeof (guint32) * S * (max_value + 1));
  for (guint y = 0; y < S; y++)
    for (guint x = 0; x < S; x++)
      {
        int g = wy_board_get_grundy (board, x, y);
        if (g > (int) max_value)
          continue;
        g_assert_cmpuint (ref[(gsize) y * (max_value + 1) + g], ==, G_MAXUINT32);
        ref[(gsize) y * (max_value + 1) + g] = x;
      }
  for (guint v = 0; v <= max_value; v++)
    {
      g_ptr_array_add (classes, wy_grundy_class (game, S, v, NULL, NULL, NULL, &error));
      g_assert_no_error (error);
    }
  assert_classes (rule, S, max_value, classes, ref);
}

/* Random line families (bands, asymmetric wytc, nim) on both sides of
 * every band width, and Wythoff at 2048 up to g = 16. */
static void
test_classes (void)
{
  guint32 seed = g_test_rand_int ();
  GRand *rand = g_rand_new_with_seed (seed);

  g_test_message ("seed %u", seed);
  check_classes ("wythoff", 2048, 16);
  check_classes ("nim", 64, 9);
  check_classes ("nimpq:a=2,b=2", 100, 5);
  for (guint i = 0; i < 20; i++)
    {
      g_autofree char *rule = g_strdup_printf ("wytc:a=%d,b=%d,c=%d", g_rand_int_range (rand, 0, 6),
                                               g_rand_int_range (rand, 1, 5),
                                               g_rand_int_range (rand, 1, 5));
      check_classes (rule, g_rand_int_range (rand, 1, 120), 6);
    }
  g_rand_free (rand);
}

/* A plain class sweep for the large boards, apart from the core's (which
 * sweeps every class at once with bit sets): class v alone, row by row,
 * the first x of the row in no lower class whose column and diagonal hold
 * no class-v option yet (docs/spec.md: each row, column and diagonal of a
 * line family without blocking holds each value once). Closed lines as
 * "next open" arrays; lower[y * n + u] the x of class u in row y. */
typedef struct {
  guint32 *next;
  guint32  n;
} RefOpen;

static guint32
ref_next (RefOpen *o, guint32 i)
{
  guint32 r = i;

  while (r < o->n && o->next[r] != r)
    r = o->next[r];
  while (i < o->n && o->next[i] != i)
    {
      guint32 up = o->next[i];
      o->next[i] = r;
      i = up;
    }
  return r;
}

/* One plain sweep: the bands, the side, the classes (n = top + 1), the
 * lower classes found so far, the open columns and diagonals, and the
 * diagonals to close when their row comes (due: (row, diagonal) pairs). */
typedef struct {
  guint    a, b, c, S, n;
  guint32 *lower;
  RefOpen  cols, diags;
  guint32 *due;
  guint    n_due;
} RefSweep;

/* The diagonals due at row y closed. */
static void
ref_close_due (RefSweep *w, guint y)
{
  for (guint i = 0; i < w->n_due; i++)
    if (w->due[2 * i] == y)
      {
        guint32 d = w->due[2 * i + 1];
        if (w->diags.next[d] == d)
          w->diags.next[d] = d + 1;
      }
}

/* The first x of row y in no lower class, its column and diagonal open,
 * left of class v's x in the c - 1 rows below; G_MAXUINT32 if none. */
static guint32
ref_first_free (RefSweep *w, guint v, guint y)
{
  guint a = w->a, S = w->S, n = w->n;
  guint32 limit = S, x = 0, found = G_MAXUINT32;

  for (guint k = 1; k < w->c && k <= y; k++)
    limit = MIN (limit, w->lower[(gsize) (y - k) * n + v]);
  while (x < limit && found == G_MAXUINT32)
    {
      gboolean taken = FALSE;
      x = ref_next (&w->cols, x);
      if (x >= limit)
        break;
      if (a > 0 && ref_next (&w->diags, x + S - 1 - y) != x + S - 1 - y)
        {
          x = ref_next (&w->diags, x + S - 1 - y) + y - (S - 1);
          continue;
        }
      for (guint u = 0; u < v; u++)
        taken |= w->lower[(gsize) y * n + u] == x;
      if (!taken)
        found = x;
      x++;
    }
  return found;
}

/* Class v at (found, y): its b columns closed, its diagonals closed now
 * or (those below) queued for their row. */
static void
ref_close_lines (RefSweep *w, guint32 found, guint y)
{
  guint S = w->S;

  for (guint k = 0; k < w->b && found + k < S; k++)
    if (w->cols.next[found + k] == found + k)
      w->cols.next[found + k] = found + k + 1;
  for (int e = 1 - (int) w->a; e < (int) w->a; e++)
    {
      gint64 d = (gint64) found - y + S - 1 + e;
      if (d < 0 || d >= 2 * (gint64) S - 1)
        continue;
      if (e >= -1 && w->diags.next[d] == d)
        w->diags.next[d] = (guint32) d + 1;
      else if (e < -1)
        {
          w->due[2 * w->n_due] = y - e;
          w->due[2 * w->n_due + 1] = (guint32) d;
          w->n_due++;
        }
    }
}

/* forget what is past */
static void
ref_forget_due (RefSweep *w, guint y)
{
  guint k = 0;

  if (w->n_due <= w->S)
    return;
  for (guint i = 0; i < w->n_due; i++)
    if (w->due[2 * i] > y)
      {
        w->due[2 * k] = w->due[2 * i];
        w->due[2 * k + 1] = w->due[2 * i + 1];
        k++;
      }
  w->n_due = k;
}

static guint32 *
ref_classes (guint a, guint b, guint c, guint S, guint top)
{
  RefSweep w = { a, b, c, S, top + 1, NULL, { g_new (guint32, S), S },
                 { g_new (guint32, 2 * S), 2 * S - 1 }, NULL, 0 };

  w.lower = g_new (guint32, (gsize) S * w.n);
  w.due = g_new (guint32, (gsize) S * 2 * MAX (a, 1u) + 1);   /* (row, diagonal) */
  for (guint v = 0; v < w.n; v++)
    {
      w.n_due = 0;
      for (guint32 i = 0; i < S; i++)
        w.cols.next[i] = i;
      for (guint32 i = 0; i < 2 * S - 1; i++)
        w.diags.next[i] = i;
      for (guint y = 0; y < S; y++)
        {
          guint32 found;
          ref_close_due (&w, y);
          found = ref_first_free (&w, v, y);
          w.lower[(gsize) y * w.n + v] = found;
          if (found == G_MAXUINT32)
            continue;
          ref_close_lines (&w, found, y);
          ref_forget_due (&w, y);
        }
    }
  g_free (w.cols.next);
  g_free (w.diags.next);
  g_free (w.due);
  return w.lower;
}

/* The sweep of every class at once on boards far beyond the dense values
 * (its bit sets' summary words: 64 and 4096 words of lines, more than
 * 262144 diagonals) against the plain sweep, random line families, both
 * sides of a word's 64 lines. */
static void
test_classes_large (void)
{
  guint32 seed = g_test_rand_int ();
  GRand *rand = g_rand_new_with_seed (seed);
  guint n_cases = g_test_slow () ? 12 : 4;

  g_test_message ("seed %u", seed);
  for (guint i = 0; i < n_cases; i++)
    {
      guint a = g_rand_int_range (rand, 0, 4), b = g_rand_int_range (rand, 1, 4);
      guint c = i == 0 ? b : (guint) g_rand_int_range (rand, 1, 4);
      guint S = i == 0 ? 140000 + (guint) g_rand_int_range (rand, 0, 64)
                       : (guint) g_rand_int_range (rand, 1, 70000);
      guint top = g_rand_int_range (rand, 0, i == 0 ? 3 : 9);
      g_autofree char *rule = g_strdup_printf ("wytc:a=%u,b=%u,c=%u", a, b, c);
      g_autoptr (WyGame) game = wy_game_parse (rule, NULL);
      g_autofree guint32 *ref = ref_classes (a, b, c, S, top);
      g_autoptr (GError) error = NULL;
      g_autoptr (GPtrArray) classes = wy_grundy_classes (game, S, top, NULL, NULL, NULL, &error);

      g_test_message ("%s, size %u, classes 0..%u", rule, S, top);
      g_assert_no_error (error);
      assert_classes (rule, S, top, classes, ref);
    }
  g_rand_free (rand);
}

/* The sweep in two lanes (the upper classes a pipeline behind the lower,
 * which runs at most ring rows ahead: 1 row, a few, or the 8192 of the
 * sweep; in every other case the lower lane takes the upper's classes
 * over at a random row, as under load) against the plain sweep, random line families with wide bands
 * (the diagonals' events, the row band's ring); and the choice of lanes on
 * both sides of its seam (65536 rows, 4 classes) with two lanes asked. */
static void
test_classes_two_lanes (void)
{
  static const guint rings[] = { 1, 2, 3, 7, 64, 8192 };
  guint32 seed = g_test_rand_int ();
  GRand *rand = g_rand_new_with_seed (seed);

  g_test_message ("seed %u", seed);
  for (guint i = 0; i < 24; i++)
    {
      guint a = g_rand_int_range (rand, 0, 5), b = g_rand_int_range (rand, 1, 5);
      guint c = g_rand_int_range (rand, 1, 5), S = g_rand_int_range (rand, 1, 4000);
      guint top = g_rand_int_range (rand, 1, 14), ring = rings[i % G_N_ELEMENTS (rings)];
      g_autofree char *rule = g_strdup_printf ("wytc:a=%u,b=%u,c=%u", a, b, c);
      g_autoptr (WyGame) game = wy_game_parse (rule, NULL);
      g_autofree guint32 *ref = ref_classes (a, b, c, S, top);
      g_autoptr (GError) error = NULL;
      /* every other case: the lower lane alone from a random row */
      guint solo_row = i % 2 ? (guint) g_rand_int_range (rand, 0, S + 1) : G_MAXUINT;
      g_autoptr (GPtrArray) classes = _wy_grundy_classes_lanes (game, S, top, 2, ring, solo_row,
                                                                NULL, NULL, NULL, &error);

      g_test_message ("%s, size %u, classes 0..%u, two lanes, ring of %u rows, alone from %u",
                      rule, S, top, ring, solo_row);
      g_assert_no_error (error);
      assert_classes (rule, S, top, classes, ref);
    }
  g_setenv ("WY_GRUNDY_LANES", "2", TRUE);
  for (guint S = 65535; S <= 65536; S++)
    for (guint top = 2; top <= 3; top++)
      {
        g_autoptr (WyGame) game = wy_game_parse ("wytc:a=2,b=1,c=2", NULL);
        g_autofree guint32 *ref = ref_classes (2, 1, 2, S, top);
        g_autoptr (GError) error = NULL;
        g_autoptr (GPtrArray) classes = wy_grundy_classes (game, S, top, NULL, NULL, NULL, &error);
        g_assert_no_error (error);
        assert_classes ("wytc:a=2,b=1,c=2", S, top, classes, ref);
      }
  g_unsetenv ("WY_GRUNDY_LANES");
  g_rand_free (rand);
}

/* A cancel stops both lanes, whichever waits. */
static void
test_classes_two_lanes_cancel (void)
{
  g_autoptr (WyGame) game = wy_game_parse ("wythoff", NULL);

  for (guint ring = 1; ring <= 4096; ring *= 64)
    {
      g_autoptr (GCancellable) cancellable = g_cancellable_new ();
      g_autoptr (GError) error = NULL;
      g_autoptr (GPtrArray) classes = _wy_grundy_classes_lanes (game, 100000, 9, 2, ring,
                                                                ring == 64 ? 30000 : G_MAXUINT,
                                                                cancel_midway, cancellable,
                                                                cancellable, &error);
      g_assert_null (classes);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
    }
}

/* Wythoff's values on the diagonal and in rows 3 and 4 (OEIS A047708,
 * A004484, A004485: values up to 102) in the classes 0..102. */
static void
test_classes_oeis (void)
{
  static const struct { const char *a; guint row; } seqs[] = {
    { "A047708", G_MAXUINT }, { "A004484", 3 }, { "A004485", 4 },
  };
  g_autoptr (WyGame) game = wy_game_parse ("wythoff", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) classes = wy_grundy_classes (game, 300, 102, NULL, NULL, NULL, &error);

  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (seqs); i++)
    {
      g_autofree char *name = g_strconcat (seqs[i].a, ".txt", NULL);
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "oeis", name, NULL);
      g_autofree char *text = NULL;
      g_auto (GStrv) lines = NULL;
      guint n = 0;

      g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
      lines = g_strsplit (text, "\n", -1);
      for (guint l = 0; lines[l]; l++)
        {
          if (lines[l][0] == '#' || lines[l][0] == '\0')
            continue;
          guint v = (guint) g_ascii_strtoull (lines[l], NULL, 10);
          WyPos want = { n, seqs[i].row == G_MAXUINT ? n : seqs[i].row };
          GArray *cells = g_ptr_array_index (classes, v);
          gboolean found = FALSE;
          for (guint k = 0; k < cells->len && !found; k++)
            found = g_array_index (cells, WyPos, k).x == want.x
                    && g_array_index (cells, WyPos, k).y == want.y;
          if (!found)
            g_error ("%s: a(%u) = %u, but (%u,%u) is not in class %u", seqs[i].a, n, v, want.x,
                     want.y, v);
          n++;
        }
      g_assert_cmpuint (n, >, 60);
    }
}

/* The brute force on a W x H rectangle from the origin (the options of its
 * cells lie in it). */
static gint32 *
brute_rect (const char *family, guint a, guint b, guint c, guint W, guint H)
{
  gint32 *g = g_new (gint32, (gsize) W * H);
  guint *seen = g_new0 (guint, 3 * (W + H) * MAX (W, H) + 2), stamp = 0;

  for (guint y = 0; y < H; y++)
    for (guint x = 0; x < W; x++)
      {
        guint z = 0;
        stamp++;
        for (guint dy = 0; dy <= y; dy++)
          for (guint dx = 0; dx <= x; dx++)
            if (line_move (family, a, b, c, dx, dy))
              seen[g[(gsize) (y - dy) * W + x - dx]] = stamp;
        while (seen[z] == stamp)
          z++;
        g[(gsize) y * W + x] = (gint32) z;
      }
  g_free (seen);
  return g;
}

/* The rectangle sweep against the brute force: random line families,
 * rows thin and long, on both sides of its ring of diagonals (used once
 * the rows outnumber the ring's spare diagonals, some 70). */
static void
test_rect (void)
{
  guint32 seed = g_test_rand_int ();
  GRand *rand = g_rand_new_with_seed (seed);

  g_test_message ("seed %u", seed);
  for (guint i = 0; i < 16; i++)
    {
      const char *f = line_families[g_rand_int_range (rand, 0, 5)];
      guint a, b, c, W, H;
      random_bands (rand, f, 5, 4, 4, &a, &b, &c);
      W = g_rand_int_range (rand, 1, 30);
      H = i % 2 ? g_rand_int_range (rand, 1, 68) : g_rand_int_range (rand, 80, 150);
      if (i % 4 == 3)
        {
          guint t = W;
          W = H;
          H = t;
        }
      g_autofree char *rule = family_rule (f, a, b, c, 1);
      g_autoptr (WyGame) game = wy_game_parse (rule, NULL);
      g_autoptr (GError) error = NULL;
      WyBoard *board = _wy_board_new (game, MAX (W, H));
      g_autofree gint32 *want = brute_rect (f, a, b, c, W, H);

      g_test_message ("%s, %u x %u", rule, W, H);
      board->width = W;
      board->height = H;
      g_assert_true (wy_grundy_lines_rect (board, NULL, NULL, NULL, &error));
      g_assert_no_error (error);
      for (guint y = 0; y < H; y++)
        for (guint x = 0; x < W; x++)
          if (board->grundy[(gsize) y * W + x] != want[(gsize) y * W + x])
            g_error ("%s, %u x %u: g(%u,%u) = %d, the brute force says %d", rule, W, H, x, y,
                     board->grundy[(gsize) y * W + x], want[(gsize) y * W + x]);
      wy_board_unref (board);
    }
  g_rand_free (rand);
}

/* The rectangle's budget: 1.67 10^7 cells of wythoff in the default 2 s
 * (a sum's 5000,3000 among them), 10^8 in 12 s, blocking refused, and the
 * refusal past it naming the rectangle and the budget. */
static gboolean
reaches (const WyGame *game, guint x, guint y)
{
  return _wy_caps_grundy_reaches (_wy_engine_desc (game), game, x, y);
}

static void
assert_rect_budget (void)
{
  g_autoptr (WyGame) wythoff = wy_game_parse ("wythoff", NULL);
  g_autoptr (GError) error = NULL;
  WyQuery wide = { .needs = WY_NEED_GRUNDY, .size = 200000, .has_region = TRUE,
                   .x0 = 199999, .y0 = 0, .x1 = 199999, .y1 = 999 };

  g_assert_true (reaches (wythoff, 4095, 4095));
  g_assert_true (reaches (wythoff, 4999, 2999));
  g_assert_true (reaches (wythoff, 16665, 999));
  g_assert_false (reaches (wythoff, 16666, 999));
  g_assert_false (reaches (wythoff, 99999, 999));
  g_assert_true (wy_solve_set_time_budget (12));
  g_assert_true (reaches (wythoff, 99999, 999));
  g_assert_false (reaches (wythoff, 99999, 1000));
  g_assert_true (reaches (wythoff, 9999, 9999));
  g_assert_false (reaches (wythoff, 10000, 10000));
  g_assert_true (wy_solve_set_time_budget (2));
  {
    g_autoptr (WyGame) blocked = wy_game_parse ("wythoff:block=2", NULL);
    g_assert_false (reaches (blocked, 5000, 0));
  }
  g_assert_null (_wy_engine_solve (wythoff, &wide, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_MEMORY);
  g_assert_nonnull (strstr (error->message, "rectangle from the origin"));
  g_assert_nonnull (strstr (error->message, "200000 x 1000"));
  g_assert_nonnull (strstr (error->message, "time budget of 2 s"));
}

/* A region beyond the square's side: the rectangle from the origin (swept
 * transposed where it is wider than tall) against the square of side 4096
 * where they overlap, and against the mirrored region; the budget's both
 * sides and its refusal. */
static void
test_rect_region (void)
{
  guint32 seed = g_test_rand_int ();
  GRand *rand = g_rand_new_with_seed (seed);
  static const char *rules[] = { "wythoff", "fraenkel:a=3", "wyt:a=2,b=3" };
  const char *rule = rules[g_rand_int_range (rand, 0, G_N_ELEMENTS (rules))];
  g_autoptr (WyGame) game = wy_game_parse (rule, NULL);
  g_autoptr (GError) error = NULL;
  guint far = 4096 + g_rand_int_range (rand, 0, 2000), thin = g_rand_int_range (rand, 1, 40);
  g_autoptr (WyBoard) square = wy_test_solve (game, 4096, WY_NEED_GRUNDY, NULL, NULL, NULL,
                                              &error);
  WyQuery wide = { .needs = WY_NEED_GRUNDY, .size = far + 1, .has_region = TRUE,
                   .x0 = far, .y0 = 0, .x1 = far, .y1 = thin };
  WyQuery tall = wide;
  g_autoptr (WyBoard) w = NULL, t = NULL;

  g_test_message ("seed %u: %s, %u x %u", seed, rule, far + 1, thin + 1);
  g_assert_no_error (error);
  w = _wy_engine_solve (game, &wide, &error);
  g_assert_no_error (error);
  tall.x0 = 0;
  tall.y0 = far;
  tall.x1 = thin;
  tall.y1 = far;
  t = _wy_engine_solve (game, &tall, &error);
  g_assert_no_error (error);
  for (guint y = 0; y <= thin; y++)
    for (guint x = 0; x <= far; x++)
      {
        int g = wy_board_get_grundy (w, x, y);
        g_assert_cmpint (g, ==, wy_board_get_grundy (t, y, x));
        if (x < 4096)
          g_assert_cmpint (g, ==, wy_board_get_grundy (square, x, y));
        g_assert_cmpint (wy_board_get_status (w, x, y), ==, g == 0 ? WY_STATUS_P : WY_STATUS_N);
      }
  g_rand_free (rand);
  assert_rect_budget ();
}

/* The sweep's refusals name the allowed range. */
static void
test_classes_refused (void)
{
  static const char *rules[] = { "wythoff:block=2", "wythoff:play=misere", "nimpq:p=2", "mark",
                                 "stwythoff" };
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) wythoff = wy_game_parse ("wythoff", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    {
      g_autoptr (WyGame) game = wy_game_parse (rules[i], NULL);
      g_assert_null (wy_grundy_class (game, 10, 1, NULL, NULL, NULL, &error));
      g_assert_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED);
      g_clear_error (&error);
    }
  g_assert_null (wy_grundy_class (wythoff, 2000001, 1, NULL, NULL, NULL, &error));
  g_assert_nonnull (strstr (error->message, "from 1 to 2000000"));
  g_clear_error (&error);
  g_assert_null (wy_grundy_class (wythoff, 10, 256, NULL, NULL, NULL, &error));
  g_assert_nonnull (strstr (error->message, "from 0 to 255"));
  g_clear_error (&error);
  /* the time model: every class at 2 10^6 up to 64, fewer rows above */
  g_assert_true (wy_grundy_class_check (wythoff, 2000000, 64, NULL));
  g_assert_false (wy_grundy_class_check (wythoff, 2000000, 65, &error));
  g_assert_nonnull (strstr (error->message, "from 1 to 1969696 (a fixed cap of a few seconds' work"));
  g_clear_error (&error);
  g_assert_true (wy_grundy_class_check (wythoff, 390625, 255, NULL));
  g_assert_false (wy_grundy_class_check (wythoff, 390626, 255, &error));
  g_assert_nonnull (strstr (error->message, "from 1 to 390625 (a fixed cap of a few seconds' work"));
}

/* The strip engine (wy_grundy_strip: x < R, y < N, no move leaves it)
 * against the brute force on random line families and bands, across the
 * window of its mex search (wide bands give many options). */
static void
test_strip (void)
{
  guint32 seed = g_test_rand_int ();
  GRand *rand = g_rand_new_with_seed (seed);

  g_test_message ("seed %u", seed);
  for (guint i = 0; i < 40; i++)
    {
      const char *f = line_families[g_rand_int_range (rand, 0, 5)];
      guint a, b, c, R = g_rand_int_range (rand, 1, 13), N = g_rand_int_range (rand, 1, 90);
      guint S = MAX (R, N);
      random_bands (rand, f, 6, 5, 5, &a, &b, &c);
      g_autofree char *rule = family_rule (f, a, b, c, 1);
      g_autoptr (WyGame) game = wy_game_parse (rule, NULL);
      g_autoptr (GError) error = NULL;
      g_autofree gint32 *want = brute_grundy (f, a, b, c, 1, S);
      g_autofree gint32 *got = wy_grundy_strip (game, R, N, NULL, NULL, NULL, &error);

      g_assert_no_error (error);
      for (guint y = 0; y < N; y++)
        for (guint x = 0; x < R; x++)
          if (got[y * R + x] != want[y * S + x])
            g_error ("%s strip %u x %u: g(%u, %u) = %d, brute force %d (seed %u)", rule, R, N, x,
                     y, got[y * R + x], want[y * S + x], seed);
    }
  g_rand_free (rand);
}

/* Additive periods: a known preperiod and period, the least period among
 * its multiples, and a tail that fits a small p only at its very end. */
static void
test_period_find (void)
{
  gint32 v[600];
  WyPeriod p;

  /* 7 arbitrary values, then period 5 with salt 3 */
  for (guint i = 0; i < 600; i++)
    v[i] = i < 7 ? (gint32) (100 - 13 * i) : (gint32) ((i - 7) / 5 * 3 + (i - 7) % 5 * 7 % 5);
  p = wy_period_find (v, 600, 1);
  g_assert_true (p.found);
  g_assert_cmpuint (p.period, ==, 5);
  g_assert_cmpint (p.salt, ==, 3);
  g_assert_cmpuint (p.preperiod, <=, 7);
  g_assert_cmpuint (p.preperiod, >=, 6);
  /* no period, though the last three values step by one */
  for (guint i = 0; i < 600; i++)
    v[i] = (gint32) ((i * i * 7919) % 1009);
  v[597] = 5, v[598] = 6, v[599] = 7;
  p = wy_period_find (v, 600, 1);
  g_assert_false (p.found);
  /* a stride: every second value */
  for (guint i = 0; i < 600; i++)
    v[i] = i % 2 ? -1 : (gint32) (i / 2);
  p = wy_period_find (v, 300, 2);
  g_assert_true (p.found);
  g_assert_cmpuint (p.period, ==, 1);
  g_assert_cmpuint (p.preperiod, ==, 0);
}

/* Blocking games: at most Q (or q, under every reading) P-positions a row
 * and a column, checked here on boards of random blocking games. Periods
 * refuse nimpq's typed blocking, saying its P-set's rows are finite; a
 * line family's block=Q has its strip of f^Q, whose zeros are the board's
 * P-positions. */
static void
test_strip_blocking (void)
{
  for (guint i = 0; i < 12; i++)
    {
      gboolean typed = i % 2;
      int q = g_test_rand_int_range (2, 5), p = g_test_rand_int_range (1, 4);
      static const char *const readings[] = { "linecount", "abstract", "sec7" };
      g_autofree char *rule = typed
        ? g_strdup_printf ("nimpq:a=%d,b=%d,p=%d,q=%d,reading=%s", g_test_rand_int_range (1, 3),
                           g_test_rand_int_range (1, 3), p, q, readings[i % 3])
        : g_strdup_printf ("wyt:a=%d,b=%d,block=%d", g_test_rand_int_range (0, 3),
                           g_test_rand_int_range (1, 3), q);
      g_autoptr (WyGame) game = wy_game_parse (rule, NULL);
      g_autoptr (GError) error = NULL;
      g_autoptr (WyBoard) board = NULL;
      guint b = (guint) wy_game_get_param (game, WY_PARAM_B);
      g_autofree gint32 *strip = NULL;

      g_assert_true (wy_grundy_strip_check (game, 4, 100, &error) == !typed);
      if (typed)
        g_assert_nonnull (strstr (error->message, "rows of its P-set are finite"));
      g_clear_error (&error);
      board = wy_test_solve (game, 120, WY_NEED_STATUS, NULL, NULL, NULL, &error);
      g_assert_no_error (error);
      if (!typed)
        {
          strip = wy_grundy_strip (game, 4, 120, NULL, NULL, NULL, &error);
          g_assert_no_error (error);
          for (guint y = 0; y < 120; y++)
            for (guint x = 0; x < 4; x++)
              g_assert_cmpint (strip[y * 4 + x] == 0, ==,
                               wy_board_get_status (board, x, y) == WY_STATUS_P);
        }
      for (guint y = 0; y < 120; y++)
        {
          guint in_row = 0, in_column = 0;
          for (guint x = 0; x < 120; x++)
            {
              in_row += wy_board_get_status (board, x, y) == WY_STATUS_P;
              in_column += wy_board_get_status (board, y, x) == WY_STATUS_P;
            }
          /* block=Q: the Q-th P-position of a row makes the rest of it N; the
           * typed games block at most p - 1 + q - 1 moves, b rows a band */
          guint most = typed ? (guint) (p + q) * b : (guint) q;
          if (in_row > most || in_column > most)
            g_error ("%s: row %u holds %u P-positions, column %u holds %u", rule, y, in_row, y,
                     in_column);
        }
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/grundy/classes", test_classes);
  g_test_add_func ("/core/grundy/classes-refused", test_classes_refused);
  g_test_add_func ("/core/grundy/classes-large", test_classes_large);
  g_test_add_func ("/core/grundy/classes-two-lanes", test_classes_two_lanes);
  g_test_add_func ("/core/grundy/classes-two-lanes-cancel", test_classes_two_lanes_cancel);
  g_test_add_func ("/core/grundy/classes-oeis", test_classes_oeis);
  g_test_add_func ("/core/grundy/rect", test_rect);
  g_test_add_func ("/core/grundy/rect-region", test_rect_region);
  g_test_add_func ("/core/grundy/strip", test_strip);
  g_test_add_func ("/core/grundy/period-find", test_period_find);
  g_test_add_func ("/core/grundy/strip-blocking", test_strip_blocking);
  return g_test_run ();
}
