/* Helpers shared by the libcotulenh Check tests (header-only, static). */
#ifndef TL_TESTUTIL_H
#define TL_TESTUTIL_H

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cotulenh/cotulenh.h"
#include "check_run.h"

static inline tl_game *tl_load(const char *fen)
{
    tl_game *g = NULL;
    ck_assert_int_eq(tl_game_new(NULL, &g), TL_OK);
    if (fen) {
        const int rc = tl_game_set_fen(g, fen);
        ck_assert_msg(rc == TL_OK, "%s: %s", fen, tl_game_error(g));
    }
    return g;
}

static inline int tl_cmp_text(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* The legal moves as sorted LAN joined by spaces, into out[size]. */
static inline int tl_moves_text(tl_game *g, char *out, size_t size)
{
    static tl_move list[TL_MAX_MOVES];
    static char text[TL_MAX_MOVES][32];
    static const char *ptr[TL_MAX_MOVES];
    const int n = tl_game_legal_moves(g, list, TL_MAX_MOVES);
    ck_assert_int_ge(n, 0);
    for (int i = 0; i < n; i++) {
        ck_assert_int_gt(tl_game_move_text(g, list[i], TL_NOTATION_LAN, text[i], 32), 0);
        ptr[i] = text[i];
    }
    qsort(ptr, (size_t)n, sizeof ptr[0], tl_cmp_text);
    size_t len = 0;
    out[0] = 0;
    for (int i = 0; i < n; i++) {
        const size_t l = strlen(ptr[i]);
        ck_assert(len + l + 2 < size);
        if (i)
            out[len++] = ' ';
        memcpy(out + len, ptr[i], l + 1);
        len += l;
    }
    return n;
}

/* Is LAN text among the legal moves? */
static inline int tl_has_move(tl_game *g, const char *lan)
{
    static char buf[65536];
    tl_moves_text(g, buf, sizeof buf);
    char pat[64], all[65600];
    snprintf(pat, sizeof pat, " %s ", lan);
    snprintf(all, sizeof all, " %s ", buf);
    return strstr(all, pat) != NULL;
}

static inline void tl_play_ok(tl_game *g, const char *text)
{
    const int rc = tl_game_play_text(g, text);
    ck_assert_msg(rc == TL_OK, "%s: %s (%s)", text, tl_strerror(rc), tl_game_error(g));
}

static inline uint64_t tl_perft_of(tl_game *g, int d)
{
    uint64_t n = 0;
    ck_assert_int_eq(tl_game_perft(g, d, &n), TL_OK);
    return n;
}

#endif
