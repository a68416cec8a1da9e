/* One game between two seats: status, turns, clocks, draw offers,
 * resignation, abort and the result, over a variant (variant.h).  Pure
 * logic: time is passed in (milliseconds since the epoch), nothing is
 * stored or sent here. */
#ifndef SV_SESSION_H
#define SV_SESSION_H

#include <cjson/cJSON.h>
#include <stdint.h>

#include "message.h"
#include "token.h"
#include "variant.h"

typedef enum sv_status {
    SV_WAITING = 0, /* created, the invite not yet claimed */
    SV_PLAYING = 1,
    SV_ENDED = 2
} sv_status;

/* The longest clock a game may have: 180 minutes, increment 180 s. */
#define SV_CLOCK_MINUTES_MAX 180
#define SV_CLOCK_INCREMENT_MAX 180

typedef struct sv_game {
    /* Persistent fields (the store keeps exactly these and the turns). */
    char id[SV_ID_SIZE];
    const sv_variant *v;
    char rules[SV_RULES_MAX];   /* canonical rules text */
    int creator;                /* the creator's side */
    int status;                 /* a sv_status */
    int clock_on;               /* 0: no clock */
    int64_t base_ms, inc_ms;    /* the time control */
    int64_t ms[2];              /* each side's time left at @c since */
    int64_t since;              /* when the side to move's clock started */
    int draw_offer;             /* the side offering a draw, or SV_NO_SIDE */
    int winner;                 /* SV_RED, SV_BLUE or SV_NO_SIDE */
    char reason[SV_REASON_MAX]; /* "" while not ended */
    int64_t version;            /* +1 on every change */
    int64_t created;
    /* The turns played, canonical texts, and the library's game. */
    char **turns;
    int32_t nturns, cap;
    void *lib;
} sv_game;

/* A new waiting game.  @p clock_on 0: no clock.  Returns 0, or -1 with
 * @p err set (an out-of-range clock, no memory). */
int sv_game_init(sv_game *g, const sv_variant *v, const char *canon_rules,
                 int creator, int clock_on, int64_t base_ms, int64_t inc_ms,
                 int64_t now, sv_error *err);

/* Free what @p g holds (not @p g itself). */
void sv_game_clear(sv_game *g);

/* Rebuild the library's game from the persistent fields and @p turns (the
 * store's copy; they are copied): every turn replayed, then the ending the
 * result names (resignation, agreement, time).  Returns 0 or -1. */
int sv_game_rebuild(sv_game *g, char *const *turns, int32_t nturns,
                    sv_error *err);

/* The invite has been claimed: the game starts, Red's clock runs. */
int sv_game_start(sv_game *g, int64_t now, sv_error *err);

/* Each side's time left at @p now (the side to move's running). */
void sv_game_clock(const sv_game *g, int64_t now, int64_t out[2]);

/* The side to move, or SV_NO_SIDE when the game is not being played. */
int sv_game_to_move(const sv_game *g);

/* End the game if the side to move's time has run out by @p now.  Returns
 * 1 if it ended now, else 0. */
int sv_game_check_flag(sv_game *g, int64_t now);

/* When the side to move's time runs out (ms since the epoch), or -1 if no
 * clock is running. */
int64_t sv_game_flag_time(const sv_game *g);

/* The actions of @p side.  Each returns 0 on success, or -1 with @p err
 * set and the game unchanged except that a flag that had fallen by @p now
 * is applied first (then the action fails with "game_over"). */
int sv_game_turn(sv_game *g, int side, int32_t ply, const char *text,
                 int64_t now, sv_error *err);
int sv_game_resign(sv_game *g, int side, int64_t now, sv_error *err);
/* Offer a draw, or accept the other side's offer. */
int sv_game_draw(sv_game *g, int side, int64_t now, sv_error *err);
/* Abort: allowed while no turn has been played; no result. */
int sv_game_abort(sv_game *g, int side, int64_t now, sv_error *err);

/* The game as JSON, the body of GET /api/games/<id> (doc/server.md). */
cJSON *sv_game_json(const sv_game *g, int64_t now);
/* {"red":ms,"blue":ms}, or null without a clock. */
cJSON *sv_game_clock_json(const sv_game *g, int64_t now);
/* null, or {"winner","reason"}. */
cJSON *sv_game_result_json(const sv_game *g);
/* "waiting", "playing" or "ended". */
const char *sv_status_name(int status);

/* The record text (malloc'd), or NULL. */
char *sv_game_record(const sv_game *g);

#endif
