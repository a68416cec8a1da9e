/* wasm-native: the native half of bench/wasm-vs-native.mjs.
 *
 *   wasm-native PERFT_DEPTH SEARCH_DEPTH [cotoan|cotulenh]
 *
 * Through the public API of libcotoan (the default) or libcotulenh, as the
 * JavaScript package does it: perft of the start position (ct_game_perft /
 * tl_game_perft, bulk-counted) and one search to a fixed depth (the full
 * engine, seed 0, 16 MiB table, a fresh engine).  Prints one JSON line with the
 * counts, the best move (LAN) and the CPU time of each
 * (CLOCK_PROCESS_CPUTIME_ID, seconds). */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <string.h>

#include <cotoan/cotoan.h>
#include <cotulenh/cotulenh.h>

#include "gk_cli.h"

#define cpu gk_cli_cpu

/* What one game's run measured. */
typedef struct run {
    uint64_t leaves, nodes;
    double perft_cpu, search_cpu;
    char best[40];
} run;

static int run_cotoan(int pd, int sd, run *r)
{
    ct_game *g = NULL;
    ct_engine *e = NULL;
    ct_search_limits lim;
    ct_search_result res = {.size = sizeof res};
    int rc = ct_game_new(NULL, &g);
    if (!rc) rc = ct_engine_new(NULL, &e);
    double t0 = cpu();
    if (!rc) rc = ct_game_perft(g, pd, &r->leaves);
    double t1 = cpu();
    if (!rc) rc = ct_search_limits_init(&lim);
    if (!rc) {
        lim.depth = sd;
        rc = ct_search(e, g, &lim, &res);
    }
    r->perft_cpu = t1 - t0;
    r->search_cpu = cpu() - t1;
    r->nodes = res.nodes;
    if (!rc) ct_move_to_text(res.best, r->best, sizeof r->best);
    ct_engine_free(e);
    ct_game_free(g);
    return rc;
}

static int run_cotulenh(int pd, int sd, run *r)
{
    tl_game *g = NULL;
    tl_engine *e = NULL;
    tl_search_limits lim;
    tl_search_result res = {.size = sizeof res};
    int rc = tl_game_new(NULL, &g);
    if (!rc) rc = tl_engine_new(NULL, &e);
    double t0 = cpu();
    if (!rc) rc = tl_game_perft(g, pd, &r->leaves);
    double t1 = cpu();
    if (!rc) rc = tl_search_limits_init(&lim);
    if (!rc) {
        lim.depth = sd;
        rc = tl_search(e, g, &lim, &res);
    }
    r->perft_cpu = t1 - t0;
    r->search_cpu = cpu() - t1;
    r->nodes = res.nodes;
    if (!rc && tl_game_move_text(g, res.best, TL_NOTATION_LAN, r->best, sizeof r->best) < 0)
        rc = TL_ERR_ILLEGAL_MOVE;
    tl_engine_free(e);
    tl_game_free(g);
    return rc;
}

int main(int argc, char **argv)
{
    long pd = 5, sd = 8;
    const char *game = argc > 3 ? argv[3] : "cotoan";
    const int tl = !strcmp(game, "cotulenh");
    run r = {0};
    if (argc > 4 || (argc > 1 && gk_cli_int(argv[1], 0, 7, &pd))
        || (argc > 2 && gk_cli_int(argv[2], 1, 64, &sd)) || (!tl && strcmp(game, "cotoan")))
        return gk_cli_fail("wasm-native",
                           "usage: wasm-native PERFT_DEPTH (0..7) SEARCH_DEPTH (1..64) [cotoan|cotulenh]");
    const int rc = tl ? run_cotulenh((int)pd, (int)sd, &r) : run_cotoan((int)pd, (int)sd, &r);
    if (rc) {
        fprintf(stderr, "wasm-native: %s\n", tl ? tl_strerror(rc) : ct_strerror(rc));
        return 1;
    }
    printf("{\"perft\": %llu, \"perftCpu\": %.3f, \"nodes\": %llu, \"best\": \"%s\", \"searchCpu\": %.3f}\n",
           (unsigned long long)r.leaves, r.perft_cpu, (unsigned long long)r.nodes, r.best,
           r.search_cpu);
    return 0;
}
