/* wy-automaton.c: an automaton over a numeration system: its table, what it accepts,
 * and its Walnut and DOT forms. */
#include "wy-automaton-private.h"

#include <string.h>

WyAutomaton *
_wy_automaton_new (const WyNumSystem *ns, guint tracks, guint n_states)
{
  WyAutomaton *a = g_new0 (WyAutomaton, 1);

  a->ref_count = 1;
  a->ns = wy_num_system_ref ((WyNumSystem *) ns);
  a->tracks = tracks;
  a->n_digits = ns->n_digits;
  a->alphabet = tracks == 2 ? ns->n_digits * ns->n_digits : ns->n_digits;
  a->n_states = n_states;
  a->next = g_new (gint32, (gsize) MAX (n_states, 1) * a->alphabet);
  memset (a->next, 0xff, (gsize) MAX (n_states, 1) * a->alphabet * sizeof (gint32));
  a->accept = g_new0 (guint8, MAX (n_states, 1));
  return a;
}

WyAutomaton *
wy_automaton_ref (WyAutomaton *a)
{
  g_return_val_if_fail (a != NULL, NULL);
  g_atomic_int_inc (&a->ref_count);
  return a;
}

void
wy_automaton_unref (WyAutomaton *a)
{
  if (a == NULL || !g_atomic_int_dec_and_test (&a->ref_count))
    return;
  wy_num_system_unref (a->ns);
  g_free (a->next);
  g_free (a->accept);
  g_free (a);
}

G_DEFINE_BOXED_TYPE (WyAutomaton, wy_automaton, wy_automaton_ref, wy_automaton_unref)

guint
wy_automaton_get_n_states (const WyAutomaton *a)
{
  g_return_val_if_fail (a != NULL, 0);
  return a->n_states;
}

guint
wy_automaton_get_checked_to (const WyAutomaton *a)
{
  g_return_val_if_fail (a != NULL, 0);
  return g_atomic_int_get ((const gint *) &a->checked_to);
}

guint
wy_automaton_get_n_tracks (const WyAutomaton *a)
{
  g_return_val_if_fail (a != NULL, 0);
  return a->tracks;
}

guint
wy_automaton_get_alphabet_size (const WyAutomaton *a)
{
  g_return_val_if_fail (a != NULL, 0);
  return a->alphabet;
}

const WyNumSystem *
wy_automaton_get_num_system (const WyAutomaton *a)
{
  g_return_val_if_fail (a != NULL, NULL);
  return a->ns;
}

guint
wy_automaton_get_suffix_length (const WyAutomaton *a)
{
  g_return_val_if_fail (a != NULL, 0);
  return a->suffix_length;
}

GBytes *
wy_automaton_get_transitions (const WyAutomaton *a)
{
  g_return_val_if_fail (a != NULL, NULL);
  return g_bytes_new (a->next, (gsize) a->n_states * a->alphabet * sizeof (gint32));
}

GBytes *
wy_automaton_get_accepting (const WyAutomaton *a)
{
  g_return_val_if_fail (a != NULL, NULL);
  return g_bytes_new (a->accept, a->n_states);
}

/* The state after reading the len-digit words dx (and dy) from q, -1 when dead. */
static gint32
read_from (const WyAutomaton *a, gint32 q, const guint8 *dx, const guint8 *dy, guint len)
{
  for (guint t = 0; t < len && q >= 0; t++)
    q = a->next[(gsize) q * a->alphabet + (a->tracks == 2 ? dx[t] * a->n_digits + dy[t] : dx[t])];
  return q;
}

/* The position's word: the digits of x (and y) at the length of the longer, in *len; FALSE
 * for an automaton without states or a number its system cannot write. */
static gboolean
word_of (const WyAutomaton *a, guint64 x, guint64 y, guint8 *dx, guint8 *dy, guint *len)
{
  const WyNumSystem *ns = a->ns;

  *len = MAX (_wy_ns_length (ns, x), a->tracks == 2 ? _wy_ns_length (ns, y) : 1);
  return a->n_states > 0 && _wy_ns_digits (ns, x, *len, dx)
         && (a->tracks != 2 || _wy_ns_digits (ns, y, *len, dy));
}

gboolean
wy_automaton_accepts (const WyAutomaton *a, guint64 x, guint64 y)
{
  guint8 dx[WY_NS_MAX_PLACES], dy[WY_NS_MAX_PLACES] = { 0 };
  guint len;
  gint32 q;

  g_return_val_if_fail (a != NULL, FALSE);
  if (!word_of (a, x, y, dx, dy, &len))
    return FALSE;
  q = read_from (a, 0, dx, dy, len);
  return q >= 0 && a->accept[q];
}

