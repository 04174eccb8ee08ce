import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// The platform-view bridges (`UIViewRepresentable`, `UIViewControllerRepresentable`,
/// `NSViewRepresentable`, `NSViewControllerRepresentable`) are driven as SwiftUI drives
/// them, through the frame loop: coordinator, make, update when mounted; update with the
/// same object and coordinator when the value (Rules R12) or the environment (Rules R16)
/// changes; dismantle with the disappear actions when removed (Rules R13). Each test names
/// the sentence of Apple's documentation it encodes.
@MainActor
@Suite("Representables: make, update, dismantle")
struct RepresentableTests {
    /// Stands for a `UIView`: the engine has no UIKit, so any class does.
    final class FakeView {
        let serial: Int
        var text = ""
        /// The coordinator, set as the view's delegate.
        weak var delegate: Coordinator?
        init(serial: Int) { self.serial = serial }
    }

    @MainActor final class Coordinator {
        var parent: Field
        init(_ parent: Field) { self.parent = parent }
        /// What a `UITextFieldDelegate` method does: write the user's text back.
        func textDidChange(_ text: String) { parent.text = text }
    }

    struct Field: UIViewRepresentable {
        let log: Log
        @Binding var text: String
        var placeholder = ""

        func makeCoordinator() -> Coordinator {
            log("makeCoordinator")
            return Coordinator(self)
        }

        func makeUIView(context: Context) -> FakeView {
            log("makeUIView")
            let view = FakeView(serial: 1)
            view.delegate = context.coordinator
            return view
        }

        func updateUIView(_ uiView: FakeView, context: Context) {
            context.coordinator.parent = self
            uiView.text = text
            log("updateUIView view \(uiView.serial) text \(text) placeholder \(placeholder) coordinator \(ObjectIdentifier(context.coordinator) == ObjectIdentifier(uiView.delegate!))")
        }

        static func dismantleUIView(_ uiView: FakeView, coordinator: Coordinator) {
            coordinator.parent.log("dismantleUIView view \(uiView.serial) text \(uiView.text)")
        }
    }

    struct Screen: View {
        let log: Log
        @State var text = "a"
        @State var placeholder = "Name"
        @State var isShown = true
        @State var unrelated = 0
        /// The view the representable made, as the test's hand on it.
        let made: (FakeView) -> Void

        var body: some View {
            VStack {
                Button("placeholder") { placeholder = "Full name" }
                Button("hide") { isShown = false }
                Button("unrelated") { unrelated += 1 }
                Text("unrelated \(unrelated)")
                if isShown {
                    Field(log: log, text: $text, placeholder: placeholder)
                        .onAppear { log("onAppear") }
                        .onDisappear { log("onDisappear") }
                }
            }
            .onChange(of: text) { log("onChange text \($0)") }
        }
    }

    @Test("makeCoordinator(): \"SwiftUI calls this method before calling the makeUIView(context:) method\"; makeUIView(context:): \"The system calls this method only once, when it creates your view for the first time. For all subsequent updates, the system calls the updateUIView(_:context:) method.\"")
    func makeCoordinatorThenMakeThenUpdateThenOnAppear() {
        let log = Log()
        let host = TestHost(Screen(log: log) { _ in })
        #expect(log.take() == ["makeCoordinator", "makeUIView", "updateUIView view 1 text a placeholder Name coordinator true", "onAppear"])
        #expect(host.render().contains("Field (UIViewRepresentable)"))
    }

    @Test("updateUIView(_:context:): \"SwiftUI calls this method for any changes affecting the corresponding UIKit view\" — the same view object and coordinator, and no call when nothing it shows changed (Rules R12)")
    func aChangedValueUpdatesTheSameObject() throws {
        let log = Log()
        let host = TestHost(Screen(log: log) { _ in })
        _ = log.take()
        host.tap("placeholder")
        #expect(log.take() == ["updateUIView view 1 text a placeholder Full name coordinator true"])
        host.tap("unrelated")
        #expect(log.take() == [])
    }

    @Test("dismantleUIView(_:coordinator:): \"Cleans up the presented UIKit view (and coordinator) in anticipation of their removal\" — at the end of the pass, after onDisappear was queued (Rules R13)")
    func removalDismantlesWithTheCoordinator() throws {
        let log = Log()
        let host = TestHost(Screen(log: log) { _ in })
        _ = log.take()
        host.tap("hide")
        #expect(log.take() == ["onDisappear", "dismantleUIView view 1 text a"])
        #expect(!host.render().contains("UIViewRepresentable"))
    }

    struct Identified: View {
        let log: Log
        @State var text = "a"
        @State var identity = 0
        var body: some View {
            VStack {
                Button("new identity") { identity += 1 }
                Field(log: log, text: $text).id(identity)
            }
        }
    }

