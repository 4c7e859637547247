// A small C shim over libjpeg: its errors unwind with longjmp, which Swift cannot
// cross, so decoding happens here and errors come back as a message.
#ifndef TESSERA_CJPEG_H
#define TESSERA_CJPEG_H

#include <stddef.h>

/// Reads the width and height of JPEG data. Returns 0 on success; otherwise fills
/// `error` (of `error_size` bytes) and returns -1.
int tessera_jpeg_size(const unsigned char *data, size_t size, int *width, int *height,
                      char *error, size_t error_size);

/// Decodes JPEG data into `width * height * 4` bytes of RGBA (alpha 255) that the caller
/// frees with `free`. Returns 0 on success; otherwise fills `error` and returns -1.
int tessera_jpeg_decode(const unsigned char *data, size_t size, unsigned char **rgba,
                        int *width, int *height, char *error, size_t error_size);

#endif
