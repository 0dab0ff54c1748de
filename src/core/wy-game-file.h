/* wy-game-file.h: the game library: games as files (rule, reference, OEIS numbers, claims that check themselves). */
#pragma once

#include <gio/gio.h>
#include "wy-game.h"
#include "wy-automaton.h"

G_BEGIN_DECLS

/**
 * WY_GAME_FILE_VERSION:
 *
 * The format's version (docs/game-files.md): a file of a higher version is
 * refused.
 */
#define WY_GAME_FILE_VERSION 1
/**
 * WY_GAME_FILE_MAX_BYTES:
 *
 * The most bytes a game file holds.
 */
#define WY_GAME_FILE_MAX_BYTES (256u * 1024u)
/**
 * WY_GAME_FILE_MAX_CLAIMS:
 *
 * The most claims a game file holds.
 */
#define WY_GAME_FILE_MAX_CLAIMS 64u
/**
 * WY_GAME_FILE_MAX_LIST:
 *
 * The most elements of a claim's list (terms, positions).
 */
#define WY_GAME_FILE_MAX_LIST 4000u
/**
 * WY_GAME_FILE_MAX_SIZE:
 *
 * The largest board size a file names (the Size of the game, of an equals
 * or finite claim).
 */
#define WY_GAME_FILE_MAX_SIZE 65536u

/**
 * WyGameFile:
 *
 * A game of the library as a file (docs/game-files.md): its rule, title,
 * reference, OEIS numbers and claims that check themselves. Reference-counted;
 * wy_game_file_to_data() writes it back byte for byte.
 *
 * Not thread-safe: one thread at a time may use a file (C callers that share it
 * lock around their calls; the Python binding holds a lock of its own for you).
 */
typedef struct _WyGameFile WyGameFile;
/**
 * WyClaim:
 *
 * One claim of a game file: a statement of a kind (wy_claim_get_kind()) that
 * the core checks against the exact solver. Reference-counted.
 *
 * Not thread-safe: one thread at a time may use a claim (C callers that share it
 * lock around their calls; the Python binding holds a lock of its own for you).
 */
typedef struct _WyClaim WyClaim;

/**
 * WyClaimVerdict:
 * @WY_CLAIM_HOLDS: checked as far as the claim says: it holds
 * @WY_CLAIM_FALSE: a counterexample was found
 * @WY_CLAIM_BEYOND_BUDGET: its check would take longer (or more memory) than
 *   allowed
 * @WY_CLAIM_UNCHECKED: not checked: a file may record it; a check with an
 *   error gives it
 *
 * A claim's verdict: as the file records it, or as a check finds it.
 */
typedef enum {
  WY_CLAIM_HOLDS,
  WY_CLAIM_FALSE,
  WY_CLAIM_BEYOND_BUDGET,
  WY_CLAIM_UNCHECKED,
} WyClaimVerdict;

#define WY_TYPE_GAME_FILE (wy_game_file_get_type ())
WY_AVAILABLE_IN_ALL
GType wy_game_file_get_type (void) G_GNUC_CONST;
#define WY_TYPE_CLAIM (wy_claim_get_type ())
WY_AVAILABLE_IN_ALL
GType wy_claim_get_type (void) G_GNUC_CONST;

/**
 * wy_game_file_load:
 * @path: (type filename): a game file (.wygame)
 * @error: return location for a #GError
 *
 * Reads and validates a game file: at most %WY_GAME_FILE_MAX_BYTES, every
 * field in range. An error is one line naming the file, the line and the
 * field ("games/x.wygame:7: [Game] Size: 0 is out of range, 1 to 65536").
 *
 * Returns: (transfer full): the game file, or %NULL with @error set
 */
