/* The tl_game handle, shared by the modules that implement its API. */
#ifndef TL_GAME_IMPL_H
#define TL_GAME_IMPL_H

#include <stdarg.h>
#include <stddef.h>

#include "cotulenh/cotulenh.h"
#include "position.h"
#include "gk_lang.h"
#include "gk_mem.h"
#include "gk_sbuf.h"
#include "gk_status.h"
#include "gk_text.h"
#include "legal.h"
#include "outcome.h"
#include "notation.h"

/* One history entry: a move or step (with the automatic end of its
 * session, T21), or the early end of a session (TL_MOVE_END). */
typedef struct tl_hist {
    uint32_t move;     /* internal move */
    uint8_t closed;    /* the session ended after this entry */
    uint8_t boundary;  /* a turn boundary follows (no session open) */
    uint64_t key;      /* repetition key after the entry (D15) */
    tl_undo undo;
    tl_undo close;     /* the automatic end (when closed by settling) */
} tl_hist;

struct tl_game {
    tl_alloc_fn alloc;
    void *ud;
    int32_t start, mode;
    tl_pos pos;        /* current position */
    tl_pos initial;    /* where the history starts */
    tl_hist *hist;
    size_t nhist, caphist;
    int32_t forced;    /* 0, or TL_TERM_RESIGNATION / AGREEMENT / ADJUDICATION */
    int32_t forced_result;
    int32_t result, term; /* outcome at the last turn boundary */
    int32_t lang;      /* tl_language of the words a player reads */
    char err[256];
};

/* Records the detail message of an error in g (if not NULL) and returns
 * the code (gamekit's gk_fail(), shared with libcotoan). */
#define tl_fail(g, code, ...) gk_fail((g) ? (g)->err : NULL, sizeof (g)->err, (code), __VA_ARGS__)

/* ---- the end of the game (outcome.h for the position's; here T53.5 and
 * what the game records) ---- */

/* T53.5: the occurrences of the game's current position at the turn
 * boundaries of its history (the session never part of the key, D15). */
int tl_repetitions(const tl_game *g);
/* Evaluates the outcome of the current position (tl_pos_outcome() and
 * T53.5) into g->result / g->term (resignation etc. kept). */
void tl_game_evaluate(tl_game *g);
/* T52 points of side before bonuses: the initial base plus captures. */
int32_t tl_base_points(const tl_game *g, int side);

/* Legal moves of the current position, internal encoding. */
int tl_game_gen(const tl_game *g, uint32_t *out);

/* The internal move of a public one if it is in the legal-move list now
 * (TL_MOVE_END: if the session may end), else 0; once the game is over
 * only with even_if_over (the list goes on after a draw, T56: text and
 * explanations of its moves are still given). */
uint32_t tl_game_find_legal(const tl_game *g, tl_move m, int even_if_over);
/* Plays an internal move known to be legal (or the session end). */
int tl_game_play_internal(tl_game *g, uint32_t im);

static inline int bad_sq(int32_t sq)
{
    return sq < 0 || sq >= TL_SQUARES;
}

/* The words of g's language (tl_game_set_language()) for an English text
 * of the catalogue (gamekit's gk_lang): explanations and the detail
 * messages a player reads. */
#define TL_TR(g, english) gk_tr((g)->lang, (english))

/* Writes the turn record (T49) of the history entries from i to the next
 * turn boundary (or the end of the history) into b, each in the position
 * *p, which it advances; returns the index after the turn. */
size_t tl_history_turn(const tl_game *g, tl_pos *p, size_t i, int32_t notation, gk_sbuf *b);

#define TL_SBUF_RESULT(b) gk_sbuf_result((b), TL_ERR_BUFFER_TOO_SMALL)

#endif
