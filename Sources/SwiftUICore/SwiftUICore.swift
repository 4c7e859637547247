// On Apple platforms SwiftUI is built on a lower module, SwiftUICore, which some files
// import by name (Xcode suggests it). Here it is everything `import Tessera` brings.
@_exported import Tessera
