import Testing
import ViewEngine
import TestSupport

/// The everyday views of SwiftUI apps: sections, scroll views and readers, lists of data,
/// grids, labeled content, progress, shapes, images, formatted texts and text fields.
@MainActor
@Suite("Views: containers, display, drawing, text")
struct ViewsTests {
    struct Settings: View {
        @State var sounds = true
        var body: some View {
            NavigationView {
                Form {
                    Section("General") {
                        Toggle("Sounds", isOn: $sounds)
                        LabeledContent("Version", value: "2.1")
                    }
                    Section {
                        LabeledContent("Total", value: 1234.5, format: .number.precision(.fractionLength(1)))
                        LabeledContent("Volume") { Text("loud") }
                    } header: {
                        Text("About")
                    } footer: {
                        Text("Thanks")
                    }
                    Section(header: Text("Legacy"), footer: Divider()) { Text("row") }
                    Section { ProgressView() }
                }
                .navigationTitle("Settings")
            }
        }
    }

    @Test func sectionsFormsAndLabeledContent() throws {
        let host = ViewHost(testing: Settings())
        try host.toggle("Sounds")
        #expect(host.render() == """
            NavigationView
              navigationTitle "Settings"
              Form
                Section "General"
                  Toggle "Sounds" off
                  LabeledContent "Version" = "2.1"
                Section "About"
                  LabeledContent "Total" = "1,234.5"
                  LabeledContent "Volume"
                    Text "loud"
                  footer "Thanks"
                Section "Legacy"
                  Text "row"
                Section
                  ProgressView
            """)
    }

    struct Item: Identifiable, Equatable {
        let id: Int
        let name: String
    }

    struct Chat: View {
        let log: Log
        @State var messages = [Item(id: 1, name: "hi"), Item(id: 2, name: "there")]
        @State var selection: Int?
        var body: some View {
            ScrollViewReader { proxy in
                VStack {
                    List(messages, selection: $selection) { message in
                        Text(message.name)
                    }
                    .onChange(of: messages.count) { _ in
                        log("scroll to \(messages.last!.id)")
                        proxy.scrollTo(messages.last!.id, anchor: .bottom)
                    }
                    Button("send") { messages.append(Item(id: messages.count + 1, name: "new")) }
                    Button("select") { selection = 2 }
                }
            }
        }
    }

    /// `scrollTo` is recorded on the reader's line; a list shows its current selection.
    @Test func scrollViewReaderRecordsScrollsAndListsShowTheirSelection() throws {
        let log = Log()
        let host = ViewHost(testing: Chat(log: log))
        #expect(host.render().hasPrefix("ScrollViewReader\n  VStack\n    List [selection: none]"))
        try host.tap("send")
        try host.tap("select")
        #expect(log.take() == ["scroll to 3"])
        #expect(host.render() == """
            ScrollViewReader [scrolledTo: 3, anchor: bottom]
              VStack
                List [selection: 2]
                  Text "hi"
                  Text "there"
                  Text "new"
                Button "send"
                Button "select"
            """)
    }

    struct Sized: View {
        @State var columns = 2
        var body: some View {
            GeometryReader { proxy in
                VStack {
                    Text("\(Int(proxy.size.width))x\(Int(proxy.size.height)) in \(columns)")
                    Button("more") { columns += 1 }
                }
            }
        }
    }

    /// A reader at the root reports the window's size (one without a safe area here,
    /// Rules R22); its content's reads are its maker's.
    @Test func geometryReaderReportsTheWindowsSize() throws {
        let host = ViewHost(testing: Sized())
        host.size = CGSize(width: 320, height: 480)
        try host.tap("more")
        #expect(host.render() == """
            GeometryReader
              VStack
                Text "320x480 in 3"
                Button "more"
            """)
    }

    struct Gallery: View {
        var body: some View {
            ScrollView(.horizontal) {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 80)), GridItem(.fixed(40))]) {
                    ForEach(0..<2) { index in
                        Circle().fill(index == 0 ? Color.red : .blue)
                    }
                    RoundedRectangle(cornerRadius: 8).stroke(Color.gray, lineWidth: 2)
                    Circle().trim(from: 0, to: 0.25).stroke(.green, style: StrokeStyle(lineWidth: 4, lineCap: .round))
                    Triangle().fill(.orange)
                    Capsule().strokeBorder(lineWidth: 1)
                    Path { path in
                        path.move(to: .zero)
                        path.addLine(to: CGPoint(x: 10, y: 10))
                    }
                    .stroke(Color.black)
                    Image(systemName: "star.fill").resizable().imageScale(.large)
                }
            }
        }
    }

    struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.addLines([CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)])
            path.closeSubpath()
            return path
        }
    }

    @Test func shapesAndImagesRenderByName() {
        #expect(ViewHost(testing: Gallery()).render() == """
            ScrollView horizontal
              LazyVGrid
                Circle [fill: red]
                Circle [fill: blue]
                RoundedRectangle [stroke: gray, lineWidth: 2]
                Circle [trim: 0...0.25, stroke: green, lineWidth: 4]
                Triangle [fill: orange]
                Capsule [stroke: foreground, lineWidth: 1]
                Path [stroke: black, lineWidth: 1]
                Image "star.fill"
            """)
    }

    struct Toolbarish: View {
        let log: Log
        var body: some View {
            HStack {
                Button { log("settings") } label: { Image(systemName: "gear") }
                Button(action: { log("add") }) { Label("Add", systemImage: "plus") }
            }
        }
    }

    /// A button whose label has no text is titled by its image's name.
    @Test func aButtonWithAnImageLabelIsTitledByTheImage() throws {
        let log = Log()
        let host = ViewHost(testing: Toolbarish(log: log))
        try host.tap("gear")
        try host.tap("Add")
        #expect(log.take() == ["settings", "add"])
        #expect(host.render() == "HStack\n  Button \"gear\"\n  Button \"Add\"")
    }

    struct Texts: View {
        let since: Date
        var body: some View {
            VStack {
                Text("\(3.14159, specifier: "%.2f") km")
                Text(0.25, format: .percent)
                Text(NSNumber(value: 42), formatter: NumberFormatter())
                Text(since, style: .timer)
                Text("Total: ").bold() + Text(12, format: .number) + Text(Image(systemName: "cart"))
                Text(AttributedString("attributed"))
                Text("\(Image(systemName: "star")) \(Text("4.5"))")
            }
        }
    }

    /// Specifiers, format styles, formatters, attributed strings and concatenations; a
    /// relative date is written against the host's clock and moves with it.
    @Test func textsFormatTheirValues() async {
        let host = ViewHost(testing: Texts(since: Date(timeIntervalSince1970: 1_700_000_000 - 130)))
        let expected = { (timer: String) in """
            VStack
              Text "3.14 km"
              Text "25%"
              Text "42"
              Text "\(timer)"
              Text "Total: 12<cart>"
              Text "attributed"
              Text "<star> 4.5"
            """ }
        #expect(host.render() == expected("2:10"))
        await host.advance(by: .seconds(60))
        #expect(host.render() == expected("3:10"))
    }

    struct AgeForm: View {
        let log: Log
        @State var age = 30
        @State var notes = ""
        var body: some View {
            Form {
                TextField("Age", value: $age, format: .number)
                    .onChange(of: age) { log("age \($0)") }
                TextField("Notes", text: $notes, prompt: Text("Anything"), axis: .vertical)
                    .onChange(of: notes) { log("notes \($0)") }
            }
        }
    }

    /// A formatted field writes its value when the edit is committed, as SwiftUI's does:
    /// at Return, or when editing ends (focus moves to another field); text that does not
    /// parse leaves the value.
    @Test func formattedTextFieldsWriteAtCommit() throws {
        let log = Log()
        let host = ViewHost(testing: AgeForm(log: log))
        try host.type("42", into: "Age")
        #expect(log.take() == [])
        try host.submit("Age")
        #expect(log.take() == ["age 42"])
        try host.type("x", into: "Age")
        try host.type("ok", into: "Notes")
        #expect(host.render().contains("TextField \"Age\" = \"x\""))
        try host.type("7", into: "Age")
        host.unfocus()
        #expect(log.take() == ["notes o", "notes ok", "age 7"])
        #expect(host.render() == """
            Form
              TextField "Age" = "7"
              TextField "Notes" = "ok"
            """)
    }
}

/// Older files dismiss a sheet through `\.presentationMode`.
@MainActor
@Suite("Views: the iOS 13 presentation mode")
struct PresentationModeTests {
    struct AddCity: View {
        @Environment(\.presentationMode) var presentationMode
        var body: some View {
            Button("Done") { presentationMode.wrappedValue.dismiss() }
        }
    }

    struct Cities: View {
        @State var isAdding = false
        var body: some View {
            Button("Add") { isAdding = true }
                .sheet(isPresented: $isAdding) { AddCity() }
        }
    }

    @Test func presentationModeDismissesTheSheet() throws {
        let host = ViewHost(testing: Cities())
        try host.tap("Add")
        #expect(host.registeredControls == ["Button \"Add\"", "Button \"Done\""])
        try host.tap("Done")
        #expect(host.registeredControls == ["Button \"Add\""])
        #expect(host.render() == "Button \"Add\"")
    }
}
