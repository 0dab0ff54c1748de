/* wy-num-system.c: numeration systems for automata: base k, Zeckendorf and Ostrowski,
 * greedy representations most significant digit first (docs/automata.md). */
#include "config.h"
#include "wy-automaton-private.h"

#include <glib/gi18n-lib.h>

#include <string.h>

static gboolean
parse_fail (GError **error, const char *name, const char *why)
{
  /* the name as given, cut to a length a person reads */
  g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
               _("numeration system \"%.40s%s\": %s; expected msd_K (K from 2 to %d), msd_fib, "
                 "msd_ost[A0 P1 ... Pk] or msd_ost[PREPERIOD][PERIOD] (partial quotients from "
                 "1 to %d, at most %d in each part)"), name, strlen (name) > 40 ? "..." : "", why,
               WY_NUM_SYSTEM_MAX_DIGIT, WY_NUM_SYSTEM_MAX_DIGIT, WY_NS_MAX_CF);
  return FALSE;
}

/* Numbers separated by spaces or sep up to end, at most max of them, each at most
 * WY_NUM_SYSTEM_MAX_DIGIT; FALSE with *why (what is wrong, the range named) on anything else. */
static gboolean
parse_list (const char *text, const char *end, char sep, guint *out, guint *n, guint max,
            const char *part, char **why)
{
  *n = 0;
  while (text < end)
    {
      if (*text == ' ' || *text == sep)
        {
          text++;
          continue;
        }
      if (!g_ascii_isdigit (*text))
        return *why = g_strdup (_("not a continued fraction")), FALSE;
      if (*n == max)
        return *why = g_strdup_printf (_("more than %d partial quotients in the %s (at "
                                         "most %d in each part, a0 besides)"), WY_NS_MAX_CF, part,
                                       WY_NS_MAX_CF), FALSE;
      const char *digits = text;
      guint v = 0;
      while (text < end && g_ascii_isdigit (*text) && v <= WY_NUM_SYSTEM_MAX_DIGIT)
        v = v * 10 + (guint) (*text++ - '0');
      while (text < end && g_ascii_isdigit (*text))
        text++;
      if (v > WY_NUM_SYSTEM_MAX_DIGIT)
        return *why = g_strdup_printf (_("%.*s%s is out of range: partial quotients are from "
                                         "1 to %d (a0 from 0)"),
                                       (int) MIN (text - digits, 20), digits,
                                       text - digits > 20 ? "..." : "",
                                       WY_NUM_SYSTEM_MAX_DIGIT), FALSE;
      out[(*n)++] = v;
    }
  return TRUE;
}

/* "[0 1]", "[0 3 1][1 2]" or the file form "_0_3_1__1_2" after "ost"; FALSE with *why. */
static gboolean
parse_ost (WyNumSystem *ns, const char *s, char **why)
{
  const char *mid, *close;

  if (s[0] == '_' && (mid = strstr (s + 1, "__")) != NULL)
    return parse_list (s + 1, mid, '_', ns->pre, &ns->n_pre, WY_NS_MAX_CF, _("preperiod"), why)
           && parse_list (mid + 2, s + strlen (s), '_', ns->per, &ns->n_per, WY_NS_MAX_CF,
                          _("period"), why);
  if (s[0] != '[' || (close = strchr (s, ']')) == NULL)
    return *why = g_strdup (_("not a continued fraction")), FALSE;
  if (close[1] == '\0')
    {
      guint all[WY_NS_MAX_CF + 1], n;

      if (!parse_list (s + 1, close, ' ', all, &n, WY_NS_MAX_CF + 1, _("period"), why))
        return FALSE;
      if (n < 2)
        return *why = g_strdup (_("not a continued fraction")), FALSE;
      ns->pre[0] = all[0];
      ns->n_pre = 1;
      ns->n_per = n - 1;
      memcpy (ns->per, all + 1, (n - 1) * sizeof (guint));
      return TRUE;
    }
  const char *close2 = strchr (close + 1, ']');
  if (close[1] != '[' || close2 == NULL || close2[1] != '\0')
    return *why = g_strdup (_("not a continued fraction")), FALSE;
  return parse_list (s + 1, close, ' ', ns->pre, &ns->n_pre, WY_NS_MAX_CF, _("preperiod"), why)
         && parse_list (close + 2, close2, ' ', ns->per, &ns->n_per, WY_NS_MAX_CF, _("period"),
                        why);
}

