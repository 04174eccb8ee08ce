import Testing
@testable import CompatCheck

@Suite("Compiler messages are classified by shape and name")
struct ErrorShapesTests {
    @Test("Each shape the check reports, from the compiler's words")
    func shapes() {
        #expect(ErrorShapes.classify("cannot find 'ShareLink' in scope") == ("missing", "ShareLink"))
        #expect(ErrorShapes.classify("no macro named 'Preview'") == ("missing", "#Preview"))
        #expect(ErrorShapes.classify("unknown attribute 'Observable'") == ("missing", "@Observable"))
        #expect(ErrorShapes.classify("value of type 'some View' has no member 'scrollPosition'") == ("missing member", "some View.scrollPosition"))
        #expect(ErrorShapes.classify("extra argument 'comment' in call") == ("extra argument", "comment"))
        #expect(ErrorShapes.classify("no exact matches in call to initializer ") == ("no matching overload", "initializer"))
        #expect(ErrorShapes.classify("the compiler is unable to type-check this expression in reasonable time; try breaking up the expression into distinct sub-expressions") == ("too complex", ""))
        #expect(ErrorShapes.classify("no such module 'MapKit'") == ("no module", "MapKit"))
        #expect(ErrorShapes.classify("something 'odd' happened") == ("other", "something '…' happened"))
    }

    @Test("A type is named as a reader names it")
    func simplifiedTypes() {
        #expect(ErrorShapes.simplifyType("ModifiedContent<Text, _AttributeModifier>") == "View")
        #expect(ErrorShapes.simplifyType("Binding<String>") == "Binding")
        #expect(ErrorShapes.simplifyType("any Publisher<Int, Never>?") == "Publisher")
    }

    @Test("Asset catalog names become the symbols Xcode generates")
    func assetNames() {
        #expect(AssetNames.symbolNames("App White", kind: .color) == ["appWhite"])
        #expect(AssetNames.symbolNames("BrandColor", kind: .color) == ["brand"])
        #expect(AssetNames.symbolNames("BrandColor", kind: nil) == ["brandColor", "brand"])
        #expect(AssetNames.symbolNames("FAPurple", kind: .color) == ["faPurple"])
        #expect(AssetNames.symbolNames("--", kind: .image) == [])
    }
}
