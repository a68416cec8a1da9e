/* cotulenh-play: play Cờ tư lệnh (Commander Chess) against the libcotulenh
 * engine in a terminal.
 *
 *   cotulenh-play [--side red|blue] [--level 0-10] [--movetime MS]
 *                 [--clock quick10|quick15|total30|MIN[+INC]]
 *                 [--mode total|battles] [--reduced] [--seed N]
 *                 [--fen FEN] [--lang vi|en] [--color | --no-color]
 *                 [--demo | --interactive]
 *
 * Type a move or a deploy step in SAN or LAN ("Ie4e5", "T>c3", "Tc4>_b4"),
 * a whole deploy turn at once ("T>c3,F>d5", ending ",|" to stop early), or
 * "end" (or "|") to end an open deploy session early.  Every step is
 * explained by the library's sentence (captures, kamikaze, heroic
 * promotions); points, check and, in battles mode, the forces left are
 * shown.  Commands: undo, hint, resign, draw, level N, moves, board, save
 * FILE, load FILE (game records, doc/cotulenh/records.md), help, quit.  When stdin is not a terminal, or with --demo, the engine plays
 * both sides and the program prints every turn and the result, then exits;
 * --interactive plays against the human even when stdin is not a terminal
 * (scripts, tests).  The board is drawn with coordinates; on a terminal
 * (and without --no-color; or with --color) the sea, the coast, the river
 * and its fords are in colour.  Vietnamese when the locale is
 * (LANG=vi_VN.UTF-8 ...) or with --lang vi; --clock plays on clocks, and a
 * flag fall is adjudicated by points (T55, time_out()).  The input loop
 * (libedit on a terminal), the command words, the words of both languages
 * and the clocks are gamekit's (gk_play.h), shared with cotoan-play. */
#define _POSIX_C_SOURCE 200809L
#include <cotulenh/cotulenh.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "gk_cli.h"
#include "gk_play.h"
#include "gk_sbuf.h"
#include "gk_search.h"

/* ANSI attributes of the board (colour mode only). */
#define A_OFF "\x1b[0m"
#define A_RED "\x1b[1;31m"
#define A_BLUE "\x1b[1;34m"
#define A_HEROIC "\x1b[4m"       /* underlined on top of the side colour */
#define A_WATER "\x1b[46m"       /* sea: cyan background */
#define A_MIXED "\x1b[47m"       /* coast and river mouth: light background */
#define A_RIVER "\x1b[34m"
#define A_FORD "\x1b[1;33m"
#define A_DIM "\x1b[2m"
#define A_CHECK "\x1b[1;31m"

/* Room for one turn record (TL_TURN_MAX steps) in text. */
#define TURN_TEXT_MAX 256

/* The program's state (gk_play_app of the input loop). */
struct gk_play_app {
    tl_game *game;
    tl_engine *engine;
    int movetime;
    uint64_t seed;
    int color;       /* ANSI colours on stdout */
    gk_play ui;      /* the loop: language, the human's side, level, clocks */
};
typedef struct gk_play_app play;

#define TR(p, english) GK_TR(&(p)->ui, english)

static const char help_en[] =
    "Moves: SAN or LAN (T48, T49): piece letter (uppercase for both sides),\n"
    "optional origin, separator, target: \"Ie5\", \"Ic5c6\", \"Axe8\".\n"
    "Separators: none (move), x (capture and replace), _ (stay\n"
    "capture: the target is removed, the piece stays), @ (kamikaze of an air\n"
    "force in one enemy air-defence ring), & (join a friendly stack).  A\n"
    "stack moves whole (\"(NFT)b3b5\") or one of its pieces steps out with\n"
    "\">\" (\"T>c3\", \"Tc4>_b4\"): that opens a deploy session, and the same\n"
    "side steps again with the other pieces of the stack.  Type the steps\n"
    "one by one, or the whole turn at once: \"T>c3,F>d5\" (\",|\" at the end\n"
    "stops early).\n"
    "Commands:\n"
    "  end       end the open deploy session early (also \"|\")\n"
    "  undo      take back your last turn (and the engine's reply), the\n"
    "            steps of your open session, or a resignation, draw or\n"
    "            adjudication\n"
    "  hint      ask the engine for a turn\n"
    "  resign    give up the game\n"
    "  draw      offer a draw (the engine accepts when it is not ahead)\n"
    "  level N   engine strength 0 to 10 (the names below)\n"
    "  moves     list your legal moves and steps\n"
    "  board     draw the board again\n"
    "  save FILE write the game as a record (doc/cotulenh/records.md)\n"
    "  load FILE go on with the first game of a record file\n"
    "  help      this text\n"
    "  quit      leave\n"
    "Win by taking the enemy commander (checkmate); in battles mode also by\n"
    "destroying every enemy navy, every air force, or every infantry, tank\n"
    "and artillery.  The commanders may never face each other on an open\n"
    "file or rank.  With --clock your time left is shown at each prompt, the\n"
    "engine's counts down while it thinks, and both clocks after each turn;\n"
    "when a side's time runs out the game is adjudicated by points (T55).\n";

