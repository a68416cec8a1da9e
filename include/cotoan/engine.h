/**
 * @file cotoan/engine.h
 * @brief (to be written)
 */
#ifndef COTOAN_ENGINE_H
#define COTOAN_ENGINE_H

#include "game.h"

#endif
