/* The network side: libwebsockets protocols, the HTTP routes, the game
 * WebSocket, static pages, and the per-connection limits (doc/server.md). */
#include "http.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/signalfd.h>
#include <unistd.h>
#include <uv.h>

#include "server.h"
#include "token.h"

/* Per-connection data, HTTP and WebSocket alike (one protocol serves both,
 * so that a WebSocket without a sub-protocol reaches it). */
typedef struct sv_pss {
    sv_conn ws;
    int is_ws;
    int strikes;          /* messages refused by the rate limit */
    /* HTTP */
    int is_post;
    char path[256];
    char *body;
    size_t body_len;
    int body_over;
    char *resp;
    size_t resp_len;
    int status;
    const char *ctype;
    char location[128];
    int responded;        /* this request was answered */
} sv_pss;

static sv_server *server_of(struct lws *wsi)
{
    return lws_context_user(lws_get_context(wsi));
}

/* --- errors --- */

static int http_status_of(const char *code)
{
    static const struct {
        const char *code;
        int status;
    } map[] = {
        {"not_found", 404}, {"invite_claimed", 409}, {"too_large", 413},
        {"rate_limited", 429}, {"bad_origin", 403}, {"internal", 500},
        {"bad_method", 405}, {"not_waiting", 409},
    };
    for (size_t i = 0; i < sizeof map / sizeof map[0]; i++)
        if (strcmp(map[i].code, code) == 0)
            return map[i].status;
    return 400;
}

static void set_json(sv_pss *p, int status, cJSON *body)
{
    free(p->resp);
    p->resp = cJSON_PrintUnformatted(body);
    p->resp_len = p->resp ? strlen(p->resp) : 0;
    p->status = status;
    p->ctype = "application/json";
    cJSON_Delete(body);
}

static void set_error(sv_pss *p, const sv_error *err)
{
    cJSON *o = cJSON_CreateObject(), *e = cJSON_AddObjectToObject(o, "error");
    cJSON_AddStringToObject(e, "code", err->code ? err->code : "internal");
    cJSON_AddStringToObject(e, "message", err->message);
    set_json(p, http_status_of(err->code ? err->code : "internal"), o);
}

/* --- Origin --- */

static int origin_ok(struct lws *wsi)
{
    sv_server *s = server_of(wsi);
    char origin[256];
    int n = lws_hdr_copy(wsi, origin, sizeof origin, WSI_TOKEN_ORIGIN);
    if (n <= 0)
        return lws_hdr_total_length(wsi, WSI_TOKEN_ORIGIN) == 0; /* none: not a browser */
    for (const char *const *o = s->origins; o && *o; o++)
        if (strcmp(*o, "*") == 0 || strcmp(*o, origin) == 0)
            return 1;
    return 0;
}

/* The rate limit: a token bucket per connection (WebSocket messages; an
 * HTTP connection carries one request). */
static int rate_ok(sv_rate *r, double per_sec, double burst)
{
    int64_t now = sv_now_ms();
    if (r->refill_at == 0) {
        r->tokens = burst;
        r->refill_at = now;
    }
    r->tokens += (double)(now - r->refill_at) * per_sec / 1000.0;
    if (r->tokens > burst)
        r->tokens = burst;
    r->refill_at = now;
    if (r->tokens < 1)
        return 0;
    r->tokens -= 1;
    return 1;
}

/* How many requests the connection of wsi sent. */
static uint32_t *http_requests(struct lws *wsi)
{
    sv_server *s = server_of(wsi);
    int fd = (int)lws_get_socket_fd(wsi);
    if (!s->http_requests || fd < 0)
        return NULL;
    return &s->http_requests[fd % SV_HTTP_SLOTS];
}

/* --- HTTP --- */

