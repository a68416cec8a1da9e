/* The input loop, command words, clocks and words of the play programs
 * (gk_play.h). */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <errno.h>
#include <locale.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#if GK_HAVE_LIBEDIT
#  include <editline/readline.h>
#endif

#include "gk_level.h"
#include "gk_line.h"
#include "gk_play.h"
#include "gk_search.h"

/* The programs' words (the play programs, this file, and the record
 * programs with gk_record_tool.c), looked up by their English form; the Vietnamese takes the same conversions in the
 * same order.  Terms from the rules texts (quân, ăn quân, tư lệnh, ...);
 * the command words the player types stay English in both. */
static const char *const catalogue[][2] = {
    /* the loop */
    {"%s: %s (type help for help)", "%s: %s (gõ help để xem hướng dẫn)"},
    {"  Levels:", "  Các mức:"},
    {" (default)", " (mặc định)"},
    {"Nothing to undo: you have not moved yet.", "Không có gì để đi lại: bạn chưa đi nước nào."},
    {"Took back %d %s.", "Đã đi lại %d %s."},
    {"plies", "nước"},
    {"step", "bước"},
    {"steps", "bước"},
    {"Took back the %s: the game goes on.", "Đã hủy %s: ván cờ tiếp tục."},
    {"%s: the game is over (type undo to take back, or quit).",
     "%s: ván cờ đã kết thúc (gõ undo để đi lại, hoặc quit để thoát)."},
    {"Hint: %s (you %s)", "Gợi ý: %s (bạn %s)"},
    {"The engine declines the draw: it thinks it is ahead.",
     "Máy không nhận hòa: máy cho rằng mình đang hơn."},
    {"The engine accepts the draw.", "Máy nhận hòa."},
    {"level: give a number from 0 to %d (now %d)", "level: hãy cho một số từ 0 đến %d (hiện là %d)"},
    {"Engine level %d.", "Máy chơi ở cấp %d."},
    {"Type undo to take back, or quit.", "Gõ undo để đi lại, hoặc quit để thoát."},
    {"That line is too long (%zu bytes, at most %d): ignored.",
     "Dòng này quá dài (%zu byte, tối đa %d): bỏ qua."},
    {"That line holds a NUL byte: ignored.", "Dòng này có byte NUL: bỏ qua."},
    {"wins in %d", "thắng sau %d nước"},
    {"loses in %d", "thua sau %d nước"},
    {"%+d point", "%+d điểm"},
    {"%+d points", "%+d điểm"},
    {"0 points", "0 điểm"},
    {"[depth %d, engine %s]", "[độ sâu %d, máy %s]"},
    {"Red wins", "Đỏ thắng"},
    {"Blue wins", "Xanh thắng"},
    {"draw", "hòa"},
    {"Game over: %s (%s). %s: Red %d, Blue %d.", "Ván cờ kết thúc: %s (%s). %s: Đỏ %d, Xanh %d."},
    {"Result: %s", "Kết quả: %s"},
    {"Score", "Điểm"},
    {"Points", "Điểm"},
    {"%s's time is up.", "%s hết giờ."},
    {"Red %s | Blue %s", "Đỏ %s | Xanh %s"},
    {"Clocks: %s", "Đồng hồ: %s"},
    {"The engine is thinking… %s", "Máy đang nghĩ… %s"},
    {"The clocks are stopped.", "Đồng hồ đã dừng."},
    /* both programs */
    {"%s to move", "%s đi"},
    {"Game over: %s (%s)", "Ván cờ kết thúc: %s (%s)"},
    {"You play %s.", "Bạn cầm quân %s."},
    /* cotoan-play */
    {"Cờ toán against the libcotoan engine (level %d).", "Cờ toán với máy libcotoan (cấp %d)."},
    {"Type a move such as 7c4 or c1c4, or help.", "Gõ một nước đi như 7c4 hoặc c1c4, hoặc help."},
    {"Cờ toán demo: the engine (level %d, %d ms a move) plays both sides.",
     "Cờ toán trình diễn: máy (cấp %d, %d ms một nước) cầm cả hai bên."},
    {" | Red %d, Blue %d | ply %d", " | Đỏ %d, Xanh %d | nước %d"},
    {"The game ends: %s wins on time.", "Ván cờ kết thúc: %s thắng vì đối phương hết giờ."},
    /* cotulenh-play */
    {"Cờ tư lệnh against the libcotulenh engine (level %d).",
     "Cờ tư lệnh với máy libcotulenh (cấp %d)."},
    {"Type a move such as Ie5 or Ic5c6, a deploy step T>c3, or help.",
     "Gõ một nước đi như Ie5 hoặc Ic5c6, một bước tách quân T>c3, hoặc help."},
    {"Cờ tư lệnh demo: the engine (level %d, %d ms a turn) plays both sides%s%s.",
     "Cờ tư lệnh trình diễn: máy (cấp %d, %d ms một lượt) cầm cả hai bên%s%s."},
    {", battles mode", ", chế độ từng trận"},
    {", reduced start", ", thế cờ rút gọn"},
    {"The engine found no turn.", "Máy không tìm được lượt đi."},
    {"%s is in check.", "%s đang bị chiếu tư lệnh."},
    {"%s ends the deploy session", "%s kết thúc lượt tách quân"},
    {" | deploying from %s: may still step", " | đang tách quân từ %s: còn có thể tách"},
    {"; may end (type end)", "; có thể kết thúc (gõ end)"},
    {" | points Red %d, Blue %d | halfmove %d, move %d",
     " | điểm Đỏ %d, Xanh %d | nửa nước %d, nước %d"},
    {"Battles mode (T54), lose all of one force and you lose: Red navy %d, air %d, land %d | "
     "Blue navy %d, air %d, land %d",
     "Chế độ từng trận (T54), mất hết một binh chủng là thua: Đỏ hải quân %d, không quân %d, "
     "lục quân %d | Xanh hải quân %d, không quân %d, lục quân %d"},
    {"%d legal:", "%d nước hợp lệ:"},
    {"Your deploy session is open: type the next step, or end.",
     "Lượt tách quân của bạn còn mở: gõ bước tiếp theo, hoặc end."},
    {"river, fords on f and h", "sông, chỗ lội ở f và h"},
    {"~ sea   = coast and river mouth   . land   (..) a stack, carrier first   + heroic",
     "~ biển   = bờ biển và cửa sông   . đất liền   (..) một chồng quân, quân chở trước   + anh hùng"},
    {"sea, coast and river mouth shaded   (..) a stack, carrier first   + heroic (underlined)",
     "biển, bờ biển và cửa sông tô màu   (..) một chồng quân, quân chở trước   + anh hùng "
     "(gạch chân)"},
    {"deploying", "đang tách quân"},
    {"%s's time is up (T55): the game is adjudicated by points.",
     "%s hết giờ (T55): ván cờ được phân xử theo điểm."},
    {"Saved the game to %s.", "Đã lưu ván cờ vào %s."},
    {"save: cannot write %s", "save: không ghi được %s"},
    {"the record (out of memory)", "biên bản (hết bộ nhớ)"},
    {"load: cannot read %s", "load: không đọc được %s"},
    {"load: %s holds no game", "load: %s không có ván cờ nào"},
    {"Loaded %s (%d moves and steps).", "Đã mở %s (%d nước và bước)."},
    {"%.4s: give a file name", "%.4s: hãy cho tên tệp"},
    {"You", "Bạn"},
    /* the record programs (gk_record_tool.c, cotoan-record, cotulenh-record) */
    {"(%s --help lists the options)", "(%s --help liệt kê các tùy chọn)"},
    {"more than one file: %s", "nhiều hơn một tệp: %s"},
    {"--write takes %s or %s, not %%s", "--write nhận %s hoặc %s, không phải %%s"},
    {"not a %s number: %%s", "không phải số %s: %%s"},
    {"--game takes a game number from 1: %s", "--game nhận số thứ tự của ván cờ, từ 1: %s"},
    {"--lang takes vi or en: %s", "--lang nhận vi hoặc en: %s"},
    {"--square takes %ld to 512 pixels: %%s", "--square nhận từ %ld đến 512 điểm ảnh: %%s"},
    {"unknown option %s", "không có tùy chọn %s"},
    {"no record file given", "chưa cho tệp biên bản"},
    {"cannot read %s", "không đọc được %s"},
    {"%s holds %ld game, not %ld", "%s có %ld ván cờ, không phải %ld"},
    {"%s holds %ld games, not %ld", "%s có %ld ván cờ, không phải %ld"},
    {"%s: %ld game, all valid", "%s: %ld ván cờ, tất cả hợp lệ"},
    {"%s: %ld games, all valid", "%s: %ld ván cờ, tất cả hợp lệ"},
    {"cannot write the record: %s", "không ghi được biên bản: %s"},
    {"game %ld", "ván cờ %ld"},
    {" (%s vs %s)", " (%s đấu với %s)"},
    {" (in progress, %s to move)", " (đang chơi, %s đi)"},
    {"game %ld from %s", "ván cờ %ld từ thế cờ %s"},
    {"  [Red %d, Blue %d]", "  [Đỏ %d, Xanh %d]"},
    {"--mover takes front or back: %s", "--mover nhận front hoặc back: %s"},
    {"bad number: %s", "số không hợp lệ: %s"},
    {"game %ld has %ld plies, not %ld", "ván cờ %ld có %ld nước, không phải %ld"},
    {" after %d plies; Red %d, Blue %d", " sau %d nước; Đỏ %d, Xanh %d"},
    {"--start takes standard or reduced: %s", "--start nhận standard hoặc reduced: %s"},
    {"--mode takes total or battles: %s", "--mode nhận total hoặc battles: %s"},
    {"game %ld has %ld turns, not %ld", "ván cờ %ld có %ld lượt, không phải %ld"},
    {" after %ld turns; Red %d, Blue %d", " sau %ld lượt; Đỏ %d, Xanh %d"},
    {"ends the deploy session", "kết thúc lượt tách quân"},
};

