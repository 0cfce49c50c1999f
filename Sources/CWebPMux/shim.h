#ifndef CWEBPMUX_SHIM_H
#define CWEBPMUX_SHIM_H

// libwebp's encoder and libwebpmux's animation encoder (WebPAnimEncoder*).
#include <webp/encode.h>
#include <webp/mux.h>

#endif
