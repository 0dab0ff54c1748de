/* wy-brute.c: an independent brute-force elimination from docs/spec.md alone (see wy-brute.h). */
#include "wy-brute.h"

#include <stdlib.h>
#include <string.h>

static const char *family_names[BR_N_FAMILIES] = {
  "nim", "wythoff", "fraenkel", "wyt", "wytc", "nimpq", "stwythoff", "restricted", "gamma",
  "imitation", "mark", "upmark", "custom",
};

const char *
br_family_name (BrFamily family)
{
  return family_names[family];
}

gboolean
br_family_one_pile (BrFamily family)
{
  return family == BR_MARK || family == BR_UPMARK;
}

char *
br_rule_string (const BrRule *r)
{
  static const char *readings[] = { "linecount", "abstract", "sec7" };
  GString *s = g_string_new (family_names[r->family]);

  switch (r->family)
    {
    case BR_FRAENKEL:
      g_string_append_printf (s, ":a=%d", r->a);
      break;
    case BR_WYT:
      g_string_append_printf (s, ":a=%d,b=%d", r->a, r->b);
      break;
    case BR_WYTC:
      g_string_append_printf (s, ":a=%d,b=%d,c=%d", r->a, r->b, r->c);
      break;
    case BR_NIMPQ:
      g_string_append_printf (s, ":a=%d,b=%d,p=%d,q=%d,reading=%s", r->a, r->b, r->p, r->q,
                              readings[r->reading]);
      break;
    case BR_STWYTHOFF:
    case BR_RESTRICTED:
      g_string_append_printf (s, ":s=%d,t=%d", r->s, r->t);
      break;
    case BR_GAMMA:
      g_string_append_printf (s, ":i=%d,s=%d,t=%d", r->i, r->s, r->t);
      break;
    case BR_IMITATION:
      g_string_append_printf (s, ":p=%d", r->p);
      break;
    case BR_MARK:
      g_string_append_printf (s, ":k=%d", r->k);
      break;
    default:
      break;
    }
  if (r->block > 1)
    g_string_append_printf (s, "%cblock=%d", strchr (s->str, ':') ? ',' : ':', r->block);
  if (r->misere)
    g_string_append (s, strchr (s->str, ':') ? ",play=misere" : ":play=misere");
  return g_string_free (s, FALSE);
}

gboolean
br_has_grundy (const BrRule *r)
{
  return !r->misere && r->family != BR_IMITATION
         && !(r->family == BR_NIMPQ && (r->p > 1 || r->q > 1));
}

/* ---- legal moves: the table of docs/spec.md, one family a line ---- */

/* Gamma: the restricted game's P-generators A'_n, B'_n (n >= 0) while A'_n < limit. */
typedef struct {
  GArray *A, *B;
} Generators;

static void
generators_init (Generators *g, const BrRule *r, guint limit)
{
  int delta = r->t % 2;
  guint cap = 8 * limit + 16;
  gboolean *seen = g_new0 (gboolean, cap);

  g->A = g_array_new (FALSE, FALSE, sizeof (gint64));
  g->B = g_array_new (FALSE, FALSE, sizeof (gint64));
  for (gint64 n = 0;; n++)
    {
      gint64 A = 0, B;
      while ((guint64) A < cap && seen[A])
        A++;
      B = (gint64) r->s * A + (gint64) (r->t + delta) * n;
      if ((guint64) A >= limit)
        break;
      g_array_append_val (g->A, A);
      g_array_append_val (g->B, B);
      gint64 marks[4] = { A, A + 1, B, B + 1 };
      for (guint j = 0; j < 4; j++)
        if (marks[j] >= 0 && (guint64) marks[j] < cap)
          seen[marks[j]] = TRUE;
    }
  g_free (seen);
}

static gboolean
in_Q (const BrRule *r, gint64 n)
{
  int half = (r->t + r->t % 2) / 2;

  switch (r->i)
    {
    case 1:
      return n == 1;
    case 2:
      return n >= 1;
    case 3:
      return n >= 1 && n != 3 + half;
    default:
      return n >= 1 && n != 2 + half;
    }
}

/* The generators of the last (s, t) asked for, to at least the limit. */
static Generators cached;
static int cached_s, cached_t;
static guint cached_limit;

