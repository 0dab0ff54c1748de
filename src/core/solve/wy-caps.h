/* wy-caps.h: how large a board may be, answered in one place (solve/wy-caps.c) for the engine, which hands it the game's group descriptor (private). */
#pragma once

#include "wy-engine-desc.h"
#include "wy-low-classes.h"
#include "wy-query.h"

G_BEGIN_DECLS

/* The one answer to how large a board may be: the largest side for what
 * the caller needs, within a time budget of seconds (0: the one set, see
 * wy_solve_set_time_budget) and the memory budget, and why (a sentence);
 * with region, the side of the board on which a region may lie. desc is
 * the game's group (_wy_engine_desc): every size question of the core
 * (wy_solve_max_size and its kin, the query's check) is this one, asked
 * through the engine (wy-engine.h). */
guint     _wy_caps_max_side          (const WyEngineDesc *desc, const WyGame *game,
                                      WyNeeds needs, gboolean region, double seconds,
                                      const char **reason);

/* What the query really needs of this game: Grundy values only where they
 * are defined, steps whenever |N_j| is asked. */
WyNeeds   _wy_caps_needs             (const WyGame *game, WyNeeds needs);
/* A cone family's P-set engine answers the questions of status alone. */
gboolean  _wy_caps_cone_pset         (const WyGame *game, WyNeeds needs);
/* The side up to which |N_j| comes from a stored board. */
guint     _wy_caps_step_counts_side  (const WyGame *game);
/* The line families' Grundy values on the rectangle from the origin to
 * the query's region (beyond the square's side). */
gboolean  _wy_caps_grundy_rect       (const WyEngineDesc *desc, const WyGame *game,
                                      const WyQuery *query);
/* Can the Grundy value of (x, y) be computed: on the square board of the
 * Grundy values, or on the rectangle from the origin (line families)? */
gboolean  _wy_caps_grundy_reaches    (const WyEngineDesc *desc, const WyGame *game, guint x,
                                      guint y);
/* The Grundy view's kind at this side and its largest side
 * (wy_grundy_view_kind, wy_grundy_view_max_size). */
WyGrundyViewKind _wy_caps_view_kind  (const WyEngineDesc *desc, const WyGame *game, guint size);
guint     _wy_caps_view_max_size     (const WyEngineDesc *desc, const WyGame *game);
/* The side of the board that covers what the caller reads. */
guint     _wy_caps_query_side        (const WyGame *game, const WyQuery *query);
/* The cost models of the engine groups (their descriptors' max_side,
 * wy-engine-desc.h): the largest side of a stored or sparse board, and why. */
guint     _wy_caps_lines_side        (const WyGame *game, gboolean grundy, double seconds,
                                      const char **reason);
guint     _wy_caps_cones_side        (const WyGame *game, gboolean grundy, double seconds,
                                      const char **reason);
guint     _wy_caps_one_pile_side     (const WyGame *game, gboolean grundy, double seconds,
                                      const char **reason);
guint     _wy_caps_imitation_side    (const WyGame *game, gboolean grundy, double seconds,
                                      const char **reason);
/* Rules of your own: the side of their measured model (wy-rule-cost.c; an
 * adjoin's base's too), within the memory budget, and why. */
guint     _wy_caps_rules_side        (const WyGame *game, gboolean grundy, guint model,
                                      const char **reason);
/* Is the query within the caps? FALSE with an error naming the range, whose top is the
 * error's allowed size (_wy_error_refuse: wy_query_get_allowed_size). */
gboolean  _wy_caps_check_query       (const WyEngineDesc *desc, const WyGame *game,
                                      const WyQuery *query, GError **error);

G_END_DECLS
