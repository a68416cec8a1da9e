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

typedef struct ctx {
    ct_game *g;
    ct_move list[CT_MAX_MOVES];
    int n;
} ctx;

static int count(void *p)
{
    ctx *c = p;
    c->n = ct_game_legal_moves(c->g, c->list, CT_MAX_MOVES);
    return c->n;
}

static void text(void *p, int i, char *buf, size_t size)
{
    ct_move_to_text(((ctx *)p)->list[i], buf, size);
}

static int play(void *p, int i)
{
    ctx *c = p;
    return ct_game_play(c->g, c->list[i]);
}

static void undo(void *p)
{
    ct_game_undo(((ctx *)p)->g);
}

static uint64_t perft(void *p, int depth)
{
    uint64_t n = 0;
    ct_game_perft(((ctx *)p)->g, depth, &n);
    return n;
}

int main(int argc, char **argv)
{
    ct_rules rules;
    int divide = 0, moves_only = 0;
    long depth = -1;
    char position[1024] = "";
    size_t plen = 0;

    ct_rules_init(&rules);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        long v;
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            fputs(usage, stdout);
            return 0;
        } else if (!strcmp(a, "--mover")) {
            if (++i == argc)
                return die("%s needs a value", a);
            if (!strcmp(argv[i], "front"))
                rules.mover = CT_MOVER_FRONT;
            else if (!strcmp(argv[i], "back"))
                rules.mover = CT_MOVER_BACK;
            else
                return die("--mover must be front or back, not '%s'", argv[i]);
        } else if (!strcmp(a, "--target") || !strcmp(a, "--limit")) {
            if (++i == argc)
                return die("%s needs a value", a);
            if (gk_cli_int(argv[i], 0, a[2] == 't' ? 1000 : 1000000, &v))
                return die("bad value '%s'", argv[i]);
            if (a[2] == 't')
                rules.target = (int32_t)v;
            else
                rules.limit = (int32_t)v;
        } else if (!strcmp(a, "--divide")) {
            divide = 1;
        } else if (!strcmp(a, "--moves")) {
            moves_only = 1;
        } else if (a[0] == '-' && a[1] == '-') {
            return die("unknown option '%s' (see --help)", a);
        } else if (depth < 0 && !plen && !gk_cli_int(a, 0, 64, &v)) {
            depth = v;
        } else if (depth < 0 && !moves_only) {
            return die("DEPTH must be a number from 0 to 64, not '%s'", a);
        } else if (gk_cli_append(position, sizeof position, &plen, a)) {
            return die("%s", "the position is too long");
        }
    }
    if (depth < 0 && !moves_only) {
        fputs(usage, stderr);
        return 2;
    }

    static ctx c;
    int rc = ct_game_new(&rules, &c.g);
    if (rc)
        return die("%s", ct_strerror(rc));
    if (plen && ct_game_set_position(c.g, position)) {
        fprintf(stderr, "cotoan-perft: invalid position: %s\n", ct_game_error(c.g));
        ct_game_free(c.g);
        return 2;
    }
    const gk_perft_game ops = {&c, count, text, play, undo, perft};
    rc = gk_perft_report(&ops, depth, divide, moves_only);
    ct_game_free(c.g);
    return rc;
}
