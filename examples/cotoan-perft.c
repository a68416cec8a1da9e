/* cotoan-perft: count the leaves of the legal-move tree (perft).
 *
 *   cotoan-perft [--mover front|back] [--target N] [--limit N]
 *                [--divide] [--moves] DEPTH [POSITION]
 *
 * Prints "perft D COUNT" for D = 1..DEPTH from POSITION (default: the start
 * position).  --divide prints each root move with its count at DEPTH-1 and
 * then "perft DEPTH TOTAL".  --moves prints the legal moves of POSITION,
 * sorted, on one line, and exits (DEPTH may then be omitted).  Timing goes
 * to stderr.  Bad input: the library's message on stderr, exit status 2.
 * The report is shared with cotulenh-perft (gamekit/gk_cli.c). */
#include <cotoan/cotoan.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gk_cli.h"

static const char usage[] =
    "usage: cotoan-perft [--mover front|back] [--target N] [--limit N]\n"
    "                    [--divide] [--moves] DEPTH [POSITION]\n"
    "\n"
    "Count the leaf positions of the Co toan legal-move tree.\n"
    "  --mover front|back  which piece of the pair captures (R10; default front)\n"
    "  --target N          score target, 0 = none (R13; default 15)\n"
    "  --limit N           ply limit, 0 = none (R14; default 240)\n"
    "  --divide            print each root move with its count at DEPTH-1\n"
    "  --moves             print the sorted legal moves of POSITION and exit\n"
    "  DEPTH               0..64\n"
    "  POSITION            a position string (R19); may be given as one\n"
    "                      argument or as its space-separated words\n"
    "Output: one line 'perft D COUNT' per depth on stdout; timing on stderr.\n"
    "Exit status: 0 on success, 2 on a bad option or position.\n";

static int die(const char *fmt, const char *arg)
{
    return gk_cli_fail("cotoan-perft", fmt, arg);
}

/* The report's view of a ct_game. */
static int moves(void *g, uint32_t *buf, int cap)
{
    return ct_game_legal_moves(g, buf, (size_t)cap);
}

static void text(void *g, uint32_t m, char *buf, size_t size)
{
    (void)g;
    ct_move_to_text(m, buf, size);
}

static int play(void *g, uint32_t m)
{
    return ct_game_play(g, m);
}

static void undo(void *g)
{
    ct_game_undo(g);
}

static uint64_t perft(void *g, int depth)
{
    uint64_t n = 0;
    ct_game_perft(g, depth, &n);
    return n;
}

typedef struct prog {
    ct_rules rules;
    ct_game *g;
} prog;

/* --mover, --target, --limit */
static int option(void *user, int argc, char **argv, int *i)
{
    prog *p = user;
    const char *a = argv[*i];
    long v;
    if (!strcmp(a, "--mover")) {
        if (++*i == argc)
            return die("%s needs a value", a);
        if (!strcmp(argv[*i], "front"))
            p->rules.mover = CT_MOVER_FRONT;
        else if (!strcmp(argv[*i], "back"))
            p->rules.mover = CT_MOVER_BACK;
        else
            return die("--mover must be front or back, not '%s'", argv[*i]);
    } else if (!strcmp(a, "--target") || !strcmp(a, "--limit")) {
        if (++*i == argc)
            return die("%s needs a value", a);
        if (gk_cli_int(argv[*i], 0, a[2] == 't' ? 1000 : 1000000, &v))
            return die("bad value '%s'", argv[*i]);
        if (a[2] == 't')
            p->rules.target = (int32_t)v;
        else
            p->rules.limit = (int32_t)v;
    } else {
        return -1;
    }
    return 0;
}

static int open_game(void *user, const char *position, gk_perft_game *g)
{
    prog *p = user;
    int rc = ct_game_new(&p->rules, &p->g);
    if (rc)
        return die("%s", ct_strerror(rc));
    if (*position && ct_game_set_position(p->g, position)) {
        rc = die("invalid position: %s", ct_game_error(p->g));
        ct_game_free(p->g);
        return rc;
    }
    *g = (gk_perft_game){p->g, CT_MAX_MOVES, moves, text, play, undo, perft};
    return 0;
}

static void close_game(void *user)
{
    ct_game_free(((prog *)user)->g);
}

int main(int argc, char **argv)
{
    prog p = {0};
    ct_rules_init(&p.rules);
    const gk_perft_prog ops = {"cotoan-perft", usage, 64, "position", 1024, &p,
                               option, open_game, close_game};
    return gk_perft_main(&ops, argc, argv);
}
