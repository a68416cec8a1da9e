/* tlo-cli: the naive Cờ tư lệnh oracle from the command line, for debugging
 * a disagreement between libcotulenh and the oracle by hand.
 *   tlo-cli moves FEN           legal moves (LAN), one per line
 *   tlo-cli san FEN             the same as SAN
 *   tlo-cli play FEN MOVE...    the FEN after each move ("|" ends a session)
 *   tlo-cli perft FEN DEPTH     step perft (T50)
 *   tlo-cli divide FEN DEPTH    perft(DEPTH - 1) after each legal move
 *   tlo-cli game FEN MOVES [battles]   tlo_game() result, reason, points */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "oracle.h"

#define LISTSIZE (1 << 16)

static int usage(void)
{
    fputs("usage: tlo-cli moves|san FEN | play FEN MOVE... | perft|divide FEN DEPTH |"
          " game FEN MOVES [battles]\n", stderr);
    return 2;
}

static int list(const char *fen, int san)
{
    char err[256], buf[LISTSIZE];
    int n = san ? tlo_san_moves(fen, buf, sizeof buf, err, sizeof err)
                : tlo_legal_moves(fen, buf, sizeof buf, err, sizeof err);
    if (n < 0) {
        fprintf(stderr, "tlo-cli: %s\n", err);
        return 1;
    }
    for (char *t = strtok(buf, " "); t; t = strtok(NULL, " "))
        puts(t);
    return 0;
}

static int divide(const char *fen, int depth)
{
    char err[256], next[512], buf[LISTSIZE];
    if (depth < 1 || tlo_legal_moves(fen, buf, sizeof buf, err, sizeof err) < 0) {
        fprintf(stderr, "tlo-cli: bad FEN or depth\n");
        return 1;
    }
    long long sum = 0;
    for (char *t = strtok(buf, " "); t; t = strtok(NULL, " ")) {
        if (tlo_play(fen, t, next, sizeof next, err, sizeof err) < 0) {
            fprintf(stderr, "tlo-cli: %s: %s\n", t, err);
            return 1;
        }
        long long n = tlo_perft(next, depth - 1);
        printf("%s %lld\n", t, n);
        sum += n;
    }
    printf("total %lld\n", sum);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 3)
        return usage();
    const char *cmd = argv[1], *fen = argv[2];
    char err[256], next[512];
    if (!strcmp(cmd, "moves") || !strcmp(cmd, "san"))
        return list(fen, !strcmp(cmd, "san"));
    if (!strcmp(cmd, "play")) {
        snprintf(next, sizeof next, "%s", fen);
        for (int i = 3; i < argc; i++) {
            char out[512];
            if (tlo_play(next, argv[i], out, sizeof out, err, sizeof err) < 0) {
                fprintf(stderr, "tlo-cli: %s: %s\n", argv[i], err);
                return 1;
            }
            snprintf(next, sizeof next, "%s", out);
            puts(next);
        }
        return 0;
    }
    if ((!strcmp(cmd, "perft") || !strcmp(cmd, "divide")) && argc == 4) {
        int depth = atoi(argv[3]);
        if (!strcmp(cmd, "divide"))
            return divide(fen, depth);
        long long n = tlo_perft(fen, depth);
        if (n < 0) {
            fprintf(stderr, "tlo-cli: bad FEN or depth\n");
            return 1;
        }
        printf("%lld\n", n);
        return 0;
    }
    if (!strcmp(cmd, "game") && (argc == 4 || argc == 5)) {
        tlo_result r;
        int flags = argc == 5 && !strcmp(argv[4], "battles") ? TLO_BATTLES : 0;
        if (tlo_game(fen, argv[3], flags, &r, err, sizeof err) < 0) {
            fprintf(stderr, "tlo-cli: %s\n", err);
            return 1;
        }
        printf("%s ; %s ; %d,%d adj=%s\n%s\n", r.result, r.reason, r.points[0], r.points[1],
               r.adjudication, r.fen);
        return 0;
    }
    return usage();
}
