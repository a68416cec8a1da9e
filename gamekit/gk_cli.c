#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gk_cli.h"

int gk_cli_fail(const char *prog, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "%s: ", prog);
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, "\n");
    va_end(ap);
    return 2;
}

int gk_cli_int(const char *s, long lo, long hi, long *out)
{
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (!*s || *end || errno || v < lo || v > hi)
        return -1;
    *out = v;
    return 0;
}

int gk_cli_append(char *buf, size_t size, size_t *len, const char *word)
{
    size_t n = strlen(word);
    if (*len + n + 2 > size)
        return -1;
    if (*len)
        buf[(*len)++] = ' ';
    memcpy(buf + *len, word, n + 1);
    *len += n;
    return 0;
}

char *gk_cli_read_file(const char *path, size_t *len)
{
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    while (buf) {
        n += fread(buf + n, 1, cap - n - 1, f);
        if (n < cap - 1)
            break;
        char *nb = realloc(buf, cap * 2);
        if (!nb)
            free(buf);
        buf = nb;
        cap *= 2;
    }
    const int err = ferror(f);
    if (f != stdin)
        fclose(f);
    if (err || !buf) {
        free(buf);
        return NULL;
    }
    buf[n] = '\0';
    *len = n;
    return buf;
}

static double seconds(clockid_t clock)
{
    struct timespec ts;
    clock_gettime(clock, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

double gk_cli_now(void)
{
    return seconds(CLOCK_MONOTONIC);
}

double gk_cli_cpu(void)
{
    return seconds(CLOCK_PROCESS_CPUTIME_ID);
}

static int cmp_text(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

#define LINE 64

static int perft_report(const gk_perft_game *g, long depth, int divide, int moves_only)
{
    uint32_t *list = malloc((size_t)(g->max_moves > 0 ? g->max_moves : 1) * sizeof *list);
    const int n = list ? g->moves(g->game, list, g->max_moves) : 0;
    char *text = n > 0 ? malloc((size_t)n * LINE) : NULL;
    const char **ptr = n > 0 ? malloc((size_t)n * sizeof *ptr) : NULL;
    if (!list || n < 0 || (n > 0 && (!text || !ptr))) {
        free(list);
        free(text);
        free(ptr);
        return gk_cli_fail("perft", n < 0 ? "cannot list the moves" : "out of memory");
    }
    if (moves_only) {
        for (int i = 0; i < n; i++) {
            g->text(g->game, list[i], text + (size_t)i * LINE, LINE);
            ptr[i] = text + (size_t)i * LINE;
        }
        qsort(ptr, (size_t)n, sizeof ptr[0], cmp_text);
        for (int i = 0; i < n; i++)
            printf("%s%s", i ? " " : "", ptr[i]);
        printf("\n");
    } else if (divide && depth > 0) {
        uint64_t total = 0;
        const double t0 = gk_cli_now();
        for (int i = 0; i < n; i++) {
            char mv[LINE - 24];
            g->text(g->game, list[i], mv, sizeof mv);
            uint64_t c = 0;
            if (!g->play(g->game, list[i])) {
                c = g->perft(g->game, (int)depth - 1);
                g->undo(g->game);
            }
            snprintf(text + (size_t)i * LINE, LINE, "%s %llu", mv, (unsigned long long)c);
            ptr[i] = text + (size_t)i * LINE;
            total += c;
        }
        qsort(ptr, (size_t)n, sizeof ptr[0], cmp_text);
        for (int i = 0; i < n; i++)
            printf("%s\n", ptr[i]);
        printf("perft %ld %llu\n", depth, (unsigned long long)total);
        fprintf(stderr, "divide %ld: %.3f s\n", depth, gk_cli_now() - t0);
    } else {
        for (long d = 1; d <= depth; d++) {
            const double t0 = gk_cli_now();
            const uint64_t c = g->perft(g->game, (int)d);
            const double t = gk_cli_now() - t0;
            printf("perft %ld %llu\n", d, (unsigned long long)c);
            fflush(stdout);
            fprintf(stderr, "depth %ld: %.3f s, %.0f leaves/s\n", d, t, t > 0 ? (double)c / t : 0.0);
        }
        if (depth == 0)
            printf("perft 0 1\n");
    }
    free(list);
    free(text);
    free(ptr);
    return 0;
}

int gk_perft_main(const gk_perft_prog *prog, int argc, char **argv)
{
    int divide = 0, moves_only = 0, rc;
    long depth = -1;
    size_t len = 0;
    char *text = calloc(prog->text_max, 1);
    if (!text)
        return gk_cli_fail(prog->name, "out of memory");
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        long v;
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            fputs(prog->usage, stdout);
            free(text);
            return 0;
        } else if ((rc = prog->option(prog->user, argc, argv, &i)) >= 0) {
            if (rc) {
                free(text);
                return rc;
            }
        } else if (!strcmp(a, "--divide")) {
            divide = 1;
        } else if (!strcmp(a, "--moves")) {
            moves_only = 1;
        } else if (a[0] == '-' && a[1] == '-') {
            free(text);
            return gk_cli_fail(prog->name, "unknown option '%s' (see --help)", a);
        } else if (depth < 0 && !len && !gk_cli_int(a, 0, prog->max_depth, &v)) {
            depth = v;
        } else if (depth < 0 && !moves_only) {
            free(text);
            return gk_cli_fail(prog->name, "DEPTH must be a number from 0 to %ld, not '%s'",
                               prog->max_depth, a);
        } else if (gk_cli_append(text, prog->text_max, &len, a)) {
            free(text);
            return gk_cli_fail(prog->name, "the %s is too long", prog->text_name);
        }
    }
    if (depth < 0 && !moves_only) {
        fputs(prog->usage, stderr);
        free(text);
        return 2;
    }
    gk_perft_game g;
    rc = prog->open(prog->user, text, &g);
    free(text);
    if (rc)
        return rc;
    rc = perft_report(&g, depth, divide, moves_only);
    prog->close(prog->user);
    return rc;
}
