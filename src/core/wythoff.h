/* wythoff.h: the solver core's one header for its users: every public header of the library. */
#pragma once

#include "wy-game.h"
#include "wy-board.h"
#include "wy-solution.h"
#include "wy-report.h"
#include "wy-play.h"
#include "wy-sum.h"
#include "wy-low-classes.h"
#include "wy-grundy-classes.h"
#include "wy-recursion.h"
#include "wy-table.h"
#include "wy-limit.h"
#include "wy-numeration.h"
#include "wy-paper-items.h"
#include "wy-check-mark.h"
#include "wy-analysis.h"
#include "wy-bulk.h"
#include "wy-automaton.h"
#include "wy-game-file.h"
#include "wy-enum-types.h"

