/* libFuzzer harness of co-server's message handling: the first byte picks
 * the game, the seat and how many opening turns are played; the rest is
 * one client message.  It is parsed (server/message.c) and, when valid,
 * applied to the game (server/session.c) as the hub does.  Invariants: a
 * refused message has a code and a readable message and changes nothing;
 * an accepted one changes the game by exactly one action. */
#include <stdint.h>
#include <string.h>

#include "fuzz_util.h"
#include "message.h"
#include "session.h"

#define T0 1700000000000LL

static const char *const openings[2][3] = {
    {"c1c4", "c11c8", "d1d3"},
    {"Ic5c6", "Ic8c7", "Ik5k6"},
};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    uint8_t head = data[0];
    int game = head & 1, side = (head >> 1) & 3, nopen = (head >> 3) & 3;
    int waiting = (head >> 5) & 1;
    const sv_variant *v = game ? &sv_variant_cotulenh : &sv_variant_cotoan;
    sv_message m;
    sv_error err = {NULL, ""};
    if (sv_message_parse((const char *)data + 1, size - 1, &m, &err)) {
        FZ_ASSERT(err.code != NULL);
        fz_check_message(err.message);
        return 0;
    }
    FZ_ASSERT(m.type <= SV_MSG_ABORT);
    if (m.type == SV_MSG_TURN) {
        size_t n = strlen(m.turn);
        FZ_ASSERT(n > 0 && n <= SV_TURN_TEXT_MAX);
        FZ_ASSERT(m.ply >= 0 && m.ply <= SV_PLY_MAX);
    }

    char rules[SV_RULES_MAX];
    sv_game g;
    FZ_ASSERT(v->rules_parse(NULL, rules, &err) == 0);
    FZ_ASSERT(sv_game_init(&g, v, rules, SV_RED, 0, 0, 0, T0, &err) == 0);
    if (!waiting) {
        FZ_ASSERT(sv_game_start(&g, T0, &err) == 0);
        for (int i = 0; i < nopen && i < 3; i++)
            FZ_ASSERT(sv_game_turn(&g, i & 1, i, openings[game][i], T0, &err) == 0);
    }
    int who = side == 2 ? SV_NO_SIDE : side & 1;
    int32_t nturns = g.nturns;
    int status = g.status;
    int64_t version = g.version;
    char before[256], after[256];
    v->position(g.lib, before, sizeof before);
    int rc = -1;
    switch (m.type) {
    case SV_MSG_TURN: rc = sv_game_turn(&g, who, m.ply, m.turn, T0, &err); break;
    case SV_MSG_RESIGN: rc = sv_game_resign(&g, who, T0, &err); break;
    case SV_MSG_DRAW: rc = sv_game_draw(&g, who, T0, &err); break;
    case SV_MSG_ABORT: rc = sv_game_abort(&g, who, T0, &err); break;
    }
    v->position(g.lib, after, sizeof after);
    if (rc) {
        FZ_ASSERT(err.code != NULL);
        fz_check_message(err.message);
        FZ_ASSERT(g.nturns == nturns && g.status == status && g.version == version);
        FZ_ASSERT(strcmp(before, after) == 0);
    } else {
        FZ_ASSERT(who != SV_NO_SIDE);
        FZ_ASSERT(g.version == version + 1);
        FZ_ASSERT(g.nturns == nturns + (m.type == SV_MSG_TURN));
        if (m.type == SV_MSG_TURN) {
            /* The canonical text replays to the same position. */
            sv_game h = g;
            h.turns = NULL;
            h.lib = NULL;
            FZ_ASSERT(sv_game_rebuild(&h, g.turns, g.nturns, &err) == 0);
            char again[256];
            v->position(h.lib, again, sizeof again);
            FZ_ASSERT(strcmp(after, again) == 0);
            sv_game_clear(&h);
        }
    }
    sv_game_clear(&g);
    return 0;
}