static const char help_vi[] =
    "Nước đi: SAN hoặc LAN (T48, T49): chữ của quân (viết hoa cho cả hai bên),\n"
    "ô đi (không bắt buộc), dấu nối, ô đến: \"Ie5\", \"Ic5c6\", \"Axe8\".\n"
    "Dấu nối: không có (đi), x (ăn quân và thế chỗ), _ (ăn quân tại chỗ: quân\n"
    "bị ăn mất, quân ta đứng yên), @ (không quân cảm tử lao vào một vòng phòng\n"
    "không của đối phương), & (nhập vào chồng quân ta).  Một chồng quân đi cả\n"
    "chồng (\"(NFT)b3b5\") hoặc một quân tách ra với \">\" (\"T>c3\", \"Tc4>_b4\"):\n"
    "khi đó mở một lượt tách quân, và cùng bên đó đi tiếp các quân còn lại của\n"
    "chồng.  Gõ từng bước một, hoặc cả lượt một lần: \"T>c3,F>d5\" (\",|\" ở\n"
    "cuối để dừng sớm).\n"
    "Lệnh:\n"
    "  end       kết thúc sớm lượt tách quân đang mở (hoặc \"|\")\n"
    "  undo      đi lại lượt vừa rồi (và lượt đáp của máy), các bước của lượt\n"
    "            tách quân đang mở, hoặc hủy việc xin thua, hòa hay phân xử\n"
    "  hint      hỏi máy một lượt đi\n"
    "  resign    xin thua\n"
    "  draw      xin hòa (máy nhận khi máy không hơn)\n"
    "  level N   sức máy từ 0 đến 10 (tên các mức ở dưới)\n"
    "  moves     liệt kê các nước đi và bước hợp lệ\n"
    "  board     vẽ lại bàn cờ\n"
    "  save FILE ghi ván cờ thành biên bản (doc/cotulenh/records.md)\n"
    "  load FILE chơi tiếp ván đầu tiên của một tệp biên bản\n"
    "  help      hướng dẫn này\n"
    "  quit      thoát\n"
    "Thắng khi ăn được tư lệnh đối phương (chiếu bí); ở chế độ từng trận còn\n"
    "thắng khi diệt hết hải quân, hết không quân, hoặc hết bộ binh, xe tăng và\n"
    "pháo binh của đối phương.  Hai tư lệnh không bao giờ được đối mặt nhau trên\n"
    "một hàng dọc hay hàng ngang trống.  Với --clock, thời gian còn lại của bạn\n"
    "hiện ở mỗi lời nhắc, đồng hồ của máy chạy lùi khi máy nghĩ, và cả hai đồng\n"
    "hồ hiện sau mỗi lượt; khi một bên hết giờ, ván cờ được phân xử theo điểm\n"
    "(T55).\n";

static const char *side_name(const play *p, int side)
{
    return TR(p, side == TL_RED ? "Red" : "Blue");
}

/* Terrain (T4): 0 land, 1 mixed (coast, river mouth), 2 water. */
static int terrain(int x, int y)
{
    if (x < 2)
        return 2;
    return x == 2 || ((x == 3 || x == 4) && (y == 5 || y == 6));
}

/* A stack as in FEN: "(+T+I)", "+c", "N". */
static void stack_text(const tl_stack *st, char *buf, size_t size)
{
    gk_sbuf b = {buf, size, 0};
    if (st->count > 1)
        gk_sbuf_printf(&b, "(");
    for (int i = 0; i < st->count && i < TL_STACK_MAX; i++) {
        int pc = st->piece[i];
        char letter = tl_piece_letter(pc);
        if (st->side == TL_BLUE)
            letter = (char)(letter - 'A' + 'a');
        gk_sbuf_printf(&b, "%s%c", st->heroic & TL_PIECE_BIT(pc) ? "+" : "", letter);
    }
    if (st->count > 1)
        gk_sbuf_printf(&b, ")");
    gk_sbuf_result(&b, 0);
}

static void files_line(int flip)
{
    printf("    ");
    for (int i = 0; i < TL_FILES; i++)
        printf("   %c  ", flip ? 'k' - i : 'a' + i);
    printf("\n");
}

/* The board: one 6-character cell per point, the river between ranks 6
 * and 7 with its fords on files f and h, then the status lines. */
