import Foundation
import LandmarksKit
import Tessera
import TesseraTesting
import Testing

@testable import LandmarksUI

/// Screens compared with reviewed snapshots (`__Snapshots__/ApprovedScreenTests`): a
/// change to how they look, in characters or styles, fails here until the reference is
/// looked at and recorded again (`TESSERA_RECORD_SNAPSHOTS=1`).
@MainActor
@Suite struct ApprovedScreenTests {
  @Test func theListLooksAsApproved() throws {
    let fixture = LandmarksFixture()
    let host = TestHost(LandmarkList().environmentObject(fixture.model))
    try assertSnapshot(of: host, as: .terminal(width: 60, height: 16))
  }

  @Test func theListOfFavoritesLooksAsApproved() throws {
    let fixture = LandmarksFixture()
    let host = TestHost(LandmarkList().environmentObject(fixture.model))
    try host.toggle("Favorites only")
    try assertSnapshot(of: host, as: .terminal(width: 60, height: 16))
  }
}
