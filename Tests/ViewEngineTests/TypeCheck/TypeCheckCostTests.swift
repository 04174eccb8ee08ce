import Foundation
import Testing
import TestSupport

/// Each overload the surface adds can make users' expressions slower to type-check, and
/// past the compiler's bound an expression is "unable to type-check in reasonable time".
/// Each expression of the sample's apps that gave up in the compatibility check is kept
/// here, reduced (`TypeCheckCase`), and type-checked against the engine as an app's file
/// (`import SwiftUI` standing for it, Swift 5 mode) with the compiler's own give-up bound
/// lowered to the case's bound (`-solver-scope-threshold`): the count is the compiler's,
/// the same on every run, not a time. A surface change that multiplies the search for one
/// of them fails here, and says by how much.
@Suite("Type-check cost: the sample's hardest expressions stay within their bound", .timeLimit(.minutes(5)))
struct TypeCheckCostTests {
    /// An app's file against the engine, giving up on an expression past `bound` scopes.
    static func typechecker(bound: Int) -> Typechecker {
        Typechecker(flags: ["-module-alias", "SwiftUI=ViewEngine", "-Xfrontend", "-solver-scope-threshold=\(bound)"],
                    swiftVersion: "5", measuringScopes: true)
    }

    @Test(arguments: TypeCheckCase.allCases)
    func typeChecksWithinItsBound(_ reduced: TypeCheckCase) throws {
        let result = try Self.typechecker(bound: reduced.scopeBound).typecheck(reduced.source)
        #expect(result.errors == [], "\(result.output)")
        let scopes = try #require(result.scopes)
        #expect(scopes <= reduced.scopeBound, "\(reduced): \(scopes) solver scopes, bound \(reduced.scopeBound)")
    }

    /// The bound is real: the same file with the bound lowered far below what it needs
    /// gives up, with the compiler's words.
    @Test func aBoundBelowTheNeedGivesUp() throws {
        let result = try Self.typechecker(bound: 20).typecheck(TypeCheckCase.tiles.source)
        #expect(result.errors.contains { $0.hasSuffix("the compiler is unable to type-check this expression in reasonable time; "
                                                      + "try breaking up the expression into distinct sub-expressions") },
                "\(result.output)")
    }
}
