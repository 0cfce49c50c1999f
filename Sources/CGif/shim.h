#ifndef CGIF_SHIM_H
#define CGIF_SHIM_H

// giflib's encoder (EGif*), writing through an output callback.
#include <gif_lib.h>

// Macros are not imported into Swift.
static const int cgif_application_ext = APPLICATION_EXT_FUNC_CODE;
static const int cgif_graphics_ext = GRAPHICS_EXT_FUNC_CODE;
static const int cgif_no_transparent_color = NO_TRANSPARENT_COLOR;
static const int cgif_dispose_background = DISPOSE_BACKGROUND;
static const int cgif_ok = GIF_OK;

#endif
