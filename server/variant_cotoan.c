/* The Cờ toán adapter (variant.h) over libcotoan's public API. */
#include "variant.h"

#include <cotoan/cotoan.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int int_member(const cJSON *obj, const char *name, int lo, int hi,
                      int *out, sv_error *err)
{
    const cJSON *it = cJSON_GetObjectItemCaseSensitive(obj, name);
    if (!it)
        return 0;
    if (!cJSON_IsNumber(it) || !(it->valuedouble >= lo && it->valuedouble <= hi)
        || (double)(int)it->valuedouble != it->valuedouble)
        return sv_error_set(err, "bad_rules", "rules.%s must be an integer %d … %d",
                            name, lo, hi);
    *out = (int)it->valuedouble;
    return 0;
}

static int cotoan_rules_parse(const cJSON *rules, char canon[SV_RULES_MAX],
                          sv_error *err)
{
    int back = 0, target = CT_DEFAULT_TARGET, limit = CT_DEFAULT_LIMIT;
    if (rules && !cJSON_IsNull(rules)) {
        if (!cJSON_IsObject(rules))
            return sv_error_set(err, "bad_rules", "rules must be an object");
        char q[SV_QUOTE_SIZE];
        for (const cJSON *it = rules->child; it; it = it->next)
            if (strcmp(it->string, "mover") && strcmp(it->string, "target")
                && strcmp(it->string, "limit"))
                return sv_error_set(err, "bad_rules",
                                    "unknown Cờ toán rule \"%s\" (mover, "
                                    "target, limit)", sv_quote(it->string, q, sizeof q));
        const cJSON *mover = cJSON_GetObjectItemCaseSensitive(rules, "mover");
        if (mover) {
            if (cJSON_IsString(mover) && strcmp(mover->valuestring, "front") == 0)
                back = 0;
            else if (cJSON_IsString(mover) && strcmp(mover->valuestring, "back") == 0)
                back = 1;
            else
                return sv_error_set(err, "bad_rules",
                                    "rules.mover must be \"front\" or \"back\"");
        }
        if (int_member(rules, "target", 0, 1000, &target, err)
            || int_member(rules, "limit", 0, 1000000, &limit, err))
            return -1;
    }
    snprintf(canon, SV_RULES_MAX, "{\"mover\":\"%s\",\"target\":%d,\"limit\":%d}",
             back ? "back" : "front", target, limit);
    return 0;
}

static void *cotoan_new(const char *canon)
{
    ct_rules rules;
    ct_game *game = NULL;
    ct_rules_init(&rules);
    cJSON *obj = cJSON_Parse(canon);
    if (!obj)
        return NULL;
    const cJSON *mover = cJSON_GetObjectItemCaseSensitive(obj, "mover");
    const cJSON *target = cJSON_GetObjectItemCaseSensitive(obj, "target");
    const cJSON *limit = cJSON_GetObjectItemCaseSensitive(obj, "limit");
    if (cJSON_IsString(mover) && strcmp(mover->valuestring, "back") == 0)
        rules.mover = CT_MOVER_BACK;
    if (cJSON_IsNumber(target))
        rules.target = target->valueint;
    if (cJSON_IsNumber(limit))
        rules.limit = limit->valueint;
    cJSON_Delete(obj);
    if (ct_game_new(&rules, &game) != CT_OK)
        return NULL;
    return game;
}

static void cotoan_free(void *game) { ct_game_free(game); }

static int cotoan_play(void *g, const char *text, char canon[SV_TURN_TEXT_MAX + 1],
                   sv_error *err)
{
    ct_game *game = g;
    ct_move move;
    int rc = ct_game_parse_move(game, text, &move);
    if (rc == CT_ERR_PARSE)
        return sv_error_set(err, "bad_turn", "not a Cờ toán move: %s",
                            ct_game_error(game));
    if (rc != CT_OK)
        return sv_error_set(err, "illegal_turn", "%s", ct_game_error(game));
    if (ct_game_move_text(game, move, CT_NOTATION_SHORT, canon,
                          SV_TURN_TEXT_MAX + 1) < 0
        || ct_game_play(game, move) != CT_OK)
        return sv_error_set(err, "illegal_turn", "%s", ct_game_error(game));
    return 0;
}

static int cotoan_position(const void *game, char *buf, size_t size)
{
    return ct_game_position(game, buf, size);
}

static int cotoan_to_move(const void *game) { return ct_game_turn(game); }

static int cotoan_outcome(const void *game, int *winner, char reason[SV_REASON_MAX])
{
    int32_t term = CT_TERM_NONE;
    int r = ct_game_outcome(game, &term);
    if (r == CT_ONGOING || r < 0)
        return 0;
    *winner = r == CT_RED_WINS ? SV_RED : r == CT_BLUE_WINS ? SV_BLUE : SV_NO_SIDE;
    sv_reason_code(ct_termination_string(term), reason);
    return 1;
}

static int cotoan_resign(void *game, int side) { return ct_game_resign(game, side); }

static int cotoan_draw(void *game) { return ct_game_agree_draw(game); }

/* Cờ toán's flag fall: the side whose time ran out loses, recorded by the
 * library as a time forfeit (ct_game_time_out(), termination "time
 * forfeit"; doc/server.md, "Clocks"), so the record says it too. */
static int cotoan_flag(void *game, int side)
{
    ct_game_time_out(game, side);
    return side == SV_RED ? SV_BLUE : SV_RED;
}

static char *cotoan_record(const void *game, const sv_record_info *info)
{
    ct_record *rec = NULL;
    char *text = NULL;
    if (ct_record_new(&rec) != CT_OK)
        return NULL;
    ct_record_set_tag(rec, "Event", "Online game");
    ct_record_set_tag(rec, "Site", "co-server");
    ct_record_set_tag(rec, "Date", info->date);
    ct_record_set_tag(rec, "TimeControl", info->time_control);
    int n = ct_record_write(game, rec, CT_RECORD_SHORT, NULL, 0);
    if (n >= 0 && (text = malloc((size_t)n + 1)) != NULL)
        ct_record_write(game, rec, CT_RECORD_SHORT, text, (size_t)n + 1);
    ct_record_free(rec);
    return text;
}

const sv_variant sv_variant_cotoan = {
    .name = "cotoan",
    .rules_parse = cotoan_rules_parse,
    .game_new = cotoan_new,
    .game_free = cotoan_free,
    .play = cotoan_play,
    .position = cotoan_position,
    .to_move = cotoan_to_move,
    .outcome = cotoan_outcome,
    .resign = cotoan_resign,
    .agree_draw = cotoan_draw,
    .flag = cotoan_flag,
    .record = cotoan_record,
};
