/* cotulenh-record: validate, replay, convert and draw Cờ tư lệnh game
 * records (doc/cotulenh/records.md).  Run with --help for the options. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cotulenh/cotulenh.h>

#include "gk_cli.h"
#include "gk_play.h"
#include "gk_record_tool.h"

#define PROG "cotulenh-record"

static const char usage_en[] =
    "usage: cotulenh-record [OPTIONS] FILE    (FILE '-' reads standard input)\n"
    "Reads every game of a record file, replaying each turn through the rules,\n"
    "and prints the outcome of each game (the default action).\n"
    "  --check              only validate: print the number of games\n"
    "  --replay             print each step with what it does and the points\n"
    "  --write[=san|lan]    write the games back in canonical form, steps in\n"
    "                       SAN (default) or LAN\n"
    "  --position[=N]       print the FEN after N turns (default: the final\n"
    "                       position)\n"
    "  --svg[=N]            write an SVG picture of the position after N turns\n"
    "                       (default: final) of one game (--game, default 1)\n"
    "  --game=K             only game K (counting from 1)\n"
    "  --flip               SVG: Blue's view\n"
    "  --square=PX          SVG: distance between points in pixels (default 48)\n"
    "  --start=standard|reduced --mode=total|battles\n"
    "                       rules of games that have no Rules tag\n";

static const char usage_vi[] =
    "cách dùng: cotulenh-record [TÙY CHỌN] TỆP    (TỆP '-' đọc từ đầu vào chuẩn)\n"
    "Đọc mọi ván cờ của một tệp biên bản, đi lại từng lượt theo luật,\n"
    "và in kết quả của từng ván cờ (việc làm mặc định).\n"
    "  --check              chỉ kiểm tra: in số ván cờ\n"
    "  --replay             in từng bước với việc nó làm và điểm số\n"
    "  --write[=san|lan]    ghi lại các ván cờ ở dạng chuẩn, các bước viết\n"
    "                       theo SAN (mặc định) hoặc LAN\n"
    "  --position[=N]       in FEN sau N lượt (mặc định: thế cờ cuối)\n"
    "  --svg[=N]            vẽ hình SVG thế cờ sau N lượt (mặc định: cuối)\n"
    "                       của một ván cờ (--game, mặc định 1)\n"
    "  --game=K             chỉ ván cờ thứ K (đếm từ 1)\n"
    "  --flip               SVG: nhìn từ phía Xanh\n"
    "  --square=PX          SVG: khoảng cách giữa hai giao điểm, tính bằng điểm ảnh\n"
    "                       (mặc định 48)\n"
    "  --start=standard|reduced --mode=total|battles\n"
    "                       luật của các ván cờ không có thẻ Rules\n";

/* --start, --mode: the rules of games without a Rules tag. */
static int rules_option(const gk_rtool *tool, int lang, const char *a, size_t n,
                        const char *val)
{
    tl_rules *rules = tool->user;
#define IS(name) (n == strlen(name) && strncmp(a, name, n) == 0)
    if (IS("--start")) {
        if (val && strcmp(val, "standard") == 0)
            rules->start = TL_START_STANDARD;
        else if (val && strcmp(val, "reduced") == 0)
            rules->start = TL_START_REDUCED;
        else
            return gk_rtool_usage(tool, lang, "--start takes standard or reduced: %s", a);
        return 0;
    }
    if (IS("--mode")) {
        if (val && strcmp(val, "total") == 0)
            rules->mode = TL_MODE_TOTAL;
        else if (val && strcmp(val, "battles") == 0)
            rules->mode = TL_MODE_BATTLES;
        else
            return gk_rtool_usage(tool, lang, "--mode takes total or battles: %s", a);
        return 0;
    }
#undef IS
    return -1;
}

/* A copy of the game's start (rules, initial position and language), no
 * history. */
static tl_game *fresh_copy(const tl_game *g)
{
    tl_rules rules;
    char fen[TL_FEN_MAX];
    tl_game *c;
    tl_rules_init(&rules);
    tl_game_get_rules(g, &rules);
    if (tl_game_new(&rules, &c))
        return NULL;
    tl_game_initial_fen(g, fen, sizeof fen);
    tl_game_set_fen(c, fen);
    tl_game_set_language(c, tl_game_language(g));
    return c;
}

