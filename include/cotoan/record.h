/**
 * @file cotoan/record.h
 * @brief (to be written)
 */
#ifndef COTOAN_RECORD_H
#define COTOAN_RECORD_H

#include "game.h"

#endif
