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
    /// `Icons/Leaf`'s media box is 50.5 × 30 — with its name, embedded as the drawing of
    /// its page (which paints nothing; PDFDrawingTests draws one that does), and it is not
    /// reported missing.
    @Test func aVectorImageHasItsPagesSize() throws {
        let host = Self.host(Image("Icons/Leaf").accessibilityIdentifier("leaf"))
        #expect(try host.frame(of: "leaf").size == CGSize(width: 50.5, height: 30))
        let svg = host.snapshot()
        #expect(svg.contains("<title>Icons/Leaf</title>"))
        #expect(!svg.contains("application/pdf"))
        #expect(host.diagnostics.isEmpty)
    }

    /// An image set may keep its image as an SVG, which a picture embeds as it embeds a
    /// PNG. Its size is the root element's, a CSS pixel a point: `Icons/Glyph` says
    /// `width="24px" height="24px"`; `Banner` says `width="45pt"` (60 CSS pixels) and only a
    /// view box of 90 × 45 for its height, 30. `Banner` has a dark appearance's file, drawn
    /// in dark mode ("Provide images for … dark mode in the asset catalog").
    @Test func anSVGImageHasItsOwnSizeAndIsEmbedded() throws {
        let view = VStack(spacing: 0) {
            Image("Icons/Glyph").renderingMode(.original).accessibilityIdentifier("glyph")
            Image("Banner").accessibilityIdentifier("banner")
        }
        let host = Self.host(view)
        #expect(try host.frame(of: "glyph").size == CGSize(width: 24, height: 24))
        #expect(try host.frame(of: "banner").size == CGSize(width: 60, height: 30))
        func dataURL(_ file: String) throws -> String {
            let url = Self.catalog.appendingPathComponent(file)
            return "data:image/svg+xml;base64," + (try Data(contentsOf: url)).base64EncodedString()
        }
        let light = host.snapshot()
        #expect(light.contains("<image x=\"184.5\" y=\"411.5\" width=\"24\" height=\"24\" preserveAspectRatio=\"none\" href=\"\(try dataURL("Icons/Glyph.imageset/glyph.svg"))\"/>"))
        #expect(light.contains("width=\"60\" height=\"30\" preserveAspectRatio=\"none\" href=\"\(try dataURL("Banner.imageset/banner-light.svg"))\""))
        #expect(!light.contains("<mask"))
        let dark = Self.host(view, scheme: .dark).snapshot()
        #expect(dark.contains(try dataURL("Banner.imageset/banner-dark.svg")))
        #expect(!dark.contains(try dataURL("Banner.imageset/banner-light.svg")))
        #expect(host.diagnostics.isEmpty)
    }

    /// An image set whose file gives no size the engine reads (`Icons/Unsized`: an SVG
    /// with neither a width and height nor a view box) takes no space and says so, naming
    /// the set and what is read, rather than vanishing silently.
    @Test func anImageSetWithoutAReadableSizeIsDiagnosed() throws {
        let host = Self.host(Image("Icons/Unsized").accessibilityIdentifier("unsized"))
        _ = host.snapshot()
        #expect(try host.frame(of: "unsized").size == .zero)
        #expect(host.diagnostics.map(\.message) == [
            "The image set 'Icons/Unsized' has no file whose size the engine reads (a PNG, JPEG, GIF or BMP, a PDF's media box, "
                + "an SVG's width and height or view box): it takes no space",
        ])
    }

    /// `renderingMode(_:)`: "Template mode renders all nontransparent pixels as the
    /// foreground color." `Icons/Glyph`'s set says "Render As: Template
    /// Image" (`template-rendering-intent`), so it is the foreground (red here) painted
    /// through the file's alpha; `renderingMode(.template)` makes the PNG `Logo` one too;
    /// `renderingMode(.original)` draws the glyph's own colors, and `renderingMode(nil)`
    /// gives the choice back to the set.
    @Test func aTemplateImageIsTheForegroundThroughItsAlpha() throws {
        func picture(_ image: Image) -> String {
            Self.host(image.foregroundStyle(.red)).snapshot()
        }
        let glyph = picture(Image("Icons/Glyph"))
        let mask = try #require(glyph.range(of: "<mask id=\""))
        #expect(glyph[mask.lowerBound...].hasPrefix("<mask id=\"template1\" maskUnits=\"userSpaceOnUse\" x=\"184.5\" y=\"426.5\" width=\"24\" height=\"24\" mask-type=\"alpha\">"))
        #expect(glyph.contains("<rect x=\"184.5\" y=\"426.5\" width=\"24\" height=\"24\" fill=\"#FF3B30\" mask=\"url(#template1)\"/>"))
        #expect(glyph.draws("data:image/svg+xml", before: "mask=\"url(#template1)\""))
        #expect(picture(Image("Icons/Glyph").renderingMode(.template).renderingMode(nil)).contains("mask=\"url(#template1)\""))
        let original = picture(Image("Icons/Glyph").renderingMode(.original))
        #expect(!original.contains("<mask") && original.contains("<image "))
        let logo = picture(Image("Logo").renderingMode(.template))
        #expect(logo.contains("href=\"data:image/png;base64,iVBORw0KGgo") && logo.contains("fill=\"#FF3B30\" mask=\"url(#template1)\""))
        #expect(!picture(Image("Logo")).contains("<mask"))
    }

    /// A tab's icon that is a catalog's image is drawn at its own size, centred where a
    /// symbol's box would be (in the first of three tabs 131 wide, centred on x 65.5
    /// and y 774 to 799), and as a template in the tab's color unless its set says "original":
    /// UIKit's automatic rendering mode, "Draw the image using the context's default
    /// rendering mode", is a template in a tab bar. `Icons/Glyph` says template, `Banner`
    /// says nothing, `Icons/Badge` says original.
    @Test func aTabsCatalogIconIsDrawnAtItsSizeAsATemplate() {
        let svg = Self.host(TabView {
            Text("Chats").tabItem { Label("Chats", image: "Icons/Glyph") }
            Text("Banner").tabItem { Image("Banner"); Text("Banner") }
            Text("Badge").tabItem { Label("Badge", image: "Icons/Badge") }
        }).snapshot()
        #expect(svg.contains("<rect x=\"53.5\" y=\"774.5\" width=\"24\" height=\"24\" fill=\"#E68C28\" mask=\"url(#template1)\"/>"))
        #expect(svg.contains("<rect x=\"166.5\" y=\"771.5\" width=\"60\" height=\"30\" fill=\"#8E8E93\" mask=\"url(#template2)\"/>"))
        #expect(svg.contains("<image x=\"315.5\" y=\"774.5\" width=\"24\" height=\"24\" preserveAspectRatio=\"none\" href=\"data:image/png;base64,"))
        #expect(!svg.contains("data-symbol"))
    }

    /// `Tab(_:image:)`: "Creates a new tab with a label inferred from a title and an image
    /// resource" — the catalog's image, even where a system symbol has its name (`house`);
    /// `Tab(_:systemImage:)` the symbol. The image is drawn at its 20 × 18 points in the
    /// first tab's box (x 65.5 ± 10, y 786.5 ± 9); a `tabItem` label's `Image(_:)` the same.
    /// Before, a name that is a system symbol's drew the symbol.
    @Test func aTabsImageNamedAsASymbolIsTheCatalogs() {
        let svg = Self.host(TabView {
            Tab("Home", image: "house") { Text("home") }
            Tab("Symbol", systemImage: "house") { Text("symbol") }
            Tab("Label", systemImage: "star") { Text("label") }
        }).snapshot()
        // The selected tab in the catalog's accent color, as a template; the symbol's tab
        // draws the symbol, its fill variant (Measures §3 "Tab item"), once.
        #expect(svg.contains("<rect x=\"55.5\" y=\"777.5\" width=\"20\" height=\"18\" fill=\"#E68C28\" mask=\"url(#template1)\"/>"))
        let home = svg.components(separatedBy: "data-title=\"Home\"")[1].components(separatedBy: "data-title=\"Symbol\"")[0]
        let symbol = svg.components(separatedBy: "data-title=\"Symbol\"")[1].components(separatedBy: "data-title=\"Label\"")[0]
        #expect(!home.contains("stroke-width") && symbol.contains(#"data-title="house.fill""#) && !home.contains("house.fill"))
        let item = Self.host(TabView { Text("home").tabItem { Label("Home", image: "house") } }).snapshot()
        #expect(item.contains("width=\"20\" height=\"18\" fill=\"#E68C28\" mask=") && !item.contains("stroke-width=\"1.75\""))
    }

    /// A custom symbol (`Stamp.symbolset`, a template in the SF Symbols app's shape: see
    /// the fixtures' README) is shown with `Image(_:)` — "use `Image(_:bundle:)` to load a
    /// custom symbol" — and drawn as a system symbol is: its glyph at the font's point
    /// size (the template's 100 points scaled to 17), its frame its margins' width by its
    /// ink's height (90 × 70 units: 15.33 × 12 at body), centred, each path in its layer's
    /// paint. The bold weight draws the template's bold glyph, which has no margins of its
    /// own: it keeps the regular weight's 10 units beside its ink (104 × 84 units: 18 ×
    /// 14.33). The template's small-scale group is not drawn. Stacked, the symbols touch,
    /// as lines of text do (Measures §2 "Spacing next to text").
    @Test func aCustomSymbolIsDrawnFromItsTemplate() throws {
        let host = Self.host(VStack {
            Image("Stamp").accessibilityIdentifier("regular")
            Image("Stamp").font(.body.weight(.bold)).accessibilityIdentifier("bold")
            Image("Stamp").symbolRenderingMode(.hierarchical).foregroundStyle(.red)
        })
        #expect(try host.frame(of: "regular").size == CGSize(width: 46.0 / 3, height: 12))
        #expect(try host.frame(of: "bold").size == CGSize(width: 18, height: 43.0 / 3))
        let svg = host.snapshot()
        #expect(svg.contains("""
              <g data-view="Image" data-title="Stamp" data-symbol="Stamp">
                <path d="M190.55 431.28 L202.45 431.28 L202.45 419.38 L190.55 419.38 Z M192.25 429.58 L192.25 421.08 L200.75 421.08 L200.75 429.58 Z" fill="#000000"/>
                <path d="M194.8 425.33 Q194.8 423.63 196.5 423.63 Q198.2 423.63 198.2 425.33 Q198.2 427.03 196.5 427.03 Q194.8 427.03 194.8 425.33 Z" fill="#000000"/>
              </g>
              <g data-view="Image" data-title="Stamp" data-symbol="Stamp">
                <path d="M189.36 445.64 L203.64 445.64 L203.64 431.36 L189.36 431.36 Z" fill="#000000"/>
              </g>
            """))
        // Hierarchical: the secondary layer at the secondary level of the foreground.
        #expect(svg.contains("Q194.8 449.97 196.5 449.97 Q198.2 449.97 198.2 451.67 Q198.2 453.37 196.5 453.37 Q194.8 453.37 194.8 451.67 Z\" fill=\"#FF3B30\" fill-opacity=\"0.6\"/>"))
        #expect(!svg.contains("M600") && !svg.contains("L500"))
        #expect(host.diagnostics.isEmpty)
    }

    /// A custom symbol sits on the text's baseline as a system symbol does: the template's
    /// baseline is the glyph's, so in a row aligned by `firstTextBaseline` the stamp's
    /// bottom (its ink ends on the baseline) is the text's baseline, 444.52. In a tab bar
    /// it is drawn in the tab's symbol box like a system symbol, not as a placeholder.
    @Test func aCustomSymbolSitsOnTheBaselineAndInATab() throws {
        let row = Self.host(HStack(alignment: .firstTextBaseline) { Text("Hi"); Image("Stamp") }).snapshot()
        #expect(row.contains("<text data-view=\"Text\" x=\"177\" y=\"444.52\""))
        #expect(row.contains("<path d=\"M202.38 444.52 L214.28 444.52 L214.28 432.62 L202.38 432.62 Z"))
        let tabs = Self.host(TabView { Text("Stamps").tabItem { Label("Stamps", image: "Stamp") } }).snapshot()
        #expect(tabs.contains("<g data-view=\"Image\" data-title=\"Stamp\" data-symbol=\"Stamp\">\n        <path d=\""))
        #expect(!tabs.contains("stroke-opacity=\"0.3\""))   // no placeholder's hairline
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

    /// What a catalog cannot read is not dropped silently: a picture's host reports each
    /// problem once, naming the asset and why — a color set with no color it reads, a
    /// symbol set whose template has no glyph it reads, a catalog that is not there.
    @Test func whatACatalogCannotReadIsReported() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString).xcassets")
        defer { try? FileManager.default.removeItem(at: folder) }
        let color = folder.appendingPathComponent("Faded.colorset"), symbol = folder.appendingPathComponent("Blank.symbolset")
        try FileManager.default.createDirectory(at: color, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: symbol, withIntermediateDirectories: true)
        try Data(#"{ "colors" : [ { "idiom" : "universal" } ] }"#.utf8).write(to: color.appendingPathComponent("Contents.json"))
        try Data(#"{ "symbols" : [ { "filename" : "blank.svg", "idiom" : "universal" } ] }"#.utf8)
            .write(to: symbol.appendingPathComponent("Contents.json"))
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg"><g id="Notes"/></svg>"#.utf8).write(to: symbol.appendingPathComponent("blank.svg"))
        var configuration = HostConfiguration()
        configuration.assetCatalogs = [folder, folder.appendingPathComponent("Missing.xcassets")]
        configuration.echoesDiagnosticsToStandardError = false
        let host = ViewHost(testing: Text("Hello"), configuration: configuration)
        _ = host.snapshot()
        _ = host.snapshot()
        #expect(host.diagnostics.map(\.message) == [
            "The symbol set Blank has no medium-scale glyph this engine reads",
            "The color set Faded has no color this engine reads",
            "No asset catalog at \(folder.appendingPathComponent("Missing.xcassets").path)",
        ])
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
