/* The games in memory, their actions through the store, and the fan-out
 * of every change (server.h). */
#include "server.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "token.h"

#define NOTIFY_GAME 'g'
#define NOTIFY_PRESENCE 'p'

int64_t sv_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static unsigned bucket_of(const char *id)
{
    unsigned h = 2166136261u;
    for (; *id; id++)
        h = (h ^ (unsigned char)*id) * 16777619u;
    return h % SV_BUCKETS;
}

static sv_entry *find_entry(sv_server *s, const char *id)
{
    for (sv_entry *e = s->buckets[bucket_of(id)]; e; e = e->next)
        if (strcmp(e->game.id, id) == 0)
            return e;
    return NULL;
}

static sv_entry *add_entry(sv_server *s, const char *id)
{
    sv_entry *e = calloc(1, sizeof *e);
    if (!e)
        return NULL;
    snprintf(e->game.id, sizeof e->game.id, "%s", id);
    e->srv = s;
    unsigned b = bucket_of(id);
    e->next = s->buckets[b];
    s->buckets[b] = e;
    s->ncached++;
    return e;
}

static void drop_entry(sv_entry *e)
{
    sv_server *s = e->srv;
    sv_entry **p = &s->buckets[bucket_of(e->game.id)];
    while (*p && *p != e)
        p = &(*p)->next;
    if (*p)
        *p = e->next;
    lws_sul_cancel(&e->sul);
    if (e->loaded)
        sv_game_clear(&e->game);
    s->ncached--;
    free(e);
}

/* Keep in memory only the games someone watches on this node. */
static void release(sv_entry *e)
{
    if (e && e->nconns == 0)
        drop_entry(e);
}

void sv_hub_clear(sv_server *s)
{
    sv_hub_flush(s);
    for (int b = 0; b < SV_BUCKETS; b++)
        while (s->buckets[b])
            drop_entry(s->buckets[b]);
}

/* (Re)read the game of @p e from the store. */
static int reload(sv_entry *e, sv_error *err)
{
    sv_game fresh;
    int rc = sv_store_load(e->srv->store, e->game.id, &fresh, err);
    if (rc == 1)
        return sv_error_set(err, "not_found", "no such game");
    if (rc)
        return -1;
    if (e->loaded)
        sv_game_clear(&e->game);
    e->game = fresh;
    e->loaded = 1;
    return 0;
}

static sv_entry *get_entry(sv_server *s, const char *id, sv_error *err)
{
    if (!sv_is_hex(id, SV_ID_SIZE - 1)) {
        sv_error_set(err, "not_found", "no such game");
        return NULL;
    }
    sv_entry *e = find_entry(s, id);
    if (e && e->loaded)
        return e;
    if (!e && !(e = add_entry(s, id))) {
        sv_error_set(err, "internal", "out of memory");
        return NULL;
    }
    if (reload(e, err)) {
        release(e);
        return NULL;
    }
    return e;
}

/* --- sending --- */

static void send_json(sv_conn *c, cJSON *msg)
{
    char *text = cJSON_PrintUnformatted(msg);
    if (text)
        sv_conn_send(c, text);
    free(text);
}

static void broadcast(sv_entry *e, cJSON *msg)
{
    char *text = cJSON_PrintUnformatted(msg);
    if (text)
        for (sv_conn *c = e->conns; c; c = c->next)
            sv_conn_send(c, text);
    free(text);
    cJSON_Delete(msg);
}

static cJSON *state_message(sv_entry *e, const sv_conn *to)
{
    cJSON *o = cJSON_CreateObject(), *g = sv_game_json(&e->game, sv_now_ms());
    cJSON_AddStringToObject(o, "type", "state");
    while (g->child) {
        cJSON *it = cJSON_DetachItemViaPointer(g, g->child);
        cJSON_AddItemToObject(o, it->string, it);
    }
    cJSON_Delete(g);
    cJSON *on = cJSON_AddObjectToObject(o, "online");
    cJSON_AddBoolToObject(on, "red", e->online[SV_RED] > 0);
    cJSON_AddBoolToObject(on, "blue", e->online[SV_BLUE] > 0);
    if (to) {
        const char *you = sv_side_name(to->side);
        if (you)
            cJSON_AddStringToObject(o, "you", you);
        else
            cJSON_AddNullToObject(o, "you");
    }
    return o;
}