static guint
cf_at (const WyNumSystem *ns, guint i)
{
  return i < ns->n_pre ? ns->pre[i] : ns->per[(i - ns->n_pre) % ns->n_per];
}

/* Place values and digit bounds until the next place would pass 2^58. */
static void
fill_places (WyNumSystem *ns)
{
  const guint64 top = G_GUINT64_CONSTANT (1) << 58;
  guint i = 0;

  ns->pair_rule = ns->kind != WY_BASE_K;

  for (; i < WY_NS_MAX_PLACES; i++)
    {
      if (ns->kind == WY_BASE_K)
        {
          ns->place[i] = i == 0 ? 1 : ns->place[i - 1] * ns->base;
          ns->bound[i] = (guint8) (ns->base - 1);
        }
      else if (ns->kind == WY_BASE_FIB)
        {
          ns->place[i] = i < 2 ? i + 1 : ns->place[i - 1] + ns->place[i - 2];
          ns->bound[i] = 1;
        }
      else
        {
          ns->place[i] = i == 0 ? 1 : i == 1 ? cf_at (ns, 1)
                         : cf_at (ns, i) * ns->place[i - 1] + ns->place[i - 2];
          ns->bound[i] = (guint8) (i == 0 ? cf_at (ns, 1) - 1 : cf_at (ns, i + 1));
        }
      ns->n_digits = MAX (ns->n_digits, (guint) ns->bound[i] + 1);
      if (ns->place[i] > top)
        break;
    }
  ns->n_places = MIN (i + 1, WY_NS_MAX_PLACES);
}

static void
set_names (WyNumSystem *ns)
{
  GString *name = g_string_new ("msd_ost["), *file = g_string_new ("msd_ost_");

  for (guint i = 0; i < ns->n_pre; i++)
    {
      g_string_append_printf (name, "%s%u", i ? " " : "", ns->pre[i]);
      g_string_append_printf (file, "%u_", ns->pre[i]);
    }
  g_string_append (name, ns->n_pre == 1 ? " " : "][");
  g_string_append (file, "_");
  for (guint i = 0; i < ns->n_per; i++)
    {
      g_string_append_printf (name, "%s%u", i ? " " : "", ns->per[i]);
      g_string_append_printf (file, "%s%u", i ? "_" : "", ns->per[i]);
    }
  g_string_append (name, "]");
  ns->name = g_string_free (name, FALSE);
  ns->file_name = g_string_free (file, FALSE);
}

/* The system as Walnut's ost command makes it (Ostrowski.java): a0 = 0 (its list starts at a1;
 * no place depends on a0), and a1 = 1, whose places would begin 1, 1, read as
 * [0; a2 + 1, a3, ...] (the same places without the last digit, always 0). */
static gboolean
walnut_form (WyNumSystem *ns, char **why)
{
  guint per[WY_NS_MAX_CF], shift = ns->n_pre == 1 ? 2 : 1;

  ns->pre[0] = 0;
  if (cf_at (ns, 1) != 1)
    return TRUE;
  guint a2 = cf_at (ns, 2);

  if (a2 + 1 > WY_NUM_SYSTEM_MAX_DIGIT)
    return *why = g_strdup_printf (_("a1 = 1 is read as [0; a2 + 1, ...] (Walnut's ost), "
                                     "and a2 + 1 = %u is out of range: partial quotients are "
                                     "from 1 to %d"), a2 + 1, WY_NUM_SYSTEM_MAX_DIGIT), FALSE;
  if (ns->n_pre >= 3) /* [0 1 a2 a3 ...][period]: the period stays */
    {
      memmove (ns->pre + 1, ns->pre + 2, (ns->n_pre - 2) * sizeof (guint));
      ns->pre[1] = a2 + 1, ns->n_pre--;
      return TRUE;
    }
  for (guint i = 0; i < ns->n_per; i++) /* a1 (and a2) of the period go to the preperiod */
    per[i] = ns->per[(i + shift) % ns->n_per];
  memcpy (ns->per, per, ns->n_per * sizeof (guint));
  ns->pre[1] = a2 + 1, ns->n_pre = 2;
  return TRUE;
}

