import Foundation
import Tessera
import TesseraTesting
import Testing

/// An app's asset catalog, kept as Xcode made it: the `ImportsAsOnApple` plugin declares
/// the symbols Xcode generates for its sets, and the views find the sets' pictures and
/// colours, light and dark.
@MainActor
@Suite struct TrailGuideTests {
  @Test func theGeneratedSymbolsNameTheCatalogsSets() {
    #expect(ImageResource.logo == ImageResource(name: "Logo", bundle: .main))
    #expect(ImageResource.iconsBoot.name == "Icons/Boot", "a namespace folder comes first")
    #expect(ColorResource.brand.name == "BrandColor", "a colour's \"Color\" suffix is dropped")
    #expect(ColorResource.moss.name == "Moss", "a folder without a namespace adds nothing")
  }

  @Test func theSetsColoursAreReadWithTheirDarkShade() {
    #expect("\(Color.brand)" == "#CC331A (dark: #FF8000)")
    #expect(Color(.brand) == Color("BrandColor"))
    #expect("\(Color("Moss"))" == "#208040", "hexadecimal components")
    #expect("\(Color(.ink))" == "#404040@50%", "a grey with its opacity")
  }

  @Test func theImageSetsPicturesAreDrawnAtTheirSize() throws {
    let host = TestHost(TrailGuideView())
    let images = host.findAll(kind: "Image")
    // The logo's 1x picture is 4 × 4 pixels; the boot's JPEG is 16 × 16.
    #expect(images.map(\.frame.size.width) == [4, 16, 32], "\(host.snapshot)")
    #expect(host.contains(text: "Ridge Loop"))
    #expect(host.contains(text: "7.5 km"))
    #expect(host.contains(text: "Moderate"), "an attributed string in the brand colour")
  }
}
