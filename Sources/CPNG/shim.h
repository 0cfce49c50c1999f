#ifndef CPNG_SHIM_H
#define CPNG_SHIM_H

// libpng's simplified API (png_image_*): no setjmp reaches Swift.
#include <png.h>

// Computed macros are not imported into Swift.
static const png_uint_32 cpng_format_rgba = PNG_FORMAT_RGBA;
static const png_uint_32 cpng_image_version = PNG_IMAGE_VERSION;

static inline int cpng_failed(const png_image *image) { return PNG_IMAGE_FAILED(*image); }

#endif