static void show_board(const play *p)
{
    const int flip = p->ui.human == TL_BLUE, c = p->color;
    printf("\n");
    files_line(flip);
    for (int i = 0; i < TL_RANKS; i++) {
        const int y = flip ? i : TL_RANKS - 1 - i;
        if (i == 6) {
            printf("    ");
            for (int j = 0; j < TL_FILES; j++) {
                const int x = flip ? TL_FILES - 1 - j : j;
                const int ford = x == 5 || x == 7;
                if (ford)
                    printf("%s~~~%c~~%s", c ? A_FORD : "", 'a' + x, c ? A_OFF : "");
                else
                    printf("%s~~~~~~%s", c ? A_RIVER : "", c ? A_OFF : "");
            }
            printf("   %s\n", TR(p, "river, fords on f and h"));
        }
        printf("%2d |", y + 1);
        for (int j = 0; j < TL_FILES; j++) {
            const int x = flip ? TL_FILES - 1 - j : j;
            const int t = terrain(x, y);
            tl_stack st;
            char cell[24];
            st.size = sizeof st;
            if (tl_game_stack(p->game, TL_SQUARE(x, y), &st) < 0)
                st.count = 0;
            if (st.count > 0)
                stack_text(&st, cell, sizeof cell);
            else
                snprintf(cell, sizeof cell, "%s", t == 2 ? "~" : t == 1 ? "=" : ".");
            const int len = (int)strlen(cell);
            const int pad = len < 6 ? 6 - len : 0;
            if (c && t)
                printf("%s", t == 2 ? A_WATER : A_MIXED);
            printf("%*s", pad / 2 + (pad & 1), "");
            if (c && st.count > 0)
                printf("%s%s%s%s", st.side == TL_BLUE ? A_BLUE : A_RED,
                       st.heroic ? A_HEROIC : "", cell, A_OFF);
            else if (c)
                printf("%s%s%s", A_DIM, cell, A_OFF);
            else
                printf("%s", cell);
            if (c && t)
                printf("%s", t == 2 ? A_WATER : A_MIXED);
            printf("%*s%s", pad / 2, "", c ? A_OFF : "");
        }
        printf("| %d\n", y + 1);
    }
    files_line(flip);
    if (!c)
        printf("    %s\n", TR(p, "~ sea   = coast and river mouth   . land   (..) a stack, "
                                 "carrier first   + heroic"));
    else
        printf("    %s\n", TR(p, "sea, coast and river mouth shaded   (..) a stack, carrier "
                                 "first   + heroic (underlined)"));
}

/* The name of termination term in the player's language: the library's
 * words (tl_termination_text(), libcotulenh 1.3), as in its messages. */
static const char *termination_word(const gk_play_app *p, int32_t term)
{
#if TL_VERSION_NUMBER >= 10300
    return tl_termination_text(term, p->ui.lang == GK_LANG_VI ? TL_LANG_VI : TL_LANG_EN);
#else
    return TR(p, tl_termination_string(term));
#endif
}

/* The status under the board: side to move, the open session, points,
 * counters; check; in battles mode the forces T54 counts. */
static void show_status(const play *p)
{
    tl_session s;
    tl_rules r;
    int side = tl_game_turn(p->game);
    s.size = sizeof s;
    r.size = sizeof r;
    tl_game_session(p->game, &s);
    tl_game_get_rules(p->game, &r);
    int32_t term;
    int res = tl_game_outcome(p->game, &term);
    if (res == TL_ONGOING)
        printf(TR(p, "%s to move"), side_name(p, side));
    else
        printf(TR(p, "Game over: %s (%s)"), tl_result_string(res), termination_word(p, term));
    if (s.origin >= 0) {
        char sq[8];
        tl_square_name(s.origin, sq, sizeof sq);
        printf(TR(p, " | deploying from %s: may still step"), sq);
        for (int k = 0; k < TL_PIECE_KINDS; k++)
            if (s.may_step & TL_PIECE_BIT(k))
                printf(" %c", tl_piece_letter(k));
        printf("%s", s.may_end ? TR(p, "; may end (type end)") : "");
    }
    printf(TR(p, " | points Red %d, Blue %d | halfmove %d, move %d"),
           (int)tl_game_points(p->game, TL_RED), (int)tl_game_points(p->game, TL_BLUE),
           (int)tl_game_halfmove(p->game), (int)tl_game_fullmove(p->game));
    printf("\n");
    if (r.mode == TL_MODE_BATTLES) {
        /* navies, air forces, land forces (I, T, A), carried ones included */
        int n[2][3] = {{0}};
        for (int q = 0; q < TL_SQUARES; q++) {
            tl_stack st;
            st.size = sizeof st;
            if (tl_game_stack(p->game, q, &st) <= 0)
                continue;
            for (int i = 0; i < st.count && i < TL_STACK_MAX; i++) {
                int pc = st.piece[i];
                int k = pc == TL_NAVY ? 0 : pc == TL_AIR_FORCE ? 1
                      : pc == TL_INFANTRY || pc == TL_TANK || pc == TL_ARTILLERY ? 2 : -1;
                if (k >= 0)
                    n[st.side][k]++;
            }
        }
        printf(TR(p, "Battles mode (T54), lose all of one force and you lose: Red navy %d, "
                     "air %d, land %d | Blue navy %d, air %d, land %d"),
               n[0][0], n[0][1], n[0][2], n[1][0], n[1][1], n[1][2]);
        printf("\n");
    }
    if (tl_game_outcome(p->game, NULL) == TL_ONGOING && tl_game_in_check(p->game, side) == 1) {
        printf("%s", p->color ? A_CHECK : "");
        printf(TR(p, "%s is in check."), side_name(p, side));
        printf("%s\n", p->color ? A_OFF : "");
    }
}

