/* Game, seat, clock, draw, abort and result logic (session.h). */
#include "session.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

const char *sv_status_name(int status)
{
    return status == SV_WAITING ? "waiting" : status == SV_PLAYING ? "playing"
                                                                    : "ended";
}

int sv_game_init(sv_game *g, const sv_variant *v, const char *canon_rules,
                 int creator, int clock_on, int64_t base_ms, int64_t inc_ms,
                 int64_t now, sv_error *err)
{
    memset(g, 0, sizeof *g);
    if (clock_on && (base_ms < 1000 || base_ms > SV_CLOCK_MINUTES_MAX * 60000LL
                     || inc_ms < 0 || inc_ms > SV_CLOCK_INCREMENT_MAX * 1000LL))
        return sv_error_set(err, "bad_clock", "clock.minutes must be 1 … %d "
                            "and clock.increment 0 … %d seconds",
                            SV_CLOCK_MINUTES_MAX, SV_CLOCK_INCREMENT_MAX);
    if (creator != SV_RED && creator != SV_BLUE)
        return sv_error_set(err, "bad_color", "the creator's side must be red or blue");
    g->v = v;
    snprintf(g->rules, sizeof g->rules, "%s", canon_rules);
    g->creator = creator;
    g->status = SV_WAITING;
    g->clock_on = clock_on != 0;
    g->base_ms = clock_on ? base_ms : 0;
    g->inc_ms = clock_on ? inc_ms : 0;
    g->ms[0] = g->ms[1] = g->base_ms;
    g->draw_offer = SV_NO_SIDE;
    g->winner = SV_NO_SIDE;
    g->created = now;
    g->lib = v->game_new(canon_rules);
    if (!g->lib)
        return sv_error_set(err, "internal", "cannot create the game");
    return 0;
}

void sv_game_clear(sv_game *g)
{
    for (int32_t i = 0; i < g->nturns; i++)
        free(g->turns[i]);
    free(g->turns);
    if (g->lib)
        g->v->game_free(g->lib);
    g->turns = NULL;
    g->lib = NULL;
    g->nturns = g->cap = 0;
}

/* Room for one more turn. */
static int reserve_turn(sv_game *g)
{
    if (g->nturns < g->cap)
        return 0;
    int32_t cap = g->cap ? 2 * g->cap : 64;
    char **t = realloc(g->turns, (size_t)cap * sizeof *t);
    if (!t)
        return -1;
    g->turns = t;
    g->cap = cap;
    return 0;
}

static int push_turn(sv_game *g, const char *text)
{
    size_t n = strlen(text) + 1;
    char *copy;
    if (reserve_turn(g) || !(copy = malloc(n)))
        return -1;
    memcpy(copy, text, n);
    g->turns[g->nturns++] = copy;
    return 0;
}

int sv_game_to_move(const sv_game *g)
{
    return g->status == SV_PLAYING ? g->v->to_move(g->lib) : SV_NO_SIDE;
}

static int other(int side) { return side == SV_RED ? SV_BLUE : SV_RED; }

/* Apply the ending the persistent fields name to the library's game. */
static void apply_ending(sv_game *g)
{
    int w;
    char reason[SV_REASON_MAX];
    if (g->status != SV_ENDED || g->v->outcome(g->lib, &w, reason))
        return;
    if (strcmp(g->reason, "resignation") == 0 && g->winner != SV_NO_SIDE)
        g->v->resign(g->lib, other(g->winner));
    else if (strcmp(g->reason, "agreement") == 0)
        g->v->agree_draw(g->lib);
    else if (strcmp(g->reason, "time") == 0)
        g->v->flag(g->lib, g->v->to_move(g->lib));
}

int sv_game_rebuild(sv_game *g, char *const *turns, int32_t nturns,
                    sv_error *err)
{
    char canon[SV_TURN_TEXT_MAX + 1];
    g->turns = NULL;
    g->nturns = g->cap = 0;
    g->lib = g->v->game_new(g->rules);
    if (!g->lib)
        return sv_error_set(err, "internal", "cannot create the game");
    for (int32_t i = 0; i < nturns; i++) {
        if (g->v->play(g->lib, turns[i], canon, err)) {
            sv_game_clear(g);
            return sv_error_set(err, "internal", "stored turn %d does not replay",
                                (int)i);
        }
        if (push_turn(g, turns[i])) {
            sv_game_clear(g);
            return sv_error_set(err, "internal", "out of memory");
        }
    }
    apply_ending(g);
    return 0;
}

