/* fuzz-main.c: libFuzzer entry point (built with -Dfuzzing=true and clang); WY_FUZZ_PNG, WY_FUZZ_AUTOMATON or WY_FUZZ_GAME_FILE picks the target. */
#include "config.h"

#include <stddef.h>
#include <stdint.h>

#include "wy-fuzz-targets.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
#if defined (WY_FUZZ_PNG)
  wy_fuzz_provenance (data, size);
#elif defined (WY_FUZZ_AUTOMATON)
  wy_fuzz_automaton (data, size);
#elif defined (WY_FUZZ_GAME_FILE)
  wy_fuzz_game_file (data, size);
#else
  wy_fuzz_rule (data, size);
#endif
  return 0;
}
