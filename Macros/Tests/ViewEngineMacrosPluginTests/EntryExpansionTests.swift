import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import ViewEngineMacroExpansions

/// The accessors every entry named `name` gets.
func accessors(_ name: String) -> String {
    """
    get {
                self[__Key_\(name).self]
            }
            set {
                self[__Key_\(name).self] = newValue
            }
    """
}

@Suite("@Entry expansions")
struct EntryExpansionTests {
    @Test func aTypedEntryWithADefault() {
        assertExpansion("""
            extension EnvironmentValues {
                @Entry var accent: Color = .blue
            }
            """, expandsTo: """
            extension EnvironmentValues {
                var accent: Color {
                    \(accessors("accent"))
                }

                private struct __Key_accent: ViewEngine.EnvironmentKey {
                    typealias Value = Color
                    static var defaultValue: Value {
                        .blue
                    }
                }
            }
            """)
    }

    @Test func anOptionalWithoutDefaultIsNil() {
        assertExpansion("""
            extension EnvironmentValues {
                @Entry var selection: String?
                @Entry public var pageSize: Optional<Int> = 20
            }
            """, expandsTo: """
            extension EnvironmentValues {
                var selection: String? {
                    \(accessors("selection"))
                }

                private struct __Key_selection: ViewEngine.EnvironmentKey {
                    typealias Value = String?
                    static var defaultValue: Value {
                        nil
                    }
                }
                public var pageSize: Optional<Int> {
                    \(accessors("pageSize"))
                }

                private struct __Key_pageSize: ViewEngine.EnvironmentKey {
                    typealias Value = Optional<Int>
                    static var defaultValue: Value {
                        20
                    }
                }
            }
            """)
    }

    @Test func anUntypedEntryInfersItsKeysType() {
        // Without @_EntryDefaultValue's own expansion, to show what @Entry writes. (The
        // compiler keeps the initializers of both properties to infer their types;
        // swift-syntax's expansion drops them where accessors are added.)
        var entryOnly = macros
        entryOnly["_EntryDefaultValue"] = nil
        assertMacroExpansion("""
            extension EnvironmentValues {
                @Entry var isCompact = false
            }
            """, expandedSource: """
            extension EnvironmentValues {
                var isCompact {
                    \(accessors("isCompact"))
                }

                private struct __Key_isCompact: ViewEngine.EnvironmentKey {
                    @_EntryDefaultValue static var defaultValue = false
                }
            }
            """, macroSpecs: entryOnly) { Issue.record(Comment(rawValue: $0.message)) }
        assertExpansion("""
            private struct __Key_isCompact: ViewEngine.EnvironmentKey {
                @_EntryDefaultValue static var defaultValue = false
            }
            """, expandsTo: """
            private struct __Key_isCompact: ViewEngine.EnvironmentKey {
                static var defaultValue {
                    get {
                        false
                    }
                }
            }
            """)
    }

    @Test func transactionAndContainerEntriesUseTheirKeys() {
        assertExpansion("""
            extension Transaction {
                @Entry var origin: String = "tap"
            }
            extension SwiftUI.ContainerValues {
                @Entry var isPinned: Bool = false
            }
            """, expandsTo: """
            extension Transaction {
                var origin: String {
                    \(accessors("origin"))
                }

                private struct __Key_origin: ViewEngine.TransactionKey {
                    typealias Value = String
                    static var defaultValue: Value {
                        "tap"
                    }
                }
            }
            extension SwiftUI.ContainerValues {
                var isPinned: Bool {
                    \(accessors("isPinned"))
                }

                private struct __Key_isPinned: ViewEngine.ContainerValueKey {
                    typealias Value = Bool
                    static var defaultValue: Value {
                        false
                    }
                }
            }
            """)
    }

    @Test func aFocusedValueKeysValueIsTheWrappedType() {
        assertExpansion("""
            extension FocusedValues {
                @Entry var document: Document?
                @Entry var count: Int? = nil
            }
            """, expandsTo: """
            extension FocusedValues {
                var document: Document? {
                    \(accessors("document"))
                }

                private struct __Key_document: ViewEngine.FocusedValueKey {
                    typealias Value = Document
                }
                var count: Int? {
                    \(accessors("count"))
                }

                private struct __Key_count: ViewEngine.FocusedValueKey {
                    typealias Value = Int
                }
            }
            """)
    }

    /// Each misuse alone, on the second line as in the compiler: swift-syntax places a
    /// diagnostic of an attached macro relative to the declaration it is attached to.
    @Test(arguments: [
        ("EnvironmentValues", "@Entry var accent: Color", "'@Entry' needs a default value (an initializer), unless the type is optional", 16),
        ("EnvironmentValues", "@Entry let pageSize: Int = 20", "'@Entry' declares a 'var'", 5),
        ("EnvironmentValues", "@Entry static var shared: Int = 0", "'@Entry' declares an instance property", 12),
        ("EnvironmentValues", "@Entry var computed: Int { 1 }", "'@Entry' writes the accessors of the property; remove these", 30),
        ("FocusedValues", "@Entry var document: Document", "a FocusedValues entry has an optional type (its value is nil where no view sets it)", 16),
        ("FocusedValues", "@Entry var count: Int? = 0", "a FocusedValues entry has no default value (it is nil where no view sets it)", 30),
        ("FocusedValues", "@Entry var count = 0", "a FocusedValues entry has an optional type (its value is nil where no view sets it)", 16),
    ])
    func aMisuseIsAnError(container: String, declaration: String, message: String, column: Int) {
        let source = """
            extension \(container) {
                \(declaration)
            }
            """
        assertExpansion(source, expandsTo: "extension \(container) {\n    \(declaration.dropFirst("@Entry ".count))\n}", diagnostics: [
            DiagnosticSpec(message: message, line: 2, column: column),
        ])
    }

    @Test func anEntryOutsideAnExtensionIsAnError() {
        assertExpansion("""
            struct Settings {
                @Entry var accent: Color = .blue
            }
            """, expandsTo: """
            struct Settings {
                var accent: Color = .blue
            }
            """, diagnostics: [
                DiagnosticSpec(
                    message: "'@Entry' declares a property in an extension of EnvironmentValues, Transaction, ContainerValues or FocusedValues",
                    line: 2, column: 5
                ),
            ])
    }
}
