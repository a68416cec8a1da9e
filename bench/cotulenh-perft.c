/* cotulenh-perft: speed of libcotulenh's move generation on one core.
 *
 *   cotulenh-perft [DEPTH]      (default 4)
 *
 * 1. Bulk-counted step perft(DEPTH) from the standard start (T8; the last
 *    ply is counted, not played): leaves per second.  Depths 1-4 are
 *    checked against the reference (116, 13,460, 1,578,767 from the
 *    vectors, T51; 183,623,675 at depth 4, this library's count).
 * 2. Step perft(DEPTH - 1) playing and taking back every move down to the
 *    leaves (tl_perft_full: make/undo with promotions, hash, coverage):
 *    nodes (moves played and taken back) per second.
 * Exit status 1 if a count is wrong. */
#include <stdio.h>
#include <stdlib.h>

#include "cotulenh/cotulenh.h"
#include "position.h"
#include "gk_cli.h"
#include "movegen.h"

#define now gk_cli_now

int main(int argc, char **argv)
{
    static const uint64_t want[5] = {1, 116, 13460, 1578767, 183623675};
    const int depth = argc > 1 ? atoi(argv[1]) : 4;
    int bad = 0;
    if (depth < 1 || depth > 6) {
        fprintf(stderr, "usage: cotulenh-perft [DEPTH 1..6]\n");
        return 2;
    }
    tl_pos p;
    char err[128];
    if (tl_pos_parse(&p, TL_START_FEN, err, sizeof err)) {
        fprintf(stderr, "cotulenh-perft: %s\n", err);
        return 2;
    }
    double t0 = now();
    const uint64_t n = tl_perft(&p, depth);
    double t = now() - t0;
    const char *check = "";
    if (depth <= 4 && want[depth]) {
        check = n == want[depth] ? " (matches the reference)" : " (WRONG)";
        bad |= n != want[depth];
    }
    printf("bulk perft(%d) %llu leaves in %.3f s: %.0f leaves/s%s\n", depth,
           (unsigned long long)n, t, (double)n / t, check);
    fflush(stdout);
    uint64_t nodes = 0;
    for (int d = 1; d < depth; d++)
        nodes += tl_perft(&p, d);
    t0 = now();
    const uint64_t m = tl_perft_full(&p, depth - 1);
    t = now() - t0;
    if (depth - 1 <= 3 && m != want[depth - 1]) {
        printf("play/undo perft(%d) WRONG: %llu\n", depth - 1, (unsigned long long)m);
        bad = 1;
    }
    printf("play/undo perft(%d) %llu leaves, %llu moves played in %.3f s: %.0f nodes/s\n",
           depth - 1, (unsigned long long)m, (unsigned long long)nodes, t, (double)nodes / t);
    return bad;
}