static void presence_message(sv_entry *e, int side, int online)
{
    cJSON *m = cJSON_CreateObject();
    cJSON_AddStringToObject(m, "type", "presence");
    cJSON_AddStringToObject(m, "color", sv_side_name(side));
    cJSON_AddBoolToObject(m, "online", online);
    broadcast(e, m);
}

/* What the watchers saw last. */
typedef struct snap {
    int32_t nturns;
    int status, draw_offer;
} snap;

static snap take_snap(const sv_entry *e)
{
    snap sn = {e->game.nturns, e->game.status, e->game.draw_offer};
    return sn;
}

static void schedule_flag(sv_entry *e);

/* Start every watcher of @p e again from the state. */
static void resend_state(sv_entry *e)
{
    for (sv_conn *c = e->conns; c; c = c->next) {
        cJSON *m = state_message(e, c);
        send_json(c, m);
        cJSON_Delete(m);
    }
}

/* Tell the watchers of @p e what changed since @p before (NULL: they
 * cannot know, since the game had to be read again; they get the state). */
static void fan_out(sv_entry *e, const snap *known)
{
    sv_game *g = &e->game;
    int64_t now = sv_now_ms();
    schedule_flag(e);
    if (!e->conns)
        return;
    if (!known || known->nturns > g->nturns) {
        resend_state(e);
        return;
    }
    snap before = *known;
    if (before.status == SV_WAITING && g->status != SV_WAITING) {
        resend_state(e);
        if (g->status != SV_ENDED)
            return; /* a challenge aborted while waiting also gets its end */
    }
    for (int32_t p = before.nturns; p < g->nturns; p++) {
        cJSON *m = cJSON_CreateObject();
        cJSON_AddStringToObject(m, "type", "turn");
        cJSON_AddNumberToObject(m, "ply", p);
        cJSON_AddStringToObject(m, "turn", g->turns[p]);
        /* The clocks as the turn left them. */
        cJSON_AddItemToObject(m, "clock", sv_game_clock_json(g, g->since));
        broadcast(e, m);
    }
    if (g->draw_offer != before.draw_offer && g->draw_offer != SV_NO_SIDE) {
        cJSON *m = cJSON_CreateObject();
        cJSON_AddStringToObject(m, "type", "draw");
        cJSON_AddStringToObject(m, "color", sv_side_name(g->draw_offer));
        broadcast(e, m);
    }
    if (g->status == SV_ENDED && before.status != SV_ENDED) {
        cJSON *m = cJSON_CreateObject();
        cJSON_AddStringToObject(m, "type", "end");
        cJSON_AddItemToObject(m, "result", sv_game_result_json(g));
        cJSON_AddItemToObject(m, "clock", sv_game_clock_json(g, now));
        broadcast(e, m);
    }
}

/* --- changing a game --- */

typedef int (*action_fn)(sv_game *g, const void *arg, int64_t now, sv_error *err);

static void notify_payload(char *buf, size_t size, const sv_game *g)
{
    snprintf(buf, size, "%c %s %lld", NOTIFY_GAME, g->id, (long long)g->version);
}

/* Run @p fn on game @p e inside a transaction that holds the game's row:
 * the game is brought up to the stored version first; a change is written
 * and committed (and the other nodes told) before anyone hears of it.  A
 * failed commit leaves the game to be read again. */
