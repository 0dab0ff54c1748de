/* wy-solve-heaps3.c: the engine group of three heaps (nim:heaps=3,
 * wythoff:heaps=3, fraenkel3, rules naming dz or z, adjoins over them):
 * the stored cube (status, step, Grundy values), the P-set sweep of the
 * line games at large sides, their P-options, and the group's cost model.
 * A cube of side S is stored as a board S wide and S * S high: cell
 * (x, y, z) at row z * S + y (docs/api.md, "Three heaps"). */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "wy-engine.h"
#include "wy-rule.h"
#include "wy-side-model.h"

/* The directions of a line game's moves: the heaps a move takes from, one
 * bit each (x 1, y 2, z 4); the same amount from each. */
static guint
line_directions (const WyGame *game, guint8 *dirs)
{
  guint n = 0;

  switch (wy_game_get_family (game))
    {
    case WY_FAMILY_NIM3:
      dirs[n++] = 1, dirs[n++] = 2, dirs[n++] = 4;
      return n;
    case WY_FAMILY_WYTHOFF3:
      for (guint d = 1; d < 8; d++)
        dirs[n++] = d;
      return n;
    default:
      return 0;
    }
}

/* The line through (x, y, z) in direction d, as an index below 4 S^2:
 * the coordinates off the direction, and the differences along it. */
static inline gsize
line_key (guint d, guint x, guint y, guint z, guint S)
{
  gsize S2 = 2 * (gsize) S;

  switch (d)
    {
    case 1: return (gsize) z * S + y;
    case 2: return (gsize) z * S + x;
    case 4: return (gsize) y * S + x;
    case 3: return (gsize) z * S2 + (x + S - y);
    case 5: return (gsize) y * S2 + (x + S - z);
    case 6: return (gsize) x * S2 + (y + S - z);
    default: return (gsize) (x + S - y) * S2 + (x + S - z);
    }
}

/* What a line holds so far: the largest step on it, and the smallest step
 * of a P-position on it (NO_P: none). */
#define NO_P G_MAXUINT32
typedef struct {
  guint32 max, min_p;
} LineState;

/* The elimination of docs/spec.md §4, as for two heaps: a cell all of
 * whose options are N is P one step after the last of them is decided; a
 * cell with a P-option is N at the step of its first P-option (misère: the
 * terminal position is N at step 1). */
static inline void
decide (guint32 max, guint32 min_p, gboolean terminal_n, guint8 *status, guint32 *step)
{
  gboolean p = min_p == NO_P && !terminal_n;

  *status = p ? WY_STATUS_P : WY_STATUS_N;
  *step = p ? max + 1 : terminal_n ? 1 : min_p;
}

/* How far line_key moves when x grows by one (the lines of one row y, z). */
static inline gsize
line_stride (guint d, guint S)
{
  return d == 1 ? 0 : d == 6 ? 2 * (gsize) S : d == 7 ? 2 * (gsize) S + 1 : 1;
}

/* The line games' cube: along each line a running state; a cell's options
 * are the cells before it on its lines. Along a row the lines of each
 * direction are a fixed stride apart. */
static gboolean
solve_lines3 (WyBoard *board, const guint8 *dirs, guint n_dirs, WyProgressFunc progress,
              gpointer user_data, GCancellable *cancellable, GError **error)
{
  guint S = board->size;
  gboolean misere = wy_game_is_misere (board->game);
  g_autofree LineState *state = g_new (LineState, 7 * 4 * (gsize) S * S);
  LineState *first[7];
  gsize stride[7];

  for (gsize i = 0; i < 7 * 4 * (gsize) S * S; i++)
    state[i] = (LineState) { 0, NO_P };
  for (guint d = 0; d < n_dirs; d++)
    stride[d] = line_stride (dirs[d], S);
  for (guint z = 0; z < S; z++)
    {
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;
      if (progress)
        progress ((double) z / S, user_data);
      for (guint y = 0; y < S; y++)
        {
          gsize row = ((gsize) z * S + y) * S;

          for (guint d = 0; d < n_dirs; d++)
            first[d] = &state[(gsize) d * 4 * S * S + line_key (dirs[d], 0, y, z, S)];
          for (guint x = 0; x < S; x++)
            {
              guint32 max = 0, min_p = NO_P, st;
              guint8 status;

              for (guint d = 0; d < n_dirs; d++)
                {
                  const LineState *line = first[d] + x * stride[d];

                  max = MAX (max, line->max);
                  min_p = MIN (min_p, line->min_p);
                }
              decide (max, min_p, misere && x + y + z == 0, &status, &st);
              board->status[row + x] = status;
              board->step[row + x] = st;
              for (guint d = 0; d < n_dirs; d++)
                {
                  LineState *line = first[d] + x * stride[d];

                  line->max = MAX (line->max, st);
                  if (status == WY_STATUS_P)
                    line->min_p = MIN (line->min_p, st);
                }
            }
        }
    }
  return TRUE;
}

