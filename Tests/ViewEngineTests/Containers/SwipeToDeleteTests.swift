import Foundation
import Testing
@testable import ViewEngine
import TestSupport
import ViewEngineTesting

/// Swipe to delete: a list row of a `ForEach` with `onDelete(perform:)` — "Sets the
/// deletion action for the dynamic view" — opens on a leftward swipe to show a red Delete
/// button at its trailing edge, which deletes the row (the action gets the row's offset);
/// a full leftward swipe deletes it at once. Swipe actions take the synthesized Delete away
/// on their own edge only: `swipeActions(edge:allowsFullSwipe:content:)`, "When you add
/// swipe actions, SwiftUI no longer synthesizes the Delete actions that otherwise appear
/// when using the `ForEach/onDelete(perform:)` method on a ForEach instance", read per
/// edge as iOS behaves — leading actions keep the Delete, trailing ones replace it (the
/// swipe model is Measures §5 "Swipe actions"; SwipeToDelete.swift).
@MainActor
@Suite("Swipe to delete: an onDelete row's synthesized Delete button")
struct SwipeToDeleteTests {
    /// Which swipe actions the rows declare besides `onDelete`.
    enum Declared { case none, leading, trailing }

    struct Fruits: View {
        let log: Log
        var declared = Declared.none
        @State var fruits = ["Apple", "Banana", "Cherry"]
        var body: some View {
            List {
                ForEach(fruits, id: \.self) { fruit in
                    row(fruit)
                }
                .onDelete { offsets in
                    log("delete \(offsets.map { $0 })")
                    fruits.remove(atOffsets: offsets)
                }
            }
        }

        @ViewBuilder private func row(_ fruit: String) -> some View {
            switch declared {
            case .none:
                Text(fruit)
            case .leading:
                Text(fruit).swipeActions(edge: .leading, allowsFullSwipe: true) {
                    Button { log("edit \(fruit)") } label: { Label("Edit", systemImage: "pencil") }
                }
            case .trailing:
                Text(fruit).swipeActions { Button("Archive") { log("archive \(fruit)") } }
            }
        }
    }

    /// The frame of the row that shows `title`, as the drag region of its swipe.
    private func row(_ host: TestHost<Fruits>, _ title: String) throws -> CGRect {
        let rows = host.host.pointerTargets.filter { $0.kind == "Swipe row" && $0.title == title }
        return try #require(rows.first, "\(host.host.pointerTargets.map(\.description))").frame
    }

    /// A leftward drag over 120 points from the row's trailing end: past half the Delete
    /// button's width, short of half the row's.
    private func swipeOpen(_ host: TestHost<Fruits>, _ title: String) throws -> String {
        let frame = try row(host, title)
        return try host.host.dragAt(from: CGPoint(x: frame.maxX - 10, y: frame.midY), to: CGPoint(x: frame.maxX - 130, y: frame.midY))
    }

