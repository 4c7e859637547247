import Tessera
import TesseraComponents

/// The three lists of the cells screen, built as UIKit code builds them: registrations
/// made once, a diffable data source, and a snapshot applied.
@MainActor
public final class CellDemos: ObservableObject {
  /// Heart-rate readings, one cell each, redrawn by their own `@Published` changes.
  public let readings = [
    HeartData(source: "Watch", beatsPerMinute: 72),
    HeartData(source: "Chest strap", beatsPerMinute: 90),
    HeartData(source: "Ring", beatsPerMinute: 64),
  ]
  /// Activities, the selected one marked with ✓.
  public let sports = ["Running", "Cycling", "Swimming", "Rowing"]
  /// Conditions, edited in their cells.
  public let conditions = [
    MedicalCondition(text: "Asthma"), MedicalCondition(text: "Pollen allergy"),
  ]
  /// The lists.
  public let heartList = CollectionView()
  /// The list of activities.
  public let sportList = CollectionView()
  /// The list of conditions (rows hold text fields, so they are not selectable).
  public let conditionList = CollectionView()
  /// A controller whose root view is replaced whenever the first reading changes.
  public let controller: HostingController<HeartRateLabel>
  private var sources: [AnyObject] = []
  private var subscription: AnyCancellable?

  /// The demos with their data sources and first snapshots.
  public init() {
    controller = HostingController(rootView: HeartRateLabel(beatsPerMinute: 72))
    conditionList.allowsSelection = false
    sources = [makeHeartSource(), makeSportSource(), makeConditionSource()]
    subscription = readings[0].$beatsPerMinute.sink { [weak self] rate in
      MainActor.assumeIsolated {
        self?.controller.rootView = HeartRateLabel(beatsPerMinute: rate)
      }
    }
  }

  private func makeHeartSource() -> AnyObject {
    let registration = CellRegistration<HeartData> { cell, _, data in
      cell.contentConfiguration = HostingConfiguration { HeartRateView(data: data) }
    }
    return apply(readings, to: heartList, registration: registration)
  }

  private func makeSportSource() -> AnyObject {
    let registration = CellRegistration<String> { cell, _, sport in
      cell.configurationUpdateHandler = { cell, state in
        cell.contentConfiguration = HostingConfiguration {
          HStack {
            Text(sport)
            Spacer()
            if state.isSelected { Image(systemName: "checkmark") }
          }
        }
      }
    }
    return apply(sports, to: sportList, registration: registration)
  }

  private func makeConditionSource() -> AnyObject {
    let registration = CellRegistration<MedicalCondition> { cell, _, condition in
      cell.contentConfiguration = HostingConfiguration {
        MedicalConditionView(condition: condition)
      }
    }
    return apply(conditions, to: conditionList, registration: registration)
  }

  /// A data source for `list` showing `items` in one section.
  private func apply<Item: Hashable>(
    _ items: [Item], to list: CollectionView, registration: CellRegistration<Item>
  ) -> AnyObject {
    let dataSource = DiffableDataSource<Int, Item>(collectionView: list) { list, path, item in
      list.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
    }
    var snapshot = DiffableDataSourceSnapshot<Int, Item>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    dataSource.apply(snapshot, animatingDifferences: false)
    return dataSource
  }
}
