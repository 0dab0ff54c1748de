/* wy-game.c: game families, rule strings and legal moves. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "wy-game-private.h"
#include "wy-rule.h"

/* Parameters beyond these are not meaningful on any board we can solve. */
#define WY_PARAM_MAX 1000
/* A whole rule string, adjoins and expressions included. */
#define WY_RULE_STRING_MAX 5000

G_DEFINE_QUARK (wy-error-quark, wy_error)

struct _WyGame {
  WyFamily  family;
  int       param[WY_N_PARAMS];
  WyReading reading;
  gboolean  misere;
  /* gamma: the restricted game's generators, A'_n with n in Q_i */
  GArray   *gen_a;  /* guint, increasing */
  GArray   *gen_b;
  /* moves, pile, adjoin: the expression or the base (shared by copies) */
  WyRule   *rule;
};

typedef struct {
  const char *name;
  const char *title;
  WyParamSpec keys[4];
  guint n_keys;
  gboolean one_pile;
  gboolean misere_ok;
  const char *menu_name;  /* the family in a list of families */
  const char *symbol;     /* short, as a figure's key writes it */
  WyGroup group;          /* the engine group that solves it (without blocking) */
} WyFamilyInfo;

#define K(k, P, lo, hi, d) { k, WY_PARAM_##P, lo, hi, d }
/* block=Q of every family without its own blocking or memory */
#define BLOCK K ("block", BLOCK, 1, WY_PARAM_MAX, 1)

static const WyFamilyInfo families[WY_N_FAMILIES] = {
  [WY_FAMILY_NIM] = { "nim", N_ ("Nim (two piles)"), { BLOCK }, 1, FALSE, TRUE,
    N_ ("Nim (two piles)"), N_ ("Nim"), WY_GROUP_LINES },
  [WY_FAMILY_WYTHOFF] = { "wythoff", N_ ("Wythoff's game"), { BLOCK }, 1, FALSE, TRUE,
    N_ ("Wythoff's game"), N_ ("Wythoff"), WY_GROUP_LINES },
  [WY_FAMILY_FRAENKEL] = { "fraenkel", N_ ("Fraenkel's a-Wythoff"),
    { K ("a", A, 0, WY_PARAM_MAX, 2), BLOCK }, 2, FALSE, TRUE,
    N_ ("Fraenkel's a-Wythoff"), N_ ("a-Wythoff"), WY_GROUP_LINES },
  [WY_FAMILY_WYT] = { "wyt", N_ ("Gurvich's WYT(a,b)"),
    { K ("a", A, 0, WY_PARAM_MAX, 1), K ("b", B, 1, WY_PARAM_MAX, 1), BLOCK }, 3, FALSE, TRUE,
    N_ ("Gurvich's WYT(a, b)"), "WYT(a,b)", WY_GROUP_LINES },
  [WY_FAMILY_WYTC] = { "wytc", N_ ("Gurvich's WYT(a,b,c)"),
    { K ("a", A, 0, WY_PARAM_MAX, 1), K ("b", B, 1, WY_PARAM_MAX, 1),
      K ("c", C, 1, WY_PARAM_MAX, 1), BLOCK }, 4, FALSE, TRUE,
    N_ ("Gurvich's WYT(a, b, c)"), "WYT(a,b,c)", WY_GROUP_LINES },
  /* Translators: keep ^{...} (superscript) and _{...} (subscript) */
  [WY_FAMILY_NIMPQ] = { "nimpq", N_ ("Gurvich's NIM^{p,q}_{a,b} with blocking"),
    { K ("a", A, 0, WY_PARAM_MAX, 1), K ("b", B, 1, WY_PARAM_MAX, 1),
      K ("p", P, 1, WY_PARAM_MAX, 1), K ("q", Q, 1, WY_PARAM_MAX, 1) }, 4, FALSE, FALSE,
    N_ ("Gurvich's NIM(p, q, a, b) with blocking"), "NIM^{p,q}_{a,b}", WY_GROUP_LINES },
  [WY_FAMILY_STWYTHOFF] = { "stwythoff", N_ ("(s,t)-Wythoff"),
    { K ("s", S, 1, WY_PARAM_MAX, 1), K ("t", T, 1, WY_PARAM_MAX, 1), BLOCK }, 3, FALSE, TRUE,
    N_ ("(s, t)-Wythoff"), N_ ("(s,t)-Wythoff"), WY_GROUP_CONES },
  [WY_FAMILY_RESTRICTED] = { "restricted", N_ ("Restricted (s,t)-Wythoff (Liu-Li)"),
    { K ("s", S, 1, WY_PARAM_MAX, 1), K ("t", T, 1, WY_PARAM_MAX, 1), BLOCK }, 3, FALSE, TRUE,
    N_ ("Restricted (s, t)-Wythoff (Liu–Li)"), N_ ("Restricted (s,t)"), WY_GROUP_CONES },
  [WY_FAMILY_GAMMA] = { "gamma", N_ ("Liu-Li's Gamma_i"),
    { K ("i", I, 1, 4, 1), K ("s", S, 1, WY_PARAM_MAX, 1), K ("t", T, 1, WY_PARAM_MAX, 1),
      BLOCK }, 4, FALSE, TRUE,
    N_ ("Liu–Li's game Γ(i)"), "Gamma_i", WY_GROUP_CONES },
  [WY_FAMILY_IMITATION] = { "imitation", N_ ("Larsson's Imitation Nim"),
    { K ("p", P, 1, 16, 1) }, 1, FALSE, FALSE,
    N_ ("Larsson's Imitation Nim"), N_ ("Imitation Nim"), WY_GROUP_IMITATION },
  [WY_FAMILY_MARK] = { "mark", N_ ("Fraenkel's Mark-k"),
    { K ("k", K, 2, 60, 2), BLOCK }, 2, TRUE, TRUE,
    N_ ("Fraenkel's Mark-k"), N_ ("Mark-k"), WY_GROUP_ONE_PILE },
  [WY_FAMILY_UPMARK] = { "upmark", N_ ("Fraenkel's UpMark"), { BLOCK }, 1, TRUE, TRUE,
    N_ ("Fraenkel's UpMark"), N_ ("UpMark"), WY_GROUP_ONE_PILE },
  /* rules of your own: the key rule= or base= is not an integer (apply_key) */
  [WY_FAMILY_MOVES] = { "moves", N_ ("Your own rule (two piles)"), { BLOCK }, 1, FALSE, TRUE,
    N_ ("Your own rule (two piles)"), N_ ("Your rule"), WY_GROUP_RULES },
  [WY_FAMILY_PILE] = { "pile", N_ ("Your own rule (one pile)"), { BLOCK }, 1, TRUE, TRUE,
    N_ ("Your own rule (one pile)"), N_ ("Your pile rule"), WY_GROUP_RULES },
  [WY_FAMILY_ADJOIN] = { "adjoin", N_ ("Larsson's adjoin operator"), { BLOCK }, 1, FALSE, TRUE,
    N_ ("Adjoin P-positions as moves"), N_ ("Adjoin"), WY_GROUP_RULES },
};

