import Foundation
import Testing
import ViewEngine
import TestSupport

/// Asset catalogs (``HostConfiguration/assetCatalogs``): an app's named colors, its accent
/// color and its images, read from `Tests/Fixtures/Assets.xcassets` (a catalog written
/// for these tests: see its README).
@MainActor
@Suite("Asset catalogs")
struct AssetCatalogTests {
    static let catalog = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Assets.xcassets")

    static func host(_ view: some View, scheme: ColorScheme = .light) -> ViewHost<some View> {
        var configuration = HostConfiguration()
        configuration.assetCatalogs = [catalog]
        configuration.echoesDiagnosticsToStandardError = false
        configuration.colorScheme = scheme
        return ViewHost(testing: view, configuration: configuration)
    }

    /// `Color(_:bundle:)`: "Creates a color from a color set that you indicate by name."
    /// `Brand` is 0.8, 0.2, 0.4 for any appearance (#CC3366) and 0xFF, 0x99, 0xCC in dark
    /// mode (#FF99CC); the rectangle it fills is the window's safe area.
    @Test func aNamedColorIsItsColorSetInEachAppearance() {
        let light = Self.host(Color("Brand")).snapshot()
        #expect(light.contains("<rect data-view=\"Color\" data-title=\"Brand\" x=\"0\" y=\"59\" width=\"393\" height=\"759\" fill=\"#CC3366\"/>"))
        let dark = Self.host(Color("Brand"), scheme: .dark).snapshot()
        #expect(dark.contains("<rect data-view=\"Color\" data-title=\"Brand\" x=\"0\" y=\"59\" width=\"393\" height=\"759\" fill=\"#FF99CC\"/>"))
        let faded = Self.host(Color("Brand").opacity(0.5)).snapshot()
        #expect(faded.contains("fill=\"#CC3366\" fill-opacity=\"0.5\""))
    }

    /// A color set may refer to a system color (`systemTealColor`): it is that color,
    /// in both appearances (UIKit's teal: #30B0C7 light, #40C8E0 dark). `UIColor(named:)` finds the same set.
    @Test func aColorSetThatRefersToASystemColorIsThatColor() {
        for (scheme, hex) in [(ColorScheme.light, "#30B0C7"), (.dark, "#40C8E0")] {
            let linked = Self.host(Color("Link"), scheme: scheme).snapshot()
            let teal = Self.host(Color.teal, scheme: scheme).snapshot()
            #expect(linked.contains("data-title=\"Link\" x=\"0\" y=\"59\" width=\"393\" height=\"759\" fill=\"\(hex)\""))
            #expect(teal.contains("fill=\"\(hex)\""))
        }
        #expect(Self.host(Color(uiColor: UIColor(named: "Brand")!)).snapshot().contains("fill=\"#CC3366\""))
    }

    /// The `AccentColor` set is the app's accent color: "The accent color is a broad theme
    /// color applied to views and controls" — a button's title is drawn in it
    /// (230, 140, 40: #E68C28) where no `tint` is set, and `Color.accentColor` is it.
    @Test func theAccentColorSetIsTheTint() {
        let button = Self.host(Button("Go") {}).snapshot()
        #expect(button.contains("fill=\"#E68C28\""))
        #expect(!button.contains("#007AFF"))
        #expect(Self.host(Color.accentColor).snapshot().contains("fill=\"#E68C28\""))
        let tinted = Self.host(Button("Go") {}.tint(.red)).snapshot()
        #expect(!tinted.contains("#E68C28"))
    }

    /// `Image(_:bundle:)`: "Creates a labeled image that you can use as content for
    /// controls." `Logo` is a 120 × 80 PNG at 2x, so 60 × 40 points, centred in the safe
    /// area and embedded; `Icons/Badge` (a namespaced folder) is 24 × 24 at 1x.
    @Test func aNamedImageHasItsSizeInPointsAndIsEmbedded() throws {
        let host = Self.host(VStack(spacing: 0) {
            Image("Logo").accessibilityIdentifier("logo")
            Image("Icons/Badge").accessibilityIdentifier("badge")
        })
        #expect(try host.frame(of: "logo") == CGRect(x: 166.5, y: 59 + (759 - 64) / 2, width: 60, height: 40))
        #expect(try host.frame(of: "badge").size == CGSize(width: 24, height: 24))
        let svg = host.snapshot()
        #expect(svg.contains("<image x=\"166.5\" y=\"406.5\" width=\"60\" height=\"40\" preserveAspectRatio=\"none\" href=\"data:image/png;base64,iVBORw0KGgo"))
        #expect(host.diagnostics.isEmpty)
    }

    /// An image set may keep its image as a PDF ("preserves-vector-representation", as
    /// design tools export artwork): the image is its page's size, in points at any scale —
    /// `Icons/Leaf`'s media box is 50.5 × 30 — drawn as a box of that frame with its name,
    /// and it is not reported missing.
    @Test func aVectorImageHasItsPagesSize() throws {
        let host = Self.host(Image("Icons/Leaf").accessibilityIdentifier("leaf"))
        #expect(try host.frame(of: "leaf").size == CGSize(width: 50.5, height: 30))
        let svg = host.snapshot()
        #expect(svg.contains("<title>Icons/Leaf</title>"))
        #expect(!svg.contains("application/pdf"))
        #expect(host.diagnostics.isEmpty)
    }

    /// A missing asset is reported as iOS logs it — "No color named 'X' found in asset
    /// catalog for main bundle", "No image named 'X' found in asset catalog for main
    /// bundle" — once each; the color is drawn gray and the image takes no space.
    @Test func aMissingAssetIsDiagnosedByName() throws {
        let host = Self.host(VStack {
            Color("Missing").frame(width: 10, height: 10)
            Color("Missing").frame(width: 10, height: 10)
            Image("Nope").accessibilityIdentifier("nope")
        })
        _ = host.snapshot()
        #expect(try host.frame(of: "nope").size == .zero)
        #expect(host.diagnostics.map(\.message) == [
            "No image named 'Nope' found in asset catalog for main bundle",
            "No color named 'Missing' found in asset catalog for main bundle",
        ])
        #expect(host.diagnostics.map(\.kind) == [.resourceNotFound, .resourceNotFound])
    }

    /// Without a catalog the engine cannot tell a missing asset from one it was not
    /// given: nothing is reported, a named image takes no space.
    @Test func withoutACatalogNothingIsReported() {
        var configuration = HostConfiguration()
        configuration.assetCatalogs = []
        let host = ViewHost(testing: VStack { Color("Brand"); Image("Logo") }, configuration: configuration)
        _ = host.snapshot()
        #expect(host.diagnostics.isEmpty)
    }

    /// The catalogs a test target copies into its resources
    /// (`resources: [.copy("Assets.xcassets")]`, which SwiftPM puts in
    /// `PACKAGE_TARGET.resources`) are found beside the test program, and read by default.
    @Test func catalogsInResourceBundlesAreFound() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = folder.appendingPathComponent("App_AppTests.resources")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.catalog, to: bundle.appendingPathComponent("Assets.xcassets"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Other.resources/Golden"), withIntermediateDirectories: true)
        #expect(ViewHost<EmptyView>.discoveredAssetCatalogs(in: folder).map(\.lastPathComponent) == ["Assets.xcassets"])
        #expect(ViewHost<EmptyView>.discoveredAssetCatalogs(in: folder).first?.deletingLastPathComponent().lastPathComponent
                == "App_AppTests.resources")
    }
}
