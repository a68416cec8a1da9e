/* The ct_game handle, shared by the modules that implement its API. */
#ifndef CT_GAME_IMPL_H
#define CT_GAME_IMPL_H

#include <stdarg.h>
#include <stddef.h>

#include "cotoan/game.h"
#include "gk_mem.h"
#include "gk_sbuf.h"
#include "gk_status.h"
#include "gk_text.h"
#include "board.h"
#include "movegen.h"
#include "outcome.h"
#include "position.h"

typedef struct ct_hist {
    uint32_t move;   /* with MV_CAPTURE when a capture */
    ct_undo undo;
} ct_hist;

struct ct_game {
    ct_alloc_fn alloc;
    void *ud;
    ct_ruleset rules;
    ct_pos pos;          /* current position */
    ct_pos initial;      /* where the history starts */
    ct_hist *hist;
    size_t nhist, caphist;
    int32_t forced;      /* 0, or CT_TERM_RESIGNATION / CT_TERM_AGREEMENT */
    int32_t forced_result;
    int32_t lang;        /* ct_language of explanations */
    char err[256];
};

/* Record the detail message of an error in g (if not NULL) and return the
 * code (gamekit's gk_fail(), shared with libcotulenh). */
#define ct_fail(g, code, ...) gk_fail((g) ? (g)->err : NULL, sizeof (g)->err, (code), __VA_ARGS__)

/* Legal moves of the game (0 when it has ended), unsorted, with flags. */
int ct_game_gen(const ct_game *g, uint32_t *out);

/* CT_OK while the game goes on, else CT_ERR_GAME_OVER with a message that
 * names the result and the termination. */
int ct_game_check_ongoing(ct_game *g);

/* Why a well-formed move is illegal, as a message in buf (game.c). */
void ct_describe_illegal(const ct_game *g, uint32_t m, char *buf, size_t size);

#define CT_SBUF_RESULT(b) gk_sbuf_result((b), CT_ERR_BUFFER_TOO_SMALL)

#endif