/* The rule each family of your own starts with: Wythoff's game, Mark, and
 * Nim's P-positions adjoined (Wythoff's game again, Larsson). */
static const char *const default_rules[WY_N_FAMILIES] = {
  [WY_FAMILY_MOVES] = "dx==0||dy==0||dx==dy",
  [WY_FAMILY_PILE] = "d<=1||n-d==n/2",
  [WY_FAMILY_ADJOIN] = "nim",
};

static const char *reading_names[WY_N_READINGS] = { "linecount", "abstract", "sec7" };

static const char *line_names[] = {
  [WY_LINE_NONE] = "none", [WY_LINE_COLUMN] = "column", [WY_LINE_ROW] = "row",
  [WY_LINE_DIAGONAL] = "diagonal", [WY_LINE_CONE] = "cone",
  [WY_LINE_GENERATOR] = "generator", [WY_LINE_SUBTRACT] = "subtract",
  [WY_LINE_DIVIDE] = "divide", [WY_LINE_MOVE] = "move",
};

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
  return reading_names[reading];
}

const char *
wy_line_kind_get_name (WyLineKind kind)
{
  g_return_val_if_fail (kind <= WY_LINE_MOVE, NULL);
  return line_names[kind];
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
    case WY_LINE_MOVE:
    case WY_LINE_NONE:
    default: return _("move");
    }
}

/* Restricted game's P-generators: A'_n = mex{A'_j, A'_j+1, B'_j, B'_j+1},
 * B'_n = s A'_n + (t + delta) n; kept for n in Q_i. */
