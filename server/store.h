/* The games' database: SQLite (store_sqlite.c) or PostgreSQL
 * (store_pg.c) behind one table of operations.  The queries are written
 * once (store.c), as prepared statements with ?N parameters; a backend
 * runs them and hands back rows as text. */
#ifndef SV_STORE_H
#define SV_STORE_H

#include <cjson/cJSON.h>
#include <stdint.h>

#include "session.h"

typedef struct sv_store sv_store;

/* The statements of store.c, by number (the backends prepare them all
 * when they open). */
enum {
    SV_ST_LOCK,   /* the version of a game; PostgreSQL locks its row */
    SV_ST_CREATE,
    SV_ST_LOAD,
    SV_ST_TURNS,
    SV_ST_SAVE,
    SV_ST_TURN,
    SV_ST_CLAIM,
    SV_ST_INVITE,
    SV_ST_SEATS,
    SV_ST_LOBBY,
    SV_ST_COUNT
};

typedef struct sv_statement {
    const char *sql;  /* with ?1 … ?N parameters */
    int nparams;
    int lock;         /* 1: PostgreSQL appends FOR UPDATE */
} sv_statement;

extern const sv_statement sv_statements[SV_ST_COUNT];
/* The schema, statements separated by ';'. */
extern const char sv_schema[];

/* One result row: @p cols[i] is NULL for SQL NULL.  Nonzero stops. */
typedef int (*sv_row_fn)(void *ud, int ncols, const char *const *cols);
/* A notification from another node (PostgreSQL): its payload. */
typedef void (*sv_notify_fn)(void *ud, const char *payload);

typedef struct sv_store_ops {
    /* Run statement @p st with text parameters (NULL: SQL NULL); call
     * @p fn for each row.  Returns the rows changed (or returned), or -1
     * with the store's error set. */
    int (*exec)(sv_store *s, int st, const char *const *params, sv_row_fn fn,
                void *ud);
    int (*begin)(sv_store *s);
    int (*commit)(sv_store *s);
    void (*rollback)(sv_store *s);
    /* Queue a notification to the other nodes, sent at commit. */
    int (*notify)(sv_store *s, const char *payload);
    /* The socket that becomes readable when a notification arrives, or
     * -1 (one node only). */
    int (*notify_fd)(sv_store *s);
    /* Read what arrived on notify_fd; call @p fn for each. -1 if the
     * connection is lost. */
    int (*notify_poll)(sv_store *s, sv_notify_fn fn, void *ud);
    /* Open the notification connection again (after notify_poll found it
     * lost) and LISTEN; notify_fd is then its new socket.  0 or -1. */
    int (*notify_reopen)(sv_store *s);
    void (*close)(sv_store *s);
} sv_store_ops;

struct sv_store {
    const sv_store_ops *ops;
    char error[256];
};

/* Flags of sv_store_open(). */
enum {
    /* Every commit on disk before it returns (SQLite synchronous=FULL,
     * PostgreSQL synchronous_commit=on), so that a committed change also
     * survives a power cut or a crash of the database; without it a
     * commit survives a crash or kill of co-server (SQLite WAL with
     * synchronous=NORMAL; PostgreSQL synchronous_commit=off, its WAL
     * written within a fraction of a second). */
    SV_STORE_SYNC_FULL = 1
};

/* Open "postgresql://…" / "postgres://…" with libpq, anything else as an
 * SQLite file; create the schema if missing.  NULL and @p err on error. */
sv_store *sv_store_open(const char *spec, unsigned flags, char *err, size_t size);
sv_store *sv_store_sqlite_open(const char *path, unsigned flags, char *err,
                               size_t size);
sv_store *sv_store_pg_open(const char *conninfo, unsigned flags, char *err,
                           size_t size);
void sv_store_close(sv_store *s);

/* The operations of the server, over exec().  Each returns 0 on success,
 * 1 for "not found" (and 2 for "already claimed"), -1 on a database
 * error. */

/* Start a transaction that changes game @p id and read its version
 * (PostgreSQL locks the row until commit or rollback). */
int sv_store_begin_game(sv_store *s, const char *id, int64_t *version);
int sv_store_begin(sv_store *s);
/* Inside a transaction: read (and on PostgreSQL lock) game @p id's
 * version. */
int sv_store_lock(sv_store *s, const char *id, int64_t *version);
/* Commit, with a notification of @p payload (NULL: none) to the other
 * nodes. */
int sv_store_commit(sv_store *s, const char *payload);
void sv_store_rollback(sv_store *s);

/* A new game and its first seat. @p public_invite: the invite code when
 * the lobby lists the game, else NULL. */
int sv_store_create(sv_store *s, const sv_game *g, const char *seat_hash,
                    const char *invite_hash, const char *public_invite);
/* Read game @p id into @p g (persistent fields, the library's game
 * rebuilt from the turns). */
int sv_store_load(sv_store *s, const char *id, sv_game *g, sv_error *err);
/* Write @p g's persistent fields and its turns from @p from on. */
int sv_store_save(sv_store *s, const sv_game *g, int32_t from);
/* Claim an invite once: give the other seat @p seat_hash and write the
 * game's id. 1: no such invite; 2: already claimed. */
int sv_store_claim(sv_store *s, const char *invite_hash, const char *seat_hash,
                   char id[SV_ID_SIZE]);
/* The game an invite is for (claimed or not). */
int sv_store_find_invite(sv_store *s, const char *invite_hash,
                         char id[SV_ID_SIZE]);
/* The seat hashes of game @p id ("" for an empty seat). */
int sv_store_seats(sv_store *s, const char *id, char red[SV_HASH_SIZE],
                   char blue[SV_HASH_SIZE]);
/* The open public games, newest first, at most @p max, appended to
 * @p array as {"id","game","color","clock","rules","invite"}. */
int sv_store_lobby(sv_store *s, cJSON *array, int max);

#endif