const char *gk_play_tr(int lang, const char *english)
{
    if (lang != GK_LANG_VI || !english)
        return english;
    for (size_t i = 0; i < sizeof catalogue / sizeof catalogue[0]; i++)
        if (!strcmp(catalogue[i][0], english))
            return catalogue[i][1];
    return gk_tr(lang, english);
}

int gk_play_lang_entry(size_t i, const char **english, const char **vietnamese)
{
    if (i >= sizeof catalogue / sizeof catalogue[0])
        return 0;
    *english = catalogue[i][0];
    *vietnamese = catalogue[i][1];
    return 1;
}

int gk_play_lang_from_env(void)
{
    static const char *const names[] = {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        const char *v = getenv(names[i]);
        if (v && *v)
            return !strncmp(v, "vi", 2) ? GK_LANG_VI : GK_LANG_EN;
    }
    return GK_LANG_EN;
}

int gk_play_lang_parse(const char *text, int *lang)
{
    if (!strcmp(text, "vi") || !strcmp(text, "en")) {
        *lang = !strcmp(text, "vi") ? GK_LANG_VI : GK_LANG_EN;
        return 0;
    }
    return -1;
}

int gk_play_clock_parse(const char *text, int64_t *base_ms, int64_t *inc_ms)
{
    static const struct {
        const char *name;
        int minutes;
    } presets[] = {{"quick10", 10}, {"quick15", 15}, {"total30", 30}};
    for (size_t i = 0; i < sizeof presets / sizeof presets[0]; i++)
        if (!strcmp(text, presets[i].name)) {
            *base_ms = (int64_t)presets[i].minutes * 60000;
            *inc_ms = 0;
            return 0;
        }
    char *end;
    if (!isdigit((unsigned char)text[0]) && text[0] != '.')
        return -1;
    const double min = strtod(text, &end);
    long inc = 0;
    if (end == text || !(min > 0) || min > 600)
        return -1;
    if (*end == '+') {
        const char *s = end + 1;
        if (!isdigit((unsigned char)*s))
            return -1;
        inc = strtol(s, &end, 10);
        if (inc > 600)
            return -1;
    }
    if (*end)
        return -1;
    const int64_t ms = (int64_t)(min * 60000.0 + 0.5);
    *base_ms = ms < 1 ? 1 : ms;
    *inc_ms = (int64_t)inc * 1000;
    return 0;
}

