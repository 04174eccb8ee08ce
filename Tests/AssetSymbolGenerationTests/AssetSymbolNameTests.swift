import Testing
@testable import AssetSymbolGeneration

/// Xcode's names for assets. Apple publishes no rule; each expectation is a name that an app
/// of the sample (Inventory/README.md) uses with its catalog, and builds with in Xcode.
@Suite("Asset symbols: the names Xcode gives assets")
struct AssetSymbolNameTests {
    @Test("The first word begins in lower case; a name of capitals alone stays as it is")
    func firstWord() {
        // FocusAssistant: DarkPurple.colorset → Color.darkPurple, FAPurple → .faPurple,
        // BGDark → Color.bgDark, BG → Color.BG
        #expect(AssetSymbolName.member(for: "DarkPurple", kind: .color) == "darkPurple")
        #expect(AssetSymbolName.member(for: "FAPurple", kind: .color) == "faPurple")
        #expect(AssetSymbolName.member(for: "BGDark", kind: .color) == "bgDark")
        #expect(AssetSymbolName.member(for: "BG", kind: .color) == "BG")
        #expect(AssetSymbolName.member(for: "grocyBlue", kind: .color) == "grocyBlue")
    }

    @Test("Words after the first begin with a capital, whatever separates them")
    func laterWords() {
        // BackyardBirds: "Premium Bird Food.colorset" → .premiumBirdFood, "Floor 1.imageset" → .floor1
        #expect(AssetSymbolName.member(for: "Premium Bird Food", kind: .color) == "premiumBirdFood")
        #expect(AssetSymbolName.member(for: "Floor 1", kind: .image) == "floor1")
        #expect(AssetSymbolName.member(for: "some_blue", kind: .color) == "someBlue")
        #expect(AssetSymbolName.member(for: "BG Dark", kind: .color) == "bgDark")
    }

    @Test("A color's trailing Color and an image's trailing Image are dropped")
    func suffixes() {
        #expect(AssetSymbolName.member(for: "AccentColor", kind: .color) == "accent")
        #expect(AssetSymbolName.member(for: "LogoImage", kind: .image) == "logo")
        #expect(AssetSymbolName.member(for: "LogoImage", kind: .color) == "logoImage")
        #expect(AssetSymbolName.member(for: "Color", kind: .color) == "color")
    }

    @Test("A name is always a Swift identifier, or none when nothing can name it")
    func identifiers() {
        #expect(AssetSymbolName.member(for: "1 Up", kind: .image) == "_1Up")
        #expect(AssetSymbolName.member(for: "Default", kind: .image) == "`default`")
        #expect(AssetSymbolName.member(for: "--", kind: .image) == nil)
    }

    @Test("A folder that provides a namespace is a type: each word capitalized")
    func namespaces() {
        // GrocySwiftUI: Assets.xcassets/GrocyColors (a namespace) → Color(.GrocyColors.grocyBlue)
        #expect(AssetSymbolName.namespace(for: "GrocyColors") == "GrocyColors")
        #expect(AssetSymbolName.namespace(for: "bird food") == "BirdFood")
        #expect(AssetSymbolName.namespace(for: " ") == nil)
    }
}
