/* The client message parser (server/message.c): every good shape, and the
 * bad ones refused with their code. */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "check_run.h"
#include "message.h"

static int parse(const char *text, sv_message *m, sv_error *err)
{
    return sv_message_parse(text, strlen(text), m, err);
}

START_TEST(good_messages)
{
    sv_message m;
    sv_error err;
    ck_assert_int_eq(parse("{\"type\":\"turn\",\"ply\":0,\"turn\":\"7c4\"}", &m, &err), 0);
    ck_assert_int_eq(m.type, SV_MSG_TURN);
    ck_assert_int_eq(m.ply, 0);
    ck_assert_str_eq(m.turn, "7c4");
    ck_assert_int_eq(parse(" {\"turn\":\"Tc4>c6,Fc4>d6,|\",\"ply\":17,\"type\":\"turn\"}\n",
                           &m, &err), 0);
    ck_assert_int_eq(m.ply, 17);
    ck_assert_str_eq(m.turn, "Tc4>c6,Fc4>d6,|");
    ck_assert_int_eq(parse("{\"type\":\"resign\"}", &m, &err), 0);
    ck_assert_int_eq(m.type, SV_MSG_RESIGN);
    ck_assert_int_eq(parse("{\"type\":\"draw\"}", &m, &err), 0);
    ck_assert_int_eq(m.type, SV_MSG_DRAW);
    ck_assert_int_eq(parse("{\"type\":\"abort\"}", &m, &err), 0);
    ck_assert_int_eq(m.type, SV_MSG_ABORT);
    ck_assert_int_eq(parse("{\"type\":\"turn\",\"ply\":100000,\"turn\":\"c1c4\"}", &m, &err), 0);
}
END_TEST

static void refused(const char *text, const char *code)
{
    sv_message m;
    sv_error err = {NULL, ""};
    ck_assert_msg(parse(text, &m, &err) == -1, "accepted: %s", text);
    ck_assert_msg(err.code && strcmp(err.code, code) == 0, "%s: code %s, not %s", text,
                  err.code ? err.code : "(none)", code);
    ck_assert_msg(err.message[0] != '\0', "%s: no message", text);
}

START_TEST(bad_messages)
{
    refused("", "bad_json");
    refused("{", "bad_json");
    refused("nope", "bad_json");
    refused("{\"type\":\"resign\"} x", "bad_json");
    refused("{\"type\":\"resign\"}{}", "bad_json");
    refused("[]", "bad_message");
    refused("\"turn\"", "bad_message");
    refused("null", "bad_message");
    refused("{}", "bad_message");
    refused("{\"type\":1}", "bad_message");
    refused("{\"type\":\"move\"}", "bad_message");
    refused("{\"type\":\"RESIGN\"}", "bad_message");
    refused("{\"type\":\"resign\",\"ply\":1}", "bad_message");
    refused("{\"type\":\"draw\",\"extra\":true}", "bad_message");
    refused("{\"type\":\"resign\",\"type\":\"resign\"}", "bad_message");
    refused("{\"type\":\"turn\",\"turn\":\"7c4\"}", "bad_message");
    refused("{\"type\":\"turn\",\"ply\":0}", "bad_message");
    refused("{\"type\":\"turn\",\"ply\":\"0\",\"turn\":\"7c4\"}", "bad_message");
    refused("{\"type\":\"turn\",\"ply\":-1,\"turn\":\"7c4\"}", "bad_message");
    refused("{\"type\":\"turn\",\"ply\":1.5,\"turn\":\"7c4\"}", "bad_message");
    refused("{\"type\":\"turn\",\"ply\":1e300,\"turn\":\"7c4\"}", "bad_message");
    refused("{\"type\":\"turn\",\"ply\":100001,\"turn\":\"7c4\"}", "bad_message");
    refused("{\"type\":\"turn\",\"ply\":0,\"turn\":7}", "bad_message");
    refused("{\"type\":\"turn\",\"ply\":0,\"turn\":\"\"}", "bad_message");
    refused("{\"type\":\"turn\",\"ply\":0,\"turn\":\"7c4\\n\"}", "bad_message");
    refused("{\"type\":\"turn\",\"ply\":0,\"turn\":\"c\\u00e9\"}", "bad_message");
    refused("{\"type\":\"turn\",\"ply\":0,\"turn\":null}", "bad_message");
    /* A \u0000 would end the C string early: "c1c4" must not be read. */
    refused("{\"type\":\"turn\",\"ply\":0,\"turn\":\"c1c4\\u0000x\"}", "bad_message");
}
END_TEST

