#ifndef CPNG_SHIM_H
#define CPNG_SHIM_H

// libpng's simplified API (png_image_*): no setjmp reaches Swift.
#include <png.h>

// Computed macros are not imported into Swift.
static const png_uint_32 cpng_format_rgba = PNG_FORMAT_RGBA;
static const png_uint_32 cpng_image_version = PNG_IMAGE_VERSION;

static inline int cpng_failed(const png_image *image) { return PNG_IMAGE_FAILED(*image); }

// libpng's full writer, for the compression level the simplified API does not offer. setjmp
// stays in C: a libpng error returns non-zero here instead of jumping through Swift frames.
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/// Bytes written by cpng_write_rgba; free `data` with free().
typedef struct {
    unsigned char *data;
    size_t size;
    size_t capacity;
} cpng_buffer;

static inline void cpng_append(png_structp png, png_bytep bytes, size_t length) {
    cpng_buffer *buffer = (cpng_buffer *)png_get_io_ptr(png);
    if (buffer->size + length > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 65536;
        while (capacity < buffer->size + length) capacity *= 2;
        unsigned char *grown = (unsigned char *)realloc(buffer->data, capacity);
        if (!grown) png_error(png, "out of memory");
        buffer->data = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->data + buffer->size, bytes, length);
    buffer->size += length;
}

static inline void cpng_flush(png_structp png) { (void)png; }

/// Writes `height` rows of `width` 8-bit RGBA pixels as a PNG at zlib `level` (0-9), with
/// libpng's adaptive row filters, into `out`. Returns 0, or 1 when libpng fails.
static inline int cpng_write_rgba(const unsigned char *rgba, unsigned width, unsigned height, int level, cpng_buffer *out) {
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    if (!png) return 1;
    png_infop info = png_create_info_struct(png);
    if (!info || setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, info ? &info : NULL);
        return 1;
    }
    png_set_write_fn(png, out, cpng_append, cpng_flush);
    png_set_compression_level(png, level);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGBA, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
                 PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    for (unsigned y = 0; y < height; y++) png_write_row(png, rgba + (size_t)y * width * 4);
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    return 0;
}

#endif
