/* wy-sum-panel.c: the Sum panel: selected positions added as components of a sum of games. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>

#include "wy-sum-panel.h"

struct _WySumPanel {
  GtkWidget  parent_instance;

  WySum     *sum;
  WyGame    *game;          /* the window's game */
  gboolean   has_position;
  WyPos      position;

  gboolean   can_add;       /* the "can-add" property */
  guint      n_components;  /* the "n-components" property */

  /* template children */
  GtkWidget *box;
  GtkWidget *components;
  GtkWidget *result;
  GtkWidget *moves;
  GtkWidget *refusal;
  GtkWidget *add_button;
  GtkWidget *clear_button;
};

G_DEFINE_FINAL_TYPE (WySumPanel, wy_sum_panel, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_RULE,
  PROP_POSITION,
  PROP_CAN_ADD,
  PROP_N_COMPONENTS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static char *
position_text (const WyGame *game, WyPos pos)
{
  return wy_game_is_one_pile (game) ? g_strdup_printf ("%u", pos.x)
                                    : g_strdup_printf ("(%u, %u)", pos.x, pos.y);
}

/* Is component i the window's game at its selected position? */
static gboolean
is_on_board (WySumPanel *self, guint i)
{
  WyPos p = *wy_sum_get_position (self->sum, i, NULL);

  return self->game && self->has_position && wy_game_equal (wy_sum_get_game (self->sum, i, NULL),
                                                            self->game)
         && p.x == self->position.x && p.y == self->position.y;
}

static void
update_components (WySumPanel *self)
{
  g_autoptr (GString) s = g_string_new (NULL);
  guint n = wy_sum_get_n_components (self->sum);

  for (guint i = 0; i < n; i++)
    {
      const WyGame *game = wy_sum_get_game (self->sum, i, NULL);
      g_autofree char *rule = wy_game_to_string (game);
      g_autofree char *pos = position_text (game, *wy_sum_get_position (self->sum, i, NULL));
      /* Translators: one component of a sum: its number (from 0, as the command line and
       * the core's messages count them), rule, position and Grundy value */
      g_string_append_printf (s, _("component %u: %s at %s, g = %d"), i, rule, pos,
                              wy_sum_get_grundy (self->sum, i, NULL));
      if (i + 1 < n)
        g_string_append_c (s, '\n');
    }
  gtk_label_set_text (GTK_LABEL (self->components),
                      n ? s->str : _("Select a position and add it as a component."));
}

static void
update_moves (WySumPanel *self)
{
  g_autoptr (GArray) moves = wy_sum_list_winning_moves (self->sum);
  g_autoptr (GString) s = g_string_new (NULL);

  for (guint i = 0; i < moves->len; i++)
    {
      const WySumMove *m = &g_array_index (moves, WySumMove, i);
      const WyGame *game = wy_sum_get_game (self->sum, m->component, NULL);
      g_autofree char *from = position_text (game, m->from);
      g_autofree char *to = position_text (game, m->to);
      /* Translators: a winning move of a sum: component number (from 0), from, to, value
       * of to */
      g_string_append_printf (s, _("component %u: %s → %s (g = %d)"), m->component, from, to,
                              m->grundy);
      if (is_on_board (self, m->component))
        /* Translators: marks a winning move of a sum that the board's arrows show */
        g_string_append_printf (s, " ◀ %s", _("from the selection"));
      if (i + 1 < moves->len)
        g_string_append_c (s, '\n');
    }
  gtk_label_set_text (GTK_LABEL (self->moves), s->str);
  gtk_widget_set_visible (self->moves, moves->len > 0);
}

/* Is there a position to add: a game the core sums and a selection that is one of its
 * positions (the core's first position: upmark has no pile 0, as the inspector's "Not a
 * position" says)? */
static gboolean
has_position_to_add (WySumPanel *self)
{
  return self->game && self->has_position && wy_sum_check_game (self->game, NULL)
         && (!wy_game_is_one_pile (self->game)
             || self->position.x >= wy_game_first_position (self->game));
}

/* A game the core does not sum says why before a click, the button off; the refusal of a
 * click is set after this. */
static void
update_refusal (WySumPanel *self)
{
  g_autoptr (GError) why = NULL;

  if (self->game && !wy_sum_check_game (self->game, &why))
    gtk_label_set_text (GTK_LABEL (self->refusal), why->message);
  else
    gtk_label_set_text (GTK_LABEL (self->refusal), "");
  gtk_widget_set_visible (self->refusal, why != NULL);
  /* an explanation, dimmed; a click refused is an error (wy_sum_panel_add) */
  gtk_widget_remove_css_class (self->refusal, "error");
  gtk_widget_add_css_class (self->refusal, "dim-label");
}

static void
update (WySumPanel *self)
{
  guint n = wy_sum_get_n_components (self->sum);

  update_components (self);
  if (n > 0)
    {
      g_autofree char *text = NULL;
      if (wy_sum_get_status (self->sum) == WY_STATUS_P)
        text = g_strdup_printf (_("Nim-sum %u: a P-position, every move loses."),
                                wy_sum_get_nim_sum (self->sum));
      else
        text = g_strdup_printf (_("Nim-sum %u: an N-position; the winning moves:"),
                                wy_sum_get_nim_sum (self->sum));
      gtk_label_set_text (GTK_LABEL (self->result), text);
    }
  gtk_widget_set_visible (self->result, n > 0);
  update_moves (self);
  update_refusal (self);
  /* the buttons' sensitivity is bound to these in the template */
  if (self->can_add != has_position_to_add (self))
    {
      self->can_add = !self->can_add;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_ADD]);
    }
  if (self->n_components != n)
    {
      self->n_components = n;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_COMPONENTS]);
    }
}