static void
compute_generators (WyGame *game)
{
  int s = game->param[WY_PARAM_S], t = game->param[WY_PARAM_T];
  int i = game->param[WY_PARAM_I];
  guint64 td = (guint64) t + (t % 2);
  /* the values taken so far, a bit each (a hash table was 78 MB) */
  g_autofree guint32 *used = g_new0 (guint32, WY_GAME_GENERATOR_LIMIT / 32 + 1);
  guint64 a = 0;

  game->gen_a = g_array_new (FALSE, FALSE, sizeof (guint));
  game->gen_b = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint64 n = 0;; n++)
    {
      while (a < WY_GAME_GENERATOR_LIMIT && (used[a / 32] >> (a % 32) & 1))
        a++;
      guint64 b = (guint64) s * a + td * n;
      /* B'_n increases with n: none kept beyond the first over the limit */
      if (a >= WY_GAME_GENERATOR_LIMIT || b >= WY_GAME_GENERATOR_LIMIT)
        break;
      gboolean in_q = n >= 1 && (i != 1 || n == 1) && !(i == 3 && n == 3 + td / 2)
                      && !(i == 4 && n == 2 + td / 2);
      if (in_q)
        {
          guint ga = a, gb = b;
          g_array_append_val (game->gen_a, ga);
          g_array_append_val (game->gen_b, gb);
        }
      if (i == 1 && n >= 1)
        break;
      for (guint64 v = a; v <= a + 1; v++)
        if (v < WY_GAME_GENERATOR_LIMIT)
          used[v / 32] |= 1u << (v % 32);
      for (guint64 v = b; v <= b + 1; v++)
        if (v < WY_GAME_GENERATOR_LIMIT)
          used[v / 32] |= 1u << (v % 32);
    }
}

WyGame *
wy_game_new_default (WyFamily family)
{
  WyGame *game = g_new0 (WyGame, 1);
  const WyFamilyInfo *info = &families[family];

  game->family = family;
  for (guint p = 0; p < WY_N_PARAMS; p++)
    game->param[p] = 1;
  for (guint k = 0; k < info->n_keys; k++)
    game->param[info->keys[k].param] = info->keys[k].def;
  /* Fixed parameters of the named special cases, so that the line solver
   * can treat them all as wytc. */
  if (family == WY_FAMILY_NIM)
    game->param[WY_PARAM_A] = 0;
  if (family == WY_FAMILY_MARK || family == WY_FAMILY_UPMARK)
    game->param[WY_PARAM_K] = family == WY_FAMILY_UPMARK ? 2 : game->param[WY_PARAM_K];
  if (family == WY_FAMILY_GAMMA)
    compute_generators (game);
  if (family == WY_FAMILY_ADJOIN)
    game->rule = wy_rule_new_adjoin (wy_game_parse (default_rules[family], NULL));
  else if (default_rules[family])
    game->rule = wy_rule_new_expr (default_rules[family], family == WY_FAMILY_PILE, NULL, NULL);
  return game;
}

WyGame *
wy_game_copy (const WyGame *game)
{
  WyGame *copy = g_memdup2 (game, sizeof *game);

  if (game->gen_a)
    {
      copy->gen_a = g_array_copy (game->gen_a);
      copy->gen_b = g_array_copy (game->gen_b);
    }
  if (game->rule)
    wy_rule_ref (game->rule);
  return copy;
}

void
wy_game_free (WyGame *game)
{
  if (!game)
    return;
  g_clear_pointer (&game->gen_a, g_array_unref);
  g_clear_pointer (&game->gen_b, g_array_unref);
  g_clear_pointer (&game->rule, wy_rule_unref);
  g_free (game);
}

gboolean
wy_game_equal (const WyGame *a, const WyGame *b)
{
  return a->family == b->family && a->reading == b->reading && a->misere == b->misere
         && memcmp (a->param, b->param, sizeof a->param) == 0
         && g_strcmp0 (wy_game_get_rule_text (a), wy_game_get_rule_text (b)) == 0;
}

/* A value from the user, cut for a message. */
static char *
short_text (const char *text)
{
  return strlen (text) > 40 ? g_strdup_printf ("%.40s…", text) : g_strdup (text);
}

