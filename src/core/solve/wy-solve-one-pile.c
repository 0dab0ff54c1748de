/* wy-solve-one-pile.c: exact solver for Fraenkel's one-pile games Mark-k and UpMark. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "wy-board-private.h"
#include "wy-engine.h"
#include "wy-engine-testing.h"
#include "wy-one-pile-bytes.h"

/* The options of n: at most k - 1 subtractions and one division. */
guint
_wy_one_pile_options (const WyGame *game, guint n, guint *out)
{
  guint count = 0;

  if (wy_game_get_family (game) == WY_FAMILY_UPMARK)
    {
      if (n >= 2)
        out[count++] = n - 1;
      /* each target once: for n = 3, ceil(n/2) is n - 1 */
      if (n >= 4)
        out[count++] = (n + 1) / 2;
      return count;
    }
  guint k = wy_game_get_param (game, WY_PARAM_K);
  for (guint j = 1; j <= k - 1 && j <= n; j++)
    out[count++] = n - j;
  if (n >= 1 && n / k < n - MIN (k - 1, n))
    out[count++] = n / k;
  return count;
}

/* The q-th smallest of the n steps (sorted in place); 0 when n < q. With
 * block=Q a position is N from the Q-th move into P on. */
static guint
q_th_smallest (guint *s, guint n, guint q)
{
  if (n < q)
    return 0;
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0 && s[j - 1] > s[j]; j--)
      {
        guint t = s[j];
        s[j] = s[j - 1];
        s[j - 1] = t;
      }
  return s[q - 1];
}

/* The Grundy values from the byte-per-position fast path. */
/* f^Q = mex^Q with block=Q > 1: the least value among the at most k
 * options' values occurring fewer than Q times. */
static void
one_pile_block_grundy (WyBoard *board)
{
  const WyGame *game = board->game;
  guint k = wy_game_get_param (game, WY_PARAM_K), q = wy_game_get_block (game);
  g_autofree guint *opt = g_new (guint, k + 2);
  g_autofree guint *count = g_new (guint, k + 4);

  board->grundy = g_new0 (gint32, board->size);
  board->grundy[0] = wy_game_first_position (game) == 1 ? -1 : 0;
  for (guint n = wy_game_first_position (game); n < board->size; n++)
    {
      guint n_opt = _wy_one_pile_options (game, n, opt), g = 0;
      memset (count, 0, sizeof (guint) * (k + 4));
      for (guint i = 0; i < n_opt; i++)
        if ((guint) board->grundy[opt[i]] < k + 4)
          count[board->grundy[opt[i]]]++;
      while (count[g] >= q)
        g++;
      board->grundy[n] = (gint32) g;
      board->max_grundy = MAX (board->max_grundy, g);
    }
}

static gboolean
one_pile_grundy (WyBoard *board, GCancellable *cancellable, GError **error)
{
  g_autofree guint8 *g = NULL;

  if (wy_game_get_block (board->game) > 1)
    {
      one_pile_block_grundy (board);
      return TRUE;
    }
  g = wy_one_pile_grundy (board->game, board->size, cancellable, error);

  if (!g)
    return FALSE;
  board->grundy = g_new (gint32, board->size);
  for (guint n = 0; n < board->size; n++)
    {
      board->grundy[n] = g[n] == 0xff ? -1 : g[n];
      if (g[n] != 0xff)
        board->max_grundy = MAX (board->max_grundy, g[n]);
    }
  return TRUE;
}

/* Positions are solved in chunks of this many between checks of the
 * cancellable. */
#define CHUNK (1u << 20)

/* Mark-k and UpMark with block=1, in one pass from the first position on.
 * The options of n are the window n - 1 .. n - (k - 1) (fewer near the
 * first position; UpMark's k is 2) and d = (n + add) / k: n / k, or
 * ceil (n / 2) for UpMark (add 1); d inside the window when they coincide
 * is harmless for a minimum and a maximum. A P-position has no P-option,
 * so a window holds at most one P-position, the last one; the largest step
 * of the window is the front of a deque of positions whose steps fall from
 * front to back, and the last 64 steps are kept in a ring (k <= 60).
 * The steps go to a whole board (status and step of every position) or
 * to a strip (wy-board-private.h), whose 16-bit steps may not hold them. */