gboolean
wy_sum_panel_add (WySumPanel *self)
{
  g_autoptr (GError) error = NULL;

  g_return_val_if_fail (WY_IS_SUM_PANEL (self), FALSE);
  if (!self->game || !self->has_position)
    return FALSE;
  if (!wy_sum_add (self->sum, self->game, self->position.x, self->position.y, NULL,
                   &error))
    {
      /* Translators: the core's reason why a position was not added to the sum */
      g_autofree char *text = g_strdup_printf (_("Not added: %s"), error->message);

      update (self);
      gtk_label_set_text (GTK_LABEL (self->refusal), text);
      gtk_widget_set_visible (self->refusal, TRUE);
      gtk_widget_remove_css_class (self->refusal, "dim-label");
      gtk_widget_add_css_class (self->refusal, "error");
      return FALSE;
    }
  update (self);
  return TRUE;
}

void
wy_sum_panel_clear (WySumPanel *self)
{
  g_return_if_fail (WY_IS_SUM_PANEL (self));
  wy_sum_free (self->sum);
  self->sum = wy_sum_new ();
  update (self);
}

guint
wy_sum_panel_get_key (WySumPanel *self, gboolean clear)
{
  GtkWidget *label;

  g_return_val_if_fail (WY_IS_SUM_PANEL (self), GDK_KEY_VoidSymbol);
  label = gtk_button_get_child (GTK_BUTTON (clear ? self->clear_button : self->add_button));
  return GTK_IS_LABEL (label) ? gtk_label_get_mnemonic_keyval (GTK_LABEL (label))
                              : GDK_KEY_VoidSymbol;
}

static void
append_shown_text (GtkWidget *widget, GString *text)
{
  if (!gtk_widget_get_visible (widget))
    return;
  if (GTK_IS_LABEL (widget) && *gtk_label_get_text (GTK_LABEL (widget)) != '\0')
    g_string_append_printf (text, "%s%s", text->len ? "\n" : "",
                            gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    append_shown_text (c, text);
}

char *
wy_sum_panel_get_text (WySumPanel *self)
{
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (WY_IS_SUM_PANEL (self), NULL);
  append_shown_text (self->box, text);
  return g_string_free (text, FALSE);
}

/* The button keeps the focus: a screen reader hears the sum there, as its description (GTK
 * 4.8 has no announcement). */
static void
on_add_clicked (WySumPanel *self)
{
  g_autofree char *told = NULL;

  wy_sum_panel_add (self);
  told = wy_sum_panel_get_text (self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->add_button),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, told, -1);
}

