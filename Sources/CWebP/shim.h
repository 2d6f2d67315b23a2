// libwebp (Debian's libwebp-dev): the animated WebP encoder (mux.h) for
// `motionlab record`, and the demuxer (demux.h) its tests read frames back with.
// Only SDLFront imports this module.
#include <webp/encode.h>
#include <webp/mux.h>
#include <webp/demux.h>
