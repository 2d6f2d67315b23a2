// The C surface MotionLab uses: SDL2 and its gfx, ttf and image companions.
// Headers live under SDL2/ on Debian (libsdl2-dev, libsdl2-gfx-dev,
// libsdl2-ttf-dev, libsdl2-image-dev).
#include <SDL2/SDL.h>
#include <SDL2/SDL2_gfxPrimitives.h>
#include <SDL2/SDL2_framerate.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>
