import Foundation
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// `ForEach.onDelete` and `onMove` driven by ``ViewHost/delete(_:)`` and
/// ``ViewHost/move(_:to:)`` (Rules: Host): one frame per call (Rules R1), the rows that
/// stay keep their state (Rules R17), and a row that cannot be found, is ambiguous or
/// refuses the edit is a `HostError` naming the rows on screen.
@MainActor
@Suite("Host: deleting and moving list rows")
struct ListEditingTests {
    /// What the fruit list's actions received, and the list as it is now.
    struct Fruits: View {
        let log: Log
        @State var fruits = ["Apple", "Banana", "Cherry"]
        var body: some View {
            List {
                ForEach(fruits, id: \.self) { fruit in
                    Row(name: fruit)
                }
                .onDelete { offsets in
                    log("delete \(Array(offsets))")
                    fruits.remove(atOffsets: offsets)
                }
                .onMove { offsets, destination in
                    log("move \(Array(offsets)) to \(destination)")
                    fruits.move(fromOffsets: offsets, toOffset: destination)
                }
            }
            .onChange(of: fruits) { newValue in log("fruits \(newValue)") }
        }
    }

    /// A row with state of its own: it survives the edits of the other rows (Rules R17).
    struct Row: View {
        let name: String
        @State var taps = 0
        var body: some View {
            HStack {
                Text(name)
                Button("Tap \(name)") { taps += 1 }
                Text("\(taps)")
            }
        }
    }

    // "SwiftUI passes a set of indices to the closure that's relative to the dynamic
    // view's underlying collection of data." (DynamicViewContent.onDelete(perform:))
    @Test func deleteRunsOnDeleteWithTheRowsOffsetInOneFrame() throws {
        let log = Log()
        let host = TestHost(Fruits(log: log))
        host.tap("Tap Cherry")
        var frames = 0
        host.host.frameDidEnd = { _ in frames += 1 }
        host.delete("Banana")
        #expect(frames == 1)
        #expect(log.take() == ["delete [1]", "fruits [\"Apple\", \"Cherry\"]"])
        #expect(host.render() == """
            List
              HStack
                Text "Apple"
                Button "Tap Apple"
                Text "0"
              HStack
                Text "Cherry"
                Button "Tap Cherry"
                Text "1"
            """)
    }

    // "The closure takes two arguments that represent the offset relative to the dynamic
    // view's underlying collection of data." (DynamicViewContent.onMove(perform:)); the
    // destination is SwiftUI's `toOffset`, counted before the move.
    @Test func moveRunsOnMoveWithTheOffsetAndTheDestinationCountedBeforeTheMove() throws {
        let log = Log()
        let host = TestHost(Fruits(log: log))
        host.tap("Tap Apple")
        host.move("Apple", to: 3)
        #expect(log.take() == ["move [0] to 3", "fruits [\"Banana\", \"Cherry\", \"Apple\"]"])
        host.move("Cherry", to: 0)
        #expect(log.take() == ["move [1] to 0", "fruits [\"Cherry\", \"Banana\", \"Apple\"]"])
        // The moved row kept its state: one identity per element (Rules R17).
        #expect(host.render().hasSuffix("""
                Text "Apple"
                Button "Tap Apple"
                Text "1"
            """))
    }

    @Test func aRowIsNamedByItsTextOrByOneLabelInside() throws {
        let log = Log()
        let host = TestHost(Fruits(log: log))
        host.delete("Cherry Tap Cherry 0")   // all its texts and titles, joined
        host.delete("Tap Apple")            // the title of a control inside
        #expect(log.take() == ["delete [2]", "fruits [\"Apple\", \"Banana\"]", "delete [0]", "fruits [\"Banana\"]"])
    }

    @Test func aMissingAmbiguousOrOutOfRangeRowIsAHostErrorThatNamesTheRows() throws {
        let log = Log()
        let host = TestHost(Fruits(log: log))
        let missing = try #require(throws: HostError.self) { try host.host.delete("Kiwi") }
        #expect("\(missing)" == #"HostError: no DeletableRow titled "Kiwi". DeletableRows on screen: "Apple Tap Apple 0", "Banana Tap Banana 0", "Cherry Tap Cherry 0"."#)
        let ambiguous = try #require(throws: HostError.self) { try host.host.move("0", to: 1) }
        #expect("\(ambiguous)" == #"HostError: 3 MovableRows are titled "0"; titles must be unique to be driven. MovableRows on screen: "Apple Tap Apple 0", "Banana Tap Banana 0", "Cherry Tap Cherry 0"."#)
        let outOfRange = try #require(throws: HostError.self) { try host.host.move("Apple", to: 4) }
        #expect("\(outOfRange)" == #"HostError: the MovableRow titled "Apple" cannot take offset 4: its range is 0...3, so nothing was done."#)
        #expect(throws: HostError.self) { try host.host.move("Apple", to: -1) }
        #expect(log.take() == [])
        // A scope singles a row out, as for every driver.
        try host.host.within("Banana") { try host.host.move("0", to: 0) }
        #expect(log.take() == ["move [1] to 0", "fruits [\"Banana\", \"Apple\", \"Cherry\"]"])
    }

    struct Guarded: View {
        let log: Log
        @State var steps = ["Start", "Middle", "End"]
        var body: some View {
            List {
                ForEach(steps, id: \.self) { step in
                    Text(step)
                        .deleteDisabled(step == "Start")
                        .moveDisabled(step == "End")
                }
                .onDelete { log("delete \(Array($0))") }
                .onMove { log("move \(Array($0)) to \($1)") }
                ForEach(["Fixed"], id: \.self) { Text($0) }
                    .onDelete(perform: nil)
            }
        }
    }

    // "Adds a condition for whether the view's view hierarchy is deletable."
    // (View.deleteDisabled(_:)); "Pass nil to disable the ability to move items."
    // (DynamicViewContent.onMove(perform:))
    @Test func deleteDisabledMoveDisabledAndANilActionRefuseTheRow() throws {
        let log = Log()
        let host = TestHost(Guarded(log: log))
        let start = try #require(throws: HostError.self) { try host.host.delete("Start") }
        #expect("\(start)" == #"HostError: the DeletableRow titled "Start" is disabled. DeletableRows on screen: "Start", "Middle", "End", "Fixed"."#)
        #expect(throws: HostError.self) { try host.host.move("End", to: 0) }
        #expect(throws: HostError.self) { try host.host.delete("Fixed") }
        host.delete("End")
        host.move("Start", to: 2)
        #expect(log.take() == ["delete [2]", "move [0] to 2"])
    }

    struct Outside: View {
        let log: Log
        var body: some View {
            List {
                ForEach(["A", "B"], id: \.self) { Text($0) }
                    .onDelete { log("delete \(Array($0))") }
                    .disabled(true)
            }
        }
    }

    @Test func aDisabledRowIsRefusedAndACallDuringAFrameChangesNothing() throws {
        let log = Log()
        let host = TestHost(Outside(log: log))
        let disabled = try #require(throws: HostError.self) { try host.host.delete("A") }
        #expect(disabled.reason == .disabled)
        #expect(log.take() == [])
    }
}
