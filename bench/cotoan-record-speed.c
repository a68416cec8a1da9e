/* Reading speed of records: time per MB of ct_reader_next()
 * over texts from 10 kB to 10 MB of three kinds, which must be flat (the
 * reader is linear in its input):
 *
 *   tags      one game with many tag pairs          [T123 "value 123"]
 *   comments  one game with many comments joined in one place  {note 123}
 *   moves     many self-play games, as ct_record_write() writes them
 *
 * Usage: cotoan-record-speed [--max BYTES] [--once KIND BYTES]
 *   --max   the largest size (default 10000000)
 *   --once  build one text and read it once (for valgrind --tool=callgrind)
 * Prints one line per kind and size: bytes, games, seconds per read (the
 * fastest of several), and milliseconds per MB. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cotoan/cotoan.h>

typedef struct text {
    char *buf;
    size_t len, cap;
} text;

static void add(text *t, const char *s, size_t n)
{
    if (t->len + n + 1 > t->cap) {
        size_t cap = t->cap ? t->cap * 2 : 1 << 16;
        while (cap < t->len + n + 1)
            cap *= 2;
        char *b = realloc(t->buf, cap);
        if (!b) {
            fprintf(stderr, "cotoan-record-speed: out of memory\n");
            exit(1);
        }
        t->buf = b;
        t->cap = cap;
    }
    memcpy(t->buf + t->len, s, n);
    t->len += n;
    t->buf[t->len] = '\0';
}

static unsigned long long rng = 88172645463325252ull;

static unsigned rnd(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (unsigned)(rng >> 11);
}

/* One self-play game (random moves, captures preferred) as its record. */
static void add_game(text *t, int index)
{
    ct_game *g;
    ct_record *rec;
    char value[32];
    ct_move mv[CT_MAX_MOVES];
    if (ct_game_new(NULL, &g) != CT_OK || ct_record_new(&rec) != CT_OK)
        exit(1);
    snprintf(value, sizeof value, "Bench %d", index);
    ct_record_set_tag(rec, "Event", value);
    for (int n; (n = ct_game_legal_moves(g, mv, CT_MAX_MOVES)) > 0;) {
        int caps[CT_MAX_MOVES], nc = 0;
        for (int k = 0; k < n; k++)
            if (ct_game_piece_at(g, CT_MOVE_TO(mv[k]), NULL, NULL) == 1)
                caps[nc++] = k;
        int k = nc && rnd() % 3 == 0 ? caps[rnd() % (unsigned)nc] : (int)(rnd() % (unsigned)n);
        ct_game_play(g, mv[k]);
    }
    int len = ct_record_write(g, rec, CT_RECORD_SHORT, NULL, 0);
    char *buf = malloc((size_t)len + 1);
    if (!buf)
        exit(1);
    ct_record_write(g, rec, CT_RECORD_SHORT, buf, (size_t)len + 1);
    add(t, buf, (size_t)len);
    add(t, "\n", 1);
    free(buf);
    ct_record_free(rec);
    ct_game_free(g);
}

static void build(text *t, const char *kind, size_t size)
{
    char line[64];
    t->len = 0;
    add(t, "", 0);
    if (strcmp(kind, "tags") == 0) {
        for (int i = 0; t->len < size; i++)
            add(t, line, (size_t)snprintf(line, sizeof line, "[T%d \"value %d\"]\n", i, i));
        add(t, "\n*\n", 3);
    } else if (strcmp(kind, "comments") == 0) {
        static const char head[] = "[Event \"comments\"]\n\n1. 7g4 ";
        add(t, head, sizeof head - 1);
        for (int i = 0; t->len < size; i++)
            add(t, line, (size_t)snprintf(line, sizeof line, "{note %d}\n", i));
        add(t, "*\n", 2);
    } else {
        for (int i = 0; t->len < size; i++)
            add_game(t, i);
    }
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* Read every game of the text; returns the number of games. */
static int read_all(const text *t)
{
    ct_reader *r;
    ct_game *g;
    ct_record *rec;
    int games = 0, rc;
    if (ct_reader_new(t->buf, t->len, NULL, &r) != CT_OK)
        exit(1);
    while ((rc = ct_reader_next(r, &g, &rec)) == 1) {
        games++;
        ct_game_free(g);
        ct_record_free(rec);
    }
    if (rc != 0) {
        fprintf(stderr, "cotoan-record-speed: %s\n", ct_reader_error(r));
        exit(1);
    }
    ct_reader_free(r);
    return games;
}

int main(int argc, char **argv)
{
    static const char *const kinds[] = {"tags", "comments", "moves"};
    static const size_t sizes[] = {10000, 30000, 100000, 300000, 1000000, 3000000, 10000000};
    size_t max = 10000000;
    text t = {NULL, 0, 0};
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--max") == 0 && i + 1 < argc) {
            max = strtoull(argv[++i], NULL, 10);
        } else if (strcmp(argv[i], "--once") == 0 && i + 2 < argc) {
            build(&t, argv[i + 1], strtoull(argv[i + 2], NULL, 10));
            int games = read_all(&t);
            printf("%s %zu bytes, %d games\n", argv[i + 1], t.len, games);
            free(t.buf);
            return 0;
        } else {
            fprintf(stderr, "usage: cotoan-record-speed [--max BYTES] [--once KIND BYTES]\n");
            return 2;
        }
    }
    printf("%-9s %10s %7s %11s %9s\n", "kind", "bytes", "games", "s/read", "ms/MB");
    for (size_t k = 0; k < 3; k++)
        for (size_t s = 0; s < sizeof sizes / sizeof sizes[0] && sizes[s] <= max; s++) {
            build(&t, kinds[k], sizes[s]);
            /* the fastest of at least 3 reads and 0.3 s */
            double best = 1e30, spent = 0;
            int games = 0;
            for (int rep = 0; rep < 3 || spent < 0.3; rep++) {
                double t0 = now();
                games = read_all(&t);
                double dt = now() - t0;
                spent += dt;
                if (dt < best)
                    best = dt;
            }
            printf("%-9s %10zu %7d %11.6f %9.1f\n", kinds[k], t.len, games, best,
                   best * 1e3 / (t.len / 1e6));
            fflush(stdout);
        }
    free(t.buf);
    return 0;
}