WY_AVAILABLE_IN_ALL
WyGameFile  *wy_game_file_load      (const char *path, GError **error);
/**
 * wy_game_file_parse:
 * @text: (array length=len) (element-type guint8): the file's bytes
 * @len: their number, or -1 when @text ends with a NUL
 * @name_for_errors: (nullable): the name errors give (NULL: "game file")
 * @error: return location for a #GError
 *
 * As wy_game_file_load, from bytes in memory.
 *
 * Returns: (transfer full): the game file, or %NULL with @error set
 */
WY_AVAILABLE_IN_ALL
WyGameFile  *wy_game_file_parse     (const char *text, gssize len, const char *name_for_errors,
                                     GError **error);
/**
 * wy_game_file_new:
 * @game: the game
 * @name: (nullable): the file's name, lower-case letters, digits, '-', '_'
 *   and '.', 1 to 64 characters; %NULL: made from the rule string
 *
 * A game file of the game without reference or claims: title the family's,
 * view "outcome", size 64 (one pile: 128), step 0. A @name that is not a
 * name is replaced by one made from the rule string.
 *
 * Returns: (transfer full): the new game file
 */
WY_AVAILABLE_IN_ALL
WyGameFile  *wy_game_file_new       (const WyGame *game, const char *name);
/**
 * wy_game_file_ref: (skip)
 * @file: a game file
 *
 * Takes a reference; bindings manage lifetimes themselves.
 *
 * Returns: @file
 */
WY_AVAILABLE_IN_ALL
WyGameFile  *wy_game_file_ref       (WyGameFile *file);
/**
 * wy_game_file_unref: (skip)
 * @file: a game file
 *
 * Drops a reference; the last one frees the file. Bindings manage
 * lifetimes themselves.
 */
WY_AVAILABLE_IN_ALL
void         wy_game_file_unref     (WyGameFile *file);
/**
 * wy_game_file_to_data:
 * @file: a game file
 * @len: (out) (optional): the text's length
 *
 * The file's text in the one canonical layout (docs/game-files.md): a file
 * the program wrote, read back and written again, gives the same bytes.
 *
 * Returns: (transfer full): the text
 */
WY_AVAILABLE_IN_ALL
char        *wy_game_file_to_data   (const WyGameFile *file, gsize *len);
/**
 * wy_game_file_save:
 * @file: a game file
 * @path: (type filename): where to write it
 * @error: return location for a #GError
 *
 * Writes wy_game_file_to_data atomically (a temporary file renamed).
 *
 * Returns: %TRUE when written
 */
WY_AVAILABLE_IN_ALL
gboolean     wy_game_file_save      (const WyGameFile *file, const char *path, GError **error);

/**
 * wy_game_file_get_name:
 * @file: a game file
 *
 * The file's name (Name), which the library lists it by and saves it as
 * NAME.wygame: lower-case letters, digits, '-', '_' and '.'.
 *
 * Returns: (transfer none): the name
 */
WY_AVAILABLE_IN_ALL
const char  *wy_game_file_get_name  (const WyGameFile *file);
/**
 * wy_game_file_get_title:
 * @file: a game file
 *
 * The game's title as the file gives it (Title).
 *
 * Returns: (transfer none): the title
 */
WY_AVAILABLE_IN_ALL
const char  *wy_game_file_get_title (const WyGameFile *file);
/**
 * wy_game_file_get_rule:
 * @file: a game file
 *
 * The game's rule string as the file writes it (Rule); wy_game_file_get_game()
 * gives the game.
 *
 * Returns: (transfer none): the rule string
 */
WY_AVAILABLE_IN_ALL
const char  *wy_game_file_get_rule  (const WyGameFile *file);
/**
 * wy_game_file_get_game:
 * @file: a game file
 *
 * The game the file's rule string names.
 *
 * Returns: (transfer full): a new game of the file's rule
 */
WY_AVAILABLE_IN_ALL
WyGame      *wy_game_file_get_game  (const WyGameFile *file);
/**
 * wy_game_file_get_authors:
 * @file: a game file
 *
 * The authors of the file's reference (Authors).
 *
 * Returns: (transfer none) (array zero-terminated=1): the authors (maybe none)
 */