typedef struct {
  guint            k, add, first, size;
  gboolean         misere;
  guint8          *status;   /* a whole board, */
  guint32         *step;
  WyOnePileStrip  *strip;    /* or a strip */
} Sweep;

typedef enum { SWEEP_DONE, SWEEP_CANCELLED, SWEEP_TOO_WIDE } SweepResult;

/* The largest step a strip keeps (tests lower it). */
static guint strip_step_max = G_MAXUINT16;

void
_wy_one_pile_set_strip_step_max (guint max)
{
  strip_step_max = MIN (max, G_MAXUINT16);
}

static inline gboolean
strip_is_p (const WyOnePileStrip *strip, guint n)
{
  return (strip->is_p[n / 64] >> (n % 64)) & 1;
}

static inline G_ALWAYS_INLINE gboolean
sweep_is_p (const Sweep *s, gboolean to_strip, guint n)
{
  return to_strip ? strip_is_p (s->strip, n) : s->status[n] == WY_STATUS_P;
}

/* d is always below a strip's low_end */
static inline G_ALWAYS_INLINE guint32
sweep_step (const Sweep *s, gboolean to_strip, guint n)
{
  return to_strip ? s->strip->step[n] : s->step[n];
}

/* FALSE when a strip keeps n and its step does not fit. */
static inline G_ALWAYS_INLINE gboolean
sweep_put (const Sweep *s, gboolean to_strip, guint n, gboolean p, guint32 step)
{
  WyOnePileStrip *strip = s->strip;
  guint i;

  if (!to_strip)
    {
      s->status[n] = p ? WY_STATUS_P : WY_STATUS_N;
      s->step[n] = step;
      return TRUE;
    }
  strip->is_p[n / 64] |= (guint64) p << (n % 64);
  if (n < strip->low_end)
    i = n;
  else if (n >= strip->high_start)
    i = n - strip->high_start + strip->low_end;
  else
    return TRUE;
  if (step > strip_step_max)
    return FALSE;
  strip->step[i] = (guint16) step;
  return TRUE;
}

static inline guint32
least_of (guint32 least, guint32 s)
{
  return least && least < s ? least : s;
}

/* one_option: k = 2, the window is n - 1 alone (no deque) */
static inline G_ALWAYS_INLINE SweepResult
sweep_with (const Sweep *s, gboolean to_strip, gboolean one_option, GCancellable *cancellable,
            GError **error)
{
  guint32 ring[64], least, top, step;
  guint deque[64], head = 0, tail = 0, width = s->k - 1;
  guint last_p = G_MAXUINT, first = s->first, d, r;
  guint32 last_p_step = 0;

  if (s->size <= first)
    return SWEEP_DONE;
  /* the first position has no option: P, or N in misere play, step 1 */
  if (!sweep_put (s, to_strip, first, !s->misere, 1))
    return SWEEP_TOO_WIDE;
  ring[first & 63] = 1;
  if (!s->misere)
    last_p = first, last_p_step = 1;
  d = (first + 1 + s->add) / s->k;
  r = (first + 1 + s->add) % s->k;
  for (guint from = first + 1; from < s->size; from += CHUNK)
    {
      guint to = MIN (s->size, from + CHUNK);
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return SWEEP_CANCELLED;
      for (guint n = from; n < to; n++)
        {
          guint low = n > width ? n - width : 0;
          guint32 d_step = sweep_step (s, to_strip, d), window_top = ring[(n - 1) & 63];
          if (!one_option)
            {
              while (tail != head && ring[deque[(tail - 1) & 63] & 63] <= window_top)
                tail--;
              deque[tail++ & 63] = n - 1;
              if (deque[head & 63] < low)
                head++;
              window_top = ring[deque[head & 63] & 63];
            }
          least = last_p != G_MAXUINT && last_p >= low ? last_p_step : 0;
          if (sweep_is_p (s, to_strip, d))
            least = least_of (least, d_step);
          top = MAX (window_top, d_step);
          step = least ? least : top + 1;
          if (!sweep_put (s, to_strip, n, !least, step))
            return SWEEP_TOO_WIDE;
          ring[n & 63] = step;
          if (!least)
            last_p = n, last_p_step = step;
          if (++r == s->k)
            r = 0, d++;
        }
    }
  return SWEEP_DONE;
}