void gk_play_clock_set(gk_play_clock *c, int64_t base_ms, int64_t inc_ms)
{
    c->on = 1;
    c->left_ns[0] = c->left_ns[1] = base_ms * 1000000;
    c->inc_ns = inc_ms * 1000000;
}

int32_t gk_play_clock_budget(const gk_play_clock *c, int side)
{
    return (int32_t)gk_clock_budget_ms((uint64_t)(c->left_ns[side & 1] / 1000000),
                                       (uint64_t)(c->inc_ns / 1000000), INT32_MAX);
}

void gk_play_clock_text(int64_t ns, char *buf, size_t size)
{
    const int64_t ms = ns < 0 ? 0 : ns / 1000000;
    snprintf(buf, size, "%lld:%02lld.%lld", (long long)(ms / 60000),
             (long long)(ms / 1000 % 60), (long long)(ms / 100 % 10));
}

int gk_play_charge(gk_play *g, int side, int64_t start_ns, int turn_done)
{
    gk_play_clock *c = &g->clock;
    if (!c->on)
        return 0;
    int64_t *left = &c->left_ns[side & 1];
    *left -= gk_now_ns() - start_ns;
    if (*left > 0) {
        if (turn_done)
            *left += c->inc_ns;
        return 0;
    }
    /* the flag fell: the clocks stop, the game's rule decides */
    *left = 0;
    c->on = 0;
    g->ops->time_out(g->app, side);
    return 1;
}

