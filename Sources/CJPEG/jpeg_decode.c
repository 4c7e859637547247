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
  info.out_color_space = JCS_EXT_RGBA;
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
