import Foundation
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct TrailheadTests {
  @Test func aHikeAndThenAStopArePushedByValue() throws {
    let host = TestHost(app: TrailheadApp())
    try host.tap("Lookout Ridge 7.9 km")
    #expect(host.findAll(kind: "NavigationStack").first?.navigationTitle == "Lookout Ridge")
    try host.tap("Summit Cairn")
    #expect(host.contains(text: "You are at Summit Cairn"))
    try host.tap("Lookout Ridge")  // back
    try host.tap("All hikes")
    #expect(host.contains(text: "Fern Gully Loop"))
  }

  @Test func theMapIsPushedWhileItsFlagIsSet() throws {
    let host = TestHost(app: TrailheadApp())
    try host.tap("Lakeshore Path 2.5 km")
    try host.tap("Map")
    #expect(host.contains(text: "Map of Lakeshore Path"))
    try host.tap("Lakeshore Path")
    #expect(host.contains(text: "Boat Launch"))
  }

  @Test func aSavedPathRestoresTheSamePages() throws {
    let router = HikeRouter()
    router.show(Hike.samples[0])
    router.path.append(Stop(hikeID: 1, name: "Fern Falls"))
    let saved = try #require(router.save())
    let restored = HikeRouter()
    restored.restore(from: saved)
    let host = TestHost(HikeList(hikes: Hike.samples).environment(restored))
    #expect(host.contains(text: "You are at Fern Falls"))
    try host.tap("Fern Gully Loop")
    #expect(host.contains(text: "Mossy Bridge"))
  }

  @Test func theListHasItsPreview() throws {
    #expect(try TestHost(preview: "HikeList").contains(text: "Lakeshore Path"))
  }
}
