/* wy-cli-check.c: `wythoff check mark`: paper 004's observations, each "holds to N" or its first counterexample. */
#define G_LOG_DOMAIN "wy-cli"

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "wy-check-mark.h"
#include "wy-cli-papers.h"
#include "wy-cli-common.h"
#include "wy-table.h"

#define DEFAULT_UPTO 1000000

static void
claims_text (GString *out, GPtrArray *claims)
{
  for (guint i = 0; i < claims->len; i++)
    {
      const WyMarkClaim *c = g_ptr_array_index (claims, i);
      g_string_append_printf (out, "%-22s %s\n%-22s ", c->id, c->claim, "");
      if (c->holds)
        g_string_append_printf (out, "holds to %" G_GUINT64_FORMAT "\n", c->upto);
      else
        g_string_append_printf (out, "fails at %" G_GUINT64_FORMAT ": %s\n", c->first,
                                c->detail);
    }
}

static void
claims_json (GString *out, GPtrArray *claims)
{
  WyJson json;

  _wy_json_init (&json, out);
  _wy_json_begin_array (&json);
  for (guint i = 0; i < claims->len; i++)
    {
      const WyMarkClaim *c = g_ptr_array_index (claims, i);
      _wy_json_begin_object (&json);
      _wy_json_string (_wy_json_key (&json, "id"), c->id);
      _wy_json_string (_wy_json_key (&json, "claim"), c->claim);
      _wy_json_uint (_wy_json_key (&json, "upto"), c->upto);
      _wy_json_bool (_wy_json_key (&json, "holds"), c->holds);
      if (!c->holds)
        {
          _wy_json_uint (_wy_json_key (&json, "first"), c->first);
          _wy_json_string (_wy_json_key (&json, "detail"), c->detail);
        }
      _wy_json_end_object (&json);
    }
  _wy_json_end_array (&json);
  g_string_append_c (out, '\n');
}

int
wy_cli_check (int argc, char **argv)
{
  g_autofree char *upto_text = NULL;
  g_autofree char *format_text = NULL;
  GOptionEntry entries[] = {
    { "upto", 'n', 0, G_OPTION_ARG_STRING, &upto_text,
      N_("Check 0..N-1 (default 1000000)"), N_("N") },
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format_text, N_("text or json"), N_("FORMAT") },
    { NULL }
  };
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) out = g_string_new (NULL);
  g_autoptr (GPtrArray) claims = NULL;
  WyTableFormat format = WY_TABLE_TEXT;
  guint upto = DEFAULT_UPTO;
  WyCliProgress progress;
  gboolean ok;

  ok = wy_cli_parse_options ("check", "mark", N_("Paper 004's observations, checked by the exact "
                                "one-pile solver."),
                             N_("Prints, per observation, its id and text, then \"holds to N\" or "
                                "\"fails at n: ...\"\n"
                                "(the first counterexample). A failed claim is a finding: the exit "
                                "status is 0 either way."),
                             entries, 1, &argc, &argv, &error)
       && wy_cli_parse_format (format_text, WY_CLI_ALLOW (WY_TABLE_TEXT)
                               | WY_CLI_ALLOW (WY_TABLE_JSON), &format,
                               &error);
  if (ok && strcmp (argv[1], "mark") != 0)
    return wy_cli_fail (_("check: unknown subject '%s': the only one is mark (paper 004)"),
                        argv[1]);
  ok = ok && (upto_text == NULL
              || wy_cli_parse_uint ("--upto", upto_text, 64, (guint) wy_check_mark_max_upto (),
                                    &upto, &error));
  if (!ok)
    return wy_cli_fail_error (error);
  wy_cli_progress_init (&progress, g_strdup_printf (_("checking to %u"), upto));
  claims = wy_check_mark (upto, progress.tty ? wy_cli_progress : NULL, &progress, NULL, &error);
  wy_cli_progress_clear (&progress);
  if (!claims)
    return wy_cli_fail_error (error);
  if (format == WY_TABLE_JSON)
    claims_json (out, claims);
  else
    claims_text (out, claims);
  return wy_cli_write (out);
}
