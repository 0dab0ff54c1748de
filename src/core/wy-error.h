/* wy-error.h: the core's error domain, WY_ERROR, and its codes (wy-error.c). */
#pragma once

#include <glib-object.h>
#include "wy-visibility.h"

G_BEGIN_DECLS

#define WY_ERROR (wy_error_quark ())
/**
 * wy_error_quark:
 *
 * The error domain of the core, %WY_ERROR: its codes are #WyError; a
 * cancelled solve is %G_IO_ERROR_CANCELLED instead. Its name stays
 * "wy-error-quark" (Python's GLib.Error.domain).
 *
 * Returns: the quark of %WY_ERROR
 */
WY_AVAILABLE_IN_ALL
GQuark wy_error_quark (void);

/**
 * WyError:
 * @WY_ERROR_PARSE: a malformed rule string or argument
 * @WY_ERROR_RANGE: a value outside its allowed range
 * @WY_ERROR_UNSUPPORTED: a combination the family refuses
 * @WY_ERROR_MEMORY: beyond the memory budget
 * @WY_ERROR_IO: a file could not be read or written
 *
 * The codes of %WY_ERROR; a cancelled solve is %G_IO_ERROR_CANCELLED
 * everywhere.
 */
typedef enum {
  WY_ERROR_PARSE,
  WY_ERROR_RANGE,
  WY_ERROR_UNSUPPORTED,
  WY_ERROR_MEMORY,
  WY_ERROR_IO,
} WyError;

/**
 * WyErrorCode:
 *
 * The older name of the error codes, #WyError (which pairs with
 * wy_error_quark() for bindings).
 */
typedef WyError WyErrorCode;

G_END_DECLS