static gboolean
parse_int (const char *key, const char *text, const WyParamSpec *spec, int *out, GError **error)
{
  char *end = NULL;
  gint64 v;

  /* decimal digits, a minus sign at most: no "+1", no "0x10" */
  if (*text == '\0' || !(g_ascii_isdigit (*text) || (*text == '-' && g_ascii_isdigit (text[1]))))
    goto bad;
  errno = 0;
  v = g_ascii_strtoll (text, &end, 10);
  if (*end != '\0')
    goto bad;
  if (errno == ERANGE || v < spec->min || v > spec->max)
    {
      g_autofree char *t = short_text (text);
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("%s=%s is out of range: %s must be an integer from %d to %d"),
                   key, t, key, spec->min, spec->max);
      return FALSE;
    }
  *out = (int) v;
  return TRUE;
bad:
  {
    g_autofree char *t = short_text (text);
    g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                 _("%s=%s is not an integer: %s must be an integer from %d to %d"),
                 key, t, key, spec->min, spec->max);
  }
  return FALSE;
}

static char *
family_keys_hint (WyFamily family)
{
  GString *s = g_string_new (NULL);
  const WyFamilyInfo *info = &families[family];

  if (default_rules[family])
    g_string_append (s, family == WY_FAMILY_ADJOIN ? "base, " : "rule, ");
  for (guint k = 0; k < info->n_keys; k++)
    g_string_append_printf (s, "%s%s", k ? ", " : "", info->keys[k].key);
  if (family == WY_FAMILY_NIMPQ)
    g_string_append (s, ", reading");
  if (info->misere_ok)
    g_string_append_printf (s, "%splay", s->len ? ", " : "");
  if (s->len == 0)
    g_string_append (s, "none");
  return g_string_free (s, FALSE);
}

static WyGame *parse_nested (const char *rule, guint depth, GError **error);

/* The text of a value written in parentheses, "(a,b)" -> "a,b"; others as they are. */
static char *
unwrap (const char *value)
{
  gsize n = strlen (value);
  int depth = 0;

  if (n < 2 || value[0] != '(' || value[n - 1] != ')')
    return g_strdup (value);
  /* only when the first '(' closes at the very end: not "(a)+(b)" */
  for (gsize i = 0; i < n; i++)
    {
      depth += value[i] == '(' ? 1 : value[i] == ')' ? -1 : 0;
      if (depth == 0 && i < n - 1)
        return g_strdup (value);
    }
  return g_strndup (value + 1, n - 2);
}

/* rule= of moves and pile, base= of adjoin. */
static gboolean
apply_rule_key (WyGame *game, const char *value, guint depth, GError **error)
{
  WyRule *rule;

  /* an expression keeps its parentheses: the columns of its errors count
   * from the first character after rule= */
  if (game->family != WY_FAMILY_ADJOIN)
    rule = wy_rule_new_expr (value, game->family == WY_FAMILY_PILE, NULL, error);
  else
    {
      g_autofree char *text = unwrap (value);
      WyGame *base;
      if (depth >= WY_RULE_MAX_NESTING)
        {
          g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                       _("adjoin nests more than %d levels deep: each level solves its base"),
                       WY_RULE_MAX_NESTING);
          return FALSE;
        }
      base = parse_nested (text, depth + 1, error);
      if (!base)
        return FALSE;
      if (wy_game_has_memory (base))
        {
          g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                       _("adjoin cannot take %s as its base: a game with memory has no "
                         "fixed set of moves"), families[base->family].name);
          wy_game_free (base);
          return FALSE;
        }
      rule = wy_rule_new_adjoin (base);
    }
  if (!rule)
    return FALSE;
  g_clear_pointer (&game->rule, wy_rule_unref);
  game->rule = rule;
  return TRUE;
}

