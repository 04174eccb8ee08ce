import SwiftParser
import SwiftSyntax

/// Migrates a set of Swift sources together: every file's declarations are known when
/// any file's calls are decided (a view's members may be declared in another file).
///
/// ```swift
/// let results = Migration.migrate(["Counter.swift": source])
/// print(results[0].migrated)
/// ```
public enum Migration {
    /// The migration of each `(path, text)` source, in the order given.
    public static func migrate(_ sources: [(path: String, text: String)], options: MigrationOptions = .init()) -> [FileMigration] {
        let trees = sources.map { Parser.parse(source: $0.text) }
        var collector = DeclarationCollector(into: DeclarationIndex())
        for tree in trees where !tree.hasError {
            collector.walk(tree)
            collector = DeclarationCollector(into: collector.index)
        }
        let index = collector.index
        return zip(sources, trees).map { source, tree in
            FileMigration.migrate(source.text, tree: tree, path: source.path, index: index, options: options)
        }
    }

    /// The migration of one source on its own.
    public static func migrate(_ text: String, path: String = "input.swift", options: MigrationOptions = .init()) -> FileMigration {
        migrate([(path, text)], options: options)[0]
    }
}