static const Generators *
generators_for (const BrRule *r, guint limit)
{
  if (!cached.A || cached_s != r->s || cached_t != r->t || cached_limit < limit)
    {
      if (cached.A)
        {
          g_array_unref (cached.A);
          g_array_unref (cached.B);
        }
      generators_init (&cached, r, limit);
      cached_s = r->s;
      cached_t = r->t;
      cached_limit = limit;
    }
  return &cached;
}

static gboolean
is_type3 (const BrRule *r, guint dx, guint dy)
{
  const Generators *g = generators_for (r, MAX (64, 2 * MAX (dx, dy) + 2));

  for (guint n = 0; n < g->A->len; n++)
    {
      gint64 A = g_array_index (g->A, gint64, n), B = g_array_index (g->B, gint64, n);
      if (in_Q (r, n) && ((dx == A && dy == B) || (dx == B && dy == A)))
        return TRUE;
    }
  return FALSE;
}

static gboolean
cone_move (const BrRule *r, guint dx, guint dy)
{
  gint64 k = MIN (dx, dy), l = MAX (dx, dy);

  if (k == 0)
    return l > 0;
  return l - k < (gint64) (r->s - 1) * k + r->t;
}

gboolean
br_is_move (const BrRule *r, guint x, guint y, guint dx, guint dy)
{
  guint mn = MIN (dx, dy);
  guint d = dx > dy ? dx - dy : dy - dx;

  if (r->family == BR_CUSTOM)
    {
      if (dx > x || dy > y || dx + dy == 0 || (r->custom_one_pile && dy != 0))
        return FALSE;
      return r->custom_move (r->custom_data, x, y, dx, dy);
    }
  if (br_family_one_pile (r->family))
    {
      /* one pile n = x: the amount lost is dx */
      guint n = x, to;
      if (dy != 0 || dx == 0 || dx > n)
        return FALSE;
      to = n - dx;
      if (r->family == BR_MARK)
        return dx <= (guint) r->k - 1 || to == n / (guint) r->k;
      /* upmark: n >= 1; n -> n - 1 or n -> ceil(n/2); 1 is terminal */
      return to >= 1 && (dx == 1 || to == (n + 1) / 2);
    }
  if (dx > x || dy > y || dx + dy == 0)
    return FALSE;
  switch (r->family)
    {
    case BR_NIM:
    case BR_IMITATION:
      return dx == 0 || dy == 0;
    case BR_WYTHOFF:
      return dx == 0 || dy == 0 || dx == dy;
    case BR_FRAENKEL:
      return mn == 0 || d < (guint) r->a;
    case BR_WYT:
    case BR_NIMPQ:
      return mn < (guint) r->b || d < (guint) r->a;
    case BR_WYTC:
      return d < (guint) r->a || dx < (guint) r->b || dy < (guint) r->c;
    case BR_STWYTHOFF:
      return cone_move (r, dx, dy);
    case BR_RESTRICTED:
      return dx % 2 == 0 && dy % 2 == 0 && cone_move (r, dx, dy);
    case BR_GAMMA:
      return (dx % 2 == 0 && dy % 2 == 0 && cone_move (r, dx, dy)) || is_type3 (r, dx, dy);
    default:
      g_assert_not_reached ();
    }
}

/* ---- blocking (nimpq): can every move of W be blocked? ---- */

typedef struct {
  guint dx, dy;
} Move;

/* linecount, as docs/spec.md writes it: N iff 1., 2. or 3. */
static gboolean
linecount_is_n (const BrRule *r, const Move *w, guint n)
{
  guint diag = 0;

  for (guint i = 0; i < n; i++)
    {
      guint d = w[i].dx > w[i].dy ? w[i].dx - w[i].dy : w[i].dy - w[i].dx;
      if (d > 0 && d < (guint) r->a)
        return TRUE;
      /* diagonal-type only when legal as one: |dx - dy| < a */
      if (d == 0 && d < (guint) r->a)
        diag++;
    }
  if (diag >= (guint) r->p)
    return TRUE;
  for (guint k = 0; k < (guint) r->b; k++)
    {
      guint col = 0, row = 0;
      for (guint i = 0; i < n; i++)
        {
          col += w[i].dx == k && k <= w[i].dy;
          row += w[i].dy == k && k <= w[i].dx;
        }
      if (col >= (guint) r->q || row >= (guint) r->q)
        return TRUE;
    }
  return FALSE;
}

