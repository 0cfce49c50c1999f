#ifndef CJPEG_SHIM_H
#define CJPEG_SHIM_H

// libjpeg(-turbo) reports errors through a callback that must not return; the usual answer
// is setjmp/longjmp, which Swift cannot call. Both entry points below keep the jump inside C
// and return 0 on success or -1 with a message.
#include <stddef.h>
#include <stdio.h>
#include <setjmp.h>
#include <string.h>
#include <jpeglib.h>

typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char *message;
} cjpeg_error;

static void cjpeg_error_exit(j_common_ptr info) {
    cjpeg_error *error = (cjpeg_error *)info->err;
    char text[JMSG_LENGTH_MAX];
    (*info->err->format_message)(info, text);
    strncpy(error->message, text, JMSG_LENGTH_MAX - 1);
    error->message[JMSG_LENGTH_MAX - 1] = 0;
    longjmp(error->jump, 1);
}

static void cjpeg_output_message(j_common_ptr info) { (void)info; }

/// Routes libjpeg's errors to `error` (a longjmp to `error->jump`, with `message` filled in).
static inline void cjpeg_install_errors(struct jpeg_decompress_struct *info, cjpeg_error *error, char *message) {
    info->err = jpeg_std_error(&error->manager);
    error->manager.error_exit = cjpeg_error_exit;
    error->manager.output_message = cjpeg_output_message;
    error->message = message;
}

/// Starts decompressing `data` and reads its header; errors jump to the caller's setjmp.
static inline void cjpeg_read_header(struct jpeg_decompress_struct *info, const unsigned char *data, unsigned long size) {
    jpeg_create_decompress(info);
    jpeg_mem_src(info, data, size);
    jpeg_read_header(info, TRUE);
}

/// The size of the image: 0, or -1 with `message` (JMSG_LENGTH_MAX bytes) filled in.
static inline int cjpeg_read_size(const unsigned char *data, unsigned long size, int *width, int *height, char *message) {
    struct jpeg_decompress_struct info;
    cjpeg_error error;
    cjpeg_install_errors(&info, &error, message);
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        return -1;
    }
    cjpeg_read_header(&info, data, size);
    *width = (int)info.image_width;
    *height = (int)info.image_height;
    jpeg_destroy_decompress(&info);
    return 0;
}

/// Decodes into `rgba` (width * height * 4 bytes, straight RGBA, alpha 255): 0, or -1 with
/// `message` filled in. Fails when the image is not `width` x `height`.
static inline int cjpeg_decode_rgba(
    const unsigned char *data, unsigned long size, unsigned char *rgba, int width, int height, char *message) {
    struct jpeg_decompress_struct info;
    cjpeg_error error;
    cjpeg_install_errors(&info, &error, message);
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        return -1;
    }
    cjpeg_read_header(&info, data, size);
    info.out_color_space = JCS_EXT_RGBA;
    jpeg_start_decompress(&info);
    if ((int)info.output_width != width || (int)info.output_height != height || info.output_components != 4) {
        strncpy(message, "unexpected output size", JMSG_LENGTH_MAX - 1);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = rgba + (size_t)info.output_scanline * (size_t)width * 4;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return 0;
}

static const int cjpeg_message_length = JMSG_LENGTH_MAX;

#endif