static void route_get(struct lws *wsi, sv_pss *p)
{
    sv_server *s = server_of(wsi);
    sv_error err = {NULL, ""};
    const char *path = p->path;
    cJSON *resp = NULL;
    char id[SV_ID_SIZE + 1];
    const char *kind;
    if (strncmp(path, "/api/games/", 11) == 0) {
        const char *rest = path + 11, *slash = strchr(rest, '/');
        size_t n = slash ? (size_t)(slash - rest) : strlen(rest);
        if (n == 0 || n >= sizeof id || (slash && strcmp(slash, "/record") != 0)) {
            sv_error_set(&err, "not_found", "no such resource");
            set_error(p, &err);
            return;
        }
        memcpy(id, rest, n);
        id[n] = '\0';
        if (slash) {
            char *record = NULL;
            if (sv_hub_state(s, id, NULL, &record, &err)) {
                set_error(p, &err);
                return;
            }
            free(p->resp);
            p->resp = record;
            p->resp_len = strlen(record);
            p->status = 200;
            p->ctype = "text/plain; charset=utf-8";
            return;
        }
        if (sv_hub_state(s, id, &resp, NULL, &err))
            set_error(p, &err);
        else
            set_json(p, 200, resp);
        return;
    }
    if (strcmp(path, "/api/lobby") == 0) {
        if (sv_hub_lobby(s, &resp, &err))
            set_error(p, &err);
        else
            set_json(p, 200, resp);
        return;
    }
    /* The links people open: a page of the game's kind, told what to do. */
    int join = strncmp(path, "/join/", 6) == 0, watch = strncmp(path, "/watch/", 7) == 0;
    if (join || watch) {
        const char *arg = path + (join ? 6 : 7);
        if (sv_hub_kind(s, join ? NULL : arg, join ? arg : NULL, &kind) == 0) {
            snprintf(p->location, sizeof p->location, "/%s?%s=%s",
                     strcmp(kind, "cotulenh") == 0 ? "cotulenh.html" : "index.html",
                     join ? "join" : "watch", arg);
            p->status = 302;
            free(p->resp);
            p->resp = NULL;
            p->resp_len = 0;
            p->ctype = "text/plain";
            return;
        }
        sv_error_set(&err, "not_found", join ? "no such invite" : "no such game");
        set_error(p, &err);
        return;
    }
    if (strncmp(path, "/api/", 5) == 0 && (strcmp(path, "/api/games") == 0
                                           || strcmp(path, "/api/join") == 0))
        sv_error_set(&err, "bad_method", "use POST");
    else
        sv_error_set(&err, "not_found", "no such resource");
    set_error(p, &err);
}

static void route_post(struct lws *wsi, sv_pss *p)
{
    sv_server *s = server_of(wsi);
    sv_error err = {NULL, ""};
    cJSON *resp = NULL, *req = NULL;
    int create = strcmp(p->path, "/api/games") == 0, join = strcmp(p->path, "/api/join") == 0;
    if (!create && !join) {
        sv_error_set(&err, strncmp(p->path, "/api/games/", 11) == 0 ? "bad_method"
                                                                   : "not_found",
                     "no such resource");
        set_error(p, &err);
        return;
    }
    if (p->body_over) {
        sv_error_set(&err, "too_large", "a request body is at most %d bytes", SV_BODY_MAX);
        set_error(p, &err);
        return;
    }
    req = p->body ? cJSON_ParseWithLength(p->body, p->body_len) : NULL;
    if (!req) {
        sv_error_set(&err, "bad_json", "the body is not valid JSON");
        set_error(p, &err);
        return;
    }
    int rc = create ? sv_hub_create(s, req, &resp, &err) : sv_hub_join(s, req, &resp, &err);
    cJSON_Delete(req);
    if (rc)
        set_error(p, &err);
    else
        set_json(p, create ? 201 : 200, resp);
}

/* Answer the request, in the callback that completes it
 * (LWS_CALLBACK_HTTP for a GET, LWS_CALLBACK_HTTP_BODY_COMPLETION for a
 * POST), and close the connection after it: one request per connection,
 * every response saying "connection: close" (doc/server.md, "HTTP
 * connections").  libwebsockets 4.1 mis-frames a second request on one
 * connection whenever its bytes were read before the first request's
 * transaction ended (pipelined, or sent as soon as the last bytes of a
 * file arrived): until lws_http_transaction_completed() it reads on as the
 * current request's, repeating a POST's body completion (which would run
 * it again) or swallowing a GET's successor in the finished header parser
 * (after which the connection never becomes writeable); and a POST parsed
 * from those saved bytes is given its own header bytes as its body, then
 * its body completion again and again inside one lws_service() call
 * (lws_http_action()'s loop over the saved bytes), which holds the whole
 * server.  A response the socket does not take at once is sent by
 * libwebsockets before it closes.  Returns -1: close. */