/* The history of g in a malloc'd array (*n entries). */
static tl_move *history(const tl_game *g, int *n)
{
    *n = tl_game_history(g, NULL, 0);
    tl_move *moves = malloc(((size_t)*n + 1) * sizeof *moves);
    if (moves)
        tl_game_history(g, moves, (size_t)*n);
    return moves;
}

/* Plays history entry m on c (a step, a move or the early end of a
 * session); 1 when a turn ended with it. */
static int play_entry(tl_game *c, tl_move m)
{
    tl_session s = {sizeof s, 0, 0, 0, 0};
    if (TL_MOVE_KIND(m) == TL_KIND_END)
        tl_game_end_deploy(c);
    else
        tl_game_play(c, m);
    return tl_game_session(c, &s) == 0;
}

/* The number of turns of g: groups of history entries ending at a turn
 * boundary (an unfinished session at the end is a turn). */
static long count_turns(const tl_game *g)
{
    int n;
    tl_move *moves = history(g, &n);
    tl_game *c = fresh_copy(g);
    long turns = 0;
    for (int i = 0; moves && c && i < n; i++)
        if (play_entry(c, moves[i]) || i == n - 1)
            turns++;
    tl_game_free(c);
    free(moves);
    return turns;
}

/* The game after its first `turn` turns (NULL with a message if it has
 * fewer).  turn < 0: a copy of the whole game. */
static tl_game *game_at(const tl_game *g, long turn, long index)
{
    tl_game *c;
    if (turn < 0)
        return tl_game_clone(g, &c) ? NULL : c;
    const long turns = count_turns(g);
    if (turn > turns) {
        fputs(PROG ": ", stderr);
        fprintf(stderr, gk_play_tr(tl_game_language(g), "game %ld has %ld turns, not %ld"), index,
                turns, turn);
        fputc('\n', stderr);
        return NULL;
    }
    int n;
    tl_move *moves = history(g, &n);
    c = fresh_copy(g);
    if (!moves || !c) {
        free(moves);
        tl_game_free(c);
        return NULL;
    }
    for (int i = 0, done = 0; i < n && done < turn; i++)
        if (play_entry(c, moves[i]) || i == n - 1)
            done++;
    free(moves);
    return c;
}

static void print_outcome(const void *game, const void *record, long index)
{
    const tl_game *g = game;
    const tl_record *rec = record;
    int32_t term;
    const int res = tl_game_outcome(g, &term);
    const int lang = tl_game_language(g);
    const char *red = tl_record_tag(rec, "Red"), *blue = tl_record_tag(rec, "Blue");
    printf(gk_play_tr(lang, "game %ld"), index);
    if (red || blue)
        printf(gk_play_tr(lang, " (%s vs %s)"), red ? red : "?", blue ? blue : "?");
    printf(": %s", tl_result_string(res));
    if (res != TL_ONGOING)
        printf(" (%s)", tl_termination_text(term, lang));
    else
        printf(gk_play_tr(lang, " (in progress, %s to move)"),
               gk_play_tr(lang, tl_game_turn(g) == TL_RED ? "Red" : "Blue"));
    printf(gk_play_tr(lang, " after %ld turns; Red %d, Blue %d"), count_turns(g),
           (int)tl_game_points(g, TL_RED), (int)tl_game_points(g, TL_BLUE));
    putchar('\n');
}

