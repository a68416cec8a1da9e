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

/* The size of a game's detail message buffer (ct_game_error()). */
#define CT_MESSAGE_SIZE 256

/* The largest score target and ply limit of ct_rules (R13, R14). */
#define CT_TARGET_MAX 1000
#define CT_LIMIT_MAX 1000000

struct ct_game {
    ct_alloc_fn alloc;
    void *ud;
    ct_ruleset rules;
    ct_pos pos;          /* current position */
    ct_pos initial;      /* where the history starts */
    ct_hist *hist;
    size_t nhist, caphist;
    int32_t forced;      /* 0, or CT_TERM_RESIGNATION / AGREEMENT / TIME */
    int32_t forced_result;
    int32_t lang;        /* ct_language of explanations */
    char err[CT_MESSAGE_SIZE];
};

/* Record the detail message of an error in g (if not NULL) and return the
 * code (gamekit's gk_fail(), shared with libcotulenh). */
#define ct_fail(g, code, ...) gk_fail((g) ? (g)->err : NULL, sizeof (g)->err, (code), __VA_ARGS__)

/* Legal moves of the game (0 when it has ended), unsorted, with flags. */
int ct_game_gen(const ct_game *g, uint32_t *out);

/* The game's detail message buffer, from a const game.  The buffer is not
 * part of the game's state: a function that changes neither the position
 * nor the history takes a const game and still leaves the message of its
 * failure there.  A game is always an object of ct_game_new(), never a
 * const one, so writing through the pointer this gives is defined. */
static inline ct_game *ct_game_message(const ct_game *g)
{
    return (ct_game *)g;
}

/* Whether m is a move of the public encoding: two squares, no other bit. */
static inline int ct_move_valid(ct_move m)
{
    return MV_BARE(m) == m && CT_MOVE_FROM(m) < CT_SQUARES && CT_MOVE_TO(m) < CT_SQUARES;
}
/* Records that m is not a move (!ct_move_valid(m)) as g's detail message;
 * returns CT_ERR_INVALID_ARGUMENT. */
int ct_fail_not_a_move(ct_game *g, ct_move m);

/* CT_OK while the game goes on, else CT_ERR_GAME_OVER with a message that
 * names the result and the termination. */
int ct_game_check_ongoing(ct_game *g);

/* Why a well-formed move is illegal, as a message in buf (game.c). */
void ct_describe_illegal(const ct_game *g, uint32_t m, char *buf, size_t size);

#define CT_SBUF_RESULT(b) gk_sbuf_result((b), CT_ERR_BUFFER_TOO_SMALL)

#endif
