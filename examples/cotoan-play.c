/* cotoan-play: play Cờ toán against the libcotoan engine in a terminal.
 *
 *   cotoan-play [--side red|blue] [--level 0-10] [--movetime MS]
 *               [--clock quick10|quick15|total30|MIN[+INC]]
 *               [--mover front|back] [--target N] [--limit N]
 *               [--seed N] [--lang vi|en] [--no-color]
 *               [--demo | --interactive]
 *
 * Type moves in either notation ("c1c4" or "7c4", "8xe6"); every capture is
 * explained with its arithmetic.  Commands: undo, hint, resign, draw,
 * level N, board, help, quit.  When stdin is not a terminal, or with
 * --demo, the engine plays both sides and the program prints every move
 * and the result, then exits; --interactive plays against the human even
 * when stdin is not a terminal (scripts, tests).  An input line longer
 * than GK_PLAY_LINE_MAX bytes (or holding a NUL byte) is ignored whole.
 * Vietnamese when the locale is (LANG=vi_VN.UTF-8 ...) or with --lang vi;
 * --clock plays on clocks, and the side whose flag falls loses (time_out()).
 * The input loop (libedit on a terminal), the command words, the words
 * of both languages and the clocks are gamekit's (gk_play.h), shared with
 * cotulenh-play. */
#define _POSIX_C_SOURCE 200809L
#include <cotoan/cotoan.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "gk_cli.h"
#include "gk_play.h"
#include "gk_search.h"

/* libcotoan from 1.3 ends a game on time itself (ct_game_time_out(),
 * termination CT_TERM_TIME); before it the program ends the game. */
#define HAVE_TIME_OUT (CT_VERSION_NUMBER >= 10300)

/* The program's state (gk_play_app of the input loop). */
struct gk_play_app {
    ct_game *game;
    ct_engine *engine;
    int movetime;
    uint64_t seed;
    int color;       /* ANSI colours on stdout */
    gk_play ui;      /* the loop: language, the human's side, level, clocks */
};
typedef struct gk_play_app play;

#define TR(p, english) GK_TR(&(p)->ui, english)

static const char help_en[] =
    "Moves: coordinate notation (from-square then to-square, \"c1c4\") or\n"
    "short notation (value, x for a capture, to-square: \"7c4\", \"8xe6\").\n"
    "A pair of adjacent pieces captures the first enemy piece along its line\n"
    "at a distance given by the two values: sum or product (units digit),\n"
    "difference, quotient or remainder.  Capture the enemy 0 or reach the\n"
    "target score to win.\n"
    "Commands:\n"
    "  undo      take back your last move (and the engine's reply), or a\n"
    "            resignation or draw\n"
    "  hint      ask the engine for a move\n"
    "  resign    give up the game\n"
    "  draw      offer a draw (the engine accepts when it is not ahead)\n"
    "  level N   engine strength 0 to 10 (the names below)\n"
    "  moves     list your legal moves\n"
    "  board     draw the board again\n"
    "  help      this text\n"
    "  quit      leave\n"
    "With --clock your time left is shown at each prompt, the engine's counts\n"
    "down while it thinks, and both clocks after each move; whoever runs out\n"
    "of time loses.\n";

static const char help_vi[] =
    "Nước đi: ký hiệu tọa độ (ô đi rồi ô đến, \"c1c4\") hoặc ký hiệu ngắn\n"
    "(giá trị quân, x khi ăn quân, ô đến: \"7c4\", \"8xe6\").\n"
    "Hai quân đứng liền nhau ăn quân đối phương đầu tiên trên đường thẳng của\n"
    "chúng, ở khoảng cách là kết quả phép tính của hai giá trị: tổng hoặc tích\n"
    "(lấy hàng đơn vị), hiệu, thương hoặc số dư.  Ăn quân 0 của đối phương\n"
    "hoặc đạt đủ điểm là thắng.\n"
    "Lệnh:\n"
    "  undo      đi lại nước vừa rồi (và nước đáp của máy), hoặc hủy\n"
    "            việc xin thua hay hòa\n"
    "  hint      hỏi máy một nước đi\n"
    "  resign    xin thua\n"
    "  draw      xin hòa (máy nhận khi máy không hơn)\n"
    "  level N   sức máy từ 0 đến 10 (tên các mức ở dưới)\n"
    "  moves     liệt kê các nước đi hợp lệ\n"
    "  board     vẽ lại bàn cờ\n"
    "  help      hướng dẫn này\n"
    "  quit      thoát\n"
    "Với --clock, thời gian còn lại của bạn hiện ở mỗi lời nhắc, đồng hồ của\n"
    "máy chạy lùi khi máy nghĩ, và cả hai đồng hồ hiện sau mỗi nước; bên nào\n"
    "hết giờ trước là thua.\n";

