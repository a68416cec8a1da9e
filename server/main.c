/* co-server: both games played online, over HTTP and WebSocket, on an
 * SQLite file or a PostgreSQL database (doc/server.md). */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/signalfd.h>
#include <unistd.h>

#include "http.h"
#include "server.h"

#define MAX_ORIGINS 16

static void usage(FILE *f)
{
    fputs("usage: co-server [--port P] [--listen ADDR] [--db PATH|postgresql://...]\n"
          "                 [--web DIR] [--origin ORIGIN]... [--sync-full] [--verbose]\n"
          "  --port P       the port (default 8080; 0: a free one)\n"
          "  --listen ADDR  the address to listen on (default 127.0.0.1)\n"
          "  --db SPEC      an SQLite file (default co-server.db) or a\n"
          "                 postgresql:// connection URI (several nodes)\n"
          "  --web DIR      serve the pages of DIR (build-web/web)\n"
          "  --origin O     also accept browser requests from origin O\n"
          "                 (\"*\": any); http://127.0.0.1:P and\n"
          "                 http://localhost:P always\n"
          "  --sync-full    every commit on disk before it is acknowledged\n"
          "                 (SQLite synchronous=FULL, PostgreSQL\n"
          "                 synchronous_commit=on): a power cut loses nothing\n"
          "                 acknowledged; slower.  Default: a commit survives\n"
          "                 a crash or kill of co-server, not of the machine\n",
          f);
}

/* The server's own origins, known once it listens (for --port 0). */
typedef struct own_origins {
    const char *listen;
    char text[3][96];
} own_origins;

static void fill_origins(own_origins *o, int port)
{
    snprintf(o->text[0], sizeof o->text[0], "http://127.0.0.1:%d", port);
    snprintf(o->text[1], sizeof o->text[1], "http://localhost:%d", port);
    snprintf(o->text[2], sizeof o->text[2], "http://%s:%d", o->listen, port);
}

static void ready(sv_server *s, void *ud)
{
    own_origins *o = ud;
    fill_origins(o, s->port);
    printf("Serving Cờ toán and Cờ tư lệnh on http://%s:%d/\n", o->listen, s->port);
    fflush(stdout);
}

int main(int argc, char **argv)
{
    int port = 8080, verbose = 0, norigins = 0;
    unsigned store_flags = 0;
    const char *db = "co-server.db", *web = NULL, *listen = "127.0.0.1";
    const char *extra[MAX_ORIGINS];
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(stdout);
            return 0;
        } else if (!strcmp(a, "--verbose")) {
            verbose = 1;
            continue;
        } else if (!strcmp(a, "--sync-full")) {
            store_flags |= SV_STORE_SYNC_FULL;
            continue;
        }
        if (!v) {
            fprintf(stderr, "co-server: %s needs a value\n", a);
            usage(stderr);
            return 2;
        }
        i++;
        if (!strcmp(a, "--port")) {
            char *end;
            long p = strtol(v, &end, 10);
            if (*end || p < 0 || p > 65535) {
                fprintf(stderr, "co-server: --port %s: not a port\n", v);
                return 2;
            }
            port = (int)p;
        } else if (!strcmp(a, "--db")) {
            db = v;
        } else if (!strcmp(a, "--web")) {
            web = v;
        } else if (!strcmp(a, "--listen")) {
            listen = v;
        } else if (!strcmp(a, "--origin")) {
            if (norigins == MAX_ORIGINS) {
                fprintf(stderr, "co-server: at most %d --origin\n", MAX_ORIGINS);
                return 2;
            }
            extra[norigins++] = v;
        } else {
            fprintf(stderr, "co-server: unknown option %s\n", a);
            usage(stderr);
            return 2;
        }
    }
    lws_set_log_level(verbose ? LLL_ERR | LLL_WARN | LLL_NOTICE : LLL_ERR, NULL);

    sigset_t mask;
    sigemptyset(&mask);
    sigaddset(&mask, SIGINT);
    sigaddset(&mask, SIGTERM);
    sigprocmask(SIG_BLOCK, &mask, NULL);
    signal(SIGPIPE, SIG_IGN);
    int sfd = signalfd(-1, &mask, SFD_CLOEXEC | SFD_NONBLOCK);

    char err[512];
    sv_server *s = calloc(1, sizeof *s);
    if (!s)
        return 1;
    s->store = sv_store_open(db, store_flags, err, sizeof err);
    if (!s->store) {
        fprintf(stderr, "co-server: %s\n", err);
        free(s);
        return 1;
    }
    s->verbose = verbose;
    s->web_dir = web;

    /* The origins: this server's own addresses, then the --origin
     * values. */
    own_origins own = {listen, {"", "", ""}};
    const char *origins[MAX_ORIGINS + 4];
    int k = 0;
    fill_origins(&own, port);
    origins[k++] = own.text[0];
    origins[k++] = own.text[1];
    origins[k++] = own.text[2];
    for (int i = 0; i < norigins; i++)
        origins[k++] = extra[i];
    origins[k] = NULL;
    s->origins = origins;

    sv_http_options o = {port, listen, web, 0, sfd, ready, &own};
    int rc = sv_http_run(s, &o);
    if (rc)
        fprintf(stderr, "co-server: cannot listen on %s:%d\n", listen, port);
    sv_hub_clear(s);
    sv_store_close(s->store);
    free(s);
    if (sfd >= 0)
        close(sfd);
    return rc ? 1 : 0;
}
