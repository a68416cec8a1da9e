/* cotoan-record: validate, replay, convert and draw Cờ toán game records
 * (doc/records.md).  Run with --help for the options. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cotoan/cotoan.h>

#include "gk_cli.h"

#define EXIT_USAGE 1
#define EXIT_BAD_RECORD 2

static const char usage[] =
    "usage: cotoan-record [OPTIONS] FILE    (FILE '-' reads standard input)\n"
    "Reads every game of a record file, replaying each move through the rules,\n"
    "and prints the outcome of each game (the default action).\n"
    "  --check              only validate: print the number of games\n"
    "  --replay             print each move with its capture arithmetic and the scores\n"
    "  --write[=short|coord]  write the games back in canonical form, moves in\n"
    "                       short (default) or coordinate notation\n"
    "  --position[=N]       print the position string after N plies (default: the\n"
    "                       final position)\n"
    "  --svg[=N]            write an SVG picture of the position after N plies\n"
    "                       (default: final) of one game (--game, default 1)\n"
    "  --game=K             only game K (counting from 1)\n"
    "  --flip               SVG: Blue's view\n"
    "  --square=PX          SVG: size of a square in pixels (default 48)\n"
    "  --mover=front|back --target=N --limit=N\n"
    "                       rules of games that have no Rules tag\n"
    "  --help               this text\n"
    "Exit status: 0 all games valid, 1 usage or I/O error, 2 bad record (the\n"
    "message gives the line and column of the problem).\n";

enum action { ACT_OUTCOME, ACT_CHECK, ACT_REPLAY, ACT_WRITE, ACT_POSITION, ACT_SVG };

typedef struct options {
    enum action action;
    uint32_t write_flags;
    long ply;          /* -1: the final position */
    long game;         /* 0: every game */
    int flip;
    int square;
    ct_rules rules;
    const char *file;
} options;

static int usage_error(const char *fmt, const char *arg)
{
    fprintf(stderr, "cotoan-record: ");
    fprintf(stderr, fmt, arg);
    fprintf(stderr, "\n(cotoan-record --help lists the options)\n");
    return EXIT_USAGE;
}

/* A whole decimal number in [min, max], or -1. */
static long number(const char *s, long min, long max)
{
    char *end;
    if (!*s || *s == '-' || *s == '+')
        return -1;
    long v = strtol(s, &end, 10);
    return *end || v < min || v > max ? -1 : v;
}

static int parse_args(int argc, char **argv, options *o)
{
    memset(o, 0, sizeof *o);
    o->ply = -1;
    o->square = 48;
    ct_rules_init(&o->rules);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *eq = strchr(a, '=');
        const char *val = eq ? eq + 1 : NULL;
        size_t n = eq ? (size_t)(eq - a) : strlen(a);
#define IS(name) (n == strlen(name) && strncmp(a, name, n) == 0)
        if (a[0] != '-' || strcmp(a, "-") == 0) {
            if (o->file)
                return usage_error("more than one file: %s", a);
            o->file = a;
        } else if (IS("--help") || IS("-h")) {
            fputs(usage, stdout);
            exit(0);
        } else if (IS("--check")) {
            o->action = ACT_CHECK;
        } else if (IS("--replay")) {
            o->action = ACT_REPLAY;
        } else if (IS("--write")) {
            o->action = ACT_WRITE;
            if (val && strcmp(val, "coord") == 0)
                o->write_flags = CT_RECORD_COORD;
            else if (val && strcmp(val, "short") != 0)
                return usage_error("--write takes short or coord, not %s", val);
        } else if (IS("--position") || IS("--svg")) {
            o->action = IS("--svg") ? ACT_SVG : ACT_POSITION;
            if (val && (o->ply = number(val, 0, 100000000)) < 0)
                return usage_error("not a ply number: %s", val);
        } else if (IS("--game")) {
            if (!val || (o->game = number(val, 1, 100000000)) < 0)
                return usage_error("--game takes a game number from 1: %s", a);
        } else if (IS("--flip")) {
            o->flip = 1;
        } else if (IS("--square")) {
            long v = val ? number(val, 8, 512) : -1;
            if (v < 0)
                return usage_error("--square takes 8 to 512 pixels: %s", a);
            o->square = (int)v;
        } else if (IS("--mover")) {
            if (val && strcmp(val, "front") == 0)
                o->rules.mover = CT_MOVER_FRONT;
            else if (val && strcmp(val, "back") == 0)
                o->rules.mover = CT_MOVER_BACK;
            else
                return usage_error("--mover takes front or back: %s", a);
        } else if (IS("--target") || IS("--limit")) {
            long v = val ? number(val, 0, IS("--target") ? 1000 : 1000000) : -1;
            if (v < 0)
                return usage_error("bad number: %s", a);
            *(IS("--target") ? &o->rules.target : &o->rules.limit) = (int32_t)v;
        } else {
            return usage_error("unknown option %s", a);
        }
#undef IS
    }
    if (!o->file)
        return usage_error("%s", "no record file given");
    if (o->action == ACT_SVG && !o->game)
        o->game = 1;
    return 0;
}