int32_t gk_play_movetime(const gk_play *g, int side, int32_t movetime_ms)
{
    return g->clock.on ? gk_play_clock_budget(&g->clock, side) : movetime_ms;
}

void gk_play_clocks_text(const gk_play *g, int side, int64_t start_ns, char *buf, size_t size)
{
    char t[2][32];
    for (int i = 0; i < 2; i++) {
        int64_t left = g->clock.left_ns[i];
        if (start_ns && i == (side & 1))
            left -= gk_now_ns() - start_ns;
        gk_play_clock_text(left, t[i], sizeof t[i]);
    }
    snprintf(buf, size, GK_TR(g, "Red %s | Blue %s"), t[0], t[1]);
}

void gk_play_show_clocks(const gk_play *g)
{
    char clocks[96];
    if (!g->clock.on)
        return;
    gk_play_clocks_text(g, 0, 0, clocks, sizeof clocks);
    gk_play_say(g, "Clocks: %s", clocks);
}

/* The status line of the engine's search (gk_play_think()): a thread that
 * redraws it about every second until told to stop.  The main thread
 * prints nothing meanwhile (it is in the search), so stdout is the
 * thread's alone. */
struct gk_play_ticker {
    const gk_play *g;
    pthread_t thread;
    pthread_mutex_t lock;
    pthread_cond_t wake;
    int stop;
    int width; /* the longest line drawn, in bytes: what erasing covers */
};

static void ticker_draw(gk_play_ticker *t)
{
    char clocks[96], line[160];
    gk_play_clocks_text(t->g, t->g->think_side, t->g->think_start, clocks, sizeof clocks);
    int n = snprintf(line, sizeof line, GK_TR(t->g, "The engine is thinking… %s"), clocks);
    if (n < 0)
        return;
    if (n > (int)sizeof line - 1)
        n = (int)sizeof line - 1;
    /* over the line before: a shorter one is padded with spaces */
    printf("\r%s%*s", line, t->width > n ? t->width - n : 0, "");
    if (n > t->width)
        t->width = n;
    fflush(stdout);
}

static void *ticker_run(void *arg)
{
    gk_play_ticker *t = arg;
    pthread_mutex_lock(&t->lock);
    while (!t->stop) {
        ticker_draw(t);
        struct timespec until;
        clock_gettime(CLOCK_REALTIME, &until);
        until.tv_sec += 1;
        int rc = 0;
        while (!t->stop && rc != ETIMEDOUT)
            rc = pthread_cond_timedwait(&t->wake, &t->lock, &until);
    }
    pthread_mutex_unlock(&t->lock);
    return NULL;
}

/* The status line begins (nothing if the thread cannot start). */
static void ticker_start(gk_play *g)
{
    gk_play_ticker *t = calloc(1, sizeof *t);
    if (!t)
        return;
    t->g = g;
    if (pthread_mutex_init(&t->lock, NULL))
        goto no_lock;
    if (pthread_cond_init(&t->wake, NULL))
        goto no_wake;
    if (pthread_create(&t->thread, NULL, ticker_run, t))
        goto no_thread;
    g->ticker = t;
    return;
no_thread:
    pthread_cond_destroy(&t->wake);
no_wake:
    pthread_mutex_destroy(&t->lock);
no_lock:
    free(t);
}

/* The status line ends and is erased. */
static void ticker_stop(gk_play *g)
{
    gk_play_ticker *t = g->ticker;
    if (!t)
        return;
    pthread_mutex_lock(&t->lock);
    t->stop = 1;
    pthread_cond_signal(&t->wake);
    pthread_mutex_unlock(&t->lock);
    pthread_join(t->thread, NULL);
    if (t->width)
        printf("\r%*s\r", t->width, "");
    fflush(stdout);
    pthread_cond_destroy(&t->wake);
    pthread_mutex_destroy(&t->lock);
    free(t);
    g->ticker = NULL;
}

