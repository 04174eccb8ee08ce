import ViewEngine

// The lab's views as previews: `swift run onchange-preview` (Tools/Preview) lists these
// `PreviewProvider`s by file and name, shows each in a browser, and a click drives it as
// the scenario's driver calls do (what the views print shows in its panel).

struct InitialContentView_Previews: PreviewProvider {
    static var previews: some View { InitialContentView() }
}

struct InOneLoop_Previews: PreviewProvider {
    static var previews: some View { InOneLoop() }
}

struct ExecutionOrder_Previews: PreviewProvider {
    static var previews: some View { ExecutionOrder() }
}

struct LoopTest_Previews: PreviewProvider {
    static var previews: some View { LoopTest() }
}

struct TabExperimentView_Previews: PreviewProvider {
    static var previews: some View { TabExperimentView() }
}

struct FocusDemo_Previews: PreviewProvider {
    static var previews: some View { FocusDemo() }
}

struct TeaShop_Previews: PreviewProvider {
    static var previews: some View { TeaShop() }
}

/// A screen of 200 views that a click changes all of: the preview server's browser test
/// measures the time from a click to the new picture on it (Benchmarks/README.md).
struct TwoHundredViews: View {
    @State var count = 0
    var body: some View {
        VStack(spacing: 0) {
            Button("+") { count += 1 }
            Text("count: \(count)")
            ForEach(0..<50) { row in
                HStack {
                    Text("row \(row)")
                    Text("·")
                    Text("\(count * row)")
                }
                .font(.caption2)
            }
        }
    }
}

struct TwoHundredViews_Previews: PreviewProvider {
    static var previews: some View { TwoHundredViews() }
}

/// A view whose button traps, and one whose body traps on its next evaluation (an index out
/// of range, as a body that reads past an array's end): the preview server shows the trap
/// (its message, the line of this file it came from, and the stack) and goes on serving
/// the other previews in a new process.
struct TrapDemo: View {
    @State var taps = 0
    @State var shown = 0
    let names = ["first"]
    var body: some View {
        VStack {
            Text("taps: \(taps)")
            Text(names[shown])
            Button("Tap") { taps += 1 }
            Button("Trap") { fatalError("TrapDemo traps on purpose after \(taps) taps") }
            Button("Trap in body") { shown += 1 }
        }
    }
}

struct TrapDemo_Previews: PreviewProvider {
    static var previews: some View { TrapDemo() }
}

/// A toggle, a field, and what the window's environment says: the preview server's
/// browser test toggles it, types into it, and changes the device, colour scheme and
/// Dynamic Type size, reading each back from the picture.
struct DisplayDemo: View {
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.dynamicTypeSize) var dynamicTypeSize
    @Environment(\.horizontalSizeClass) var horizontalSizeClass
    @State var notifications = false
    @State var name = ""
    var body: some View {
        VStack {
            Text("scheme: \(colorScheme), type: \(dynamicTypeSize), width: \(horizontalSizeClass.map { "\($0)" } ?? "none")")
            Toggle("Notifications", isOn: $notifications)
            TextField("Name", text: $name)
            Text("hello, \(name)")
        }
        .padding()
        .onChange(of: notifications) { newValue in print("notifications: \(newValue)") }
        .onChange(of: name) { newValue in print("name: \(newValue)") }
    }
}

struct DisplayDemo_Previews: PreviewProvider {
    static var previews: some View { DisplayDemo() }
}

/// Every control the engine draws, in one form (KitchenSink.swift): each drawn part takes
/// a click, as `ViewHost.tap(at:)` does.
struct KitchenSink_Previews: PreviewProvider {
    static var previews: some View { KitchenSink() }
}

/// A field whose title is empty, as a form labels a field by the text beside it
/// (`TextField("", text:)`): a click focuses it and keys type into it.
struct UntitledFieldDemo: View {
    @State var text = ""
    var body: some View {
        VStack {
            TextField("", text: $text)
            Text("typed: \(text)")
        }
        .padding()
    }
}

struct UntitledFieldDemo_Previews: PreviewProvider {
    static var previews: some View { UntitledFieldDemo() }
}
