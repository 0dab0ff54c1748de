/* wy-visibility.h: which symbols the shared library libwythoff-1 exports: the public API alone. */
#pragma once

/* The core is compiled with -fvisibility=hidden; a public declaration
 * carries WY_AVAILABLE_IN_ALL so that it stays visible in the shared
 * library. The wings' private functions stay inside it. */
#if defined(__GNUC__) || defined(__clang__)
#define WY_AVAILABLE_IN_ALL extern __attribute__((__visibility__ ("default")))
#else
#define WY_AVAILABLE_IN_ALL extern
#endif