static int http_respond(struct lws *wsi, sv_pss *p)
{
    unsigned char buf[LWS_PRE + 1024], *start = &buf[LWS_PRE], *q = start,
                                       *end = &buf[sizeof buf - 1];
    p->responded = 1;
    if (lws_add_http_common_headers(wsi, (unsigned)p->status, p->ctype,
                                    (lws_filepos_t)p->resp_len, &q, end)
        || lws_add_http_header_by_name(wsi, (const unsigned char *)"cache-control:",
                                       (const unsigned char *)"no-store", 8, &q, end)
        || lws_add_http_header_by_name(wsi, (const unsigned char *)"x-content-type-options:",
                                       (const unsigned char *)"nosniff", 7, &q, end))
        return -1;
    if (p->location[0]
        && lws_add_http_header_by_token(wsi, WSI_TOKEN_HTTP_LOCATION,
                                        (const unsigned char *)p->location,
                                        (int)strlen(p->location), &q, end))
        return -1;
    if (lws_finalize_write_http_header(wsi, start, &q, end))
        return -1;
    if (p->resp_len) {
        unsigned char *out = malloc(LWS_PRE + p->resp_len);
        if (!out)
            return -1;
        memcpy(out + LWS_PRE, p->resp, p->resp_len);
        int n = lws_write(wsi, out + LWS_PRE, p->resp_len, LWS_WRITE_HTTP_FINAL);
        free(out);
        if (n < 0)
            return -1;
    }
    free(p->resp);
    p->resp = NULL;
    p->resp_len = 0;
    return -1;
}

static void http_reset(sv_pss *p)
{
    free(p->body);
    free(p->resp);
    p->body = p->resp = NULL;
    p->body_len = p->resp_len = 0;
    p->body_over = 0;
    p->location[0] = '\0';
    p->responded = 0;
}

/* A POST refused from its headers: the refusal is the answer, given once
 * the body has been read (and dropped), so that closing the connection
 * after it leaves no unread bytes (which would reset the connection and
 * could lose the answer on its way). */
static int http_refuse_post(sv_pss *p)
{
    p->body_over = -1;
    return 0;
}

static int http_start(struct lws *wsi, sv_pss *p)
{
    sv_error err = {NULL, ""};
    http_reset(p);
    p->is_post = lws_hdr_total_length(wsi, WSI_TOKEN_POST_URI) > 0;
    int n = lws_hdr_copy(wsi, p->path, sizeof p->path,
                         p->is_post ? WSI_TOKEN_POST_URI : WSI_TOKEN_GET_URI);
    if (n <= 0) {
        if (!p->is_post && lws_hdr_total_length(wsi, WSI_TOKEN_GET_URI) == 0) {
            sv_error_set(&err, "bad_method", "only GET and POST");
            set_error(p, &err);
            return http_respond(wsi, p);
        }
        sv_error_set(&err, "not_found", "no such resource");
        set_error(p, &err);
        return p->is_post ? http_refuse_post(p) : http_respond(wsi, p);
    }
    if (p->is_post) {
        if (!origin_ok(wsi)) {
            sv_error_set(&err, "bad_origin", "requests from this origin are refused");
            set_error(p, &err);
            return http_refuse_post(p);
        }
        /* A slow sender gets its body in 10 s or is closed. */
        lws_set_timeout(wsi, PENDING_TIMEOUT_HTTP_CONTENT, 10);
        return 0;
    }
    route_get(wsi, p);
    return http_respond(wsi, p);
}

/* --- WebSocket --- */

static void ws_fail(sv_pss *p, const sv_error *err)
{
    sv_conn_send_error(&p->ws, err);
    p->ws.close_after = 1;
}

