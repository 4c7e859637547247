// Walks the Swift runtime's protocol conformance records, as the runtime itself does for
// `as?` casts, using the layouts of the Swift ABI (docs/ABI in the Swift repository):
// relative pointers are 32-bit offsets from their own address, and a set low bit marks
// an indirect one.
#include "CSwiftMetadata.h"

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

typedef struct {
  uintptr_t start;
  size_t length;
} SectionRange;

// The head of the runtime's `MetadataSections`; later fields are not read.
typedef struct {
  uintptr_t version;
  const void *baseAddress;
  void *unused0;
  void *unused1;
  SectionRange protocols;
  SectionRange protocolConformances;
} MetadataSections;

extern void swift_enumerateAllMetadataSections(
  bool (*body)(const MetadataSections *sections, void *context), void *context);

typedef struct {
  const void *metadata;
  size_t state;
} MetadataResponse;

// A type's metadata accessor, called with request 0 (complete metadata).
typedef MetadataResponse (*MetadataAccessor)(size_t request) __attribute__((swiftcall));

enum { kindModule = 0, kindProtocol = 3, kindClass = 16, kindEnum = 18, flagGeneric = 0x80 };

static const void *direct(const int32_t *field) {
  return *field == 0 ? NULL : (const char *)field + *field;
}

static const void *indirectable(const int32_t *field) {
  int32_t offset = *field;
  if (offset == 0) return NULL;
  const char *target = (const char *)field + (offset & ~1);
  return (offset & 1) ? *(const void *const *)target : target;
}

// A context descriptor starts with flags, its parent, and (modules, protocols and types)
// its name.
static uint32_t kindOf(const void *context) { return *(const uint32_t *)context & 0x1f; }
static const void *parentOf(const void *context) { return indirectable((const int32_t *)context + 1); }
static const char *nameOf(const void *context) { return direct((const int32_t *)context + 2); }

typedef struct {
  const char *moduleName;
  const char *protocolName;
  CSwiftMetadataFoundType found;
  void *context;
} Search;

static bool isSearchedProtocol(const void *protocol, const Search *search) {
  if (!protocol || kindOf(protocol) != kindProtocol) return false;
  const char *name = nameOf(protocol);
  const void *module = parentOf(protocol);
  if (!name || strcmp(name, search->protocolName) != 0) return false;
  if (!module || kindOf(module) != kindModule) return false;
  const char *moduleName = nameOf(module);
  return moduleName && strcmp(moduleName, search->moduleName) == 0;
}

// The type descriptor of a conformance record: {protocol, type, witness table, flags}.
static const void *conformingType(const int32_t *conformance) {
  uint32_t referenceKind = ((uint32_t)conformance[3] >> 3) & 0x7;
  if (referenceKind == 0) return direct(&conformance[1]);
  if (referenceKind == 1) {
    const void *const *slot = direct(&conformance[1]);
    return slot ? *slot : NULL;
  }
  return NULL;  // Objective-C classes: none on Linux.
}

static bool visitImage(const MetadataSections *sections, void *context) {
  const Search *search = context;
  const int32_t *records = (const int32_t *)sections->protocolConformances.start;
  size_t count = sections->protocolConformances.length / sizeof(int32_t);
  for (size_t index = 0; index < count; index++) {
    const int32_t *conformance = direct(&records[index]);
    if (!conformance || !isSearchedProtocol(indirectable(&conformance[0]), search)) continue;
    const void *type = conformingType(conformance);
    if (!type) continue;
    uint32_t flags = *(const uint32_t *)type;
    if (kindOf(type) < kindClass || kindOf(type) > kindEnum || (flags & flagGeneric)) continue;
    const void *accessor = direct((const int32_t *)type + 3);
    if (!accessor) continue;
    MetadataResponse response = ((MetadataAccessor)accessor)(0);
    if (response.metadata) search->found(response.metadata, search->context);
  }
  return true;
}

void cswiftmetadata_enumerate_conformances(
  const char *moduleName, const char *protocolName, CSwiftMetadataFoundType found,
  void *context) {
  Search search = {moduleName, protocolName, found, context};
  swift_enumerateAllMetadataSections(visitImage, &search);
}