WY_AVAILABLE_IN_ALL
const char * const *wy_game_file_get_authors (const WyGameFile *file);
/**
 * wy_game_file_get_reference:
 * @file: a game file
 *
 * The paper the game comes from (Reference).
 *
 * Returns: (nullable): the reference as one line (paper, journal), or %NULL
 */
WY_AVAILABLE_IN_ALL
const char  *wy_game_file_get_reference (const WyGameFile *file);
/**
 * wy_game_file_get_year:
 * @file: a game file
 *
 * The year of the file's reference (Year).
 *
 * Returns: the year, 0 when none is given
 */
WY_AVAILABLE_IN_ALL
guint        wy_game_file_get_year  (const WyGameFile *file);
/**
 * wy_game_file_get_doi:
 * @file: a game file
 *
 * The DOI of the file's reference (DOI).
 *
 * Returns: (nullable): the reference's DOI ("10.1016/..."), or %NULL
 */
WY_AVAILABLE_IN_ALL
const char  *wy_game_file_get_doi   (const WyGameFile *file);
/**
 * wy_game_file_get_arxiv:
 * @file: a game file
 *
 * The arXiv identifier of the file's reference (arXiv).
 *
 * Returns: (nullable): the reference's arXiv id, or %NULL
 */
WY_AVAILABLE_IN_ALL
const char  *wy_game_file_get_arxiv (const WyGameFile *file);
/**
 * wy_game_file_get_oeis:
 * @file: a game file
 *
 * The OEIS entries the game relates to and how: "A000201:ppos-x", the
 * A-number and the sequence of wy_sequence_parse it equals.
 *
 * Returns: (transfer none) (array zero-terminated=1): the entries (maybe none)
 */
WY_AVAILABLE_IN_ALL
const char * const *wy_game_file_get_oeis (const WyGameFile *file);
/**
 * wy_game_file_get_notes:
 * @file: a game file
 *
 * The file's free notes (Notes).
 *
 * Returns: (nullable): free notes, or %NULL
 */
WY_AVAILABLE_IN_ALL
const char  *wy_game_file_get_notes (const WyGameFile *file);
/**
 * wy_game_file_get_view:
 * @file: a game file
 *
 * The view to show the game in: "outcome", "elimination", "grundy" or
 * "formula" (a nick of the window's views).
 *
 * Returns: (transfer none): the view
 */
WY_AVAILABLE_IN_ALL
const char  *wy_game_file_get_view  (const WyGameFile *file);
/**
 * wy_game_file_get_size:
 * @file: a game file
 *
 * The board's side to show the game on (Size), 1 to %WY_GAME_FILE_MAX_SIZE.
 *
 * Returns: the side
 */
WY_AVAILABLE_IN_ALL
guint        wy_game_file_get_size  (const WyGameFile *file);
/**
 * wy_game_file_get_shown_size:
 * @file: a game file
 * @note: (out) (optional) (nullable) (transfer full): when the side is cut, what to and
 *   why, in the user's language ("Size 65536 is cut to 349, the largest side
 *   wythoff:heaps=3 is solved on in the outcome view (a time budget of 2 s by ...)");
 *   %NULL when it is not
 *
 * The board's side the game is shown on: its Size, or the largest side the core solves
 * the game on in its view when the Size is beyond it (wy_solve_max_side(), under the
 * process's time budget, with the needs of a view: the elimination steps, and in the
 * grundy view the Grundy classes). A window and `wythoff library show` say the cut.
 *
 * Returns: the side, 1 to wy_game_file_get_size()
 */
WY_AVAILABLE_IN_ALL
guint        wy_game_file_get_shown_size (const WyGameFile *file, char **note);
/**
 * wy_game_file_get_step:
 * @file: a game file
 *
 * The elimination step to show (Step).
 *
 * Returns: the step, 0 for every step
 */