/* The seat token: ?token=… or "Authorization: Bearer …". */
static int token_of(struct lws *wsi, char *buf, int size)
{
    const char *v = lws_get_urlarg_by_name(wsi, "token=", buf, size);
    if (v) {
        memmove(buf, v, strlen(v) + 1);
        return 1;
    }
    char auth[SV_TOKEN_SIZE + 16];
    if (lws_hdr_copy(wsi, auth, sizeof auth, WSI_TOKEN_HTTP_AUTHORIZATION) > 7
        && strncmp(auth, "Bearer ", 7) == 0) {
        snprintf(buf, (size_t)size, "%s", auth + 7);
        return 1;
    }
    return lws_hdr_total_length(wsi, WSI_TOKEN_HTTP_AUTHORIZATION) > 0 ? -1 : 0;
}

static void ws_open(struct lws *wsi, sv_pss *p)
{
    sv_server *s = server_of(wsi);
    sv_error err = {NULL, ""};
    char idbuf[SV_ID_SIZE + 16], tok[SV_TOKEN_SIZE + 16];
    memset(&p->ws, 0, sizeof p->ws);
    p->is_ws = 1;
    p->ws.wsi = wsi;
    p->ws.srv = s;
    p->ws.side = SV_NO_SIDE;
    const char *id = lws_get_urlarg_by_name(wsi, "game=", idbuf, sizeof idbuf);
    if (!id) {
        sv_error_set(&err, "bad_request", "the URL must name ?game=<id>");
        ws_fail(p, &err);
        return;
    }
    int t = token_of(wsi, tok, sizeof tok);
    if (t < 0) {
        sv_error_set(&err, "bad_token", "the token is not a seat of this game");
        ws_fail(p, &err);
        return;
    }
    if (sv_hub_seat(s, id, t ? tok : NULL, &p->ws.side, &err)
        || sv_hub_subscribe(s, &p->ws, id, &err))
        ws_fail(p, &err);
}

static void ws_receive(struct lws *wsi, sv_pss *p, const char *in, size_t len)
{
    sv_conn *c = &p->ws;
    sv_error err = {NULL, ""};
    if (p->ws.close_after)
        return;
    if (lws_frame_is_binary(wsi)) {
        c->rx_overflow = 2;
    } else if (!c->rx_overflow) {
        if (c->rx_len + len > SV_MESSAGE_MAX)
            c->rx_overflow = 1;
        else {
            memcpy(c->rx + c->rx_len, in, len);
            c->rx_len += len;
        }
    }
    if (!lws_is_final_fragment(wsi))
        return;
    int over = c->rx_overflow;
    size_t n = c->rx_len;
    c->rx_len = 0;
    c->rx_overflow = 0;
    if (!rate_ok(&c->rate, SV_RATE_PER_SEC, SV_RATE_BURST)) {
        sv_error_set(&err, "rate_limited", "at most %d messages a second",
                     SV_RATE_PER_SEC);
        if (++p->strikes > 4 * SV_RATE_BURST)
            ws_fail(p, &err);
        else if (p->strikes == 1 || p->strikes % SV_RATE_BURST == 0)
            sv_conn_send_error(c, &err);
        return;
    }
    p->strikes = 0;
    if (over == 2) {
        sv_error_set(&err, "bad_message", "messages are JSON text frames");
        sv_hub_refuse(c, &err);
        return;
    }
    if (over) {
        sv_error_set(&err, "too_large", "a message is at most %d bytes", SV_MESSAGE_MAX);
        sv_hub_refuse(c, &err);
        return;
    }
    sv_message m;
    if (sv_message_parse(c->rx, n, &m, &err) || sv_hub_act(c, &m, &err))
        sv_hub_refuse(c, &err);
}

static int ws_writeable(struct lws *wsi, sv_pss *p)
{
    sv_conn *c = &p->ws;
    sv_out *o = c->out_head;
    if (p->ws.close_after == 2)
        return -1;
    if (o) {
        int n = lws_write(wsi, o->data + LWS_PRE, o->len, LWS_WRITE_TEXT);
        c->out_head = o->next;
        if (!c->out_head)
            c->out_tail = NULL;
        c->out_count--;
        c->out_bytes -= o->len;
        free(o);
        if (n < 0)
            return -1;
    }
    if (c->out_head) {
        lws_callback_on_writable(wsi);
        return 0;
    }
    if (p->ws.close_after) {
        lws_close_reason(wsi, LWS_CLOSE_STATUS_POLICY_VIOLATION, NULL, 0);
        return -1;
    }
    return 0;
}

