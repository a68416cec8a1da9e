/* The PostgreSQL backend of the store (store.h): one connection for the
 * queries, all prepared; a second one LISTENs on channel co_games, and its
 * socket joins the server's event loop, so that a change committed by one
 * node reaches the others' watchers at once (NOTIFY is sent at commit). */
#include "store.h"

#include <libpq-fe.h>
#include <stdio.h>
#include <unistd.h>
#include <stdlib.h>
#include <string.h>

#define CHANNEL "co_games"
/* The key of the advisory lock that serialises schema creation. */
#define SCHEMA_LOCK "7243001"

typedef struct pg_store {
    sv_store base;
    PGconn *db, *listen;
    unsigned flags;
    char *conninfo; /* for the notification connection's reopening */
} pg_store;

static int fail(pg_store *s, PGconn *c, PGresult *r)
{
    const char *m = r ? PQresultErrorMessage(r) : "";
    snprintf(s->base.error, sizeof s->base.error, "%s",
             m && *m ? m : PQerrorMessage(c));
    size_t n = strlen(s->base.error);
    while (n && (s->base.error[n - 1] == '\n'))
        s->base.error[--n] = '\0';
    if (r)
        PQclear(r);
    return -1;
}

static int simple(pg_store *s, PGconn *c, const char *sql)
{
    PGresult *r = PQexec(c, sql);
    ExecStatusType st = PQresultStatus(r);
    if (st != PGRES_COMMAND_OK && st != PGRES_TUPLES_OK)
        return fail(s, c, r);
    PQclear(r);
    return 0;
}

/* Statement @p i in PostgreSQL's spelling: ?N becomes $N. */
static void pg_sql(int i, char *out, size_t size)
{
    const char *q = sv_statements[i].sql;
    size_t n = 0;
    for (; *q && n + 16 < size; q++)
        out[n++] = *q == '?' ? '$' : *q;
    out[n] = '\0';
    if (sv_statements[i].lock)
        snprintf(out + n, size - n, " FOR UPDATE");
}

static int prepare_all(pg_store *s)
{
    char name[16], sql[1024];
    for (int i = 0; i < SV_ST_COUNT; i++) {
        snprintf(name, sizeof name, "s%d", i);
        pg_sql(i, sql, sizeof sql);
        PGresult *r = PQprepare(s->db, name, sql, sv_statements[i].nparams, NULL);
        if (PQresultStatus(r) != PGRES_COMMAND_OK)
            return fail(s, s->db, r);
        PQclear(r);
    }
    PGresult *r = PQprepare(s->db, "notify", "SELECT pg_notify('" CHANNEL "', $1)", 1,
                            NULL);
    if (PQresultStatus(r) != PGRES_COMMAND_OK)
        return fail(s, s->db, r);
    PQclear(r);
    return 0;
}

/* The query connection's settings: quiet NOTICEs (of CREATE … IF NOT
 * EXISTS), the commit's durability (SV_STORE_SYNC_FULL). */
static int session_setup(pg_store *s)
{
    return simple(s, s->db, "SET client_min_messages = warning")
           || simple(s, s->db, s->flags & SV_STORE_SYNC_FULL ? "SET synchronous_commit = on"
                                                             : "SET synchronous_commit = off");
}

/* A lost query connection is opened again once, between transactions. */
static int ensure(pg_store *s)
{
    if (PQstatus(s->db) == CONNECTION_OK)
        return 0;
    PQreset(s->db);
    if (PQstatus(s->db) != CONNECTION_OK)
        return fail(s, s->db, NULL);
    return session_setup(s) || prepare_all(s) ? -1 : 0;
}

static int pg_exec(sv_store *base, int which, const char *const *params,
                   sv_row_fn fn, void *ud)
{
    pg_store *s = (pg_store *)base;
    char name[16];
    snprintf(name, sizeof name, "s%d", which);
    PGresult *r = PQexecPrepared(s->db, name, sv_statements[which].nparams, params,
                                 NULL, NULL, 0);
    ExecStatusType st = PQresultStatus(r);
    if (st == PGRES_COMMAND_OK) {
        int n = atoi(PQcmdTuples(r));
        PQclear(r);
        return n;
    }
    if (st != PGRES_TUPLES_OK)
        return fail(s, s->db, r);
    int rows = PQntuples(r), cols = PQnfields(r);
    if (cols > 24)
        cols = 24;
    for (int i = 0; i < rows; i++) {
        const char *v[24];
        for (int j = 0; j < cols; j++)
            v[j] = PQgetisnull(r, i, j) ? NULL : PQgetvalue(r, i, j);
        if (fn && fn(ud, cols, v))
            break;
    }
    PQclear(r);
    return rows;
}

