import SwiftParser
import SwiftSyntax

/// One file's migration: its text before and after, and what happened to each call.
public struct FileMigration: Sendable {
    /// The path as given to the tool.
    public let path: String
    /// The file's text as read.
    public let original: String
    /// The file's text after the rewrites (equal to `original` when nothing changed).
    public let migrated: String
    /// Every `onChange(of:)` and data-flow `onReceive` call found, in source order.
    public let outcomes: [CallOutcome]
    /// What happened to the imports, when the file changed or has no engine import.
    public let importNote: String?

    /// Whether the migration changed the file.
    public var changed: Bool { original != migrated }

    /// Migrates `source`, knowing the declarations of every input file (`index`).
    static func migrate(_ source: String, path: String, index: DeclarationIndex, options: MigrationOptions) -> FileMigration {
        migrate(source, tree: Parser.parse(source: source), path: path, index: index, options: options)
    }

    static func migrate(
        _ source: String, tree: SourceFileSyntax, path: String, index: DeclarationIndex, options: MigrationOptions
    ) -> FileMigration {
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        if tree.hasError {
            return FileMigration(path: path, original: source, migrated: source, outcomes: [],
                                 importNote: "does not parse: left alone")
        }
        let imports = Imports(tree)
        let finder = CallFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        let migrator = CallMigrator(index: index, options: options)

        var outcomes: [CallOutcome] = []
        var edits: [TextEdit] = []
        for call in finder.calls {
            guard var decision = migrator.decide(call) else { continue }
            if !imports.hasViewImport, decision.verdict != .skipped {
                decision = CallDecision(position: decision.position, call: decision.call, verdict: .skipped,
                                        reason: "the file imports neither SwiftUI nor ViewEngine", names: [], edits: [])
            }
            if TextEdit.overlap(decision.edits, edits) {
                decision = CallDecision(position: decision.position, call: decision.call, verdict: .skipped,
                                        reason: "inside another rewritten action; run the tool again", names: [], edits: [])
            }
            edits += decision.edits
            let location = converter.location(for: decision.position)
            outcomes.append(CallOutcome(line: location.line, column: location.column, call: decision.call,
                                        verdict: decision.verdict, reason: decision.reason, names: decision.names))
        }

        outcomes.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        var importNote: String?
        if !edits.isEmpty {
            let (importEdits, note) = imports.editsForModernAPI()
            edits += importEdits
            importNote = note
        }
        return FileMigration(path: path, original: source, migrated: TextEdit.apply(edits, to: source),
                             outcomes: outcomes, importNote: importNote)
    }
}

/// Every function call of a file, outer calls before the calls inside them.
private final class CallFinder: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        return .visitChildren
    }
}
