/* The Cờ tư lệnh adapter (variant.h) over libcotulenh's public API. */
#include "variant.h"

#include <cotulenh/cotulenh.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A string member that must be one of two words; *out = 0 or 1. */
static int word_member(const cJSON *obj, const char *name, const char *w0,
                       const char *w1, int *out, sv_error *err)
{
    const cJSON *it = cJSON_GetObjectItemCaseSensitive(obj, name);
    if (!it)
        return 0;
    if (cJSON_IsString(it) && strcmp(it->valuestring, w0) == 0)
        *out = 0;
    else if (cJSON_IsString(it) && strcmp(it->valuestring, w1) == 0)
        *out = 1;
    else
        return sv_error_set(err, "bad_rules", "rules.%s must be \"%s\" or \"%s\"",
                            name, w0, w1);
    return 0;
}

static int cotulenh_rules_parse(const cJSON *rules, char canon[SV_RULES_MAX],
                          sv_error *err)
{
    int reduced = 0, battles = 0;
    if (rules && !cJSON_IsNull(rules)) {
        if (!cJSON_IsObject(rules))
            return sv_error_set(err, "bad_rules", "rules must be an object");
        char q[SV_QUOTE_SIZE];
        for (const cJSON *it = rules->child; it; it = it->next)
            if (strcmp(it->string, "start") && strcmp(it->string, "mode"))
                return sv_error_set(err, "bad_rules",
                                    "unknown Cờ tư lệnh rule \"%s\" (start, "
                                    "mode)", sv_quote(it->string, q, sizeof q));
        if (word_member(rules, "start", "standard", "reduced", &reduced, err)
            || word_member(rules, "mode", "total", "battles", &battles, err))
            return -1;
    }
    snprintf(canon, SV_RULES_MAX, "{\"start\":\"%s\",\"mode\":\"%s\"}",
             reduced ? "reduced" : "standard", battles ? "battles" : "total");
    return 0;
}

static void *cotulenh_new(const char *canon)
{
    tl_rules rules;
    tl_game *game = NULL;
    tl_rules_init(&rules);
    cJSON *obj = cJSON_Parse(canon);
    if (!obj)
        return NULL;
    const cJSON *start = cJSON_GetObjectItemCaseSensitive(obj, "start");
    const cJSON *mode = cJSON_GetObjectItemCaseSensitive(obj, "mode");
    if (cJSON_IsString(start) && strcmp(start->valuestring, "reduced") == 0)
        rules.start = TL_START_REDUCED;
    if (cJSON_IsString(mode) && strcmp(mode->valuestring, "battles") == 0)
        rules.mode = TL_MODE_BATTLES;
    cJSON_Delete(obj);
    if (tl_game_new(&rules, &game) != TL_OK)
        return NULL;
    return game;
}

static void cotulenh_free(void *game) { tl_game_free(game); }

static int history_len(const tl_game *game)
{
    return tl_game_history(game, NULL, 0);
}

/* The history as turn records (T49) in SAN, malloc'd. */
static char *history_text(const tl_game *game)
{
    int n = tl_game_history_text(game, TL_NOTATION_SAN, NULL, 0);
    char *buf = n >= 0 ? malloc((size_t)n + 1) : NULL;
    if (buf)
        tl_game_history_text(game, TL_NOTATION_SAN, buf, (size_t)n + 1);
    return buf;
}

/* One whole turn (T49): the text's steps must pass the move to the other
 * side or end the game; a turn that leaves a deploy session open is
 * refused and taken back. */
static int cotulenh_play(void *g, const char *text, char canon[SV_TURN_TEXT_MAX + 1],
                   sv_error *err)
{
    tl_game *game = g;
    int side = tl_game_turn(game), before = history_len(game);
    int rc = tl_game_play_text(game, text);
    if (rc == TL_ERR_PARSE)
        return sv_error_set(err, "bad_turn", "not a Cờ tư lệnh turn: %s",
                            tl_game_error(game));
    if (rc != TL_OK)
        return sv_error_set(err, "illegal_turn", "%s", tl_game_error(game));
    if (tl_game_turn(game) == side && tl_game_outcome(game, NULL) == TL_ONGOING) {
        for (int n = history_len(game); n > before; n--)
            tl_game_undo(game);
        return sv_error_set(err, "illegal_turn",
                            "the turn leaves its deploy session open: end it "
                            "with \",|\" or play every step (T21, T49)");
    }
    char *all = history_text(game);
    if (!all) {
        for (int n = history_len(game); n > before; n--)
            tl_game_undo(game);
        return sv_error_set(err, "internal", "out of memory");
    }
    const char *last = strrchr(all, ' ');
    snprintf(canon, SV_TURN_TEXT_MAX + 1, "%s", last ? last + 1 : all);
    free(all);
    return 0;
}

static int cotulenh_position(const void *game, char *buf, size_t size)
{
    return tl_game_fen(game, buf, size);
}

static int cotulenh_to_move(const void *game) { return tl_game_turn(game); }

static int cotulenh_outcome(const void *game, int *winner, char reason[SV_REASON_MAX])
{
    int32_t term = TL_TERM_NONE;
    int r = tl_game_outcome(game, &term);
    if (r == TL_ONGOING || r < 0)
        return 0;
    *winner = r == TL_RED_WINS ? SV_RED : r == TL_BLUE_WINS ? SV_BLUE : SV_NO_SIDE;
    sv_reason_code(tl_termination_string(term), reason);
    return 1;
}

static int cotulenh_resign(void *game, int side) { return tl_game_resign(game, side); }

static int cotulenh_draw(void *game) { return tl_game_agree_draw(game); }

