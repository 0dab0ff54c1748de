/* wy-cli-common.h: option parsing, errors, solving and output helpers shared by the subcommands. */
#pragma once

#include <glib.h>
#include <glib/gi18n-lib.h>

#include "wy-json-private.h"
#include "wy-solution.h"
#include "wy-export.h"
#include "wy-table.h"

G_BEGIN_DECLS

/* Exit status of every usage error (bad game, option or position). */
#define WY_CLI_EXIT_ERROR 2

/* The formats a command allows: a mask of WyTableFormat bits. */
#define WY_CLI_ALLOW(format) (1u << (format))

/* Messages are cut to this many bytes. */
#define WY_CLI_MESSAGE_MAX 400

/* text made one harmless line of UTF-8: control characters (C1 too) and bytes that are no
 * UTF-8 escaped, cut after about max bytes, between characters, with an ellipsis; takes text,
 * returns a new string. */
char     *wy_cli_escape          (char *text, gsize max);

/* Print "wythoff: MESSAGE" as one line on stderr (escaped and cut);
 * return WY_CLI_EXIT_ERROR. */
int       wy_cli_fail            (const char *format, ...) G_GNUC_PRINTF (1, 2);
int       wy_cli_fail_error      (const GError *error);

/* What GOption would misread in argv, refused naming it: an option given twice, a
 * negative number where a position or value goes (before "--" or after it). */
gboolean  wy_cli_check_argv      (const char          *command,
                                  const GOptionEntry  *entries,
                                  int                  argc,
                                  char               **argv,
                                  GError             **error);
/* Parse the options of "wythoff COMMAND" as GOption does: the usage line, --help (which
 * exits 0) and a failure's message "COMMAND: WHAT (see 'wythoff COMMAND --help')"; argv
 * keeps the positional arguments, however many. For a command whose arguments are its own
 * to judge (sum's pairs, library's actions); the others call wy_cli_parse_options.
 * parameter_string, summary, description and the entries' descriptions and arg names are
 * marked N_() by the caller and translated here (GETTEXT_PACKAGE). */
gboolean  wy_cli_parse_goptions  (const char   *command,
                                  const char   *parameter_string,
                                  const char   *summary,
                                  const char   *description,
                                  GOptionEntry *entries,
                                  int          *argc,
                                  char       ***argv,
                                  GError      **error);
/* Parse the options of "wythoff COMMAND" (wy_cli_parse_goptions); on success argv holds
 * the program name and exactly n_args positional arguments. Refused too: an option given
 * twice, a negative number where a position or value goes. --help exits 0. */
gboolean  wy_cli_parse_options   (const char   *command,
                                  const char   *parameter_string,
                                  const char   *summary,
                                  const char   *description,
                                  GOptionEntry *entries,
                                  guint         n_args,
                                  int          *argc,
                                  char       ***argv,
                                  GError      **error);

/* Before the last of a list in a message or --help ("text, csv or json"): a word of the user's
 * language, the render's msgid (the list's items are the command's words, never translated). */
#define WY_CLI_OR _(" or ")

/* The --size option of the commands whose board is every position with x, y < S, its
 * text stored in *text (each command parses it for its own range): one help line for
 * all of them. */
#define WY_CLI_SIZE_OPTION(text) \
  { "size", 's', 0, G_OPTION_ARG_STRING, (text), N_("Board side: positions with x, y < S"), \
    N_("S") }

/* The game of a rule; a game of three heaps is refused with one line unless the command
 * said first that it takes three (wy_cli_allow_heaps3). */
WyGame   *wy_cli_parse_game      (const char *rule, GError **error);
void      wy_cli_allow_heaps3    (void);
/* FALSE with WY_ERROR_UNSUPPORTED "RULE WHY", RULE the game's rule
 * string: a command that does not take this game says why. */
gboolean  wy_cli_refuse_game     (const WyGame *game, const char *why, GError **error);
/* The one number parser of the command line: decimal digits with optional
 * spaces around them; values beyond 2^64 saturate (so that they read as out
 * of range, not as no number). */
gboolean  wy_cli_parse_whole     (const char *text, guint64 *out);
/* A position's coordinate: a whole number; one beyond 32 bits reads as
 * G_MAXUINT, beyond every board, so that the board's range check refuses it
 * naming the allowed range (WY_CLI_HUGE_COORDINATE: show the position as given). */
#define WY_CLI_HUGE_COORDINATE G_MAXUINT
gboolean  wy_cli_parse_coordinate (const char *text, guint *out);
/* POS as a game of one or two piles writes it: "n" (y is 0) or "x,y", each a coordinate as
 * above; FALSE for any other text, with no message: moves and sum word theirs. */
gboolean  wy_cli_split_position  (const WyGame *game, const char *text, WyPos *pos);
/* A number below zero ("-1", " -0.5"): out of range for every option that
 * takes a whole number or a size, not "not a number". */
gboolean  wy_cli_is_negative     (const char *text);
/* A plain decimal (digits and one point) from min to max; unit follows
 * the range in messages ("--fps -1 is out of range: --fps must be from 0.25
 * to 30 steps a second"). */
gboolean  wy_cli_parse_decimal   (const char *option, const char *text, double min, double max,
                                  const char *unit, double *out, GError **error);
/* An integer option value from min to max; what names it in messages. */
gboolean  wy_cli_parse_uint      (const char *option, const char *text, guint min, guint max,
                                  guint *out, GError **error);
