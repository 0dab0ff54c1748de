/* wy-family.c: the table of game families (name, title, keys and their
 * ranges, one pile, misère, the engine group that solves them, the rule a
 * family of your own starts with) and the names of readings and line kinds.
 * A new family is one row here. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "wy-enum-nick.h"
#include "wy-enum-types.h"
#include "wy-game-private.h"
#include "wy-spelling-private.h"
#define K(k, P, lo, hi, d) { k, WY_PARAM_##P, lo, hi, d }
/* block=Q of every family without its own blocking or memory */
#define BLOCK K ("block", BLOCK, 1, WY_PARAM_MAX, 1)

static const WyFamilyInfo families[WY_N_FAMILIES] = {
  [WY_FAMILY_NIM] = { "nim", N_ ("Nim (two piles)"), { BLOCK }, 1, FALSE, TRUE,
    N_ ("Nim (two piles)"), N_ ("Nim"), WY_GROUP_LINES, 1 },
  [WY_FAMILY_WYTHOFF] = { "wythoff", N_ ("Wythoff's game"), { BLOCK }, 1, FALSE, TRUE,
    N_ ("Wythoff's game"), N_ ("Wythoff"), WY_GROUP_LINES, 1 },
  [WY_FAMILY_FRAENKEL] = { "fraenkel", N_ ("Fraenkel's a-Wythoff"),
    { K ("a", A, 0, WY_PARAM_MAX, 2), BLOCK }, 2, FALSE, TRUE,
    N_ ("Fraenkel's a-Wythoff"), N_ ("a-Wythoff"), WY_GROUP_LINES, 1 },
  [WY_FAMILY_WYT] = { "wyt", N_ ("Gurvich's WYT(a,b)"),
    { K ("a", A, 0, WY_PARAM_MAX, 1), K ("b", B, 1, WY_PARAM_MAX, 1), BLOCK }, 3, FALSE, TRUE,
    N_ ("Gurvich's WYT(a, b)"), "WYT(a,b)", WY_GROUP_LINES, 1 },
  [WY_FAMILY_WYTC] = { "wytc", N_ ("Gurvich's WYT(a,b,c)"),
    { K ("a", A, 0, WY_PARAM_MAX, 1), K ("b", B, 1, WY_PARAM_MAX, 1),
      K ("c", C, 1, WY_PARAM_MAX, 1), BLOCK }, 4, FALSE, TRUE,
    N_ ("Gurvich's WYT(a, b, c)"), "WYT(a,b,c)", WY_GROUP_LINES, 1 },
  /* Translators: keep ^{...} (superscript) and _{...} (subscript) */
  [WY_FAMILY_NIMPQ] = { "nimpq", N_ ("Gurvich's NIM^{p,q}_{a,b} with blocking"),
    { K ("a", A, 0, WY_PARAM_MAX, 1), K ("b", B, 1, WY_PARAM_MAX, 1),
      K ("p", P, 1, WY_PARAM_MAX, 1), K ("q", Q, 1, WY_PARAM_MAX, 1) }, 4, FALSE, FALSE,
    N_ ("Gurvich's NIM(p, q, a, b) with blocking"), "NIM^{p,q}_{a,b}", WY_GROUP_LINES, 1 },
  [WY_FAMILY_STWYTHOFF] = { "stwythoff", N_ ("(s,t)-Wythoff"),
    { K ("s", S, 1, WY_PARAM_MAX, 1), K ("t", T, 1, WY_PARAM_MAX, 1), BLOCK }, 3, FALSE, TRUE,
    N_ ("(s, t)-Wythoff"), N_ ("(s,t)-Wythoff"), WY_GROUP_CONES, 1 },
  [WY_FAMILY_RESTRICTED] = { "restricted", N_ ("Restricted (s,t)-Wythoff (Liu-Li)"),
    { K ("s", S, 1, WY_PARAM_MAX, 1), K ("t", T, 1, WY_PARAM_MAX, 1), BLOCK }, 3, FALSE, TRUE,
    N_ ("Restricted (s, t)-Wythoff (Liu–Li)"), N_ ("Restricted (s,t)"), WY_GROUP_CONES, 2 },
  [WY_FAMILY_GAMMA] = { "gamma", N_ ("Liu-Li's Gamma_i"),
    { K ("i", I, 1, 4, 1), K ("s", S, 1, WY_PARAM_MAX, 1), K ("t", T, 1, WY_PARAM_MAX, 1),
      BLOCK }, 4, FALSE, TRUE,
    N_ ("Liu–Li's game Γ(i)"), "Gamma(i)", WY_GROUP_CONES, 2 },
  [WY_FAMILY_IMITATION] = { "imitation", N_ ("Larsson's Imitation Nim"),
    { K ("p", P, 1, 16, 1) }, 1, FALSE, FALSE,
    N_ ("Larsson's Imitation Nim"), N_ ("Imitation Nim"), WY_GROUP_IMITATION },
  [WY_FAMILY_MARK] = { "mark", N_ ("Fraenkel's Mark-k"),
    { K ("k", K, 2, 60, 2), BLOCK }, 2, TRUE, TRUE,
    N_ ("Fraenkel's Mark-k"), N_ ("Mark-k"), WY_GROUP_ONE_PILE },
  [WY_FAMILY_UPMARK] = { "upmark", N_ ("Fraenkel's UpMark"), { BLOCK }, 1, TRUE, TRUE,
    N_ ("Fraenkel's UpMark"), N_ ("UpMark"), WY_GROUP_ONE_PILE },
  /* rules of your own: the key rule= or base= is not an integer (apply_key); each
   * starts with a rule: Wythoff's game, Mark, and Nim's P-positions adjoined
   * (Wythoff's game again, Larsson) */
  [WY_FAMILY_MOVES] = { "moves", N_ ("Your own rule (two piles)"), { BLOCK }, 1, FALSE, TRUE,
    N_ ("Your own rule (two piles)"), N_ ("Your rule"), WY_GROUP_RULES, 0,
    "dx==0||dy==0||dx==dy" },
  [WY_FAMILY_PILE] = { "pile", N_ ("Your own rule (one pile)"), { BLOCK }, 1, TRUE, TRUE,
    N_ ("Your own rule (one pile)"), N_ ("Your pile rule"), WY_GROUP_RULES, 0,
    "d<=1||n-d==n/2" },
  [WY_FAMILY_ADJOIN] = { "adjoin", N_ ("Larsson's adjoin operator"), { BLOCK }, 1, FALSE, TRUE,
    N_ ("Adjoin P-positions as moves"), N_ ("Adjoin"), WY_GROUP_RULES, 0, "nim" },
  /* three heaps: the rule strings nim:heaps=3 and wythoff:heaps=3 (read in wy-game-parse.c,
   * written in wy-game.c) */
  [WY_FAMILY_NIM3] = { "nim3", N_ ("Nim (three heaps)"), { { 0 } }, 0, FALSE, TRUE,
    N_ ("Nim (three heaps)"), N_ ("3-heap Nim"), WY_GROUP_HEAPS3 },
  [WY_FAMILY_WYTHOFF3] = { "wythoff3", N_ ("The same amount from any set of three heaps"),
    { { 0 } }, 0, FALSE, TRUE,
    N_ ("Wythoff (three heaps)"), N_ ("3-heap Wythoff"), WY_GROUP_HEAPS3 },
  [WY_FAMILY_FRAENKEL3] = { "fraenkel3", N_ ("Fraenkel's 3-heap Wythoff"), { { 0 } }, 0,
    FALSE, TRUE, N_ ("Fraenkel's 3-heap Wythoff"), N_ ("3-heap Fraenkel"), WY_GROUP_HEAPS3 },
};

