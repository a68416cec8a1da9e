/* The UGI/UCI-style protocol loop of the engine programs of both games
 * (cotoan-engine, cotulenh-engine): what does not know the game.
 *
 * gk_proto_run() owns stdin and stdout.  A reader thread reads stdin line
 * by line into a queue (gk_read_line(): an over-long line or one holding a
 * NUL byte is rejected whole with an error) and answers "stop" and "quit"
 * at once: it stops the running job as soon as it reads them, even while
 * the main thread waits for that job.  The main thread runs the commands
 * in order; a worker thread runs the one long job (a search or a perft).
 * Every job ends at stop or quit, so every command returns control.
 *
 * The loop itself answers the empty line, "quit", "stop", "isready",
 * "ugi"/"uci" (id lines, the program's options, ugiok/uciok) and
 * "ugi newgame"/"ucinewgame" (the program's new_game); every other command
 * waits for a running job (stopping it first if it is "go infinite") and
 * goes to the program's command callback, which uses the parsing helpers
 * below (go limits, setoption, perft) and starts jobs.
 *
 * For the programs only (the static library gamekit_cli), never linked
 * into a game library. */
#ifndef GK_PROTO_H
#define GK_PROTO_H

#include <stddef.h>
#include <stdint.h>

#include "gk_sbuf.h"

/* The longest input line (bytes, without the newline): longer lines are
 * rejected whole.  About 170,000 moves of "position ... moves ...". */
#define GK_PROTO_LINE_MAX (1024 * 1024 - 1)
/* perft N: N is at most this. */
#define GK_PROTO_PERFT_MAX_DEPTH 64

typedef struct gk_proto gk_proto;

/* What the program gives the loop.  Every callback runs in the main
 * thread, except search (the worker thread). */
typedef struct gk_proto_ops {
    const char *name;    /* "id name NAME VERSION" */
    const char *version;
    const char *author;  /* "id author AUTHOR" */
    void *user;          /* passed to every callback */
    /* ugi/uci: print the "option name ..." lines (gk_proto_out). */
    void (*options)(gk_proto *p, void *user);
    /* ugi newgame / ucinewgame. */
    void (*new_game)(gk_proto *p, void *user);
    /* Any other command, tok[0] the command word, n >= 1 words; returns 0
     * if the command is unknown (the loop reports it). */
    int (*command)(gk_proto *p, void *user, char **tok, int n);
    /* In the worker thread: run the search started by
     * gk_proto_start_search() and print its bestmove line.  It passes
     * gk_proto_stop_flag() to the search and calls gk_proto_await_stop()
     * before it prints (for "go infinite"). */
    void (*search)(gk_proto *p, void *user);
    /* In the main thread, once a job (search or perft) has ended: free
     * what the program gave it (its copy of the game). */
    void (*job_done)(gk_proto *p, void *user);
} gk_proto_ops;

/* Runs the protocol on stdin/stdout until "quit" or the end of the input;
 * returns the exit status (0; 1 if the threads cannot start). */
int gk_proto_run(const gk_proto_ops *ops);

/* Prints to stdout under the output lock and flushes (any thread). */
void gk_proto_out(gk_proto *p, const char *fmt, ...) GK_PRINTF(2, 3);
/* "info string error: WHAT[: DETAIL]", DETAIL escaped (gk_escape). */
void gk_proto_error(gk_proto *p, const char *what, const char *detail);

/* The running job's stop flag (an int32_t read atomically; 1 = stop): the
 * search's stop pointer.  It belongs to one job and is cleared when the
 * next one starts. */
const volatile int32_t *gk_proto_stop_flag(gk_proto *p);
/* In the search job: for "go infinite" wait until stop or quit is read
 * (returns at once otherwise). */
void gk_proto_await_stop(gk_proto *p);

/* Start the search job (ops->search in the worker thread); the program
 * has prepared what it searches.  infinite: "go infinite" (answers only
 * after stop; any other command stops it).  Returns 0, or -1 after an
 * error message (ops->job_done has then been called). */
int gk_proto_start_search(gk_proto *p, int infinite);

/* A game as the perft job walks it: moves are 32-bit codes. */
typedef struct gk_proto_perft {
    void *game;       /* the job's own copy */
    int max_moves;    /* the capacity a move list needs */
    int leaf_depth;   /* subtrees this deep are counted by count() */
    int (*moves)(void *game, uint32_t *buf, int cap); /* legal moves; < 0 error */
    int (*play)(void *game, uint32_t move);           /* 0 on success */
    void (*undo)(void *game);
    int (*count)(void *game, int depth, uint64_t *count); /* 0 on success */
} gk_proto_perft;

/* Start the perft job: "perft DEPTH COUNT" on success, "info string perft
 * DEPTH stopped" at stop or quit (the walk looks at the stop flag between
 * two subtrees of leaf_depth), or an error.  The struct is copied.
 * Returns 0 or -1 (as gk_proto_start_search). */
int gk_proto_start_perft(gk_proto *p, const gk_proto_perft *g, int depth);

/* A nonnegative decimal number (digits only) <= max into *out; 1 if it is
 * one, else 0. */
int gk_proto_u64(const char *text, uint64_t max, uint64_t *out);

/* The limits of "go" (gk_proto_parse_go). */
typedef struct gk_go {
    int infinite;         /* go infinite */
    int32_t depth;        /* 0: none */
    int32_t movetime_ms;  /* 0: none (from the clocks when they are given) */
    uint64_t nodes;       /* 0: none */
} gk_go;

/* Parses "go [depth N] [movetime MS] [nodes N] [wtime MS] [btime MS]
 * [winc MS] [binc MS] [movestogo N] [infinite]" (p1time/p2time/p1inc/
 * p2inc are aliases): every value is checked (a limit of 0 or beyond its
 * range is an error); a clock gives a movetime (a thirtieth of the mover's
 * clock plus 3/4 of its increment, at most half the clock, at least 1 ms;
 * p1_to_move chooses the clock); a go without a limit that bounds the
 * search searches one second.  Returns 0, or -1 after an error message. */
int gk_proto_parse_go(gk_proto *p, char **tok, int n, int max_depth, int p1_to_move,
                      gk_go *go);

/* "setoption name NAME value VALUE" (one word each): the two words, or -1
 * after an error message. */
int gk_proto_parse_setoption(gk_proto *p, char **tok, int n, const char **name,
                             const char **value);

/* "perft N", N from 0 to GK_PROTO_PERFT_MAX_DEPTH: N, or -1 after an error
 * message. */
int gk_proto_parse_perft(gk_proto *p, char **tok, int n);

#endif
