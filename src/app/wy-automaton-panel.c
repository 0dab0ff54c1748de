/* wy-automaton-panel.c: the side panel's Automaton section: the current game's P-positions
 * as an automaton in a numeration system (inferred below 10^5 and checked below 10^6, within
 * the game's budget, in a thread), its state count and reach, saved as a Walnut file. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>

#include "wy-automaton-panel.h"
#include "wy-app-hold.h"
#include "wy-solution.h"

#define INFER_SIZE 100000u
#define CHECK_SIZE 1000000u

struct _WyAutomatonPanel {
  GtkWidget     parent_instance;

  WyGame       *game;        /* the window's game */
  WyNumSystem  *own;         /* the game's own system (core's choice), NULL: none known */
  gboolean      offering;    /* the panel, not the user, is setting the drop-down */
  gboolean      user_picked; /* the user picked a system in the drop-down */
  WyAutomaton  *automaton;   /* the last one inferred for it */
  GCancellable *job;         /* the inference under way */

  /* template children */
  GtkWidget    *box;
  GtkWidget    *base_drop_down;
  GtkWidget    *infer_button;
  GtkWidget    *result;
  GtkWidget    *save_button;
};

G_DEFINE_FINAL_TYPE (WyAutomatonPanel, wy_automaton_panel, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_RULE, N_PROPS };

static GParamSpec *properties[N_PROPS];

/* The drop-down's systems, in its order; a game's own system not among them is one more
 * item after them. */
static const char *const systems[] = { "msd_fib", "msd_2", "msd_3", "msd_ost[0 2]" };
#define N_SYSTEMS G_N_ELEMENTS (systems)

typedef struct {
  WyGame      *game;
  WyNumSystem *ns;
  guint        size, check_to;
} Job;

static void
job_free (Job *job)
{
  wy_game_free (job->game);
  wy_num_system_unref (job->ns);
  g_free (job);
}

static void
run_job (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Job *job = data;
  GError *error = NULL;
  guint64 bx, by;
  WyAutomaton *a = wy_automaton_infer (job->game, job->ns, job->size, 1000, cancellable, &error);

  if (a && job->check_to > job->size
      && !wy_automaton_check (a, job->game, job->check_to, cancellable, &bx, &by, &error))
    {
      /* one pile's position is one number */
      g_autofree char *pos = wy_automaton_get_n_tracks (a) == 1
                             ? g_strdup_printf ("%" G_GUINT64_FORMAT, bx)
                             : g_strdup_printf ("(%" G_GUINT64_FORMAT ", %" G_GUINT64_FORMAT ")",
                                                bx, by);

      if (error == NULL)
        error = g_error_new (WY_ERROR, WY_ERROR_UNSUPPORTED,
                             _("It disagrees with the exact P-set at %s below %u."), pos,
                             job->check_to);
      g_clear_pointer (&a, wy_automaton_unref);
    }
  if (a)
    g_task_return_pointer (task, a, (GDestroyNotify) wy_automaton_unref);
  else
    g_task_return_error (task, error);
}

/* The text under the buttons, also Infer's description: a screen reader hears the answer
 * where the focus is once Infer is pressed (GTK 4.8 has no announcement). */
static void
show (WyAutomatonPanel *self, const char *text)
{
  gtk_label_set_text (GTK_LABEL (self->result), text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->infer_button),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
  gtk_widget_set_sensitive (self->save_button, self->automaton != NULL);
}

/* The inference running, if any, cancelled and let go (its result is dropped). */
static void
cancel_job (WyAutomatonPanel *self)
{
  if (self->job)
    g_cancellable_cancel (self->job);
  g_clear_object (&self->job);
}

/* The panel comes as the callback's reference, let go here, on the main thread: a task
 * whose source object is the panel could drop the last reference in its worker thread, and
 * finalize a widget there. */
static void
job_done (GObject *source, GAsyncResult *res, gpointer data)
{
  g_autoptr (WyAutomatonPanel) self = data;
  g_autoptr (GError) error = NULL;
  WyAutomaton *a = g_task_propagate_pointer (G_TASK (res), &error);
  g_autofree char *text = NULL;

  wy_app_hold (FALSE);
  /* a job cancelled or replaced (a new game, the panel disposed): its answer is dropped */
  if (g_task_get_cancellable (G_TASK (res)) != self->job)
    {
      g_clear_pointer (&a, wy_automaton_unref);
      return;
    }
  g_clear_object (&self->job);
  gtk_widget_set_sensitive (self->infer_button, self->game != NULL);
  self->automaton = a;
  if (a == NULL)
    text = g_strdup_printf (_("No automaton: %s"), error->message);
  else
    text = g_strdup_printf (ngettext ("%u state in %s, agreeing with the exact P-set on every "
                                      "position below %u. Only the Walnut prover proves it "
                                      "for all.",
                                      "%u states in %s, agreeing with the exact P-set on "
                                      "every position below %u. Only the Walnut prover "
                                      "proves it for all.", wy_automaton_get_n_states (a)),
                            wy_automaton_get_n_states (a),
                            wy_num_system_get_name (wy_automaton_get_num_system (a)),
                            wy_automaton_get_checked_to (a));
  show (self, text);
}