static int mutate_locked(sv_entry *e, action_fn fn, const void *arg,
                         int64_t version, sv_error *err)
{
    sv_server *s = e->srv;
    snap before = take_snap(e);
    const snap *known = e->loaded ? &before : NULL;
    if (!e->loaded || e->game.version != version) {
        if (reload(e, err)) {
            sv_store_rollback(s->store);
            return -1;
        }
    }
    int64_t v0 = e->game.version;
    int32_t from = e->game.nturns;
    sv_error act_err = {NULL, ""};
    int rc = fn(&e->game, arg, sv_now_ms(), &act_err);
    if (e->game.version == v0) {
        sv_store_rollback(s->store);
        if (rc)
            *err = act_err;
        fan_out(e, known);
        return rc;
    }
    char payload[64];
    notify_payload(payload, sizeof payload, &e->game);
    if (sv_store_save(s->store, &e->game, from) || sv_store_commit(s->store, payload)) {
        sv_store_rollback(s->store);
        sv_game_clear(&e->game);
        e->loaded = 0;
        if (s->verbose)
            lwsl_err("co-server: cannot store game %s: %s\n", e->game.id,
                     s->store->error);
        return sv_error_set(err, "internal", "the database refused the change");
    }
    fan_out(e, known);
    if (rc)
        *err = act_err;
    return rc;
}

static int mutate(sv_server *s, const char *id, action_fn fn, const void *arg,
                  sv_entry **out, sv_error *err)
{
    int64_t version = 0;
    sv_hub_flush(s);
    int rc = sv_store_begin_game(s->store, id, &version);
    if (rc == 1)
        return sv_error_set(err, "not_found", "no such game");
    if (rc)
        return sv_error_set(err, "internal", "database: %s", s->store->error);
    sv_entry *e = find_entry(s, id);
    if (!e && !(e = add_entry(s, id))) {
        sv_store_rollback(s->store);
        return sv_error_set(err, "internal", "out of memory");
    }
    rc = mutate_locked(e, fn, arg, version, err);
    if (out && e->loaded)
        *out = e; /* the caller keeps it or releases it */
    else
        release(e);
    return rc;
}

static int act_flag(sv_game *g, const void *arg, int64_t now, sv_error *err)
{
    (void)arg;
    (void)err;
    sv_game_check_flag(g, now);
    return 0;
}

static void flag_fired(lws_sorted_usec_list_t *sul)
{
    sv_entry *e = lws_container_of(sul, sv_entry, sul);
    sv_error err;
    char id[SV_ID_SIZE];
    memcpy(id, e->game.id, sizeof id);
    mutate(e->srv, id, act_flag, NULL, NULL, &err);
}

static void schedule_flag(sv_entry *e)
{
    int64_t t = e->loaded && e->nconns ? sv_game_flag_time(&e->game) : -1;
    if (t < 0) {
        lws_sul_cancel(&e->sul);
        return;
    }
    int64_t wait = t - sv_now_ms();
    lws_sul_schedule(e->srv->ctx, 0, &e->sul, flag_fired,
                     (wait > 0 ? wait : 0) * LWS_US_PER_MS + 1000);
}

/* --- the requests --- */

static int parse_color(const cJSON *c, int *side, sv_error *err)
{
    if (!c || cJSON_IsNull(c) || (cJSON_IsString(c) && !strcmp(c->valuestring, "random"))) {
        char hex[3];
        if (sv_random_hex(hex, 1))
            return sv_error_set(err, "internal", "no randomness");
        *side = (hex[1] - '0') & 1;
        return 0;
    }
    if (cJSON_IsString(c) && !strcmp(c->valuestring, "red"))
        *side = SV_RED;
    else if (cJSON_IsString(c) && !strcmp(c->valuestring, "blue"))
        *side = SV_BLUE;
    else
        return sv_error_set(err, "bad_color", "color must be \"red\", \"blue\" or \"random\"");
    return 0;
}