static gboolean
apply_key (WyGame *game, const char *key, const char *value, guint depth, GError **error)
{
  const WyFamilyInfo *info = &families[game->family];

  if (default_rules[game->family]
      && strcmp (key, game->family == WY_FAMILY_ADJOIN ? "base" : "rule") == 0)
    return apply_rule_key (game, value, depth, error);

  for (guint k = 0; k < info->n_keys; k++)
    if (strcmp (key, info->keys[k].key) == 0)
      return parse_int (key, value, &info->keys[k], &game->param[info->keys[k].param], error);

  if (strcmp (key, "play") == 0)
    {
      if (strcmp (value, "normal") == 0 || strcmp (value, "misere") == 0)
        {
          game->misere = value[0] == 'm';
          if (game->misere && !info->misere_ok)
            {
              g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                           _("play=misere is not defined for %s: only games without blocking "
                             "or memory have a misère version"), info->name);
              return FALSE;
            }
          return TRUE;
        }
      g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                   _("play=%s is unknown: play must be normal or misere"), value);
      return FALSE;
    }
  if (strcmp (key, "reading") == 0 && game->family == WY_FAMILY_NIMPQ)
    {
      for (guint r = 0; r < WY_N_READINGS; r++)
        if (strcmp (value, reading_names[r]) == 0)
          {
            game->reading = r;
            return TRUE;
          }
      g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                   _("reading=%s is unknown: reading must be linecount, abstract or sec7"),
                   value);
      return FALSE;
    }

  if (strcmp (key, "block") == 0)
    {
      if (game->family == WY_FAMILY_NIMPQ)
        g_set_error_literal (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                             _("block is not defined for nimpq: it has its own blocking "
                               "(keys p and q)"));
      else
        g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                     _("block is not defined for %s: a game with memory has no uniform "
                       "blocking"), info->name);
      return FALSE;
    }
  g_autofree char *hint = family_keys_hint (game->family);
  g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
               _("unknown key '%s' for %s: its keys are %s"), key, info->name, hint);
  return FALSE;
}

/* The earlier pairs are already split at '=' and stripped: a key given
 * twice would silently let the last one win. */
static gboolean
key_is_new (char **pairs, guint i, GError **error)
{
  for (guint j = 0; j < i; j++)
    if (strcmp (pairs[j], pairs[i]) == 0)
      {
        g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                     _("%s is given twice: give each key once"), pairs[i]);
        return FALSE;
      }
  return TRUE;
}

/* block=Q is defined for normal play only (paper 000 §11). */
static gboolean
check_block_play (const WyGame *game, GError **error)
{
  if (game->misere && game->param[WY_PARAM_BLOCK] > 1)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                   _("block=%d cannot be combined with play=misere: uniform blocking is "
                     "defined for normal play only (block must be 1 in misère play)"),
                   game->param[WY_PARAM_BLOCK]);
      return FALSE;
    }
  return TRUE;
}

/* Splits "a=1,rule=(min(dx,dy)<2),b=2" at the commas outside parentheses. */
static char **
split_pairs (const char *text)
{
  GPtrArray *pairs = g_ptr_array_new ();
  const char *start = text;
  int depth = 0;

  for (const char *p = text;; p++)
    {
      if (*p == '(')
        depth++;
      else if (*p == ')' && depth > 0)
        depth--;
      else if ((*p == ',' && depth == 0) || *p == '\0')
        {
          g_ptr_array_add (pairs, g_strndup (start, p - start));
          if (*p == '\0')
            break;
          start = p + 1;
        }
    }
  g_ptr_array_add (pairs, NULL);
  return (char **) g_ptr_array_free (pairs, FALSE);
}

static char *
family_list (void)
{
  GString *s = g_string_new (NULL);

  for (guint f = 0; f < WY_N_FAMILIES; f++)
    g_string_append_printf (s, "%s%s", f ? ", " : "", families[f].name);
  return g_string_free (s, FALSE);
}

WyGame *
wy_game_parse (const char *rule, GError **error)
{
  g_return_val_if_fail (rule != NULL, NULL);
  if (strlen (rule) > WY_RULE_STRING_MAX)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("the rule string is %lu characters long: at most %d are allowed"),
                   (unsigned long) strlen (rule), WY_RULE_STRING_MAX);
      return NULL;
    }
  return parse_nested (rule, 0, error);
}

static WyGame *
parse_nested (const char *rule, guint depth, GError **error)
{
  g_autofree char *name = NULL;
  g_auto (GStrv) pairs = NULL;
  const char *colon;
  WyFamily family;
  WyGame *game;

  colon = strchr (rule, ':');
  name = colon ? g_strndup (rule, colon - rule) : g_strdup (rule);
  g_strstrip (name);
  if (!wy_family_from_name (name, &family))
    {
      g_autofree char *list = family_list ();
      g_autofree char *t = short_text (name);
      g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                   _("unknown game family '%s': choose one of %s"), t, list);
      return NULL;
    }
  if (colon && colon[1] == '\0')
    {
      g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                   _("'%s:' has no key after the colon: give key=value pairs or no colon"),
                   name);
      return NULL;
    }
  game = wy_game_new_default (family);
  g_clear_pointer (&game->gen_a, g_array_unref);
  g_clear_pointer (&game->gen_b, g_array_unref);
  pairs = colon && colon[1] ? split_pairs (colon + 1) : g_new0 (char *, 1);
  for (guint i = 0; pairs[i]; i++)
    {
      char *eq = strchr (pairs[i], '=');
      if (!eq)
        {
          g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                       _("'%s' in '%s' is not of the form key=value"), pairs[i], rule);
          wy_game_free (game);
          return NULL;
        }
      *eq = '\0';
      g_strstrip (pairs[i]);
      g_strstrip (eq + 1);
      if (!key_is_new (pairs, i, error) || !apply_key (game, pairs[i], eq + 1, depth, error))
        {
          wy_game_free (game);
          return NULL;
        }
    }
  if (!check_block_play (game, error))
    {
      wy_game_free (game);
      return NULL;
    }
  if (family == WY_FAMILY_GAMMA)
    compute_generators (game);
  return game;
}

