// Writes the file the CoreDataModels plugin adds to a target: the classes Core Data's code
// generation writes for the target's models ("Class Definition" entities' classes, their and
// "Category/Extension" entities' properties), so that the app's files compile unchanged.
//
//   CoreDataModelsTool OUTPUT-FILE MODEL...
import CoreDataModelGeneration
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: CoreDataModelsTool OUTPUT-FILE MODEL...\n".utf8))
    exit(64)
}

do {
    let models = try arguments.dropFirst().map { try DataModel(contentsOf: URL(fileURLWithPath: $0)) }
    let source = ManagedObjectSource(models: models)
    let url = URL(fileURLWithPath: output)
    // Unchanged contents are not written again, so that the target is not recompiled.
    if (try? String(contentsOf: url, encoding: .utf8)) != source.text {
        try source.text.write(to: url, atomically: true, encoding: .utf8)
    }
} catch {
    FileHandle.standardError.write(Data("CoreDataModelsTool: \(error)\n".utf8))
    exit(1)
}
