/* cotoan-perft: speed of move generation on one core.
 *
 *   cotoan-perft [DEPTH]      (default 5)
 *
 * 1. Bulk-counted perft(DEPTH) from the start position, both movers
 *    (the last ply is counted, not played): leaves per second.  At depth 5
 *    the counts are checked against the reference (6,418,355,624 front,
 *    6,418,419,317 back).
 * 2. perft(DEPTH - 1) playing and taking back every move down to the leaves
 *    (ct_perft_full: the library's make/unmake, hash included): nodes
 *    (moves played and taken back) per second.
 * Exit status 1 if a count is wrong. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>

#include "board.h"
#include "gk_cli.h"
#include "movegen.h"

#define now gk_cli_now

int main(int argc, char **argv)
{
    int depth = argc > 1 ? atoi(argv[1]) : 5;
    static const uint64_t want5[2] = {6418355624ull, 6418419317ull};
    int bad = 0;
    if (depth < 1 || depth > 7) {
        fprintf(stderr, "usage: cotoan-perft [DEPTH 1..7]\n");
        return 2;
    }
    for (int mover = 0; mover < 2; mover++) {
        ct_ruleset r = {mover, 15, 240};
        ct_pos p;
        ct_pos_start(&p);
        double t0 = now();
        uint64_t n = ct_perft(&p, &r, depth);
        double t = now() - t0;
        const char *check = "";
        if (depth == 5) {
            check = n == want5[mover] ? " (matches the reference)" : " (WRONG)";
            bad |= n != want5[mover];
        }
        printf("bulk perft(%d) mover %-5s %llu leaves in %.3f s: %.0f leaves/s%s\n", depth,
               mover ? "back" : "front", (unsigned long long)n, t, (double)n / t, check);
        fflush(stdout);
    }
    for (int mover = 0; mover < 2; mover++) {
        ct_ruleset r = {mover, 15, 240};
        ct_pos p;
        uint64_t nodes = 0;
        ct_pos_start(&p);
        /* Every node but the root is one move played and taken back. */
        for (int d = 1; d < depth; d++)
            nodes += ct_perft(&p, &r, d);
        double t0 = now();
        uint64_t n = ct_perft_full(&p, &r, depth - 1);
        double t = now() - t0;
        printf("play/undo perft(%d) mover %-5s %llu leaves, %llu moves played in %.3f s: "
               "%.0f nodes/s\n", depth - 1, mover ? "back" : "front",
               (unsigned long long)n, (unsigned long long)nodes, t, (double)nodes / t);
        fflush(stdout);
    }
    return bad;
}
