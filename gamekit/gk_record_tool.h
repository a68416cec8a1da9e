/* The record programs (cotoan-record, cotulenh-record): their common
 * options (--check, --replay, --write[=NOTATION], --position[=N],
 * --svg[=N], --game=K, --flip, --square=PX, --lang=vi|en, --help, FILE), the reading
 * loop over the games of a file, the exit statuses and messages, in the
 * language of --lang (else the locale; the programs' catalogue,
 * gk_play_tr()).  What knows the game comes from the program's callbacks.
 * In gamekit_cli. */
#ifndef GK_RECORD_TOOL_H
#define GK_RECORD_TOOL_H

#include <stddef.h>
#include <stdint.h>

#define GK_RTOOL_USAGE 1   /* usage or I/O error */
#define GK_RTOOL_BAD 2     /* a bad record */

enum { GK_RTOOL_OUTCOME, GK_RTOOL_CHECK, GK_RTOOL_REPLAY, GK_RTOOL_WRITE, GK_RTOOL_POSITION,
       GK_RTOOL_SVG };

/* The options of one run. */
typedef struct gk_rtool_opts {
    int action;           /* GK_RTOOL_* */
    uint32_t write_flags; /* the index of --write's notation */
    long at;              /* plies or turns of --position/--svg; -1: the end */
    long game;            /* 0: every game */
    int flip;
    int square;
    int lang;             /* of the messages: --lang, else the locale */
    const char *file;
} gk_rtool_opts;

typedef struct gk_rtool gk_rtool;

struct gk_rtool {
    const char *prog;        /* "cotoan-record" */
    const char *usage[2];    /* --help: English, Vietnamese (gk_rtool adds --lang, --help, exit status) */
    const char *notations[2];/* --write=NAME: flag 0 and flag 1 */
    const char *unit;        /* "ply" or "turn" (messages, through gk_play_tr()) */
    long square_min;         /* --square=PX from this to 512 */
    void *user;
    /* A game's option --NAME[=VAL] (name[0..n)): -1 when it is not one,
     * 0 once taken, else the exit status after gk_rtool_usage() (in
     * lang). */
    int (*option)(const gk_rtool *t, int lang, const char *name, size_t n, const char *val);
    /* The reader of text[0..len), its messages in lang (GK_LANG_*): 0, or
     * a library status. */
    int (*open)(void *user, const char *text, size_t len, int lang, void **reader);
    /* 1 a game, 0 the end, < 0 an error (the reader's message). */
    int (*next)(void *reader, void **game, void **rec);
    const char *(*error)(const void *reader);
    const char *(*status_text)(int code, int lang); /* ct_status_text() */
    void (*free_reader)(void *reader);
    void (*free_game)(void *game);
    void (*free_record)(void *rec);
    /* The actions on game number `index` (0 or an exit status); the game
     * has the run's language (the reader gave it its own), which their
     * messages take. */
    void (*outcome)(const void *game, const void *rec, long index);
    int (*replay)(const void *game, const void *rec, long index);
    int (*write)(const void *game, const void *rec, uint32_t flags, int first);
    int (*picture)(const void *game, const gk_rtool_opts *o, long index);
};

/* "PROG: " the message fmt (in lang, through gk_play_tr()) with arg, and
 * the hint to --help, on stderr; returns GK_RTOOL_USAGE. */
int gk_rtool_usage(const gk_rtool *t, int lang, const char *fmt, const char *arg);
/* The whole program; returns its exit status. */
int gk_rtool_main(const gk_rtool *t, int argc, char **argv);

#endif