static void
on_clear_clicked (WySumPanel *self)
{
  wy_sum_panel_clear (self);
}

void
wy_sum_panel_set_position (WySumPanel *self, const WyGame *game, const WyPos *pos)
{
  WyGame *copy = game ? wy_game_copy (game) : NULL;

  g_return_if_fail (WY_IS_SUM_PANEL (self));
  /* game may be self->game: copied before it is freed */
  g_clear_pointer (&self->game, wy_game_free);
  self->game = copy;
  self->has_position = pos != NULL;
  if (pos)
    self->position = *pos;
  update (self);
}

static void
wy_sum_panel_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  WySumPanel *self = WY_SUM_PANEL (object);

  if (prop_id == PROP_RULE)
    g_value_take_string (value, self->game ? wy_game_to_string (self->game) : NULL);
  else if (prop_id == PROP_POSITION)
    g_value_set_boxed (value, self->has_position ? &self->position : NULL);
  else if (prop_id == PROP_CAN_ADD)
    g_value_set_boolean (value, self->can_add);
  else if (prop_id == PROP_N_COMPONENTS)
    g_value_set_uint (value, self->n_components);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
wy_sum_panel_set_property (GObject *object, guint prop_id, const GValue *value,
                           GParamSpec *pspec)
{
  WySumPanel *self = WY_SUM_PANEL (object);
  const WyPos *pos = self->has_position ? &self->position : NULL;

  if (prop_id == PROP_RULE)
    {
      /* the window's rule, which it has parsed already */
      g_autoptr (WyGame) game = g_value_get_string (value)
                                ? wy_game_parse (g_value_get_string (value), NULL) : NULL;
      wy_sum_panel_set_position (self, game, pos);
    }
  else if (prop_id == PROP_POSITION)
    wy_sum_panel_set_position (self, self->game, g_value_get_boxed (value));
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
wy_sum_panel_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), WY_TYPE_SUM_PANEL);
  G_OBJECT_CLASS (wy_sum_panel_parent_class)->dispose (object);
}

static void
wy_sum_panel_finalize (GObject *object)
{
  WySumPanel *self = WY_SUM_PANEL (object);

  wy_sum_free (self->sum);
  g_clear_pointer (&self->game, wy_game_free);
  G_OBJECT_CLASS (wy_sum_panel_parent_class)->finalize (object);
}

static void
wy_sum_panel_class_init (WySumPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wy_sum_panel_dispose;
  object_class->finalize = wy_sum_panel_finalize;
  object_class->get_property = wy_sum_panel_get_property;
  object_class->set_property = wy_sum_panel_set_property;
  /* the game (a rule string) and the position "Add" adds (NULL: none) */
  properties[PROP_RULE] =
    g_param_spec_string ("rule", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_POSITION] =
    g_param_spec_boxed ("position", NULL, NULL, WY_TYPE_POS,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* is there a position to add (a game and a selection)? how many components? */
  properties[PROP_CAN_ADD] =
    g_param_spec_boolean ("can-add", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_COMPONENTS] =
    g_param_spec_uint ("n-components", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/wythoff/Lattice/ui/wy-sum-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, WySumPanel, box);
  gtk_widget_class_bind_template_child (widget_class, WySumPanel, components);
  gtk_widget_class_bind_template_child (widget_class, WySumPanel, result);
  gtk_widget_class_bind_template_child (widget_class, WySumPanel, moves);
  gtk_widget_class_bind_template_child (widget_class, WySumPanel, refusal);
  gtk_widget_class_bind_template_child (widget_class, WySumPanel, add_button);
  gtk_widget_class_bind_template_child (widget_class, WySumPanel, clear_button);
  gtk_widget_class_bind_template_callback (widget_class, on_add_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_clear_clicked);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "wy-sum-panel");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
wy_sum_panel_init (WySumPanel *self)
{
  self->sum = wy_sum_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  update (self);
}
