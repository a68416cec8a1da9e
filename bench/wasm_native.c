/* wasm-native: the native half of bench/wasm-vs-native.mjs.
 *
 *   wasm-native PERFT_DEPTH SEARCH_DEPTH
 *
 * Through the public API, as the JavaScript package does it: perft of the
 * start position (ct_game_perft) and one search to a fixed depth (level
 * 10, 16 MiB table, a fresh engine).  Prints one JSON line with the counts
 * and the CPU time of each (CLOCK_PROCESS_CPUTIME_ID, seconds). */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>

#include <cotoan/cotoan.h>

#include "gk_cli.h"

#define cpu gk_cli_cpu

int main(int argc, char **argv)
{
    int pd = argc > 1 ? atoi(argv[1]) : 5;
    int sd = argc > 2 ? atoi(argv[2]) : 8;
    ct_game *g = NULL;
    ct_engine *e = NULL;
    ct_search_limits lim;
    ct_search_result res = {.size = sizeof res};
    uint64_t leaves = 0;
    if (pd < 0 || pd > 7 || sd < 1 || sd > 64) {
        fprintf(stderr, "usage: wasm-native PERFT_DEPTH (0..7) SEARCH_DEPTH (1..64)\n");
        return 2;
    }
    if (ct_game_new(NULL, &g) || ct_engine_new(NULL, &e)) {
        fprintf(stderr, "wasm-native: out of memory\n");
        return 1;
    }
    double t0 = cpu();
    if (ct_game_perft(g, pd, &leaves)) return 1;
    double t1 = cpu();
    ct_search_limits_init(&lim);
    lim.depth = sd;
    if (ct_search(e, g, &lim, &res)) return 1;
    double t2 = cpu();
    char best[8];
    ct_move_to_text(res.best, best, sizeof best);
    printf("{\"perft\": %llu, \"perftCpu\": %.3f, \"nodes\": %llu, \"best\": \"%s\", \"searchCpu\": %.3f}\n",
           (unsigned long long)leaves, t1 - t0, (unsigned long long)res.nodes, best, t2 - t1);
    ct_engine_free(e);
    ct_game_free(g);
    return 0;
}