static int parse_clock(const cJSON *c, int *on, int64_t *base, int64_t *inc,
                       sv_error *err)
{
    *on = 0;
    *base = *inc = 0;
    if (!c || cJSON_IsNull(c))
        return 0;
    const cJSON *m = cJSON_GetObjectItemCaseSensitive(c, "minutes");
    const cJSON *i = cJSON_GetObjectItemCaseSensitive(c, "increment");
    if (!cJSON_IsObject(c) || !cJSON_IsNumber(m) || (i && !cJSON_IsNumber(i))
        || cJSON_GetArraySize(c) > 2 || (cJSON_GetArraySize(c) == 2 && !i))
        return sv_error_set(err, "bad_clock", "clock must be null or "
                            "{\"minutes\":M,\"increment\":S}");
    double md = m->valuedouble, id = i ? i->valuedouble : 0;
    if (!(md >= 0.25 && md <= SV_CLOCK_MINUTES_MAX) || !(id >= 0 && id <= SV_CLOCK_INCREMENT_MAX))
        return sv_error_set(err, "bad_clock", "clock.minutes must be 0.25 … %d and "
                            "clock.increment 0 … %d", SV_CLOCK_MINUTES_MAX,
                            SV_CLOCK_INCREMENT_MAX);
    *on = 1;
    *base = (int64_t)(md * 60000.0 + 0.5);
    *inc = (int64_t)(id * 1000.0 + 0.5);
    return 0;
}

static int check_members(const cJSON *req, const char *const *names, sv_error *err)
{
    char q[SV_QUOTE_SIZE];
    if (!cJSON_IsObject(req))
        return sv_error_set(err, "bad_request", "the body must be a JSON object");
    for (const cJSON *it = req->child; it; it = it->next) {
        int known = 0;
        for (const char *const *n = names; *n; n++)
            known |= strcmp(it->string, *n) == 0;
        if (!known)
            return sv_error_set(err, "bad_request", "unknown member \"%s\"",
                                sv_quote(it->string, q, sizeof q));
    }
    return 0;
}

int sv_hub_create(sv_server *s, const cJSON *req, cJSON **resp, sv_error *err)
{
    static const char *const names[] = {"game", "color", "clock", "rules", "public", NULL};
    if (check_members(req, names, err))
        return -1;
    const cJSON *game = cJSON_GetObjectItemCaseSensitive(req, "game");
    const cJSON *pub = cJSON_GetObjectItemCaseSensitive(req, "public");
    const sv_variant *v = cJSON_IsString(game) ? sv_variant_find(game->valuestring) : NULL;
    if (!v)
        return sv_error_set(err, "bad_game", "game must be \"cotoan\" or \"cotulenh\"");
    if (pub && !cJSON_IsBool(pub))
        return sv_error_set(err, "bad_request", "public must be true or false");
    char rules[SV_RULES_MAX];
    int side = SV_RED, clock_on = 0;
    int64_t base, inc;
    if (v->rules_parse(cJSON_GetObjectItemCaseSensitive(req, "rules"), rules, err)
        || parse_color(cJSON_GetObjectItemCaseSensitive(req, "color"), &side, err)
        || parse_clock(cJSON_GetObjectItemCaseSensitive(req, "clock"), &clock_on, &base,
                       &inc, err))
        return -1;
    sv_hub_flush(s);
    sv_game g;
    char token[SV_TOKEN_SIZE], invite[SV_INVITE_SIZE];
    char token_hash[SV_HASH_SIZE], invite_hash[SV_HASH_SIZE];
    if (sv_game_init(&g, v, rules, side, clock_on, base, inc, sv_now_ms(), err))
        return -1;
    if (sv_random_hex(g.id, SV_ID_BYTES) || sv_random_hex(token, SV_TOKEN_BYTES)
        || sv_random_hex(invite, SV_INVITE_BYTES) || sv_secret_hash(token, token_hash)
        || sv_secret_hash(invite, invite_hash)) {
        sv_game_clear(&g);
        return sv_error_set(err, "internal", "no randomness");
    }
    int rc = sv_store_begin(s->store);
    if (!rc)
        rc = sv_store_create(s->store, &g, token_hash, invite_hash,
                             cJSON_IsTrue(pub) ? invite : NULL);
    if (!rc)
        rc = sv_store_commit(s->store, NULL);
    else
        sv_store_rollback(s->store);
    sv_game_clear(&g);
    if (rc)
        return sv_error_set(err, "internal", "database: %s", s->store->error);
    char link[64];
    *resp = cJSON_CreateObject();
    cJSON_AddStringToObject(*resp, "id", g.id);
    cJSON_AddStringToObject(*resp, "token", token);
    cJSON_AddStringToObject(*resp, "color", sv_side_name(side));
    snprintf(link, sizeof link, "/join/%s", invite);
    cJSON_AddStringToObject(*resp, "invite", link);
    snprintf(link, sizeof link, "/watch/%s", g.id);
    cJSON_AddStringToObject(*resp, "watch", link);
    return 0;
}

