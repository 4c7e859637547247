// libjpeg (libjpeg-turbo's, for JCS_EXT_RGBA), used through the CJPEG shim.
#include <stddef.h>
#include <stdio.h>
#include <jpeglib.h>