WY_AVAILABLE_IN_ALL
guint        wy_game_file_get_step  (const WyGameFile *file);
/**
 * wy_game_file_get_path:
 * @file: a game file
 *
 * The path the file was loaded from; %NULL for a file parsed from memory or
 * made by wy_game_file_new().
 *
 * Returns: (nullable) (type filename): the file it was loaded from, or %NULL
 */
WY_AVAILABLE_IN_ALL
const char  *wy_game_file_get_path  (const WyGameFile *file);
/**
 * wy_game_file_is_user:
 * @file: a game file
 *
 * Whether the file was loaded from the user's folder
 * (wy_library_user_dir()) rather than the shipped one.
 *
 * Returns: %TRUE for a user's file
 */
WY_AVAILABLE_IN_ALL
gboolean     wy_game_file_is_user   (const WyGameFile *file);

/**
 * wy_game_file_set_title:
 * @file: a game file the program writes ("Save to Library")
 * @title: the title, at most 200 bytes
 * @error: return location for a #GError
 *
 * Sets the title, checked as the reader checks it.
 *
 * Returns: %TRUE when set, %FALSE with @error set (naming the field and
 *   the problem) otherwise
 */
WY_AVAILABLE_IN_ALL
gboolean     wy_game_file_set_title (WyGameFile *file, const char *title, GError **error);
/**
 * wy_game_file_set_authors:
 * @file: a game file
 * @authors: (array zero-terminated=1): the authors
 * @error: return location for a #GError
 *
 * Sets the authors, each checked as the reader checks it; an empty list
 * clears them.
 *
 * Returns: %TRUE when set
 */
WY_AVAILABLE_IN_ALL
gboolean     wy_game_file_set_authors (WyGameFile *file, const char * const *authors,
                                       GError **error);
/**
 * wy_game_file_set_notes:
 * @file: a game file
 * @notes: (nullable): the notes, %NULL for none
 * @error: return location for a #GError
 *
 * Sets the free notes, checked as the reader checks them.
 *
 * Returns: %TRUE when set
 */
WY_AVAILABLE_IN_ALL
gboolean     wy_game_file_set_notes (WyGameFile *file, const char *notes, GError **error);
/**
 * wy_game_file_set_view:
 * @file: a game file
 * @view: "outcome", "elimination", "grundy" or "formula"
 * @error: return location for a #GError
 *
 * Sets the view to show the game in, checked as the reader checks it.
 *
 * Returns: %TRUE when set, %FALSE with @error set otherwise
 */
WY_AVAILABLE_IN_ALL
gboolean     wy_game_file_set_view  (WyGameFile *file, const char *view, GError **error);
/**
 * wy_game_file_set_size:
 * @file: a game file
 * @size: the board's side, 1 to %WY_GAME_FILE_MAX_SIZE
 * @error: return location for a #GError
 *
 * Sets the board's side to show the game on.
 *
 * Returns: %TRUE when set, %FALSE with @error set (%WY_ERROR_RANGE naming
 *   the range) otherwise
 */
WY_AVAILABLE_IN_ALL
gboolean     wy_game_file_set_size  (WyGameFile *file, guint size, GError **error);
/**
 * wy_game_file_set_step:
 * @file: a game file
 * @step: the elimination step to show, 0 for every step
 * @error: return location for a #GError
 *
 * Sets the elimination step to show.
 *
 * Returns: %TRUE when set, %FALSE with @error set (%WY_ERROR_RANGE naming
 *   the range) otherwise
 */
WY_AVAILABLE_IN_ALL
gboolean     wy_game_file_set_step  (WyGameFile *file, guint step, GError **error);

/* ---- claims ---- */

/**
 * wy_game_file_get_n_claims:
 * @file: a game file
 *
 * The number of the file's claims (its [Claim N] groups).
 *
 * Returns: the number of claims
 */
