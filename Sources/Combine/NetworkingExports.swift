// On Apple platforms `URLSession` is part of Foundation; on Linux it lives in
// FoundationNetworking. A model file that imports Foundation and Combine, as view models
// do, uses `URLSession.shared.dataTaskPublisher`: Combine brings FoundationNetworking
// along so that such a file builds unchanged.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
