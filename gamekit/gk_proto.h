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
 * own copy of the game, made and freed here through the program's
 * callbacks.  What knows the game is in those callbacks (gk_proto_ops).
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

/* A game as the perft job walks it: moves are 32-bit codes.  Callbacks
 * return 0 (moves: the count) on success, else GK_PROTO_WALK_*. */
typedef struct gk_proto_perft {
    void *game;       /* the job's own copy */
    int max_moves;    /* the capacity a move list needs */
    int leaf_depth;   /* subtrees this deep are counted by count() */
    int (*moves)(void *game, uint32_t *buf, int cap); /* legal moves */
    int (*play)(void *game, uint32_t move);
    void (*undo)(void *game);
    int (*count)(void *game, int depth, uint64_t *count);
} gk_proto_perft;

/* What the program gives the loop.  Every callback runs in the main
 * thread, except search (the worker thread).  A job (go, perft) runs on
 * its own copy of the game (game_clone; "out of memory" when that
 * fails), freed by game_free when the job has ended.  The loop handles the
 * options Level (1 to level_max, default level_max), Hash (1 to hash_max
 * MiB, default hash_default, through set_hash) and Seed (0 to 2^32 - 1);
 * the program's options come first. */
typedef struct gk_proto_ops {
    const char *name;    /* "id name NAME VERSION" */
    const char *version;
    const char *author;  /* "id author AUTHOR" */
    void *user;          /* passed to every callback */
    int max_depth;       /* go depth 1 .. max_depth */
    int level_max;
    uint32_t hash_default, hash_max;
    /* ugi/uci: print the game's "option name ..." lines (gk_proto_out). */
    void (*options)(gk_proto *p, void *user);
    /* setoption of a game option: 1 if the name is the game's (the
     * callback reports a bad value itself), 0 if unknown. */
    int (*setoption)(gk_proto *p, void *user, const char *name, const char *value);
    /* Hash: 0 on success. */
    int (*set_hash)(void *user, uint32_t mb);
    /* ugi newgame / ucinewgame: forget the hash table (then the loop
     * takes a new game: game_new, game_take). */
    void (*clear)(void *user);
    /* position startpos|fen TEXT [moves W...], all or nothing, through
     * these (game: a new game handle of the program's library): a new
     * game at the start of the current rules (NULL: out of memory); load
     * a position (0 on success); play one word (0 on success); the
     * game's error message; free it; make it the current game.
     * fen_name says what the text is ("position string", "FEN"). */
    const char *fen_name;
    void *(*game_new)(void *user);
    int (*game_set)(void *game, const char *text);
    int (*game_play)(void *game, const char *word);
    const char *(*game_error)(void *game);
    void (*game_free)(void *game);
    void (*game_take)(void *user, void *game);
    /* A copy of the current game (NULL: out of memory). */
    void *(*game_clone)(void *user);
    /* d: the board and the position. */
    void (*display)(gk_proto *p, void *user);
    /* query: 1 if player 1 (Red) is to move; the result: 0 ongoing,
     * 1 player 1 wins, 2 player 2 wins, 3 draw. */
    int (*p1_to_move)(void *user);
    int (*result)(void *user);
    /* In the worker thread: search the job's game with these limits
     * (checked by the loop) and print the info lines and the bestmove
     * line.  It passes gk_proto_stop_flag() to the search and calls
     * gk_proto_await_stop() before it prints bestmove (for "go
     * infinite"). */
    void (*search)(gk_proto *p, void *user, void *game, const gk_go *go);
    /* perft: fill *walk for the job's game (walk->game may be the
     * program's own state around it); 0 to start the walk, -1 after an
     * error message. */
    int (*perft)(gk_proto *p, void *user, void *game, gk_proto_perft *walk);
    /* In the main thread, once a perft has ended (NULL: nothing to do):
     * free what perft() added to the job's game. */
    void (*job_done)(void *user);
} gk_proto_ops;

/* Runs the protocol on stdin/stdout until "quit" or the end of the input;
 * returns the exit status (0; 1 if the threads cannot start). */
int gk_proto_run(const gk_proto_ops *ops);

/* Prints to stdout under the output lock and flushes (any thread). */
void gk_proto_out(gk_proto *p, const char *fmt, ...) GK_PRINTF(2, 3);
/* "info string error: WHAT[: DETAIL]", DETAIL escaped (gk_escape). */
void gk_proto_error(gk_proto *p, const char *what, const char *detail);

/* "info depth D seldepth S score cp|win|loss V nodes N nps N time MS pv"
 * into buf[size] (score_type 0 cp, 1 win, 2 loss), to be followed by the
 * moves; returns what snprintf returns. */
size_t gk_proto_info(char *buf, size_t size, int depth, int seldepth, int score_type,
                     int score, uint64_t nodes, uint64_t nps, uint32_t time_ms);

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
