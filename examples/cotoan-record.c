/* cotoan-record: validate, replay, convert and draw Cờ toán game records
 * (doc/cotoan/records.md).  Run with --help for the options. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cotoan/cotoan.h>

#include "gk_cli.h"
#include "gk_play.h"
#include "gk_record_tool.h"

static const char usage_en[] =
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
    "                       rules of games that have no Rules tag\n";

static const char usage_vi[] =
    "cách dùng: cotoan-record [TÙY CHỌN] TỆP    (TỆP '-' đọc từ đầu vào chuẩn)\n"
    "Đọc mọi ván cờ của một tệp biên bản, đi lại từng nước theo luật,\n"
    "và in kết quả của từng ván cờ (việc làm mặc định).\n"
    "  --check              chỉ kiểm tra: in số ván cờ\n"
    "  --replay             in từng nước đi với phép tính ăn quân và điểm số\n"
    "  --write[=short|coord]  ghi lại các ván cờ ở dạng chuẩn, nước đi viết\n"
    "                       ngắn (mặc định) hoặc theo tọa độ\n"
    "  --position[=N]       in chuỗi thế cờ sau N nước (mặc định: thế cờ cuối)\n"
    "  --svg[=N]            vẽ hình SVG thế cờ sau N nước (mặc định: cuối)\n"
    "                       của một ván cờ (--game, mặc định 1)\n"
    "  --game=K             chỉ ván cờ thứ K (đếm từ 1)\n"
    "  --flip               SVG: nhìn từ phía Xanh\n"
    "  --square=PX          SVG: cạnh một ô, tính bằng điểm ảnh (mặc định 48)\n"
    "  --mover=front|back --target=N --limit=N\n"
    "                       luật của các ván cờ không có thẻ Rules\n";

/* --mover, --target, --limit: the rules of games without a Rules tag. */
static int rules_option(const gk_rtool *tool, int lang, const char *a, size_t n,
                        const char *val)
{
    ct_rules *rules = tool->user;
#define IS(name) (n == strlen(name) && strncmp(a, name, n) == 0)
    if (IS("--mover")) {
        if (val && strcmp(val, "front") == 0)
            rules->mover = CT_MOVER_FRONT;
        else if (val && strcmp(val, "back") == 0)
            rules->mover = CT_MOVER_BACK;
        else
            return gk_rtool_usage(tool, lang, "--mover takes front or back: %s", a);
        return 0;
    }
    if (IS("--target") || IS("--limit")) {
        long v;
        if (!val || *val == '+' || *val == '-'
            || gk_cli_int(val, 0, IS("--target") ? 1000 : 1000000, &v))
            return gk_rtool_usage(tool, lang, "bad number: %s", a);
        *(IS("--target") ? &rules->target : &rules->limit) = (int32_t)v;
        return 0;
    }
#undef IS
    return -1;
}

/* A copy of the game's start (rules, initial position and language), no
 * moves. */
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
    ct_game_set_language(c, ct_game_language(g));
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
        fputs("cotoan-record: ", stderr);
        fprintf(stderr, gk_play_tr(ct_game_language(g), "game %ld has %ld plies, not %ld"), index,
                n, ply);
        fputc('\n', stderr);
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

static void print_outcome(const void *game, const void *record, long index)
{
    const ct_game *g = game;
    const ct_record *rec = record;
    int32_t term;
    int res = ct_game_outcome(g, &term);
    const int lang = ct_game_language(g);
    const char *red = ct_record_tag(rec, "Red"), *blue = ct_record_tag(rec, "Blue");
    printf(gk_play_tr(lang, "game %ld"), index);
    if (red || blue)
        printf(gk_play_tr(lang, " (%s vs %s)"), red ? red : "?", blue ? blue : "?");
    printf(": %s", ct_result_string(res));
    if (res != CT_ONGOING)
        printf(" (%s)", ct_termination_text(term, lang));
    else
        printf(gk_play_tr(lang, " (in progress, %s to move)"),
               gk_play_tr(lang, ct_game_turn(g) == CT_RED ? "Red" : "Blue"));
    printf(gk_play_tr(lang, " after %d plies; Red %d, Blue %d"), ct_game_history(g, NULL, 0),
           ct_game_score(g, CT_RED), ct_game_score(g, CT_BLUE));
    putchar('\n');
}

