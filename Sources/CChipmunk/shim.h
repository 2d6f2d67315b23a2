// Chipmunk2D, the rigid-body library behind the Physics target (Debian's
// libchipmunk-dev, headers under chipmunk/). Only Physics imports this module.
#include <chipmunk/chipmunk.h>