static void ws_closed(sv_pss *p)
{
    sv_hub_unsubscribe(&p->ws);
    while (p->ws.out_head) {
        sv_out *o = p->ws.out_head;
        p->ws.out_head = o->next;
        free(o);
    }
    p->ws.out_tail = NULL;
    p->is_ws = 0;
}

static int callback_main(struct lws *wsi, enum lws_callback_reasons reason,
                         void *user, void *in, size_t len)
{
    sv_pss *p = user;
    switch (reason) {
    case LWS_CALLBACK_FILTER_NETWORK_CONNECTION: {
        /* A new connection: no request yet on its descriptor. */
        sv_server *s = server_of(wsi);
        int fd = (int)(intptr_t)in;
        if (s->http_requests && fd >= 0)
            s->http_requests[fd % SV_HTTP_SLOTS] = 0;
        return 0;
    }
    case LWS_CALLBACK_FILTER_HTTP_CONNECTION: {
        /* A second request on one connection (a client that did not heed
         * "connection: close", or after a response of libwebsockets' own
         * that kept the connection): closed before libwebsockets frames it
         * (see http_respond()). */
        uint32_t *n = http_requests(wsi);
        return n && (*n)++ > 0;
    }
    case LWS_CALLBACK_HTTP:
        return http_start(wsi, p);
    case LWS_CALLBACK_HTTP_FILE_COMPLETION:
        return -1; /* a page's file: one request per connection too */
    case LWS_CALLBACK_HTTP_BODY:
        /* A POST with Content-Length 0 gets one empty call (in is NULL). */
        if (p->body_over || len == 0)
            return 0;
        if (p->body_len + len > SV_BODY_MAX) {
            p->body_over = 1;
            return 0;
        } else {
            char *b = realloc(p->body, p->body_len + len + 1);
            if (!b)
                return -1;
            p->body = b;
            memcpy(b + p->body_len, in, len);
            p->body_len += len;
        }
        return 0;
    case LWS_CALLBACK_HTTP_BODY_COMPLETION:
        /* A request is answered once.  libwebsockets repeats this
         * completion when bytes arrive before the transaction ends; the
         * answer below closes the connection, and a closing one is not
         * read, so no repeat is expected, but were one to come it closes
         * the connection rather than run the POST again. */
        if (p->responded)
            return -1;
        lws_set_timeout(wsi, NO_PENDING_TIMEOUT, 0);
        if (p->body_over >= 0)
            route_post(wsi, p);
        return http_respond(wsi, p);
    case LWS_CALLBACK_HTTP_WRITEABLE:
        return 0;
    case LWS_CALLBACK_HTTP_DROP_PROTOCOL:
    case LWS_CALLBACK_CLOSED_HTTP:
        if (p && !p->is_ws)
            http_reset(p);
        return 0;
    case LWS_CALLBACK_FILTER_PROTOCOL_CONNECTION: {
        char path[16];
        if (lws_hdr_copy(wsi, path, sizeof path, WSI_TOKEN_GET_URI) <= 0
            || strcmp(path, "/ws") != 0 || !origin_ok(wsi))
            return 1;
        return 0;
    }
    case LWS_CALLBACK_ESTABLISHED:
        http_reset(p);
        ws_open(wsi, p);
        return 0;
    case LWS_CALLBACK_RECEIVE:
        ws_receive(wsi, p, in, len);
        return 0;
    case LWS_CALLBACK_SERVER_WRITEABLE:
        return ws_writeable(wsi, p);
    case LWS_CALLBACK_CLOSED:
        ws_closed(p);
        return 0;
    default:
        return lws_callback_http_dummy(wsi, reason, user, in, len);
    }
}

/* The database's notification socket, adopted into the event loop (a
 * duplicate: libwebsockets closes its own). */
