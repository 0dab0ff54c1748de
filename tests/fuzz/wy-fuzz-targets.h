/* wy-fuzz-targets.h: the inputs the fuzzers feed: rule strings, PNG figures and game files. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Parse data as a rule string (wy_game_parse); a parsed game must survive
 * the round trip through its canonical string. Aborts on a broken promise. */
void  wy_fuzz_rule       (const guint8 *data, gsize length);
/* Read data as a PNG figure's provenance; what is accepted must be in
 * range, and every error must be one short line without control characters. */
void  wy_fuzz_provenance (const guint8 *data, gsize length);

/* Read data as an automaton in Walnut's format (wy-fuzz-automaton.c): what is accepted
 * survives the round trip through the writer; every refusal is one located line. */
void  wy_fuzz_automaton  (const guint8 *data, gsize length);
/* Parse data as a game file (wy_game_file_parse): a refusal is one printable line naming
 * the file; an accepted file written out reads back to the same bytes and game
 * (wy-fuzz-game-file.c, which needs the core alone). */
void  wy_fuzz_game_file  (const guint8 *data, gsize length);

G_END_DECLS
