import Foundation

extension HStack: DelegatingNodeLayout {
  package var delegateLayout: LayoutAdapter<HStackLayout> {
    LayoutAdapter(layout: HStackLayout(alignment: alignment, spacing: spacing))
  }
}

extension VStack: DelegatingNodeLayout {
  package var delegateLayout: LayoutAdapter<VStackLayout> {
    LayoutAdapter(layout: VStackLayout(alignment: alignment, spacing: spacing))
  }
}

extension ZStack: DelegatingNodeLayout {
  package var delegateLayout: LayoutAdapter<ZStackLayout> {
    LayoutAdapter(layout: ZStackLayout(alignment: alignment))
  }
}