gboolean
wy_automaton_panel_infer (WyAutomatonPanel *self)
{
  g_return_val_if_fail (WY_IS_AUTOMATON_PANEL (self), FALSE);
  guint i = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->base_drop_down));
  WyQuery q = { .needs = WY_NEED_STATUS, .size = 1 };
  g_autoptr (GTask) task = NULL;
  Job *job;

  if (self->game == NULL || wy_game_get_heaps (self->game) > 2)
    return FALSE;
  cancel_job (self);
  g_clear_pointer (&self->automaton, wy_automaton_unref);
  job = g_new0 (Job, 1);
  job->game = wy_game_copy (self->game);
  job->ns = i >= N_SYSTEMS && self->own
              ? wy_num_system_ref (self->own)
              : wy_num_system_new (systems[MIN (i, N_SYSTEMS - 1)], NULL);
  job->check_to = wy_solve_max_side (self->game, &q, NULL);
  job->check_to = MIN (CHECK_SIZE, job->check_to);
  job->size = MIN (INFER_SIZE, job->check_to);
  self->job = g_cancellable_new ();
  task = g_task_new (NULL, self->job, job_done, g_object_ref (self));
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  g_task_run_in_thread (task, run_job);
  wy_app_hold (TRUE);
  /* Infer stays pressable (another press starts over): greyed, it took the keyboard's focus
   * with it */
  show (self, _("Inferring the automaton…"));
  return TRUE;
}

static void
on_infer_clicked (WyAutomatonPanel *self)
{
  wy_automaton_panel_infer (self);
}

static void
on_save_response (GtkNativeDialog *dialog, int response, gpointer data)
{
  WyAutomatonPanel *self = WY_AUTOMATON_PANEL (data);
  g_autoptr (GFile) file = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *path = NULL, *text = NULL;

  if (response == GTK_RESPONSE_ACCEPT && self->automaton
      && (file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog)))
      && (path = g_file_get_path (file)))
    {
      text = wy_automaton_to_walnut (self->automaton);
      /* whole or not at all: g_file_set_contents writes a temporary file and renames it */
      if (!g_file_set_contents (path, text, -1, &error))
        show (self, error->message);
    }
  g_object_unref (dialog);
  g_object_unref (self);
}

