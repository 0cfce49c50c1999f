#ifndef CZLIB_SHIM_H
#define CZLIB_SHIM_H

// zlib's one-call compression (compress2, compressBound) and crc32.
#include <zlib.h>

#endif
