/* cotoan-perft: count the leaves of the legal-move tree (perft).
 *
 *   cotoan-perft [--mover front|back] [--target N] [--limit N]
 *                [--divide] [--moves] DEPTH [POSITION]
 *
 * Prints "perft D COUNT" for D = 1..DEPTH from POSITION (default: the start
 * position).  --divide prints each root move with its count at DEPTH-1 and
 * then "perft DEPTH TOTAL".  --moves prints the legal moves of POSITION,
 * sorted, on one line, and exits (DEPTH may then be omitted).  Timing goes
 * to stderr.  Bad input: the library's message on stderr, exit status 2. */
#define _POSIX_C_SOURCE 200809L
#include <cotoan/cotoan.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

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
    fprintf(stderr, "cotoan-perft: ");
    fprintf(stderr, fmt, arg);
    fprintf(stderr, "\n");
    return 2;
}

static int parse_int(const char *s, long lo, long hi, long *out)
{
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (!*s || *end || errno || v < lo || v > hi)
        return -1;
    *out = v;
    return 0;
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static int cmp_text(const void *a, const void *b)
{
    return strcmp((const char *)a, (const char *)b);
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
            if (parse_int(argv[i], 0, a[2] == 't' ? 1000 : 1000000, &v))
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
        } else if (depth < 0 && !plen && !parse_int(a, 0, 64, &v)) {
            depth = v;
        } else if (depth < 0 && !moves_only) {
            return die("DEPTH must be a number from 0 to 64, not '%s'", a);
        } else {
            size_t n = strlen(a);
            if (plen + n + 2 > sizeof position)
                return die("%s", "the position is too long");
            if (plen)
                position[plen++] = ' ';
            memcpy(position + plen, a, n + 1);
            plen += n;
        }
    }
    if (depth < 0 && !moves_only) {
        fputs(usage, stderr);
        return 2;
    }

    ct_game *g;
    int rc = ct_game_new(&rules, &g);
    if (rc)
        return die("%s", ct_strerror(rc));
    if (plen && ct_game_set_position(g, position)) {
        fprintf(stderr, "cotoan-perft: invalid position: %s\n", ct_game_error(g));
        ct_game_free(g);
        return 2;
    }

    ct_move list[CT_MAX_MOVES];
    int n = ct_game_legal_moves(g, list, CT_MAX_MOVES);
    if (moves_only) {
        char text[CT_MAX_MOVES][8];
        for (int i = 0; i < n; i++)
            ct_move_to_text(list[i], text[i], sizeof text[i]);
        qsort(text, (size_t)n, sizeof text[0], cmp_text);
        for (int i = 0; i < n; i++)
            printf("%s%s", i ? " " : "", text[i]);
        printf("\n");
        ct_game_free(g);
        return 0;
    }

    if (divide && depth > 0) {
        char text[CT_MAX_MOVES][32];
        uint64_t total = 0;
        double t0 = now();
        for (int i = 0; i < n; i++) {
            uint64_t c = 0;
            char mv[8];
            ct_game_play(g, list[i]);
            ct_game_perft(g, (int32_t)depth - 1, &c);
            ct_game_undo(g);
            ct_move_to_text(list[i], mv, sizeof mv);
            snprintf(text[i], sizeof text[i], "%s %llu", mv, (unsigned long long)c);
            total += c;
        }
        qsort(text, (size_t)n, sizeof text[0], cmp_text);
        for (int i = 0; i < n; i++)
            printf("%s\n", text[i]);
        printf("perft %ld %llu\n", depth, (unsigned long long)total);
        fprintf(stderr, "divide %ld: %.3f s\n", depth, now() - t0);
        ct_game_free(g);
        return 0;
    }

    for (long d = 1; d <= depth; d++) {
        uint64_t c = 0;
        double t0 = now();
        ct_game_perft(g, (int32_t)d, &c);
        double t = now() - t0;
        printf("perft %ld %llu\n", d, (unsigned long long)c);
        fflush(stdout);
        fprintf(stderr, "depth %ld: %.3f s, %.0f leaves/s\n", d, t,
                t > 0 ? (double)c / t : 0.0);
    }
    if (depth == 0)
        printf("perft 0 1\n");
    ct_game_free(g);
    return 0;
}