/* A copy of the game's start (rules and initial position), no moves. */
static ct_game *fresh_copy(const ct_game *g)
{
    ct_rules rules;
    char pos[CT_POSITION_MAX];
    ct_game *c;
    ct_rules_init(&rules);
    ct_game_get_rules(g, &rules);
    if (ct_game_new(&rules, &c))
        return NULL;
    ct_game_initial_position(g, pos, sizeof pos);
    ct_game_set_position(c, pos);
    return c;
}

/* The game after its first `ply` moves (NULL with a message if it has
 * fewer).  ply < 0: a copy of the whole game. */
static ct_game *game_at(const ct_game *g, long ply, long index)
{
    long n = ct_game_history(g, NULL, 0);
    ct_game *c;
    if (ply < 0) {
        return ct_game_clone(g, &c) ? NULL : c;
    }
    if (ply > n) {
        fprintf(stderr, "cotoan-record: game %ld has %ld plies, not %ld\n", index, n, ply);
        return NULL;
    }
    ct_move *moves = malloc(((size_t)n + 1) * sizeof *moves);
    c = fresh_copy(g);
    if (!moves || !c) {
        free(moves);
        ct_game_free(c);
        return NULL;
    }
    ct_game_history(g, moves, (size_t)n);
    for (long i = 0; i < ply; i++)
        ct_game_play(c, moves[i]);
    free(moves);
    return c;
}

static void print_outcome(const ct_game *g, const ct_record *rec, long index)
{
    int32_t term;
    int res = ct_game_outcome(g, &term);
    const char *red = ct_record_tag(rec, "Red"), *blue = ct_record_tag(rec, "Blue");
    printf("game %ld", index);
    if (red || blue)
        printf(" (%s vs %s)", red ? red : "?", blue ? blue : "?");
    printf(": %s", ct_result_string(res));
    if (res != CT_ONGOING)
        printf(" (%s)", ct_termination_string(term));
    else
        printf(" (in progress, %s to move)", ct_game_turn(g) == CT_RED ? "Red" : "Blue");
    printf(" after %d plies; Red %d, Blue %d\n", ct_game_history(g, NULL, 0),
           ct_game_score(g, CT_RED), ct_game_score(g, CT_BLUE));
}

static int replay(const ct_game *g, const ct_record *rec, long index)
{
    int n = ct_game_history(g, NULL, 0);
    ct_move *moves = malloc(((size_t)n + 1) * sizeof *moves);
    ct_game *c = fresh_copy(g);
    if (!moves || !c) {
        free(moves);
        ct_game_free(c);
        return EXIT_USAGE;
    }
    ct_game_history(g, moves, (size_t)n);
    char pos[CT_POSITION_MAX];
    ct_game_initial_position(g, pos, sizeof pos);
    printf("game %ld from %s\n", index, pos);
    if (ct_record_comment(rec, 0))
        printf("      {%s}\n", ct_record_comment(rec, 0));
    long number = ct_game_ply(c) / 2 + 1;
    for (int i = 0; i < n; i++) {
        char mv[16], coord[16], why[256];
        int side = ct_game_turn(c);
        ct_game_move_text(c, moves[i], CT_NOTATION_SHORT, mv, sizeof mv);
        ct_move_to_text(moves[i], coord, sizeof coord);
        ct_game_explain(c, moves[i], why, sizeof why);
        ct_game_play(c, moves[i]);
        printf("%5ld%-3s %-5s %-7s %s  [Red %d, Blue %d]\n", number,
               side == CT_RED ? "." : "...", mv, coord, why, ct_game_score(c, CT_RED),
               ct_game_score(c, CT_BLUE));
        if (side == CT_BLUE)
            number++;
        if (ct_record_comment(rec, i + 1))
            printf("      {%s}\n", ct_record_comment(rec, i + 1));
    }
    ct_game_free(c);
    free(moves);
    print_outcome(g, rec, index);
    return 0;
}

