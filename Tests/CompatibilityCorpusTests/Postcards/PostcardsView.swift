import Tessera

struct PostcardsView: View {
  @State private var box = PostcardBox()
  @State private var city = ""

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading, spacing: 16) {
        ScrollView(.horizontal) {
          LazyHStack(spacing: 0) {
            ForEach(box.cards) { card in
              PostcardView(card: card)
                .frame(width: 200)
                .scrollTransition { content, phase in
                  content
                    .opacity(phase.isIdentity ? 1 : 0.4)
                    .scaleEffect(phase.isIdentity ? 1 : 0.9)
                }
            }
          }
          .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .frame(height: 64)

        StampRow {
          ForEach(Array(box.cards.enumerated()), id: \.element.id) { index, card in
            Text("✉︎ \(card.city.prefix(3))")
              .layoutValue(key: Lift.self, value: index % 2)
          }
        }

        LabeledContent("Stamps used", value: "\(box.stampCount)")
          .labeledContentStyle(PostmarkStyle())

        TextField("Send a card to…", text: $city)
          .textFieldStyle(.stamped)
          .onSubmit {
            box.send(to: city)
            city = ""
          }
        Spacer()
      }
      .padding()
      .navigationTitle("Postcards")
      .toolbarTitleDisplayMode(.inlineLarge)
    }
  }
}

struct PostcardView: View {
  let card: Postcard

  var body: some View {
    VStack(alignment: .leading) {
      Text(card.city).font(.headline)
      Text(String(repeating: "★", count: card.stamps))
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding(8)
    .background(.yellow.opacity(0.2), in: RoundedRectangle(cornerRadius: 6))
  }
}

#Preview {
  PostcardsView()
}
