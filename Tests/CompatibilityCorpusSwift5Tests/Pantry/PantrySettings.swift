import Tessera

enum PantryUnit: String, CaseIterable, Identifiable {
  case metric, imperial
  var id: String { rawValue }
}

struct PantrySettings: View {
  @AppStorage("lowStockWarning") var lowStockWarning = true
  @AppStorage("restockAmount") var restockAmount = 1
  @AppStorage("unit") var unit = PantryUnit.metric
  @AppStorage("shopName") var shopName: String?
  @SceneStorage("pantry.expanded") var isExpanded = false
  @Namespace private var settingsNamespace

  var body: some View {
    VStack(alignment: .leading) {
      Toggle("Warn when low", isOn: $lowStockWarning)
      Picker("Units", selection: $unit) {
        ForEach(PantryUnit.allCases) { unit in
          Text(unit.rawValue.capitalized).tag(unit)
        }
      }
      Text("Restock by \(restockAmount)")
      Text("Shop: \(shopName ?? "not set")")
        .matchedGeometryEffect(id: "shop", in: settingsNamespace)
      Toggle("More", isOn: $isExpanded)
    }
  }
}
