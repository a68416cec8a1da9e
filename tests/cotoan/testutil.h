/* Helpers shared by the core test suites (header-only, static). */
#ifndef CT_TESTUTIL_H
#define CT_TESTUTIL_H

#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cotoan/cotoan.h>

#include "check_run.h"

/* A new game with the default rules, at the start. */
static inline ct_game *new_game(void)
{
    ct_game *g = NULL;
    ck_assert_int_eq(ct_game_new(NULL, &g), CT_OK);
    return g;
}

/* Build a position string from "r8e5 r5e4 b6e8 ..." (side letter, value,
 * square), side to move, scores and ply. */
static inline void make_position(char *out, size_t size, const char *pieces,
                                 char stm, int red, int blue, int ply)
{
    char board[99][3];
    memset(board, 0, sizeof board);
    const char *s = pieces;
    while (*s) {
        while (*s == ' ')
            s++;
        if (!*s)
            break;
        char side = s[0], value = s[1];
        int32_t sq;
        char name[4] = {0};
        int n = 0;
        s += 2;
        while (*s && *s != ' ' && n < 3)
            name[n++] = *s++;
        ck_assert_int_eq(ct_square_parse(name, &sq), CT_OK);
        board[sq][0] = side;
        board[sq][1] = value;
    }
    size_t len = 0;
    for (int r = 10; r >= 0; r--) {
        int empty = 0;
        for (int f = 0; f < 9; f++) {
            const char *pc = board[r * 9 + f];
            if (!pc[0]) {
                empty++;
                continue;
            }
            if (empty)
                len += (size_t)snprintf(out + len, size - len, "%d", empty);
            empty = 0;
            len += (size_t)snprintf(out + len, size - len, "%c%c", pc[0], pc[1]);
        }
        if (empty)
            len += (size_t)snprintf(out + len, size - len, "%d", empty);
        if (r)
            len += (size_t)snprintf(out + len, size - len, "/");
    }
    snprintf(out + len, size - len, " %c %d %d %d", stm, red, blue, ply);
}

/* A new game with the given mover, loaded from a piece list. */
static inline ct_game *game_with(int mover, const char *pieces, char stm,
                                 int red, int blue, int ply)
{
    char pos[256];
    ct_rules r;
    ct_game *g = NULL;
    ct_rules_init(&r);
    r.mover = mover;
    ck_assert_int_eq(ct_game_new(&r, &g), CT_OK);
    make_position(pos, sizeof pos, pieces, stm, red, blue, ply);
    int rc = ct_game_set_position(g, pos);
    ck_assert_msg(rc == CT_OK, "%s: %s", pos, ct_game_error(g));
    return g;
}

static inline ct_move mv(const char *text)
{
    ct_move m = 0;
    ck_assert_int_eq(ct_move_parse_coord(text, &m), CT_OK);
    return m;
}

static inline int sq(const char *name)
{
    int32_t s = -1;
    ck_assert_int_eq(ct_square_parse(name, &s), CT_OK);
    return s;
}

static inline int cmp_text8(const void *a, const void *b)
{
    return strcmp((const char *)a, (const char *)b);
}

/* The legal moves as sorted coordinate text, space-separated. */
static inline void legal_text(const ct_game *g, char *out, size_t size)
{
    ct_move list[CT_MAX_MOVES];
    char text[CT_MAX_MOVES][8];
    int n = ct_game_legal_moves(g, list, CT_MAX_MOVES);
    ck_assert_int_ge(n, 0);
    for (int i = 0; i < n; i++)
        ct_move_to_text(list[i], text[i], sizeof text[i]);
    qsort(text, (size_t)n, sizeof text[0], cmp_text8);
    size_t len = 0;
    out[0] = '\0';
    for (int i = 0; i < n; i++)
        len += (size_t)snprintf(out + len, size - len, "%s%s", i ? " " : "", text[i]);
}

static inline int is_legal_text(const ct_game *g, const char *m)
{
    return ct_game_is_legal(g, mv(m));
}

#endif
