/* The server's queries, written once for both backends (store.h). */
#include "store.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char sv_schema[] =
    "CREATE TABLE IF NOT EXISTS games ("
    " id TEXT PRIMARY KEY, game TEXT NOT NULL, rules TEXT NOT NULL,"
    " creator INTEGER NOT NULL, status INTEGER NOT NULL,"
    " clock_on INTEGER NOT NULL, base_ms BIGINT NOT NULL, inc_ms BIGINT NOT NULL,"
    " red_ms BIGINT NOT NULL, blue_ms BIGINT NOT NULL, since BIGINT NOT NULL,"
    " draw_offer INTEGER NOT NULL, winner INTEGER NOT NULL, reason TEXT NOT NULL,"
    " version BIGINT NOT NULL, created BIGINT NOT NULL,"
    " invite_hash TEXT UNIQUE, invite_public TEXT,"
    " claimed INTEGER NOT NULL DEFAULT 0, red_hash TEXT, blue_hash TEXT);"
    "CREATE TABLE IF NOT EXISTS turns ("
    " game_id TEXT NOT NULL REFERENCES games(id), ply INTEGER NOT NULL,"
    " text TEXT NOT NULL, PRIMARY KEY (game_id, ply));"
    "CREATE INDEX IF NOT EXISTS games_lobby ON games (status, claimed, created)";

const sv_statement sv_statements[SV_ST_COUNT] = {
    [SV_ST_LOCK] = {"SELECT version FROM games WHERE id = ?1", 1, 1},
    [SV_ST_CREATE] = {"INSERT INTO games (id, game, rules, creator, status,"
                      " clock_on, base_ms, inc_ms, red_ms, blue_ms, since,"
                      " draw_offer, winner, reason, version, created,"
                      " invite_hash, invite_public, claimed, red_hash, blue_hash)"
                      " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12,"
                      " ?13, ?14, ?15, ?16, ?17, ?18, 0, ?19, ?20)", 20, 0},
    [SV_ST_LOAD] = {"SELECT game, rules, creator, status, clock_on, base_ms,"
                    " inc_ms, red_ms, blue_ms, since, draw_offer, winner, reason,"
                    " version, created FROM games WHERE id = ?1", 1, 0},
    [SV_ST_TURNS] = {"SELECT text FROM turns WHERE game_id = ?1 ORDER BY ply", 1, 0},
    [SV_ST_SAVE] = {"UPDATE games SET status = ?2, red_ms = ?3, blue_ms = ?4,"
                    " since = ?5, draw_offer = ?6, winner = ?7, reason = ?8,"
                    " version = ?9 WHERE id = ?1", 9, 0},
    [SV_ST_TURN] = {"INSERT INTO turns (game_id, ply, text) VALUES (?1, ?2, ?3)", 3, 0},
    [SV_ST_CLAIM] = {"UPDATE games SET claimed = 1,"
                     " red_hash = CASE WHEN creator = 1 THEN ?2 ELSE red_hash END,"
                     " blue_hash = CASE WHEN creator = 0 THEN ?2 ELSE blue_hash END"
                     " WHERE invite_hash = ?1 AND claimed = 0 RETURNING id", 2, 0},
    [SV_ST_INVITE] = {"SELECT id, claimed FROM games WHERE invite_hash = ?1", 1, 0},
    [SV_ST_SEATS] = {"SELECT red_hash, blue_hash FROM games WHERE id = ?1", 1, 0},
    [SV_ST_LOBBY] = {"SELECT id, game, rules, creator, clock_on, base_ms, inc_ms,"
                     " invite_public FROM games WHERE status = 0 AND claimed = 0"
                     " AND invite_public IS NOT NULL ORDER BY created DESC"
                     " LIMIT ?1", 1, 0},
};

sv_store *sv_store_open(const char *spec, unsigned flags, char *err, size_t size)
{
    if (strncmp(spec, "postgresql://", 13) == 0 || strncmp(spec, "postgres://", 11) == 0)
        return sv_store_pg_open(spec, flags, err, size);
    return sv_store_sqlite_open(spec, flags, err, size);
}

void sv_store_close(sv_store *s)
{
    if (s)
        s->ops->close(s);
}

static int64_t to_i64(const char *text)
{
    return text ? strtoll(text, NULL, 10) : 0;
}

/* Copy the first column of the first row into a buffer of SV_HASH_SIZE or
 * more bytes. */
struct text_out {
    char *buf;
    size_t size;
    int rows;
    int64_t num; /* the second column, as a number */
};

static int first_text(void *ud, int ncols, const char *const *cols)
{
    struct text_out *o = ud;
    if (o->rows++ == 0 && ncols > 0) {
        snprintf(o->buf, o->size, "%s", cols[0] ? cols[0] : "");
        o->num = ncols > 1 ? to_i64(cols[1]) : 0;
    }
    return 0;
}