/* The human's timed turn is complete: its increment, once. */
static void human_turn_done(gk_play *g)
{
    g->clock.left_ns[g->human & 1] += g->clock.inc_ns;
    g->turn_open = 0;
}

int32_t gk_play_think(gk_play *g, int side, int32_t movetime_ms)
{
    if (g->clock.on && g->turn_open && side != g->human) {
        /* the engine answers: the human's turn is complete */
        human_turn_done(g);
        gk_play_show_clocks(g);
    }
    fflush(stdout);
    g->think_side = side;
    g->think_start = gk_now_ns();
    const int32_t movetime = gk_play_movetime(g, side, movetime_ms);
    if (g->clock.on && isatty(1))
        ticker_start(g);
    return movetime;
}

int gk_play_thought(gk_play *g, int found)
{
    ticker_stop(g);
    return found && !gk_play_charge(g, g->think_side, g->think_start, 1);
}

gk_play_cmd gk_play_command(const char *s)
{
    static const struct {
        const char *word;
        gk_play_cmd cmd;
    } words[] = {
        {"quit", GK_PLAY_QUIT},   {"exit", GK_PLAY_QUIT},     {"help", GK_PLAY_HELP},
        {"?", GK_PLAY_HELP},      {"board", GK_PLAY_BOARD},   {"moves", GK_PLAY_MOVES},
        {"undo", GK_PLAY_UNDO},   {"hint", GK_PLAY_HINT},     {"resign", GK_PLAY_RESIGN},
        {"draw", GK_PLAY_DRAW},
    };
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (!strcmp(s, words[i].word))
            return words[i].cmd;
    if (!strncmp(s, "level", 5) && (s[5] == '\0' || isspace((unsigned char)s[5])))
        return GK_PLAY_LEVEL;
    return GK_PLAY_MOVE;
}

int gk_play_needs_game(gk_play_cmd cmd)
{
    return cmd == GK_PLAY_HINT || cmd == GK_PLAY_RESIGN || cmd == GK_PLAY_DRAW;
}

int gk_play_level(const char *line, int lo, int hi, int *level)
{
    char *end;
    const char *s = line + 5; /* after "level" */
    while (isspace((unsigned char)*s))
        s++;
    if (!isdigit((unsigned char)*s))
        return -1;
    long v = strtol(s, &end, 10);
    while (isspace((unsigned char)*end))
        end++;
    if (*end || v < lo || v > hi)
        return -1;
    *level = (int)v;
    return 0;
}

void gk_play_say(const gk_play *g, const char *english, ...)
{
    va_list ap;
    va_start(ap, english);
#if defined(__GNUC__) || defined(__clang__)
#  pragma GCC diagnostic push
#  pragma GCC diagnostic ignored "-Wformat-nonliteral"
#endif
    vprintf(GK_TR(g, english), ap);
#if defined(__GNUC__) || defined(__clang__)
#  pragma GCC diagnostic pop
#endif
    va_end(ap);
    putchar('\n');
}

void gk_play_reject(const gk_play *g, const char *input, const char *why)
{
    char esc[128], wesc[512];
    gk_escape(esc, sizeof esc, input, strlen(input));
    gk_escape(wesc, sizeof wesc, why, strlen(why));
    printf(GK_TR(g, "%s: %s (type help for help)"), esc, wesc);
    printf("\n");
}

void gk_play_columns(const char *const *words, int count, int n)
{
    for (int i = 0; i < count; i++)
        printf("%s%s", words[i], (i + 1) % n == 0 || i + 1 == count ? "\n" : " ");
}

void gk_play_score_text(const gk_play *g, int kind, int value, char *buf, size_t size)
{
    const int scale = g->ops->score_scale;
    if (kind == 1) {
        snprintf(buf, size, GK_TR(g, "wins in %d"), value);
    } else if (kind == 2) {
        snprintf(buf, size, GK_TR(g, "loses in %d"), value);
    } else {
        /* rounded to the nearest point, halves away from zero */
        const int points = value >= 0 ? (value + scale / 2) / scale : -((-value + scale / 2) / scale);
        if (points == 0)
            snprintf(buf, size, "%s", GK_TR(g, "0 points"));
        else
            snprintf(buf, size, points == 1 || points == -1 ? GK_TR(g, "%+d point")
                                                            : GK_TR(g, "%+d points"),
                     points);
    }
}