static int act_start(sv_game *g, const void *arg, int64_t now, sv_error *err)
{
    (void)arg;
    return sv_game_start(g, now, err);
}

int sv_hub_join(sv_server *s, const cJSON *req, cJSON **resp, sv_error *err)
{
    static const char *const names[] = {"invite", NULL};
    if (check_members(req, names, err))
        return -1;
    const cJSON *inv = cJSON_GetObjectItemCaseSensitive(req, "invite");
    if (!cJSON_IsString(inv))
        return sv_error_set(err, "bad_request", "invite must be a string");
    const char *code = inv->valuestring;
    if (strncmp(code, "/join/", 6) == 0)
        code += 6;
    if (!sv_is_hex(code, SV_INVITE_SIZE - 1))
        return sv_error_set(err, "not_found", "no such invite");
    char invite_hash[SV_HASH_SIZE], token[SV_TOKEN_SIZE], token_hash[SV_HASH_SIZE];
    char id[SV_ID_SIZE];
    sv_hub_flush(s);
    if (sv_secret_hash(code, invite_hash) || sv_random_hex(token, SV_TOKEN_BYTES)
        || sv_secret_hash(token, token_hash))
        return sv_error_set(err, "internal", "no randomness");
    if (sv_store_begin(s->store))
        return sv_error_set(err, "internal", "database: %s", s->store->error);
    int rc = sv_store_claim(s->store, invite_hash, token_hash, id);
    if (rc) {
        sv_store_rollback(s->store);
        if (rc == 1)
            return sv_error_set(err, "not_found", "no such invite");
        if (rc == 2)
            return sv_error_set(err, "invite_claimed", "the invite has been used");
        return sv_error_set(err, "internal", "database: %s", s->store->error);
    }
    /* The claim holds the row: start the game in the same transaction. */
    int64_t version = 0;
    sv_entry *e = find_entry(s, id);
    if (!e && !(e = add_entry(s, id))) {
        sv_store_rollback(s->store);
        return sv_error_set(err, "internal", "out of memory");
    }
    if (sv_store_lock(s->store, id, &version)) {
        sv_store_rollback(s->store);
        release(e);
        return sv_error_set(err, "internal", "database: %s", s->store->error);
    }
    rc = mutate_locked(e, act_start, NULL, version, err);
    int side = e->loaded ? (e->game.creator == SV_RED ? SV_BLUE : SV_RED) : SV_NO_SIDE;
    release(e);
    if (rc)
        return -1;
    *resp = cJSON_CreateObject();
    cJSON_AddStringToObject(*resp, "id", id);
    cJSON_AddStringToObject(*resp, "token", token);
    cJSON_AddStringToObject(*resp, "color", sv_side_name(side));
    return 0;
}

int sv_hub_state(sv_server *s, const char *id, cJSON **resp, char **record,
                 sv_error *err)
{
    sv_hub_flush(s);
    sv_entry *e = get_entry(s, id, err);
    if (!e)
        return -1;
    int64_t t = sv_game_flag_time(&e->game);
    if (t >= 0 && t <= sv_now_ms()) {
        if (mutate(s, id, act_flag, NULL, NULL, err)) {
            release(find_entry(s, id));
            return -1;
        }
        if (!(e = get_entry(s, id, err)))
            return -1;
    }
    if (resp)
        *resp = sv_game_json(&e->game, sv_now_ms());
    if (record && !(*record = sv_game_record(&e->game))) {
        release(e);
        return sv_error_set(err, "internal", "cannot write the record");
    }
    release(e);
    return 0;
}

