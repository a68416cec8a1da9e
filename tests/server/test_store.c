/* The store on a real SQLite file in a temporary directory
 * (server/store.c, server/store_sqlite.c). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check_run.h"
#include "store.h"

#define T0 1700000000000LL

/* A temporary directory and the database file in it. */
typedef struct tmp {
    char dir[64];
    char path[128];
} tmp;

static void make_dir(tmp *t)
{
    snprintf(t->dir, sizeof t->dir, "/tmp/co-store-XXXXXX");
    ck_assert_ptr_nonnull(mkdtemp(t->dir));
    snprintf(t->path, sizeof t->path, "%s/games.db", t->dir);
}

static void remove_dir(const tmp *t)
{
    char p[160];
    const char *suffix[] = {"", "-wal", "-shm"};
    for (int i = 0; i < 3; i++) {
        snprintf(p, sizeof p, "%s%s", t->path, suffix[i]);
        unlink(p);
    }
    rmdir(t->dir);
}

static sv_store *open_store(const tmp *t, unsigned flags)
{
    char err[256];
    sv_store *s = sv_store_open(t->path, flags, err, sizeof err);
    ck_assert_msg(s != NULL, "%s", err);
    return s;
}

static void create(sv_store *s, sv_game *g, const char *id, const char *seat,
                   const char *invite, const char *public_invite)
{
    sv_error err;
    char rules[SV_RULES_MAX];
    sv_variant_cotoan.rules_parse(NULL, rules, &err);
    ck_assert_int_eq(sv_game_init(g, &sv_variant_cotoan, rules, SV_RED, 1, 300000, 2000,
                                  T0, &err), 0);
    snprintf(g->id, sizeof g->id, "%s", id);
    ck_assert_int_eq(sv_store_begin(s), 0);
    ck_assert_int_eq(sv_store_create(s, g, seat, invite, public_invite), 0);
    ck_assert_int_eq(sv_store_commit(s, NULL), 0);
}

#define ID1 "000000000000000000000001"
#define ID2 "000000000000000000000002"
#define H(c) c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c \
             c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c

START_TEST(create_claim_load_save)
{
    sv_error err;
    sv_game g, h;
    char id[SV_ID_SIZE], red[SV_HASH_SIZE], blue[SV_HASH_SIZE];
    int64_t version;
    tmp t;
    make_dir(&t);
    sv_store *s = open_store(&t, 0);
    create(s, &g, ID1, H("a"), H("1"), NULL);
    ck_assert_int_eq(sv_store_seats(s, ID1, red, blue), 0);
    ck_assert_str_eq(red, H("a"));
    ck_assert_str_eq(blue, "");
    ck_assert_int_eq(sv_store_seats(s, ID2, red, blue), 1);

    /* An invite is claimed once. */
    ck_assert_int_eq(sv_store_begin(s), 0);
    ck_assert_int_eq(sv_store_claim(s, H("1"), H("b"), id), 0);
    ck_assert_str_eq(id, ID1);
    ck_assert_int_eq(sv_store_commit(s, NULL), 0);
    ck_assert_int_eq(sv_store_begin(s), 0);
    ck_assert_int_eq(sv_store_claim(s, H("1"), H("c"), id), 2);
    ck_assert_int_eq(sv_store_claim(s, H("2"), H("c"), id), 1);
    sv_store_rollback(s);
    ck_assert_int_eq(sv_store_seats(s, ID1, red, blue), 0);
    ck_assert_str_eq(blue, H("b"));
    ck_assert_int_eq(sv_store_find_invite(s, H("1"), id), 0);
    ck_assert_int_eq(sv_store_find_invite(s, H("3"), id), 1);

    /* A turn, saved in a transaction. */
    ck_assert_int_eq(sv_store_begin_game(s, ID1, &version), 0);
    ck_assert_int_eq(version, 0);
    ck_assert_int_eq(sv_game_start(&g, T0 + 10, &err), 0);
    ck_assert_int_eq(sv_game_turn(&g, SV_RED, 0, "c1c4", T0 + 1000, &err), 0);
    ck_assert_int_eq(sv_store_save(s, &g, 0), 0);
    ck_assert_int_eq(sv_store_commit(s, NULL), 0);
    ck_assert_int_eq(sv_store_begin_game(s, ID2, &version), 1);

    /* A rolled-back change is not there. */
    int32_t from = g.nturns;
    ck_assert_int_eq(sv_store_begin_game(s, ID1, &version), 0);
    ck_assert_int_eq(version, g.version);
    ck_assert_int_eq(sv_game_turn(&g, SV_BLUE, 1, "c11c8", T0 + 2000, &err), 0);
    ck_assert_int_eq(sv_store_save(s, &g, from), 0);
    sv_store_rollback(s);

    /* The same ply twice is refused by the database too. */
    ck_assert_int_eq(sv_store_begin_game(s, ID1, &version), 0);
    ck_assert_int_eq(sv_store_save(s, &g, 0), -1);
    sv_store_rollback(s);

    sv_store_close(s);
    /* Closed and opened again: the committed state, rebuilt. */
    s = open_store(&t, 0);
    ck_assert_int_eq(sv_store_load(s, ID1, &h, &err), 0);
    ck_assert_int_eq(h.status, SV_PLAYING);
    ck_assert_int_eq(h.nturns, 1);
    ck_assert_str_eq(h.turns[0], "3c4");
    ck_assert_int_eq(h.ms[SV_RED], 300000 - 990 + 2000);
    ck_assert_int_eq(h.since, T0 + 1000);
    ck_assert_int_eq(h.clock_on, 1);
    ck_assert_int_eq(h.inc_ms, 2000);
    ck_assert_int_eq(h.version, 2);
    ck_assert_int_eq(sv_game_to_move(&h), SV_BLUE);
    sv_game_clear(&g);
    ck_assert_int_eq(sv_store_load(s, ID2, &g, &err), 1);
    sv_game_clear(&h);
    sv_store_close(s);
    remove_dir(&t);
}
END_TEST