char *
wy_game_to_string (const WyGame *game)
{
  const WyFamilyInfo *info = &families[game->family];
  GString *s = g_string_new (info->name);
  char sep = ':';

  if (game->rule)
    {
      g_string_append_printf (s, ":%s=%s", game->family == WY_FAMILY_ADJOIN ? "base" : "rule",
                              wy_rule_get_text (game->rule));
      sep = ',';
    }
  for (guint k = 0; k < info->n_keys; k++)
    {
      /* block=1 (no blocking) is left out, so rules keep their old form */
      if (info->keys[k].param == WY_PARAM_BLOCK && game->param[WY_PARAM_BLOCK] == 1)
        continue;
      g_string_append_printf (s, "%c%s=%d", sep, info->keys[k].key,
                              game->param[info->keys[k].param]);
      sep = ',';
    }
  if (game->family == WY_FAMILY_NIMPQ && game->reading != WY_READING_LINECOUNT)
    {
      g_string_append_printf (s, "%creading=%s", sep, reading_names[game->reading]);
      sep = ',';
    }
  if (game->misere)
    g_string_append_printf (s, "%cplay=misere", sep);
  return g_string_free (s, FALSE);
}

WyGame *
wy_game_with_param (const WyGame *game, WyParam param, int value, GError **error)
{
  const WyFamilyInfo *info = &families[game->family];

  for (guint k = 0; k < info->n_keys; k++)
    if (info->keys[k].param == param)
      {
        if (value < info->keys[k].min || value > info->keys[k].max)
          {
            g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                         _("%s=%d is out of range: %s must be an integer from %d to %d"),
                         info->keys[k].key, value, info->keys[k].key, info->keys[k].min,
                         info->keys[k].max);
            return NULL;
          }
        WyGame *copy = wy_game_copy (game);
        copy->param[param] = value;
        if (!check_block_play (copy, error))
          {
            wy_game_free (copy);
            return NULL;
          }
        if (copy->family == WY_FAMILY_GAMMA)
          {
            g_clear_pointer (&copy->gen_a, g_array_unref);
            g_clear_pointer (&copy->gen_b, g_array_unref);
            compute_generators (copy);
          }
        return copy;
      }
  g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("%s has no such parameter"), info->name);
  return NULL;
}

WyGame *
wy_game_with_misere (const WyGame *game, gboolean misere, GError **error)
{
  if (misere && !families[game->family].misere_ok)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                   _("play=misere is not defined for %s: only games without blocking "
                     "or memory have a misère version"), families[game->family].name);
      return NULL;
    }
  WyGame *copy = wy_game_copy (game);
  copy->misere = misere;
  if (!check_block_play (copy, error))
    {
      wy_game_free (copy);
      return NULL;
    }
  return copy;
}

WyGame *
wy_game_with_reading (const WyGame *game, WyReading reading)
{
  WyGame *copy = wy_game_copy (game);
  copy->reading = reading;
  return copy;
}

WyFamily
wy_game_get_family (const WyGame *game)
{
  return game->family;
}

int
wy_game_get_param (const WyGame *game, WyParam param)
{
  g_return_val_if_fail (param < WY_N_PARAMS, 0);
  return game->param[param];
}

WyReading
wy_game_get_reading (const WyGame *game)
{
  return game->reading;
}

gboolean
wy_game_is_misere (const WyGame *game)
{
  return game->misere;
}

gboolean
wy_game_is_one_pile (const WyGame *game)
{
  if (game->family == WY_FAMILY_ADJOIN)
    return wy_game_is_one_pile (wy_rule_get_base (game->rule));
  return families[game->family].one_pile;
}