/* What a hostile message names is quoted as printable ASCII, so that the
 * error sent back is valid UTF-8 whatever the input. */
START_TEST(errors_quote_input)
{
    sv_message m;
    sv_error err = {NULL, ""};
    ck_assert_int_eq(parse("{\"\xff\xfe\x01\":1}", &m, &err), -1);
    ck_assert_str_eq(err.message, "unknown member \"???\"");
    ck_assert_int_eq(parse("{\"type\":\"t\xc3\xa9\"}", &m, &err), -1);
    ck_assert_str_eq(err.message, "unknown message type \"t??\"");
    char buf[SV_QUOTE_SIZE];
    char longname[200];
    memset(longname, 'x', sizeof longname - 1);
    longname[sizeof longname - 1] = '\0';
    sv_quote(longname, buf, sizeof buf);
    ck_assert_uint_lt(strlen(buf), sizeof buf);
    ck_assert_ptr_nonnull(strstr(buf, "..."));
    /* A cut message never ends inside a UTF-8 sequence. */
    char many[400];
    memset(many, 0, sizeof many);
    for (size_t i = 0; i + 3 < sizeof many; i += 3)
        memcpy(many + i, "\xe1\xbb\x9d", 3); /* ờ */
    for (int shift = 0; shift < 3; shift++) {
        sv_error_set(&err, "x", "%.*s%s", shift, "aa", many);
        size_t n = strlen(err.message);
        ck_assert_uint_lt(n, sizeof err.message);
        ck_assert_int_eq((n - (size_t)shift) % 3, 0);
    }
}
END_TEST

START_TEST(limits)
{
    sv_message m;
    sv_error err = {NULL, ""};
    char buf[SV_MESSAGE_MAX + 64];
    /* A turn text one byte over the limit, and one at it. */
    int n = snprintf(buf, sizeof buf, "{\"type\":\"turn\",\"ply\":0,\"turn\":\"");
    memset(buf + n, 'a', SV_TURN_TEXT_MAX + 1);
    strcpy(buf + n + SV_TURN_TEXT_MAX + 1, "\"}");
    refused(buf, "bad_message");
    memset(buf + n, 'a', SV_TURN_TEXT_MAX);
    strcpy(buf + n + SV_TURN_TEXT_MAX, "\"}");
    ck_assert_int_eq(parse(buf, &m, &err), 0);
    ck_assert_uint_eq(strlen(m.turn), SV_TURN_TEXT_MAX);
    /* A message over SV_MESSAGE_MAX, whatever it holds. */
    memset(buf, ' ', sizeof buf);
    memcpy(buf, "{\"type\":\"resign\"}", 17);
    ck_assert_int_eq(sv_message_parse(buf, SV_MESSAGE_MAX + 1, &m, &err), -1);
    ck_assert_str_eq(err.code, "too_large");
    ck_assert_int_eq(sv_message_parse(buf, SV_MESSAGE_MAX, &m, &err), 0);
    /* A NUL byte inside the length. */
    ck_assert_int_eq(sv_message_parse("{\"type\":\"resign\"}\0x", 19, &m, &err), -1);
    ck_assert_str_eq(err.code, "bad_json");
    /* Deep nesting is refused, not a crash. */
    char deep[SV_MESSAGE_MAX];
    memset(deep, '[', sizeof deep);
    ck_assert_int_eq(sv_message_parse(deep, sizeof deep, &m, &err), -1);
}
END_TEST

int main(void)
{
    return run_tests("server-message", "message", 60,
                     TESTS(good_messages, bad_messages, errors_quote_input, limits));
}
