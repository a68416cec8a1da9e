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

static const char prog_name[] = "cotulenh-perft";

/* The report's view of a tl_game. */
static int moves(void *g, uint32_t *buf, int cap)
{
    return tl_game_legal_moves(g, buf, (size_t)cap);
}

static void text(void *g, uint32_t m, char *buf, size_t size)
{
    tl_game_move_text(g, m, TL_NOTATION_LAN, buf, size);
}

static int play(void *g, uint32_t m)
{
    return tl_game_play(g, m);
}

static void undo(void *g)
{
    tl_game_undo(g);
}

static uint64_t perft(void *g, int depth)
{
    uint64_t n = 0;
    tl_game_perft(g, depth, &n);
    return n;
}

typedef struct prog {
    tl_rules rules;
    tl_game *g;
} prog;

/* --reduced, --mode */
static int option(void *user, int argc, char **argv, int *i)
{
    prog *p = user;
    const char *a = argv[*i];
    if (!strcmp(a, "--reduced")) {
        p->rules.start = TL_START_REDUCED;
    } else if (!strcmp(a, "--mode")) {
        if (++*i == argc)
            return gk_cli_fail(prog_name, "%s needs a value", a);
        if (!strcmp(argv[*i], "total"))
            p->rules.mode = TL_MODE_TOTAL;
        else if (!strcmp(argv[*i], "battles"))
            p->rules.mode = TL_MODE_BATTLES;
        else
            return gk_cli_fail(prog_name, "--mode must be total or battles, not '%s'",
                               argv[*i]);
    } else {
        return -1;
    }
    return 0;
}

static int open_game(void *user, const char *fen, gk_perft_game *g)
{
    prog *p = user;
    int rc = tl_game_new(&p->rules, &p->g);
    if (rc)
        return gk_cli_fail(prog_name, "%s", tl_strerror(rc));
    if (*fen && tl_game_set_fen(p->g, fen)) {
        rc = gk_cli_fail(prog_name, "invalid position: %s", tl_game_error(p->g));
        tl_game_free(p->g);
        return rc;
    }
    *g = (gk_perft_game){p->g, TL_MAX_MOVES, moves, text, play, undo, perft};
    return 0;
}

static void close_game(void *user)
{
    tl_game_free(((prog *)user)->g);
}

int main(int argc, char **argv)
{
    prog p = {0};
    tl_rules_init(&p.rules);
    const gk_perft_prog ops = {prog_name, usage, 32, "FEN", TL_FEN_MAX, &p,
                               option, open_game, close_game};
    return gk_perft_main(&ops, argc, argv);
}
