#ifndef CSWIFTMETADATA_H
#define CSWIFTMETADATA_H

#include <stddef.h>

/// Called with the type metadata of each type found.
typedef void (*CSwiftMetadataFoundType)(const void *_Nonnull metadata, void *_Nullable context);

/// Calls `found` with every non-generic type, in every loaded Swift image, that conforms to
/// the protocol named `protocolName` declared at the top level of module `moduleName`.
/// Swift has no static initialisers; this is how a type declared by a macro is found
/// without being registered by hand.
void cswiftmetadata_enumerate_conformances(
  const char *_Nonnull moduleName, const char *_Nonnull protocolName,
  CSwiftMetadataFoundType _Nonnull found, void *_Nullable context);

#endif