START_TEST(lobby_lists_public_open_games)
{
    sv_game g;
    char id[SV_ID_SIZE];
    tmp t;
    make_dir(&t);
    sv_store *s = open_store(&t, SV_STORE_SYNC_FULL);
    create(s, &g, ID1, H("a"), H("1"), NULL);
    sv_game_clear(&g);
    create(s, &g, ID2, H("b"), H("2"), "22222222222222222222222222222222");
    sv_game_clear(&g);
    cJSON *a = cJSON_CreateArray();
    ck_assert_int_eq(sv_store_lobby(s, a, 10), 0);
    ck_assert_int_eq(cJSON_GetArraySize(a), 1);
    cJSON *o = cJSON_GetArrayItem(a, 0);
    ck_assert_str_eq(cJSON_GetObjectItem(o, "id")->valuestring, ID2);
    ck_assert_str_eq(cJSON_GetObjectItem(o, "invite")->valuestring,
                     "/join/22222222222222222222222222222222");
    ck_assert_str_eq(cJSON_GetObjectItem(o, "color")->valuestring, "red");
    ck_assert_int_eq(cJSON_GetObjectItem(cJSON_GetObjectItem(o, "clock"), "minutes")->valueint, 5);
    cJSON_Delete(a);
    /* Claimed, it leaves the lobby. */
    ck_assert_int_eq(sv_store_begin(s), 0);
    ck_assert_int_eq(sv_store_claim(s, H("2"), H("c"), id), 0);
    ck_assert_int_eq(sv_store_commit(s, NULL), 0);
    a = cJSON_CreateArray();
    ck_assert_int_eq(sv_store_lobby(s, a, 10), 0);
    ck_assert_int_eq(cJSON_GetArraySize(a), 0);
    cJSON_Delete(a);
    sv_store_close(s);
    remove_dir(&t);
}
END_TEST

START_TEST(bad_files)
{
    char err[256];
    ck_assert_ptr_null(sv_store_open("/nonexistent-dir/x/games.db", 0, err, sizeof err));
    ck_assert(strstr(err, "SQLite") != NULL);
    tmp t;
    make_dir(&t);
    FILE *f = fopen(t.path, "w");
    fputs("this is not a database, just some text that is long enough ........"
          "..........................................................", f);
    fclose(f);
    ck_assert_ptr_null(sv_store_open(t.path, SV_STORE_SYNC_FULL, err, sizeof err));
    remove_dir(&t);
    /* No server reachable at this address: an error, not a hang. */
    ck_assert_ptr_null(sv_store_open("postgresql://127.0.0.1:1/none?connect_timeout=2", 0,
                                     err, sizeof err));
    ck_assert(strstr(err, "PostgreSQL") != NULL);
}
END_TEST

int main(void)
{
    return run_tests("server-store", "store", 120,
                     TESTS(create_claim_load_save, lobby_lists_public_open_games,
                           bad_files));
}