int sv_hub_lobby(sv_server *s, cJSON **resp, sv_error *err)
{
    sv_hub_flush(s);
    *resp = cJSON_CreateObject();
    cJSON *games = cJSON_AddArrayToObject(*resp, "games");
    if (sv_store_lobby(s->store, games, 100)) {
        cJSON_Delete(*resp);
        *resp = NULL;
        return sv_error_set(err, "internal", "database: %s", s->store->error);
    }
    return 0;
}

int sv_hub_kind(sv_server *s, const char *id, const char *invite, const char **kind)
{
    char found[SV_ID_SIZE], hash[SV_HASH_SIZE];
    sv_error err;
    sv_hub_flush(s);
    if (invite) {
        if (!sv_is_hex(invite, SV_INVITE_SIZE - 1) || sv_secret_hash(invite, hash)
            || sv_store_find_invite(s->store, hash, found))
            return -1;
        id = found;
    }
    sv_entry *e = get_entry(s, id, &err);
    if (!e)
        return -1;
    *kind = e->game.v->name;
    release(e);
    return 0;
}

int sv_hub_seat(sv_server *s, const char *id, const char *token, int *side,
                sv_error *err)
{
    char red[SV_HASH_SIZE], blue[SV_HASH_SIZE], hash[SV_HASH_SIZE];
    *side = SV_NO_SIDE;
    sv_hub_flush(s);
    if (!sv_is_hex(id, SV_ID_SIZE - 1))
        return sv_error_set(err, "not_found", "no such game");
    int rc = sv_store_seats(s->store, id, red, blue);
    if (rc == 1)
        return sv_error_set(err, "not_found", "no such game");
    if (rc)
        return sv_error_set(err, "internal", "database: %s", s->store->error);
    if (!token)
        return 0;
    if (!sv_is_hex(token, SV_TOKEN_SIZE - 1) || sv_secret_hash(token, hash))
        return sv_error_set(err, "bad_token", "the token is not a seat of this game");
    if (sv_hash_equal(hash, red))
        *side = SV_RED;
    else if (sv_hash_equal(hash, blue))
        *side = SV_BLUE;
    else
        return sv_error_set(err, "bad_token", "the token is not a seat of this game");
    return 0;
}

static void tell_presence(sv_server *s, sv_entry *e, int side, int online)
{
    char payload[64];
    presence_message(e, side, online);
    snprintf(payload, sizeof payload, "%c %s %d %d", NOTIFY_PRESENCE, e->game.id,
             side, online);
    if (s->store->ops->notify_fd(s->store) >= 0 && sv_store_begin(s->store) == 0)
        sv_store_commit(s->store, payload);
}

int sv_hub_subscribe(sv_server *s, sv_conn *c, const char *id, sv_error *err)
{
    sv_hub_flush(s);
    sv_entry *e = get_entry(s, id, err);
    if (!e)
        return -1;
    if (e->nconns >= SV_CONNS_PER_GAME) {
        release(e);
        return sv_error_set(err, "too_many", "too many connections to this game");
    }
    int64_t t = sv_game_flag_time(&e->game);
    if (t >= 0 && t <= sv_now_ms()) {
        /* Kept in memory for the new watcher, who is not attached yet. */
        e = NULL;
        int rc = mutate(s, id, act_flag, NULL, &e, err);
        if (!e) {
            release(find_entry(s, id));
            return rc ? -1 : sv_error_set(err, "internal", "the game could not be read");
        }
    }
    c->entry = e;
    c->next = e->conns;
    e->conns = c;
    e->nconns++;
    c->subscribed = 1;
    if (c->side != SV_NO_SIDE)
        e->online[c->side]++;
    cJSON *m = state_message(e, c);
    send_json(c, m);
    cJSON_Delete(m);
    if (c->side != SV_NO_SIDE && e->online[c->side] == 1)
        tell_presence(s, e, c->side, 1);
    schedule_flag(e);
    return 0;
}

void sv_hub_unsubscribe(sv_conn *c)
{
    sv_entry *e = c->entry;
    if (!c->subscribed || !e)
        return;
    sv_hub_flush(c->srv); /* its answers first; the game stays in memory */
    for (sv_conn **p = &e->conns; *p; p = &(*p)->next)
        if (*p == c) {
            *p = c->next;
            break;
        }
    e->nconns--;
    c->subscribed = 0;
    c->entry = NULL;
    if (c->side != SV_NO_SIDE && --e->online[c->side] == 0)
        tell_presence(e->srv, e, c->side, 0);
    release(e);
}

