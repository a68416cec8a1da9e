/* The SVG board of libcotulenh (tl_game_render_svg()): what it draws for
 * the start position, stacks and heroic pieces, the flipped view, the
 * air-defence cover (T26), the last move, an open deploy session (T21) and
 * a commander in check (T35); integer coordinates, balanced groups. */
#include "testutil.h"

static char svg[1 << 17];

static const char *render(const tl_game *g, const tl_svg_options *o)
{
    int n = tl_game_render_svg(g, o, svg, sizeof svg);
    ck_assert_int_gt(n, 0);
    ck_assert_uint_lt((size_t)n, sizeof svg);
    ck_assert_uint_eq(strlen(svg), (size_t)n);
    return svg;
}

static int count(const char *hay, const char *needle)
{
    int n = 0;
    for (const char *p = strstr(hay, needle); p; p = strstr(p + 1, needle))
        n++;
    return n;
}

/* The group of the stack on a square, as a string of its own. */
static const char *stack_group(const char *doc, const char *square, char *out, size_t size)
{
    char key[48];
    snprintf(key, sizeof key, "data-square=\"%s\"", square);
    const char *p = strstr(doc, key);
    ck_assert_msg(p != NULL, "no stack on %s", square);
    const char *end = strstr(p, "</g>\n");
    ck_assert_ptr_nonnull(end);
    size_t len = (size_t)(end - p);
    ck_assert_uint_lt(len, size);
    memcpy(out, p, len);
    out[len] = '\0';
    return out;
}