    @Test("id(_:): \"When the proxy value specified by the id parameter changes, the identity of the view — for example, its state — is reset\" — a new identity makes a new coordinator and view, then dismantles the old ones at the end of the pass (Rules R13)")
    func aNewIdentityMakesANewViewAndDismantlesTheOld() throws {
        let log = Log()
        let host = TestHost(Identified(log: log))
        _ = log.take()
        host.tap("new identity")
        #expect(log.take() == ["makeCoordinator", "makeUIView", "updateUIView view 1 text a placeholder  coordinator true",
                               "dismantleUIView view 1 text a"])
    }

    /// A coordinator that keeps the view it made, so the test can act as the user typing.
    struct TypingScreen: View {
        let log: Log
        let coordinatorOut: (Coordinator) -> Void
        @State var text = "a"
        var body: some View {
            VStack {
                Text("text \(text)")
                Probe(log: log, text: $text, coordinatorOut: coordinatorOut)
            }
            .onChange(of: text) { log("onChange text \($0)") }
        }
    }

    struct Probe: UIViewRepresentable {
        let log: Log
        @Binding var text: String
        let coordinatorOut: (Coordinator) -> Void
        func makeCoordinator() -> Coordinator {
            Coordinator(Field(log: log, text: $text))
        }
        func makeUIView(context: Context) -> FakeView {
            coordinatorOut(context.coordinator)
            return FakeView(serial: 7)
        }
        func updateUIView(_ uiView: FakeView, context: Context) {
            uiView.text = text
            log("update \(text)")
        }
    }

    @Test("makeCoordinator(): \"you might provide an instance that binds its variables to SwiftUI properties, causing the two to remain synchronized\" — the coordinator, as the view's delegate, writes through the binding; the parent's state and its onChange follow, and the view is updated with the new text")
    func theCoordinatorWritesBackThroughTheBinding() {
        let log = Log()
        var coordinator: Coordinator?
        let host = TestHost(TypingScreen(log: log) { coordinator = $0 })
        #expect(log.take() == ["update a"])
        coordinator?.textDidChange("ab")
        #expect(host.render().contains("Text \"text ab\""))
        #expect(log.take() == ["update ab", "onChange text ab"])
    }

    /// The parent passes `$text` on without reading it: only the update reads the value.
    struct UnreadScreen: View {
        let log: Log
        let coordinatorOut: (Coordinator) -> Void
        @State var text = "a"
        var body: some View {
            let _ = log("screen body")
            Probe(log: log, text: $text, coordinatorOut: coordinatorOut)
        }
    }

    @Test("updateUIView(_:context:): \"When the state of your app changes, SwiftUI updates the portions of your interface affected by those changes\" — state that only the update read (through a binding) updates the view, and its parent's body is not evaluated (Rules R2)")
    func stateOnlyTheUpdateReadUpdatesTheView() {
        let log = Log()
        var coordinator: Coordinator?
        let host = TestHost(UnreadScreen(log: log) { coordinator = $0 })
        #expect(log.take() == ["screen body", "update a"])
        coordinator?.textDidChange("abc")
        _ = host.render()
        #expect(log.take() == ["update abc"])
    }

    struct Scheme: NSViewRepresentable {
        let log: Log
        func makeNSView(context: Context) -> FakeView { FakeView(serial: 3) }
        func updateNSView(_ nsView: FakeView, context: Context) {
            log("updateNSView \(context.environment.colorScheme) \(context.environment.representableAccent) animation \(context.transaction.animation == nil ? "none" : "some")")
        }
    }

    struct AccentKey: EnvironmentKey {
        static let defaultValue = "blue"
    }

    struct SchemeScreen: View {
        let log: Log
        @State var accent = "red"
        var body: some View {
            VStack {
                Button("accent") { accent = "green" }
                Scheme(log: log).environment(\.representableAccent, accent)
            }
        }
    }

    @Test("UIViewRepresentableContext: \"use the provided environment values to configure the appearance of your view\" — context.environment is the current environment, and a change of it updates the view again (Rules R16)")
    func theContextCarriesTheEnvironment() throws {
        let log = Log()
        let host = TestHost(SchemeScreen(log: log))
        #expect(log.take() == ["updateNSView light red animation none"])
        host.tap("accent")
        #expect(log.take() == ["updateNSView light green animation none"])
        host.colorScheme = .dark
        #expect(log.take() == ["updateNSView dark green animation none"])
        #expect(host.render().contains("Scheme (NSViewRepresentable)"))
    }

    final class FakeController {}

    struct Picker: UIViewControllerRepresentable {
        let log: Log
        let value: Int
        func makeUIViewController(context: Context) -> FakeController {
            log("makeUIViewController")
            return FakeController()
        }
        func updateUIViewController(_ uiViewController: FakeController, context: Context) { log("updateUIViewController \(value)") }
        static func dismantleUIViewController(_ uiViewController: FakeController, coordinator: Void) {}
    }

    struct Pane: NSViewControllerRepresentable {
        let log: Log
        let value: Int
        func makeNSViewController(context: Context) -> FakeController {
            log("makeNSViewController")
            return FakeController()
        }
        func updateNSViewController(_ nsViewController: FakeController, context: Context) { log("updateNSViewController \(value)") }
        static func dismantleNSViewController(_ nsViewController: FakeController, coordinator: Coordinator) {
            log(nsViewController)
        }
        static func log(_ controller: FakeController) {}
    }

    struct Controllers: View {
        let log: Log
        @State var value = 0
        var body: some View {
            VStack {
                Button("next") { value += 1 }
                Picker(log: log, value: value)
                Pane(log: log, value: value)
            }
        }
    }

    @Test("updateUIViewController(_:context:): \"SwiftUI calls this method for any changes affecting the corresponding UIKit view controller\" — the controller bridges share the views' mechanism")
    func viewControllersAreMadeOnceAndUpdated() throws {
        let log = Log()
        let host = TestHost(Controllers(log: log))
        #expect(log.take() == ["makeUIViewController", "updateUIViewController 0", "makeNSViewController", "updateNSViewController 0"])
        host.tap("next")
        #expect(log.take() == ["updateUIViewController 1", "updateNSViewController 1"])
        let rendered = host.render()
        #expect(rendered.contains("Picker (UIViewControllerRepresentable)"))
        #expect(rendered.contains("Pane (NSViewControllerRepresentable)"))
    }
}

extension EnvironmentValues {
    /// A value of the representables' tests.
    var representableAccent: String {
        get { self[RepresentableTests.AccentKey.self] }
        set { self[RepresentableTests.AccentKey.self] = newValue }
    }
}