/* Every option of (x, y, z), handed to func with its target's index; the
 * line games along their lines, Fraenkel's game by its XOR moves, the
 * rules over every (dx, dy, dz). FALSE from func stops. */
typedef gboolean (*OptionFunc) (gsize target, gpointer data);

static void
each_option (const WyGame *game, guint S, guint x, guint y, guint z, OptionFunc func,
             gpointer data)
{
  guint8 dirs[7];
  guint n_dirs = line_directions (game, dirs);
  gsize at = ((gsize) z * S + y) * S + x;

  if (n_dirs > 0)
    {
      for (guint d = 0; d < n_dirs; d++)
        {
          guint m = MIN (dirs[d] & 1 ? x : G_MAXUINT,
                         MIN (dirs[d] & 2 ? y : G_MAXUINT, dirs[d] & 4 ? z : G_MAXUINT));
          gsize step = (dirs[d] & 1) + (dirs[d] & 2 ? S : 0) + (dirs[d] & 4 ? (gsize) S * S : 0);
          for (guint k = 1; k <= m; k++)
            if (!func (at - k * step, data))
              return;
        }
      return;
    }
  if (wy_game_get_family (game) == WY_FAMILY_FRAENKEL3)
    {
      for (guint k = 1; k <= x; k++)
        if (!func (at - k, data))
          return;
      for (guint k = 1; k <= y; k++)
        if (!func (at - (gsize) k * S, data))
          return;
      for (guint k = 1; k <= z; k++)
        if (!func (at - (gsize) k * S * S, data))
          return;
      /* two or three heaps: a1 ^ a2 ^ a3 = 0 */
      for (guint a = 0; a <= x; a++)
        for (guint b = 0; b <= y; b++)
          {
            guint c = a ^ b;
            if (c <= z && (a > 0) + (b > 0) + (c > 0) >= 2
                && !func (at - a - (gsize) b * S - (gsize) c * S * S, data))
              return;
          }
      return;
    }
  for (guint dz = 0; dz <= z; dz++)
    for (guint dy = 0; dy <= y; dy++)
      for (guint dx = 0; dx <= x; dx++)
        if (_wy_game_is_move3 (game, x, y, z, dx, dy, dz, NULL)
            && !func (at - dx - (gsize) dy * S - (gsize) dz * S * S, data))
          return;
}

/* What one cell gathers of its options. */
typedef struct {
  const WyBoard *board;
  guint          n, max_step, min_p;
  guint8        *seen;   /* Grundy values seen, a byte each (NULL: none asked) */
  guint          seen_len;
} Gather;

static gboolean
gather (gsize t, gpointer data)
{
  Gather *g = data;

  g->n++;
  g->max_step = MAX (g->max_step, g->board->step[t]);
  if (g->board->status[t] == WY_STATUS_P)
    g->min_p = MIN (g->min_p, g->board->step[t]);
  if (g->seen)
    {
      guint v = (guint) g->board->grundy[t];
      if (v < g->seen_len)
        g->seen[v] = 1;
    }
  return TRUE;
}

/* Any cube by its options: status, step, and the Grundy values when asked. */
static gboolean
solve_options3 (WyBoard *board, gboolean with_grundy, WyProgressFunc progress,
                gpointer user_data, GCancellable *cancellable, GError **error)
{
  guint S = board->size;
  gboolean misere = wy_game_is_misere (board->game);
  guint seen_len = 3 * S + 2;
  g_autofree guint8 *seen = with_grundy ? g_malloc (seen_len) : NULL;

  for (guint z = 0; z < S; z++)
    for (guint y = 0; y < S; y++)
      {
        if (g_cancellable_set_error_if_cancelled (cancellable, error))
          return FALSE;
        if (progress && y == 0)
          progress ((double) z / S, user_data);
        for (guint x = 0; x < S; x++)
          {
            gsize at = ((gsize) z * S + y) * S + x;
            Gather g = { board, 0, 0, NO_P, seen, seen_len };
            if (seen)
              memset (seen, 0, seen_len);
            each_option (board->game, S, x, y, z, gather, &g);
            decide (g.max_step, g.min_p, misere && g.n == 0, &board->status[at],
                    &board->step[at]);
            if (seen)
              {
                guint v = 0;
                while (v < seen_len && seen[v])
                  v++;
                board->grundy[at] = (gint32) v;
                board->max_grundy = MAX (board->max_grundy, v);
              }
          }
      }
  return TRUE;
}

