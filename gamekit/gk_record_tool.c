/* The record programs' options and reading loop (gk_record_tool.h). */
#include "gk_record_tool.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gk_cli.h"
#include "gk_play.h"

/* The end of every record tool's --help, after its own lines
 * (gk_rtool.usage): the options and exit status they all share. */
static const char usage_end_en[] =
    "  --lang=vi|en         the language of the messages (default: Vietnamese\n"
    "                       when the locale is, LANG=vi_VN...)\n"
    "  --help               this text\n"
    "Exit status: 0 all games valid, 1 usage or I/O error, 2 bad record (the\n"
    "message gives the line and column of the problem).\n";
static const char usage_end_vi[] =
    "  --lang=vi|en         ngôn ngữ của các thông báo (mặc định: tiếng Việt\n"
    "                       khi locale là tiếng Việt, LANG=vi_VN...)\n"
    "  --help               văn bản này\n"
    "Mã thoát: 0 mọi ván cờ hợp lệ, 1 dùng sai hoặc lỗi đọc ghi, 2 biên bản sai\n"
    "(thông báo cho biết dòng và cột của chỗ sai).\n";

int gk_rtool_usage(const gk_rtool *t, int lang, const char *fmt, const char *arg)
{
    fprintf(stderr, "%s: ", t->prog);
    fprintf(stderr, gk_play_tr(lang, fmt), arg);
    fputc('\n', stderr);
    fprintf(stderr, gk_play_tr(lang, "(%s --help lists the options)"), t->prog);
    fputc('\n', stderr);
    return GK_RTOOL_USAGE;
}

/* A whole decimal number in [min, max] (no sign), or -1. */
static long number(const char *s, long min, long max)
{
    char *end;
    if (!*s || *s == '-' || *s == '+')
        return -1;
    long v = strtol(s, &end, 10);
    return *end || v < min || v > max ? -1 : v;
}

static int parse_args(const gk_rtool *t, int argc, char **argv, gk_rtool_opts *o)
{
    char msg[96];
    memset(o, 0, sizeof *o);
    o->at = -1;
    o->square = 48;
    o->lang = gk_play_lang_from_env();
    /* --lang first: every message of the run is in its language */
    for (int i = 1; i < argc; i++)
        if (strncmp(argv[i], "--lang=", 7) == 0)
            gk_play_lang_parse(argv[i] + 7, &o->lang);
    const int lang = o->lang;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *eq = strchr(a, '=');
        const char *val = eq ? eq + 1 : NULL;
        size_t n = eq ? (size_t)(eq - a) : strlen(a);
#define IS(name) (n == strlen(name) && strncmp(a, name, n) == 0)
        if (a[0] != '-' || strcmp(a, "-") == 0) {
            if (o->file)
                return gk_rtool_usage(t, lang, "more than one file: %s", a);
            o->file = a;
        } else if (IS("--help") || IS("-h")) {
            fputs(t->usage[lang == GK_LANG_VI], stdout);
            fputs(lang == GK_LANG_VI ? usage_end_vi : usage_end_en, stdout);
            exit(0);
        } else if (IS("--check")) {
            o->action = GK_RTOOL_CHECK;
        } else if (IS("--replay")) {
            o->action = GK_RTOOL_REPLAY;
        } else if (IS("--write")) {
            o->action = GK_RTOOL_WRITE;
            if (val && strcmp(val, t->notations[1]) == 0) {
                o->write_flags = 1;
            } else if (val && strcmp(val, t->notations[0]) != 0) {
                snprintf(msg, sizeof msg, gk_play_tr(lang, "--write takes %s or %s, not %%s"),
                         t->notations[0], t->notations[1]);
                return gk_rtool_usage(t, lang, msg, val);
            }
        } else if (IS("--position") || IS("--svg")) {
            o->action = IS("--svg") ? GK_RTOOL_SVG : GK_RTOOL_POSITION;
            if (val && (o->at = number(val, 0, 100000000)) < 0) {
                snprintf(msg, sizeof msg, gk_play_tr(lang, "not a %s number: %%s"),
                         gk_play_tr(lang, t->unit));
                return gk_rtool_usage(t, lang, msg, val);
            }
        } else if (IS("--game")) {
            if (!val || (o->game = number(val, 1, 100000000)) < 0)
                return gk_rtool_usage(t, lang, "--game takes a game number from 1: %s", a);
        } else if (IS("--lang")) {
            if (!val || gk_play_lang_parse(val, &o->lang))
                return gk_rtool_usage(t, lang, "--lang takes vi or en: %s", a);
        } else if (IS("--flip")) {
            o->flip = 1;
        } else if (IS("--square")) {
            long v = val ? number(val, t->square_min, 512) : -1;
            if (v < 0) {
                snprintf(msg, sizeof msg, gk_play_tr(lang, "--square takes %ld to 512 pixels: %%s"),
                         t->square_min);
                return gk_rtool_usage(t, lang, msg, a);
            }
            o->square = (int)v;
        } else {
            const int rc = t->option(t, lang, a, n, val);
            if (rc > 0)
                return rc;
            if (rc < 0)
                return gk_rtool_usage(t, lang, "unknown option %s", a);
        }
#undef IS
    }
    if (!o->file)
        return gk_rtool_usage(t, lang, "%s", gk_play_tr(lang, "no record file given"));
    if (o->action == GK_RTOOL_SVG && !o->game)
        o->game = 1;
    return 0;
}

