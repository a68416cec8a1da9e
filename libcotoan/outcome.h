/* The end of the game (R12-R15): the one function that decides it. */
#ifndef CT_OUTCOME_H
#define CT_OUTCOME_H

#include <stdint.h>

#include "movegen.h"

/* The outcome of a position under rules (R12-R15), ignoring resignation
 * and agreement: returns a ct_result and sets *term (if not NULL) to its
 * ct_termination (CT_TERM_NONE while the game goes on).  Its fast part,
 * the R12-R14 test without R15, is ct_pos_ended() (movegen.h). */
int ct_pos_outcome(const ct_pos *p, const ct_ruleset *r, int32_t *term);

#endif
