/* The SQLite backend of the store (store.h): one file, WAL journal; a
 * committed turn survives a crash or kill of the process, and with
 * SV_STORE_SYNC_FULL a crash of the machine too.  A commit only appends
 * to the WAL: the checkpoints that copy the WAL into the database file
 * (and sync both) run on a thread of the store's own, with a connection
 * of its own, so that the event loop never waits for the disk. */
#include "store.h"

#include <errno.h>
#include <pthread.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* How often the checkpoint thread copies the WAL into the database. */
#define CHECKPOINT_MS 250

typedef struct sqlite_store {
    sv_store base;
    sqlite3 *db;
    sqlite3_stmt *st[SV_ST_COUNT];
    sqlite3_stmt *begin, *commit, *rollback;
    /* The checkpoint thread. */
    sqlite3 *ckpt_db;
    pthread_t ckpt;
    int ckpt_running;
    int ckpt_stop; /* under ckpt_lock */
    pthread_mutex_t ckpt_lock;
    pthread_cond_t ckpt_wake;
} sqlite_store;

/* Every CHECKPOINT_MS, a passive checkpoint (it never blocks the writer;
 * the writer starts the WAL again from its beginning once a checkpoint
 * has copied all of it), until sq_close() asks it to stop. */
static void *checkpoint_main(void *arg)
{
    sqlite_store *s = arg;
    pthread_mutex_lock(&s->ckpt_lock);
    while (!s->ckpt_stop) {
        struct timespec t;
        clock_gettime(CLOCK_REALTIME, &t);
        t.tv_nsec += CHECKPOINT_MS * 1000000L;
        t.tv_sec += t.tv_nsec / 1000000000L;
        t.tv_nsec %= 1000000000L;
        int rc = pthread_cond_timedwait(&s->ckpt_wake, &s->ckpt_lock, &t);
        if (s->ckpt_stop)
            break;
        if (rc == ETIMEDOUT) {
            pthread_mutex_unlock(&s->ckpt_lock);
            sqlite3_wal_checkpoint_v2(s->ckpt_db, NULL, SQLITE_CHECKPOINT_PASSIVE,
                                      NULL, NULL);
            pthread_mutex_lock(&s->ckpt_lock);
        }
    }
    pthread_mutex_unlock(&s->ckpt_lock);
    return NULL;
}

static void checkpoint_stop(sqlite_store *s)
{
    if (!s->ckpt_running)
        return;
    pthread_mutex_lock(&s->ckpt_lock);
    s->ckpt_stop = 1;
    pthread_cond_signal(&s->ckpt_wake);
    pthread_mutex_unlock(&s->ckpt_lock);
    pthread_join(s->ckpt, NULL);
    s->ckpt_running = 0;
}

static int checkpoint_start(sqlite_store *s, const char *path)
{
    if (sqlite3_open_v2(path, &s->ckpt_db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX,
                        NULL) != SQLITE_OK)
        return -1;
    if (pthread_mutex_init(&s->ckpt_lock, NULL))
        return -1;
    if (pthread_cond_init(&s->ckpt_wake, NULL)) {
        pthread_mutex_destroy(&s->ckpt_lock);
        return -1;
    }
    if (pthread_create(&s->ckpt, NULL, checkpoint_main, s)) {
        pthread_cond_destroy(&s->ckpt_wake);
        pthread_mutex_destroy(&s->ckpt_lock);
        return -1;
    }
    s->ckpt_running = 1;
    return 0;
}

static int fail(sqlite_store *s)
{
    snprintf(s->base.error, sizeof s->base.error, "%s", sqlite3_errmsg(s->db));
    return -1;
}

static int run(sqlite_store *s, sqlite3_stmt *st)
{
    int rc = sqlite3_step(st);
    sqlite3_reset(st);
    return rc == SQLITE_DONE ? 0 : fail(s);
}

static int sq_exec(sv_store *base, int which, const char *const *params,
                   sv_row_fn fn, void *ud)
{
    sqlite_store *s = (sqlite_store *)base;
    sqlite3_stmt *st = s->st[which];
    int rows = 0, rc, stop = 0;
    for (int i = 0; i < sv_statements[which].nparams; i++) {
        rc = params[i] ? sqlite3_bind_text(st, i + 1, params[i], -1, SQLITE_STATIC)
                       : sqlite3_bind_null(st, i + 1);
        if (rc != SQLITE_OK) {
            sqlite3_reset(st);
            return fail(s);
        }
    }
    while (!stop && (rc = sqlite3_step(st)) == SQLITE_ROW) {
        const char *cols[24];
        int n = sqlite3_column_count(st);
        if (n > 24)
            n = 24;
        for (int i = 0; i < n; i++)
            cols[i] = (const char *)sqlite3_column_text(st, i);
        rows++;
        if (fn)
            stop = fn(ud, n, cols);
    }
    if (!stop && rc != SQLITE_DONE) {
        fail(s);
        sqlite3_reset(st);
        sqlite3_clear_bindings(st);
        return -1;
    }
    sqlite3_reset(st);
    sqlite3_clear_bindings(st);
    if (sqlite3_stmt_readonly(st) == 0 && sqlite3_column_count(st) == 0)
        return sqlite3_changes(s->db);
    return rows;
}

