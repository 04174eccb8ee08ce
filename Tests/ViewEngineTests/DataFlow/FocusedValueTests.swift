import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// Focused values: a view publishes a value with `focusedValue(_:_:)` (seen while focus is
/// in it) or `focusedSceneValue(_:_:)` (seen wherever focus is); `@FocusedValue`,
/// `@FocusedBinding` and `@FocusedObject` read the one closest to focus, and the views
/// reading them evaluate their body again when that value changes, and only then.
///
/// Apple's documentation of `FocusedValue`: "If multiple views publish values using the
/// same key, the wrapped property will reflect the value from the view closest to focus";
/// of its `wrappedValue`: "Returns nil when nothing in the focused view hierarchy exports
/// a value"; of `focusedSceneValue(_:_:)`: "Use this method instead of
/// View/focusedValue(_:_:) for values that must be visible regardless of where focus is
/// located in the active scene."
@MainActor
@Suite("Focused values: the value closest to focus")
struct FocusedValueTests {
    struct CountKey: FocusedValueKey { typealias Value = Int }

    final class Document: ObservableObject {
        @Published var text: String
        init(_ text: String) { self.text = text }
    }

    @Observable final class Selection {
        var name: String
        init(_ name: String) { self.name = name }
    }

    struct Reader: View {
        let log: Log
        @FocusedValue(\.count) var count
        var body: some View {
            let _ = log("count \(count.map(String.init) ?? "nil")")
            Text("count \(count.map(String.init) ?? "nil")")
        }
    }

    struct Fields: View {
        let log: Log
        @State var a = ""
        @State var b = ""
        @State var c = ""
        var body: some View {
            VStack {
                TextField("A", text: $a).focusedValue(\.count, 1)
                VStack {
                    TextField("B", text: $b).focusedValue(\.count, 2)
                    TextField("C", text: $c)
                }
                .focusedValue(\.count, 3)
                Reader(log: log)
            }
        }
    }

    /// "Returns nil when nothing in the focused view hierarchy exports a value"; the value
    /// of the publisher closest to focus wins over an ancestor's.
    @Test func theReaderSeesThePublisherClosestToFocusOrNil() throws {
        let log = Log()
        let host = TestHost(Fields(log: log))
        #expect(log.take() == ["count nil"])
        host.focus("A")
        host.focus("B")
        host.focus("C")
        host.unfocus()
        #expect(log.take() == ["count 1", "count 2", "count 3", "count nil"])
        #expect(host.render().hasSuffix(#"Text "count nil""#))
    }

    struct SceneWide: View {
        let log: Log
        @State var a = ""
        @State var b = ""
        @State var shown = true
        var body: some View {
            VStack {
                TextField("A", text: $a).focusedValue(\.count, 1)
                if shown {
                    TextField("B", text: $b)
                }
                Button("hide") { shown = false }
                Reader(log: log)
            }
            .focusedSceneValue(\.count, 9)
        }
    }

    /// A scene value is seen "regardless of where focus is located"; a focused view's own
    /// value wins over it while focus is there.
    @Test func aSceneValueIsSeenWhereverFocusIsUnlessAValueAroundFocusWins() throws {
        let log = Log()
        let host = TestHost(SceneWide(log: log))
        // The publisher wraps the reader: it publishes once its content is mounted, so the
        // reader's first body sees nothing, and the host's first frame shows the value.
        #expect(log.take() == ["count nil", "count 9"])
        #expect(host.render().hasSuffix(#"Text "count 9""#))
        host.focus("A")
        host.focus("B")
        #expect(log.take() == ["count 1", "count 9"])
        host.tap("hide")
        #expect(log.take() == [])
        #expect(host.focusedField == nil)
    }

    struct Changing: View {
        let log: Log
        @State var count = 0
        @State var text = ""
        var body: some View {
            VStack {
                TextField("Field", text: $text).focusedValue(\.count, count)
                Button("+") { count += 1 }
                Reader(log: log)
                Text("other")
            }
        }
    }

    /// The value follows what the publisher publishes now; a frame where it publishes the
    /// same value evaluates no reader.
    @Test func aNewValueFromThePublisherReachesTheReaderAndTheSameValueDoesNot() throws {
        let log = Log()
        let host = TestHost(Changing(log: log))
        host.focus("Field")
        host.tap("+")
        host.type("x", into: "Field")
        #expect(log.take() == ["count nil", "count 0", "count 1"])
    }

    struct GoneKey: FocusedValueKey { typealias Value = String }