int sv_store_begin(sv_store *s) { return s->ops->begin(s); }

int sv_store_lock(sv_store *s, const char *id, int64_t *version)
{
    char buf[32];
    struct text_out o = {buf, sizeof buf, 0, 0};
    const char *p[] = {id};
    if (s->ops->exec(s, SV_ST_LOCK, p, first_text, &o) < 0)
        return -1;
    if (o.rows == 0)
        return 1;
    *version = to_i64(buf);
    return 0;
}

int sv_store_begin_game(sv_store *s, const char *id, int64_t *version)
{
    if (s->ops->begin(s))
        return -1;
    int rc = sv_store_lock(s, id, version);
    if (rc)
        s->ops->rollback(s);
    return rc;
}

int sv_store_commit(sv_store *s, const char *payload)
{
    if (payload && s->ops->notify(s, payload)) {
        s->ops->rollback(s);
        return -1;
    }
    return s->ops->commit(s);
}

void sv_store_rollback(sv_store *s) { s->ops->rollback(s); }

#define NUM(buf, v) (snprintf(buf, sizeof buf, "%" PRId64, (int64_t)(v)), buf)

int sv_store_create(sv_store *s, const sv_game *g, const char *seat_hash,
                    const char *invite_hash, const char *public_invite)
{
    char n[12][24];
    const char *p[20] = {
        g->id, g->v->name, g->rules, NUM(n[0], g->creator), NUM(n[1], g->status),
        NUM(n[2], g->clock_on), NUM(n[3], g->base_ms), NUM(n[4], g->inc_ms),
        NUM(n[5], g->ms[0]), NUM(n[6], g->ms[1]), NUM(n[7], g->since),
        NUM(n[8], g->draw_offer), NUM(n[9], g->winner), g->reason,
        NUM(n[10], g->version), NUM(n[11], g->created), invite_hash,
        public_invite, g->creator == SV_RED ? seat_hash : NULL,
        g->creator == SV_BLUE ? seat_hash : NULL};
    return s->ops->exec(s, SV_ST_CREATE, p, NULL, NULL) == 1 ? 0 : -1;
}

struct load_out {
    sv_game *g;
    int rows;
    int bad;
};

static int load_row(void *ud, int ncols, const char *const *c)
{
    struct load_out *o = ud;
    sv_game *g = o->g;
    o->rows++;
    if (ncols < 15 || !(g->v = sv_variant_find(c[0]))) {
        o->bad = 1;
        return 1;
    }
    snprintf(g->rules, sizeof g->rules, "%s", c[1] ? c[1] : "");
    g->creator = (int)to_i64(c[2]);
    g->status = (int)to_i64(c[3]);
    g->clock_on = (int)to_i64(c[4]);
    g->base_ms = to_i64(c[5]);
    g->inc_ms = to_i64(c[6]);
    g->ms[0] = to_i64(c[7]);
    g->ms[1] = to_i64(c[8]);
    g->since = to_i64(c[9]);
    g->draw_offer = (int)to_i64(c[10]);
    g->winner = (int)to_i64(c[11]);
    snprintf(g->reason, sizeof g->reason, "%s", c[12] ? c[12] : "");
    g->version = to_i64(c[13]);
    g->created = to_i64(c[14]);
    return 0;
}

struct turns_out {
    char **turns;
    int32_t n, cap;
    int oom;
};

static int turn_row(void *ud, int ncols, const char *const *c)
{
    struct turns_out *o = ud;
    if (o->n == o->cap) {
        int32_t cap = o->cap ? 2 * o->cap : 64;
        char **t = realloc(o->turns, (size_t)cap * sizeof *t);
        if (!t) {
            o->oom = 1;
            return 1;
        }
        o->turns = t;
        o->cap = cap;
    }
    if (ncols < 1 || !c[0] || !(o->turns[o->n] = strdup(c[0]))) {
        o->oom = 1;
        return 1;
    }
    o->n++;
    return 0;
}

int sv_store_load(sv_store *s, const char *id, sv_game *g, sv_error *err)
{
    const char *p[] = {id};
    struct load_out o = {g, 0, 0};
    struct turns_out t = {NULL, 0, 0, 0};
    memset(g, 0, sizeof *g);
    if (s->ops->exec(s, SV_ST_LOAD, p, load_row, &o) < 0) {
        sv_error_set(err, "internal", "database: %s", s->error);
        return -1;
    }
    if (o.rows == 0)
        return 1;
    if (o.bad) {
        sv_error_set(err, "internal", "a stored game of an unknown kind");
        return -1;
    }
    snprintf(g->id, sizeof g->id, "%s", id);
    int rc = s->ops->exec(s, SV_ST_TURNS, p, turn_row, &t);
    if (rc < 0 || t.oom)
        sv_error_set(err, "internal", "database: %s", rc < 0 ? s->error : "out of memory");
    else if (sv_game_rebuild(g, t.turns, t.n, err) == 0)
        rc = 0;
    else
        rc = -1;
    for (int32_t i = 0; i < t.n; i++)
        free(t.turns[i]);
    free(t.turns);
    return rc < 0 ? -1 : 0;
}