static int write_record(const ct_game *g, const ct_record *rec, uint32_t flags, int first)
{
    int n = ct_record_write(g, rec, flags, NULL, 0);
    char *buf = n >= 0 ? malloc((size_t)n + 1) : NULL;
    if (!buf) {
        /* a text over INT_MAX bytes, or no memory for it */
        fprintf(stderr, "cotoan-record: cannot write the record: %s\n",
                ct_strerror(n < 0 ? n : CT_ERR_NO_MEMORY));
        return EXIT_USAGE;
    }
    ct_record_write(g, rec, flags, buf, (size_t)n + 1);
    printf("%s%s", first ? "" : "\n", buf);
    free(buf);
    return 0;
}

static int picture(const ct_game *g, const options *o, long index)
{
    ct_game *at = game_at(g, o->ply, index);
    if (!at)
        return EXIT_USAGE;
    if (o->action == ACT_POSITION) {
        char pos[CT_POSITION_MAX];
        ct_game_position(at, pos, sizeof pos);
        printf("%s\n", pos);
        ct_game_free(at);
        return 0;
    }
    ct_svg_options so;
    ct_svg_options_init(&so);
    so.flip = o->flip;
    so.square = o->square;
    int n = ct_game_render_svg(at, &so, NULL, 0);
    char *buf = n >= 0 ? malloc((size_t)n + 1) : NULL;
    if (buf) {
        ct_game_render_svg(at, &so, buf, (size_t)n + 1);
        fputs(buf, stdout);
    }
    free(buf);
    ct_game_free(at);
    return buf ? 0 : EXIT_USAGE;
}

int main(int argc, char **argv)
{
    options o;
    int rc = parse_args(argc, argv, &o);
    if (rc)
        return rc;
    size_t len = 0;
    char *text = gk_cli_read_file(o.file, &len);
    if (!text) {
        fprintf(stderr, "cotoan-record: cannot read %s\n", o.file);
        return EXIT_USAGE;
    }
    ct_reader *reader;
    rc = ct_reader_new(text, len, &o.rules, &reader);
    free(text);
    if (rc) {
        fprintf(stderr, "cotoan-record: %s\n", ct_strerror(rc));
        return EXIT_USAGE;
    }
    long index = 0, done = 0;
    int status = 0;
    for (;;) {
        ct_game *g;
        ct_record *rec;
        rc = ct_reader_next(reader, &g, &rec);
        if (rc <= 0)
            break;
        index++;
        if (!o.game || o.game == index) {
            switch (o.action) {
            case ACT_CHECK: break;
            case ACT_OUTCOME: print_outcome(g, rec, index); break;
            case ACT_REPLAY: status = replay(g, rec, index); break;
            case ACT_WRITE: status = write_record(g, rec, o.write_flags, done == 0); break;
            case ACT_POSITION:
            case ACT_SVG: status = picture(g, &o, index); break;
            }
            done++;
        }
        ct_game_free(g);
        ct_record_free(rec);
        if (status)
            break;
        if (o.game && o.game == index && o.action != ACT_CHECK)
            break;
    }
    if (rc < 0) {
        fflush(stdout);
        fprintf(stderr, "cotoan-record: %s: %s\n", o.file, ct_reader_error(reader));
        status = EXIT_BAD_RECORD;
    } else if (!status && o.game > index) {
        fprintf(stderr, "cotoan-record: %s holds %ld game%s, not %ld\n", o.file, index,
                index == 1 ? "" : "s", o.game);
        status = EXIT_USAGE;
    } else if (!status && o.action == ACT_CHECK) {
        printf("%s: %ld game%s, all valid\n", o.file, index, index == 1 ? "" : "s");
    }
    ct_reader_free(reader);
    return status;
}
