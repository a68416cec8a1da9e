/* The per-game adapter: the one place where the server calls a game
 * library.  Each game fills the same table (variant_cotoan.c,
 * variant_cotulenh.c); the server decides no rule itself. */
#ifndef SV_VARIANT_H
#define SV_VARIANT_H

#include <cjson/cJSON.h>
#include <stddef.h>
#include <stdint.h>

#include "message.h"

/* Sides, as both libraries number them. */
#define SV_RED 0
#define SV_BLUE 1
#define SV_NO_SIDE (-1)

/* Longest canonical rules text (a JSON object). */
#define SV_RULES_MAX 128
/* Longest reason code of a result. */
#define SV_REASON_MAX 32

/* Tags of a downloaded record, besides what the game itself gives. */
typedef struct sv_record_info {
    const char *date;        /* "YYYY.MM.DD" */
    const char *time_control;/* "600+5", or "-" for none */
    const char *reason;      /* the server's reason code of the result */
    int winner;              /* SV_RED, SV_BLUE or SV_NO_SIDE */
    int ended;               /* 1 if the game has ended */
} sv_record_info;

typedef struct sv_variant {
    const char *name; /* "cotoan" or "cotulenh" */
    /* Check the "rules" object of a new game (NULL: the defaults) and
     * write its canonical form, the text game_new() reads. */
    int (*rules_parse)(const cJSON *rules, char canon[SV_RULES_MAX],
                       sv_error *err);
    /* A game at the start position of the canonical rules, or NULL. */
    void *(*game_new)(const char *canon_rules);
    void (*game_free)(void *game);
    /* Play one whole turn given as text; on success write its canonical
     * text to @p canon.  On error the game is unchanged and @p err holds
     * "illegal_turn" or "bad_turn". */
    int (*play)(void *game, const char *text, char canon[SV_TURN_TEXT_MAX + 1],
                sv_error *err);
    /* The position text (snprintf convention). */
    int (*position)(const void *game, char *buf, size_t size);
    /* The side to move. */
    int (*to_move)(const void *game);
    /* 1 if the game has ended (then @p winner and @p reason are set),
     * else 0. */
    int (*outcome)(const void *game, int *winner, char reason[SV_REASON_MAX]);
    /* @p side resigns. */
    int (*resign)(void *game, int side);
    /* The sides agree a draw. */
    int (*agree_draw)(void *game);
    /* @p side's time has run out: end the game as the game's rules say and
     * return the winner (SV_RED, SV_BLUE or SV_NO_SIDE). */
    int (*flag)(void *game, int side);
    /* The record text (malloc'd, NUL-terminated), or NULL. */
    char *(*record)(const void *game, const sv_record_info *info);
} sv_variant;

extern const sv_variant sv_variant_cotoan;
extern const sv_variant sv_variant_cotulenh;

/* The variant called @p name, or NULL. */
const sv_variant *sv_variant_find(const char *name);

/* "red", "blue" or NULL (for SV_NO_SIDE). */
const char *sv_side_name(int side);

/* A library's English termination name as a reason code: "zero captured"
 * becomes "zero_captured". */
void sv_reason_code(const char *name, char out[SV_REASON_MAX]);

#endif
