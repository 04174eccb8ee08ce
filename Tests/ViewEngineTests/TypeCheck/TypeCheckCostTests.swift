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

    /// ControlRoom's `ChromeRenderer.swift:230` reduced: a sum of `CGFloat`s, `Double`s and
    /// literals with a picture's size, as a file of its own; `picture` names the picture's
    /// type and `module` what it imports.
    static func chromeSum(importing module: String, picture: String) -> String {
        """
        import \(module)

        struct Picture { var size: CGSize }
        struct Point { var x: Double; var y: Double }
        struct Padding { var top: Double; var left: Double }

        func top(of image: \(picture), offset: Point, canvas size: CGSize, screen: CGSize, edges: Padding) -> Double {
            let y = (size.height - screen.height) / 2.0 + Double(offset.y) + image.size.height / 2 - edges.top
            return y
        }
        """
    }

    /// The engine adds no overload to arithmetic over `CGFloat`, `Double` and literals: the
    /// sum costs the solver exactly what it costs with Foundation alone (17 scopes in Swift
    /// 6.3.1). An operator overload the surface added (on `CGFloat`, on literals) would
    /// multiply it and fail here.
    @Test func arithmeticCostsWhatItCostsWithFoundationAlone() throws {
        let checker = Self.typechecker(bound: 400)
        let engine = try checker.typecheck(Self.chromeSum(importing: "SwiftUI", picture: "Picture"))
        let foundation = try checker.typecheck(Self.chromeSum(importing: "Foundation", picture: "Picture"))
        #expect(engine.errors == [] && foundation.errors == [], "\(engine.output)\(foundation.output)")
        #expect(try #require(engine.scopes) == #require(foundation.scopes))
    }

    /// What made the sample's `ChromeRenderer.swift` give up is a type missing here, not an
    /// overload: the picture is AppKit's `NSImage`, which `import SwiftUI` brings on macOS
    /// and the engine does not declare. With its type unknown, the same sum gives up with
    /// Foundation alone (the solver, repairing the expression, tries every overload of every
    /// operator around the hole), where the declared one takes a few dozen scopes.
    @Test func aMissingTypeMakesTheSumGiveUpWithFoundationAlone() throws {
        let result = try Self.typechecker(bound: 50_000).typecheck(Self.chromeSum(importing: "Foundation", picture: "NSImage"))
        #expect(result.errors.contains { $0.hasSuffix("cannot find type 'NSImage' in scope") }, "\(result.output)")
        #expect(result.errors.contains { $0.contains("unable to type-check this expression in reasonable time") }, "\(result.output)")
        #expect(try #require(result.scopes) > 50_000)
    }
}
