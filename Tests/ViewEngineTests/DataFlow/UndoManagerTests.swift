import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// `@Environment(\.undoManager)`: the window's undo manager, one per host (on Linux,
/// PlatformTypes/Foundation/UndoManager.swift).
@MainActor
@Suite("UndoManager: the window's, grouped by frame")
struct UndoManagerTests {
    @Observable final class Tally {
        var count = 0
        var label = "none"
    }

    struct Counter: View {
        let tally: Tally
        @Environment(\.undoManager) private var undoManager

        /// Sets the count and registers its inverse, which registers its own inverse: the
        /// undo of an undo is a redo.
        func setCount(_ count: Int) {
            let old = tally.count
            tally.count = count
            undoManager?.registerUndo(withTarget: tally) { _ in setCount(old) }
        }

        func setLabel(_ label: String) {
            let old = tally.label
            tally.label = label
            undoManager?.registerUndo(withTarget: tally) { _ in setLabel(old) }
        }

        var body: some View {
            Text("\(tally.count) \(tally.label)")
            Button("Add") {
                setCount(tally.count + 1)
                setLabel("added")
                undoManager?.setActionName("Count")
            }
            Button("Undo") { undoManager?.undo() }
            Button("Redo") { undoManager?.redo() }
            Text("\(undoManager?.canUndo == true ? "can undo \(undoManager?.undoActionName ?? "")" : "nothing to undo")")
        }
    }

    /// Apple, `groupsByEvent`: "whether the receiver automatically creates undo groups
    /// around each pass of the run loop" — here, each frame: a tap's two registrations are
    /// one group. `undo()`: "Closes the top-level undo group if necessary" and undoes it;
    /// `redo()`: "Performs the operations in the last group on the redo stack ... recording
    /// them on the undo stack as a single group".
    @Test func aTapIsOneGroupToUndoAndRedo() throws {
        let tally = Tally()
        let host = TestHost(Counter(tally: tally))
        #expect(host.render().contains(#"Text "nothing to undo""#))
        host.tap("Add")
        host.tap("Add")
        #expect(host.render().hasPrefix(#"Text "2 added""#))
        host.tap("Undo")
        #expect((tally.count, tally.label) == (1, "added"))
        host.tap("Undo")
        #expect((tally.count, tally.label) == (0, "none"))
        host.tap("Redo")
        #expect((tally.count, tally.label) == (1, "added"))
        #expect(host.render().contains(#"Text "can undo Count""#))
        host.tap("Undo")
        #expect((tally.count, tally.label) == (0, "none"))
        #expect(host.render().contains(#"Text "nothing to undo""#))
    }

    /// Two hosts are two windows, each with its own undo manager.
    @Test func eachHostHasItsOwnUndoManager() {
        struct Reader: View {
            let seen: (UndoManager?) -> Void
            @Environment(\.undoManager) private var undoManager
            var body: some View {
                let _ = seen(undoManager)
                Text("window")
            }
        }
        var managers: [UndoManager?] = []
        let first = TestHost(Reader { managers.append($0) })
        let second = TestHost(Reader { managers.append($0) })
        #expect(managers.count == 2 && managers[0] != nil && managers[0] !== managers[1])
        _ = (first, second)
    }

    /// Without a host, registrations group explicitly (`beginUndoGrouping()`), or each is its
    /// own group; `levelsOfUndo` keeps the latest groups; `disableUndoRegistration()` records
    /// nothing; `removeAllActions(withTarget:)` forgets a target's operations.
    @Test func standaloneGroupingAndLimits() {
        let tally = Tally()
        let manager = UndoManager()
        manager.beginUndoGrouping()
        manager.registerUndo(withTarget: tally) { $0.count -= 1 }
        manager.registerUndo(withTarget: tally) { $0.count -= 10 }
        manager.setActionName("Both")
        manager.endUndoGrouping()
        manager.registerUndo(withTarget: tally) { $0.count -= 100 }
        // `groupsByEvent` opened a group for the current event at the first grouping, and
        // without a host no event ends: that group stays open ("the number of nested undo
        // groups ... in the current event loop", `groupingLevel`).
        #expect(manager.groupingLevel == 1)
        manager.undo()
        #expect(tally.count == -100)
        #expect(manager.undoActionName == "Both")
        manager.undo()
        #expect(tally.count == -111)
        #expect(!manager.canUndo && !manager.canRedo)

        manager.levelsOfUndo = 2
        for step in 1...3 { manager.registerUndo(withTarget: tally) { $0.count = step } }
        manager.undo(); manager.undo(); manager.undo()
        #expect(tally.count == 2)

        manager.disableUndoRegistration()
        manager.registerUndo(withTarget: tally) { $0.count = 99 }
        #expect(!manager.isUndoRegistrationEnabled && !manager.canUndo)
        manager.enableUndoRegistration()
        manager.registerUndo(withTarget: tally) { $0.count = 7 }
        manager.removeAllActions(withTarget: tally)
        manager.undo()
        #expect(tally.count == 2)
        manager.registerUndo(withTarget: tally) { $0.count = 8 }
        manager.removeAllActions()
        #expect(!manager.canUndo && !manager.isUndoing && !manager.isRedoing && manager.redoActionName == "")
        manager.groupsByEvent = false
        manager.registerUndo(withTarget: tally) { $0.count = 9 }
        manager.undoNestedGroup()
        #expect(tally.count == 9)
    }
}