/* A time limit ends the game by adjudication on points (T55). */
static int cotulenh_flag(void *game, int side)
{
    (void)side;
    int r = tl_game_adjudicate(game);
    return r == TL_RED_WINS ? SV_RED : r == TL_BLUE_WINS ? SV_BLUE : SV_NO_SIDE;
}

/* The comment after the last turn of a game lost on time: whose time ran
 * out (the side to move), and that points decided (T55). */
static const char *time_comment(const tl_game *game)
{
    return tl_game_turn(game) == TL_RED
               ? "Red's time ran out (Đỏ hết giờ): adjudication by points"
               : "Blue's time ran out (Xanh hết giờ): adjudication by points";
}

#if TL_VERSION_NUMBER >= 10100
/* The record by libcotulenh's record API (record.h,
 * doc/cotulenh/records.md), with the server's tags. */
static char *cotulenh_record(const void *g, const sv_record_info *info)
{
    const tl_game *game = g;
    tl_record *rec = NULL;
    char *text = NULL;
    if (tl_record_new(&rec) != TL_OK)
        return NULL;
    tl_record_set_tag(rec, "Event", "Online game");
    tl_record_set_tag(rec, "Site", "co-server");
    tl_record_set_tag(rec, "Date", info->date);
    tl_record_set_tag(rec, "TimeControl", info->time_control);
    if (info->ended && strcmp(info->reason, "time") == 0) {
        char *moves = history_text(game);
        int32_t turns = 0;
        for (const char *p = moves; p && *p; p++)
            turns += p == moves || (p[-1] == ' ' && *p != ' ');
        free(moves);
        tl_record_set_comment(rec, turns, time_comment(game));
    }
    int n = tl_record_write(game, rec, TL_RECORD_SAN, NULL, 0);
    if (n >= 0 && (text = malloc((size_t)n + 1)) != NULL)
        tl_record_write(game, rec, TL_RECORD_SAN, text, (size_t)n + 1);
    tl_record_free(rec);
    return text;
}
#else
/* Append a tag line [Name "value"] (the values written here need no
 * escaping: dates, result tokens, termination names and numbers). */
static void put_tag(char **p, char *end, const char *name, const char *value)
{
    int n = snprintf(*p, (size_t)(end - *p), "[%s \"%s\"]\n", name, value);
    *p += n > 0 && n < end - *p ? n : 0;
}

/* A libcotulenh without a record API: the record in the tag/movetext shape
 * of Cờ toán's records
 * (doc/records.md): roster tags, Termination, Rules, TimeControl, a blank
 * line, numbered turns wrapped before 80 columns, the result token. */
static char *cotulenh_record(const void *g, const sv_record_info *info)
{
    const tl_game *game = g;
    tl_rules rules;
    int32_t term = TL_TERM_NONE;
    int r = tl_game_outcome(game, &term);
    const char *result = tl_result_string(r);
    char rules_text[64];
    char *moves = history_text(game);
    if (!moves)
        return NULL;
    tl_rules_init(&rules);
    tl_game_get_rules(game, &rules);
    snprintf(rules_text, sizeof rules_text, "start=%s mode=%s",
             rules.start == TL_START_REDUCED ? "reduced" : "standard",
             rules.mode == TL_MODE_BATTLES ? "battles" : "total");
    size_t cap = 1024 + 4 * strlen(moves);
    char *text = malloc(cap), *p = text, *end = text + cap;
    if (!text) {
        free(moves);
        return NULL;
    }
    put_tag(&p, end, "Event", "Online game");
    put_tag(&p, end, "Site", "co-server");
    put_tag(&p, end, "Date", info->date);
    put_tag(&p, end, "Round", "?");
    put_tag(&p, end, "Red", "?");
    put_tag(&p, end, "Blue", "?");
    put_tag(&p, end, "Result", result);
    if (r != TL_ONGOING)
        put_tag(&p, end, "Termination", tl_termination_string(term));
    put_tag(&p, end, "Rules", rules_text);
    put_tag(&p, end, "TimeControl", info->time_control);
    *p++ = '\n';
    int col = 0, num = 1, half = 0;
    for (char *save = NULL, *tok = strtok_r(moves, " ", &save); tok;
         tok = strtok_r(NULL, " ", &save)) {
        char piece[SV_TURN_TEXT_MAX + 16];
        int n = half == 0 ? snprintf(piece, sizeof piece, "%d. %s", num, tok)
                          : snprintf(piece, sizeof piece, "%s", tok);
        if (col > 0 && col + 1 + n >= 80) {
            *p++ = '\n';
            col = 0;
        } else if (col > 0) {
            *p++ = ' ';
            col++;
        }
        memcpy(p, piece, (size_t)n);
        p += n;
        col += n;
        if (++half == 2) {
            half = 0;
            num++;
        }
    }
    if (info->ended && strcmp(info->reason, "time") == 0)
        p += snprintf(p, (size_t)(end - p), "%s{%s}", col ? "\n" : "", time_comment(game));
    snprintf(p, (size_t)(end - p), "%s%s\n", col || p[-1] == '}' ? " " : "", result);
    free(moves);
    return text;
}

#endif

const sv_variant sv_variant_cotulenh = {
    .name = "cotulenh",
    .rules_parse = cotulenh_rules_parse,
    .game_new = cotulenh_new,
    .game_free = cotulenh_free,
    .play = cotulenh_play,
    .position = cotulenh_position,
    .to_move = cotulenh_to_move,
    .outcome = cotulenh_outcome,
    .resign = cotulenh_resign,
    .agree_draw = cotulenh_draw,
    .flag = cotulenh_flag,
    .record = cotulenh_record,
};
