import Foundation
import SwiftUI
import Testing

/// The AssetSymbols plugin on this target's own catalog (`Assets.xcassets`: `Brand Color`,
/// `Logo`, and `Deep Teal` in the `Shades` namespace), with `Fixture.xcodeproj`, whose
/// build settings turn on "Generate Swift Asset Symbol Extensions". Nothing here declares
/// `ColorResource.brand`: the plugin's generated file does, as Xcode's does in an app.
@MainActor
@Suite("AssetSymbols plugin: an app's asset symbols, generated from its catalog")
struct AssetSymbolsPluginTests {
    static let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Assets.xcassets")

    /// A second catalog where Xcode's app template puts one, in a folder whose name has a
    /// space: `Preview Content/Preview Assets.xcassets` (`Preview Tint`, #3399CC).
    static let previewCatalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appending(path: "Preview Content").appending(path: "Preview Assets.xcassets")

    static func picture(_ view: some View) -> String {
        var configuration = HostConfiguration()
        configuration.assetCatalogs = [catalog, previewCatalog]
        configuration.echoesDiagnosticsToStandardError = false
        return ViewHost(view, configuration: configuration).snapshot()
    }

    /// ColorResource's `init(name:bundle:)`: "Creates a color from a resource with the
    /// specified name in the given bundle." — the set's name, its namespace before it.
    @Test func eachSetIsAResourceNamedForItsSet() {
        #expect(ColorResource.brand.name == "Brand Color")
        #expect(ColorResource.Shades.deepTeal.name == "Shades/Deep Teal")
        #expect(ImageResource.logo.name == "Logo")
    }

    /// `Color(_:)` with a resource is the set's color: `Brand Color` is 0.8, 0.2, 0.4
    /// (#CC3366) and `Shades/Deep Teal` 0x00, 0x55, 0x66 (#005566).
    @Test func aColorFromASymbolIsTheSetsColor() {
        #expect(Self.picture(Color(.brand)).contains("fill=\"#CC3366\""))
        #expect(Self.picture(Color(.Shades.deepTeal)).contains("fill=\"#005566\""))
        #expect(Self.picture(Color(uiColor: UIColor(resource: .brand))).contains("fill=\"#CC3366\""))
    }

    /// With the project's extensions setting, the top-level sets are members of `Color`,
    /// of `ShapeStyle` where it is `Color`, of `UIColor` and of `UIImage`.
    @Test func theProjectsExtensionsSettingAddsMembers() {
        #expect(Self.picture(Color.brand).contains("fill=\"#CC3366\""))
        #expect(Self.picture(Rectangle().fill(.brand)).contains("fill=\"#CC3366\""))
        #expect(Self.picture(Color(uiColor: .brand)).contains("fill=\"#CC3366\""))
        let logo: UIImage = .logo
        #expect(logo.size == .zero)
    }

    /// Every catalog in the target's folder has its symbols, wherever it is: Xcode's app
    /// template keeps preview assets in `Preview Content`, a folder with a space in its name.
    @Test func aCatalogInAFolderWithASpaceInItsNameHasItsSymbols() {
        #expect(ColorResource.previewTint.name == "Preview Tint")
        #expect(Self.picture(Color(.previewTint)).contains("fill=\"#3399CC\""))
    }
}