/* The classes (bits 0: diagonal-type, 1: column, 2: row) a move may be charged to. */
static guint
classes_of (const BrRule *r, const Move *m)
{
  guint d = m->dx > m->dy ? m->dx - m->dy : m->dy - m->dx, c = 0;

  if (r->reading == BR_ABSTRACT)
    {
      if (d < (guint) r->a)
        c |= 1;
      if (m->dx < (guint) r->b && m->dx <= m->dy)
        c |= 2;
      if (m->dy < (guint) r->b && m->dy <= m->dx)
        c |= 4;
      return c;
    }
  /* sec7: exact diagonal (diagonal-type only when a >= 1), dx == 0, dy == 0 */
  if (d == 0 && d < (guint) r->a)
    c |= 1;
  if (m->dx == 0)
    c |= 2;
  if (m->dy == 0)
    c |= 4;
  return c;
}

/* Exhaustive: try every class of move i within the budgets left. Dead
 * ends are remembered (the moves are sorted by their classes, so equal
 * moves meet the same dead ends) when the budgets are small. */
typedef struct {
  const guint *cls;
  guint        n;
  guint8      *dead; /* [i][b0][b1][b2], budgets < 16 */
} Assign;

static gboolean
assign (Assign *as, guint i, int budget[3])
{
  gsize key = 0;

  if (i == as->n)
    return TRUE;
  if (as->dead)
    {
      key = ((i * 16u + budget[0]) * 16u + budget[1]) * 16u + budget[2];
      if (as->dead[key])
        return FALSE;
    }
  for (guint c = 0; c < 3; c++)
    if ((as->cls[i] & (1u << c)) && budget[c] > 0)
      {
        budget[c]--;
        gboolean ok = assign (as, i + 1, budget);
        budget[c]++;
        if (ok)
          return TRUE;
      }
  if (as->dead)
    as->dead[key] = 1;
  return FALSE;
}

static int
compare_guint (const void *a, const void *b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;
  return x < y ? -1 : x > y;
}

static gboolean
nimpq_is_n (const BrRule *r, const Move *w, guint n)
{
  int budget[3] = { r->p - 1, r->q - 1, r->q - 1 };
  guint cls[3 * 1000];

  if (n == 0)
    return FALSE;
  if (r->reading == BR_LINECOUNT)
    return linecount_is_n (r, w, n);
  if ((int) n > budget[0] + budget[1] + budget[2])
    return TRUE;
  for (guint i = 0; i < n; i++)
    cls[i] = classes_of (r, &w[i]);
  qsort (cls, n, sizeof (guint), compare_guint);
  Assign as = { cls, n, NULL };
  if (n > 8 && budget[0] < 16 && budget[1] < 16 && budget[2] < 16)
    as.dead = g_new0 (guint8, (gsize) (n + 1) * 16 * 16 * 16);
  gboolean covered = assign (&as, 0, budget);
  g_free (as.dead);
  return !covered;
}

/* ---- the game as a graph, and the elimination on it ---- */

typedef struct {
  guint  n;
  guint *start;   /* options of v: target[start[v] .. start[v + 1]) */
  guint *target;
  Move  *move;    /* (dx, dy) of each option (two-pile games) */
  guint8 *exists; /* upmark's 0 is not a position */
} Graph;

static void
graph_two_pile (Graph *g, const BrRule *r, guint S)
{
  GArray *target = g_array_new (FALSE, FALSE, sizeof (guint));
  GArray *move = g_array_new (FALSE, FALSE, sizeof (Move));

  g->n = S * S;
  g->start = g_new (guint, g->n + 1);
  g->exists = g_new (guint8, g->n);
  memset (g->exists, 1, g->n);
  for (guint y = 0; y < S; y++)
    for (guint x = 0; x < S; x++)
      {
        g->start[y * S + x] = target->len;
        for (guint dy = 0; dy <= y; dy++)
          for (guint dx = 0; dx <= x; dx++)
            if (br_is_move (r, x, y, dx, dy))
              {
                guint t = (y - dy) * S + (x - dx);
                Move m = { dx, dy };
                g_array_append_val (target, t);
                g_array_append_val (move, m);
              }
      }
  g->start[g->n] = target->len;
  g->target = (guint *) g_array_free (target, FALSE);
  g->move = (Move *) g_array_free (move, FALSE);
}

