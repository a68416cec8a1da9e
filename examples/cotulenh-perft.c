/* cotulenh-perft: count the leaves of the Co tu lenh legal-move tree (step
 * perft, T50: each deploy step is one ply).
 *
 *   cotulenh-perft [--reduced] [--mode total|battles] [--divide] [--moves]
 *                  DEPTH [FEN]
 *
 * Prints "perft D COUNT" for D = 1..DEPTH from FEN (default: the start
 * position of the rules).  --divide prints each root move in LAN with its
 * count at DEPTH-1 and then "perft DEPTH TOTAL".  --moves prints the legal
 * moves of FEN in LAN, sorted, on one line, and exits (DEPTH may then be
 * omitted).  Timing goes to stderr.  Bad input: the library's message on
 * stderr, exit status 2.  The output is that of cotoan-perft (the report is
 * shared: gamekit/gk_cli.c). */
#include <cotulenh/cotulenh.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gk_cli.h"

static const char usage[] =
    "usage: cotulenh-perft [--reduced] [--mode total|battles] [--divide] [--moves]\n"
    "                      DEPTH [FEN]\n"
    "\n"
    "Count the leaf positions of the Co tu lenh legal-move tree (step perft,\n"
    "each deploy step one ply).\n"
    "  --reduced           the reduced start and piece set (T9)\n"
    "  --mode total|battles  ending mode (T53, T54; perft ignores it, T50)\n"
    "  --divide            print each root move (LAN) with its count at DEPTH-1\n"
    "  --moves             print the sorted legal moves of FEN and exit\n"
    "  DEPTH               0..32\n"
    "  FEN                 a position (T45, optional 7th session field); may be\n"
    "                      given as one argument or as its space-separated words\n"
    "Output: one line 'perft D COUNT' per depth on stdout; timing on stderr.\n"
    "Exit status: 0 on success, 2 on a bad option or position.\n";

typedef struct ctx {
    tl_game *g;
    tl_move list[TL_MAX_MOVES];
    int n;
} ctx;

static int count(void *p)
{
    ctx *c = p;
    c->n = tl_game_legal_moves(c->g, c->list, TL_MAX_MOVES);
    return c->n;
}

static void text(void *p, int i, char *buf, size_t size)
{
    ctx *c = p;
    tl_game_move_text(c->g, c->list[i], TL_NOTATION_LAN, buf, size);
}

static int play(void *p, int i)
{
    ctx *c = p;
    return tl_game_play(c->g, c->list[i]);
}

static void undo(void *p)
{
    tl_game_undo(((ctx *)p)->g);
}

static uint64_t perft(void *p, int depth)
{
    uint64_t n = 0;
    tl_game_perft(((ctx *)p)->g, depth, &n);
    return n;
}

int main(int argc, char **argv)
{
    static const char prog[] = "cotulenh-perft";
    tl_rules rules;
    int divide = 0, moves_only = 0;
    long depth = -1;
    char fen[TL_FEN_MAX] = "";
    size_t flen = 0;

    tl_rules_init(&rules);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        long v;
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            fputs(usage, stdout);
            return 0;
        } else if (!strcmp(a, "--reduced")) {
            rules.start = TL_START_REDUCED;
        } else if (!strcmp(a, "--mode")) {
            if (++i == argc)
                return gk_cli_fail(prog, "%s needs a value", a);
            if (!strcmp(argv[i], "total"))
                rules.mode = TL_MODE_TOTAL;
            else if (!strcmp(argv[i], "battles"))
                rules.mode = TL_MODE_BATTLES;
            else
                return gk_cli_fail(prog, "--mode must be total or battles, not '%s'", argv[i]);
        } else if (!strcmp(a, "--divide")) {
            divide = 1;
        } else if (!strcmp(a, "--moves")) {
            moves_only = 1;
        } else if (a[0] == '-' && a[1] == '-') {
            return gk_cli_fail(prog, "unknown option '%s' (see --help)", a);
        } else if (depth < 0 && !flen && !gk_cli_int(a, 0, 32, &v)) {
            depth = v;
        } else if (depth < 0 && !moves_only) {
            return gk_cli_fail(prog, "DEPTH must be a number from 0 to 32, not '%s'", a);
        } else if (gk_cli_append(fen, sizeof fen, &flen, a)) {
            return gk_cli_fail(prog, "the FEN is too long");
        }
    }
    if (depth < 0 && !moves_only) {
        fputs(usage, stderr);
        return 2;
    }
    static ctx c;
    int rc = tl_game_new(&rules, &c.g);
    if (rc)
        return gk_cli_fail(prog, "%s", tl_strerror(rc));
    if (flen && tl_game_set_fen(c.g, fen)) {
        rc = gk_cli_fail(prog, "invalid position: %s", tl_game_error(c.g));
        tl_game_free(c.g);
        return rc;
    }
    const gk_perft_game ops = {&c, count, text, play, undo, perft};
    rc = gk_perft_report(&ops, depth, divide, moves_only);
    tl_game_free(c.g);
    return rc;
}