START_TEST(test_start_picture)
{
    tl_game *g = tl_load(NULL);
    const char *s = render(g, NULL);
    ck_assert(strncmp(s, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg ", 44) == 0);
    ck_assert(strstr(s, "viewBox=\"0 0 1200 1350\"") != NULL); /* 11 x 12 points + river */
    ck_assert(strstr(s, "width=\"576\" height=\"648\"") != NULL);  /* 48 px a point */
    ck_assert(strstr(s, "<title>C\u1edd t\u01b0 l\u1ec7nh: " TL_START_FEN "</title>") != NULL);
    ck_assert_int_eq(count(s, "class=\"stack red\""), 19);
    ck_assert_int_eq(count(s, "class=\"stack blue\""), 19);
    ck_assert_int_eq(count(s, "class=\"piece headquarters\""), 4);
    ck_assert_int_eq(count(s, "heroic"), 0);
    ck_assert_int_eq(count(s, "class=\"last-move"), 0);  /* no history */
    ck_assert_int_eq(count(s, "air-defence"), 0);        /* off by default */
    ck_assert_int_eq(count(s, "class=\"session\""), 0);
    ck_assert_int_eq(count(s, "class=\"check\""), 0);
    /* the terrain of T3/T4: sea, coast (file c, d6-e7), river, two fords,
     * the four headquarters' squares */
    ck_assert_int_eq(count(s, "class=\"sea\""), 2);    /* files a, b */
    ck_assert_int_eq(count(s, "class=\"coast\""), 3);  /* c, d6-d7, e6-e7 */
    ck_assert_int_eq(count(s, "class=\"river\""), 1);
    ck_assert_int_eq(count(s, "class=\"ford\""), 2);
    ck_assert_int_eq(count(s, "class=\"hq-square\""), 4);
    /* well formed: every group closed, the document ends */
    ck_assert_int_eq(count(s, "<g"), count(s, "</g>"));
    ck_assert(strcmp(s + strlen(s) - 7, "</svg>\n") == 0);
    /* no floating-point coordinates: every x, y, cx, cy, r is an integer */
    for (const char *p = strstr(s, "=\""); p; p = strstr(p + 1, "=\"")) {
        const char *name = p;
        while (name > s && name[-1] != ' ')
            name--;
        size_t nl = (size_t)(p - name);
        if ((nl == 1 && (*name == 'x' || *name == 'y' || *name == 'r'))
            || (nl == 2 && name[0] == 'c' && (name[1] == 'x' || name[1] == 'y'))) {
            const char *v = p + 2;
            if (*v == '-')
                v++;
            ck_assert_msg(*v >= '0' && *v <= '9', "%.20s", name);
            while (*v >= '0' && *v <= '9')
                v++;
            ck_assert_msg(*v == '"', "not an integer: %.24s", name);
        }
    }
    tl_game_free(g);
}
END_TEST

START_TEST(test_stacks_and_heroes)
{
    char group[4096];
    tl_game *g =
        tl_load("8c2/11/11/10i/10i/11/4i6/11/10I/1(N+FT)8I/11/3(+HC)7 r - - 0 1");
    const char *s = render(g, NULL);
    /* the stack on b3 shows its carrier and both passengers, in T17 order */
    stack_group(s, "b3", group, sizeof group);
    const char *n = strstr(group, "piece navy"), *f = strstr(group, "piece air-force heroic"),
               *t = strstr(group, "piece tank");
    ck_assert(n && f && t && n < f && f < t);
    ck_assert_int_eq(count(group, "class=\"piece "), 3);
    ck_assert_int_eq(count(group, "class=\"hero\""), 1); /* the star of the air force */
    ck_assert(strstr(group, ">N</text>") && strstr(group, ">F</text>")
              && strstr(group, ">T</text>"));
    /* a heroic headquarters carrying the commander */
    stack_group(s, "d1", group, sizeof group);
    ck_assert(strstr(group, "piece headquarters heroic") != NULL);
    ck_assert(strstr(group, "piece commander\"") != NULL);
    ck_assert(strstr(group, "<rect") != NULL); /* a headquarters is square */
    /* a lone piece is one token */
    stack_group(s, "e6", group, sizeof group);
    ck_assert_int_eq(count(group, "class=\"piece "), 1);
    ck_assert(strstr(s, "class=\"stack blue\" data-square=\"e6\"") != NULL);
    tl_game_free(g);
}
END_TEST

START_TEST(test_flip_and_coordinates)
{
    tl_game *g = tl_load(NULL);
    tl_svg_options o;
    tl_svg_options_init(&o);
    const char *s = render(g, &o);
    /* file a is on the left, rank 1 at the bottom */
    ck_assert(strstr(s, "<text x=\"100\" y=\"1337\">a</text>") != NULL);
    ck_assert(strstr(s, "<text x=\"1100\" y=\"1337\">k</text>") != NULL);
    ck_assert(strstr(s, "<text x=\"25\" y=\"1262\">1</text>") != NULL);
    ck_assert(strstr(s, "<text x=\"25\" y=\"112\">12</text>") != NULL);
    o.flip = 1;
    s = render(g, &o);
    ck_assert(strstr(s, "<text x=\"1100\" y=\"1337\">a</text>") != NULL);
    ck_assert(strstr(s, "<text x=\"100\" y=\"1337\">k</text>") != NULL);
    ck_assert(strstr(s, "<text x=\"25\" y=\"112\">1</text>") != NULL);
    ck_assert(strstr(s, "<text x=\"25\" y=\"1262\">12</text>") != NULL);
    o.coordinates = 0;
    s = render(g, &o);
    ck_assert_int_eq(count(s, "class=\"coordinates\""), 0);
    ck_assert(strstr(s, "viewBox=\"0 0 1116 1266\"") != NULL);
    o.square = 100;
    s = render(g, &o);
    ck_assert(strstr(s, "width=\"1116\" height=\"1266\"") != NULL);
    tl_game_free(g);
}
END_TEST

START_TEST(test_air_defence_cover)
{
    tl_game *g = tl_load("8c2/11/11/10i/2s1gg4i/4i6/11/11/4F5I/10I/11/6C4 r - - 0 1"); /* T28 */
    tl_svg_options o;
    tl_svg_options_init(&o);
    int red = tl_game_air_defence(g, TL_RED, NULL, 0);
    int blue = tl_game_air_defence(g, TL_BLUE, NULL, 0);
    ck_assert_int_eq(red, 0);
    ck_assert_int_gt(blue, 13);
    o.air_defence = 2;
    const char *s = render(g, &o);
    ck_assert_int_eq(count(s, "class=\"air-defence blue\""), 1);
    ck_assert_int_eq(count(s, "class=\"air-defence red\""), 0);
    ck_assert_int_eq(count(s, "opacity=\"0.13\""), blue); /* one tint per square */
    /* e8 is covered by three sources (T28): a ring marks double cover */
    uint8_t cover[TL_SQUARES];
    tl_game_air_defence(g, TL_BLUE, cover, TL_SQUARES);
    int multi = 0;
    for (int sq = 0; sq < TL_SQUARES; sq++)
        multi += cover[sq] > 1;
    ck_assert_int_eq(cover[TL_SQUARE(4, 7)], 3);
    ck_assert_int_eq(count(s, "r=\"22\" fill=\"none\""), multi);
    o.air_defence = 1; /* Red has no source: nothing drawn */
    s = render(g, &o);
    ck_assert_int_eq(count(s, "air-defence"), 0);
    tl_game_free(g);
}
END_TEST

START_TEST(test_last_move_session_check)
{
    tl_svg_options o;
    tl_svg_options_init(&o);
    tl_game *g = tl_load("4c6/11/11/10i/10i/11/11/11/1n(NT)8/10I/11/6C4 r - - 0 1"); /* T58 */
    ck_assert_int_eq(tl_game_play_text(g, "Tc4>_b4"), TL_OK);
    const char *s = render(g, &o);
    ck_assert_int_eq(count(s, "class=\"last-move\""), 2);      /* c4 and b4 */
    ck_assert_int_eq(count(s, "class=\"last-move-arrow\""), 1);
    ck_assert_int_eq(count(s, "class=\"session\""), 1);         /* open on c4 */
    o.last_move = 0;
    s = render(g, &o);
    ck_assert_int_eq(count(s, "last-move"), 0);
    /* the early end of a session marks its origin only */
    o.last_move = 1;
    ck_assert_int_eq(tl_game_end_deploy(g), TL_OK);
    s = render(g, &o);
    ck_assert_int_eq(count(s, "class=\"last-move\""), 1);
    ck_assert_int_eq(count(s, "class=\"last-move-arrow\""), 0);
    ck_assert_int_eq(count(s, "class=\"session\""), 0);
    tl_game_free(g);

    g = tl_load("8T1c/11/9TI/11/11/11/11/11/11/11/11/2C8 b - - 0 1"); /* mate */
    ck_assert_int_eq(tl_game_in_check(g, TL_BLUE), 1);
    s = render(g, &o);
    ck_assert_int_eq(count(s, "class=\"check\""), 1);
    tl_game_free(g);
}
END_TEST

int main(void)
{
    return run_tests("cotulenh-svg", "svg", 0, TESTS(
        test_start_picture, test_stacks_and_heroes, test_flip_and_coordinates,
        test_air_defence_cover, test_last_move_session_check));
}