static void
graph_one_pile (Graph *g, const BrRule *r, guint S)
{
  GArray *target = g_array_new (FALSE, FALSE, sizeof (guint));

  g->n = S;
  g->start = g_new (guint, S + 1);
  g->exists = g_new (guint8, S);
  for (guint n = 0; n < S; n++)
    {
      g->exists[n] = r->family != BR_UPMARK || n >= 1;
      g->start[n] = target->len;
      /* options as a set of targets, smallest loss first */
      for (guint dx = 1; g->exists[n] && dx <= n; dx++)
        if (br_is_move (r, n, 0, dx, 0))
          {
            guint t = n - dx;
            g_array_append_val (target, t);
          }
    }
  g->start[S] = target->len;
  g->target = (guint *) g_array_free (target, FALSE);
  g->move = NULL;
}

/* Imitation Nim's state graph (docs/spec.md): a state is (x, y), the previous
 * move if it can be imitated (pile i, amount r), and the imitation runs of
 * the player to move (m) and of the opponent (o), each 0..p-1. */
typedef struct {
  guint S, p, n_prev; /* prev: 0 none, 1 + i * S + r */
} ImitationShape;

static guint
imitation_id (const ImitationShape *sh, guint x, guint y, guint prev, guint m, guint o)
{
  return (((y * sh->S + x) * sh->n_prev + prev) * sh->p + m) * sh->p + o;
}

static void
graph_imitation (Graph *g, const BrRule *r, guint S)
{
  ImitationShape sh = { S, (guint) r->p, 1 + 2 * S };
  GArray *target = g_array_new (FALSE, FALSE, sizeof (guint));

  g->n = S * S * sh.n_prev * sh.p * sh.p;
  g->start = g_new (guint, g->n + 1);
  g->exists = g_new (guint8, g->n);
  memset (g->exists, 1, g->n);
  g->move = NULL;
  for (guint v = 0; v < g->n; v++)
    {
      guint o = v % sh.p, m = v / sh.p % sh.p, prev = v / (sh.p * sh.p) % sh.n_prev;
      guint cell = v / (sh.p * sh.p * sh.n_prev), x = cell % S, y = cell / S;
      guint pile[2] = { x, y };
      g->start[v] = target->len;
      for (guint j = 0; j < 2; j++)
        for (guint amount = 1; amount <= pile[j]; amount++)
          {
            /* an imitation: the previous player took `amount` from C, the
             * other pile; now the same from pile j */
            gboolean imitation = prev != 0 && (prev - 1) / S != j && (prev - 1) % S == amount;
            if (imitation && m + 1 > sh.p - 1)
              continue;
            guint np[2] = { pile[0], pile[1] };
            np[j] -= amount;
            /* C for the next player: pile j if it was not larger before this move */
            guint nprev = pile[j] <= pile[1 - j] ? 1 + j * S + amount : 0;
            guint t = imitation_id (&sh, np[0], np[1], nprev, o, imitation ? m + 1 : 0);
            g_array_append_val (target, t);
          }
    }
  g->start[g->n] = target->len;
  g->target = (guint *) g_array_free (target, FALSE);
}

static void
graph_clear (Graph *g)
{
  g_free (g->start);
  g_free (g->target);
  g_free (g->move);
  g_free (g->exists);
}

/* Is v N given the P-positions marked so far? With block=Q: iff it has at
 * least Q moves into them (docs/spec.md, uniform blocking). */
static gboolean
is_n (const BrRule *r, const Graph *g, const guint8 *state, guint v, Move *w)
{
  guint n = 0, q = MAX (r->block, 1);

  if (g->start[v] == g->start[v + 1])
    return r->misere; /* terminal: N in misere play */
  for (guint e = g->start[v]; e < g->start[v + 1]; e++)
    if (state[g->target[e]] == BR_P)
      {
        if (r->family != BR_NIMPQ && ++n >= q)
          return TRUE;
        if (r->family == BR_NIMPQ)
          w[n++] = g->move[e];
      }
  if (r->family != BR_NIMPQ)
    return FALSE;
  return nimpq_is_n (r, w, n);
}

/* docs/spec.md: P_j = the undecided positions all of whose options are decided
 * and which are not N given P_1..P_(j-1); N_j = the undecided positions
 * that are N given P_1..P_j. */
