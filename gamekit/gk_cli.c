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

double gk_cli_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static int cmp_text(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

#define LINE 64

int gk_perft_report(const gk_perft_game *g, long depth, int divide, int moves_only)
{
    const int n = g->count(g->game);
    char *text = n ? malloc((size_t)n * LINE) : NULL;
    const char **ptr = n ? malloc((size_t)n * sizeof *ptr) : NULL;
    if (n && (!text || !ptr)) {
        free(text);
        free(ptr);
        return gk_cli_fail("perft", "out of memory");
    }
    if (moves_only) {
        for (int i = 0; i < n; i++) {
            g->text(g->game, i, text + (size_t)i * LINE, LINE);
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
            g->text(g->game, i, mv, sizeof mv);
            uint64_t c = 0;
            if (!g->play(g->game, i)) {
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
    free(text);
    free(ptr);
    return 0;
}
