/* wy-automaton-infer.c: the smallest automaton consistent with a game's P-positions below
 * n: Myhill-Nerode classes of prefixes told apart by every suffix up to length k (each a
 * fact of the exact P-set), k growing until the automaton is stable (docs/automata.md). */
#include "config.h"
#include "wy-automaton-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* The automaton must stay the same for this many suffix lengths in a row. */
#define STABLE_RUN 3

typedef struct {
  const WyNumSystem *ns;
  const WyPset      *set;
  guint              tracks, lmax, k, max_states;
  GHashTable        *rows;    /* GBytes -> state + 1 */
  GByteArray        *words;   /* each state's representative: x digits then y digits */
  GArray            *lengths; /* guint: each representative's length */
  GArray            *next;    /* gint32 [states * alphabet] */
  GArray            *accept;  /* guint8 */
} Infer;

typedef enum { BFS_DONE, BFS_TOO_DEEP, BFS_TOO_MANY } BfsResult;

static void
push3 (GArray *row, guint32 j, guint64 ox, guint64 oy, guint tracks)
{
  guint32 v[3] = { j, (guint32) ox, (guint32) oy };

  g_array_append_vals (row, v, tracks + 1);
}

/* The y of x's row whose words of length len begin with uy. */
static void
row_ys (const Infer *in, GArray *row, guint j, guint64 x, guint64 ox, const guint8 *uy,
        guint p, guint len, guint64 loy)
{
  guint8 dy[WY_NS_MAX_PLACES];

  for (guint32 i = _wy_pset_lower (in->set, (guint) x, loy); i < in->set->start[x + 1]; i++)
    {
      guint32 y = in->set->ys[i];

      if (!_wy_ns_digits (in->ns, y, len, dy) || memcmp (dy, uy, p) != 0)
        break;
      push3 (row, j, ox, y - loy, 2);
    }
}

/* Every suffix s of length <= k with u s in the language, as (length, value of each
 * track's suffix): the values of one length are a contiguous range above the prefix's. */
static GBytes *
row_of (const Infer *in, const guint8 *ux, const guint8 *uy, guint p)
{
  GArray *row = g_array_new (FALSE, FALSE, sizeof (guint32));
  guint8 dx[WY_NS_MAX_PLACES];

  for (guint j = 0; j <= in->k; j++)
    {
      guint len = p + j;

      if (!_wy_ns_prefix_ok (in->ns, ux, p, len)
          || (in->tracks == 2 && !_wy_ns_prefix_ok (in->ns, uy, p, len)))
        continue;
      guint64 lox = _wy_ns_prefix_value (in->ns, ux, p, len);
      guint64 loy = in->tracks == 2 ? _wy_ns_prefix_value (in->ns, uy, p, len) : 0;

      for (guint64 x = lox; x < in->set->n; x++)
        {
          if (!_wy_ns_digits (in->ns, x, len, dx) || memcmp (dx, ux, p) != 0)
            break;
          if (in->tracks == 1 && in->set->p[x])
            push3 (row, j, x - lox, 0, 1);
          else if (in->tracks == 2)
            row_ys (in, row, j, x, x - lox, uy, p, len, loy);
        }
    }
  gsize size = row->len * sizeof (guint32);

  return g_bytes_new_take (g_array_free (row, FALSE), size);
}

/* The representative of state s: its x digits, its y digits, its length. */
static const guint8 *
word_of (const Infer *in, guint s, guint *p)
{
  *p = g_array_index (in->lengths, guint, s);
  return in->words->data + (gsize) s * in->tracks * in->lmax;
}

/* A new state for row (taken), with representative (ux, uy) of length p. */
static gint32
add_state (Infer *in, GBytes *row, const guint8 *ux, const guint8 *uy, guint p)
{
  guint s = in->lengths->len;
  gsize size;
  const guint32 *first = g_bytes_get_data (row, &size);
  guint8 accepted;
  gint32 none = -1;
  guint8 word[2 * WY_NS_MAX_PLACES] = { 0 };

  memcpy (word, ux, p);
  if (in->tracks == 2)
    memcpy (word + in->lmax, uy, p);
  g_byte_array_append (in->words, word, in->tracks * in->lmax);
  g_array_append_val (in->lengths, p);
  accepted = size > 0 && first[0] == 0;  /* the empty suffix: the word itself is in */
  g_array_append_val (in->accept, accepted);
  for (guint c = 0; c < (in->tracks == 2 ? in->ns->n_digits * in->ns->n_digits
                                          : in->ns->n_digits); c++)
    g_array_append_val (in->next, none);
  g_hash_table_insert (in->rows, row, GUINT_TO_POINTER (s + 1));
  return (gint32) s;
}

