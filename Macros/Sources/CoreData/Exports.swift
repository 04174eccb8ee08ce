// A model file imports CoreData alone and uses Date, UUID, NSPredicate and NSSortDescriptor
// (Foundation's), as with Apple's Core Data.
@_exported import Foundation
// UndoManager is Foundation's on Apple's platforms; on Linux the engine declares it, and a
// context's `undoManager` is one.
@_exported import class ViewEngine.UndoManager
