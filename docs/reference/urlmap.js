// The other namespaces' references, for the links gi-docgen writes to them.
baseURLs = [
  [ 'GLib', 'https://docs.gtk.org/glib/' ],
  [ 'GObject', 'https://docs.gtk.org/gobject/' ],
  [ 'Gio', 'https://docs.gtk.org/gio/' ],
]