gboolean
wy_game_is_custom (const WyGame *game)
{
  return game->rule != NULL;
}

WyGroup
_wy_family_get_group (WyFamily family)
{
  g_return_val_if_fail (family < WY_N_FAMILIES, WY_GROUP_RULES);
  return families[family].group;
}

WyGroup
_wy_game_get_group (const WyGame *game)
{
  WyGroup group = families[game->family].group;

  if (game->param[WY_PARAM_BLOCK] > 1 && group == WY_GROUP_LINES)
    return WY_GROUP_LINES_BLOCK;
  if (game->param[WY_PARAM_BLOCK] > 1 && group == WY_GROUP_CONES)
    return WY_GROUP_CONES_BLOCK;
  return group;
}

const char *
wy_game_get_rule_text (const WyGame *game)
{
  return game->rule ? wy_rule_get_text (game->rule) : NULL;
}

gboolean
wy_game_check_rule (WyFamily family, const char *expression, guint *column, GError **error)
{
  g_autoptr (WyRule) rule = NULL;

  g_return_val_if_fail (family == WY_FAMILY_MOVES || family == WY_FAMILY_PILE, FALSE);
  rule = wy_rule_new_expr (expression, family == WY_FAMILY_PILE, column, error);
  return rule != NULL;
}

WyGame *
wy_game_new_rule (WyFamily family, const char *expression, GError **error)
{
  g_autoptr (WyRule) rule = NULL;
  WyGame *game;

  g_return_val_if_fail (family == WY_FAMILY_MOVES || family == WY_FAMILY_PILE, NULL);
  rule = wy_rule_new_expr (expression, family == WY_FAMILY_PILE, NULL, error);
  if (!rule)
    return NULL;
  game = wy_game_new_default (family);
  wy_rule_unref (game->rule);
  game->rule = g_steal_pointer (&rule);
  return game;
}

const WyRule *
_wy_game_get_rule (const WyGame *game)
{
  return game->rule;
}

gboolean
wy_game_has_blocking (const WyGame *game)
{
  return game->family == WY_FAMILY_NIMPQ
         && (game->param[WY_PARAM_P] > 1 || game->param[WY_PARAM_Q] > 1);
}

const guint *
wy_game_get_generators (const WyGame *game, const guint **b, guint *n)
{
  *n = game->gen_a ? game->gen_a->len : 0;
  *b = game->gen_b ? (const guint *) game->gen_b->data : NULL;
  return game->gen_a ? (const guint *) game->gen_a->data : NULL;
}

guint
wy_game_get_block (const WyGame *game)
{
  return (guint) game->param[WY_PARAM_BLOCK];
}

gboolean
wy_game_has_memory (const WyGame *game)
{
  return game->family == WY_FAMILY_IMITATION;
}

gboolean
wy_game_has_grundy (const WyGame *game)
{
  return !game->misere && !wy_game_has_blocking (game) && !wy_game_has_memory (game);
}

gboolean
wy_game_is_symmetric (const WyGame *game)
{
  /* a rule of your own may treat the piles differently; Larsson's adjoin
   * keeps its base's symmetry (its P-positions are as symmetric) */
  if (game->family == WY_FAMILY_MOVES)
    return FALSE;
  if (game->family == WY_FAMILY_ADJOIN)
    return wy_game_is_symmetric (wy_rule_get_base (game->rule));
  return game->family != WY_FAMILY_WYTC || game->param[WY_PARAM_B] == game->param[WY_PARAM_C];
}

guint
wy_game_first_position (const WyGame *game)
{
  return game->family == WY_FAMILY_UPMARK ? 1 : 0;
}

/* Column band width b, row band width c, diagonal band a of the line
 * families, all seen as wytc. */
static void
line_params (const WyGame *game, guint *a, guint *b, guint *c)
{
  *a = game->param[WY_PARAM_A];
  *b = game->param[WY_PARAM_B];
  *c = game->family == WY_FAMILY_WYTC ? (guint) game->param[WY_PARAM_C] : *b;
  if (game->family == WY_FAMILY_NIM)
    *a = 0;
  if (game->family == WY_FAMILY_WYTHOFF || game->family == WY_FAMILY_FRAENKEL)
    *b = *c = 1;
  if (game->family == WY_FAMILY_WYTHOFF)
    *a = 1;
}