static int sq_begin(sv_store *base)
{
    sqlite_store *s = (sqlite_store *)base;
    return run(s, s->begin);
}

static int sq_commit(sv_store *base)
{
    sqlite_store *s = (sqlite_store *)base;
    if (run(s, s->commit)) {
        if (!sqlite3_get_autocommit(s->db))
            run(s, s->rollback);
        return -1;
    }
    return 0;
}

static void sq_rollback(sv_store *base)
{
    sqlite_store *s = (sqlite_store *)base;
    if (!sqlite3_get_autocommit(s->db))
        run(s, s->rollback);
}

/* One node only: nothing to tell. */
static int sq_notify(sv_store *base, const char *payload)
{
    (void)base;
    (void)payload;
    return 0;
}

static int sq_notify_fd(sv_store *base)
{
    (void)base;
    return -1;
}

static int sq_notify_poll(sv_store *base, sv_notify_fn fn, void *ud)
{
    (void)base;
    (void)fn;
    (void)ud;
    return 0;
}

static int sq_notify_reopen(sv_store *base)
{
    (void)base;
    return -1;
}

static void sq_close(sv_store *base)
{
    sqlite_store *s = (sqlite_store *)base;
    if (s->ckpt_running) {
        checkpoint_stop(s);
        pthread_cond_destroy(&s->ckpt_wake);
        pthread_mutex_destroy(&s->ckpt_lock);
    }
    sqlite3_close(s->ckpt_db);
    for (int i = 0; i < SV_ST_COUNT; i++)
        sqlite3_finalize(s->st[i]);
    sqlite3_finalize(s->begin);
    sqlite3_finalize(s->commit);
    sqlite3_finalize(s->rollback);
    sqlite3_close(s->db);
    free(s);
}

static const sv_store_ops sqlite_ops = {
    sq_exec, sq_begin, sq_commit, sq_rollback, sq_notify, sq_notify_fd,
    sq_notify_poll, sq_notify_reopen, sq_close,
};

sv_store *sv_store_sqlite_open(const char *path, unsigned flags, char *err,
                               size_t size)
{
    sqlite_store *s = calloc(1, sizeof *s);
    char *msg = NULL;
    if (!s) {
        snprintf(err, size, "out of memory");
        return NULL;
    }
    s->base.ops = &sqlite_ops;
    if (sqlite3_open_v2(path, &s->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
                        | SQLITE_OPEN_NOMUTEX, NULL) != SQLITE_OK)
        goto fail;
    sqlite3_busy_timeout(s->db, 5000);
    if (sqlite3_exec(s->db, flags & SV_STORE_SYNC_FULL
                     ? "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL; PRAGMA foreign_keys=ON;"
                       " PRAGMA wal_autocheckpoint=0;"
                     : "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; PRAGMA foreign_keys=ON;"
                       " PRAGMA wal_autocheckpoint=0;",
                     NULL, NULL, &msg) != SQLITE_OK
        || sqlite3_exec(s->db, sv_schema, NULL, NULL, &msg) != SQLITE_OK)
        goto fail;
    for (int i = 0; i < SV_ST_COUNT; i++)
        if (sqlite3_prepare_v3(s->db, sv_statements[i].sql, -1,
                               SQLITE_PREPARE_PERSISTENT, &s->st[i], NULL) != SQLITE_OK)
            goto fail;
    if (sqlite3_prepare_v2(s->db, "BEGIN IMMEDIATE", -1, &s->begin, NULL) != SQLITE_OK
        || sqlite3_prepare_v2(s->db, "COMMIT", -1, &s->commit, NULL) != SQLITE_OK
        || sqlite3_prepare_v2(s->db, "ROLLBACK", -1, &s->rollback, NULL) != SQLITE_OK)
        goto fail;
    if (checkpoint_start(s, path)) {
        msg = sqlite3_mprintf("cannot start the checkpoint thread");
        goto fail;
    }
    return &s->base;
fail:
    snprintf(err, size, "SQLite %s: %s", path,
             msg ? msg : s->db ? sqlite3_errmsg(s->db) : "cannot open");
    sqlite3_free(msg);
    sq_close(&s->base);
    return NULL;
}