gboolean
_wy_solve_heaps3 (WyBoard *board, gboolean with_grundy, WyProgressFunc progress,
                  gpointer user_data, GCancellable *cancellable, GError **error)
{
  guint8 dirs[7];
  guint n_dirs = line_directions (board->game, dirs);

  g_return_val_if_fail (board->heaps == 3, FALSE);
  with_grundy = with_grundy && wy_game_has_grundy (board->game);
  if (with_grundy)
    {
      board->grundy = g_try_malloc_n ((gsize) board->width * board->height, sizeof (gint32));
      if (!board->grundy)
        {
          g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                       _("not enough memory for a board of size %u"), board->size);
          return FALSE;
        }
    }
  if (n_dirs > 0 && !with_grundy)
    return solve_lines3 (board, dirs, n_dirs, progress, user_data, cancellable, error);
  return solve_options3 (board, with_grundy, progress, user_data, cancellable, error);
}

/* The P-set sweep of the line games (no steps): a cell is P iff no line
 * through it holds a P-position, every line a bit in a bitset over x, so
 * that a row is scanned 64 cells at a time; a row (the x direction) holds
 * at most one P-position. */
typedef struct {
  guint     S, words;         /* words of a bitset over x, and over 2S */
  guint     words2;
  guint64  *by, *bz;          /* [z][x], [y][x] */
  guint64  *bxy, *bxz;        /* [z][x - y + S], [y][x - z + S] */
  guint64  *byz, *bxyz;       /* [y - z + S][x], [z - y + S][x - y + S] */
} Sweep;

static inline guint64
bits_at (const guint64 *b, guint from, guint w)
{
  guint bit = from + 64 * w, i = bit / 64, s = bit % 64;

  return s == 0 ? b[i] : (b[i] >> s) | (b[i + 1] << (64 - s));
}

static inline void
set_bit (guint64 *b, guint i)
{
  b[i / 64] |= (guint64) 1 << (i % 64);
}

/* The first free x of row (y, z), or S. */
static guint
sweep_row (const Sweep *s, gboolean all, guint y, guint z)
{
  guint S = s->S;

  for (guint w = 0; w < s->words; w++)
    {
      guint64 used = s->by[(gsize) z * s->words + w] | s->bz[(gsize) y * s->words + w];
      if (all)
        used |= bits_at (s->bxy + (gsize) z * s->words2, S - y, w)
                | bits_at (s->bxz + (gsize) y * s->words2, S - z, w)
                | s->byz[(gsize) (y + S - z) * s->words + w]
                | bits_at (s->bxyz + (gsize) (z + S - y) * s->words2, S - y, w);
      if (~used)
        {
          guint x = 64 * w + (guint) __builtin_ctzll (~used);
          return MIN (x, S);
        }
    }
  return S;
}

static void
sweep_mark (Sweep *s, gboolean all, guint x, guint y, guint z)
{
  guint S = s->S;

  set_bit (s->by + (gsize) z * s->words, x);
  set_bit (s->bz + (gsize) y * s->words, x);
  if (!all)
    return;
  set_bit (s->bxy + (gsize) z * s->words2, x + S - y);
  set_bit (s->bxz + (gsize) y * s->words2, x + S - z);
  set_bit (s->byz + (gsize) (y + S - z) * s->words, x);
  set_bit (s->bxyz + (gsize) (z + S - y) * s->words2, x + S - y);
}