int sv_game_start(sv_game *g, int64_t now, sv_error *err)
{
    if (g->status != SV_WAITING)
        return sv_error_set(err, "not_waiting", "the game has already started");
    g->status = SV_PLAYING;
    g->since = now;
    g->version++;
    return 0;
}

void sv_game_clock(const sv_game *g, int64_t now, int64_t out[2])
{
    out[0] = g->ms[0];
    out[1] = g->ms[1];
    if (g->clock_on && g->status == SV_PLAYING) {
        int side = g->v->to_move(g->lib);
        int64_t left = g->ms[side] - (now > g->since ? now - g->since : 0);
        out[side] = left > 0 ? left : 0;
    }
}

int64_t sv_game_flag_time(const sv_game *g)
{
    if (!g->clock_on || g->status != SV_PLAYING)
        return -1;
    return g->since + g->ms[g->v->to_move(g->lib)];
}

static void end_game(sv_game *g, int winner, const char *reason)
{
    g->status = SV_ENDED;
    g->winner = winner;
    snprintf(g->reason, sizeof g->reason, "%s", reason);
    g->draw_offer = SV_NO_SIDE;
}

int sv_game_check_flag(sv_game *g, int64_t now)
{
    int64_t t = sv_game_flag_time(g);
    if (t < 0 || now < t)
        return 0;
    int side = g->v->to_move(g->lib);
    g->ms[side] = 0;
    g->since = now;
    end_game(g, g->v->flag(g->lib, side), "time");
    g->version++;
    return 1;
}

/* The checks every action makes first. */
static int check_action(sv_game *g, int side, int64_t now, sv_error *err)
{
    if (side != SV_RED && side != SV_BLUE)
        return sv_error_set(err, "not_a_player", "spectators cannot act");
    sv_game_check_flag(g, now);
    if (g->status == SV_ENDED)
        return sv_error_set(err, "game_over", "the game has ended (%s)", g->reason);
    if (g->status == SV_WAITING)
        return sv_error_set(err, "not_started", "the game waits for its second player");
    return 0;
}

int sv_game_turn(sv_game *g, int side, int32_t ply, const char *text,
                 int64_t now, sv_error *err)
{
    if (check_action(g, side, now, err))
        return -1;
    if (ply != g->nturns)
        return sv_error_set(err, "stale_ply", "the turn is for ply %d; %d turns "
                            "have been played", (int)ply, (int)g->nturns);
    if (g->v->to_move(g->lib) != side)
        return sv_error_set(err, "not_your_turn", "it is %s's turn",
                            sv_side_name(g->v->to_move(g->lib)));
    char *slot = reserve_turn(g) ? NULL : malloc(SV_TURN_TEXT_MAX + 1);
    if (!slot)
        return sv_error_set(err, "internal", "out of memory");
    if (g->v->play(g->lib, text, slot, err)) {
        free(slot);
        return -1;
    }
    /* Kept at its length (a game in memory holds all its turns). */
    char *fit = realloc(slot, strlen(slot) + 1);
    g->turns[g->nturns++] = fit ? fit : slot;
    if (g->clock_on) {
        g->ms[side] -= now > g->since ? now - g->since : 0;
        g->ms[side] += g->inc_ms;
    }
    g->since = now;
    if (g->draw_offer == other(side))
        g->draw_offer = SV_NO_SIDE; /* a turn declines the other's offer */
    int winner;
    char reason[SV_REASON_MAX];
    if (g->v->outcome(g->lib, &winner, reason))
        end_game(g, winner, reason);
    g->version++;
    return 0;
}

int sv_game_resign(sv_game *g, int side, int64_t now, sv_error *err)
{
    if (check_action(g, side, now, err))
        return -1;
    g->v->resign(g->lib, side);
    sv_game_clock(g, now, g->ms);
    g->since = now;
    end_game(g, other(side), "resignation");
    g->version++;
    return 0;
}

