#include "CJPEG.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>

struct failure {
  struct jpeg_error_mgr manager;
  jmp_buf jump;
  char *error;
  size_t error_size;
};

static void on_error(j_common_ptr info) {
  struct failure *failure = (struct failure *)info->err;
  char message[JMSG_LENGTH_MAX];
  (*info->err->format_message)(info, message);
  if (failure->error && failure->error_size > 0) {
    snprintf(failure->error, failure->error_size, "%s", message);
  }
  longjmp(failure->jump, 1);
}

static void quiet(j_common_ptr info, int level) {
  (void)info;
  (void)level;
}

static int read_jpeg(const unsigned char *data, size_t size, unsigned char **rgba,
                     int *width, int *height, char *error, size_t error_size) {
  struct jpeg_decompress_struct info;
  struct failure failure;
  unsigned char *volatile pixels = NULL;
  memset(&info, 0, sizeof info);
  info.err = jpeg_std_error(&failure.manager);
  failure.manager.error_exit = on_error;
  failure.manager.emit_message = quiet;
  failure.error = error;
  failure.error_size = error_size;
  if (setjmp(failure.jump)) {
    free(pixels);
    jpeg_destroy_decompress(&info);
    return -1;
  }
  jpeg_create_decompress(&info);
  jpeg_mem_src(&info, data, (unsigned long)size);
  jpeg_read_header(&info, TRUE);
  *width = (int)info.image_width;
  *height = (int)info.image_height;
  if (!rgba) {
    jpeg_destroy_decompress(&info);
    return 0;
  }
  // The same bound as for PNG: a small hostile file must not claim gigabytes.
  if ((unsigned long long)info.image_width * info.image_height > 64000000ULL) {
    snprintf(error, error_size, "%ux%u pixels is too large", info.image_width,
             info.image_height);
    jpeg_destroy_decompress(&info);
    return -1;
  }
  // CMYK (and YCCK) cannot be turned into RGB by libjpeg: read CMYK and convert below.
  int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
  info.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
  jpeg_start_decompress(&info);
  size_t stride = (size_t)info.output_width * 4;
  pixels = malloc(stride * info.output_height);
  if (!pixels) {
    snprintf(error, error_size, "out of memory for %ux%u pixels", info.output_width,
             info.output_height);
    jpeg_destroy_decompress(&info);
    return -1;
  }
  while (info.output_scanline < info.output_height) {
    JSAMPROW row = pixels + stride * info.output_scanline;
    jpeg_read_scanlines(&info, &row, 1);
  }
  if (cmyk) {
    // Adobe writes CMYK inverted; without its marker the values are plain ink amounts.
    int inverted = info.saw_Adobe_marker;
    size_t count = (size_t)info.output_width * info.output_height;
    for (size_t index = 0; index < count; index++) {
      unsigned char *pixel = pixels + index * 4;
      unsigned c = pixel[0], m = pixel[1], y = pixel[2], k = pixel[3];
      if (!inverted) {
        c = 255 - c;
        m = 255 - m;
        y = 255 - y;
        k = 255 - k;
      }
      pixel[0] = (unsigned char)(c * k / 255);
      pixel[1] = (unsigned char)(m * k / 255);
      pixel[2] = (unsigned char)(y * k / 255);
      pixel[3] = 255;
    }
  }
  jpeg_finish_decompress(&info);
  jpeg_destroy_decompress(&info);
  *width = (int)info.output_width;
  *height = (int)info.output_height;
  *rgba = pixels;
  return 0;
}

int tessera_jpeg_size(const unsigned char *data, size_t size, int *width, int *height,
                      char *error, size_t error_size) {
  return read_jpeg(data, size, NULL, width, height, error, error_size);
}

int tessera_jpeg_decode(const unsigned char *data, size_t size, unsigned char **rgba,
                        int *width, int *height, char *error, size_t error_size) {
  *rgba = NULL;
  return read_jpeg(data, size, rgba, width, height, error, error_size);
}