static void show(gk_play_app *p)
{
    show_board(p);
    show_status(p);
}

/* Play one legal step (or the early end of the session) and print it
 * once: the move number, its notation and the library's explanation (which
 * names the side); returns 1 for a capture. */
static int play_step(play *p, tl_move m, const char *who)
{
    char text[64];
    int side = tl_game_turn(p->game), capture = 0;
    int fullmove = (int)tl_game_fullmove(p->game);
    if (TL_MOVE_KIND(m) == TL_KIND_END) {
        if (tl_game_end_deploy(p->game) != TL_OK)
            return 0;
        printf("%4d. %-14s ", fullmove, "|");
        printf(TR(p, "%s ends the deploy session"), side_name(p, side));
        printf("%s%s\n", who ? "  " : "", who ? who : "");
        return 0;
    }
    tl_move_info mi;
    mi.size = sizeof mi;
    if (tl_game_move_info(p->game, m, &mi) == TL_OK)
        capture = mi.ndestroyed > 0;
    tl_game_move_text(p->game, m, TL_NOTATION_SAN, text, sizeof text);
    /* the explanation at its full length (snprintf() convention) */
    const int len = tl_game_explain(p->game, m, NULL, 0);
    char *explain = len >= 0 ? malloc((size_t)len + 1) : NULL;
    if (explain)
        tl_game_explain(p->game, m, explain, (size_t)len + 1);
    if (tl_game_play(p->game, m) != TL_OK) {
        free(explain);
        return 0;
    }
    printf("%4d. %-14s %s%s%s\n", fullmove, text, explain ? explain : "", who ? "  " : "",
           who ? who : "");
    free(explain);
    return capture;
}

static int search(play *p, int level, int32_t movetime, tl_search_result *res)
{
    tl_search_limits lim;
    tl_search_limits_init(&lim);
    lim.level = level;
    lim.movetime_ms = movetime;
    lim.seed = p->seed + (uint64_t)tl_game_history(p->game, NULL, 0);
    memset(res, 0, sizeof *res);
    res->size = sizeof *res;
    return tl_search(p->engine, p->game, &lim, res) == TL_OK
        && (res->turn_length > 0 || res->turn_ends_early);
}

/* The engine plays its whole turn, on its clock when clocks run (its flag
 * may fall before it moves; its clock counts down on the terminal while
 * it thinks, and both clocks are shown after its turn: gk_play_think());
 * returns 1 if it captured. */
static int engine_turn(play *p, int level)
{
    tl_search_result res;
    char info[96];
    int captured = 0;
    const int32_t movetime = gk_play_think(&p->ui, tl_game_turn(p->game), p->movetime);
    if (!gk_play_thought(&p->ui, search(p, level, movetime, &res)))
        return 0;
    gk_play_engine_note(&p->ui, (int)res.depth, res.score_type, res.score, info, sizeof info);
    for (int i = 0; i < res.turn_length && i < TL_TURN_MAX; i++)
        captured |= play_step(p, res.turn[i],
                              i + 1 == res.turn_length && !res.turn_ends_early ? info : NULL);
    if (res.turn_ends_early) {
        tl_session s;
        s.size = sizeof s;
        tl_game_session(p->game, &s);
        play_step(p, TL_MOVE_END(s.origin), info);
    }
    gk_play_show_clocks(&p->ui);
    return captured;
}