typedef struct act_arg {
    int side;
    const sv_message *m;
} act_arg;

static int act_message(sv_game *g, const void *arg, int64_t now, sv_error *err)
{
    const act_arg *a = arg;
    switch (a->m->type) {
    case SV_MSG_TURN: return sv_game_turn(g, a->side, a->m->ply, a->m->turn, now, err);
    case SV_MSG_RESIGN: return sv_game_resign(g, a->side, now, err);
    case SV_MSG_DRAW: return sv_game_draw(g, a->side, now, err);
    case SV_MSG_ABORT: return sv_game_abort(g, a->side, now, err);
    }
    return sv_error_set(err, "bad_message", "unknown message");
}

/* One action on its own transaction, answered at once (the batch's
 * fallback). */
static void act_alone(sv_conn *c, const sv_message *m)
{
    sv_error err = {NULL, ""};
    act_arg a = {c->side, m};
    char id[SV_ID_SIZE];
    if (!c->entry)
        return;
    memcpy(id, c->entry->game.id, sizeof id);
    if (mutate(c->srv, id, act_message, &a, NULL, &err))
        sv_conn_send_error(c, &err);
}

static void batch_free(sv_server *s)
{
    while (s->batch_head) {
        sv_pending *p = s->batch_head;
        s->batch_head = p->next;
        free(p);
    }
    s->batch_tail = NULL;
    s->batch_count = 0;
    for (sv_entry *e = s->batch_games, *n; e; e = n) {
        n = e->batch_next;
        e->in_batch = 0;
        e->batch_next = NULL;
    }
    s->batch_games = NULL;
}

/* The batch could not be written: roll it back, forget what it did to the
 * games in memory, and try each action again on its own. */
static void batch_fail(sv_server *s)
{
    if (s->verbose)
        lwsl_err("co-server: a group commit failed (%s); its actions are tried one by one\n",
                 s->store->error);
    sv_store_rollback(s->store);
    s->batch_open = 0;
    for (sv_entry *e = s->batch_games; e; e = e->batch_next)
        if (e->loaded) {
            sv_game_clear(&e->game);
            e->loaded = 0;
        }
    sv_pending *list = s->batch_head;
    s->batch_head = NULL;
    batch_free(s);
    while (list) {
        sv_pending *p = list;
        list = p->next;
        if (p->act)
            act_alone(p->conn, &p->msg);
        else
            sv_conn_send_error(p->conn, &p->err);
        free(p);
    }
}

void sv_hub_flush(sv_server *s)
{
    if (!s->batch_open)
        return;
    char payload[64];
    int rc = 0;
    for (sv_entry *e = s->batch_games; e && !rc; e = e->batch_next)
        if (e->loaded && e->game.version != e->batch_version) {
            notify_payload(payload, sizeof payload, &e->game);
            rc = s->store->ops->notify(s->store, payload);
        }
    if (rc || s->store->ops->commit(s->store)) {
        batch_fail(s);
        return;
    }
    s->batch_open = 0;
    /* Committed: the watchers hear of it, then the refusals. */
    for (sv_entry *e = s->batch_games; e; e = e->batch_next) {
        snap sn = {e->batch_nturns, e->batch_status, e->batch_draw};
        if (e->loaded)
            fan_out(e, e->batch_known ? &sn : NULL);
    }
    for (sv_pending *p = s->batch_head; p; p = p->next)
        if (p->failed)
            sv_conn_send_error(p->conn, &p->err);
    batch_free(s);
}

static sv_pending *pending_add(sv_server *s, sv_conn *c)
{
    sv_pending *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    p->conn = c;
    if (s->batch_tail)
        s->batch_tail->next = p;
    else
        s->batch_head = p;
    s->batch_tail = p;
    s->batch_count++;
    return p;
}

