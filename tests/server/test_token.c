/* Secrets and their hashes (server/token.c). */
#include <check.h>
#include <string.h>

#include "check_run.h"
#include "token.h"

START_TEST(random_hex)
{
    char a[SV_TOKEN_SIZE], b[SV_TOKEN_SIZE];
    ck_assert_int_eq(sv_random_hex(a, SV_TOKEN_BYTES), 0);
    ck_assert_int_eq(sv_random_hex(b, SV_TOKEN_BYTES), 0);
    ck_assert_uint_eq(strlen(a), 2 * SV_TOKEN_BYTES);
    ck_assert(sv_is_hex(a, SV_TOKEN_SIZE - 1));
    ck_assert_str_ne(a, b);
    ck_assert_int_ge(SV_TOKEN_BYTES * 8, 128);
    ck_assert_int_ge(SV_INVITE_BYTES * 8, 128);
}
END_TEST

START_TEST(sha256)
{
    char h[SV_HASH_SIZE], h2[SV_HASH_SIZE];
    ck_assert_int_eq(sv_secret_hash("abc", h), 0);
    ck_assert_str_eq(h, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    ck_assert_int_eq(sv_secret_hash("", h2), 0);
    ck_assert_str_eq(h2, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    ck_assert(sv_hash_equal(h, h));
    ck_assert(!sv_hash_equal(h, h2));
    ck_assert(!sv_hash_equal(h, NULL));
    ck_assert(!sv_hash_equal("", ""));
    ck_assert(!sv_hash_equal("abc", "abc"));
}
END_TEST

START_TEST(is_hex)
{
    ck_assert(sv_is_hex("0af9", 4));
    ck_assert(!sv_is_hex("0af9", 3));
    ck_assert(!sv_is_hex("", 4));
    ck_assert(!sv_is_hex(NULL, 4));
    ck_assert(!sv_is_hex("0AF9", 4));
    ck_assert(!sv_is_hex("0a'9", 4));
    ck_assert(!sv_is_hex("../x", 4));
}
END_TEST

int main(void)
{
    return run_tests("server-token", "token", 60, TESTS(random_hex, sha256, is_hex));
}