/* Generators satisfy A'_n < B'_n, and A'_n increases: binary search. */
static gboolean
is_generator (const WyGame *game, guint dx, guint dy)
{
  const guint *ga = (const guint *) game->gen_a->data;
  const guint *gb = (const guint *) game->gen_b->data;
  guint lo = 0, hi = game->gen_a->len, k = MIN (dx, dy);

  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;
      if (ga[mid] < k)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo < game->gen_a->len && ga[lo] == k && gb[lo] == MAX (dx, dy);
}

/* (s,t)-Wythoff's two-pile move: 0 < k <= l with l - k < (s-1) k + t. */
static gboolean
is_cone (const WyGame *game, guint dx, guint dy)
{
  guint64 k = MIN (dx, dy), l = MAX (dx, dy);
  guint64 s = game->param[WY_PARAM_S], t = game->param[WY_PARAM_T];

  return k > 0 && l < s * k + t;
}

/* A rule of your own: a base move keeps its base's kind; the rest by direction. */
static WyLineKind
rule_move_line (const WyGame *game, guint x, guint y, guint dx, guint dy, WyRuleGrowFunc grow)
{
  const WyGame *base = wy_rule_get_base (game->rule);
  gboolean one_pile = wy_game_is_one_pile (game);
  WyLineKind kind;

  if (!wy_rule_is_move (game->rule, one_pile, x, y, dx, dy, grow))
    return WY_LINE_NONE;
  if (base && (kind = _wy_game_move_line (base, x, y, dx, dy, grow)) != WY_LINE_NONE)
    return kind;
  if (one_pile)
    return WY_LINE_SUBTRACT;
  return dx == 0 ? WY_LINE_COLUMN : dy == 0 ? WY_LINE_ROW
         : dx == dy ? WY_LINE_DIAGONAL : WY_LINE_MOVE;
}

WyLineKind
_wy_game_move_line (const WyGame *game, guint x, guint y, guint dx, guint dy,
                    WyRuleGrowFunc grow)
{
  guint a, b, c;

  if (game->rule)
    return rule_move_line (game, x, y, dx, dy, grow);
  if (families[game->family].one_pile)
    {
      guint k = game->param[WY_PARAM_K];
      if (dy != 0 || dx == 0 || dx > x || (game->family == WY_FAMILY_UPMARK && x < 2))
        return WY_LINE_NONE;
      if (game->family == WY_FAMILY_MARK)
        {
          if (dx <= k - 1)
            return WY_LINE_SUBTRACT;
          return x - dx == x / k ? WY_LINE_DIVIDE : WY_LINE_NONE;
        }
      if (dx == 1)
        return WY_LINE_SUBTRACT;
      return x - dx == (x + 1) / 2 ? WY_LINE_DIVIDE : WY_LINE_NONE;
    }
  if (dx > x || dy > y || dx + dy == 0)
    return WY_LINE_NONE;
  switch (game->family)
    {
    case WY_FAMILY_STWYTHOFF:
    case WY_FAMILY_RESTRICTED:
    case WY_FAMILY_GAMMA:
      if (game->family != WY_FAMILY_STWYTHOFF && (dx % 2 || dy % 2))
        return game->family == WY_FAMILY_GAMMA && is_generator (game, dx, dy)
               ? WY_LINE_GENERATOR : WY_LINE_NONE;
      if (dx == 0)
        return WY_LINE_COLUMN;
      if (dy == 0)
        return WY_LINE_ROW;
      if (is_cone (game, dx, dy))
        return dx == dy ? WY_LINE_DIAGONAL : WY_LINE_CONE;
      return game->family == WY_FAMILY_GAMMA && is_generator (game, dx, dy)
             ? WY_LINE_GENERATOR : WY_LINE_NONE;
    case WY_FAMILY_IMITATION:
      return dx == 0 ? WY_LINE_COLUMN : dy == 0 ? WY_LINE_ROW : WY_LINE_NONE;
    default:
      line_params (game, &a, &b, &c);
      if (dx < b)
        return WY_LINE_COLUMN;
      if (dy < c)
        return WY_LINE_ROW;
      if ((guint) ABS ((int) dx - (int) dy) < a)
        return WY_LINE_DIAGONAL;
      return WY_LINE_NONE;
    }
}

void
wy_game_get_bands (const WyGame *game, guint *a, guint *b, guint *c)
{
  line_params (game, a, b, c);
}