static const char *side_name(const play *p, int side)
{
    return TR(p, side == CT_RED ? "Red" : "Blue");
}

/* The name of termination term in the player's language: the library's
 * words (ct_termination_text(), libcotoan 1.4), as in its messages. */
static const char *termination_word(const gk_play_app *p, int32_t term)
{
#if CT_VERSION_NUMBER >= 10400
    return ct_termination_text(term, p->ui.lang == GK_LANG_VI ? CT_LANG_VI : CT_LANG_EN);
#else
    return TR(p, ct_termination_string(term));
#endif
}

/* The board (the library's picture without its status line) and the
 * status line in the program's language. */
static void show_board(gk_play_app *p)
{
    char buf[4096];
    uint32_t flags = p->color ? CT_RENDER_COLOR : CT_RENDER_PLAIN;
    if (p->ui.human == CT_BLUE)
        flags |= CT_RENDER_FLIP;
    ct_game_render_text(p->game, flags, buf, sizeof buf);
    char *end = buf + strlen(buf);
    if (end > buf && end[-1] == '\n')
        *--end = '\0';
    char *last = strrchr(buf, '\n');
    if (last)
        last[1] = '\0';
    printf("\n%s", buf);
    int32_t term;
    int res = ct_game_outcome(p->game, &term);
    if (res == CT_ONGOING)
        printf(TR(p, "%s to move"), side_name(p, ct_game_turn(p->game)));
    else
        printf(TR(p, "Game over: %s (%s)"), ct_result_string(res), termination_word(p, term));
    printf(TR(p, " | Red %d, Blue %d | ply %d"), (int)ct_game_score(p->game, CT_RED),
           (int)ct_game_score(p->game, CT_BLUE), (int)ct_game_ply(p->game));
    printf("\n\n");
}

/* Play a legal move and print it once: the ply, its notation and the
 * library's explanation (which names the side); returns 1 for a capture. */
static int play_move(play *p, ct_move m, const char *who)
{
    char explain[CT_EXPLAIN_MAX], text[16];
    ct_move_info mi;
    mi.size = sizeof mi;
    int capture = ct_game_move_info(p->game, m, &mi) == CT_OK && mi.is_capture;
    ct_game_move_text(p->game, m, CT_NOTATION_SHORT, text, sizeof text);
    ct_game_explain(p->game, m, explain, sizeof explain);
    ct_game_play(p->game, m);
    printf("%4d. %-6s %s%s%s\n", (int)ct_game_ply(p->game), text, explain, who ? "  " : "",
           who ? who : "");
    return capture;
}

static int search(play *p, int level, int32_t movetime, ct_search_result *res)
{
    ct_search_limits lim;
    ct_search_limits_init(&lim);
    lim.level = level;
    lim.movetime_ms = movetime;
    lim.seed = p->seed + (uint64_t)ct_game_ply(p->game);
    res->size = sizeof *res;
    return ct_search(p->engine, p->game, &lim, res) == CT_OK
        && res->best != CT_MOVE_NONE;
}

/* The engine moves, on its clock when clocks run (its flag may fall
 * before it moves; its clock counts down on the terminal while it thinks,
 * and both clocks are shown after its move: gk_play_think()); returns 1
 * if it captured. */
static int engine_move(play *p, int level)
{
    ct_search_result res;
    char info[96];
    const int32_t movetime = gk_play_think(&p->ui, ct_game_turn(p->game), p->movetime);
    if (!gk_play_thought(&p->ui, search(p, level, movetime, &res)))
        return 0;
    gk_play_engine_note(&p->ui, (int)res.depth, res.score_type, res.score, info, sizeof info);
    const int capture = play_move(p, res.best, info);
    gk_play_show_clocks(&p->ui);
    return capture;
}

/* Print the result if the game is over; returns 1 if it is. */
static int game_over(gk_play_app *p)
{
    int32_t term;
    int res = ct_game_outcome(p->game, &term);
    if (res == CT_ONGOING)
        return 0;
    gk_play_game_over(&p->ui, res, termination_word(p, term), "Score",
                      ct_game_score(p->game, CT_RED), ct_game_score(p->game, CT_BLUE),
                      ct_result_string(res));
    return 1;
}

