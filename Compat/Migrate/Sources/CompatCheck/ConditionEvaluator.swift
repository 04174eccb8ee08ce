import SwiftIfConfig
import SwiftParser
import SwiftSyntax

/// Decides whether code inside `#if` blocks is compiled here, by `SwiftIfConfig` under a
/// ``LinuxBuildConfiguration``; remembers each `#if` it has evaluated.
public final class ConditionEvaluator {
    private let configuration: LinuxBuildConfiguration
    private var active: [ConditionalRegion: Bool] = [:]

    /// An evaluator for `configuration`.
    public init(configuration: LinuxBuildConfiguration) { self.configuration = configuration }

    /// Whether code in every one of `regions` (nested `#if` clauses) is compiled.
    public func isActive(_ regions: [ConditionalRegion]) -> Bool {
        regions.allSatisfy(isActive)
    }

    /// Whether the clause `region.clause` is the active clause of its `#if`.
    public func isActive(_ region: ConditionalRegion) -> Bool {
        if let known = active[region] { return known }
        var source = ""
        for (index, condition) in region.conditions.enumerated() {
            if let condition { source += (index == 0 ? "#if " : "#elseif ") + condition + "\n" } else { source += "#else\n" }
        }
        source += "#endif\n"
        let tree = Parser.parse(source: source)
        let result: Bool
        if let decl = tree.statements.first?.item.as(IfConfigDeclSyntax.self) {
            let chosen = decl.activeClause(in: configuration).clause
            result = decl.clauses.enumerated().contains { $0.element.id == chosen?.id && $0.offset == region.clause }
        } else {
            result = true   // not an #if this evaluator can read: the compiler decides
        }
        active[region] = result
        return result
    }
}