int sv_store_save(sv_store *s, const sv_game *g, int32_t from)
{
    char n[8][24];
    const char *p[9] = {g->id, NUM(n[0], g->status), NUM(n[1], g->ms[0]),
                        NUM(n[2], g->ms[1]), NUM(n[3], g->since),
                        NUM(n[4], g->draw_offer), NUM(n[5], g->winner), g->reason,
                        NUM(n[6], g->version)};
    if (s->ops->exec(s, SV_ST_SAVE, p, NULL, NULL) != 1)
        return -1;
    for (int32_t i = from; i < g->nturns; i++) {
        const char *q[3] = {g->id, NUM(n[7], i), g->turns[i]};
        if (s->ops->exec(s, SV_ST_TURN, q, NULL, NULL) != 1)
            return -1;
    }
    return 0;
}

int sv_store_claim(sv_store *s, const char *invite_hash, const char *seat_hash,
                   char id[SV_ID_SIZE])
{
    struct text_out o = {id, SV_ID_SIZE, 0, 0};
    const char *p[] = {invite_hash, seat_hash};
    if (s->ops->exec(s, SV_ST_CLAIM, p, first_text, &o) < 0)
        return -1;
    if (o.rows == 1)
        return 0;
    o.rows = 0;
    if (s->ops->exec(s, SV_ST_INVITE, p, first_text, &o) < 0)
        return -1;
    return o.rows ? 2 : 1;
}

int sv_store_find_invite(sv_store *s, const char *invite_hash, char id[SV_ID_SIZE])
{
    struct text_out o = {id, SV_ID_SIZE, 0, 0};
    const char *p[] = {invite_hash};
    if (s->ops->exec(s, SV_ST_INVITE, p, first_text, &o) < 0)
        return -1;
    return o.rows ? 0 : 1;
}

struct seats_out {
    char *red, *blue;
    int rows;
};

static int seats_row(void *ud, int ncols, const char *const *c)
{
    struct seats_out *o = ud;
    o->rows++;
    snprintf(o->red, SV_HASH_SIZE, "%s", ncols > 0 && c[0] ? c[0] : "");
    snprintf(o->blue, SV_HASH_SIZE, "%s", ncols > 1 && c[1] ? c[1] : "");
    return 0;
}

int sv_store_seats(sv_store *s, const char *id, char red[SV_HASH_SIZE],
                   char blue[SV_HASH_SIZE])
{
    struct seats_out o = {red, blue, 0};
    const char *p[] = {id};
    if (s->ops->exec(s, SV_ST_SEATS, p, seats_row, &o) < 0)
        return -1;
    return o.rows ? 0 : 1;
}

static int lobby_row(void *ud, int ncols, const char *const *c)
{
    cJSON *array = ud, *o = cJSON_CreateObject();
    if (ncols < 8)
        return 1;
    char invite[64];
    cJSON_AddStringToObject(o, "id", c[0] ? c[0] : "");
    cJSON_AddStringToObject(o, "game", c[1] ? c[1] : "");
    cJSON_AddStringToObject(o, "color", to_i64(c[3]) == SV_BLUE ? "blue" : "red");
    if (to_i64(c[4])) {
        cJSON *clock = cJSON_AddObjectToObject(o, "clock");
        cJSON_AddNumberToObject(clock, "minutes", (double)to_i64(c[5]) / 60000.0);
        cJSON_AddNumberToObject(clock, "increment", (double)to_i64(c[6]) / 1000.0);
    } else {
        cJSON_AddNullToObject(o, "clock");
    }
    cJSON_AddItemToObject(o, "rules", cJSON_Parse(c[2] ? c[2] : "{}"));
    snprintf(invite, sizeof invite, "/join/%s", c[7] ? c[7] : "");
    cJSON_AddStringToObject(o, "invite", invite);
    cJSON_AddItemToArray(array, o);
    return 0;
}

int sv_store_lobby(sv_store *s, cJSON *array, int max)
{
    char n[24];
    const char *p[] = {NUM(n, max)};
    return s->ops->exec(s, SV_ST_LOBBY, p, lobby_row, array) < 0 ? -1 : 0;
}
