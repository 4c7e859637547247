import Tessera

/// A condition's cell: a text field bound both ways to the condition's text.
struct MedicalConditionView: View {
  @ObservedObject var condition: MedicalCondition

  var body: some View {
    TextField("Condition", text: $condition.text)
  }
}
