import Testing
@testable import CompatCheck

/// A view file small enough to read, with what the check and the inventory read from files:
/// imports under `#if`, declarations of every kind, and the ways SwiftUI names are written.
let cardSource = #"""
import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

enum Tab: String {
    case home, settings,
         profile
}

struct Card<Content: View>: View {
    @Environment(\.dismiss) private var dismiss
    @State private var title = "x"
    let content: Content
    var body: some View {
        VStack(alignment: .leading) {
            Text(title, tableName: nil)
                .font(.title)
                .foregroundStyle(Color.red)
            ForEach(items) { item in Text(item.name) }
        }
        .padding()
    }
}
#Preview { Card(content: Text("a")) }
"""#

@Suite("File facts are read from the syntax tree")
struct FileFactsTests {
    let facts = FactsCollector.facts(path: "Card.swift", source: cardSource)

    @Test("An import under #if carries its condition, evaluated as on Linux")
    func importsAndTheirConditions() throws {
        let imports = Dictionary(uniqueKeysWithValues: facts.imports.map { ($0.module, $0) })
        #expect(Set(imports.keys) == ["SwiftUI", "UIKit"])
        #expect(imports["SwiftUI"]?.conditional == false)
        let uikit = try #require(imports["UIKit"])
        #expect(uikit.regions == [ConditionalRegion(conditions: ["canImport(UIKit)"], clause: 0)])
        #expect(facts.canImportModules == ["UIKit"])
        let nothingImports = ConditionEvaluator(configuration: LinuxBuildConfiguration { _ in false })
        #expect(nothingImports.isActive(uikit.regions) == false)
        let uikitImports = ConditionEvaluator(configuration: LinuxBuildConfiguration { $0 == "UIKit" })
        #expect(uikitImports.isActive(uikit.regions) == true)
        #expect(nothingImports.isActive([ConditionalRegion(conditions: ["!os(iOS) && DEBUG"], clause: 0)]) == true)
        #expect(nothingImports.isActive([ConditionalRegion(conditions: ["os(iOS)", "os(macOS)", nil], clause: 2)]) == true)
        #expect(nothingImports.isActive([ConditionalRegion(conditions: ["os(iOS)", "os(Linux)", nil], clause: 2)]) == false)
    }

    @Test("Types, cases, properties, parameters and closure parameters are declarations")
    func declarations() {
        #expect(facts.types.isSuperset(of: ["Tab", "Card", "Content"]))
        #expect(facts.statics.isSuperset(of: ["home", "settings", "profile"]))   // a case list over two lines
        #expect(facts.values.isSuperset(of: ["dismiss", "title", "content", "body", "item"]))
        #expect(facts.toplevel == ["Tab", "Card"])
        #expect(facts.conditional.isEmpty)
        #expect(facts.hasMain == false)
    }

    @Test("Each way of writing a name is a use of its kind; labels and #if conditions are not uses")
    func uses() throws {
        let uses = Set(facts.uses.map { "\($0.kind.rawValue) " + ($0.base.isEmpty ? $0.name : "\($0.base).\($0.name)") })
        for expected in ["attribute Environment", "envkey dismiss", "attribute State", "type VStack", "implicit leading",
                         "member font", "implicit title", "qualified Color.red", "member padding", "macro Preview",
                         "type ForEach", "type View", "free items", "member name"] {
            #expect(uses.contains(expected), "\(expected)")
        }
        #expect(!uses.contains("free tableName"))   // an argument label is not a use
        #expect(!uses.contains("free canImport"))   // nor an #if condition
        #expect(!uses.contains("type UIKit"))
        let padding = try #require(facts.uses.first { $0.name == "padding" })
        #expect(padding.call && padding.chained)
        #expect(padding.line == 22)
        let font = try #require(facts.uses.first { $0.name == "font" })
        #expect(font.call && font.chained)
        let vstack = try #require(facts.uses.first { $0.name == "VStack" })
        #expect(vstack.call && vstack.kind == .type)
    }

    @Test("Names declared under #if are conditional; a type at the top of an #if is top level; @main is seen")
    func conditionalDeclarations() {
        let facts = FactsCollector.facts(path: "App.swift", source: """
        #if os(iOS)
        struct PhoneOnly {}
        #else
        func desktop() {}
        #endif
        @main struct MyApp: App { static var shared = 1 }
        """)
        #expect(facts.toplevel == ["PhoneOnly", "MyApp"])
        #expect(facts.conditional == ["PhoneOnly", "desktop"])
        #expect(facts.statics.contains("shared"))
        #expect(facts.hasMain)
    }

    @Test("A modifier under a postfix #if is a member of the expression before it, not an implicit member")
    func postfixIfConfig() throws {
        let facts = FactsCollector.facts(path: "V.swift", source: """
        import SwiftUI
        struct V: View {
            var body: some View {
                Text("a")
                #if os(macOS)
                    .frame(minWidth: 100)
                #endif
                    .padding(.leading)
            }
        }
        """)
        let frame = try #require(facts.uses.first { $0.name == "frame" })
        #expect(frame.kind == .member && frame.call && frame.chained)
        #expect(facts.uses.contains(Use(.implicit, "leading", line: 8)))
        #expect(!facts.uses.contains { $0.name == "os" || $0.name == "macOS" })
    }

    @Test("The call around an error is named by its callee")
    func theCallAroundAnError() {
        let line = cardSource.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0 == "            Text(title, tableName: nil)" }! + 1
        let callees = EnclosingCallee(source: cardSource)
        #expect(callees.name(line: line, column: 25) == "Text")
        #expect(callees.name(line: line, column: 17) == "Text")   // at the parenthesis
        #expect(callees.name(line: line, column: 13) == "Text")   // at the callee
        #expect(callees.name(line: line + 1, column: 24) == ".font")
        #expect(callees.name(line: line + 2, column: 34) == ".foregroundStyle")   // at an argument's own name
        #expect(callees.name(line: line + 3, column: 30) == "")   // inside a closure: no call's argument
    }
}