    struct Vanishing: View {
        let log: Log
        @State var text = ""
        @State var published = true
        var body: some View {
            VStack {
                TextField("Field", text: $text)
                    .focusedValue(\.label, published ? "on" : nil)
                Button("stop") { published = false }
                LabelReader(log: log)
            }
        }
    }

    struct LabelReader: View {
        let log: Log
        @FocusedValue(\.label) var label
        var body: some View {
            let _ = log("label \(label ?? "nil")")
            EmptyView()
        }
    }

    /// `focusedValue(_:_:)` with `nil`: "The focus value to export, or nil if no value is
    /// currently available."
    @Test func publishingNilExportsNoValue() throws {
        let log = Log()
        let host = TestHost(Vanishing(log: log))
        host.focus("Field")
        host.tap("stop")
        #expect(log.take() == ["label nil", "label on", "label nil"])
    }

    // MARK: Objects

    struct ObjectReader: View {
        @FocusedObject var document: Document?
        @FocusedValue(Selection.self) var selection
        var body: some View {
            Text("\(document?.text ?? "no document"), \(selection?.name ?? "no selection")")
        }
    }

    struct Objects: View {
        @StateObject var document = Document("draft")
        @State var selection = Selection("row 1")
        @State var text = ""
        var body: some View {
            VStack {
                TextField("Editor", text: $text)
                    .focusedObject(document)
                    .focusedValue(selection)
                Button("edit") { document.text += "!" }
                Button("select") { selection.name = "row 2" }
                ObjectReader()
            }
        }
    }

    /// Apple's documentation of `FocusedObject`: "Focused objects invalidate the current
    /// view whenever the observable object changes."
    @Test func aFocusedObjectIsSeenWhileFocusIsInItsViewAndItsChangesReachTheReader() throws {
        let host = TestHost(Objects())
        #expect(host.render().hasSuffix(#"Text "no document, no selection""#))
        host.focus("Editor")
        #expect(host.render().hasSuffix(#"Text "draft, row 1""#))
        host.tap("edit")
        host.tap("select")
        #expect(host.render().hasSuffix(#"Text "draft!, row 2""#))
        host.unfocus()
        #expect(host.render().hasSuffix(#"Text "no document, no selection""#))
    }

    struct SceneObjects: View {
        @StateObject var document = Document("scene")
        @State var selection = Selection("scene row")
        var body: some View {
            ObjectReader()
                .focusedSceneObject(document)
                .focusedSceneValue(selection)
        }
    }

    @Test func sceneObjectsAreSeenWithoutFocus() {
        let host = TestHost(SceneObjects())
        #expect(host.render() == #"Text "scene, scene row""#)
    }

    // MARK: Bindings

    struct NameKey: FocusedValueKey { typealias Value = Binding<String> }

    struct BindingReader: View {
        @FocusedBinding(\.name) var name
        var body: some View {
            VStack {
                Text("name \(name ?? "nil")")
                Button("shout") { name = name?.uppercased() }
                Button("clear") { name = nil }
            }
        }
    }

    struct Named: View {
        @State var name = "ada"
        var body: some View {
            VStack {
                TextField("Name", text: $name).focusedValue(\.name, $name)
                BindingReader()
            }
        }
    }

    /// Apple's documentation of `FocusedBinding`: "If multiple views publish bindings using
    /// the same key, the wrapped property will reflect the value of the binding from the
    /// view closest to focus." Writing it writes the published binding; writing `nil`
    /// writes nothing.
    @Test func aFocusedBindingReadsAndWritesThePublishedBinding() throws {
        let host = TestHost(Named())
        host.tap("shout")
        #expect(host.render().contains(#"Text "name nil""#))
        host.focus("Name")
        host.tap("shout")
        host.tap("clear")
        #expect(host.render() == """
            VStack
              TextField "Name" = "ADA"
              VStack
                Text "name ADA"
                Button "shout"
                Button "clear"
            """)
    }
}

extension FocusedValues {
    var count: Int? {
        get { self[FocusedValueTests.CountKey.self] }
        set { self[FocusedValueTests.CountKey.self] = newValue }
    }

    var label: String? {
        get { self[FocusedValueTests.GoneKey.self] }
        set { self[FocusedValueTests.GoneKey.self] = newValue }
    }

    var name: Binding<String>? {
        get { self[FocusedValueTests.NameKey.self] }
        set { self[FocusedValueTests.NameKey.self] = newValue }
    }
}
