// The system's zlib, for PNG's compressed image data.
#include <zlib.h>