static int adopt_notify(sv_server *s)
{
    int fd = s->store->ops->notify_fd(s->store);
    if (fd < 0)
        return 0;
    lws_sock_file_fd_type u;
    u.filefd = dup(fd);
    if (u.filefd < 0)
        return -1;
    s->notify_wsi = lws_adopt_descriptor_vhost(s->vhost, LWS_ADOPT_RAW_FILE_DESC, u,
                                               "co-notify", NULL);
    return s->notify_wsi ? 0 : -1;
}

#define NOTIFY_RETRY_FIRST_MS 100
#define NOTIFY_RETRY_MAX_MS 5000

/* The lost notification connection: open it again (retried, waiting
 * longer each time, up to NOTIFY_RETRY_MAX_MS), then catch up on what was
 * committed while nobody listened. */
static void notify_reopen(lws_sorted_usec_list_t *sul)
{
    sv_server *s = lws_container_of(sul, sv_server, notify_sul);
    if (s->stopping || s->notify_wsi)
        return;
    if (s->store->ops->notify_reopen(s->store) == 0 && adopt_notify(s) == 0
        && sv_hub_resync(s) == 0) {
        lwsl_err("co-server: the database connection for notifications is back\n");
        s->notify_retry_ms = 0;
        return;
    }
    lwsl_err("co-server: cannot reopen the database connection for notifications: %s\n",
             s->store->error);
    s->notify_retry_ms = s->notify_retry_ms ? s->notify_retry_ms * 2 : NOTIFY_RETRY_FIRST_MS;
    if (s->notify_retry_ms > NOTIFY_RETRY_MAX_MS)
        s->notify_retry_ms = NOTIFY_RETRY_MAX_MS;
    if (!s->notify_wsi)
        lws_sul_schedule(s->ctx, 0, &s->notify_sul, notify_reopen,
                         (lws_usec_t)s->notify_retry_ms * LWS_US_PER_MS);
}

static int callback_notify(struct lws *wsi, enum lws_callback_reasons reason,
                           void *user, void *in, size_t len)
{
    sv_server *s = server_of(wsi);
    (void)user;
    (void)in;
    (void)len;
    switch (reason) {
    case LWS_CALLBACK_RAW_RX_FILE:
        if (s->store->ops->notify_poll(s->store, sv_hub_notified, s) < 0) {
            lwsl_err("co-server: the database connection for notifications is lost: %s\n",
                     s->store->error);
            return -1;
        }
        return 0;
    case LWS_CALLBACK_RAW_CLOSE_FILE:
        if (wsi == s->notify_wsi) {
            s->notify_wsi = NULL;
            if (!s->stopping)
                lws_sul_schedule(s->ctx, 0, &s->notify_sul, notify_reopen,
                                 NOTIFY_RETRY_FIRST_MS * LWS_US_PER_MS);
        }
        return 0;
    default:
        return 0;
    }
}

/* SIGINT and SIGTERM, read from a signalfd in the event loop. */
static int callback_signal(struct lws *wsi, enum lws_callback_reasons reason,
                           void *user, void *in, size_t len)
{
    sv_server *s = server_of(wsi);
    (void)user;
    (void)in;
    (void)len;
    if (reason == LWS_CALLBACK_RAW_RX_FILE) {
        struct signalfd_siginfo si;
        if (read(lws_get_socket_fd(wsi), &si, sizeof si) > 0)
            s->stopping = 1;
        lws_cancel_service(s->ctx);
    }
    return 0;
}

static const struct lws_protocols protocols[] = {
    {"co", callback_main, sizeof(sv_pss), SV_MESSAGE_MAX, 0, NULL, 0},
    {"co-notify", callback_notify, 0, 0, 0, NULL, 0},
    {"co-signal", callback_signal, 0, 0, 0, NULL, 0},
    {NULL, NULL, 0, 0, 0, NULL, 0}
};

static const lws_retry_bo_t idle_policy = {
    .secs_since_valid_ping = 20,   /* a quiet socket is pinged … */
    .secs_since_valid_hangup = 40, /* … and closed if it does not answer */
};

/* The pages' WebAssembly modules, a type libwebsockets does not know. */
static const struct lws_protocol_vhost_options wasm_type = {NULL, NULL, ".wasm", "application/wasm"};

/* On every HTTP response, the pages' files too: one request per
 * connection (http_respond()). */