/* Print the result if the game is over; returns 1 if it is. */
static int game_over(gk_play_app *p)
{
    int32_t term;
    int res = tl_game_outcome(p->game, &term);
    if (res == TL_ONGOING)
        return 0;
    gk_play_game_over(&p->ui, res, termination_word(p, term), "Points",
                      (int)tl_game_points(p->game, TL_RED),
                      (int)tl_game_points(p->game, TL_BLUE), tl_result_string(res));
    return 1;
}

/* 1 if a deploy session is open in the game. */
static int in_session(const tl_game *g)
{
    tl_session s;
    s.size = sizeof s;
    return tl_game_session(g, &s) == 1;
}

/* The language of the library's explanations and move errors: the one
 * place that sets it.  tl_game_set_language() and TL_LANG_VI (an
 * enumerator) exist from libcotulenh 1.2 (TL_1.2); before it they stay
 * English. */
static void set_language(play *p)
{
#if TL_VERSION_NUMBER >= 10200 || defined(TL_LANG_VI)
    tl_game_set_language(p->game, p->ui.lang == GK_LANG_VI ? TL_LANG_VI : TL_LANG_EN);
#else
    (void)p;
#endif
}


static int demo(play *p)
{
    tl_rules r;
    r.size = sizeof r;
    tl_game_get_rules(p->game, &r);
    printf(TR(p, "Cờ tư lệnh demo: the engine (level %d, %d ms a turn) plays both sides%s%s."),
           p->ui.level, p->movetime, r.mode == TL_MODE_BATTLES ? TR(p, ", battles mode") : "",
           r.start == TL_START_REDUCED ? TR(p, ", reduced start") : "");
    printf("\n");
    p->ui.human = TL_RED;
    show(p);
    while (!game_over(p)) {
        int side = tl_game_turn(p->game);
        /* The board again after every capture. */
        int captured = engine_turn(p, p->ui.level);
        if (tl_game_turn(p->game) == side && tl_game_outcome(p->game, NULL) == TL_ONGOING) {
            printf("%s\n", TR(p, "The engine found no turn."));
            break;
        }
        if (captured && tl_game_outcome(p->game, NULL) == TL_ONGOING)
            show(p);
        else if (tl_game_outcome(p->game, NULL) == TL_ONGOING
                 && tl_game_in_check(p->game, tl_game_turn(p->game)) == 1) {
            printf("      ");
            printf(TR(p, "%s is in check."), side_name(p, tl_game_turn(p->game)));
            printf("\n");
        }
    }
    show(p);
    return 0;
}

static void list_moves(gk_play_app *p)
{
    tl_move list[TL_MAX_MOVES];
    char (*text)[48] = malloc(sizeof(*text) * (TL_MAX_MOVES + 1));
    const char **words = malloc(sizeof *words * (TL_MAX_MOVES + 1));
    tl_session s;
    int n = tl_game_legal_moves(p->game, list, TL_MAX_MOVES), k = 0;
    s.size = sizeof s;
    if (!text || !words || n < 0) {
        free(text);
        free(words);
        printf("moves: %s\n", TR(p, "out of memory"));
        return;
    }
    for (int i = 0; i < n && i < TL_MAX_MOVES; i++) {
        tl_game_move_text(p->game, list[i], TL_NOTATION_SAN, text[k], sizeof text[k]);
        words[k] = text[k];
        k++;
    }
    if (tl_game_session(p->game, &s) == 1 && s.may_end)
        words[k++] = "end";
    gk_play_say(&p->ui, "%d legal:", k);
    gk_play_columns(words, k, 10);
    free(text);
    free(words);
}

/* undo (gk_play_undo) on the game: back to the start of a turn of the
 * human (not inside a deploy session), taking back the human's last turn
 * and the engine's reply, the steps of the human's open session, or a
 * resignation, draw agreement or adjudication. */
static int turn(gk_play_app *p)
{
    return tl_game_turn(p->game);
}

static int take_back(gk_play_app *p)
{
    return tl_game_undo(p->game) == TL_OK ? 0 : -1;
}

static int history(gk_play_app *p)
{
    return tl_game_history(p->game, NULL, 0);
}

static int mid_turn(gk_play_app *p)
{
    return in_session(p->game);
}

static gk_play_app *copy(gk_play_app *p)
{
    gk_play_app *c = malloc(sizeof *c);
    if (c) {
        *c = *p;
        if (tl_game_clone(p->game, &c->game) != TL_OK) {
            free(c);
            c = NULL;
        }
    }
    return c;
}

static void free_copy(gk_play_app *c)
{
    tl_game_free(c->game);
    free(c);
}

static const char *forced_end(gk_play_app *p)
{
    int32_t term;
    tl_game_outcome(p->game, &term);
    return term == TL_TERM_RESIGNATION || term == TL_TERM_AGREEMENT
                   || term == TL_TERM_ADJUDICATION
               ? termination_word(p, term)
               : NULL;
}

