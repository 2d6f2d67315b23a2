// FreeType (Debian's libfreetype-dev): loads the colour bitmaps (CBDT) of the emoji
// fallback font, which SDL2_ttf 2.20 cannot draw. Only SDLFront imports this module.
#include <ft2build.h>
#include FT_FREETYPE_H
