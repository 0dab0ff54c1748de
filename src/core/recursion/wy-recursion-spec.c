/* wy-recursion-spec.c: which recursion each paper gives a game, its formula and source. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "wy-recursion-private.h"

#define P_(g, k) ((guint) wy_game_get_param ((g), WY_PARAM_##k))

static const char *src_wyt = N_ ("Gurvich, RRR 16-2010, Theorem 1, eq. (3)");
static const char *src_mark = "Fraenkel, Discrete Math. 312 (2012) 42-46";

static void
spec_wyt (WyRecSpec *sp, guint a, guint b, gboolean misere)
{
  sp->kind = WY_REC_MEX;
  sp->a = a;
  sp->b = b;
  sp->describe = "x_n = mex_b{x_i, y_i : i < n}, y_n = x_n + a n";
  sp->source = src_wyt;
  if (!misere)
    {
      if (a == 0)
        {
          sp->describe = "x_n = y_n = b n (x_n = mex_b{x_i, y_i : i < n})";
          sp->source = N_ ("Gurvich, RRR 16-2010, section 7 (a = 0)");
        }
      return;
    }
  sp->source = N_ ("Gurvich, RRR 16-2010, section 6 (misère play)");
  if (a == 0)
    {
      sp->has_first = TRUE;
      sp->first = (WyPair) { 0, 1 };
      sp->describe = N_("misère: (x_0, y_0) = (0, 1); x_n = y_n = b n + 1 for n >= 1");
      sp->source = N_ ("Gurvich, RRR 16-2010, section 7 (a = 0, misère play)");
    }
  else if (a == 1)
    {
      sp->has_first = TRUE;
      sp->first = (WyPair) { b + 1, b + 1 };
      sp->describe = N_("misère: (x_0, y_0) = (b+1, b+1); x_n = mex_b{x_i, y_i : i < n}, "
                     "y_n = x_n + n for n >= 1");
    }
  else
    {
      sp->add = 1;
      sp->describe = N_("misère: x_n = mex_b{x_i, y_i : i < n}, y_n = x_n + a n + 1");
    }
}

static void
spec_nimpq (WyRecSpec *sp, guint a, guint b, guint p, guint q)
{
  spec_wyt (sp, a, b, FALSE);
  sp->p = p;
  sp->q = q;
  sp->priority = a == 1 && b == 1 && p >= 2 && q >= 2;
  sp->source = N_ ("Gurvich, RRR 18-2010, Theorem 1, eq. (6), Remark 2, section 10");
  if (sp->priority)
    sp->describe = N_("x_n = mex^q_b{x_i, y_i : i < n or i in S(p,q)}, y_n = x_n + a floor(n/p); "
                   "pairs of S(p,q) first, a pair already listed is skipped");
  else if (p >= 2 && q >= 2)
    sp->describe = N_("x_n = mex^q_b{x_i, y_i : i < n}, y_n = x_n + a floor(n/p); "
                   "a pair already listed is skipped");
  else
    sp->describe = "x_n = mex^q_b{x_i, y_i : i < n}, y_n = x_n + a floor(n/p)";
}

static gboolean
spec_gamma (WyRecSpec *sp, guint i, guint s, guint t)
{
  guint td = t + t % 2;   /* t + delta_t */
  gboolean ok = 2 * s + td > 4;

  if (i == 2)
    ok = ok && ((s == 1 && (t == 3 || t == 4)) || s == 2);
  else if (i == 3)
    ok = ok && s == 1 && t >= 4;
  else if (i == 4)
    ok = ok && s >= 3 && td >= 2 * s - 2;
  if (!ok)
    return FALSE;
  sp->kind = WY_REC_MEX;
  sp->shape = WY_SHAPE_FOUR;
  sp->b = 2;
  sp->mult = s - 1;
  sp->a = td + 4;
  sp->describe = "A_n = mex{A_i, A_i+1, B_i, B_i+1 : i < n}, B_n = (s-1) A_n + (t + delta_t + 4) n; "
                 "P = {(A_n + e, B_n + f) : e, f in {0, 1}}";
  sp->source = i == 1 ? N_ ("Liu & Li, Open Math. 2017, Theorem 3.1, eq. (4)")
               : i == 2 ? N_ ("Liu & Li, Open Math. 2017, Theorems 3.1 and 4.5")
               : i == 3 ? N_ ("Liu & Li, Open Math. 2017, Theorems 3.1 and 4.6")
               : N_ ("Liu & Li, Open Math. 2017, Theorems 3.1 and 4.7");
  return TRUE;
}