/* The human's turn (or the part of it typed) is played: the engine
 * answers unless the session is still open or the game is over. */
static void after_human(play *p)
{
    if (game_over(p))
        return;
    if (in_session(p->game) && tl_game_turn(p->game) == p->ui.human) {
        show(p); /* the board after each step */
        printf("%s\n", TR(p, "Your deploy session is open: type the next step, or end."));
        return;
    }
    engine_turn(p, p->ui.level);
    if (!p->ui.done)
        show(p);
}

/* A move, a step, "|", or a turn record "T>c3,F>d5[,|]": checked whole
 * on a copy first (all or nothing), then played step by step with the
 * explanations. */
static void human_move(play *p, const char *s, const char *typed)
{
    tl_game *copy;
    if (tl_game_clone(p->game, &copy) != TL_OK) {
        printf("%s\n", TR(p, "out of memory"));
        return;
    }
    if (tl_game_play_text(copy, s) != TL_OK) {
        gk_play_reject(&p->ui, typed, tl_game_error(copy));
        tl_game_free(copy);
        return;
    }
    tl_game_free(copy);
    char buf[GK_PLAY_LINE_MAX + 1];
    snprintf(buf, sizeof buf, "%s", s);
    char *save = NULL;
    for (char *step = strtok_r(buf, ",", &save); step; step = strtok_r(NULL, ",", &save)) {
        tl_move m;
        if (tl_game_parse_move(p->game, step, &m) != TL_OK)
            break; /* cannot happen: the copy played it */
        play_step(p, m, NULL);
    }
    after_human(p);
}

/* The callbacks of gk_play_input(). */
static int ended(gk_play_app *p)
{
    return tl_game_outcome(p->game, NULL) != TL_ONGOING;
}

/* The engine's turn for the human, as a turn record in SAN. */
static int hint(gk_play_app *p, char *text, size_t size, int *kind, int *value)
{
    tl_search_result res;
    if (!search(p, TL_LEVEL_FULL, gk_play_movetime(&p->ui, p->ui.human, p->movetime), &res)
        || tl_turn_text(p->game, res.turn, res.turn_length, res.turn_ends_early,
                        TL_NOTATION_SAN, text, size) < 0)
        return 0;
    *kind = res.score_type;
    *value = res.score;
    return 1;
}

static void resign(gk_play_app *p)
{
    tl_game_resign(p->game, p->ui.human);
}

static void agree_draw(gk_play_app *p)
{
    tl_game_agree_draw(p->game);
}

/* A flag fell: the game is adjudicated by points (T55); the result is
 * printed by the loop (game_over()). */
static void time_out(gk_play_app *p, int side)
{
    printf("\n");
    gk_play_say(&p->ui, "%s's time is up (T55): the game is adjudicated by points.",
                side_name(p, side));
    tl_game_adjudicate(p->game);
}

/* "save FILE": the game as a record (tl_record_write()). */
static void save(const play *p, const char *path)
{
    char engine[48];
    tl_record *rec;
    snprintf(engine, sizeof engine, "libcotulenh level %d", p->ui.level);
    if (tl_record_new(&rec) != TL_OK) {
        printf("save: %s\n", TR(p, "out of memory"));
        return;
    }
#if TL_VERSION_NUMBER >= 10500 /* tl_record_set_language(): TL_1.5 */
    /* its messages, if a tag were refused, in the player's language */
    tl_record_set_language(rec, p->ui.lang == GK_LANG_VI ? TL_LANG_VI : TL_LANG_EN);
#endif
    tl_record_set_tag(rec, "Event", "cotulenh-play");
    tl_record_set_tag(rec, "Red", p->ui.human == TL_RED ? "You" : engine);
    tl_record_set_tag(rec, "Blue", p->ui.human == TL_BLUE ? "You" : engine);
    const int n = tl_record_write(p->game, rec, TL_RECORD_SAN, NULL, 0);
    char *text = n >= 0 ? malloc((size_t)n + 1) : NULL;
    FILE *f = text ? fopen(path, "wb") : NULL;
    if (f) {
        tl_record_write(p->game, rec, TL_RECORD_SAN, text, (size_t)n + 1);
        const int ok = fwrite(text, 1, (size_t)n, f) == (size_t)n;
        if (fclose(f) == 0 && ok)
            printf(TR(p, "Saved the game to %s."), path);
        else
            printf(TR(p, "save: cannot write %s"), path);
    } else {
        printf(TR(p, "save: cannot write %s"), text ? path : TR(p, "the record (out of memory)"));
    }
    printf("\n");
    free(text);
    tl_record_free(rec);
}

