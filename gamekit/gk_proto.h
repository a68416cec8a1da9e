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
 * The loop parses every command: "quit", "stop", "isready", "ugi"/"uci",
 * "ugi newgame"/"ucinewgame", "position", "go" (every limit checked),
 * "setoption" (Level, Hash, Seed here, the rest by the program), "query
 * gameover|p1turn|result", "d", "perft N" (a stoppable walk in the
 * worker); every command but stop, quit and isready waits for a running
 * job (stopping it first if it is "go infinite").  Each job runs on its
 * own copy of the game (the program's gk_proto_job).  What knows the game
 * is in the program's one table of callbacks (gk_proto_ops), which take
 * the program's own types.
 *
 * For the programs only (the static library gamekit_proto), never linked
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

/* The limits of "go" (parsed and checked by the loop). */
typedef struct gk_go {
    int infinite;         /* go infinite */
    int32_t depth;        /* 0: none */
    int32_t movetime_ms;  /* 0: none (from the clocks when they are given) */
    uint64_t nodes;       /* 0: none */
    int32_t level;        /* the options Level and Seed when go was read */
    uint64_t seed;
} gk_go;

/* The limits of go into the search limits of either library (LIM: a
 * ct_search_limits or tl_search_limits, its fields named alike). */
#define GK_GO_LIMITS(lim, go)                                                  \
    ((lim).level = (go)->level, (lim).seed = (go)->seed, (lim).depth = (go)->depth, \
     (lim).movetime_ms = (go)->movetime_ms, (lim).nodes = (go)->nodes)

/* What a perft walk's callback returns when it fails: out of memory, or
 * any other failure (the game refused what the walk asked). */
#define GK_PROTO_WALK_NO_MEMORY (-1)
#define GK_PROTO_WALK_ERROR (-2)

/* What the position callback found (the loop's error message). */
enum {
    GK_PROTO_POS_OK = 0,
    GK_PROTO_POS_NO_MEMORY,  /* "position: out of memory" */
    GK_PROTO_POS_BAD_TEXT,   /* "position: bad FEN_NAME: WHY" */
    GK_PROTO_POS_BAD_MOVE    /* "position: WHY" (the library's message quotes the word) */
};

/* The program's own state and a job's copy of the game: each program
 * defines struct gk_proto_app and struct gk_proto_job, so its callbacks
 * take its own types (the loop only passes them on). */
typedef struct gk_proto_app gk_proto_app;
typedef struct gk_proto_job gk_proto_job;

/* What the program gives the loop: one constant table.  Every callback
 * runs in the main thread, except search and the perft_* walk (the
 * worker thread).  A job (go, perft) runs on its own copy of the game
 * (job_new; "out of memory" when it returns NULL), freed by job_free once
 * the job has ended.  The loop handles the options Level (GK_LEVEL_FULL,
 * the full engine and the default, or 1 to level_max), Hash (1 to hash_max MiB, default hash_default,
 * through set_hash) and Seed (0 to 2^32 - 1); the program's options come
 * first. */
typedef struct gk_proto_ops {
    const char *name;    /* "id name NAME VERSION" */
    const char *(*version)(void); /* the library's version string */
    const char *author;  /* "id author AUTHOR" */
    const char *fen_name; /* what a position text is: "position string", "FEN" */
    int max_depth;       /* go depth 1 .. max_depth */
    int level_max;
    uint32_t hash_default, hash_max;
    /* ugi/uci: print the game's "option name ..." lines (gk_proto_out). */
    void (*options)(gk_proto *p, gk_proto_app *app);
    /* setoption of a game option: 1 if the name is the game's (the
     * callback reports a bad value itself), 0 if unknown. */
    int (*setoption)(gk_proto *p, gk_proto_app *app, const char *name, const char *value);
    /* Hash: 0 on success. */
    int (*set_hash)(gk_proto_app *app, uint32_t mb);
    /* ugi newgame / ucinewgame: forget the hash table (then the loop
     * sets the start position through position()). */
    void (*clear)(gk_proto_app *app);
    /* position: a new game of the current rules at the start (text NULL)
     * or at the position text, then the nmoves words played; it becomes
     * the current game only if all of it succeeded (all or nothing).
     * Returns GK_PROTO_POS_*, and for BAD_TEXT and BAD_MOVE the game's
     * message in why[size]. */
    int (*position)(gk_proto_app *app, const char *text, char *const *moves, int nmoves,
                    char *why, size_t size);
    /* d: the board and the position. */
    void (*display)(gk_proto *p, gk_proto_app *app);
    /* query: 1 if player 1 (Red) is to move; the result: 0 ongoing,
     * 1 player 1 wins, 2 player 2 wins, 3 draw. */
    int (*p1_to_move)(gk_proto_app *app);
    int (*result)(gk_proto_app *app);
    /* A job's copy of the current game (NULL: out of memory), and its end. */
    gk_proto_job *(*job_new)(gk_proto_app *app);
    void (*job_free)(gk_proto_job *job);
    /* In the worker thread: search the job's game with these limits
     * (checked by the loop) and print the info lines and the bestmove
     * line.  It passes gk_proto_stop_flag() to the search and calls
     * gk_proto_await_stop() before it prints bestmove (for "go
     * infinite"). */
    void (*search)(gk_proto *p, gk_proto_job *job, const gk_go *go);
    /* perft N, walked by the loop in the worker thread over the job's
     * game (moves are 32-bit codes): the legal moves (their count; a list
     * needs perft_max_moves), play one, take it back, and the count of a
     * subtree of depth <= perft_leaf_depth.  Each returns 0 (moves: the
     * count) or a GK_PROTO_WALK_* code. */
    int perft_max_moves, perft_leaf_depth;
    int (*perft_moves)(gk_proto_job *job, uint32_t *buf, int cap);
    int (*perft_play)(gk_proto_job *job, uint32_t move);
    void (*perft_undo)(gk_proto_job *job);
    int (*perft_count)(gk_proto_job *job, int depth, uint64_t *count);
} gk_proto_ops;

/* Runs the protocol on stdin/stdout until "quit" or the end of the input,
 * with the program's callbacks and state; returns the exit status (0; 1
 * if the threads cannot start). */
int gk_proto_run(const gk_proto_ops *ops, gk_proto_app *app);

/* Prints to stdout under the output lock and flushes (any thread). */
void gk_proto_out(gk_proto *p, const char *fmt, ...) GK_PRINTF(2, 3);
/* "info string error: WHAT[: DETAIL]", DETAIL escaped (gk_escape). */
void gk_proto_error(gk_proto *p, const char *what, const char *detail);

/* What an info line reports of a search result. */
typedef struct gk_info {
    int depth, seldepth;
    int score_type;       /* 0 cp, 1 win, 2 loss */
    int score;
    uint64_t nodes, nps;
    uint32_t time_ms;
} gk_info;

/* The gk_info of a search result of either library (R: a
 * ct_search_result or tl_search_result pointer, its fields named alike). */
#define GK_INFO_OF(r)                                                          \
    ((gk_info){(int)(r)->depth, (int)(r)->seldepth, (int)(r)->score_type,     \
               (int)(r)->score, (r)->nodes, (r)->nps, (r)->time_ms})

/* "info depth D seldepth S score cp|win|loss V nodes N nps N time MS pv"
 * into buf[size], to be followed by the moves; returns what snprintf
 * returns. */
size_t gk_proto_info(char *buf, size_t size, const gk_info *in);

/* The running job's stop flag (an int32_t read atomically; 1 = stop): the
 * search's stop pointer.  It belongs to one job and is cleared when the
 * next one starts. */
const volatile int32_t *gk_proto_stop_flag(gk_proto *p);
/* In the search job: for "go infinite" wait until stop or quit is read
 * (returns at once otherwise). */
void gk_proto_await_stop(gk_proto *p);

/* A nonnegative decimal number (digits only) <= max into *out; 1 if it is
 * one, else 0. */
int gk_proto_u64(const char *text, uint64_t max, uint64_t *out);

#endif
