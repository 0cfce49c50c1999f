#ifndef CWEBP_SHIM_H
#define CWEBP_SHIM_H

// libwebp's advanced decoding API (WebPGetFeatures, WebPDecode): status codes name the failure.
#include <webp/decode.h>
// The simple encoding API (WebPEncodeRGBA, WebPEncodeLosslessRGBA): what an image would weigh as WebP.
#include <webp/encode.h>

#endif
