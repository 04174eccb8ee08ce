import Foundation
import SwiftData
import Testing
import ViewEngine

/// A context's `undoManager` records its inserts, deletes and changes: undo and redo
/// replay them exactly, relationships and delete rules included.
@MainActor
@Suite("Undo")
struct UndoTests {
    func context() throws -> (ModelContext, UndoManager) {
        let context = ModelContext(try memoryContainer())
        let undoManager = UndoManager()
        undoManager.groupsByEvent = false
        context.undoManager = undoManager
        return (context, undoManager)
    }

    @Test("undoManager: an insert is undone and redone")
    func undoAnInsert() throws {
        let (context, undoManager) = try context()
        let item = Item(timestamp: .distantPast, title: "added")
        context.insert(item)
        undoManager.undo()
        #expect(item.modelContext == nil && !context.hasChanges)
        undoManager.redo()
        #expect(item.modelContext === context)
        #expect(try context.fetch(FetchDescriptor<Item>()).map(\.title) == ["added"])
    }

    @Test("undoManager: a change is undone and redone")
    func undoAChange() throws {
        let (context, undoManager) = try context()
        let item = Item(timestamp: .distantPast, title: "before")
        context.insert(item)
        try context.save()
        undoManager.removeAllActions()
        item.title = "after"
        undoManager.undo()
        #expect(item.title == "before")
        undoManager.redo()
        #expect(item.title == "after")
    }

    @Test("undoManager: a delete with a cascade is undone whole: the trip and its stops come back, related as before")
    func undoACascade() throws {
        let (context, undoManager) = try context()
        let trip = Trip(name: "Undo", destination: "Back")
        trip.stops = [Stop(name: "One", order: 1), Stop(name: "Two", order: 2)]
        context.insert(trip)
        try context.save()
        undoManager.removeAllActions()
        undoManager.beginUndoGrouping()
        context.delete(trip)
        undoManager.endUndoGrouping()
        #expect(context.deletedModelsArray.count == 3)
        undoManager.undo()
        #expect(context.deletedModelsArray.isEmpty && !trip.isDeleted)
        #expect(trip.stops.map(\.name) == ["One", "Two"] && trip.stops.allSatisfy { $0.trip === trip })
        undoManager.redo()
        #expect(context.deletedModelsArray.count == 3)
    }

    @Test("undoManager: a relationship change is undone exactly, the inverse of the model that moved included")
    func undoAMove() throws {
        let (context, undoManager) = try context()
        let first = Trip(name: "First", destination: "a")
        let second = Trip(name: "Second", destination: "b")
        let stop = Stop(name: "Moving", order: 1)
        first.stops = [stop]
        context.insert(first)
        context.insert(second)
        try context.save()
        undoManager.removeAllActions()
        undoManager.beginUndoGrouping()
        second.stops.append(stop)
        undoManager.endUndoGrouping()
        #expect(first.stops.isEmpty && stop.trip === second)
        undoManager.undo()
        #expect(first.stops.map(\.name) == ["Moving"] && second.stops.isEmpty && stop.trip === first)
    }
}