static int pg_begin(sv_store *base)
{
    pg_store *s = (pg_store *)base;
    if (ensure(s))
        return -1;
    return simple(s, s->db, "BEGIN");
}

static int pg_commit(sv_store *base)
{
    pg_store *s = (pg_store *)base;
    PGresult *r = PQexec(s->db, "COMMIT");
    /* COMMIT of a failed transaction reports success but rolls back. */
    if (PQresultStatus(r) != PGRES_COMMAND_OK || strcmp(PQcmdStatus(r), "COMMIT") != 0)
        return fail(s, s->db, r);
    PQclear(r);
    return 0;
}

static void pg_rollback(sv_store *base)
{
    pg_store *s = (pg_store *)base;
    if (PQtransactionStatus(s->db) != PQTRANS_IDLE)
        PQclear(PQexec(s->db, "ROLLBACK"));
}

static int pg_notify(sv_store *base, const char *payload)
{
    pg_store *s = (pg_store *)base;
    const char *p[] = {payload};
    PGresult *r = PQexecPrepared(s->db, "notify", 1, p, NULL, NULL, 0);
    if (PQresultStatus(r) != PGRES_TUPLES_OK)
        return fail(s, s->db, r);
    PQclear(r);
    return 0;
}

static int pg_notify_fd(sv_store *base)
{
    pg_store *s = (pg_store *)base;
    return s->listen ? PQsocket(s->listen) : -1;
}

static int pg_notify_poll(sv_store *base, sv_notify_fn fn, void *ud)
{
    pg_store *s = (pg_store *)base;
    if (!PQconsumeInput(s->listen))
        return fail(s, s->listen, NULL);
    PGnotify *n;
    while ((n = PQnotifies(s->listen)) != NULL) {
        fn(ud, n->extra);
        PQfreemem(n);
    }
    return 0;
}

/* The notification connection: LISTEN, named co-server-listen-<pid> for
 * the database's administrators (pg_stat_activity), non-blocking. */
static int listen_open(pg_store *s)
{
    char sql[64];
    if (s->listen)
        PQfinish(s->listen);
    s->listen = PQconnectdb(s->conninfo);
    if (PQstatus(s->listen) != CONNECTION_OK)
        return fail(s, s->listen, NULL);
    snprintf(sql, sizeof sql, "SET application_name = 'co-server-listen-%ld'",
             (long)getpid());
    if (simple(s, s->listen, sql) || simple(s, s->listen, "LISTEN " CHANNEL))
        return -1;
    if (PQsetnonblocking(s->listen, 1))
        return fail(s, s->listen, NULL);
    return 0;
}

static int pg_notify_reopen(sv_store *base)
{
    return listen_open((pg_store *)base);
}

static void pg_close(sv_store *base)
{
    pg_store *s = (pg_store *)base;
    if (s->db)
        PQfinish(s->db);
    if (s->listen)
        PQfinish(s->listen);
    free(s->conninfo);
    free(s);
}

static const sv_store_ops pg_ops = {
    pg_exec, pg_begin, pg_commit, pg_rollback, pg_notify, pg_notify_fd,
    pg_notify_poll, pg_notify_reopen, pg_close,
};

sv_store *sv_store_pg_open(const char *conninfo, unsigned flags, char *err,
                           size_t size)
{
    pg_store *s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(err, size, "out of memory");
        return NULL;
    }
    s->base.ops = &pg_ops;
    s->db = PQconnectdb(conninfo);
    if (PQstatus(s->db) != CONNECTION_OK) {
        fail(s, s->db, NULL);
        goto fail;
    }
    s->flags = flags;
    if (session_setup(s) || simple(s, s->db, "SELECT pg_advisory_lock(" SCHEMA_LOCK ")"))
        goto fail;
    int schema = simple(s, s->db, sv_schema);
    if (simple(s, s->db, "SELECT pg_advisory_unlock(" SCHEMA_LOCK ")") || schema
        || prepare_all(s))
        goto fail;
    if (!(s->conninfo = strdup(conninfo))) {
        snprintf(s->base.error, sizeof s->base.error, "out of memory");
        goto fail;
    }
    if (listen_open(s))
        goto fail;
    return &s->base;
fail:
    snprintf(err, size, "PostgreSQL: %s", s->base.error);
    pg_close(&s->base);
    return NULL;
}
