/* Parse and validate one client message (message.h). */
#include "message.h"

#include <cjson/cJSON.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

int sv_error_set(sv_error *err, const char *code, const char *fmt, ...)
{
    va_list ap;
    err->code = code;
    va_start(ap, fmt);
    int n = vsnprintf(err->message, sizeof err->message, fmt, ap);
    va_end(ap);
    if (n >= (int)sizeof err->message) {
        /* Cut: drop a UTF-8 sequence the cut left incomplete. */
        size_t len = sizeof err->message - 1, i = len;
        while (i > 0 && ((unsigned char)err->message[i - 1] & 0xC0) == 0x80)
            i--;
        if (i > 0 && (unsigned char)err->message[i - 1] >= 0xC0) {
            unsigned char lead = (unsigned char)err->message[i - 1];
            size_t need = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2;
            if (len - (i - 1) < need)
                err->message[i - 1] = '\0';
        }
    }
    return -1;
}

const char *sv_quote(const char *text, char *buf, size_t size)
{
    size_t n = 0;
    for (; text && *text && n + 4 < size; text++)
        buf[n++] = *text >= 0x20 && *text < 0x7f ? *text : '?';
    if (text && *text && n + 3 < size) {
        memcpy(buf + n, "...", 3);
        n += 3;
    }
    buf[n] = '\0';
    return buf;
}

static const struct {
    const char *name;
    sv_message_type type;
} message_types[] = {
    {"turn", SV_MSG_TURN},
    {"resign", SV_MSG_RESIGN},
    {"draw", SV_MSG_DRAW},
    {"abort", SV_MSG_ABORT},
};

/* The turn text: 1 … SV_TURN_TEXT_MAX printable ASCII characters. */
static int check_turn_text(const char *s, sv_error *err)
{
    size_t n = strlen(s);
    if (n == 0)
        return sv_error_set(err, "bad_message", "\"turn\" is empty");
    if (n > SV_TURN_TEXT_MAX)
        return sv_error_set(err, "bad_message",
                            "\"turn\" is longer than %d bytes", SV_TURN_TEXT_MAX);
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c < 0x20 || c > 0x7e)
            return sv_error_set(err, "bad_message",
                                "\"turn\" holds a character that is not "
                                "printable ASCII at byte %zu", i);
    }
    return 0;
}

static int parse_object(const cJSON *root, sv_message *out, sv_error *err)
{
    const cJSON *type = NULL, *ply = NULL, *turn = NULL;
    if (!cJSON_IsObject(root))
        return sv_error_set(err, "bad_message", "a message is a JSON object");
    char q[SV_QUOTE_SIZE];
    for (const cJSON *it = root->child; it; it = it->next) {
        const cJSON **slot;
        if (!it->string)
            return sv_error_set(err, "bad_message", "a member without a name");
        if (strcmp(it->string, "type") == 0)
            slot = &type;
        else if (strcmp(it->string, "ply") == 0)
            slot = &ply;
        else if (strcmp(it->string, "turn") == 0)
            slot = &turn;
        else
            return sv_error_set(err, "bad_message", "unknown member \"%s\"",
                                sv_quote(it->string, q, sizeof q));
        if (*slot)
            return sv_error_set(err, "bad_message", "member \"%s\" twice",
                                it->string);
        *slot = it;
    }
    if (!type || !cJSON_IsString(type))
        return sv_error_set(err, "bad_message", "\"type\" must be a string");
    size_t i, n = sizeof message_types / sizeof message_types[0];
    for (i = 0; i < n; i++)
        if (strcmp(type->valuestring, message_types[i].name) == 0)
            break;
    if (i == n)
        return sv_error_set(err, "bad_message", "unknown message type \"%s\"",
                            sv_quote(type->valuestring, q, sizeof q));
    memset(out, 0, sizeof *out);
    out->type = message_types[i].type;
    if (out->type != SV_MSG_TURN) {
        if (ply || turn)
            return sv_error_set(err, "bad_message",
                                "\"%s\" takes no other member",
                                message_types[i].name);
        return 0;
    }
    if (!ply || !cJSON_IsNumber(ply))
        return sv_error_set(err, "bad_message", "\"ply\" must be a number");
    double d = ply->valuedouble;
    if (!(d >= 0 && d <= SV_PLY_MAX) || (double)(int32_t)d != d)
        return sv_error_set(err, "bad_message",
                            "\"ply\" must be an integer 0 … %d", SV_PLY_MAX);
    out->ply = (int32_t)d;
    if (!turn || !cJSON_IsString(turn))
        return sv_error_set(err, "bad_message", "\"turn\" must be a string");
    if (check_turn_text(turn->valuestring, err))
        return -1;
    strcpy(out->turn, turn->valuestring);
    return 0;
}

int sv_message_parse(const char *text, size_t len, sv_message *out,
                     sv_error *err)
{
    if (len > SV_MESSAGE_MAX)
        return sv_error_set(err, "too_large",
                            "a message is at most %d bytes", SV_MESSAGE_MAX);
    if (len == 0 || !text)
        return sv_error_set(err, "bad_json", "an empty message");
    /* cJSON stops at a NUL byte inside the length: such text is not JSON. */
    if (memchr(text, '\0', len))
        return sv_error_set(err, "bad_json", "a NUL byte in the message");
    /* A \u0000 escape would cut a string short without a trace. */
    for (size_t i = 0; i + 6 <= len; i++)
        if (text[i] == '\\' && memcmp(text + i + 1, "u0000", 5) == 0)
            return sv_error_set(err, "bad_message", "a \\u0000 escape in the message");
    const char *end = NULL;
    cJSON *root = cJSON_ParseWithLengthOpts(text, len, &end, 0);
    if (!root)
        return sv_error_set(err, "bad_json", "not valid JSON");
    /* Nothing but white space after the value. */
    for (; end && (size_t)(end - text) < len; end++)
        if (*end != ' ' && *end != '\t' && *end != '\n' && *end != '\r') {
            cJSON_Delete(root);
            return sv_error_set(err, "bad_json", "text after the JSON value");
        }
    int rc = parse_object(root, out, err);
    cJSON_Delete(root);
    return rc;
}