void gk_play_engine_note(const gk_play *g, int depth, int kind, int value, char *buf,
                         size_t size)
{
    char score[48];
    gk_play_score_text(g, kind, value, score, sizeof score);
    snprintf(buf, size, GK_TR(g, "[depth %d, engine %s]"), depth, score);
}

void gk_play_game_over(const gk_play *g, int result, const char *termination,
                       const char *what, int red, int blue, const char *result_text)
{
    printf("\n");
    printf(GK_TR(g, "Game over: %s (%s). %s: Red %d, Blue %d."),
           GK_TR(g, result == 1 ? "Red wins" : result == 2 ? "Blue wins" : "draw"),
           termination, GK_TR(g, what), red, blue);
    printf("\n");
    printf(GK_TR(g, "Result: %s"), result_text);
    printf("\n");
}

/* Whether the human has a move in the game's history: taking back moves
 * on a copy until the side to move is the human's (then the move taken
 * back was the human's). */
static int human_has_moved(const gk_play *g)
{
    gk_play_app *copy = g->ops->copy(g->app);
    int found = 0;
    if (!copy)
        return 0;
    while (!found && g->ops->take_back(copy) == 0)
        found = g->ops->turn(copy) == g->human;
    g->ops->free_copy(copy);
    return found;
}

void gk_play_undo(gk_play *g)
{
    const gk_play_ops *o = g->ops;
    const char *action = o->forced_end ? o->forced_end(g->app) : NULL;
    if (action && o->take_back(g->app) == 0) {
        printf(GK_TR(g, "Took back the %s: the game goes on."), action);
        printf("\n");
        o->board(g->app);
        return;
    }
    int n = o->history(g->app), humans = 0;
    if (!human_has_moved(g)) {
        printf("%s\n", GK_TR(g, "Nothing to undo: you have not moved yet."));
        return;
    }
    while (o->take_back(g->app) == 0) {
        const int mine = o->turn(g->app) == g->human;
        humans |= mine;
        if (humans && mine && !(o->mid_turn && o->mid_turn(g->app)))
            break;
    }
    int k = n - o->history(g->app);
    printf(GK_TR(g, "Took back %d %s."), k, GK_TR(g, k == 1 ? o->unit : o->units));
    printf("\n");
    o->board(g->app);
}

/* The levels' names (gk_level.h), the full engine's first, the current
 * one and the default marked. */
static void print_levels(const gk_play *g)
{
    fputs(GK_TR(g, "  Levels:"), stdout);
    for (int l = GK_LEVEL_FULL; l <= GK_LEVEL_MAX; l++)
        printf("%s %d %s%s%s", l == GK_LEVEL_FULL ? "" : ",", l, gk_level_name(l, g->lang),
               l == GK_LEVEL_DEFAULT ? GK_TR(g, " (default)") : "",
               l == g->level ? " *" : "");
    putchar('\n');
}

void gk_play_input(gk_play *g, const char *s)
{
    const gk_play_ops *o = g->ops;
    gk_play_cmd cmd = gk_play_command(s);
    int ended = o->ended(g->app);
    char text[256], score[48];
    int kind, value;
    if (cmd == GK_PLAY_HELP) {
        fputs(o->help[g->lang == GK_LANG_VI], stdout);
        print_levels(g);
    } else if (cmd == GK_PLAY_BOARD) {
        o->board(g->app);
    } else if (cmd == GK_PLAY_MOVES) {
        o->moves(g->app);
    } else if (cmd == GK_PLAY_UNDO) {
        gk_play_undo(g);
    } else if (gk_play_needs_game(cmd) && ended) {
        printf(GK_TR(g, "%s: the game is over (type undo to take back, or quit)."), s);
        printf("\n");
    } else if (cmd == GK_PLAY_HINT) {
        if (o->search(g->app, text, sizeof text, &kind, &value)) {
            gk_play_score_text(g, kind, value, score, sizeof score);
            printf(GK_TR(g, "Hint: %s (you %s)"), text, score);
            printf("\n");
        }
    } else if (cmd == GK_PLAY_RESIGN) {
        o->resign(g->app);
    } else if (cmd == GK_PLAY_DRAW) {
        /* The engine accepts unless it thinks it is ahead: the search is
         * from the human's side (to move), so a loss or a negative score
         * means the engine is ahead. */
        if (o->search(g->app, text, sizeof text, &kind, &value)
            && (kind == 2 || (kind == 0 && value < 0))) {
            printf("%s\n", GK_TR(g, "The engine declines the draw: it thinks it is ahead."));
        } else {
            printf("%s\n", GK_TR(g, "The engine accepts the draw."));
            o->agree_draw(g->app);
        }
    } else if (cmd == GK_PLAY_LEVEL) {
        int lv;
        if (gk_play_level(s, GK_LEVEL_FULL, o->level_max, &lv))
            printf(GK_TR(g, "level: give a number from 0 to %d (now %d)"), o->level_max,
                   g->level);
        else
            printf(GK_TR(g, "Engine level %d."), g->level = lv);
        printf("\n");
    } else if (!o->command || !o->command(g->app, s, ended)) {
        o->move(g->app, s);
    }
}

