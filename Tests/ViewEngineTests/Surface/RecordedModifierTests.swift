import Testing
import ViewEngine
import TestSupport

/// A recorded modifier (``_AttributeModifier``) keeps every argument it was given, and a
/// view that holds a modified view compares those arguments as Rules R12 compares fields:
/// an `Equatable` argument with `==`, a value of a type with no stored properties as the
/// same, anything else that cannot be compared (a custom style with properties, a closure)
/// as changed.
@MainActor
@Suite("Recorded modifiers: every argument kept and compared (Rules R12)")
struct RecordedModifierTests {
    /// A view that holds a modified view in a field, as a container holds its content.
    struct Holder<Content: View>: View {
        let log: Log
        let name: String
        let content: Content
        var body: some View {
            let _ = log("body \(name)")
            content
        }
    }

    struct Outlined: ButtonStyle {
        let width: Double
        func makeBody(configuration: Configuration) -> some View { configuration.label }
    }

    struct Bare: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View { configuration.label }
    }

    struct Parent: View {
        let log: Log
        @State var tick = 0
        @State var radius = 6.0
        var body: some View {
            let _ = log("body Parent \(tick)")
            VStack {
                // Texts, not buttons: a button's action is a closure, which would make every
                // holder count as changed.
                Holder(log: log, name: "same shape", content: Text("a").buttonBorderShape(.roundedRectangle(radius: 6)))
                Holder(log: log, name: "new radius", content: Text("b").buttonBorderShape(.roundedRectangle(radius: radius)))
                Holder(log: log, name: "built-in style", content: Text("c").buttonStyle(.bordered))
                Holder(log: log, name: "bare custom style", content: Text("d").buttonStyle(Bare()))
                Holder(log: log, name: "custom style with a property", content: Text("e").buttonStyle(Outlined(width: 1)))
                Holder(log: log, name: "closure", content: Text("f").transaction { _ in })
                Holder(log: log, name: "same tint", content: ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .white)))
                Button("tick") { tick += 1 }
                Button("widen") { radius += 2 }
            }
        }
    }

    @Test func aViewHoldingAModifiedViewComparesItsArguments() throws {
        let log = Log()
        let host = ViewHost(testing: Parent(log: log))
        _ = log.take()
        try host.tap("tick")
        // Equal arguments (a radius, a built-in style, a style without properties, a tint)
        // skip the holder's body; a style with properties and a closure cannot be compared.
        #expect(log.take() == ["body Parent 1", "body custom style with a property", "body closure"])
        try host.tap("widen")
        // A new radius is a new argument: the holder that shows it re-evaluates.
        #expect(log.take() == ["body Parent 1", "body new radius", "body custom style with a property", "body closure"])
    }

    /// A shown modifier writes the arguments the code gave it, not the defaults it left out.
    @Test func aShownModifierWritesItsArgumentsButNotItsDefaults() {
        struct Styled: View {
            var body: some View {
                VStack {
                    Text("plain").underline()
                    Text("dashed").underline(pattern: .dash, color: .red)
                    Text("tag").background(.blue, in: Capsule())
                    Text("edge").background(Color.gray, ignoresSafeAreaEdges: .top)
                    Text("hidden").redacted(reason: .placeholder)
                }
            }
        }
        #expect(ViewHost(testing: Styled()).render() == """
            VStack
              Text "plain" [underline]
              Text "dashed" [underline: pattern: dash, color: red]
              Text "tag" [background: blue, in: Capsule]
              Text "edge" [background: gray, ignoresSafeAreaEdges: [top]]
              Text "hidden" [redacted: reason: placeholder]
            """)
    }

    /// A picker finds the style set above it by type, through other recorded modifiers.
    @Test func aPickerWritesTheStyleSetAboveIt() {
        struct Themed: View {
            @State var theme = 0
            var body: some View {
                VStack {
                    Picker("Theme", selection: $theme) { Text("Light").tag(0) }
                    Picker("Plain", selection: $theme) { Text("Light").tag(0) }.pickerStyle(.automatic)
                }
                .font(.body)
                .pickerStyle(.segmented)
                .bold()
            }
        }
        #expect(ViewHost(testing: Themed()).render() == """
            VStack [font: body, bold]
              Picker "Theme" (segmented) = "Light"
                Option "Light"
              Picker "Plain" = "Light"
                Option "Light"
            """)
    }
}
