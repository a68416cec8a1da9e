/* The server's event loop: HTTP routes, the game WebSocket and the pages
 * on one libwebsockets context (http.c). */
#ifndef SV_HTTP_H
#define SV_HTTP_H

#include "server.h"

typedef struct sv_http_options {
    int port;                 /* 0: a free port */
    const char *iface;        /* the address to listen on, e.g. "127.0.0.1" */
    const char *web_dir;      /* the pages, or NULL */
    int max_fds;              /* 0: the system's limit */
    int signal_fd;            /* a signalfd whose signals stop the loop, or -1 */
    void (*ready)(sv_server *s, void *ud); /* called once listening */
    void *ready_ud;
} sv_http_options;

/* Serve until a signal arrives on o->signal_fd.  Returns 0, or -1 if the
 * context cannot start. */
int sv_http_run(sv_server *s, const sv_http_options *o);

#endif