static const struct lws_protocol_vhost_options close_header = {NULL, NULL, "connection:", "close"};

int sv_http_run(sv_server *s, const sv_http_options *o)
{
    struct lws_context_creation_info info;
    struct lws_http_mount mounts[4];
    memset(&info, 0, sizeof info);
    memset(mounts, 0, sizeof mounts);
    /* /api, /join and /watch go to the callback; the rest are the pages. */
    const char *points[] = {"/api", "/join", "/watch"};
    int n = 0;
    for (; n < 3; n++) {
        mounts[n].mountpoint = points[n];
        mounts[n].mountpoint_len = (unsigned char)strlen(points[n]);
        mounts[n].origin = "co";
        mounts[n].origin_protocol = LWSMPRO_CALLBACK;
        mounts[n].mount_next = &mounts[n + 1];
    }
    mounts[n - 1].mount_next = NULL;
    if (o->web_dir) {
        mounts[n - 1].mount_next = &mounts[n];
        mounts[n].mountpoint = "/";
        mounts[n].mountpoint_len = 1;
        mounts[n].origin = o->web_dir;
        mounts[n].def = "index.html";
        mounts[n].extra_mimetypes = &wasm_type;
        mounts[n].origin_protocol = LWSMPRO_FILE;
    }
    info.port = o->port;
    info.iface = o->iface;
    info.protocols = protocols;
    info.mounts = mounts;
    info.user = s;
    info.timeout_secs = 10;
    /* HTTP connections carry one request (http_respond()); this bounds a
     * connection libwebsockets keeps after a response of its own. */
    info.keepalive_timeout = 20;
    info.retry_and_idle_policy = &idle_policy;
    info.headers = &close_header;
    info.options = LWS_SERVER_OPTION_DISABLE_IPV6;
    info.max_http_header_data = 2048;
    info.fd_limit_per_thread = o->max_fds;
    /* The event loop is libuv's (epoll: its cost does not grow with the
     * number of idle sockets, as poll()'s did), run here one pass at a
     * time so that the group commit follows each pass. */
    uv_loop_t loop;
    void *foreign[1] = {&loop};
    int rc = -1;
    if (uv_loop_init(&loop))
        return -1;
    info.options |= LWS_SERVER_OPTION_LIBUV;
    info.foreign_loops = foreign;
    info.pcontext = &s->ctx;
    s->http_requests = calloc(SV_HTTP_SLOTS, sizeof *s->http_requests);
    if (s->http_requests)
        s->ctx = lws_create_context(&info);
    if (!s->ctx)
        goto out;
    s->vhost = lws_get_vhost_by_name(s->ctx, "default");
    s->port = o->port;
    if (s->port == 0 && s->vhost)
        s->port = lws_get_vhost_listen_port(s->vhost);
    if (adopt_notify(s))
        goto out;
    if (o->signal_fd >= 0) {
        lws_sock_file_fd_type u;
        u.filefd = o->signal_fd;
        if (!lws_adopt_descriptor_vhost(s->vhost, LWS_ADOPT_RAW_FILE_DESC, u,
                                        "co-signal", NULL))
            goto out;
    }
    if (o->ready)
        o->ready(s, o->ready_ud);
    /* One pass of the loop reads what every ready socket sent; the players'
     * actions among it are committed together after it. */
    while (!s->stopping) {
        uv_run(&loop, UV_RUN_ONCE);
        sv_hub_flush(s);
    }
    sv_hub_flush(s);
    rc = 0;
out:
    s->stopping = 1;
    if (s->ctx) {
        lws_sul_cancel(&s->notify_sul);
        lws_context_destroy(s->ctx);
        /* libwebsockets closes its handles on the loop: let it finish,
         * then end the context (it clears s->ctx, info.pcontext, when it
         * has freed it). */
        uv_run(&loop, UV_RUN_DEFAULT);
        if (s->ctx)
            lws_context_destroy(s->ctx);
        uv_run(&loop, UV_RUN_DEFAULT);
    }
    uv_loop_close(&loop);
    s->ctx = NULL;
    free(s->http_requests);
    s->http_requests = NULL;
    return rc;
}