static GArray *
sweep_pset (const WyGame *game, guint S, GCancellable *cancellable, GError **error)
{
  gboolean all = wy_game_get_family (game) == WY_FAMILY_WYTHOFF3;
  gboolean misere = wy_game_is_misere (game);
  /* one word more than a row needs: bits_at reads past a row's last word */
  Sweep s = { S, (S + 63) / 64 + 1, (2 * S + 63) / 64 + 2 };
  GArray *ppos = g_array_new (FALSE, FALSE, sizeof (WyPos));

  s.by = g_new0 (guint64, (gsize) S * s.words);
  s.bz = g_new0 (guint64, (gsize) S * s.words);
  s.bxy = all ? g_new0 (guint64, (gsize) S * s.words2) : NULL;
  s.bxz = all ? g_new0 (guint64, (gsize) S * s.words2) : NULL;
  s.byz = all ? g_new0 (guint64, (gsize) 2 * S * s.words) : NULL;
  s.bxyz = all ? g_new0 (guint64, (gsize) 2 * S * s.words2) : NULL;
  /* the bits beyond S are taken: no x past the board is free */
  for (guint r = 0; r < S; r++)
    for (guint x = S; x < 64 * s.words; x++)
      set_bit (s.by + (gsize) r * s.words, x);
  for (guint z = 0; z < S && !g_cancellable_set_error_if_cancelled (cancellable, error); z++)
    for (guint y = 0; y < S; y++)
      {
        guint x = sweep_row (&s, all, y, z);
        /* misère: the terminal position is N, (1, 0, 0) the first P */
        if (misere && y == 0 && z == 0)
          x = MIN (1, S);
        if (x >= S)
          continue;
        sweep_mark (&s, all, x, y, z);
        g_array_append_val (ppos, ((WyPos) { x, z * S + y }));
      }
  g_free (s.by);
  g_free (s.bz);
  g_free (s.bxy);
  g_free (s.bxz);
  g_free (s.byz);
  g_free (s.bxyz);
  if (error && *error)
    g_clear_pointer (&ppos, g_array_unref);
  return ppos;
}

gboolean
_wy_heaps3_has_pset_sweep (const WyGame *game)
{
  WyFamily f = wy_game_get_family (game);

  return f == WY_FAMILY_NIM3 || f == WY_FAMILY_WYTHOFF3;
}

WyBoard *
_wy_heaps3_solve_pset (const WyGame *game, guint size, WyProgressFunc progress,
                       gpointer user_data, GCancellable *cancellable, GError **error)
{
  WyBoard *board;
  GArray *ppos = sweep_pset (game, size, cancellable, error);

  if (!ppos)
    return NULL;
  board = _wy_board_new (game, size);
  board->ppos = ppos;
  if (progress)
    progress (1.0, user_data);
  return board;
}

/* The options of (x, y, z) as moves (WyMove with dz and target_z), all
 * or those into P-positions, by step, then z, y, x. */
typedef struct {
  const WyBoard *board;
  guint          x, y, z;
  gboolean       p_only;
  GArray        *moves;
} ListMoves;

static gboolean
list_move (gsize t, gpointer data)
{
  ListMoves *l = data;
  guint S = l->board->size, tx = t % S, ty = (t / S) % S, tz = t / ((gsize) S * S);
  WyMove m = { { tx, ty }, l->x - tx, l->y - ty, WY_STATUS_N, 0, WY_LINE_MOVE,
               l->z - tz, tz };

  m.status = wy_board_get_cell (l->board, tx, tz * S + ty, &m.step);
  if (l->p_only && m.status != WY_STATUS_P)
    return TRUE;
  m.line = _wy_game_move_line3 (l->board->game, l->x, l->y, l->z, m.dx, m.dy, m.dz, NULL);
  g_array_append_val (l->moves, m);
  return TRUE;
}

static gint
move3_compare (gconstpointer a, gconstpointer b)
{
  const WyMove *m = a, *n = b;

  if (m->step != n->step)
    return m->step < n->step ? -1 : 1;
  if (m->target_z != n->target_z)
    return m->target_z < n->target_z ? -1 : 1;
  return _wy_move_compare (a, b);
}

GArray *
_wy_heaps3_list_moves (const WyBoard *board, guint x, guint y, guint z, gboolean p_only)
{
  ListMoves l = { board, x, y, z, p_only, g_array_new (FALSE, FALSE, sizeof (WyMove)) };
  guint S = board->size;

  if (board->heaps != 3 || x >= S || y >= S || z >= S)
    return l.moves;
  each_option (board->game, S, x, y, z, list_move, &l);
  g_array_sort (l.moves, move3_compare);
  return l.moves;
}

/* The descriptor's P-options: a cube's row y is z * S + y; a slice's
 * cells are explained on its cube (wy_solution_describe). */
