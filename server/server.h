/* The server object and the game hub: the games in memory, their actions
 * through the store, and the fan-out of every change to the connections
 * watching a game (hub.c).  The network side is in http.c. */
#ifndef SV_SERVER_H
#define SV_SERVER_H

#include <libwebsockets.h>
#include <stdint.h>

#include "message.h"
#include "session.h"
#include "store.h"

#define SV_BUCKETS 4096
/* Per-connection limits (doc/server.md, "Limits"). */
#define SV_OUT_MAX_MESSAGES 256       /* queued for a slow reader */
#define SV_OUT_MAX_BYTES (1 << 20)
#define SV_RATE_PER_SEC 20            /* messages a second, sustained */
#define SV_RATE_BURST 40
#define SV_BODY_MAX 8192              /* an HTTP request body */
#define SV_CONNS_PER_GAME 256         /* sockets watching one game */
#define SV_BATCH_MAX 512              /* actions in one group commit */

typedef struct sv_server sv_server;

/* A token bucket of the rate limit. */
typedef struct sv_rate {
    double tokens;
    int64_t refill_at; /* 0: full */
} sv_rate;

/* Requests counted per socket descriptor (reset when a new connection
 * gets it): a connection carries one (http.c, http_respond()). */
#define SV_HTTP_SLOTS 65536
typedef struct sv_conn sv_conn;

/* A game in memory and the connections watching it. */
typedef struct sv_entry {
    sv_game game;
    int loaded;                 /* 0: game must be read from the store */
    sv_conn *conns;
    int nconns;
    int online[2];              /* seat connections on this node */
    lws_sorted_usec_list_t sul; /* the flag timer */
    struct sv_entry *next;      /* hash chain */
    /* In the open batch (group commit): what the watchers had seen when
     * the batch first touched the game; batch_known 0: they get the
     * state. */
    int in_batch, batch_known, batch_status, batch_draw;
    int32_t batch_nturns;
    int64_t batch_version;
    struct sv_entry *batch_next;
    sv_server *srv;
} sv_entry;

/* An action of the open batch, answered when the batch commits. */
typedef struct sv_pending {
    struct sv_pending *next;
    sv_conn *conn;
    sv_message msg;
    int act;        /* 0: only a refusal to pass on (msg unused) */
    int failed;     /* refused: err goes to conn */
    sv_error err;
} sv_pending;

struct sv_server {
    struct lws_context *ctx;
    struct lws_vhost *vhost;
    sv_store *store;
    sv_entry *buckets[SV_BUCKETS];
    int ncached;
    const char *web_dir;
    const char *const *origins; /* allowed Origin values, NULL-terminated */
    int port;
    int verbose;
    int stopping;               /* a signal asked the loop to end */
    struct lws *notify_wsi;
    /* The notification connection's reopening after it was lost. */
    lws_sorted_usec_list_t notify_sul;
    int notify_retry_ms;
    uint32_t *http_requests; /* SV_HTTP_SLOTS counters */
    /* Group commit: the players' actions of one pass of the event loop
     * share one transaction (opened by the first), committed by
     * sv_hub_flush(); nobody hears of them before. */
    int batch_open;
    int batch_count;
    sv_entry *batch_games;
    sv_pending *batch_head, *batch_tail;
};

/* A WebSocket connection's queue entry. */
typedef struct sv_out {
    struct sv_out *next;
    size_t len;
    unsigned char data[]; /* LWS_PRE bytes, then the text */
} sv_out;

struct sv_conn {
    struct lws *wsi;
    sv_server *srv;
    sv_entry *entry;
    sv_conn *next;        /* in entry->conns */
    int side;             /* SV_RED, SV_BLUE or SV_NO_SIDE (a spectator) */
    int subscribed;
    sv_out *out_head, *out_tail;
    size_t out_bytes;
    int out_count;
    char rx[SV_MESSAGE_MAX + 1];
    size_t rx_len;
    int rx_overflow;
    sv_rate rate;
    int close_after;      /* 1: close once the queue is sent; 2: drop now */
};

/* Milliseconds since the epoch. */
int64_t sv_now_ms(void);

/* Queue a text message for @p c (conn.c); a reader that falls too far
 * behind is closed. */
void sv_conn_send(sv_conn *c, const char *text);
/* Queue {"type":"error","code","message"}. */
void sv_conn_send_error(sv_conn *c, const sv_error *err);

/* POST /api/games: @p req is the body.  On success *resp is the 201 body. */
int sv_hub_create(sv_server *s, const cJSON *req, cJSON **resp, sv_error *err);
/* POST /api/join. */
int sv_hub_join(sv_server *s, const cJSON *req, cJSON **resp, sv_error *err);
/* GET /api/games/<id>: the state (flag applied); *record too when asked. */
int sv_hub_state(sv_server *s, const char *id, cJSON **resp, char **record,
                 sv_error *err);
/* GET /api/lobby. */
int sv_hub_lobby(sv_server *s, cJSON **resp, sv_error *err);
/* The game a page link is for: its kind, by game id or by invite code. */
int sv_hub_kind(sv_server *s, const char *id, const char *invite,
                const char **kind);
/* The side @p token sits on in game @p id (SV_NO_SIDE for none); -1 and
 * @p err ("not_found", "bad_token", "internal") on error. */
int sv_hub_seat(sv_server *s, const char *id, const char *token, int *side,
                sv_error *err);
/* Attach @p c to game @p id: sends the state first. */
int sv_hub_subscribe(sv_server *s, sv_conn *c, const char *id, sv_error *err);
void sv_hub_unsubscribe(sv_conn *c);
/* A message from @p c's seat, taken into the open batch: its echo or its
 * error reaches @p c when the batch commits (sv_hub_flush()).  Returns -1
 * with @p err only for a refusal on the spot (a spectator, no game). */
int sv_hub_act(sv_conn *c, const sv_message *m, sv_error *err);
/* Send @p err to @p c after the answers it is still waiting for (those of
 * the open batch), or at once. */
void sv_hub_refuse(sv_conn *c, const sv_error *err);
/* Commit the open batch, then send what it changed and its refusals; on a
 * failed commit every action of the batch is tried again on its own.
 * Called after every pass of the event loop and before any other use of
 * the store. */
void sv_hub_flush(sv_server *s);
/* A notification from another node. */
void sv_hub_notified(void *server, const char *payload);
/* After notifications may have been missed: every game watched on this
 * node whose stored version differs from the one in memory is read again
 * and its watchers told what changed.  0, or -1 on a database error. */
int sv_hub_resync(sv_server *s);
/* Free every game in memory. */
void sv_hub_clear(sv_server *s);

#endif