static int replay(const void *game, const void *record, long index)
{
    const tl_game *g = game;
    const tl_record *rec = record;
    int n;
    tl_move *moves = history(g, &n);
    tl_game *c = fresh_copy(g);
    if (!moves || !c) {
        free(moves);
        tl_game_free(c);
        return GK_RTOOL_USAGE;
    }
    char fen[TL_FEN_MAX];
    tl_game_initial_fen(g, fen, sizeof fen);
    const int lang = tl_game_language(g);
    printf(gk_play_tr(lang, "game %ld from %s"), index, fen);
    putchar('\n');
    if (tl_record_comment(rec, 0))
        printf("      {%s}\n", tl_record_comment(rec, 0));
    int32_t turns = 0, first = 1;
    for (int i = 0; i < n; i++) {
        char san[32] = "|", lan[32] = "|", why[512];
        snprintf(why, sizeof why, "%s", gk_play_tr(lang, "ends the deploy session"));
        const int side = tl_game_turn(c);
        const long number = tl_game_fullmove(c);
        if (TL_MOVE_KIND(moves[i]) != TL_KIND_END) {
            tl_game_move_text(c, moves[i], TL_NOTATION_SAN, san, sizeof san);
            tl_game_move_text(c, moves[i], TL_NOTATION_LAN, lan, sizeof lan);
            tl_game_explain(c, moves[i], why, sizeof why);
        }
        const int ended = play_entry(c, moves[i]);
        if (first)
            printf("%5ld%-3s", number, side == TL_RED ? "." : "...");
        else
            printf("%8s", ",");
        printf(" %-10s %-12s %s", san, lan, why);
        printf(gk_play_tr(lang, "  [Red %d, Blue %d]"), (int)tl_game_points(c, TL_RED),
               (int)tl_game_points(c, TL_BLUE));
        putchar('\n');
        first = ended;
        if (ended || i == n - 1) {
            turns++;
            if (tl_record_comment(rec, turns))
                printf("      {%s}\n", tl_record_comment(rec, turns));
        }
    }
    tl_game_free(c);
    free(moves);
    print_outcome(g, rec, index);
    return 0;
}

static int write_record(const void *game, const void *record, uint32_t flags, int first)
{
    const tl_game *g = game;
    const tl_record *rec = record;
    const int n = tl_record_write(g, rec, flags, NULL, 0);
    char *buf = n >= 0 ? malloc((size_t)n + 1) : NULL;
    if (!buf) {
        /* a text over INT_MAX bytes, or no memory for it */
        const int lang = tl_game_language(g);
        fputs(PROG ": ", stderr);
        fprintf(stderr, gk_play_tr(lang, "cannot write the record: %s"),
                tl_status_text(n < 0 ? n : TL_ERR_NO_MEMORY, lang));
        fputc('\n', stderr);
        return GK_RTOOL_USAGE;
    }
    tl_record_write(g, rec, flags, buf, (size_t)n + 1);
    printf("%s%s", first ? "" : "\n", buf);
    free(buf);
    return 0;
}

static int picture(const void *game, const gk_rtool_opts *o, long index)
{
    const tl_game *g = game;
    tl_game *at = game_at(g, o->at, index);
    if (!at)
        return GK_RTOOL_USAGE;
    if (o->action == GK_RTOOL_POSITION) {
        char fen[TL_FEN_MAX];
        tl_game_fen(at, fen, sizeof fen);
        printf("%s\n", fen);
        tl_game_free(at);
        return 0;
    }
    tl_svg_options so;
    tl_svg_options_init(&so);
    so.flip = o->flip;
    so.square = o->square;
    const int n = tl_game_render_svg(at, &so, NULL, 0);
    char *buf = n >= 0 ? malloc((size_t)n + 1) : NULL;
    if (buf) {
        tl_game_render_svg(at, &so, buf, (size_t)n + 1);
        fputs(buf, stdout);
    }
    free(buf);
    tl_game_free(at);
    return buf ? 0 : GK_RTOOL_USAGE;
}

/* The reader and its handles, for gk_rtool_main(). */
static int open_reader(void *user, const char *text, size_t len, int lang, void **reader)
{
    int rc = tl_reader_new(text, len, user, (tl_reader **)reader);
    return rc ? rc : tl_reader_set_language(*reader, lang);
}

static int next_game(void *reader, void **game, void **rec)
{
    return tl_reader_next(reader, (tl_game **)game, (tl_record **)rec);
}

static const char *reader_error(const void *reader)
{
    return tl_reader_error(reader);
}

static void free_reader(void *reader)
{
    tl_reader_free(reader);
}

static void free_game(void *game)
{
    tl_game_free(game);
}

static void free_record(void *rec)
{
    tl_record_free(rec);
}

int main(int argc, char **argv)
{
    tl_rules rules;
    tl_rules_init(&rules);
    const gk_rtool tool = {
        .prog = PROG, .usage = {usage_en, usage_vi}, .notations = {"san", "lan"}, .unit = "turn",
        .square_min = 16, .user = &rules, .option = rules_option, .open = open_reader,
        .next = next_game, .error = reader_error, .status_text = tl_status_text,
        .free_reader = free_reader, .free_game = free_game, .free_record = free_record,
        .outcome = print_outcome, .replay = replay, .write = write_record, .picture = picture,
    };
    return gk_rtool_main(&tool, argc, argv);
}
