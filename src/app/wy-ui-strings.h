/* wy-ui-strings.h: how positions, moves and statuses read in the interface (translated). */
#pragma once

#include <gtk/gtk.h>

#include "wy-report.h"
#include "wy-low-classes.h"
#include "wy-notation.h"

G_BEGIN_DECLS

char       *wy_ui_format_pos      (const WyPos *pos, gboolean one_pile);  /* "(2, 3)" or "7" */
/* text with each "(2, 3)" kept on one line of a wrapping label: a no-break space after the
 * comma between two digits */
char       *wy_ui_pairs_whole     (const char *text);
/* A selectable label whose Copy puts plain text on the clipboard: its no-break spaces
 * (wy_ui_pairs_whole()) as spaces, its zero-width spaces (break points) left out. */
void        wy_ui_label_copies_plain (GtkWidget *label);
char       *wy_ui_format_removal  (const WyMove *move, gboolean one_pile); /* "take 2 from y" */
/* The same for a game of heaps (1, 2 or 3): "take 1, 0 and 2" with three;
 * and a move's target, "(2, 3, 1)" with three. */
char       *wy_ui_format_removal3 (const WyMove *move, guint heaps);
char       *wy_ui_format_target   (const WyMove *move, guint heaps);
/* text with its first letter in upper case: a message shown on its own. */
char       *wy_ui_sentence        (const char *text);
/* The same in words for a screen reader: "NIM superscript p,q subscript a,b". */
char       *wy_ui_math_speech     (const char *plain);
/* A label showing the notation as markup and read as words. */
void        wy_ui_label_set_math  (GtkWidget *label, const char *plain);
/* The game's family title in the core's plain notation, with its own index where the
 * family has one: "Liu-Li's Gamma_1" for gamma:i=1, not Gamma_i; "Fraenkel's Mark-3". */
char       *wy_ui_game_title_plain (const WyGame *game);
/* What kind of move it is: the core's line, and "diagonal" too where the
 * removal is equal on both piles ("column, also diagonal"). */
char       *wy_ui_move_kind       (const WyMove *move);
/* The readings of the blocking rule: a short name for the header bar, and
 * a paragraph saying what each lets the previous player block (docs/spec.md). */
const char *wy_ui_reading_name        (WyReading reading);
const char *wy_ui_reading_explanation (WyReading reading);
/* A cell's Grundy value from the classes swept: "Grundy value 3", or
 * "Grundy value ≥ 8 (not computed)" outside them; never a guess. */
char       *wy_ui_format_class_value  (const WyLowClasses *classes, guint x, guint y);

G_END_DECLS
