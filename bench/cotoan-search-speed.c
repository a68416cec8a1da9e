/* cotoan-search-speed: nodes per second of the engine on middlegame positions.
 *
 *   cotoan-search-speed [POSITIONS [MOVETIME_MS [front|back]]]
 *                                    (defaults: 8, 500 and front)
 *
 * The positions are reached from the start by playing 24 plies of level-4
 * engine moves with seeds 1, 2, ..., under the capture-mover rule given
 * (R10); each is then searched for MOVETIME_MS
 * at full strength with a fresh 64 MiB table.  Prints the depth, nodes and
 * nodes/s of each search and the total, by the wall clock (what the engine
 * reports) and per CPU second (fair on a loaded machine).  A benchmark, never a test. */
#include <cotoan/cotoan.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int reach(ct_game *g, ct_engine *eng, uint64_t seed, int plies)
{
    ct_search_limits lim;
    ct_search_result res;
    ct_search_limits_init(&lim);
    lim.level = 4;
    lim.seed = seed;
    for (int i = 0; i < plies; i++) {
        res.size = sizeof res;
        lim.seed = seed * 1000 + (uint64_t)i;
        if (ct_search(eng, g, &lim, &res) != CT_OK || res.best == CT_MOVE_NONE)
            return 0;
        ct_game_play(g, res.best);
        if (ct_game_outcome(g, NULL) != CT_ONGOING)
            return 0;
    }
    return 1;
}

int main(int argc, char **argv)
{
    int npos = argc > 1 ? atoi(argv[1]) : 8;
    int ms = argc > 2 ? atoi(argv[2]) : 500;
    ct_rules rules;
    ct_rules_init(&rules);
    if (argc > 3) {
        if (!strcmp(argv[3], "back"))
            rules.mover = CT_MOVER_BACK;
        else if (strcmp(argv[3], "front"))
            npos = 0; /* usage */
    }
    ct_engine_options eo;
    ct_engine *eng;
    ct_engine_options_init(&eo);
    eo.hash_mb = 64;
    if (npos < 1 || ms < 1 || ct_engine_new(&eo, &eng) != CT_OK) {
        fprintf(stderr, "usage: cotoan-search-speed [POSITIONS [MOVETIME_MS [front|back]]]\n");
        return 2;
    }
    uint64_t nodes = 0, ms_total = 0;
    double cpu_total = 0;
    int done = 0;
    for (uint64_t seed = 1; done < npos && seed < 1000; seed++) {
        ct_game *g;
        ct_game_new(&rules, &g);
        if (!reach(g, eng, seed, 24)) {
            ct_game_free(g);
            continue;
        }
        char pos[CT_POSITION_MAX];
        ct_game_position(g, pos, sizeof pos);
        ct_engine_clear(eng);
        ct_search_limits lim;
        ct_search_result res;
        ct_search_limits_init(&lim);
        lim.movetime_ms = ms;
        res.size = sizeof res;
        clock_t c0 = clock();
        ct_search(eng, g, &lim, &res);
        double cpu = (double)(clock() - c0) / CLOCKS_PER_SEC;
        printf("%-70s depth %2d nodes %9llu nps %8llu cpu-nps %8.0f\n", pos,
               (int)res.depth, (unsigned long long)res.nodes,
               (unsigned long long)res.nps, (double)res.nodes / (cpu > 0 ? cpu : 1e-9));
        nodes += res.nodes;
        ms_total += res.time_ms ? res.time_ms : 1;
        cpu_total += cpu;
        done++;
        ct_game_free(g);
    }
    printf("total: %d positions, %llu nodes in %llu ms, %llu nodes/s "
           "(%.0f nodes per CPU second)\n", done,
           (unsigned long long)nodes, (unsigned long long)ms_total,
           (unsigned long long)(nodes * 1000 / (ms_total ? ms_total : 1)),
           (double)nodes / (cpu_total > 0 ? cpu_total : 1e-9));
    ct_engine_free(eng);
    return 0;
}
