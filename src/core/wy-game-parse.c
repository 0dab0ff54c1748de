/* wy-game-parse.c: games made: defaults, rule strings parsed, keys changed, Gamma_i generators. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "wy-enum-nick.h"
#include "wy-enum-types.h"
#include "wy-game-private.h"
#include "wy-rule.h"

/* A whole rule string, adjoins and expressions included. */
#define WY_RULE_STRING_MAX 5000

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

/* An adjoin's rule over base (taken). */
static WyRule *
adjoin_rule (WyGame *base)
{
  g_autofree char *text = wy_game_to_string (base);

  return wy_rule_new_adjoin (base, text, (GDestroyNotify) wy_game_free);
}

WyGame *
wy_game_new_default (WyFamily family)
{
  WyGame *game = g_new0 (WyGame, 1);
  const WyFamilyInfo *info = _wy_family_info (family);

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
    game->rule = adjoin_rule (wy_game_parse (info->default_rule, NULL));
  else if (info->default_rule)
    game->rule = wy_rule_new_expr (info->default_rule, family == WY_FAMILY_PILE, NULL, NULL);
  return game;
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

/* A base's parentheses close, each after its opening one. */
static gboolean
check_base_parens (const char *value, GError **error)
{
  int depth = 0;

  for (const char *p = value; *p && depth >= 0; p++)
    depth += *p == '(' ? 1 : *p == ')' ? -1 : 0;
  if (depth == 0)
    return TRUE;
  g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
               depth > 0 ? _("base=%s has a '(' that is not closed: write base=(GAME)")
                         : _("base=%s has a ')' without its '(': write base=(GAME)"), value);
  return FALSE;
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
      if (!check_base_parens (value, error))
        return FALSE;
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
                         "fixed set of moves"), _wy_family_info (base->family)->name);
          wy_game_free (base);
          return FALSE;
        }
      rule = adjoin_rule (base);
    }
  if (!rule)
    return FALSE;
  g_clear_pointer (&game->rule, wy_rule_unref);
  game->rule = rule;
  return TRUE;
}

/* block= of a family that has no uniform blocking: why. */
static gboolean
block_refused (const WyGame *game, GError **error)
{
  const WyFamilyInfo *info = _wy_family_info (game->family);

  if (game->family == WY_FAMILY_NIMPQ)
    g_set_error_literal (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                         _("block is not defined for nimpq: it has its own blocking "
                           "(keys p and q)"));
  else if (info->group == WY_GROUP_HEAPS3)
    g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                 _("block is not defined for %s: three heaps are played without "
                   "blocking"), info->name);
  else
    g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                 _("block is not defined for %s: a game with memory has no uniform "
                   "blocking"), info->name);
  return FALSE;
}

/* The value of a key other than a rule or a base holds no ':', '=' or ';': one that does is
 * two pairs glued by another separator than ',' ("heaps=3:play=misere"), malformed, not a
 * value out of range. */
static gboolean
value_is_plain (const char *key, const char *value, GError **error)
{
  if (strpbrk (value, ":=;") == NULL)
    return TRUE;
  g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
               _("'%s=%s' is malformed: write a rule string as family:key=value,key=value, the "
                 "pairs separated by ','"), key, value);
  return FALSE;
}

static gboolean
key_is_known (const WyGame *game, const WyFamilyInfo *info, const char *key)
{
  for (guint k = 0; k < info->n_keys; k++)
    if (strcmp (key, info->keys[k].key) == 0)
      return TRUE;
  return strcmp (key, "play") == 0 || strcmp (key, "block") == 0
         || (strcmp (key, "reading") == 0 && game->family == WY_FAMILY_NIMPQ);
}

static gboolean
apply_key (WyGame *game, const char *key, const char *value, guint depth, GError **error)
{
  const WyFamilyInfo *info = _wy_family_info (game->family);

  if (info->default_rule
      && strcmp (key, game->family == WY_FAMILY_ADJOIN ? "base" : "rule") == 0)
    return apply_rule_key (game, value, depth, error);
  /* an unknown key is named as such first ("moves:rule=dx==0,dy==0": dy is no key) */
  if (key_is_known (game, info, key) && !value_is_plain (key, value, error))
    return FALSE;

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
      if (_wy_enum_nick_to (WY_TYPE_READING, value, FALSE, (int *) &game->reading))
        return TRUE;
      g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                   _("reading=%s is unknown: reading must be linecount, abstract or sec7"),
                   value);
      return FALSE;
    }

  if (strcmp (key, "block") == 0)
    return block_refused (game, error);
  _wy_family_unknown_key (game->family, key, error);
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
  if (game->param[WY_PARAM_BLOCK] > 1 && wy_game_get_heaps (game) == 3)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                   _("block=%d is not defined on three heaps: block must be 1"),
                   game->param[WY_PARAM_BLOCK]);
      return FALSE;
    }
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