static inline G_ALWAYS_INLINE SweepResult
sweep (const Sweep *s, gboolean to_strip, GCancellable *cancellable, GError **error)
{
  return s->k == 2 ? sweep_with (s, to_strip, TRUE, cancellable, error)
                   : sweep_with (s, to_strip, FALSE, cancellable, error);
}

static Sweep
sweep_of (const WyGame *game, guint size)
{
  return (Sweep) { .k = wy_game_get_param (game, WY_PARAM_K),
                   .add = wy_game_get_family (game) == WY_FAMILY_UPMARK,
                   .first = wy_game_first_position (game), .size = size,
                   .misere = wy_game_is_misere (game) };
}

/* Mark and UpMark with block=1 on a whole board. */
static gboolean
one_pile_steps (WyBoard *board, GCancellable *cancellable, GError **error)
{
  Sweep s = sweep_of (board->game, board->size);

  s.status = board->status;
  s.step = board->step;
  return sweep (&s, FALSE, cancellable, error) == SWEEP_DONE;
}

/* The board reads a strip's cells through these (y is always 0). */
static WyStatus
strip_status (gconstpointer cells, guint n, guint y)
{
  const WyOnePileStrip *strip = cells;

  if (n < strip->first)
    return WY_STATUS_NONE;
  return strip_is_p (strip, n) ? WY_STATUS_P : WY_STATUS_N;
}

static guint
strip_step (gconstpointer cells, guint n, guint y)
{
  const WyOnePileStrip *strip = cells;

  if (n < strip->low_end)
    return strip->step[n];
  if (n >= strip->high_start)
    return strip->step[n - strip->high_start + strip->low_end];
  return 0;
}

static void
strip_row (gconstpointer cells, guint y, guint x0, guint n, WyStatus *status, guint *steps)
{
  for (guint i = 0; i < n; i++)
    {
      status[i] = strip_status (cells, x0 + i, 0);
      steps[i] = strip_step (cells, x0 + i, 0);
    }
}

static GArray *
strip_ppos (gconstpointer cells, guint size)
{
  const WyOnePileStrip *strip = cells;
  guint words = (size - 1) / 64 + 1, n = 0;
  GArray *ppos;
  WyPos *p;

  /* counted first, so the list is filled in place (a bulk read of 10^6 positions) */
  for (guint w = 0; w < words; w++)
    n += (guint) __builtin_popcountll (strip->is_p[w]);
  ppos = g_array_sized_new (FALSE, FALSE, sizeof (WyPos), n);
  g_array_set_size (ppos, n);
  p = (WyPos *) ppos->data;
  for (guint w = 0; w < words; w++)
    for (guint64 bits = strip->is_p[w]; bits; bits &= bits - 1)
      *p++ = (WyPos) { w * 64 + (guint) __builtin_ctzll (bits), 0 };
  return ppos;
}

static void
strip_free (gpointer cells)
{
  WyOnePileStrip *strip = cells;

  g_free (strip->is_p);
  g_free (strip->step);
  g_free (strip);
}

static const WyCellReader strip_reader = {
  .status = strip_status,
  .step = strip_step,
  .row = strip_row,
  .ppos = strip_ppos,
  .free = strip_free,
};

const WyOnePileStrip *
_wy_one_pile_board_strip (const WyBoard *board)
{
  return board->reader == &strip_reader ? board->cells : NULL;
}

