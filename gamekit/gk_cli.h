/* Command-line helpers shared by the example programs of both games
 * (cotoan-perft, cotulenh-perft): messages and numbers, and the perft
 * report whose output format both programs share. */
#ifndef GK_CLI_H
#define GK_CLI_H

#include <stddef.h>
#include <stdint.h>

#include "gk_sbuf.h"

/* "PROG: message" on stderr; returns 2 (the exit status for bad input). */
int gk_cli_fail(const char *prog, const char *fmt, ...) GK_PRINTF(2, 3);
/* A whole decimal string within lo..hi into *out; -1 if it is not one. */
int gk_cli_int(const char *s, long lo, long hi, long *out);
/* Appends word to buf[size] (length *len), a space before it unless first;
 * -1 if it does not fit. */
int gk_cli_append(char *buf, size_t size, size_t *len, const char *word);
/* Monotonic seconds. */
double gk_cli_now(void);

/* A game as the perft report sees it: its legal moves by index. */
typedef struct gk_perft_game {
    void *game;
    int (*count)(void *game);                               /* legal moves */
    void (*text)(void *game, int i, char *buf, size_t size); /* move i as text */
    int (*play)(void *game, int i);                         /* 0 on success */
    void (*undo)(void *game);
    uint64_t (*perft)(void *game, int depth);
} gk_perft_game;

/* The report of a perft program on stdout, timing on stderr:
 *  - moves_only: the legal moves, sorted by byte value, on one line;
 *  - divide (depth > 0): "MOVE COUNT" per root move (sorted), then
 *    "perft DEPTH TOTAL";
 *  - else "perft D COUNT" for D = 1..depth ("perft 0 1" for depth 0).
 * Returns 0. */
int gk_perft_report(const gk_perft_game *g, long depth, int divide, int moves_only);

#endif
