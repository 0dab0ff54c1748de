/* wy-cli-yardstick.c: plain programs that do a command's work the obvious way, for `wythoff bench` to compare. */
#define G_LOG_DOMAIN "wy-cli"

#include "config.h"

#include <stdio.h>
#include <string.h>

#include "wy-cli-bench.h"
#include "wy-cli-common.h"
#include "wy-block-sweep.h"
#include "wy-line-sweep3.h"
#include "wy-cli-commands.h"

/* A plain writer: digits by hand into a megabyte buffer, fwrite when full. */
typedef struct {
  char  *buf;
  gsize  len;
} PlainOut;

#define PLAIN_OUT_CAPACITY (1u << 20)

static inline void
plain_uint (PlainOut *o, guint v)
{
  char d[10];
  guint n = 0;

  do
    d[n++] = (char) ('0' + v % 10);
  while ((v /= 10) > 0);
  while (n > 0)
    o->buf[o->len++] = d[--n];
}

static inline void
plain_char (PlainOut *o, char c)
{
  o->buf[o->len++] = c;
}

static void
plain_flush (PlainOut *o)
{
  fwrite (o->buf, 1, o->len, stdout);
  o->len = 0;
}

/* A CSV line's start "x,y," (written out first when the buffer is nearly full). */
static inline void
plain_cell (PlainOut *o, guint x, guint y)
{
  if (o->len > PLAIN_OUT_CAPACITY - 64)
    plain_flush (o);
  plain_uint (o, x);
  plain_char (o, ',');
  plain_uint (o, y);
  plain_char (o, ',');
}

/* plain-steps wythoff SIZE: the bytes of `steps wythoff --size SIZE
 * --format csv` in one plain loop, without the library: a P-position's
 * step is 1 + the largest step among its options, an N cell's the least
 * step of a P-position it moves to (docs/spec.md, section 4); per row,
 * column and diagonal the largest step so far and the least P step. */
static int
plain_steps (guint S)
{
  g_autofree guint32 *col_max = g_new0 (guint32, S), *col_p = g_new (guint32, S);
  g_autofree guint32 *dia_max = g_new0 (guint32, 2 * S), *dia_p = g_new (guint32, 2 * S);
  g_autofree char *buf = g_malloc (PLAIN_OUT_CAPACITY);
  PlainOut o = { buf, 0 };

  memset (col_p, 0xff, S * sizeof (guint32));
  memset (dia_p, 0xff, 2 * S * sizeof (guint32));
  fputs ("x,y,status,step\n", stdout);
  for (guint y = 0; y < S; y++)
    {
      guint32 row_max = 0, row_p = G_MAXUINT32;
      for (guint x = 0; x < S; x++)
        {
          guint d = x + S - y;
          guint32 p = MIN (MIN (row_p, col_p[x]), dia_p[d]), step;
          gboolean is_p = p == G_MAXUINT32;

          step = is_p ? 1 + MAX (MAX (row_max, col_max[x]), dia_max[d]) : p;
          row_max = MAX (row_max, step);
          col_max[x] = MAX (col_max[x], step);
          dia_max[d] = MAX (dia_max[d], step);
          if (is_p)
            row_p = col_p[x] = dia_p[d] = step;
          plain_cell (&o, x, y);
          plain_char (&o, is_p ? 'P' : 'N');
          plain_char (&o, ',');
          plain_uint (&o, step);
          plain_char (&o, '\n');
        }
    }
  plain_flush (&o);
  return fflush (stdout) == 0 ? 0 : 1;
}

/* plain-steps mark:k=K SIZE: the bytes of `steps mark:k=K --size SIZE
 * --region SIZE-1000,SIZE-1` (the last thousand positions) by a plain loop
 * over a status byte and a 32-bit step per position: the options of n are
 * n - 1 .. n - k + 1 and n / k. */
static int
plain_mark_steps (guint k, guint S)
{
  g_autofree guint8 *is_p = g_malloc (S);
  g_autofree guint32 *step = g_malloc ((gsize) S * sizeof (guint32));
  g_autofree char *buf = g_malloc (PLAIN_OUT_CAPACITY);
  PlainOut o = { buf, 0 };

  for (guint n = 0; n < S; n++)
    {
      guint32 top = 0, least = G_MAXUINT32;
      guint sub = MIN (k - 1, n);

      for (guint j = 1; j <= sub; j++)
        {
          top = MAX (top, step[n - j]);
          if (is_p[n - j])
            least = MIN (least, step[n - j]);
        }
      if (n >= 1 && n / k < n - sub)
        {
          top = MAX (top, step[n / k]);
          if (is_p[n / k])
            least = MIN (least, step[n / k]);
        }
      is_p[n] = least == G_MAXUINT32;
      step[n] = is_p[n] ? top + 1 : least;
    }
  fputs ("n,status,step\n", stdout);
  for (guint n = S > 1000 ? S - 1000 : 0; n < S; n++)
    {
      plain_uint (&o, n);
      plain_char (&o, ',');
      plain_char (&o, is_p[n] ? 'P' : 'N');
      plain_char (&o, ',');
      plain_uint (&o, step[n]);
      plain_char (&o, '\n');
    }
  plain_flush (&o);
  return fflush (stdout) == 0 ? 0 : 1;
}