WY_AVAILABLE_IN_ALL
guint          wy_game_file_get_n_claims (const WyGameFile *file);
/**
 * wy_game_file_get_claim:
 * @file: a game file
 * @i: the claim's index, 0 .. n_claims - 1
 *
 * One of the file's claims, in the file's order.
 *
 * Returns: (transfer none) (nullable): the claim, %NULL past the end
 */
WY_AVAILABLE_IN_ALL
WyClaim       *wy_game_file_get_claim    (const WyGameFile *file, guint i);
/**
 * wy_game_file_get_claims:
 * @file: a game file
 *
 * Every claim of the file, in the file's order.
 *
 * Returns: (transfer container) (element-type WyClaim): the claims in order
 */
WY_AVAILABLE_IN_ALL
GPtrArray     *wy_game_file_get_claims   (const WyGameFile *file);
/**
 * wy_claim_ref: (skip)
 * @claim: a claim
 *
 * Takes a reference; bindings manage lifetimes themselves.
 *
 * Returns: @claim
 */
WY_AVAILABLE_IN_ALL
WyClaim       *wy_claim_ref              (WyClaim *claim);
/**
 * wy_claim_unref: (skip)
 * @claim: a claim
 *
 * Drops a reference; the last one frees the claim. Bindings manage
 * lifetimes themselves.
 */
WY_AVAILABLE_IN_ALL
void           wy_claim_unref            (WyClaim *claim);
/**
 * wy_claim_get_kind:
 * @claim: a claim
 *
 * The claim's kind, which says how it is checked: "oeis", "formula",
 * "period", "finite", "equals", "table" or "automaton" (docs/game-files.md).
 *
 * Returns: (transfer none): the kind
 */
WY_AVAILABLE_IN_ALL
const char    *wy_claim_get_kind         (const WyClaim *claim);
/**
 * wy_claim_get_text:
 * @claim: a claim
 *
 * The claim in words, as its source states it.
 *
 * Returns: (transfer none): the text
 */
WY_AVAILABLE_IN_ALL
const char    *wy_claim_get_text         (const WyClaim *claim);
/**
 * wy_claim_get_recorded:
 * @claim: a claim
 *
 * The verdict the file records for the claim (Verdict), not a new check:
 * wy_claim_check() checks the claim.
 *
 * Returns: the recorded verdict, %WY_CLAIM_UNCHECKED when none is recorded
 */
WY_AVAILABLE_IN_ALL
WyClaimVerdict wy_claim_get_recorded     (const WyClaim *claim);
/**
 * wy_claim_get_counterexample:
 * @claim: a claim
 *
 * What the file records as a false claim's counterexample
 * (Counterexample).
 *
 * Returns: (nullable): the first counterexample the file records with a
 *   false claim, or %NULL
 */
WY_AVAILABLE_IN_ALL
const char    *wy_claim_get_counterexample (const WyClaim *claim);
/**
 * wy_claim_verdict_get_name:
 * @verdict: a verdict
 *
 * The verdict's name as files write it.
 *
 * Returns: (transfer none): "holds", "false", "beyond-budget" or "unchecked"
 */
WY_AVAILABLE_IN_ALL
const char    *wy_claim_verdict_get_name (WyClaimVerdict verdict);
/**
 * wy_claim_check:
 * @claim: a claim
 * @file: the game file it belongs to
 * @seconds: the time budget, 1 to 600 (0: the process's, wy_solve_get_time_budget)
 * @cancellable: (nullable): stops the check from another thread
 * @detail: (out) (optional) (transfer full): the first counterexample, or
 *   how far it was checked, or why it was not, in the user's language
 * @error: return location for a #GError
 *
 * Checks the claim against the exact solver. A check that would take
 * longer than @seconds (or need a board beyond the core's caps) stops and
 * says so (%WY_CLAIM_BEYOND_BUDGET) rather than run on. A check whose
 * @cancellable is cancelled stops too, with %G_IO_ERROR_CANCELLED and no
 * verdict.
 *
 * Returns: the verdict (%WY_CLAIM_UNCHECKED with @error set on an error)
 */
