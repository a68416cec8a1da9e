/* One client message of the game WebSocket, parsed and validated into a
 * typed struct (doc/server.md, "WebSocket").  A pure function: no server
 * state, no allocation that outlives the call. */
#ifndef SV_MESSAGE_H
#define SV_MESSAGE_H

#include <stddef.h>
#include <stdint.h>

/** Longest message a client may send, in bytes. */
#define SV_MESSAGE_MAX 1024
/** Longest turn text, in bytes (a Cờ tư lệnh turn is at most 160). */
#define SV_TURN_TEXT_MAX 200
/** Highest ply a turn message may name. */
#define SV_PLY_MAX 100000

typedef enum sv_message_type {
    SV_MSG_TURN = 0,   /* {"type":"turn","ply":n,"turn":"..."} */
    SV_MSG_RESIGN = 1, /* {"type":"resign"} */
    SV_MSG_DRAW = 2,   /* {"type":"draw"}: offer, or accept an offer */
    SV_MSG_ABORT = 3   /* {"type":"abort"} */
} sv_message_type;

typedef struct sv_message {
    sv_message_type type;
    int32_t ply;                         /* SV_MSG_TURN only */
    char turn[SV_TURN_TEXT_MAX + 1];     /* SV_MSG_TURN only, NUL-terminated */
} sv_message;

/* An error: a machine code (a static string) and a message for people. */
typedef struct sv_error {
    const char *code;
    char message[160];
} sv_error;

/* Set @p err to @p code and a printf-style message; returns -1. */
int sv_error_set(sv_error *err, const char *code, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* Buffer size of sv_quote(). */
#define SV_QUOTE_SIZE 48

/* @p text for an error message: printable ASCII kept, other bytes as '?',
 * cut with "..." to fit @p size.  Returns @p buf. */
const char *sv_quote(const char *text, char *buf, size_t size);

/* Parse @p len bytes of @p text (not NUL-terminated) as one client
 * message.  Returns 0 and fills @p out, or -1 and fills @p err with code
 * "too_large", "bad_json" or "bad_message"; @p out is then unspecified. */
int sv_message_parse(const char *text, size_t len, sv_message *out,
                     sv_error *err);

#endif