static void
on_save_clicked (WyAutomatonPanel *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkFileChooserNative *dialog;
  g_autofree char *rule = NULL, *name = NULL;

  if (self->automaton == NULL)
    return;
  rule = wy_game_to_string (self->game);
  g_strcanon (rule, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", '-');
  name = g_strdup_printf ("%s.txt", rule);
  dialog = gtk_file_chooser_native_new (_("Save as Walnut File"),
                                        GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
  g_signal_connect (dialog, "response", G_CALLBACK (on_save_response), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* The panel, not the user, sets the drop-down. */
static void
select_system (WyAutomatonPanel *self, guint i)
{
  self->offering = TRUE;
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->base_drop_down), i);
  self->offering = FALSE;
}

static void
on_system_picked (WyAutomatonPanel *self)
{
  self->user_picked = self->user_picked || !self->offering;
}

/* The drop-down starts at the game's own system where the core knows one (added after the
 * fixed ones when it is none of them); otherwise at the user's pick, or Zeckendorf as the
 * command line does. */
static void
offer_own_system (WyAutomatonPanel *self)
{
  GtkDropDown *drop = GTK_DROP_DOWN (self->base_drop_down);
  GtkStringList *model = GTK_STRING_LIST (gtk_drop_down_get_model (drop));
  guint n = g_list_model_get_n_items (G_LIST_MODEL (model));
  guint picked = gtk_drop_down_get_selected (drop);
  const char *name;

  g_clear_pointer (&self->own, wy_num_system_unref);
  self->own = self->game ? wy_num_system_for_game (self->game) : NULL;
  self->offering = TRUE;
  if (n > N_SYSTEMS)
    gtk_string_list_splice (model, N_SYSTEMS, n - N_SYSTEMS, NULL);
  self->offering = FALSE;
  if (self->own == NULL)
    {
      select_system (self, self->user_picked && picked < N_SYSTEMS ? picked : 0);
      return;
    }
  name = wy_num_system_get_name (self->own);
  for (guint i = 0; i < N_SYSTEMS; i++)
    if (g_str_equal (name, systems[i]))
      {
        select_system (self, i);
        return;
      }
  g_autofree char *label = g_strdup_printf (_("This game's own (%s)"), name);

  self->offering = TRUE;
  gtk_string_list_append (model, label);
  self->offering = FALSE;
  select_system (self, N_SYSTEMS);
}

static void
set_game (WyAutomatonPanel *self, WyGame *game)
{
  cancel_job (self);
  g_clear_pointer (&self->automaton, wy_automaton_unref);
  g_clear_pointer (&self->game, wy_game_free);
  self->game = game;
  offer_own_system (self);
  /* a numeration system to pick only where there is something to infer */
  gtk_widget_set_sensitive (self->base_drop_down, game == NULL || wy_game_get_heaps (game) <= 2);
  if (game != NULL && wy_game_get_heaps (game) > 2)
    {
      gtk_widget_set_sensitive (self->infer_button, FALSE);
      show (self, _("Automata read games of one or two heaps: this game is played on three."));
      return;
    }
  gtk_widget_set_sensitive (self->infer_button, game != NULL);
  show (self, _("A finite automaton for the game's P-positions, for the Walnut prover: pick "
                "a numeration system and infer it."));
}

static void
wy_automaton_panel_get_property (GObject *object, guint prop_id, GValue *value,
                                 GParamSpec *pspec)
{
  WyAutomatonPanel *self = WY_AUTOMATON_PANEL (object);

  if (prop_id == PROP_RULE)
    g_value_take_string (value, self->game ? wy_game_to_string (self->game) : NULL);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
wy_automaton_panel_set_property (GObject *object, guint prop_id, const GValue *value,
                                 GParamSpec *pspec)
{
  WyAutomatonPanel *self = WY_AUTOMATON_PANEL (object);
  const char *rule = g_value_get_string (value);

  if (prop_id == PROP_RULE)
    {
      WyGame *game = rule ? wy_game_parse (rule, NULL) : NULL;

      if (game && self->game && wy_game_equal (game, self->game))
        wy_game_free (game);
      else
        set_game (self, game);
    }
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
wy_automaton_panel_dispose (GObject *object)
{
  WyAutomatonPanel *self = WY_AUTOMATON_PANEL (object);

  cancel_job (self);
  gtk_widget_dispose_template (GTK_WIDGET (object), WY_TYPE_AUTOMATON_PANEL);
  G_OBJECT_CLASS (wy_automaton_panel_parent_class)->dispose (object);
}

static void
wy_automaton_panel_finalize (GObject *object)
{
  WyAutomatonPanel *self = WY_AUTOMATON_PANEL (object);

  g_clear_pointer (&self->automaton, wy_automaton_unref);
  g_clear_pointer (&self->own, wy_num_system_unref);
  g_clear_pointer (&self->game, wy_game_free);
  G_OBJECT_CLASS (wy_automaton_panel_parent_class)->finalize (object);
}

static void
wy_automaton_panel_class_init (WyAutomatonPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wy_automaton_panel_dispose;
  object_class->finalize = wy_automaton_panel_finalize;
  object_class->get_property = wy_automaton_panel_get_property;
  object_class->set_property = wy_automaton_panel_set_property;
  /* the window's game, a rule string (NULL: none) */
  properties[PROP_RULE] =
    g_param_spec_string ("rule", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/wythoff/Lattice/ui/wy-automaton-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, WyAutomatonPanel, box);
  gtk_widget_class_bind_template_child (widget_class, WyAutomatonPanel, base_drop_down);
  gtk_widget_class_bind_template_child (widget_class, WyAutomatonPanel, infer_button);
  gtk_widget_class_bind_template_child (widget_class, WyAutomatonPanel, result);
  gtk_widget_class_bind_template_child (widget_class, WyAutomatonPanel, save_button);
  gtk_widget_class_bind_template_callback (widget_class, on_infer_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_save_clicked);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "wy-automaton-panel");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
wy_automaton_panel_init (WyAutomatonPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_swapped (self->base_drop_down, "notify::selected",
                            G_CALLBACK (on_system_picked), self);
  set_game (self, NULL);
}