guint
_wy_automaton_zero_states (const WyAutomaton *a, gint32 *out)
{
  g_autofree guint8 *seen = g_new0 (guint8, MAX (a->n_states, 1));
  gint32 q = 0;
  guint n = 0;

  while (a->n_states > 0 && q >= 0 && !seen[q])
    {
      seen[q] = 1;
      out[n++] = q;
      q = a->next[(gsize) q * a->alphabet];
    }
  if (a->n_states > 0 && q < 0)
    out[n++] = -1;
  return n;
}

gboolean
wy_automaton_leading_zeros_matter (const WyAutomaton *a, guint64 x, guint64 y)
{
  guint8 dx[WY_NS_MAX_PLACES], dy[WY_NS_MAX_PLACES] = { 0 };
  g_autofree gint32 *zs = NULL;
  gboolean accepts;
  guint len, nz;

  g_return_val_if_fail (a != NULL, FALSE);
  accepts = wy_automaton_accepts (a, x, y);
  if (!word_of (a, x, y, dx, dy, &len))
    return FALSE;
  if (x == 0 && (a->tracks == 1 || y == 0) && (a->accept[0] != 0) != accepts)
    return TRUE; /* no digits at all */
  zs = g_new (gint32, a->n_states + 2);
  nz = _wy_automaton_zero_states (a, zs);
  for (guint k = 1; k < nz; k++)
    {
      gint32 q = read_from (a, zs[k], dx, dy, len);

      if ((q >= 0 && a->accept[q]) != accepts)
        return TRUE;
    }
  return FALSE;
}

static void
append_letter (GString *out, const WyAutomaton *a, guint letter, const char *sep)
{
  if (a->tracks == 2)
    g_string_append_printf (out, "%u%s%u", letter / a->n_digits, sep, letter % a->n_digits);
  else
    g_string_append_printf (out, "%u", letter);
}

char *
wy_automaton_to_walnut (const WyAutomaton *a)
{
  g_return_val_if_fail (a != NULL, NULL);
  GString *out = g_string_new (a->ns->file_name);

  if (a->tracks == 2)
    g_string_append_printf (out, " %s", a->ns->file_name);
  g_string_append (out, "\n");
  for (guint q = 0; q < a->n_states; q++)
    {
      g_string_append_printf (out, "\n%u %u\n", q, a->accept[q]);
      for (guint c = 0; c < a->alphabet; c++)
        {
          gint32 r = a->next[(gsize) q * a->alphabet + c];

          if (r < 0)
            continue;
          append_letter (out, a, c, " ");
          g_string_append_printf (out, " -> %d\n", r);
        }
    }
  return g_string_free (out, FALSE);
}

/* The letters from q to r, as one edge label. */
static void
append_edge (GString *out, const WyAutomaton *a, guint q, gint32 r)
{
  gboolean first = TRUE;

  g_string_append_printf (out, "  q%u -> q%d [label=\"", q, r);
  for (guint c = 0; c < a->alphabet; c++)
    if (a->next[(gsize) q * a->alphabet + c] == r)
      {
        g_string_append (out, first ? "" : "\\n");
        append_letter (out, a, c, ",");
        first = FALSE;
      }
  g_string_append (out, "\"];\n");
}

char *
wy_automaton_to_dot (const WyAutomaton *a)
{
  g_return_val_if_fail (a != NULL, NULL);
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "digraph automaton {\n  rankdir=LR;\n  label=\"%s%s%s, "
                          "%u states\";\n  start [shape=point];\n  start -> q0;\n",
                          a->ns->name, a->tracks == 2 ? " x " : "", a->tracks == 2 ? a->ns->name : "",
                          a->n_states);
  for (guint q = 0; q < a->n_states; q++)
    g_string_append_printf (out, "  q%u [shape=%s, label=\"%u\"];\n", q,
                            a->accept[q] ? "doublecircle" : "circle", q);
  for (guint q = 0; q < a->n_states; q++)
    for (guint c = 0; c < a->alphabet; c++)
      {
        gint32 r = a->next[(gsize) q * a->alphabet + c];
        gboolean seen = FALSE;

        for (guint e = 0; e < c && !seen; e++)
          seen = a->next[(gsize) q * a->alphabet + e] == r;
        if (r >= 0 && !seen)
          append_edge (out, a, q, r);
      }
  g_string_append (out, "}\n");
  return g_string_free (out, FALSE);
}