/* The line without the white space around it. */
static char *trim(char *s)
{
    while (isspace((unsigned char)*s))
        s++;
    for (char *e = s + strlen(s); e > s && isspace((unsigned char)e[-1]);)
        *--e = '\0';
    return s;
}

/* One line of the human after the prompt: GK_LINE_* as gk_read_line(). */
static int read_line(int edit, const char *prompt, char *line, size_t size, size_t *len)
{
#if GK_HAVE_LIBEDIT
    if (edit) {
        char *got = readline(prompt);
        if (!got)
            return GK_LINE_EOF;
        *len = strlen(got);
        int status = *len >= size ? GK_LINE_TOO_LONG : GK_LINE_OK;
        if (status == GK_LINE_OK) {
            memcpy(line, got, *len + 1);
            if (*trim(got))
                add_history(line);
        }
        free(got);
        return status;
    }
#else
    (void)edit;
#endif
    fputs(prompt, stdout);
    fflush(stdout);
    return gk_read_line(stdin, line, size, len);
}

void gk_play_loop(gk_play *g)
{
    const gk_play_ops *o = g->ops;
    char line[GK_PLAY_LINE_MAX + 1], words[64], prompt[128], clock[32];
    const int edit = isatty(0) && isatty(1);
#if GK_HAVE_LIBEDIT
    if (edit) {
        setlocale(LC_CTYPE, ""); /* UTF-8 input in the line editor */
        using_history();
        stifle_history(1000);
    }
#endif
    while (!g->done) {
        if (o->over(g->app))
            printf("%s\n", GK_TR(g, "Type undo to take back, or quit."));
        const int timed = g->clock.on && !o->ended(g->app) && o->turn(g->app) == g->human;
        o->prompt(g->app, words, sizeof words);
        if (timed)
            gk_play_clock_text(g->clock.left_ns[g->human & 1], clock, sizeof clock);
        snprintf(prompt, sizeof prompt, "%s%s%s> ", words, timed ? " " : "", timed ? clock : "");
        const int64_t start = gk_now_ns();
        size_t len;
        int status = read_line(edit, prompt, line, sizeof line, &len);
        if (status == GK_LINE_EOF)
            break;
        if (timed && gk_play_charge(g, g->human, start, 0))
            continue; /* the flag fell before the line was typed */
        if (status == GK_LINE_TOO_LONG) {
            printf(GK_TR(g, "That line is too long (%zu bytes, at most %d): ignored."), len,
                   GK_PLAY_LINE_MAX);
            printf("\n");
            continue;
        }
        if (status == GK_LINE_NUL) {
            printf("%s\n", GK_TR(g, "That line holds a NUL byte: ignored."));
            continue;
        }
        char *s = trim(line);
        if (!*s)
            continue;
        if (gk_play_command(s) == GK_PLAY_QUIT)
            break;
        const int before = o->history(g->app);
        const int64_t input = gk_now_ns();
        g->turn_open = timed; /* the engine's reply gives the increment (gk_play_think) */
        gk_play_input(g, s);
        const int after = o->history(g->app);
        if (timed && g->clock.on) {
            if (after == before) /* a command (a hint searches): the human's time */
                gk_play_charge(g, g->human, input, 0);
            else if (g->turn_open && after > before
                     && !(o->turn(g->app) == g->human && o->mid_turn && o->mid_turn(g->app)))
                human_turn_done(g);
        }
        g->turn_open = 0;
    }
    printf("\n");
}
