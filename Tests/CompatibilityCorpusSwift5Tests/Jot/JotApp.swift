import Tessera

struct JotApp: App {
  var body: some Scene {
    DocumentGroup(newDocument: JotDocument()) { file in
      ContentView(document: file.$document)
    }
  }
}