/* The target of state s on letter c: a known class, a new one, or -1 (no suffix). */
static BfsResult
step (Infer *in, guint s, guint c, gint32 *target)
{
  guint p, d = in->ns->n_digits;
  const guint8 *w = word_of (in, s, &p);
  guint8 ux[WY_NS_MAX_PLACES], uy[WY_NS_MAX_PLACES];

  if (p + 1 + in->k > in->lmax)
    return BFS_TOO_DEEP;
  memcpy (ux, w, p);
  memcpy (uy, w + in->lmax, in->tracks == 2 ? p : 0);
  ux[p] = (guint8) (in->tracks == 2 ? c / d : c);
  uy[p] = (guint8) (in->tracks == 2 ? c % d : 0);
  GBytes *row = row_of (in, ux, uy, p + 1);
  gpointer found = g_hash_table_lookup (in->rows, row);

  *target = -1;
  if (g_bytes_get_size (row) == 0)
    g_bytes_unref (row);
  else if (found != NULL)
    {
      *target = GPOINTER_TO_INT (found) - 1;
      g_bytes_unref (row);
    }
  else if (in->lengths->len >= in->max_states)
    {
      g_bytes_unref (row);
      return BFS_TOO_MANY;
    }
  else
    *target = add_state (in, row, ux, uy, p + 1);
  return BFS_DONE;
}

static BfsResult
bfs (Infer *in, GCancellable *cancellable)
{
  guint alphabet = in->tracks == 2 ? in->ns->n_digits * in->ns->n_digits : in->ns->n_digits;

  guint8 empty[1] = { 0 };

  add_state (in, row_of (in, empty, empty, 0), empty, empty, 0);
  for (guint s = 0; s < in->lengths->len; s++)
    for (guint c = 0; c < alphabet; c++)
      {
        gint32 target;
        BfsResult r = step (in, s, c, &target);

        if (r != BFS_DONE)
          return r;
        g_array_index (in->next, gint32, (gsize) s * alphabet + c) = target;
        if (g_cancellable_is_cancelled (cancellable))
          return BFS_TOO_DEEP;
      }
  return BFS_DONE;
}

/* The automaton of the classes at suffix length k, or NULL (*result says why). */
static WyAutomaton *
classes_at (const WyNumSystem *ns, const WyPset *set, guint lmax, guint k, guint max_states,
            GCancellable *cancellable, BfsResult *result)
{
  Infer in = { .ns = ns, .set = set, .tracks = set->tracks, .lmax = lmax, .k = k,
               .max_states = max_states };
  WyAutomaton *a = NULL;

  in.rows = g_hash_table_new_full (g_bytes_hash, g_bytes_equal, (GDestroyNotify) g_bytes_unref,
                                   NULL);
  in.words = g_byte_array_new ();
  in.lengths = g_array_new (FALSE, FALSE, sizeof (guint));
  in.next = g_array_new (FALSE, FALSE, sizeof (gint32));
  in.accept = g_array_new (FALSE, FALSE, sizeof (guint8));
  *result = bfs (&in, cancellable);
  if (*result == BFS_DONE)
    {
      a = _wy_automaton_new (ns, set->tracks, in.lengths->len);
      memcpy (a->next, in.next->data, in.next->len * sizeof (gint32));
      memcpy (a->accept, in.accept->data, in.accept->len);
      a->suffix_length = k;
    }
  g_hash_table_unref (in.rows);
  g_byte_array_unref (in.words);
  g_array_unref (in.lengths);
  g_array_unref (in.next);
  g_array_unref (in.accept);
  return a;
}

static gboolean
same (const WyAutomaton *a, const WyAutomaton *b)
{
  return a->n_states == b->n_states
         && memcmp (a->next, b->next, (gsize) a->n_states * a->alphabet * sizeof (gint32)) == 0
         && memcmp (a->accept, b->accept, a->n_states) == 0;
}

/* The longest words whose every value is below n. */
static guint
data_length (const WyNumSystem *ns, guint n)
{
  guint l = 0;

  while (l + 2 < ns->n_places && ns->place[l + 1] <= n)
    l++;
  return l;
}

/* Why no automaton was taken: no suffix length fit the data, or one only (nothing to compare
 * it with), or the classes changed from each length to the next. */
static void
no_stable (const WyNumSystem *ns, const WyPset *set, guint lmax, guint tried,
           const WyAutomaton *last, GError **error)
{
  if (tried == 0)
    g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                 _("too little data: the positions below %u are words of at most %u digits in "
                   "%s, too short to tell the classes apart; give a larger size"), set->n, lmax,
                 ns->name);
  else if (tried == 1)
    g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                 _("too little data: the positions below %u are words of at most %u digits in "
                   "%s, too short to tell the classes apart (suffixes of length 1 only, and an "
                   "automaton is taken when two lengths agree); give a larger size"), set->n,
                 lmax, ns->name);
  else
    g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                 g_dngettext (GETTEXT_PACKAGE,
                              "no stable automaton from the P-positions below %u in %s: the "
                              "classes changed with every suffix length up to %u (%u state at "
                              "the last); a larger size may settle them, or the P-set is not "
                              "automatic in this numeration",
                              "no stable automaton from the P-positions below %u in %s: the "
                              "classes changed with every suffix length up to %u (%u states at "
                              "the last); a larger size may settle them, or the P-set is not "
                              "automatic in this numeration", last->n_states),
                 set->n, ns->name, tried, last->n_states);
}