/* The approach the line solver replaced: for every cell, walk its row,
 * column and diagonal bands outwards until a P-position is found. */
static gboolean
naive_has_p_option (const guint8 *p, guint S, guint a, guint b, guint x, guint y)
{
  for (guint k = 0; k < b && k <= y; k++)
    for (guint dx = k ? 0 : 1; dx <= x; dx++)
      if (p[(gsize) (y - k) * S + x - dx])
        return TRUE;
  for (int e = 1 - (int) a; e < (int) a; e++)
    for (guint dy = e < 0 ? (guint) -e : 0, dx = dy + e; dx <= x && dy <= y; dx++, dy++)
      if (dx + dy > 0 && p[(gsize) (y - dy) * S + x - dx])
        return TRUE;
  for (guint k = 0; k < b && k <= x; k++)
    for (guint dy = k ? 0 : 1; dy <= y; dy++)
      if (p[(gsize) (y - dy) * S + x - k])
        return TRUE;
  return FALSE;
}

/* An O(S^2) sieve: a P-position marks its bands of b columns, b rows and
 * 2a-1 diagonals, each cell once per line. */
static void
sieve_mark (guint8 *n, guint S, guint a, guint b, guint x, guint y)
{
  for (guint k = 0; k < b && x + k < S; k++)
    for (guint t = y + (k == 0); t < S; t++)
      n[(gsize) t * S + x + k] = 1;
  for (guint k = 0; k < b && y + k < S; k++)
    for (guint t = x + (k == 0); t < S; t++)
      n[(gsize) (y + k) * S + t] = 1;
  for (int e = 1 - (int) a; e < (int) a; e++)
    for (guint dy = e < 0 ? (guint) -e : 0, dx = dy + e; x + dx < S && y + dy < S; dx++, dy++)
      if (dx + dy > 0)
        n[(gsize) (y + dy) * S + x + dx] = 1;
}

/* grundy-bitset wythoff|nim SIZE: the bytes of `grundy GAME --size SIZE
 * --format csv` the straightforward way: one bitset of the values seen per
 * row, column and diagonal, a cell's value the first zero of their OR;
 * written by the plain writer. */
static int
grundy_bitset (guint S, gboolean diagonal)
{
  gsize W = 3 * (gsize) S / 64 + 1;  /* a value is below the number of options */
  g_autofree guint64 *row = g_new0 (guint64, W);
  g_autofree guint64 *col = g_new0 (guint64, W * S);
  g_autofree guint64 *dia = g_new0 (guint64, W * 2 * S);
  g_autofree guint32 *g = g_new (guint32, (gsize) S * S);

  for (guint y = 0; y < S; y++)
    {
      memset (row, 0, W * sizeof (guint64));
      for (guint x = 0; x < S; x++)
        {
          guint64 *c = col + W * x, *d = dia + W * (x + S - y), m;
          gsize w = 0;
          while (!~(m = row[w] | c[w] | (diagonal ? d[w] : 0)))
            w++;
          guint32 v = (guint32) (w * 64 + __builtin_ctzll (~m));
          g[(gsize) y * S + x] = v;
          row[v / 64] |= G_GUINT64_CONSTANT (1) << (v % 64);
          c[v / 64] |= G_GUINT64_CONSTANT (1) << (v % 64);
          d[v / 64] |= G_GUINT64_CONSTANT (1) << (v % 64);
        }
    }
  g_autofree char *buf = g_malloc (PLAIN_OUT_CAPACITY);
  PlainOut o = { buf, 0 };

  fputs ("x,y,g\n", stdout);
  for (guint y = 0; y < S; y++)
    for (guint x = 0; x < S; x++)
      {
        plain_cell (&o, x, y);
        plain_uint (&o, g[(gsize) y * S + x]);
        plain_char (&o, '\n');
      }
  plain_flush (&o);
  return fflush (stdout) == 0 ? 0 : 1;
}

