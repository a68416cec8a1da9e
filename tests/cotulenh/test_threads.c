/* libcotulenh has no global mutable state: separate handles used from
 * separate threads at once give the same results as one after the other. */
#include <pthread.h>

#include "testutil.h"

typedef struct job {
    const char *fen;
    uint64_t perft;
    uint64_t hash;
    char fen_after[TL_FEN_MAX];
} job;

static void *work(void *p)
{
    job *j = p;
    tl_game *g = NULL;
    if (tl_game_new(NULL, &g) || tl_game_set_fen(g, j->fen))
        return NULL;
    tl_game_perft(g, 3, &j->perft);
    tl_move list[TL_MAX_MOVES];
    for (int i = 0; i < 200 && tl_game_outcome(g, NULL) == TL_ONGOING; i++) {
        const int n = tl_game_legal_moves(g, list, TL_MAX_MOVES);
        if (n <= 0 || tl_game_play(g, list[(i * 7919) % n]))
            break;
    }
    j->hash = tl_game_hash(g);
    tl_game_fen(g, j->fen_after, sizeof j->fen_after);
    tl_game_free(g);
    return NULL;
}

START_TEST(threads_agree)
{
    const char *fens[4] = {TL_START_FEN, TL_REDUCED_FEN,
                           "8c2/11/11/10i/10i/11/4i6/11/10I/1(NFT)8I/11/6C4 r - - 0 1",
                           "4c6/11/11/10i/10i/11/11/11/1n(NT)8/10I/11/6C4 r - - 0 1"};
    job alone[4], together[4];
    pthread_t t[4];
    for (int i = 0; i < 4; i++) {
        alone[i].fen = together[i].fen = fens[i];
        work(&alone[i]);
    }
    for (int i = 0; i < 4; i++)
        ck_assert_int_eq(pthread_create(&t[i], NULL, work, &together[i]), 0);
    for (int i = 0; i < 4; i++)
        pthread_join(t[i], NULL);
    for (int i = 0; i < 4; i++) {
        ck_assert_uint_eq(alone[i].perft, together[i].perft);
        ck_assert_uint_eq(alone[i].hash, together[i].hash);
        ck_assert_str_eq(alone[i].fen_after, together[i].fen_after);
    }
    ck_assert_uint_eq(alone[0].perft, 1578767);
    ck_assert_uint_eq(alone[1].perft, 1496833);
}
END_TEST

int main(void)
{
    return run_tests("cotulenh-threads", "threads", 300, TESTS(threads_agree));
}