static void
spec_one_pile (WyRecSpec *sp, const WyGame *game)
{
  gboolean upmark = wy_game_get_family (game) == WY_FAMILY_UPMARK;
  guint k = upmark ? 2 : P_ (game, K);

  sp->kind = WY_REC_MEX;
  sp->shape = WY_SHAPE_ONE;
  sp->mult = k;
  sp->source = src_mark;
  sp->describe = "a_n = mex{a_i, b_i : i < n}, b_n = k a_n; P = {b_n}";
  if (upmark)
    {
      sp->has_first = TRUE;
      sp->first = (WyPair) { 0, 1 };
      sp->add = -1;
      sp->describe = "a_n = mex{a_i, b_i : i < n}, b_0 = 1, b_n = 2 a_n - 1 (n >= 1); P = {b_n}";
    }
  else if (wy_game_is_misere (game))
    {
      sp->has_first = TRUE;
      sp->first = (WyPair) { 0, 1 };
      sp->describe = N_("misère: a_n = mex{a_i, b_i : i < n}, b_0 = 1, b_n = 2 a_n (n >= 1); P = {b_n}");
    }
}

/* The line families: nim, wythoff, fraenkel, wyt, wytc (paper 001). */
static gboolean
spec_lines (const WyGame *game, WyRecSpec *sp)
{
  WyFamily family = wy_game_get_family (game);
  gboolean misere = wy_game_is_misere (game);
  guint a = P_ (game, A), b = P_ (game, B), c = P_ (game, C);

  if (family == WY_FAMILY_NIM || family == WY_FAMILY_WYTHOFF)
    a = family == WY_FAMILY_WYTHOFF;
  if (family != WY_FAMILY_WYT && family != WY_FAMILY_WYTC)
    b = c = 1;
  if (family != WY_FAMILY_WYTC)
    c = b;
  if (b == c)
    {
      spec_wyt (sp, a, b, misere);
      if ((family != WY_FAMILY_WYTHOFF && family != WY_FAMILY_FRAENKEL) || a == 0)
        return TRUE;
      if (misere)
        {
          /* Gurvich's misère forms with b = 1, written without the b these games lack */
          sp->describe = a == 1
            ? N_("misère: (x_0, y_0) = (2, 2); x_n = mex{x_i, y_i : i < n}, y_n = x_n + n "
                 "for n >= 1")
            : N_("misère: x_n = mex{x_i, y_i : i < n}, y_n = x_n + a n + 1");
          return TRUE;
        }
      sp->describe = family == WY_FAMILY_WYTHOFF
        ? "x_n = mex{x_i, y_i : i < n}, y_n = x_n + n (x_n = floor(n phi))"
        : "x_n = mex{x_i, y_i : i < n}, y_n = x_n + a n "
          "(x_n = floor(n alpha), alpha = (2 - a + sqrt(a^2 + 4))/2)";
      sp->source = family == WY_FAMILY_WYTHOFF
        ? N_ ("Wythoff 1907; Gurvich, RRR 18-2010, eq. (1)")
        : N_ ("Fraenkel 1982; Gurvich, RRR 16-2010, eqs. (1) and (2)");
      return TRUE;
    }
  /* b != c: the paper's formula, stated without proof for every a; the game
   * is not symmetric, and the paper lists no mirrored pairs */
  if (misere)
    return FALSE;
  sp->kind = WY_REC_LINEAR;
  sp->shape = WY_SHAPE_AS_STATED;
  sp->mult = MIN (b, c);
  sp->describe = N_("x_n = n, y_n = n min(b, c) (as stated in the paper, without proof)");
  sp->source = N_ ("Gurvich, RRR 16-2010, section 7");
  return TRUE;
}

static void
spec_restricted (WyRecSpec *sp, guint s, guint t)
{
  sp->kind = WY_REC_MEX;
  sp->shape = WY_SHAPE_FOUR;
  sp->b = 2;   /* mex{A_i, A_i+1, B_i, B_i+1} = mex_2{A_i, B_i} */
  sp->mult = s;
  sp->a = t + t % 2;
  sp->describe = "A_n = mex{A_i, A_i+1, B_i, B_i+1 : i < n}, B_n = s A_n + (t + delta_t) n; "
                 "P = {(A_n + e, B_n + f) : e, f in {0, 1}}";
  sp->source = N_ ("Liu & Li, EJC 21 (2014) P2.44; Liu & Li, Open Math. 2017, eq. (2)");
}