/* naive|sieve wyt:a=A,b=B SIZE: the text of `ppos`, cell by cell. */
static int
plain_ppos (const WyGame *game, guint S, gboolean naive)
{
  guint a = wy_game_get_param (game, WY_PARAM_A), b = wy_game_get_param (game, WY_PARAM_B);
  g_autofree guint8 *mark = g_malloc0 ((gsize) S * S);

  for (guint y = 0; y < S; y++)
    for (guint x = 0; x < S; x++)
      {
        gboolean p = naive ? !naive_has_p_option (mark, S, a, b, x, y)
                           : !mark[(gsize) y * S + x];
        if (!p)
          continue;
        if (naive)
          mark[(gsize) y * S + x] = 1;
        else
          sieve_mark (mark, S, a, b, x, y);
        printf ("(%u, %u)\n", x, y);
      }
  return fflush (stdout) == 0 ? 0 : 1;
}

int
wy_cli_yardstick (int argc, char **argv)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) game = NULL;
  WyFamily family;
  guint size;

  /* the block sweep and the classes keep no board: a million lines and more */
  guint max = argc == 3 && (strcmp (argv[0], "block-sweep") == 0
                            || strcmp (argv[0], "one-lane-value-16") == 0) ? 2000000 : 20000;

  if (argc != 3 || !(game = wy_game_parse (argv[1], &error))
      || !wy_cli_parse_uint ("SIZE", argv[2], 1,
                             wy_game_is_one_pile (game) ? 200000000 : max, &size, &error))
    return error ? wy_cli_fail_error (error)
                 : wy_cli_fail (_("bench --yardstick takes NAME GAME SIZE"));
  family = wy_game_get_family (game);
  if (strcmp (argv[0], "block-sweep") == 0)
    {
      if (family != WY_FAMILY_WYTHOFF)
        return wy_cli_fail (_("the block-sweep yardstick takes wythoff:block=Q"));
      return wy_block_sweep (size, wy_game_get_block (game), stdout);
    }
  if (strcmp (argv[0], "line-sweep3") == 0)
    {
      if ((family != WY_FAMILY_NIM3 && family != WY_FAMILY_WYTHOFF3) || wy_game_is_misere (game))
        return wy_cli_fail (_("the line-sweep3 yardstick takes nim:heaps=3 or wythoff:heaps=3"));
      return wy_line_sweep3 (size, family == WY_FAMILY_WYTHOFF3, stdout);
    }
  if (strcmp (argv[0], "plain-steps") == 0 && !wy_game_is_misere (game)
      && wy_game_get_block (game) == 1 && family == WY_FAMILY_WYTHOFF)
    return plain_steps (size);
  if (strcmp (argv[0], "plain-steps") == 0 && !wy_game_is_misere (game)
      && wy_game_get_block (game) == 1 && family == WY_FAMILY_MARK)
    return plain_mark_steps (wy_game_get_param (game, WY_PARAM_K), size);
  if (strcmp (argv[0], "one-lane") == 0 || strcmp (argv[0], "one-lane-value-16") == 0)
    {
      /* grundy GAME --size SIZE --format csv (or the positions of value 16),
       * its sweep in one lane */
      char *values[] = { "grundy", argv[1], "--size", argv[2], "--format", "csv", NULL };
      char *classes[] = { "grundy", argv[1], "--size", argv[2], "--value", "16", NULL };
      char **args = strcmp (argv[0], "one-lane") == 0 ? values : classes;
      g_setenv ("WY_GRUNDY_LANES", "1", TRUE);
      return wy_cli_grundy (g_strv_length (args), args);
    }
  if (strcmp (argv[0], "grundy-bitset") == 0
      && (family == WY_FAMILY_WYTHOFF || family == WY_FAMILY_NIM)
      && !wy_game_is_misere (game) && wy_game_get_block (game) == 1)
    return grundy_bitset (size, family == WY_FAMILY_WYTHOFF);
  if (wy_game_get_family (game) != WY_FAMILY_WYT || wy_game_is_misere (game)
      || wy_game_get_block (game) > 1)
    return wy_cli_fail (_("the naive and sieve yardsticks take wyt:a=A,b=B"));
  if (strcmp (argv[0], "naive") == 0 || strcmp (argv[0], "sieve") == 0)
    return plain_ppos (game, size, strcmp (argv[0], "naive") == 0);
  return wy_cli_fail (_("no yardstick %s: plain-steps (wythoff, mark), one-lane, "
                        "one-lane-value-16, grundy-bitset (wythoff, nim), block-sweep "
                        "(wythoff:block=Q), line-sweep3 (nim:heaps=3, wythoff:heaps=3), naive or "
                        "sieve"), argv[0]);
}