const WyFamilyInfo *
_wy_family_info (WyFamily family)
{
  return &families[family];
}

/* The families' names in the table's order, NULL-terminated. */
static void
family_names (const char *names[WY_N_FAMILIES + 1])
{
  for (guint f = 0; f < WY_N_FAMILIES; f++)
    names[f] = families[f].name;
  names[WY_N_FAMILIES] = NULL;
}

const char *
_wy_family_nearest (const char *name)
{
  const char *names[WY_N_FAMILIES + 1];

  family_names (names);
  return _wy_spelling_nearest (name, names, WY_N_FAMILIES);
}

/* The keys a family's rule string takes, in the order its messages list them. */
static guint
family_keys (WyFamily family, const char *keys[8])
{
  const WyFamilyInfo *info = &families[family];
  guint n = 0;

  if (info->default_rule)
    keys[n++] = family == WY_FAMILY_ADJOIN ? "base" : "rule";
  for (guint k = 0; k < info->n_keys; k++)
    keys[n++] = info->keys[k].key;
  if (family == WY_FAMILY_NIMPQ)
    keys[n++] = "reading";
  if (info->misere_ok)
    keys[n++] = "play";
  return n;
}

void
_wy_family_unknown_key (WyFamily family, const char *key, GError **error)
{
  const char *keys[9] = { NULL };
  guint n = family_keys (family, keys);
  const char *meant = _wy_spelling_nearest (key, keys, n);
  g_autofree char *hint = n ? g_strjoinv (", ", (char **) keys) : g_strdup ("none");

  if (meant)
    g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                 _("unknown key '%s' for %s (did you mean '%s'?): its keys are %s"), key,
                 families[family].name, meant, hint);
  else
    g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("unknown key '%s' for %s: its keys are %s"),
                 key, families[family].name, hint);
}

