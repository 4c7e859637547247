import LandmarksKit
import Tessera

/// A hike's name and length with a small elevation graph; the chevron shows and hides
/// the detailed graphs.
struct HikeView: View {
  var hike: Hike
  @State private var showDetail = false

  var body: some View {
    VStack {
      HStack {
        HikeGraph(hike: hike, path: \.elevation)
          .frame(width: 50, height: 30)

        VStack(alignment: .leading) {
          Text(hike.name)
            .font(.headline)
          Text(hike.distanceText)
        }

        Spacer()

        Button {
          withAnimation {
            showDetail.toggle()
          }
        } label: {
          Label("Graph", systemImage: "chevron.right.circle")
            .labelStyle(.iconOnly)
            .imageScale(.large)
            .rotationEffect(.degrees(showDetail ? 90 : 0))
            .padding()
        }
      }

      if showDetail {
        HikeDetail(hike: hike)
          .transition(.moveAndFade)
      }
    }
  }
}

extension AnyTransition {
  /// Moves in from the trailing edge while fading in; shrinks while fading out.
  static var moveAndFade: AnyTransition {
    .asymmetric(
      insertion: .move(edge: .trailing).combined(with: .opacity),
      removal: .scale.combined(with: .opacity)
    )
  }
}

/// A hike's graph for one measure at a time, with buttons to pick the measure.
struct HikeDetail: View {
  let hike: Hike
  @State private var dataToShow: KeyPath<Hike.Observation, Range<Double>> = \.elevation

  var buttons: [(String, KeyPath<Hike.Observation, Range<Double>>)] {
    [
      ("Elevation", \.elevation),
      ("Heart Rate", \.heartRate),
      ("Pace", \.pace),
    ]
  }

  var body: some View {
    VStack {
      HikeGraph(hike: hike, path: dataToShow)
        .frame(height: 200)

      HStack(spacing: 25) {
        ForEach(buttons, id: \.0) { value in
          Button {
            dataToShow = value.1
          } label: {
            Text(value.0)
              .font(.system(size: 15))
              .foregroundColor(value.1 == dataToShow ? .gray : .accentColor)
          }
        }
      }
    }
  }
}
