/* Command-line helpers shared by the example programs of both games
 * (cotoan-perft, cotulenh-perft, cotulenh-play, cotulenh-svg) and the
 * benchmarks: messages, numbers and clocks, and the whole perft program
 * whose arguments and output both perft programs share. */
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
/* The whole of a file (standard input for "-"), in a malloc'd buffer
 * (with a NUL after the *len bytes); NULL on an I/O error or no memory. */
char *gk_cli_read_file(const char *path, size_t *len);
/* Monotonic seconds. */
double gk_cli_now(void);
/* The CPU time of the process, in seconds. */
double gk_cli_cpu(void);

/* A game as the perft report walks it: moves are 32-bit codes. */
typedef struct gk_perft_game {
    void *game;
    int max_moves;                                          /* a move list's capacity */
    int (*moves)(void *game, uint32_t *buf, int cap);       /* legal moves */
    void (*text)(void *game, uint32_t move, char *buf, size_t size);
    int (*play)(void *game, uint32_t move);                 /* 0 on success */
    void (*undo)(void *game);
    uint64_t (*perft)(void *game, int depth);
} gk_perft_game;

/* What a perft program (cotoan-perft, cotulenh-perft) gives gk_perft_main(). */
typedef struct gk_perft_prog {
    const char *name;      /* "PROG: message" */
    const char *usage;     /* --help on stdout; on stderr without DEPTH */
    long max_depth;        /* DEPTH is 0..max_depth */
    const char *text_name; /* what the words after DEPTH are ("position", "FEN") */
    size_t text_max;       /* room for them (with the NUL) */
    void *user;
    /* The game's option argv[*i] ("--..."): -1 if it is not one, 0 once
     * taken (*i moved past its value), else the exit status after its
     * message (gk_cli_fail). */
    int (*option)(void *user, int argc, char **argv, int *i);
    /* The game at text ("" for the start position) into *g: 0, else the
     * exit status after the message. */
    int (*open)(void *user, const char *text, gk_perft_game *g);
    void (*close)(void *user);
} gk_perft_prog;

/* The whole program: [OPTIONS] [--divide] [--moves] DEPTH [TEXT...] (the
 * words of TEXT joined by spaces), then the report on stdout, timing on
 * stderr:
 *  - --moves: the legal moves, sorted by byte value, on one line (DEPTH
 *    may be omitted);
 *  - --divide (depth > 0): "MOVE COUNT" per root move (sorted), then
 *    "perft DEPTH TOTAL";
 *  - else "perft D COUNT" for D = 1..depth ("perft 0 1" for depth 0).
 * Returns the exit status: 0, or 2 for bad arguments or a bad position. */
int gk_perft_main(const gk_perft_prog *prog, int argc, char **argv);

#endif
