/* Random secrets (seat tokens, invite codes, game ids) and their hashes.
 * A secret is stored and compared only as its SHA-256 hash, in hex. */
#ifndef SV_TOKEN_H
#define SV_TOKEN_H

#include <stddef.h>

/* Bytes of randomness of a seat token and of an invite code (256 and 128
 * bits) and of a game id (96 bits; ids are public, not secrets). */
#define SV_TOKEN_BYTES 32
#define SV_INVITE_BYTES 16
#define SV_ID_BYTES 12
/* Buffer sizes of the hex texts, NUL included. */
#define SV_TOKEN_SIZE (2 * SV_TOKEN_BYTES + 1)
#define SV_INVITE_SIZE (2 * SV_INVITE_BYTES + 1)
#define SV_ID_SIZE (2 * SV_ID_BYTES + 1)
#define SV_HASH_SIZE 65

/* Write @p nbytes random bytes from getrandom() as 2 * @p nbytes lowercase
 * hex digits and a NUL into @p out.  Returns 0, or -1 if the system gives
 * no randomness. */
int sv_random_hex(char *out, size_t nbytes);

/* The SHA-256 of @p secret as 64 hex digits and a NUL.  Returns 0 or -1. */
int sv_secret_hash(const char *secret, char out[SV_HASH_SIZE]);

/* 1 if the two hashes are equal (time independent of where they differ),
 * else 0; 0 if either is NULL or not SV_HASH_SIZE - 1 characters long. */
int sv_hash_equal(const char *a, const char *b);

/* 1 if @p text is 1 … @p max lowercase hex digits, else 0. */
int sv_is_hex(const char *text, size_t max);

#endif