static guint
eliminate (const BrRule *r, const Graph *g, guint8 *state, guint *step)
{
  GArray *fresh = g_array_new (FALSE, FALSE, sizeof (guint));
  guint undecided = 0, j = 0, degree = 1;

  for (guint v = 0; v < g->n; v++)
    degree = MAX (degree, g->start[v + 1] - g->start[v]);
  g_autofree Move *w = g_new (Move, degree);

  for (guint v = 0; v < g->n; v++)
    undecided += g->exists[v];
  while (undecided > 0)
    {
      guint before = undecided;
      j++;
      g_array_set_size (fresh, 0);
      for (guint v = 0; v < g->n; v++)
        {
          if (!g->exists[v] || state[v] != BR_NONE)
            continue;
          gboolean all = TRUE;
          for (guint e = g->start[v]; e < g->start[v + 1] && all; e++)
            all = state[g->target[e]] != BR_NONE;
          if (all && !is_n (r, g, state, v, w))
            g_array_append_val (fresh, v);
        }
      for (guint i = 0; i < fresh->len; i++)
        {
          guint v = g_array_index (fresh, guint, i);
          state[v] = BR_P;
          step[v] = j;
          undecided--;
        }
      for (guint v = 0; v < g->n; v++)
        if (g->exists[v] && state[v] == BR_NONE && is_n (r, g, state, v, w))
          {
            state[v] = BR_N;
            step[v] = j;
            undecided--;
          }
      if (undecided == before)
        g_error ("brute force: the elimination is stuck at step %u", j);
    }
  g_array_unref (fresh);
  return j;
}

/* g(v) = mex^Q of the options' values: the least z occurring fewer than
 * Q times (Q = 1: mex). */
static void
grundy_values (BrBoard *b, const Graph *g, guint q)
{
  guint *seen = g_new0 (guint, g->n + 2);

  b->grundy = g_new (int, g->n);
  /* options lie below-left (one pile: below): index order is topological */
  for (guint v = 0; v < g->n; v++)
    {
      int mex = 0;
      b->grundy[v] = -1;
      if (!g->exists[v])
        continue;
      for (guint e = g->start[v]; e < g->start[v + 1]; e++)
        seen[b->grundy[g->target[e]]]++;
      while (seen[mex] >= q)
        mex++;
      for (guint e = g->start[v]; e < g->start[v + 1]; e++)
        seen[b->grundy[g->target[e]]] = 0;
      b->grundy[v] = mex;
    }
  g_free (seen);
}

BrBoard *
br_solve (const BrRule *r, guint size, gboolean grundy)
{
  BrBoard *b = g_new0 (BrBoard, 1);
  Graph g = { 0 };

  b->size = size;
  b->one_pile = r->family == BR_CUSTOM ? r->custom_one_pile : br_family_one_pile (r->family);
  if (b->one_pile)
    graph_one_pile (&g, r, size);
  else if (r->family == BR_IMITATION)
    graph_imitation (&g, r, size);
  else
    graph_two_pile (&g, r, size);
  guint8 *state = g_new0 (guint8, g.n);
  guint *step = g_new0 (guint, g.n);
  b->n_steps = eliminate (r, &g, state, step);
  if (r->family == BR_IMITATION)
    {
      /* a cell is its starting state: no previous move, no runs */
      guint per_cell = g.n / (size * size);
      b->status = g_new (guint8, size * size);
      b->step = g_new (guint, size * size);
      for (guint c = 0; c < size * size; c++)
        {
          b->status[c] = state[c * per_cell];
          b->step[c] = step[c * per_cell];
        }
      g_free (state);
      g_free (step);
      /* the board's steps: those of its starting states */
      b->n_steps = 0;
      for (guint c = 0; c < size * size; c++)
        b->n_steps = MAX (b->n_steps, b->step[c]);
    }
  else
    {
      b->status = state;
      b->step = step;
    }
  if (grundy && br_has_grundy (r))
    grundy_values (b, &g, MAX (r->block, 1));
  graph_clear (&g);
  return b;
}

void
br_board_free (BrBoard *b)
{
  if (!b)
    return;
  g_free (b->status);
  g_free (b->step);
  g_free (b->grundy);
  g_free (b);
}