int gk_rtool_main(const gk_rtool *t, int argc, char **argv)
{
    gk_rtool_opts o;
    int rc = parse_args(t, argc, argv, &o);
    if (rc)
        return rc;
    size_t len = 0;
    char *text = gk_cli_read_file(o.file, &len);
    if (!text) {
        fprintf(stderr, "%s: ", t->prog);
        fprintf(stderr, gk_play_tr(o.lang, "cannot read %s"), o.file);
        fputc('\n', stderr);
        return GK_RTOOL_USAGE;
    }
    void *reader;
    rc = t->open(t->user, text, len, o.lang, &reader);
    free(text);
    if (rc) {
        fprintf(stderr, "%s: %s\n", t->prog, t->status_text(rc, o.lang));
        return GK_RTOOL_USAGE;
    }
    long index = 0, done = 0;
    int status = 0;
    for (;;) {
        void *g, *rec;
        rc = t->next(reader, &g, &rec);
        if (rc <= 0)
            break;
        index++;
        if (!o.game || o.game == index) {
            switch (o.action) {
            case GK_RTOOL_CHECK: break;
            case GK_RTOOL_OUTCOME: t->outcome(g, rec, index); break;
            case GK_RTOOL_REPLAY: status = t->replay(g, rec, index); break;
            case GK_RTOOL_WRITE: status = t->write(g, rec, o.write_flags, done == 0); break;
            default: status = t->picture(g, &o, index); break;
            }
            done++;
        }
        t->free_game(g);
        t->free_record(rec);
        if (status)
            break;
        if (o.game && o.game == index && o.action != GK_RTOOL_CHECK)
            break;
    }
    if (rc < 0) {
        fflush(stdout);
        fprintf(stderr, "%s: %s: %s\n", t->prog, o.file, t->error(reader));
        status = GK_RTOOL_BAD;
    } else if (!status && o.game > index) {
        fprintf(stderr, "%s: ", t->prog);
        fprintf(stderr, gk_play_tr(o.lang, index == 1 ? "%s holds %ld game, not %ld"
                                                      : "%s holds %ld games, not %ld"),
                o.file, index, o.game);
        fputc('\n', stderr);
        status = GK_RTOOL_USAGE;
    } else if (!status && o.action == GK_RTOOL_CHECK) {
        printf(gk_play_tr(o.lang, index == 1 ? "%s: %ld game, all valid"
                                             : "%s: %ld games, all valid"),
               o.file, index);
        putchar('\n');
    }
    t->free_reader(reader);
    return status;
}