GArray *
_wy_one_pile_p_options (const WyBoard *board, guint x, guint y, GArray *moves,
                        GCancellable *cancellable)
{
  g_autofree guint *opt = g_new (guint, wy_game_get_param (board->game, WY_PARAM_K) + 2);
  guint count = _wy_one_pile_options (board->game, x, opt);

  for (guint i = 0; i < count; i++)
    if (wy_board_get_status (board, opt[i], 0) == WY_STATUS_P)
      {
        WyMove m = { { opt[i], 0 }, x - opt[i], 0, WY_STATUS_P, wy_board_get_step (board, opt[i], 0),
                     _wy_game_move_line (board->game, x, 0, x - opt[i], 0, NULL) };
        g_array_append_val (moves, m);
      }
  g_array_sort (moves, _wy_move_compare);
  return moves;
}

WyBoard *
_wy_solve_one_pile_region (const WyGame *game, guint x0, guint size, GCancellable *cancellable,
                           GError **error)
{
  Sweep s = sweep_of (game, size);
  g_autoptr (WyBoard) board = NULL;
  WyOnePileStrip *strip;
  gsize kept;

  g_return_val_if_fail (size >= 1 && x0 < size, NULL);
  board = _wy_board_new (game, size);
  strip = g_new0 (WyOnePileStrip, 1);
  /* the options (x1 + add) / k and x0 - (k - 1) of the region's ends */
  strip->low_end = MIN (size, (size - 1 + s.add) / s.k + 1);
  strip->high_start = MAX (strip->low_end, x0 - MIN (x0, s.k - 1));
  strip->first = s.first;
  kept = strip->low_end + size - strip->high_start;
  strip->is_p = g_try_new0 (guint64, size / 64 + 1);
  strip->step = g_try_new0 (guint16, kept);
  board->reader = &strip_reader;
  board->cells = s.strip = strip;
  if (!strip->is_p || !strip->step)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                   _("not enough memory for a board of size %u"), size);
      return NULL;
    }
  /* on huge pages: mark:k=2 at 2^27 took 0.83 s against 1.09 s without
   * them (paired medians, wall; fewer page faults, cheaper reads) */
  _wy_advise_huge (strip->is_p, (size / 64 + 1) * sizeof (guint64));
  _wy_advise_huge (strip->step, kept * sizeof (guint16));
  return sweep (&s, TRUE, cancellable, error) == SWEEP_DONE ? g_steal_pointer (&board) : NULL;
}

gboolean
wy_solve_one_pile (WyBoard *board, gboolean with_grundy, GCancellable *cancellable,
                   GError **error)
{
  const WyGame *game = board->game;
  gboolean misere = wy_game_is_misere (game);
  guint k = wy_game_get_param (game, WY_PARAM_K);
  g_autofree guint *opt = g_new (guint, k + 2);
  g_autofree guint *pstep = g_new (guint, k + 2);
  guint block = wy_game_get_block (game);

  if (block == 1)
    return one_pile_steps (board, cancellable, error)
           && (!with_grundy || one_pile_grundy (board, cancellable, error));
  for (guint n = wy_game_first_position (game); n < board->size; n++)
    {
      guint count = _wy_one_pile_options (game, n, opt), pmin = 0, smax = 0, n_p = 0;

      if ((n & 0xfffff) == 0 && g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;
      for (guint i = 0; i < count; i++)
        {
          guint s = board->step[opt[i]];
          smax = MAX (smax, s);
          if (board->status[opt[i]] == WY_STATUS_P)
            pstep[n_p++] = s;
        }
      pmin = q_th_smallest (pstep, n_p, block);
      board->status[n] = (pmin > 0 || (count == 0 && misere)) ? WY_STATUS_N : WY_STATUS_P;
      board->step[n] = pmin > 0 ? pmin : count == 0 ? 1 : smax + 1;
    }
  return !with_grundy || one_pile_grundy (board, cancellable, error);
}