int sv_game_draw(sv_game *g, int side, int64_t now, sv_error *err)
{
    if (check_action(g, side, now, err))
        return -1;
    if (g->draw_offer == side)
        return sv_error_set(err, "draw_offered", "your draw offer is pending");
    if (g->draw_offer == other(side)) {
        g->v->agree_draw(g->lib);
        sv_game_clock(g, now, g->ms);
        g->since = now;
        end_game(g, SV_NO_SIDE, "agreement");
    } else {
        g->draw_offer = side;
    }
    g->version++;
    return 0;
}

int sv_game_abort(sv_game *g, int side, int64_t now, sv_error *err)
{
    if (side != SV_RED && side != SV_BLUE)
        return sv_error_set(err, "not_a_player", "spectators cannot act");
    if (g->status == SV_ENDED)
        return sv_error_set(err, "game_over", "the game has ended (%s)", g->reason);
    if (g->nturns > 0)
        return sv_error_set(err, "cannot_abort",
                            "a game can be aborted only before its first turn");
    sv_game_clock(g, now, g->ms);
    g->since = now;
    end_game(g, SV_NO_SIDE, "aborted");
    g->version++;
    return 0;
}

cJSON *sv_game_clock_json(const sv_game *g, int64_t now)
{
    if (!g->clock_on)
        return cJSON_CreateNull();
    int64_t ms[2];
    sv_game_clock(g, now, ms);
    cJSON *c = cJSON_CreateObject();
    cJSON_AddNumberToObject(c, "red", (double)ms[0]);
    cJSON_AddNumberToObject(c, "blue", (double)ms[1]);
    return c;
}

cJSON *sv_game_result_json(const sv_game *g)
{
    if (g->status != SV_ENDED)
        return cJSON_CreateNull();
    cJSON *r = cJSON_CreateObject();
    const char *w = sv_side_name(g->winner);
    if (w)
        cJSON_AddStringToObject(r, "winner", w);
    else
        cJSON_AddNullToObject(r, "winner");
    cJSON_AddStringToObject(r, "reason", g->reason);
    return r;
}

cJSON *sv_game_json(const sv_game *g, int64_t now)
{
    char pos[512];
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "id", g->id);
    cJSON_AddStringToObject(o, "game", g->v->name);
    cJSON_AddStringToObject(o, "status", sv_status_name(g->status));
    cJSON_AddItemToObject(o, "rules", cJSON_Parse(g->rules));
    cJSON *turns = cJSON_AddArrayToObject(o, "turns");
    for (int32_t i = 0; i < g->nturns; i++)
        cJSON_AddItemToArray(turns, cJSON_CreateString(g->turns[i]));
    pos[0] = '\0';
    g->v->position(g->lib, pos, sizeof pos);
    cJSON_AddStringToObject(o, "position", pos);
    const char *tm = sv_side_name(sv_game_to_move(g));
    if (tm)
        cJSON_AddStringToObject(o, "to_move", tm);
    else
        cJSON_AddNullToObject(o, "to_move");
    cJSON_AddItemToObject(o, "clock", sv_game_clock_json(g, now));
    if (g->clock_on) {
        cJSON *tc = cJSON_AddObjectToObject(o, "time_control");
        cJSON_AddNumberToObject(tc, "minutes", (double)g->base_ms / 60000.0);
        cJSON_AddNumberToObject(tc, "increment", (double)g->inc_ms / 1000.0);
    } else {
        cJSON_AddNullToObject(o, "time_control");
    }
    const char *offer = sv_side_name(g->draw_offer);
    if (offer)
        cJSON_AddStringToObject(o, "draw_offer", offer);
    else
        cJSON_AddNullToObject(o, "draw_offer");
    cJSON_AddItemToObject(o, "result", sv_game_result_json(g));
    return o;
}

char *sv_game_record(const sv_game *g)
{
    char date[40], tc[48];
    time_t t = (time_t)(g->created / 1000);
    struct tm tm;
    gmtime_r(&t, &tm);
    snprintf(date, sizeof date, "%04d.%02d.%02d", tm.tm_year + 1900,
             tm.tm_mon + 1, tm.tm_mday);
    if (g->clock_on)
        snprintf(tc, sizeof tc, "%lld+%lld", (long long)(g->base_ms / 1000),
                 (long long)(g->inc_ms / 1000));
    else
        snprintf(tc, sizeof tc, "-");
    sv_record_info info = {date, tc, g->reason, g->winner, g->status == SV_ENDED};
    return g->v->record(g->lib, &info);
}