void sv_hub_refuse(sv_conn *c, const sv_error *err)
{
    sv_pending *p = NULL;
    if (c->srv->batch_open && c->entry && c->entry->in_batch
        && (p = pending_add(c->srv, c)) != NULL) {
        p->failed = 1;
        p->err = *err;
        return;
    }
    sv_conn_send_error(c, err);
}

int sv_hub_act(sv_conn *c, const sv_message *m, sv_error *err)
{
    sv_server *s = c->srv;
    sv_entry *e = c->entry;
    if (!e)
        return sv_error_set(err, "internal", "not attached to a game");
    if (c->side == SV_NO_SIDE)
        return sv_error_set(err, "not_a_player", "spectators cannot act");
    sv_pending *p = pending_add(s, c);
    if (!p)
        return sv_error_set(err, "internal", "out of memory");
    p->act = 1;
    p->msg = *m;
    if (!s->batch_open) {
        if (sv_store_begin(s->store)) {
            batch_fail(s); /* answers on its own (an error, most likely) */
            return 0;
        }
        s->batch_open = 1;
    }
    if (!e->in_batch) {
        e->in_batch = 1;
        e->batch_known = e->loaded;
        e->batch_nturns = e->game.nturns;
        e->batch_status = e->game.status;
        e->batch_draw = e->game.draw_offer;
        e->batch_version = e->loaded ? e->game.version : -1;
        e->batch_next = s->batch_games;
        s->batch_games = e;
    }
    /* The game's row (locked on PostgreSQL) and its version: a copy older
     * than the database's is read again. */
    int64_t version = 0;
    int rc = sv_store_lock(s->store, e->game.id, &version);
    if (rc == 0 && (!e->loaded || e->game.version != version)) {
        sv_error rerr;
        rc = reload(e, &rerr) ? -1 : 0;
    }
    if (rc) {
        batch_fail(s);
        return 0;
    }
    int64_t v0 = e->game.version;
    int32_t from = e->game.nturns;
    act_arg a = {c->side, m};
    p->failed = act_message(&e->game, &a, sv_now_ms(), &p->err) != 0;
    if (e->game.version != v0 && sv_store_save(s->store, &e->game, from)) {
        batch_fail(s);
        return 0;
    }
    if (s->batch_count >= SV_BATCH_MAX)
        sv_hub_flush(s);
    return 0;
}

void sv_hub_notified(void *server, const char *payload)
{
    sv_server *s = server;
    char kind, id[SV_ID_SIZE + 8];
    long long a = 0, b = 0;
    sv_hub_flush(s);
    int n = sscanf(payload, "%c %32s %lld %lld", &kind, id, &a, &b);
    if (n < 3 || !sv_is_hex(id, SV_ID_SIZE - 1))
        return;
    sv_entry *e = find_entry(s, id);
    if (!e || !e->nconns)
        return;
    if (kind == NOTIFY_PRESENCE && n == 4 && (a == SV_RED || a == SV_BLUE)) {
        /* Only another node's news: this node's own seats it knows. */
        if (e->online[a] == 0)
            presence_message(e, (int)a, b != 0);
        return;
    }
    if (kind != NOTIFY_GAME || (e->loaded && e->game.version >= a))
        return;
    snap before = take_snap(e);
    const snap *known = e->loaded ? &before : NULL;
    sv_error err;
    if (reload(e, &err) == 0)
        fan_out(e, known);
}

int sv_hub_resync(sv_server *s)
{
    sv_hub_flush(s);
    for (int b = 0; b < SV_BUCKETS; b++)
        for (sv_entry *e = s->buckets[b]; e; e = e->next) {
            int64_t version = 0;
            if (!e->nconns)
                continue;
            int rc = sv_store_lock(s->store, e->game.id, &version);
            if (rc < 0)
                return -1;
            if (rc == 0 && e->loaded && e->game.version == version)
                continue;
            snap before = take_snap(e);
            const snap *known = e->loaded ? &before : NULL;
            sv_error err;
            if (reload(e, &err) == 0)
                fan_out(e, known);
        }
    return 0;
}