GArray *
_wy_heaps3_p_options (const WyBoard *board, guint x, guint y, GArray *moves,
                      GCancellable *cancellable)
{
  g_autoptr (GArray) found = NULL;

  if (board->heaps != 3)
    return moves;
  found = _wy_heaps3_list_moves (board, x, y % board->size, y / board->size, TRUE);
  g_array_append_vals (moves, found->data, found->len);
  return moves;
}

/* The group's cost model: the stored cube (a status byte and a step, four
 * bytes of Grundy value when asked) within the memory budget and the time
 * budget, from the operations a cell costs (measured: see HACKING.md). */
#define HEAPS3_MEMORY ((double) ((guint64) 2 << 30))

/* The work of one move asked of a rule: its expression, or an adjoin's look-up of its base's
 * P-positions after its base's moves, a level each (a family's moves as much as one). */
static double
move_levels (const WyGame *game)
{
  const WyGame *base = _wy_game_get_base (game);

  return base ? 1 + move_levels (base) : 1;
}

static double
cube_ops (guint S, gconstpointer data)
{
  const WyGame *game = data, *base = _wy_game_get_base (game);
  double s = S, cells = s * s * s;
  guint8 dirs[7];
  guint n_dirs = line_directions (game, dirs);

  if (n_dirs > 0)
    return cells * n_dirs;
  if (wy_game_get_family (game) == WY_FAMILY_FRAENKEL3)
    return cells * (s * s / 4 + 1.5 * s);
  /* every (dx, dy, dz) below the cell, a move asked each; an adjoin's base's cube solved
   * first (measured at 22: a rule 0.55 s, over it one adjoin 1.63 s, three 5.77 s; four
   * over 3-heap Nim 8.34 s: about the levels' sum) */
  return cells * (s * s * s / 8 + 1) * 20 * move_levels (game) + (base ? cube_ops (S, base) : 0);
}

/* Grundy values of the line games: along every line, a value each. */
static double
cube_grundy_ops (guint S, gconstpointer data)
{
  const WyGame *game = data;
  guint8 dirs[7];
  guint n_dirs = line_directions (game, dirs);
  double s = S;

  if (n_dirs > 0)
    return s * s * s * (n_dirs * s / 2 + 3 * s) / 2;
  return cube_ops (S, data);
}

/* Simple operations a second, measured on the cube (a slow machine's). */
#define HEAPS3_OPS_PER_SECOND 1.5e8

guint
_wy_caps_heaps3_side (const WyGame *game, gboolean grundy, double seconds, const char **reason)
{
  /* a status byte and a step a cell (and a Grundy value), and the line
   * states: 7 directions of 4 S^2 lines, 8 bytes each (solve_lines3) */
  double bytes = grundy ? 9 : 5;
  guint by_memory = (guint) cbrt (HEAPS3_MEMORY / bytes);
  guint by_time;

  while (by_memory > 1 && bytes * pow (by_memory, 3) + 224.0 * by_memory * by_memory
                          > HEAPS3_MEMORY)
    by_memory--;
  by_time = wy_side_within (1, by_memory, grundy ? cube_grundy_ops : cube_ops, game,
                            seconds * HEAPS3_OPS_PER_SECOND);

  *reason = by_time < by_memory ? N_("the measured model of the three-heap cube")
                                : N_("the memory budget of 2 GiB");
  return by_time;
}

/* The P-set sweep's side: its bitsets are small and its P-positions some
 * S^2 (8 bytes each); the time, S^2 rows of S / 64 words from two bitsets
 * (Nim) or six (the equal-amount game), bounds it. Measured: wythoff:heaps=3
 * at 2048 in 0.63 s of processor, about 1.3 10^9 words a second; the model
 * takes 10^9 and half the time budget, for a slower or busier machine. */
#define HEAPS3_WORDS_PER_SECOND 1e9
#define HEAPS3_PSET_MAX 8192u

static double
pset_words (guint S, gconstpointer data)
{
  double s = S;

  return s * s * s / 64 * (wy_game_get_family (data) == WY_FAMILY_WYTHOFF3 ? 6 : 2) + 20 * s * s;
}

guint
_wy_caps_heaps3_pset_side (const WyGame *game, double seconds, const char **reason)
{
  guint side = wy_side_within (1, HEAPS3_PSET_MAX, pset_words, game,
                               seconds * 0.5 * HEAPS3_WORDS_PER_SECOND);

  *reason = side < HEAPS3_PSET_MAX ? N_("the measured model of the three-heap P-set sweep")
                                   : N_("the largest cube of the P-set sweep");
  return side;
}