/* heaps=2 or heaps=3 of nim and wythoff: heaps=3 is the family nim3 or
 * wythoff3 (the key is taken out of pairs, left empty). */
static gboolean
take_heaps_key (char **pairs, WyFamily *family, GError **error)
{
  for (guint i = 0; pairs[i]; i++)
    {
      g_autofree char *key = g_strstrip (g_strdup (pairs[i]));
      char *eq = strchr (key, '=');
      if (!eq || (*eq = '\0', strcmp (g_strstrip (key), "heaps") != 0))
        continue;
      if (*family != WY_FAMILY_NIM && *family != WY_FAMILY_WYTHOFF)
        {
          g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                       _("heaps is defined for nim and wythoff only: for three heaps write "
                         "nim:heaps=3, wythoff:heaps=3 or fraenkel3"));
          return FALSE;
        }
      g_strstrip (eq + 1);
      if (!value_is_plain ("heaps", eq + 1, error))
        return FALSE;
      if (strcmp (eq + 1, "2") != 0 && strcmp (eq + 1, "3") != 0)
        {
          g_autofree char *t = short_text (eq + 1);
          g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                       _("heaps=%s is out of range: heaps must be 2 or 3"), t);
          return FALSE;
        }
      if (eq[1] == '3')
        *family = *family == WY_FAMILY_NIM ? WY_FAMILY_NIM3 : WY_FAMILY_WYTHOFF3;
      pairs[i][0] = '\0';
    }
  return TRUE;
}

/* A rule's pairs hold no empty one ("wyt:,a=1", "wyt:a=1,"). */
static gboolean
check_no_empty_pair (char **pairs, const char *rule, GError **error)
{
  for (guint i = 0; pairs[i]; i++)
    if (*g_strstrip (pairs[i]) == '\0')
      {
        g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                     _("'%s' has an empty key=value pair: remove the extra comma"), rule);
        return FALSE;
      }
  return TRUE;
}

/* The key=value pairs of a rule string (an empty pair: a key taken before). */
static gboolean
apply_pairs (WyGame *game, char **pairs, const char *rule, guint depth, GError **error)
{
  for (guint i = 0; pairs[i]; i++)
    {
      char *eq;
      if (pairs[i][0] == '\0')
        continue;
      eq = strchr (pairs[i], '=');
      if (!eq)
        {
          g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                       _("'%s' in '%s' is not of the form key=value"), pairs[i], rule);
          return FALSE;
        }
      *eq = '\0';
      g_strstrip (pairs[i]);
      g_strstrip (eq + 1);
      if (!key_is_new (pairs, i, error) || !apply_key (game, pairs[i], eq + 1, depth, error))
        return FALSE;
    }
  return TRUE;
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
      _wy_family_unknown (name, error);
      return NULL;
    }
  if (colon && colon[1 + strspn (colon + 1, " \t")] == '\0')
    {
      g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                   _("'%s:' has no key after the colon: give key=value pairs or no colon"),
                   name);
      return NULL;
    }
  pairs = colon && colon[1] ? split_pairs (colon + 1) : g_new0 (char *, 1);
  if (!check_no_empty_pair (pairs, rule, error) || !take_heaps_key (pairs, &family, error))
    return NULL;
  game = wy_game_new_default (family);
  g_clear_pointer (&game->gen_a, g_array_unref);
  g_clear_pointer (&game->gen_b, g_array_unref);
  if (!apply_pairs (game, pairs, rule, depth, error))
    {
      wy_game_free (game);
      return NULL;
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

/* The parameter the family has not, and those it has (it was "wythoff has no such
 * parameter", naming neither). */
static void
no_such_param (const WyFamilyInfo *info, WyParam param, GError **error)
{
  const char *name = _wy_enum_nick (WY_TYPE_PARAM, param);
  g_autoptr (GString) keys = g_string_new (NULL);

  for (guint k = 0; k < info->n_keys; k++)
    g_string_append_printf (keys, "%s%s", k ? ", " : "", info->keys[k].key);
  if (info->n_keys == 0)
    g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("%s has no parameter %s: it has none"),
                 info->name, name ? name : "?");
  else
    g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("%s has no parameter %s: its parameters "
                                                    "are %s"), info->name, name ? name : "?",
                 keys->str);
}

WyGame *
wy_game_with_param (const WyGame *game, WyParam param, int value, GError **error)
{
  const WyFamilyInfo *info = _wy_family_info (game->family);

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
  no_such_param (info, param, error);
  return NULL;
}

WyGame *
wy_game_with_misere (const WyGame *game, gboolean misere, GError **error)
{
  if (misere && !_wy_family_info (game->family)->misere_ok)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                   _("play=misere is not defined for %s: only games without blocking "
                     "or memory have a misère version"), _wy_family_info (game->family)->name);
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
