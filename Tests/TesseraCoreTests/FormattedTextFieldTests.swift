import Foundation
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct FormattedTextFieldTests {
  struct Tip: View {
    @State var amount = 20.0
    @State var people = 2
    var body: some View {
      Form {
        TextField("Amount", value: $amount, format: .number)
        TextField("People", value: $people, format: .number)
        Text("Each pays \(amount / Double(max(people, 1)), specifier: "%.2f")")
        Button("Reset") { amount = 0 }
      }
    }
  }

  @Test func typingANumberSetsTheValueAndTheFieldKeepsWhatWasTyped() throws {
    let host = TestHost(Tip())
    let amount = try host.find(control: "Amount")
    #expect(amount.textValue == "20")
    try amount.setText("")
    try host.type("4", into: "Amount")
    try host.type("5.", into: "Amount")
    #expect(try host.find(control: "Amount").textValue == "45.", "the draft stays as typed")
    #expect(host.contains(text: "Each pays 22.50"))
    try host.type("5", into: "Amount")
    #expect(host.contains(text: "Each pays 22.75"))
    try host.find(control: "People").setText("")
    try host.type("3", into: "People")
    #expect(host.contains(text: "Each pays 15.17"))
  }

  @Test func submittingOrLeavingTheFieldShowsTheValueAsItsFormatWritesIt() throws {
    struct Price: View {
      @State var price = 0.0
      @State var name = ""
      var body: some View {
        VStack {
          TextField("Price", value: $price, format: .number.precision(.fractionLength(2)))
          TextField("Name", text: $name)
        }
        .onSubmit {}
      }
    }
    let host = TestHost(Price())
    let price = try host.find(control: "Price")
    try price.setText("12.5")
    #expect(try host.find(control: "Price").textValue == "12.5", "as typed, while editing")
    try host.find(control: "Price").submit()
    #expect(try host.find(control: "Price").textValue == "12.50", "formatted once submitted")
    try host.find(control: "Price").focus()
    try host.find(control: "Price").setText("3")
    try host.find(control: "Name").focus()
    #expect(try host.find(control: "Price").textValue == "3.00", "formatted once left")
  }

  @Test func textThatDoesNotParseLeavesTheValueAndAChangeElsewhereShowsAnew() throws {
    let host = TestHost(Tip())
    try host.type("x", into: "Amount")
    #expect(try host.find(control: "Amount").textValue == "20x")
    #expect(host.contains(text: "Each pays 10.00"), "20x is not a number: the value stays")
    try host.tap("Reset")
    #expect(try host.find(control: "Amount").textValue == "0", "the new value replaces the draft")
  }

  @Test func aValueTheModelChangesOnTheWayIsShownInPlaceOfWhatWasTyped() throws {
    struct Seats: View {
      @State var seats = 2
      let formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return formatter
      }()
      var body: some View {
        VStack {
          // The model keeps at most 10 seats.
          TextField(
            "Seats", value: Binding(get: { seats }, set: { seats = min($0, 10) }), format: .number)
          TextField("Rows", value: $seats, formatter: formatter)
          Text("Seats \(seats)")
        }
      }
    }
    let host = TestHost(Seats())
    try host.find(control: "Seats").setText("")
    try host.type("25", into: "Seats")
    #expect(host.contains(text: "Seats 10"))
    #expect(try host.find(control: "Seats").textValue == "10", "the clamped value, not 25")
    try host.find(control: "Rows").setText("")
    try host.type("4.5", into: "Rows")
    #expect(host.contains(text: "Seats 4"))
    #expect(try host.find(control: "Rows").textValue == "4", "an Int holds 4, not 4.5")
  }

  @Test func anOptionalValueIsNilWhenTheFieldIsEmpty() throws {
    struct Age: View {
      @State var age: Int? = 30
      var body: some View {
        VStack {
          TextField("Age", value: $age, format: .number)
          Text(age.map { "Age \($0)" } ?? "No age")
        }
      }
    }
    let host = TestHost(Age())
    try host.find(control: "Age").setText("")
    #expect(host.contains(text: "No age"))
    try host.type("41", into: "Age")
    #expect(host.contains(text: "Age 41"))
  }

  @Test func aNumberFormatterFieldParsesAsTheFormatterReads() throws {
    struct Quantity: View {
      @State var quantity = 3.0
      let formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return formatter
      }()
      var body: some View {
        VStack {
          TextField("Quantity", value: $quantity, formatter: formatter)
          Text("Twice: \(quantity * 2, specifier: "%.1f")")
        }
      }
    }
    let host = TestHost(Quantity())
    #expect(try host.find(control: "Quantity").textValue == "3")
    try host.find(control: "Quantity").setText("")
    try host.type("1.5", into: "Quantity")
    #expect(host.contains(text: "Twice: 3.0"))
  }
}