static int replay(const void *game, const void *record, long index)
{
    const ct_game *g = game;
    const ct_record *rec = record;
    int n = ct_game_history(g, NULL, 0);
    ct_move *moves = malloc(((size_t)n + 1) * sizeof *moves);
    ct_game *c = fresh_copy(g);
    if (!moves || !c) {
        free(moves);
        ct_game_free(c);
        return GK_RTOOL_USAGE;
    }
    ct_game_history(g, moves, (size_t)n);
    char pos[CT_POSITION_MAX];
    ct_game_initial_position(g, pos, sizeof pos);
    const int lang = ct_game_language(g);
    printf(gk_play_tr(lang, "game %ld from %s"), index, pos);
    putchar('\n');
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
        printf("%5ld%-3s %-5s %-7s %s", number, side == CT_RED ? "." : "...", mv, coord, why);
        printf(gk_play_tr(lang, "  [Red %d, Blue %d]"), ct_game_score(c, CT_RED),
               ct_game_score(c, CT_BLUE));
        putchar('\n');
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

static int write_record(const void *game, const void *record, uint32_t flags, int first)
{
    const ct_game *g = game;
    const ct_record *rec = record;
    int n = ct_record_write(g, rec, flags, NULL, 0);
    char *buf = n >= 0 ? malloc((size_t)n + 1) : NULL;
    if (!buf) {
        /* a text over INT_MAX bytes, or no memory for it */
        const int lang = ct_game_language(g);
        fputs("cotoan-record: ", stderr);
        fprintf(stderr, gk_play_tr(lang, "cannot write the record: %s"),
                ct_status_text(n < 0 ? n : CT_ERR_NO_MEMORY, lang));
        fputc('\n', stderr);
        return GK_RTOOL_USAGE;
    }
    ct_record_write(g, rec, flags, buf, (size_t)n + 1);
    printf("%s%s", first ? "" : "\n", buf);
    free(buf);
    return 0;
}

static int picture(const void *game, const gk_rtool_opts *o, long index)
{
    const ct_game *g = game;
    ct_game *at = game_at(g, o->at, index);
    if (!at)
        return GK_RTOOL_USAGE;
    if (o->action == GK_RTOOL_POSITION) {
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
    return buf ? 0 : GK_RTOOL_USAGE;
}

/* The reader and its handles, for gk_rtool_main(). */
static int open_reader(void *user, const char *text, size_t len, int lang, void **reader)
{
    int rc = ct_reader_new(text, len, user, (ct_reader **)reader);
    return rc ? rc : ct_reader_set_language(*reader, lang);
}

static int next_game(void *reader, void **game, void **rec)
{
    return ct_reader_next(reader, (ct_game **)game, (ct_record **)rec);
}

static const char *reader_error(const void *reader)
{
    return ct_reader_error(reader);
}

static void free_reader(void *reader)
{
    ct_reader_free(reader);
}

static void free_game(void *game)
{
    ct_game_free(game);
}

static void free_record(void *rec)
{
    ct_record_free(rec);
}

int main(int argc, char **argv)
{
    ct_rules rules;
    ct_rules_init(&rules);
    const gk_rtool tool = {
        .prog = "cotoan-record", .usage = {usage_en, usage_vi}, .notations = {"short", "coord"}, .unit = "ply",
        .square_min = 8, .user = &rules, .option = rules_option, .open = open_reader,
        .next = next_game, .error = reader_error, .status_text = ct_status_text,
        .free_reader = free_reader, .free_game = free_game, .free_record = free_record,
        .outcome = print_outcome, .replay = replay, .write = write_record, .picture = picture,
    };
    return gk_rtool_main(&tool, argc, argv);
}
