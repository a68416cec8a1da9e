/* A connection's output: the queue of text messages a WebSocket client
 * is sent (written out by http.c when the socket is writable), bounded
 * for a slow reader. */
#include <stdlib.h>
#include <string.h>

#include "server.h"

void sv_conn_send(sv_conn *c, const char *text)
{
    size_t n = strlen(text);
    if (c->close_after == 2)
        return;
    if (c->out_count >= SV_OUT_MAX_MESSAGES || c->out_bytes + n > SV_OUT_MAX_BYTES) {
        /* A reader this far behind is dropped; it may reconnect. */
        c->close_after = 2;
        lws_set_timeout(c->wsi, PENDING_TIMEOUT_USER_OK, LWS_TO_KILL_ASYNC);
        return;
    }
    sv_out *o = malloc(sizeof *o + LWS_PRE + n);
    if (!o)
        return;
    o->next = NULL;
    o->len = n;
    memcpy(o->data + LWS_PRE, text, n);
    if (c->out_tail)
        c->out_tail->next = o;
    else
        c->out_head = o;
    c->out_tail = o;
    c->out_count++;
    c->out_bytes += n;
    lws_callback_on_writable(c->wsi);
}

void sv_conn_send_error(sv_conn *c, const sv_error *err)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "type", "error");
    cJSON_AddStringToObject(o, "code", err->code ? err->code : "internal");
    cJSON_AddStringToObject(o, "message", err->message);
    char *text = cJSON_PrintUnformatted(o);
    if (text)
        sv_conn_send(c, text);
    free(text);
    cJSON_Delete(o);
}