static int demo(play *p)
{
    printf(TR(p, "Cờ toán demo: the engine (level %d, %d ms a move) plays both sides."),
           p->ui.level, p->movetime);
    printf("\n");
    p->ui.human = CT_RED;
    show_board(p);
    while (!game_over(p) && !p->ui.done) {
        /* The board again after every capture. */
        if (engine_move(p, p->ui.level) && ct_game_outcome(p->game, NULL) == CT_ONGOING)
            show_board(p);
    }
    show_board(p);
    return 0;
}

static void list_moves(gk_play_app *p)
{
    ct_move list[CT_MAX_MOVES];
    char text[CT_MAX_MOVES][16];
    const char *words[CT_MAX_MOVES];
    int n = ct_game_legal_moves(p->game, list, CT_MAX_MOVES);
    for (int i = 0; i < n; i++) {
        ct_game_move_text(p->game, list[i], CT_NOTATION_SHORT, text[i], sizeof text[i]);
        words[i] = text[i];
    }
    gk_play_columns(words, n, 12);
}

/* undo (gk_play_undo) on the game: back to the human's turn, taking back
 * the human's last move and the engine's reply, or a resignation or draw. */
static int turn(gk_play_app *p)
{
    return ct_game_turn(p->game);
}

static int take_back(gk_play_app *p)
{
    return ct_game_undo(p->game) == CT_OK ? 0 : -1;
}

static int history(gk_play_app *p)
{
    return ct_game_history(p->game, NULL, 0);
}

static gk_play_app *copy(gk_play_app *p)
{
    gk_play_app *c = malloc(sizeof *c);
    if (c) {
        *c = *p;
        if (ct_game_clone(p->game, &c->game) != CT_OK) {
            free(c);
            c = NULL;
        }
    }
    return c;
}

static void free_copy(gk_play_app *c)
{
    ct_game_free(c->game);
    free(c);
}

static const char *forced_end(gk_play_app *p)
{
    int32_t term;
    ct_game_outcome(p->game, &term);
    int forced = term == CT_TERM_RESIGNATION || term == CT_TERM_AGREEMENT;
#if HAVE_TIME_OUT
    forced |= term == CT_TERM_TIME;
#endif
    return forced ? termination_word(p, term) : NULL;
}

/* The callbacks of gk_play_input(). */
static int ended(gk_play_app *p)
{
    return ct_game_outcome(p->game, NULL) != CT_ONGOING;
}

static int hint(gk_play_app *p, char *text, size_t size, int *kind, int *value)
{
    ct_search_result res;
    if (!search(p, CT_LEVEL_FULL, gk_play_movetime(&p->ui, p->ui.human, p->movetime), &res))
        return 0;
    ct_game_move_text(p->game, res.best, CT_NOTATION_SHORT, text, size);
    *kind = res.score_type;
    *value = res.score;
    return 1;
}

static void resign(gk_play_app *p)
{
    ct_game_resign(p->game, p->ui.human);
}

static void agree_draw(gk_play_app *p)
{
    ct_game_agree_draw(p->game);
}

/* A flag fell: the side whose time ran out loses.  This is the one place
 * that decides it: through the library when it can (the result is then
 * printed as any other end, and undo takes it back), else the program
 * says so and ends. */
static void time_out(gk_play_app *p, int side)
{
    printf("\n");
    gk_play_say(&p->ui, "%s's time is up.", side_name(p, side));
#if HAVE_TIME_OUT
    ct_game_time_out(p->game, side);
#else
    gk_play_say(&p->ui, "The game ends: %s wins on time.", side_name(p, !side));
    p->ui.done = 1;
#endif
}

/* A move of the human, then the engine's reply. */
static void human_move(gk_play_app *p, const char *s)
{
    ct_move m;
    if (ct_game_parse_move(p->game, s, &m) != CT_OK) {
        gk_play_reject(&p->ui, s, ct_game_error(p->game));
        return;
    }
    play_move(p, m, NULL);
    if (!game_over(p)) {
        engine_move(p, p->ui.level);
        if (!p->ui.done)
            show_board(p);
    }
}

static void prompt(gk_play_app *p, char *buf, size_t size)
{
    snprintf(buf, size, "%s", side_name(p, ct_game_turn(p->game)));
}

static const gk_play_ops play_ops = {
    .help = {help_en, help_vi},
    .level_max = CT_LEVEL_MAX,
    .score_scale = 100,
    .unit = "ply",
    .units = "plies",
    .ended = ended,
    .over = game_over,
    .prompt = prompt,
    .board = show_board,
    .moves = list_moves,
    .turn = turn,
    .take_back = take_back,
    .history = history,
    .mid_turn = NULL,
    .copy = copy,
    .free_copy = free_copy,
    .forced_end = forced_end,
    .search = hint,
    .resign = resign,
    .agree_draw = agree_draw,
    .time_out = time_out,
    .command = NULL,
    .move = human_move,
};