    /// A leftward swipe opens the row: the Delete button, destructive, is mounted under it
    /// (and only then), drawn in red at the row's trailing edge, the row's height and at
    /// least 74 points wide, the row's content slid aside by its width; the accessibility
    /// tree has it as a button "Delete" in the row's cell.
    @Test func aLeftwardSwipeOpensTheRowOnItsDeleteButton() throws {
        let log = Log()
        let host = TestHost(Fruits(log: log))
        #expect(throws: HostError.self) { try host.host.tap("Delete") }
        #expect(try swipeOpen(host, "Banana") == #"swipe "Banana" open"#)
        #expect(log.take() == [])
        #expect(host.render() == """
            List
              Text "Apple"
              Text "Banana"
                onDelete, open
                  Button "Delete" (destructive)
              Text "Cherry"
            """)
        let banana = try row(host, "Banana")
        let actions = host.host.pointerTargets.filter { $0.kind == "Swipe action" }
        #expect(actions.map(\.title) == ["Delete"])
        let delete = try #require(actions.first).frame
        #expect(delete.maxX == banana.maxX && delete.minY == banana.minY && delete.height == banana.height)
        #expect(delete.width >= 74)
        let picture = host.snapshot()
        #expect(picture.contains(#"data-view="SwipeAction" data-title="Delete""#), "\(picture)")
        let slid = picture.components(separatedBy: #"<g transform="translate("#).dropFirst().first?.components(separatedBy: " ").first
        #expect(slid.flatMap(Double.init).map { abs($0 + Double(delete.width)) < 0.01 } == true, "\(String(describing: slid))")
        #expect(host.host.accessibilityTree.description.split(separator: "\n").map(String.init) == [
            "application \"\"",
            "  collectionView \"\"",
            "    cell \"\"",
            "      staticText \"Apple\"",
            "    cell \"\"",
            "      staticText \"Banana\"",
            "      button \"Delete\"",
            "    cell \"\"",
            "      staticText \"Cherry\"",
        ])
    }

    /// A tap on the open Delete button deletes the row: `onDelete` gets its offset, once.
    @Test func aTapOnTheDeleteButtonDeletesTheRow() throws {
        let log = Log()
        let host = TestHost(Fruits(log: log))
        _ = try swipeOpen(host, "Banana")
        let delete = try #require(host.host.pointerTargets.first { $0.kind == "Swipe action" }).frame
        host.tap(at: CGPoint(x: delete.midX, y: delete.midY))
        #expect(log.take() == ["delete [1]"])
        #expect(host.render() == "List\n  Text \"Apple\"\n  Text \"Cherry\"")
    }

    /// The open Delete button is a button the host taps by its title.
    @Test func hostTapDeleteDeletesTheOpenRow() throws {
        let log = Log()
        let host = TestHost(Fruits(log: log))
        _ = try swipeOpen(host, "Cherry")
        try host.host.tap("Delete")
        #expect(log.take() == ["delete [2]"])
        #expect(host.render() == "List\n  Text \"Apple\"\n  Text \"Banana\"")
    }

    /// A full leftward swipe, across more than half the row, deletes it at once.
    @Test func aFullSwipeDeletesTheRowAtOnce() throws {
        let log = Log()
        let host = TestHost(Fruits(log: log))
        let apple = try row(host, "Apple")
        let did = try host.host.dragAt(from: CGPoint(x: apple.maxX - 5, y: apple.midY), to: CGPoint(x: apple.minX + 5, y: apple.midY))
        #expect(did == #"swipe "Apple" fully, tap "Delete""#)
        #expect(log.take() == ["delete [0]"])
        #expect(host.render() == "List\n  Text \"Banana\"\n  Text \"Cherry\"")
    }

    /// One row is open at a time; a tap elsewhere only closes it; a rightward swipe on a row
    /// without leading actions springs back.
    @Test func oneRowIsOpenAtATimeAndATapElsewhereClosesIt() throws {
        let log = Log()
        let host = TestHost(Fruits(log: log))
        _ = try swipeOpen(host, "Apple")
        _ = try swipeOpen(host, "Banana")
        #expect(host.host.pointerTargets.filter { $0.kind == "Swipe action" }.count == 1)
        #expect(host.render().components(separatedBy: "onDelete, open").count == 2)
        #expect(host.render().contains("Text \"Banana\"\n    onDelete, open"))
        let cherry = try row(host, "Cherry")
        host.tap(at: CGPoint(x: cherry.midX, y: cherry.midY))
        #expect(!host.render().contains("open"))
        let rightward = try host.host.dragAt(from: CGPoint(x: cherry.minX + 10, y: cherry.midY), to: CGPoint(x: cherry.minX + 130, y: cherry.midY))
        #expect(rightward == #"swipe "Cherry": springs back"#)
        #expect(log.take() == [])
    }

    /// Leading swipe actions and `onDelete` on one row, as in an app's list of items: a
    /// rightward swipe opens the leading Edit action, a leftward one the Delete button
    /// (closing the leading actions), and each runs on a tap.
    @Test func leadingActionsKeepTheSynthesizedDelete() throws {
        let log = Log()
        let host = TestHost(Fruits(log: log, declared: .leading))
        let banana = try row(host, "Banana")
        let right = try host.host.dragAt(from: CGPoint(x: banana.minX + 10, y: banana.midY), to: CGPoint(x: banana.minX + 130, y: banana.midY))
        #expect(right == #"swipe "Banana" open"#)
        #expect(host.host.pointerTargets.filter { $0.kind == "Swipe action" }.map(\.title) == ["Edit"])
        #expect(host.render().contains("swipeActions (leading), open"))
        #expect(try swipeOpen(host, "Banana") == #"swipe "Banana" open"#)
        #expect(host.host.pointerTargets.filter { $0.kind == "Swipe action" }.map(\.title) == ["Delete"])
        #expect(!host.render().contains("swipeActions (leading), open"))
        #expect(host.render().contains("onDelete, open"))
        try host.host.tap("Delete")
        #expect(log.take() == ["delete [1]"])
        // The leading action, by a rightward swipe and a tap at it.
        let cherry = try row(host, "Cherry")
        _ = try host.host.dragAt(from: CGPoint(x: cherry.minX + 10, y: cherry.midY), to: CGPoint(x: cherry.minX + 130, y: cherry.midY))
        let edit = try #require(host.host.pointerTargets.first { $0.kind == "Swipe action" }).frame
        #expect(edit.minX == cherry.minX)
        host.tap(at: CGPoint(x: edit.midX, y: edit.midY))
        #expect(log.take() == ["edit Cherry"])
        // A full leftward swipe deletes.
        let apple = try row(host, "Apple")
        _ = try host.host.dragAt(from: CGPoint(x: apple.maxX - 5, y: apple.midY), to: CGPoint(x: apple.minX + 5, y: apple.midY))
        #expect(log.take() == ["delete [0]"])
    }

    /// Trailing swipe actions replace the synthesized Delete: a leftward swipe shows them
    /// alone, and a full one runs the first of them, not `onDelete`.
    @Test func trailingActionsGetNoSynthesizedDelete() throws {
        let log = Log()
        let host = TestHost(Fruits(log: log, declared: .trailing))
        #expect(try swipeOpen(host, "Banana") == #"swipe "Banana" open"#)
        #expect(host.host.pointerTargets.filter { $0.kind == "Swipe action" }.map(\.title) == ["Archive"])
        #expect(!host.render().contains("onDelete"))
        #expect(throws: HostError.self) { try host.host.tap("Delete") }
        let apple = try row(host, "Apple")
        _ = try host.host.dragAt(from: CGPoint(x: apple.maxX - 5, y: apple.midY), to: CGPoint(x: apple.minX + 5, y: apple.midY))
        #expect(log.take() == ["archive Apple"])
    }

    struct Locked: View {
        var body: some View {
            List {
                ForEach(["Apple", "Banana"], id: \.self) { Text($0).deleteDisabled($0 == "Apple") }
                    .onDelete { _ in }
            }
        }
    }

    /// A row that refuses deleting (`deleteDisabled(true)`) has no Delete to swipe to.
    @Test func aRowThatRefusesDeletingIsNotSwiped() throws {
        let host = TestHost(Locked())
        #expect(host.host.pointerTargets.filter { $0.kind == "Swipe row" }.map(\.title) == ["Banana"])
    }
}
