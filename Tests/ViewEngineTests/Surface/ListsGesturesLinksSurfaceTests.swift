import Foundation
import Testing
import ViewEngine
import TestSupport

/// The rest of the lists, gestures, links and split views families compiles in the forms
/// app code uses, and a modifier whose value changes keeps its content's identity: the
/// content's state survives (Rules R13: only a new identity is a new view).
@MainActor
@Suite("Surface: lists, gestures, links and split views")
struct ListsGesturesLinksSurfaceTests {
    struct Item: Identifiable, Hashable {
        let id: Int
        var name: String
    }

    struct Everything: View {
        @State var items = [Item(id: 1, name: "One")]
        @State var names = ["a"]
        @State var single: Int?
        @State var many: Set<Int> = []
        @State var flag = false
        @State var visibility = NavigationSplitViewVisibility.automatic
        @State var column = NavigationSplitViewColumn.detail
        @GestureState var pressed = false
        @GestureState(initialValue: CGSize.zero) var offset
        @GestureState(reset: { _, transaction in transaction.disablesAnimations = true }) var location: CGPoint?
        @GestureState(wrappedValue: 1.0, resetTransaction: Transaction()) var scale: Double
        @Environment(\.editMode) var editMode
        @Environment(\.openURL) var openURL

        var body: some View {
            NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $column) {
                List($items, editActions: .all, selection: $single) { $item in Text(item.name) }
                List($items, editActions: .move, selection: $many) { $item in Text(item.name) }
                List($names, id: \.self, editActions: .delete) { $name in Text(name) }
                List($names, id: \.self, editActions: .all, selection: $flagSelection) { $name in Text(name) }
                List($items) { $item in Text(item.name) }
                List {
                    ForEach($items, editActions: .all) { $item in Text(item.name) }
                    ForEach($names, id: \.self, editActions: .delete) { $name in Text(name) }
                    ForEach(items) { Text($0.name) }
                        .onDelete(perform: nil)
                        .onMove(perform: nil)
                        .deleteDisabled(flag)
                        .moveDisabled(flag)
                }
            } content: {
                Link(destination: URL(string: "https://example.com")!) { Label("Site", systemImage: "globe") }
                Link(LocalizedStringKey("Key"), destination: URL(string: "https://example.com/key")!)
                EditButton()
            } detail: {
                Text("Gestures")
                    .gesture(SpatialTapGesture(count: 1, coordinateSpace: .global).onEnded { _ in })
                    .gesture(MagnificationGesture().map { Double($0) }.onChanged { _ in })
                    .gesture(AnyGesture(RotateGesture(minimumAngleDelta: .degrees(2)).map { $0.rotation }))
                    .gesture(DragGesture(minimumDistance: 0).simultaneously(with: LongPressGesture()).onEnded { _ in })
                    .gesture(TapGesture(), isEnabled: !flag)
                    .highPriorityGesture(LongPressGesture().updating($pressed) { value, state, _ in state = value })
                    .simultaneousGesture(DragGesture().updating($offset) { value, state, _ in state = value.translation }, including: .subviews)
                    .onOpenURL { _ in }
                    .onContinueUserActivity("com.example.viewing") { _ in }
                    .userActivity("com.example.viewing") { $0.title = "Viewing" }
                    .userActivity("com.example.editing", element: flagSelection) { _, _ in }
                    .environment(\.openURL, OpenURLAction { _ in .systemAction(URL(string: "https://example.com")!) })
                    .swipeActions(edge: .leading, allowsFullSwipe: false) { Button("Pin") { } }
                TextEditor(text: .constant(""))
            }
            .navigationSplitViewStyle(.prominentDetail)
            .navigationSplitViewStyle(AutomaticNavigationSplitViewStyle())
            .navigationSplitViewColumnWidth(240)
            .navigationSplitViewColumnWidth(min: 100, ideal: 200, max: 300)
        }

        @State var flagSelection: String?
    }

    @Test func theFamiliesCompileAndMount() throws {
        let host = ViewHost(testing: Everything())
        // `preferredCompactColumn` is `.detail`: the content and the detail are pushed.
        #expect(host.render().hasPrefix("NavigationSplitView (collapsed)\n  NavigationStack (pushed: 2)\n"))
        #expect(host.diagnostics.isEmpty)
        #expect(EditMode.transient.isEditing && !EditMode.inactive.isEditing)
        #expect(HorizontalEdge.Set.all == [.leading, .trailing])
        #expect(GestureMask.all == [.gesture, .subviews])
        #expect("\(NavigationSplitViewVisibility.doubleColumn)" == "doubleColumn")
    }

    struct Changing: View {
        @State var step = 0
        var body: some View {
            VStack {
                Button("Next") { step += 1 }
                Counter()
                    .gesture(DragGesture(minimumDistance: CGFloat(step)))
                    .deleteDisabled(step.isMultiple(of: 2))
                    .swipeActions(edge: step.isMultiple(of: 2) ? .leading : .trailing) { Text("\(step)") }
                    .navigationSplitViewStyle(.balanced)
                    .onOpenURL { _ in _ = step }
            }
        }
    }

    struct Counter: View {
        @State var count = 0
        var body: some View { Button("count \(count)") { count += 1 } }
    }

    @Test func aChangedModifierValueKeepsItsContentsState() throws {
        let host = ViewHost(testing: Changing())
        try host.tap("count 0")
        try host.tap("Next")
        try host.tap("Next")
        #expect(host.render().contains(#"Button "count 1""#))
    }
}
