import Foundation
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// AppKit's images, colors and fonts as a macOS app's SwiftUI code makes and shows them:
/// the engine's UIKit values under AppKit's names.
@MainActor
@Suite("AppKit: NSImage, NSColor and NSFont are the engine's images, colors and fonts")
struct AppKitValuesTests {
    /// A 3 × 2 PNG's signature and header (the engine reads sizes from headers).
    ///
    /// Computed, not a stored `static let`: `Data` keeps its storage behind a pointer
    /// with tag bits, which LeakSanitizer cannot follow from a global, so a stored
    /// global `Data` is reported as leaked under `--sanitize=address` (CI, Swift 6.3.1).
    static var png: Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        bytes += [0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0, 0, 0, 0, 0]
        return Data(bytes)
    }

    struct About: View {
        let icon: NSImage
        var body: some View {
            VStack {
                Image(nsImage: NSImage(named: NSImage.applicationIconName)!)
                Image(nsImage: icon)
                Text("Version").foregroundStyle(Color(nsColor: .secondaryLabelColor))
            }
        }
    }

    // NSImage init(data:): "Initializes and returns an image object using the provided
    // image data." — and `nil` for data that is no image; Image(nsImage:) "Creates a
    // SwiftUI image from an AppKit image instance."
    @Test func imagesFromDataAndNamesShowInAView() throws {
        let icon = try #require(NSImage(data: Self.png))
        #expect(icon.size == NSSize(width: 3, height: 2))
        #expect(NSImage(data: Data("not an image".utf8)) == nil)
        let host = TestHost(About(icon: icon))
        #expect(host.render().contains("Image \"NSApplicationIcon\""))
        #expect(host.render().contains("Image \"png 3×2\""))
    }

    // NSImage size: "The size of the image." — settable; the data is not changed.
    @Test func anImagesSizeCanBeSet() throws {
        let image = try #require(NSImage(systemSymbolName: "star", accessibilityDescription: "Favorite"))
        #expect(image.size == .zero)
        image.size = NSSize(width: 16, height: 16)
        #expect(image.size == NSSize(width: 16, height: 16))
        #expect(NSImage(size: NSSize(width: 8, height: 4)).size == NSSize(width: 8, height: 4))
        #expect(NSImage(contentsOf: URL(fileURLWithPath: "/nonexistent/icon.png")) == nil)
    }

    // NSColor redComponent: "The red component value of the color." — and a color comes
    // back from an archive as it went in (NSSecureCoding).
    @Test func colorsHaveComponentsAndArchive() throws {
        let orange = NSColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(orange.redComponent == 1)
        #expect(abs(orange.greenComponent - 0.5) < 0.01)
        #expect(orange.alphaComponent == 1)
        #expect(NSColor.systemBlue.usingColorSpace(.sRGB)?.blueComponent == 1)
        #expect(NSColor(named: "Brand")?.usingColorSpace(.sRGB) == nil)   // an asset's values are unknown
        let data = try NSKeyedArchiver.archivedData(withRootObject: orange, requiringSecureCoding: true)
        let back = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: NSColor.self, from: data))
        #expect(back == orange)
        #expect(back.redComponent == 1)
    }

    // Color(nsColor:): "Creates a color from an AppKit color." — AppKit's semantic colors
    // are the iOS system colors the engine draws.
    @Test func swiftUIColorsOfAppKitColors() {
        #expect(Color(nsColor: .systemBlue) == Color(uiColor: .systemBlue))
        #expect(Color(nsColor: .separatorColor) == Color(uiColor: .separator))
        #expect(Color(nsColor: .controlBackgroundColor) == Color(uiColor: .systemBackground))
        #expect(Color(nsColor: NSColor(Color.red)) == Color.red)
    }

    // Color init(_:) of an NSColor (macOS 10.15): "Creates a color from an AppKit color." —
    // the unlabeled form a macOS 10.15 app writes, beside UIKit's, which keeps the implicit
    // members both kits name.
    @Test func unlabeledSwiftUIColorsOfAppKitColors() {
        #expect(Color(NSColor.separatorColor) == Color(nsColor: .separatorColor))
        #expect(Color(NSColor.systemBlue) == Color(uiColor: .systemBlue))
        let background: NSColor = .controlBackgroundColor
        #expect(Color(background) == Color(uiColor: .systemBackground))
        let uiKits: UIColor = .systemBlue
        #expect(Color(.systemBlue) == Color(uiKits))
    }

    // NSFont systemFontSize: "Returns the size of the standard system font." — 13 points
    // on macOS.
    @Test func fontsHaveMacOSSizes() throws {
        #expect(NSFont.systemFontSize == 13)
        #expect(NSFont.monospacedSystemFont(ofSize: 12, weight: .regular).pointSize == 12)
        #expect(try #require(NSFont(name: "Menlo", size: 11)).pointSize == 11)
        #expect(NSFont.systemFont(ofSize: 13) == NSFont.systemFont(ofSize: 13))
    }
}