static gboolean
parse_kind (WyNumSystem *ns, const char *walnut_name, const char *s, GError **error)
{
  if (g_str_has_prefix (walnut_name, "lsd_"))
    return parse_fail (error, walnut_name,
                       _("least significant digit first (lsd_) is not read"));
  if (strcmp (s, "fib") == 0)
    ns->kind = WY_BASE_FIB;
  else if (g_str_has_prefix (s, "ost"))
    {
      g_autofree char *why = NULL;

      ns->kind = WY_BASE_OSTROWSKI;
      if (!parse_ost (ns, s + 3, &why))
        return parse_fail (error, walnut_name, why);
      if (ns->n_pre == 0 || ns->n_per == 0)
        return parse_fail (error, walnut_name, _("not a continued fraction"));
      for (guint i = 1; i < ns->n_pre + ns->n_per; i++)
        if (cf_at (ns, i) == 0)
          return parse_fail (error, walnut_name,
                             _("a partial quotient after a0 is 0: they are from 1 to 36"));
      if (!walnut_form (ns, &why))
        return parse_fail (error, walnut_name, why);
    }
  else
    {
      guint64 k = 0;
      gboolean digits = s[0] != '\0' && strspn (s, "0123456789") == strlen (s) && strlen (s) < 4;

      if (digits)
        k = g_ascii_strtoull (s, NULL, 10);
      if (!digits || k < 2 || k > WY_NUM_SYSTEM_MAX_DIGIT)
        return parse_fail (error, walnut_name, _("unknown base"));
      ns->kind = WY_BASE_K;
      ns->base = (guint) k;
    }
  return TRUE;
}

WyNumSystem *
wy_num_system_new (const char *walnut_name, GError **error)
{
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);
  if (walnut_name == NULL || strlen (walnut_name) > 200)
    {
      parse_fail (error, walnut_name ? _("(too long)") : _("(none)"), _("no name"));
      return NULL;
    }
  const char *s = g_str_has_prefix (walnut_name, "msd_") ? walnut_name + 4 : walnut_name;
  WyNumSystem *ns = g_new0 (WyNumSystem, 1);

  ns->ref_count = 1;
  if (!parse_kind (ns, walnut_name, s, error))
    {
      g_free (ns);
      return NULL;
    }
  fill_places (ns);
  if (ns->kind == WY_BASE_OSTROWSKI)
    set_names (ns);
  else
    {
      ns->name = ns->kind == WY_BASE_FIB ? g_strdup ("msd_fib") : g_strdup_printf ("msd_%u", ns->base);
      ns->file_name = g_strdup (ns->name);
    }
  return ns;
}

WyNumSystem *
wy_num_system_for_game (const WyGame *game)
{
  g_return_val_if_fail (game != NULL, NULL);
  int a = wy_game_get_param (game, WY_PARAM_A), k = wy_game_get_param (game, WY_PARAM_K);
  g_autofree char *name = NULL;

  if (wy_game_get_block (game) > 1)
    return NULL;
  switch ((int) wy_game_get_family (game))
    {
    case WY_FAMILY_NIM:
    case WY_FAMILY_UPMARK:
      name = g_strdup ("msd_2");
      break;
    case WY_FAMILY_WYTHOFF:
      name = g_strdup ("msd_fib");
      break;
    case WY_FAMILY_FRAENKEL:
      if (a == 1)
        name = g_strdup ("msd_fib");
      else if (a <= WY_NUM_SYSTEM_MAX_DIGIT)
        name = g_strdup_printf ("msd_ost[0 %d]", a);
      break;
    case WY_FAMILY_MARK:
      if (k <= WY_NUM_SYSTEM_MAX_DIGIT)
        name = g_strdup_printf ("msd_%d", k);
      break;
    default:
      break;
    }
  return name ? wy_num_system_new (name, NULL) : NULL;
}

