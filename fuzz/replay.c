/* Corpus replay driver: runs LLVMFuzzerTestOneInput() on every file named
 * on the command line, and on every regular file inside each directory
 * named there.  Linked with one harness into an ordinary (gcc) executable
 * so that the normal test suite runs every committed corpus file; a failed
 * invariant aborts, which fails the test. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fuzz_util.h"

static int run_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        perror(path);
        return 1;
    }
    size_t cap = 4096, len = 0;
    uint8_t *data = malloc(cap);
    if (!data) {
        fclose(f);
        return 1;
    }
    for (;;) {
        if (len == cap) {
            uint8_t *bigger = realloc(data, cap * 2);
            if (!bigger) {
                free(data);
                fclose(f);
                return 1;
            }
            data = bigger;
            cap *= 2;
        }
        size_t got = fread(data + len, 1, cap - len, f);
        len += got;
        if (got == 0)
            break;
    }
    fclose(f);
    fprintf(stderr, "replay %s (%zu bytes)\n", path, len);
    LLVMFuzzerTestOneInput(data, len);
    free(data);
    return 0;
}

static int cmp_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Every regular file of a directory, in name order. */
static int run_dir(const char *dir, int *count)
{
    DIR *d = opendir(dir);
    if (!d) {
        perror(dir);
        return 1;
    }
    char **names = NULL;
    size_t n = 0, cap = 0;
    int bad = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.')
            continue;
        if (n == cap) {
            cap = cap ? cap * 2 : 64;
            char **more = realloc(names, cap * sizeof *names);
            if (!more) {
                bad = 1;
                break;
            }
            names = more;
        }
        size_t len = strlen(dir) + strlen(e->d_name) + 2;
        names[n] = malloc(len);
        if (!names[n]) {
            bad = 1;
            break;
        }
        snprintf(names[n], len, "%s/%s", dir, e->d_name);
        n++;
    }
    closedir(d);
    if (n)
        qsort(names, n, sizeof *names, cmp_names);
    for (size_t i = 0; i < n; i++) {
        struct stat st;
        if (!bad && stat(names[i], &st) == 0 && S_ISREG(st.st_mode)) {
            bad |= run_file(names[i]);
            (*count)++;
        }
        free(names[i]);
    }
    free(names);
    return bad;
}

int main(int argc, char **argv)
{
    int bad = 0, count = 0;
    if (argc < 2) {
        fprintf(stderr, "usage: %s FILE|DIR...\n", argv[0]);
        return 2;
    }
    for (int i = 1; i < argc; i++) {
        struct stat st;
        if (stat(argv[i], &st) != 0) {
            perror(argv[i]);
            bad = 1;
        } else if (S_ISDIR(st.st_mode)) {
            bad |= run_dir(argv[i], &count);
        } else {
            bad |= run_file(argv[i]);
            count++;
        }
    }
    printf("%d inputs replayed%s\n", count, bad ? ", with errors" : "");
    /* An empty corpus is a defect too: the test would prove nothing. */
    return bad || count == 0;
}