void
_wy_family_unknown (const char *name, GError **error)
{
  const char *names[WY_N_FAMILIES + 1], *meant;
  g_autofree char *list = NULL;
  g_autofree char *t = strlen (name) > 40 ? g_strdup_printf ("%.40s…", name) : g_strdup (name);

  family_names (names);
  meant = _wy_spelling_nearest (name, names, WY_N_FAMILIES);
  list = g_strjoinv (", ", (char **) names);
  if (meant)
    g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                 _("unknown game family '%s' (did you mean '%s'?): choose one of %s"), t, meant,
                 list);
  else
    g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                 _("unknown game family '%s': choose one of %s"), t, list);
}

const char *
wy_family_get_name (WyFamily family)
{
  g_return_val_if_fail (family < WY_N_FAMILIES, NULL);
  return families[family].name;
}

const char *
wy_family_get_title (WyFamily family)
{
  g_return_val_if_fail (family < WY_N_FAMILIES, NULL);
  return _(families[family].title);
}

const char *
wy_family_get_menu_name (WyFamily family)
{
  g_return_val_if_fail (family < WY_N_FAMILIES, NULL);
  return _(families[family].menu_name);
}

const char *
wy_family_get_symbol (WyFamily family)
{
  g_return_val_if_fail (family < WY_N_FAMILIES, NULL);
  return _(families[family].symbol);
}

const char *
wy_family_get_english_title (WyFamily family)
{
  g_return_val_if_fail (family < WY_N_FAMILIES, NULL);
  return families[family].title;
}

gboolean
wy_family_from_name (const char *name, WyFamily *out)
{
  for (guint f = 0; f < WY_N_FAMILIES; f++)
    if (g_strcmp0 (name, families[f].name) == 0)
      {
        *out = f;
        return TRUE;
      }
  return FALSE;
}

const WyParamSpec *
wy_family_get_keys (WyFamily family, guint *n_keys)
{
  g_return_val_if_fail (family < WY_N_FAMILIES, NULL);
  *n_keys = families[family].n_keys;
  return families[family].keys;
}

gboolean
wy_family_allows_misere (WyFamily family)
{
  return families[family].misere_ok;
}

const char *
wy_reading_get_name (WyReading reading)
{
  g_return_val_if_fail (reading < WY_N_READINGS, NULL);
  return _wy_enum_nick (WY_TYPE_READING, reading);
}

const char *
wy_line_kind_get_name (WyLineKind kind)
{
  g_return_val_if_fail (kind <= WY_LINE_PILLAR, NULL);
  return _wy_enum_nick (WY_TYPE_LINE_KIND, kind);
}

const char *
wy_line_kind_get_label (WyLineKind kind)
{
  switch (kind)
    {
    case WY_LINE_COLUMN: return _("column");
    case WY_LINE_ROW: return _("row");
    case WY_LINE_DIAGONAL: return _("diagonal");
    case WY_LINE_CONE: return _("cone");
    case WY_LINE_GENERATOR: return _("generator");
    case WY_LINE_SUBTRACT: return _("subtraction");
    case WY_LINE_DIVIDE: return _("division");
    /* Translators: three heaps: a move from z alone, along the line through
     * the slices (a row is from x alone, a column from y alone) */
    case WY_LINE_PILLAR: return _("pillar");
    case WY_LINE_MOVE:
    case WY_LINE_NONE:
    default: return _("move");
    }
}