/* Make p->game (the handle the input loop holds) the game g: its rules,
 * initial position, history and forced end. */
static int adopt(play *p, const tl_game *g)
{
    tl_rules rules;
    char fen[TL_FEN_MAX];
    int32_t term;
    tl_rules_init(&rules);
    tl_game_get_rules(g, &rules);
    tl_game_initial_fen(g, fen, sizeof fen);
    if (tl_game_set_rules(p->game, &rules) || tl_game_set_fen(p->game, fen))
        return -1;
    const int n = tl_game_history(g, NULL, 0);
    tl_move *moves = malloc(((size_t)n + 1) * sizeof *moves);
    if (!moves)
        return -1;
    tl_game_history(g, moves, (size_t)n);
    for (int i = 0; i < n; i++)
        if (TL_MOVE_KIND(moves[i]) == TL_KIND_END ? tl_game_end_deploy(p->game)
                                                  : tl_game_play(p->game, moves[i]))
            break;
    free(moves);
    const int res = tl_game_outcome(g, &term);
    if (term == TL_TERM_RESIGNATION)
        tl_game_resign(p->game, res == TL_RED_WINS ? TL_BLUE : TL_RED);
    else if (term == TL_TERM_AGREEMENT)
        tl_game_agree_draw(p->game);
    else if (term == TL_TERM_ADJUDICATION)
        tl_game_adjudicate(p->game);
    return 0;
}

/* "load FILE": go on with the first game of a record file. */
static void load(play *p, const char *path)
{
    size_t len;
    char *text = gk_cli_read_file(path, &len);
    tl_reader *r;
    tl_game *g = NULL;
    if (!text) {
        gk_play_say(&p->ui, "load: cannot read %s", path);
        return;
    }
    const int rc = tl_reader_new(text, len, NULL, &r);
    free(text);
    if (rc) {
        printf("load: %s\n", tl_strerror(rc));
        return;
    }
    const int got = tl_reader_next(r, &g, NULL);
    if (got < 0)
        printf("load: %s: %s\n", path, tl_reader_error(r));
    else if (got == 0)
        gk_play_say(&p->ui, "load: %s holds no game", path);
    else if (adopt(p, g))
        printf("load: %s\n", TR(p, "out of memory"));
    tl_reader_free(r);
    if (got != 1)
        return;
    tl_game_free(g);
    gk_play_say(&p->ui, "Loaded %s (%d moves and steps).", path, tl_game_history(p->game, NULL, 0));
    show(p);
    if (!game_over(p) && tl_game_turn(p->game) != p->ui.human) {
        engine_turn(p, p->ui.level);
        show(p);
    }
}

/* "end": the early end of the open session; "save FILE", "load FILE". */
static int command(gk_play_app *p, const char *s, int is_over)
{
    if (!strncmp(s, "save", 4) || !strncmp(s, "load", 4)) {
        if (s[4] && s[4] != ' ')
            return 0;
        const char *path = s + 4;
        while (*path == ' ')
            path++;
        if (!*path)
            gk_play_say(&p->ui, "%.4s: give a file name", s);
        else if (s[0] == 's')
            save(p, path);
        else
            load(p, path);
        return 1;
    }
    if (strcmp(s, "end"))
        return 0;
    if (is_over)
        gk_play_say(&p->ui, "%s: the game is over (type undo to take back, or quit).", s);
    else
        human_move(p, "|", s);
    return 1;
}

static void move(gk_play_app *p, const char *s)
{
    human_move(p, s, s);
}

static void prompt(gk_play_app *p, char *buf, size_t size)
{
    snprintf(buf, size, "%s%s%s%s", side_name(p, tl_game_turn(p->game)),
             in_session(p->game) ? " (" : "", in_session(p->game) ? TR(p, "deploying") : "",
             in_session(p->game) ? ")" : "");
}

static const gk_play_ops play_ops = {
    .help = {help_en, help_vi},
    .level_max = TL_LEVEL_MAX,
    .score_scale = 10,
    .unit = "step",
    .units = "steps",
    .ended = ended,
    .over = game_over,
    .prompt = prompt,
    .board = show,
    .moves = list_moves,
    .turn = turn,
    .take_back = take_back,
    .history = history,
    .mid_turn = mid_turn,
    .copy = copy,
    .free_copy = free_copy,
    .forced_end = forced_end,
    .search = hint,
    .resign = resign,
    .agree_draw = agree_draw,
    .time_out = time_out,
    .command = command,
    .move = move,
};

