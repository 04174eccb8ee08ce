import Testing
import CoreGraphics

// This file imports Core Graphics alone (and Testing), as an app's geometry helpers do
// (`import CoreGraphics`, then `extension CGPoint { static func + ... }`): what it uses comes
// through our `CoreGraphics` module, which re-exports Foundation's geometry and the Core
// Graphics names `ViewEngine` declares.

extension CGPoint {
    static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
}

/// `import CoreGraphics` brings the CG types: Foundation's `CGFloat`, `CGPoint`, `CGSize`,
/// `CGRect`, and the engine's `CGColor`, `CGAffineTransform`, `CGLineCap`, `CGLineJoin`,
/// `CGContext`, `CGVector`, `CGPath`, `CGMutablePath`.
@Suite("Surface: import CoreGraphics brings the CG names")
struct ImportCoreGraphicsTests {
    @Test func theGeometryAndTheEnginesCGNamesCompileWithOnlyCoreGraphicsImported() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        let mid = CGPoint(x: rect.midX, y: rect.midY) + CGPoint(x: 1, y: 1)
        // CGAffineTransform "(a·x + c·y + tx, b·x + d·y + ty)": a translation moves the point.
        let moved = mid.applying(CGAffineTransform(translationX: 10, y: 0))
        let color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let styles: (CGLineCap, CGLineJoin) = (.round, .bevel)
        #expect(mid == CGPoint(x: 51, y: 26) && moved == CGPoint(x: 61, y: 26))
        #expect(color.components == [1, 0, 0, 1] && color.numberOfComponents == 4)
        #expect(styles.0 == .round && styles.1 == .bevel && CGSize(width: 2, height: 3).width == 2)
        // A drawing helper's signature names CGContext (UIKit's renderer hands one out).
        let draw: (CGContext) -> Int = { $0.width * $0.height }
        _ = draw
        // CGVector, which XCUITest's coordinates take: its two components.
        let vector = CGVector(dx: 3, dy: -4)
        #expect(vector.dx == 3 && vector.dy == -4 && CGVector.zero == CGVector(dx: 0, dy: 0))
        // A path built with Core Graphics alone, as SwiftUITetris's `BoardGrid` builds one.
        let grid = CGMutablePath()
        grid.move(to: .zero)
        grid.addLine(to: CGPoint(x: 0, y: 40))
        let frozen: CGPath? = grid.copy()
        #expect(frozen?.boundingBox == CGRect(x: 0, y: 0, width: 0, height: 40))
        // CGBlendMode, which UIKit's image drawing takes, with Core Graphics' raw values.
        let blend: CGBlendMode = .multiply
        #expect(blend.rawValue == 1 && CGBlendMode(rawValue: 0) == .normal)
    }

    /// Every `CG` name `ViewEngine` declares is re-exported by `CoreGraphics`
    /// (`Sources/CoreGraphics/CoreGraphics.swift`), and nothing else is.
    @Test func theModuleReExportsEveryCGNameTheEngineDeclares() throws {
        let engine = try SurfaceTableTests.symbolGraphs(of: "ViewEngine")
        let declared = try SurfaceTableTests.declarations(inSymbolGraph: engine["ViewEngine.symbols.json"] ?? Data()).topLevel
        let cgNames = declared.filter { $0.hasPrefix("CG") }
        let source = try String(contentsOf: SurfaceTableTests.root.appending(path: "Sources/CoreGraphics/CoreGraphics.swift"), encoding: .utf8)
        let exported = Set(source.matches(of: /(?m)^@_exported import \w+ ViewEngine\.(\w+)$/).map { String($0.1) })
        #expect(cgNames.count >= 4)
        #expect(cgNames.subtracting(exported).sorted() == [], "declared by ViewEngine, not re-exported by CoreGraphics")
        #expect(exported.subtracting(cgNames).sorted() == [], "re-exported by CoreGraphics, not a CG name of ViewEngine")
    }
}
