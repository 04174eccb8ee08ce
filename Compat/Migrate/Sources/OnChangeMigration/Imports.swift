import SwiftSyntax

/// A file's imports, and the import the modern API needs.
///
/// With SwiftUI, `onChange(of:initial:_:)` is SwiftUI's own: nothing to add. With the
/// engine, it comes from `OnChangeCompat` (the backport), added next to
/// `import ViewEngine`. (With the engine's `NativeOnChange` trait the engine has its own
/// and the shim asks to be removed: delete the added import then, MIGRATION.md.)
struct Imports {
    private var modules: [String: ImportDeclSyntax] = [:]

    init(_ tree: SourceFileSyntax) {
        for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.import) {
            guard let decl = token.parent?.as(ImportDeclSyntax.self), let module = decl.path.first?.name.text else { continue }
            if modules[module] == nil { modules[module] = decl }
        }
    }

    /// Imports SwiftUI or ViewEngine, so its views have `onChange`.
    var hasViewImport: Bool { modules["SwiftUI"] != nil || modules["ViewEngine"] != nil }

    /// The edit that makes the modern API visible, and what it did.
    func editsForModernAPI() -> ([TextEdit], String) {
        if modules["SwiftUI"] != nil { return ([], "imports SwiftUI: the modern API is SwiftUI's, no import needed") }
        if modules["OnChangeCompat"] != nil { return ([], "already imports OnChangeCompat") }
        guard let engine = modules["ViewEngine"] else { return ([], "no import changed") }
        let end = engine.endPositionBeforeTrailingTrivia.utf8Offset
        return ([TextEdit(start: end, end: end, text: "\nimport OnChangeCompat")],
                "added import OnChangeCompat (the modern API for ViewEngine)")
    }
}