WyNumSystem *
wy_num_system_ref (WyNumSystem *ns)
{
  g_return_val_if_fail (ns != NULL, NULL);
  g_atomic_int_inc (&ns->ref_count);
  return ns;
}

void
wy_num_system_unref (WyNumSystem *ns)
{
  if (ns == NULL || !g_atomic_int_dec_and_test (&ns->ref_count))
    return;
  g_free (ns->name);
  g_free (ns->file_name);
  g_free (ns);
}

G_DEFINE_BOXED_TYPE (WyNumSystem, wy_num_system, wy_num_system_ref, wy_num_system_unref)

WyBaseKind
wy_num_system_get_kind (const WyNumSystem *ns)
{
  g_return_val_if_fail (ns != NULL, WY_BASE_K);
  return ns->kind;
}

const char *
wy_num_system_get_name (const WyNumSystem *ns)
{
  g_return_val_if_fail (ns != NULL, NULL);
  return ns->name;
}

const char *
wy_num_system_get_file_name (const WyNumSystem *ns)
{
  g_return_val_if_fail (ns != NULL, NULL);
  return ns->file_name;
}

guint
wy_num_system_get_n_digits (const WyNumSystem *ns)
{
  g_return_val_if_fail (ns != NULL, 0);
  return ns->n_digits;
}

guint
_wy_ns_length (const WyNumSystem *ns, guint64 n)
{
  guint len = 1;

  while (len + 1 < ns->n_places && n >= ns->place[len])
    len++;
  return len;
}

gboolean
_wy_ns_digits (const WyNumSystem *ns, guint64 n, guint len, guint8 *out)
{
  if (len + 1 > ns->n_places || n >= ns->place[len])
    return FALSE;
  for (guint t = 0; t < len; t++)
    {
      guint i = len - 1 - t;
      guint64 d = MIN (n / ns->place[i], (guint64) ns->bound[i]);

      out[t] = (guint8) d;
      n -= d * ns->place[i];
    }
  return n == 0;
}

gboolean
_wy_ns_prefix_ok (const WyNumSystem *ns, const guint8 *digits, guint p, guint len)
{
  if (len + 1 > ns->n_places || p > len)
    return FALSE;
  for (guint t = 0; t < p; t++)
    {
      guint i = len - 1 - t;

      if (digits[t] > ns->bound[i])
        return FALSE;
      if (t > 0 && ns->pair_rule && digits[t - 1] == ns->bound[i + 1] && digits[t] != 0)
        return FALSE;
    }
  return TRUE;
}

guint64
_wy_ns_prefix_value (const WyNumSystem *ns, const guint8 *digits, guint p, guint len)
{
  guint64 v = 0;

  for (guint t = 0; t < p; t++)
    v += digits[t] * ns->place[len - 1 - t];
  return v;
}

guint64
wy_num_system_get_largest (const WyNumSystem *ns)
{
  g_return_val_if_fail (ns != NULL, 0);
  return ns->place[ns->n_places - 1] - 1;
}

GArray *
wy_num_system_represent (const WyNumSystem *ns, guint64 n, GError **error)
{
  g_return_val_if_fail (ns != NULL, NULL);
  guint len = _wy_ns_length (ns, n);
  GArray *out = g_array_sized_new (FALSE, TRUE, 1, len);

  g_array_set_size (out, len);
  if (_wy_ns_digits (ns, n, len, (guint8 *) out->data))
    return out;
  /* an empty answer read as no digits at all */
  g_array_unref (out);
  g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
               _("%llu is beyond the numbers %s represents: from 0 to %llu"),
               (unsigned long long) n, ns->name,
               (unsigned long long) wy_num_system_get_largest (ns));
  return NULL;
}
