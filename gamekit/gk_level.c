/* The engines' levels (gk_level.h).  tools/genlevels.py writes
 * web/levels.js from the names below: keep one entry a line. */
#include "gk_level.h"

#include "gk_lang.h"

/* Vietnamese, English (entry GK_LEVEL_FULL: the full engine). */
static const char *const names[GK_LEVEL_MAX + 1][2] = {
    {"Toàn lực", "Full strength"},
    {"Mới tập", "Beginner"},
    {"Tập sự", "Novice"},
    {"Nghiệp dư", "Amateur"},
    {"Trung bình", "Intermediate"},
    {"Khá", "Skilled"},
    {"Giỏi", "Strong"},
    {"Nâng cao", "Advanced"},
    {"Cao thủ", "Expert"},
    {"Dự bị kiện tướng", "Candidate master"},
    {"Kiện tướng", "Master"},
};

/* Calibrated by bench/cotoan-match --ladder (doc/cotoan/performance.md):
 * noise in centi-points. */
const gk_level gk_levels_cotoan[GK_LEVEL_MAX + 1] = {
    {0, 0}, /* GK_LEVEL_FULL */
    {300, 450},
    {450, 380},
    {1000, 270},
    {3500, 160},
    {8500, 90},
    {19000, 55},
    {35000, 35},
    {70000, 15},
    {140000, 0},
    {270000, 0},
};

/* Calibrated by bench/cotulenh-match --ladder (doc/cotulenh/performance.md):
 * noise in tenths of a point. */
const gk_level gk_levels_cotulenh[GK_LEVEL_MAX + 1] = {
    {0, 0}, /* GK_LEVEL_FULL */
    {30, 1200},
    {200, 700},
    {1300, 220},
    {4500, 130},
    {7500, 90},
    {12000, 60},
    {22000, 30},
    {50000, 10},
    {100000, 0},
    {260000, 0},
};

const char *gk_level_name(int level, int lang)
{
    if (level < GK_LEVEL_FULL || level > GK_LEVEL_MAX)
        return "";
    return names[level][lang == GK_LANG_VI ? 0 : 1];
}

uint64_t gk_level_nodes(const gk_level *table, int level, int32_t movetime_ms, uint64_t nodes)
{
    const uint64_t rate = table[level].nodes_per_s;
    if (!rate)
        return nodes;
    const uint64_t ms = movetime_ms > 0 ? (uint64_t)movetime_ms : GK_LEVEL_REF_MS;
    uint64_t budget = rate * ms / 1000; /* < 2^32 * 2^31: no overflow */
    if (budget < 1)
        budget = 1;
    return nodes && nodes < budget ? nodes : budget;
}