WY_AVAILABLE_IN_ALL
WyClaimVerdict wy_claim_check            (const WyClaim *claim, const WyGameFile *file,
                                          double seconds, GCancellable *cancellable,
                                          char **detail, GError **error);
/**
 * wy_game_file_add_automaton_claim:
 * @file: a game file
 * @a: an automaton with a track for each heap of the file's game
 * @size: the claim's Size: every position with heaps below it is compared, 1 to 65536
 * @text: (nullable): the claim in words; %NULL: what the automaton states
 * @error: return location for a #GError
 *
 * Adds a claim of kind automaton (Numeration, Size and the automaton's Walnut
 * text) and records the verdict wy_claim_check finds within the process's
 * budget (false: with its counterexample).
 *
 * Returns: TRUE, or FALSE with @error set (tracks, size, text too long, 64
 *   claims already, an error of the check)
 */
WY_AVAILABLE_IN_ALL
gboolean       wy_game_file_add_automaton_claim (WyGameFile *file, const WyAutomaton *a,
                                                 guint size, const char *text,
                                                 GError **error);

/* ---- the library: shipped and user files ---- */

/**
 * wy_library_games_dir:
 *
 * The shipped games' folder: $WY_GAMES_DIR when set, else the installed
 * one (the source tree's data/games for a program run from its build tree;
 * for a `pip install`, the one inside the Python package, found from the
 * program's folder, or set in $WY_GAMES_DIR by `import wythoff`).
 *
 * Returns: (transfer full) (type filename): the folder
 */
WY_AVAILABLE_IN_ALL
char          *wy_library_games_dir      (void);
/**
 * wy_library_user_dir:
 *
 * The user's folder of game files, where wy_library_add() saves them.
 *
 * Returns: (transfer full) (type filename): $XDG_DATA_HOME/wythoff-lattice/games
 */
WY_AVAILABLE_IN_ALL
char          *wy_library_user_dir       (void);
/**
 * wy_library_list:
 * @error: return location for a #GError
 *
 * The shipped files and the user's, by name; a user's file of the same
 * name comes after the shipped one. A file that does not load is left out
 * (wy_library_list_full gives its message).
 *
 * Returns: (transfer container) (element-type WyGameFile): the files, or
 *   %NULL with @error set when the shipped folder cannot be read
 */
WY_AVAILABLE_IN_ALL
GPtrArray     *wy_library_list           (GError **error);
/**
 * wy_library_list_full:
 * @problems: (out) (optional) (transfer full) (array zero-terminated=1):
 *   one line for each file left out
 * @error: return location for a #GError
 *
 * As wy_library_list, with the messages of the files that did not load.
 *
 * Returns: (transfer container) (element-type WyGameFile): the files
 */
WY_AVAILABLE_IN_ALL
GPtrArray     *wy_library_list_full      (char ***problems, GError **error);
/**
 * wy_library_find:
 * @name: a game's Name
 *
 * The library's game file of that name: the user's when both folders hold
 * one (as wy_library_list() orders them). A text no file can be named by
 * (a rule string, a path) reads no folder.
 *
 * Returns: (transfer full) (nullable): the file, or %NULL when none is named so
 */
WY_AVAILABLE_IN_ALL
WyGameFile    *wy_library_find           (const char *name);
/**
 * wy_library_add:
 * @file: a game file
 * @replace: whether a user file of the same name may be replaced
 * @error: return location for a #GError
 *
 * Saves the file into the user's folder as NAME.wygame (the folder made
 * when missing).
 *
 * Returns: (transfer full) (type filename): the path written, or %NULL with @error set
 */
WY_AVAILABLE_IN_ALL
char          *wy_library_add            (const WyGameFile *file, gboolean replace,
                                          GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WyGameFile, wy_game_file_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (WyClaim, wy_claim_unref)

G_END_DECLS