static int interactive(play *p)
{
    printf(TR(p, "Cờ tư lệnh against the libcotulenh engine (level %d)."), p->ui.level);
    printf(" ");
    printf(TR(p, "You play %s."), side_name(p, p->ui.human));
    printf("\n%s\n", TR(p, "Type a move such as Ie5 or Ic5c6, a deploy step T>c3, or help."));
    if (tl_game_turn(p->game) != p->ui.human)
        engine_turn(p, p->ui.level);
    show(p);
    gk_play_loop(&p->ui);
    return 0;
}

static int usage(void)
{
    fprintf(stderr,
            "usage: cotulenh-play [--side red|blue] [--level 0-10] [--movetime MS]\n"
            "                     [--clock quick10|quick15|total30|MIN[+INC]]\n"
            "                     [--mode total|battles] [--reduced] [--seed N]\n"
            "                     [--fen FEN] [--lang vi|en] [--color | --no-color]\n"
            "                     [--demo | --interactive]\n"
            "Play Co tu lenh against the engine; --demo (or stdin not a terminal)\n"
            "plays an engine-vs-engine game (default 40 ms a turn) and exits;\n"
            "--interactive reads moves from stdin even when it is not a terminal;\n"
            "--fen starts from a position (T45, one argument); --clock gives both\n"
            "sides MIN minutes (+INC seconds a turn), adjudicated by points (T55)\n"
            "when a flag falls.\n");
    return 2;
}

int main(int argc, char **argv)
{
    static const char prog[] = "cotulenh-play";
    play p = {0};
    tl_rules rules;
    int demo_mode = !isatty(0), rc;
    long movetime = -1, v;
    const char *fen = NULL;
    int64_t clock_ms = 0, inc_ms = 0;
    tl_rules_init(&rules);
    p.ui = (gk_play){.ops = &play_ops, .app = &p, .lang = gk_play_lang_from_env(),
                     .human = TL_RED, .level = -1};
    p.color = isatty(1);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *val = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            usage();
            return 0;
        } else if (!strcmp(a, "--demo")) {
            demo_mode = 1;
        } else if (!strcmp(a, "--interactive")) {
            demo_mode = 0;
        } else if (!strcmp(a, "--no-color")) {
            p.color = 0;
        } else if (!strcmp(a, "--color")) {
            p.color = 1;
        } else if (!strcmp(a, "--reduced")) {
            rules.start = TL_START_REDUCED;
        } else if (!val) {
            return usage();
        } else {
            i++;
            if (!strcmp(a, "--side") && (!strcmp(val, "red") || !strcmp(val, "blue")))
                p.ui.human = !strcmp(val, "blue") ? TL_BLUE : TL_RED;
            else if (!strcmp(a, "--level") && !gk_cli_int(val, TL_LEVEL_FULL, TL_LEVEL_MAX, &v))
                p.ui.level = (int)v;
            else if (!strcmp(a, "--clock") && !gk_play_clock_parse(val, &clock_ms, &inc_ms))
                continue;
            else if (!strcmp(a, "--lang") && !gk_play_lang_parse(val, &p.ui.lang))
                continue;
            else if (!strcmp(a, "--movetime") && !gk_cli_int(val, 1, 3600000, &v))
                movetime = v;
            else if (!strcmp(a, "--mode") && (!strcmp(val, "total") || !strcmp(val, "battles")))
                rules.mode = !strcmp(val, "battles") ? TL_MODE_BATTLES : TL_MODE_TOTAL;
            else if (!strcmp(a, "--fen"))
                fen = val;
            else if (!strcmp(a, "--seed") && !gk_cli_int(val, 0, 2147483647, &v))
                p.seed = (uint64_t)v;
            else
                return usage();
        }
    }
    if (p.ui.level < 0) /* a person plays the default level; a demo shows the Master */
        p.ui.level = demo_mode ? TL_LEVEL_MAX : TL_LEVEL_DEFAULT;
    p.movetime = movetime > 0 ? (int)movetime : demo_mode ? 40 : 1000;
    if (clock_ms)
        gk_play_clock_set(&p.ui.clock, clock_ms, inc_ms);
    if ((rc = tl_game_new(&rules, &p.game)) != TL_OK)
        return gk_cli_fail(prog, "bad rule options: %s", tl_strerror(rc));
    set_language(&p);
    if (fen && tl_game_set_fen(p.game, fen) != TL_OK) {
        rc = gk_cli_fail(prog, "invalid position: %s", tl_game_error(p.game));
        tl_game_free(p.game);
        return rc;
    }
    if (tl_engine_new(NULL, &p.engine) != TL_OK) {
        tl_game_free(p.game);
        fprintf(stderr, "%s: out of memory\n", prog);
        return 1;
    }
    rc = demo_mode ? demo(&p) : interactive(&p);
    tl_engine_free(p.engine);
    tl_game_free(p.game);
    return rc;
}
