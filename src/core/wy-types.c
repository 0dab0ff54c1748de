/* wy-types.c: the core's public types as GTypes: boxed games, boards, solutions and their plain structs. */
#include "wythoff.h"

G_DEFINE_BOXED_TYPE (WyGame, wy_game, wy_game_copy, wy_game_free)
G_DEFINE_BOXED_TYPE (WyBoard, wy_board, wy_board_ref, wy_board_unref)
G_DEFINE_BOXED_TYPE (WySolution, wy_solution, wy_solution_ref, wy_solution_unref)
G_DEFINE_BOXED_TYPE (WyReport, wy_report, wy_report_ref, wy_report_unref)
G_DEFINE_BOXED_TYPE (WyLowClasses, wy_low_classes, wy_low_classes_ref, wy_low_classes_unref)
G_DEFINE_BOXED_TYPE (WyLimitSeries, wy_limit_series, wy_limit_series_copy, wy_limit_series_free)
G_DEFINE_BOXED_TYPE (WySum, wy_sum, wy_sum_copy, wy_sum_free)
G_DEFINE_BOXED_TYPE (WyMarkClaim, wy_mark_claim, wy_mark_claim_copy, wy_mark_claim_free)
G_DEFINE_BOXED_TYPE (WyPlayRecord, wy_play_record, wy_play_record_ref, wy_play_record_unref)

/* The plain structs are copied by value. */
#define WY_DEFINE_PLAIN_BOXED(TypeName, type_name)                      \
  static TypeName *type_name##_copy (const TypeName *v)                 \
  {                                                                     \
    return g_memdup2 (v, sizeof (TypeName));                            \
  }                                                                     \
  G_DEFINE_BOXED_TYPE (TypeName, type_name, type_name##_copy, g_free)

WY_DEFINE_PLAIN_BOXED (WyPos, wy_pos)
WY_DEFINE_PLAIN_BOXED (WyMove, wy_move)
WY_DEFINE_PLAIN_BOXED (WyLine, wy_line)
WY_DEFINE_PLAIN_BOXED (WyPair, wy_pair)
WY_DEFINE_PLAIN_BOXED (WyComparison, wy_comparison)
WY_DEFINE_PLAIN_BOXED (WyParamSpec, wy_param_spec)
WY_DEFINE_PLAIN_BOXED (WyClassOffsets, wy_class_offsets)
WY_DEFINE_PLAIN_BOXED (WyLimitPoint, wy_limit_point)
WY_DEFINE_PLAIN_BOXED (WySumMove, wy_sum_move)
WY_DEFINE_PLAIN_BOXED (WyNumeration, wy_numeration)
WY_DEFINE_PLAIN_BOXED (WyNumerationRep, wy_numeration_rep)
WY_DEFINE_PLAIN_BOXED (WyNumerationReading, wy_numeration_reading)
/* the catalogue's items and their strings are static */
WY_DEFINE_PLAIN_BOXED (WyPaperItem, wy_paper_item)
WY_DEFINE_PLAIN_BOXED (WyBeam, wy_beam)

/* A boxed iterator holds a reference to its board (wy_ppos_iter_new). */
static WyPposIter *
ppos_iter_copy (const WyPposIter *iter)
{
  WyPposIter *copy = g_memdup2 (iter, sizeof *iter);

  if (copy->board != NULL)
    wy_board_ref ((WyBoard *) copy->board);
  return copy;
}

static void
ppos_iter_free (WyPposIter *iter)
{
  if (iter->board != NULL)
    wy_board_unref ((WyBoard *) iter->board);
  g_free (iter);
}

G_DEFINE_BOXED_TYPE (WyPposIter, wy_ppos_iter, ppos_iter_copy, ppos_iter_free)