/* text NULL gives the first allowed format. */
/* " (did you mean 'NAME'?)" for the one of the n names a slip of typing in word probably
 * meant (wy-spelling-private.h), or "" (a new string either way). */
char     *wy_cli_did_you_mean   (const char *word, const char *const *names, gsize n);
gboolean  wy_cli_parse_format    (const char *text, guint allowed, WyTableFormat *out,
                                  GError **error);
/* The --size option against the game's budget for what the command needs. */
gboolean  wy_cli_parse_size      (const WyGame *game, const char *text, WyNeeds needs,
                                  guint *out, GError **error);
/* The same for a board side given by another option (named in messages). */
gboolean  wy_cli_parse_side      (const WyGame *game, const char *option, const char *text,
                                  WyNeeds needs, guint *out, GError **error);

/* Why a side beyond the query's cap is refused: *reason what sets the cap
 * (wy_solve_max_side's words), *raise "; a larger --time-budget SECONDS (up
 * to 600) reaches it" when a larger time budget reaches value, "; ... reaches
 * at most N" when it reaches further than now, else "". Free both. */
void      wy_cli_cap_words       (const WyGame *game, const WyQuery *query, guint64 value,
                                  char **reason, char **raise);

/* --size when only a region (or one position) will be read: the core
 * then solves just the board that covers it (wy_solve_max_side with a region). */
gboolean  wy_cli_parse_region_size (const WyGame *game, const char *text, WyNeeds needs,
                                    guint *out, GError **error);

/* Parse the rule string and --size, then ask the core for what the
 * command needs of the whole board: the start of most subcommands. */
WyBoard  *wy_cli_load_board      (const char *rule, const char *size_text, WyNeeds needs,
                                  GError **error);

/* Ask the core's one entry, with progress on stderr when it is a terminal. */
WySolution *wy_cli_solve         (const WyGame *game, const WyQuery *query, GError **error);
/* The same when only the board is read (a reference the caller owns). */
WyBoard  *wy_cli_query           (const WyGame *game, const WyQuery *query, GError **error);

const char *wy_cli_status_name   (WyStatus status); /* "P", "N" or "-" */
/* "(x, y)" or "n" for one-pile games. */
char     *wy_cli_pos_text        (gboolean one_pile, guint x, guint y);
/* A JSON document into out, begun as the object of a game: {"game":RULE */
void      wy_cli_json_begin_game (WyJson *json, GString *out, const char *rule);
/* [x,y] or n into JSON; a cube's [x,y,z]. */
void      wy_cli_json_pos        (WyJson *json, gboolean one_pile, guint x, guint y);
void      wy_cli_json_triple     (WyJson *json, guint x, guint y, guint z);

/* Progress of a long job on stderr when it is a terminal, after half a
 * second: "wythoff: WHAT ... 37%"; cleared at the end. */
typedef struct {
  GMutex   lock;
  gint64   start;
  int      last_percent;
  gboolean shown, tty;
  char    *what;
} WyCliProgress;

/* Takes what. */
void      wy_cli_progress_init   (WyCliProgress *p, char *what);
/* A WyProgressFunc over a WyCliProgress (any thread). */
void      wy_cli_progress        (double fraction, gpointer data);
void      wy_cli_progress_clear  (WyCliProgress *p);

/* What a command writes to a file, called in a worker thread: FALSE with
 * error on failure (G_IO_ERROR_CANCELLED once cancellable is cancelled). */
typedef gboolean (*WyCliWriter) (gpointer data, WyProgressFunc progress, gpointer progress_data,
                                 GCancellable *cancellable, GError **error);

/* Run writer in a thread while SIGINT, SIGTERM and SIGHUP cancel it (the writer
 * then leaves no file, and the old one as it was): 0, the exit status of
 * its error, or 128 + the signal with "interrupted: FILE was not written".
 * Progress goes to stderr when it is a terminal. */
int       wy_cli_write_file      (const char *filename, WyCliWriter writer, gpointer data);
/* The same for a figure (every format, frame sets) and for text. */
int       wy_cli_write_figure    (const WyBoard *board, const WyExportOptions *options,
                                  const char *filename);
int       wy_cli_write_text      (const char *filename, const char *text);

/* Render's plots (wy-render-limit.h), by the type of plot: a WyLimitSeries, a
 * WyOffsetsPlot, a WyBeamsPlot. */
typedef enum {
  WY_CLI_PLOT_LIMIT,
  WY_CLI_PLOT_OFFSETS,
  WY_CLI_PLOT_BEAMS,
} WyCliPlot;
/* The same for such a plot, width pixels wide at 150 dpi. */
int       wy_cli_write_plot      (const char *filename, WyCliPlot kind, gconstpointer plot,
                                  double width);

/* "cannot write the output: ..." once, and WY_CLI_EXIT_ERROR; for EPIPE (the
 * reader closed the pipe) nothing, and 0. Later output goes to /dev/null. */
int       wy_cli_fail_output     (int saved_errno);

/* Write out to stdout; 0 on success, WY_CLI_EXIT_ERROR with a message if not. */
int       wy_cli_write           (GString *out);
/* Long outputs: write out and empty it once it holds a megabyte, so the
 * output streams instead of growing with the board; FALSE on a write
 * error (then finish with wy_cli_write, which reports it). */
gboolean  wy_cli_write_some      (GString *out);

G_END_DECLS
