// libpng's simplified API (png_image), used to decode PNG resources.
#include <png.h>
