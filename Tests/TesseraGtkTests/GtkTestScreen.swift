#if GTK
  import CGtk
  import Tessera

  /// A small screen of the controls the GTK tests click: a counter button, a toggle, a
  /// text field, a secure field, a segmented picker, a link, a sheet and an alert, in a tab view with a
  /// navigation stack.
  struct GtkTestScreen: View {
    @State private var taps = 0
    @State private var isOn = false
    @State private var name = ""
    @State private var passcode = ""
    @State private var flavor = "Cocoa"
    @State private var showsSheet = false
    @State private var asks = false
    @State private var answer = "none"
    @State private var picked: String?
    @State private var slid = 0
    @State private var refreshes = 0
    @State private var shortcuts = 0
    @State private var alarm = Calendar.current.date(
      from: DateComponents(year: 2026, month: 12, day: 3, hour: 7, minute: 30))!

    var body: some View {
      TabView {
        NavigationStack {
          VStack(alignment: .leading) {
            HStack {
              Button("Tap me") { taps += 1 }
                .contextMenu { Button("Forget the taps") { taps = 0 } }
              Text("Tapped \(taps) times")
              NativeCounter(count: taps)
            }
            Toggle("Lights", isOn: $isOn)
            Text(isOn ? "Lights on" : "Lights off")
            TextField("Your name", text: $name)
            Text("Hello, \(name)!")
            SecureField("Passcode", text: $passcode)
            Text("A passcode of \(passcode.count) letters")
            Picker("Flavor", selection: $flavor) {
              Text("Vanilla").tag("Vanilla")
              Text("Cocoa").tag("Cocoa")
            }
            .pickerStyle(.segmented)
            DatePicker("Alarm", selection: $alarm, displayedComponents: .hourAndMinute)
            Text("Rings at \(alarm.formatted(.dateTime.hour(.twoDigits(amPM: .omitted)).minute()))")
            HStack {
              Color.orange.frame(height: 40).shadow(radius: 3)
              Color.blue.frame(width: 60, height: 20).rotationEffect(.degrees(90))
              Wedge().fill(Color.green).frame(width: 40, height: 40)
              Color.red.frame(width: 30, height: 30).grayscale(1)
              // A canvas clipped to its right half, drawing red turned blue by a filter.
              Canvas { context, size in
                context.clip(
                  to: Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)),
                  options: .inverse)
                context.addFilter(.hueRotation(.degrees(240)))
                context.fill(
                  Path(CGRect(origin: .zero, size: size)),
                  with: .color(Color(red: 1, green: 0, blue: 0)))
              }
              .frame(width: 50, height: 30)
              Image(systemName: "star").imageScale(.large)
              // Three purple squares faded out left to right by a gradient mask.
              HStack(spacing: 0) {
                Color.purple.frame(width: 12, height: 12)
                Color.purple.frame(width: 12, height: 12)
                Color.purple.frame(width: 12, height: 12)
              }
              .mask(
                LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing))
            }
            HStack {
              NavigationLink("Details") { Text("Detail page").navigationTitle("Detail") }
              Button("Sheet") { showsSheet = true }
              Button("Ask") { asks = true }
              Text("Answer: \(answer)")
            }
            HStack {
              Button("Snug") {}.controlSize(.small)
              Button("Roomy") {}.controlSize(.large)
            }
            .buttonStyle(.bordered)
            Spacer()
          }
          .padding()
          .navigationTitle("Controls")
          .sheet(isPresented: $showsSheet) {
            NavigationStack {
              VStack {
                Text("In the sheet")
                Button("Close") { showsSheet = false }
              }
              .navigationTitle("Sheet page")
            }
            .presentationDetents([.medium])
          }
          .alert("Go on?", isPresented: $asks) {
            Button("Yes") { answer = "yes" }.keyboardShortcut(.defaultAction)
            Button("No", role: .cancel) { answer = "no" }
          }
        }
        .tabItem { Label("First", systemImage: "gear") }
        VStack {
          Text("Second tab")
          Text("Slide me")
            .frame(width: 200, height: 40)
            .gesture(DragGesture().onEnded { slid = Int($0.translation.width) })
          Text("Slid \(slid), refreshed \(refreshes)")
          Button("Bump") { shortcuts += 1 }.keyboardShortcut("k")
          Text("Bumped \(shortcuts)")
            .contextMenu { Button("Reset bumps") { shortcuts = 0 } }
          List(["Alpha", "Beta"], id: \.self, selection: $picked) { name in
            Text(name)
          }
          .refreshable { refreshes += 1 }
        }
        .tabItem { Label("More", systemImage: "list.bullet") }
      }
    }
  }

  /// A custom shape: a triangle standing on its base, its tip at the top middle.
  struct Wedge: Shape {
    func path(in rect: CGRect) -> Path {
      Path { path in
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
      }
    }
  }

  /// A GTK label of the test's own, through `GtkWidgetRepresentable`, showing a count.
  struct NativeCounter: GtkWidgetRepresentable {
    let count: Int

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkWidget> {
      gtk_label_new("")
    }

    func updateWidget(_ widget: UnsafeMutablePointer<GtkWidget>, context: Context) {
      gtk_label_set_text(OpaquePointer(widget), "Native \(count)")
    }
  }

  /// A counter shown by a `HostingWidget` inside a plain GTK window.
  struct HostedCounter: View {
    @State private var count = 0

    var body: some View {
      HStack {
        Button("Add") { count += 1 }
        Text("Hosted \(count)")
      }
    }
  }
#endif