/* Fill the recursion of a game; FALSE when no paper gives one. */
gboolean
_wy_recursion_spec_for_game (const WyGame *game, WyRecSpec *sp)
{
  WyFamily family = wy_game_get_family (game);
  gboolean misere = wy_game_is_misere (game);

  *sp = (WyRecSpec) { WY_REC_NONE, WY_SHAPE_PAIR, 1, 1, 1, 0, 1, 0, FALSE, { 0, 0 }, FALSE,
                      N_("no recursion in the papers"), "" };
  /* a recursion belongs to the game it was written for: uniform blocking
   * and the other readings of nimpq's blocking are other games */
  if (wy_game_get_block (game) > 1)
    {
      sp->describe = N_("no recursion in the papers for block=Q: theirs are for block=1");
      return FALSE;
    }
  if (family == WY_FAMILY_NIMPQ && wy_game_get_reading (game) != WY_READING_LINECOUNT
      && !(P_ (game, P) == 1 && P_ (game, Q) == 1) && !(P_ (game, A) == 1 && P_ (game, B) == 1))
    {
      sp->describe = N_("no recursion in the papers for this reading: paper 000's is for "
                     "reading=linecount");
      return FALSE;
    }
  switch (family)
    {
    case WY_FAMILY_NIMPQ:
      /* paper 000, Remark 1: a, b, p, q >= 1; a = 0 without blocking is WYT(0, b) */
      if (P_ (game, A) == 0 && (P_ (game, P) > 1 || P_ (game, Q) > 1))
        return FALSE;
      spec_nimpq (sp, P_ (game, A), P_ (game, B), P_ (game, P), P_ (game, Q));
      return TRUE;
    case WY_FAMILY_RESTRICTED:
      if (!misere)
        spec_restricted (sp, P_ (game, S), P_ (game, T));
      return !misere;
    case WY_FAMILY_GAMMA:
      return !misere && spec_gamma (sp, P_ (game, I), P_ (game, S), P_ (game, T));
    case WY_FAMILY_IMITATION:
      /* Larsson: the P-positions of (p,1)-Imitation Nim are those of NIM^{p,1}_{1,1} */
      spec_nimpq (sp, 1, 1, P_ (game, P), 1);
      sp->describe = N_("x_n = mex{x_i, y_i : i < n}, y_n = x_n + floor(n/p) (as NIM^{p,1}_{1,1})");
      sp->source = N_ ("Larsson, Integers 9 (2009) G4; Gurvich, RRR 18-2010, eq. (4)");
      return TRUE;
    case WY_FAMILY_MARK:
    case WY_FAMILY_UPMARK:
      if (misere && (family == WY_FAMILY_UPMARK || P_ (game, K) != 2))
        return FALSE;
      spec_one_pile (sp, game);
      return TRUE;
    case WY_FAMILY_STWYTHOFF:
      return FALSE;
    case WY_FAMILY_MOVES:
    case WY_FAMILY_PILE:
    case WY_FAMILY_ADJOIN:
      sp->describe = N_("no recursion in the papers for a rule of your own");
      return FALSE;
    default:
      return wy_game_get_heaps (game) == 2 && spec_lines (game, sp);
    }
}

/* The game's recursion spec, whether or not the papers give one. */
static WyRecSpec
spec_of (const WyGame *game)
{
  WyRecSpec sp;

  _wy_recursion_spec_for_game (game, &sp);
  return sp;
}

gboolean
wy_recursion_available (const WyGame *game)
{
  WyRecSpec sp;

  g_return_val_if_fail (game != NULL, FALSE);
  return _wy_recursion_spec_for_game (game, &sp);
}

const char *
wy_recursion_describe (const WyGame *game)
{
  g_return_val_if_fail (game != NULL, NULL);
  return spec_of (game).describe;
}

const char *
wy_recursion_source (const WyGame *game)
{
  g_return_val_if_fail (game != NULL, NULL);
  return spec_of (game).source;
}