/* Grow k until the automaton stays the same STABLE_RUN times or the data runs out. */
static WyAutomaton *
stable_classes (const WyNumSystem *ns, const WyPset *set, guint lmax, guint max_states,
                GCancellable *cancellable, GError **error)
{
  g_autoptr (WyAutomaton) prev = NULL, best = NULL;
  guint run = 0, k = 1, tried = 0;

  for (; k < lmax && run + 1 < STABLE_RUN; k++)
    {
      BfsResult result;
      WyAutomaton *a = classes_at (ns, set, lmax, k, max_states, cancellable, &result);

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return wy_automaton_unref (a), NULL;
      if (result == BFS_TOO_MANY)
        {
          g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                       g_dngettext (GETTEXT_PACKAGE,
                                    "no automaton with at most %u state fits the P-positions "
                                    "below %u in %s: their prefixes already fall into more than "
                                    "%u class told apart by suffixes up to length %u (the P-set "
                                    "may not be automatic in this numeration)",
                                    "no automaton with at most %u states fits the P-positions "
                                    "below %u in %s: their prefixes already fall into more than "
                                    "%u classes told apart by suffixes up to length %u (the "
                                    "P-set may not be automatic in this numeration)",
                                    max_states),
                       max_states, set->n, ns->name, max_states, k);
          return NULL;
        }
      if (result == BFS_TOO_DEEP)
        break;
      tried++;
      run = prev != NULL && same (prev, a) ? run + 1 : 0;
      g_clear_pointer (&prev, wy_automaton_unref);
      prev = a;
      if (run > 0)
        {
          g_clear_pointer (&best, wy_automaton_unref);
          best = wy_automaton_ref (a);
        }
    }
  if (best == NULL)
    no_stable (ns, set, lmax, tried, prev, error);
  return g_steal_pointer (&best);
}

guint
wy_automaton_min_size (const WyNumSystem *ns)
{
  g_return_val_if_fail (ns != NULL, G_MAXUINT);
  /* data of two suffix lengths (data_length 2): a 1 at place 2 below the size */
  return ns->n_places > 3 ? (guint) MIN (ns->place[2], G_MAXUINT) : G_MAXUINT;
}

WyAutomaton *
wy_automaton_infer (const WyGame *game, const WyNumSystem *ns, guint n, guint max_states,
                    GCancellable *cancellable, GError **error)
{
  g_return_val_if_fail (game != NULL && ns != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);
  WyPset set;
  guint lmax = data_length (ns, n);
  guint64 bx, by;
  int verdict;

  if (max_states < 1 || max_states > WY_AUTOMATON_MAX_STATES)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("automaton: the states must be from 1 to %u (%u given)"),
                   WY_AUTOMATON_MAX_STATES, max_states);
      return NULL;
    }
  if (n > G_MAXINT32 || n < wy_automaton_min_size (ns))
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("automaton: the size must be from %u to %u (%u given)"),
                   wy_automaton_min_size (ns), _wy_pset_max_size (game), n);
      return NULL;
    }
  if (!_wy_pset_init (&set, game, n, cancellable, error))
    return NULL;
  g_autoptr (WyAutomaton) a = stable_classes (ns, &set, lmax, max_states, cancellable, error);
  verdict = a ? _wy_automaton_check_set (a, &set, cancellable, &bx, &by) : 1;
  _wy_pset_clear (&set);
  if (a && verdict == -1)
    g_cancellable_set_error_if_cancelled (cancellable, error);
  else if (a && verdict == -2)
    g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                 g_dngettext (GETTEXT_PACKAGE,
                              "the stable automaton (%u state) is too costly to check below %u",
                              "the stable automaton (%u states) is too costly to check below %u",
                              a->n_states), a->n_states, n);
  else if (a && verdict == 0)
    {
      g_autofree char *where = a->tracks == 1 ? g_strdup_printf ("%" G_GUINT64_FORMAT, bx)
                               : g_strdup_printf ("(%" G_GUINT64_FORMAT ", %" G_GUINT64_FORMAT
                                                  ")", bx, by);

      g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                   g_dngettext (GETTEXT_PACKAGE,
                                "the stable automaton (%u state, suffixes up to length %u) "
                                "disagrees with the P-set at %s below %u: a larger size may "
                                "settle it, or the P-set is not automatic in this numeration",
                                "the stable automaton (%u states, suffixes up to length %u) "
                                "disagrees with the P-set at %s below %u: a larger size may "
                                "settle it, or the P-set is not automatic in this numeration",
                                a->n_states), a->n_states, a->suffix_length, where, n);
    }
  if (!a || verdict != 1)
    return NULL;
  a->checked_to = n;
  return g_steal_pointer (&a);
}
