/* wy-test-run.h: run the built `wythoff` as a program and check what it prints (shared by the CLI tests). */
#pragma once

#include <glib.h>

/* Defined in a build under AddressSanitizer (gcc's macro, clang's feature): its shadow
 * memory needs terabytes of address space and distorts a peak. */
#if defined(__SANITIZE_ADDRESS__)
#define WY_TEST_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define WY_TEST_ASAN 1
#endif
#endif

G_BEGIN_DECLS

/* What one run printed, and its exit status (-1 if killed). */
typedef struct {
  char *out;
  char *err;
  int   status;
} Run;

/* The binary under test, from meson's environment (WYTHOFF). */
extern const char *wythoff;

void  run_clear    (Run *run);
/* How often needle occurs in text (its lines, for "\n"). */
guint count_lines  (const char *text, const char *needle);
/* Run wythoff with the NULL-terminated arguments. */
void  run_argv     (Run *run, const char *const *args);
/* Success: exit 0, nothing on stderr, stdout exactly as expected. */
void  check_output (const char *expected, const char *const *args);
/* Failure: exit 2, nothing on stdout, one line "wythoff: ..." on stderr
 * holding each of the fragments. */
void  check_error  (const char *const *args, const char *const *fragments);

/* Run wythoff ARGS with its output through a pipe that is read and thrown
 * away (without meson's MALLOC_PERTURB_); its peak resident memory (kB)
 * from wait4, the bytes it wrote, its processor seconds (user and
 * system), its stderr and exit status. */
glong run_peak     (const char *const *args, guint64 *out_bytes, double *cpu, char **err,
                    int *status);

/* The largest side `wythoff COMMAND RULE --size S` takes, read from its refusal of a side
 * beyond any cap ("... from 1 to MAX"). */
guint run_refused_max (const char *command, const char *rule);

/* A file's bytes as text, its NULs made spaces (a PNG's text chunks searchable). */
char *run_read_file (const char *path);

#define RUN(run, ...) run_argv ((run), (const char *const[]) { __VA_ARGS__, NULL })
#define CHECK(expected, ...) check_output ((expected), (const char *const[]) { __VA_ARGS__, NULL })
#define FRAGMENTS(...) ((const char *const[]) { __VA_ARGS__, NULL })
#define CHECK_ERROR(fragments, ...) \
  check_error ((const char *const[]) { __VA_ARGS__, NULL }, fragments)

G_END_DECLS