static int interactive(play *p)
{
    printf(TR(p, "Cờ toán against the libcotoan engine (level %d)."), p->ui.level);
    printf(" ");
    printf(TR(p, "You play %s."), side_name(p, p->ui.human));
    printf("\n%s\n", TR(p, "Type a move such as 7c4 or c1c4, or help."));
    if (ct_game_turn(p->game) != p->ui.human)
        engine_move(p, p->ui.level);
    show_board(p);
    gk_play_loop(&p->ui);
    return 0;
}

static int usage(void)
{
    fprintf(stderr,
            "usage: cotoan-play [--side red|blue] [--level 0-10] [--movetime MS]\n"
            "                   [--clock quick10|quick15|total30|MIN[+INC]]\n"
            "                   [--mover front|back] [--target N] [--limit N]\n"
            "                   [--seed N] [--lang vi|en] [--no-color]\n"
            "                   [--demo | --interactive]\n"
            "Play Co toan against the engine; --demo (or stdin not a terminal)\n"
            "plays an engine-vs-engine game (default 40 ms a move) and exits;\n"
            "--interactive reads moves from stdin even when it is not a terminal;\n"
            "--clock gives both sides MIN minutes (+INC seconds a move).\n");
    return 2;
}

int main(int argc, char **argv)
{
    play p = {0};
    ct_rules rules;
    int demo_mode = !isatty(0), movetime = -1, rc;
    long lv;
    int64_t clock_ms = 0, inc_ms = 0;
    ct_rules_init(&rules);
    p.ui = (gk_play){.ops = &play_ops, .app = &p, .lang = gk_play_lang_from_env(),
                     .human = CT_RED, .level = -1};
    p.color = isatty(1);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            usage();
            return 0;
        } else if (!strcmp(a, "--demo")) {
            demo_mode = 1;
        } else if (!strcmp(a, "--interactive")) {
            demo_mode = 0;
        } else if (!strcmp(a, "--no-color")) {
            p.color = 0;
        } else if (!v) {
            return usage();
        } else {
            i++;
            if (!strcmp(a, "--side") && (!strcmp(v, "red") || !strcmp(v, "blue")))
                p.ui.human = !strcmp(v, "blue") ? CT_BLUE : CT_RED;
            else if (!strcmp(a, "--level") && !gk_cli_int(v, CT_LEVEL_FULL, CT_LEVEL_MAX, &lv))
                p.ui.level = (int)lv;
            else if (!strcmp(a, "--movetime"))
                movetime = atoi(v);
            else if (!strcmp(a, "--clock") && !gk_play_clock_parse(v, &clock_ms, &inc_ms))
                continue;
            else if (!strcmp(a, "--lang") && !gk_play_lang_parse(v, &p.ui.lang))
                continue;
            else if (!strcmp(a, "--mover") && (!strcmp(v, "front") || !strcmp(v, "back")))
                rules.mover = !strcmp(v, "back") ? CT_MOVER_BACK : CT_MOVER_FRONT;
            else if (!strcmp(a, "--target"))
                rules.target = atoi(v);
            else if (!strcmp(a, "--limit"))
                rules.limit = atoi(v);
            else if (!strcmp(a, "--seed"))
                p.seed = strtoull(v, NULL, 10);
            else
                return usage();
        }
    }
    if (p.ui.level < 0) /* a person plays the default level; a demo shows the Master */
        p.ui.level = demo_mode ? CT_LEVEL_MAX : CT_LEVEL_DEFAULT;
    p.movetime = movetime > 0 ? movetime : demo_mode ? 40 : 1000;
    if (clock_ms)
        gk_play_clock_set(&p.ui.clock, clock_ms, inc_ms);
    if ((rc = ct_game_new(&rules, &p.game)) != CT_OK) {
        fprintf(stderr, "cotoan-play: bad rule options: %s\n", ct_strerror(rc));
        return 2;
    }
    ct_game_set_language(p.game, p.ui.lang == GK_LANG_VI ? CT_LANG_VI : CT_LANG_EN);
    if (ct_engine_new(NULL, &p.engine) != CT_OK) {
        fprintf(stderr, "cotoan-play: out of memory\n");
        return 1;
    }
    rc = demo_mode ? demo(&p) : interactive(&p);
    ct_engine_free(p.engine);
    ct_game_free(p.game);
    return rc;
}
