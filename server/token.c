/* Random secrets and their hashes (token.h). */
#include "token.h"

#include <errno.h>
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <string.h>
#include <sys/random.h>

static const char hexdigits[] = "0123456789abcdef";

static void to_hex(const unsigned char *bytes, size_t n, char *out)
{
    for (size_t i = 0; i < n; i++) {
        out[2 * i] = hexdigits[bytes[i] >> 4];
        out[2 * i + 1] = hexdigits[bytes[i] & 15];
    }
    out[2 * n] = '\0';
}

int sv_random_hex(char *out, size_t nbytes)
{
    unsigned char buf[64];
    size_t got = 0;
    if (nbytes > sizeof buf)
        return -1;
    while (got < nbytes) {
        ssize_t r = getrandom(buf + got, nbytes - got, 0);
        if (r < 0) {
            if (errno == EINTR)
                continue;
            return -1;
        }
        got += (size_t)r;
    }
    to_hex(buf, nbytes, out);
    return 0;
}

int sv_secret_hash(const char *secret, char out[SV_HASH_SIZE])
{
    unsigned char md[EVP_MAX_MD_SIZE];
    unsigned int mdlen = 0;
    if (!EVP_Digest(secret, strlen(secret), md, &mdlen, EVP_sha256(), NULL)
        || mdlen != 32)
        return -1;
    to_hex(md, mdlen, out);
    return 0;
}

int sv_hash_equal(const char *a, const char *b)
{
    if (!a || !b || strlen(a) != SV_HASH_SIZE - 1 || strlen(b) != SV_HASH_SIZE - 1)
        return 0;
    return CRYPTO_memcmp(a, b, SV_HASH_SIZE - 1) == 0;
}

int sv_is_hex(const char *text, size_t max)
{
    size_t n = 0;
    if (!text)
        return 0;
    for (; text[n]; n++)
        if (n >= max || !strchr(hexdigits, text[n]))
            return 0;
    return n > 0;
}
