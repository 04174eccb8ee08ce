import Foundation
import Testing
import ViewEngine
import TestSupport

/// UIImage, UIFont and UIColor as SwiftUI code uses them: what they compute (an image's
/// size from its data, a text style's point size and line height) and how SwiftUI's
/// `Image(uiImage:)`, `Font(_:)` and `Color(_:)` show them.
@MainActor
@Suite("Surface: UIImage, UIFont and UIColor")
struct UIKitValueTypesSurfaceTests {
    /// The first bytes of a PNG of `width` × `height` pixels: the signature and IHDR.
    static func png(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8)
        for value in [width, height] { bytes += (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
        return Data(bytes)
    }

    /// A JPEG's first segments: SOI, an APP0 segment, then SOF0 with `width` × `height`.
    static func jpeg(width: UInt16, height: UInt16) -> Data {
        var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        bytes += [0xFF, 0xC0, 0x00, 0x11, 0x08, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 3]
        bytes += [UInt8](repeating: 0, count: 9)
        return Data(bytes)
    }

    // size: "The logical dimensions, in points, for the image." init(data:scale:): "The
    // scale factor to assume when interpreting the image data." init(data:) returns nil
    // "if the method could not initialize the image from the specified data".
    @Test func anImageFromDataHasTheSizeItsHeaderDeclares() throws {
        let png = try #require(UIImage(data: Self.png(width: 120, height: 80)))
        #expect(png.size == CGSize(width: 120, height: 80))
        #expect(png.scale == 1)
        let retina = try #require(UIImage(data: Self.png(width: 120, height: 81), scale: 3))
        #expect(retina.size == CGSize(width: 40, height: 27))
        let jpeg = try #require(UIImage(data: Self.jpeg(width: 640, height: 480)))
        #expect(jpeg.size == CGSize(width: 640, height: 480))
        let gif = try #require(UIImage(data: Data(Array("GIF89a".utf8) + [0x10, 0x00, 0x20, 0x00, 0, 0, 0])))
        #expect(gif.size == CGSize(width: 16, height: 32))
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(data: Self.png(width: 0, height: 10)) == nil)
        #expect(png.pngData() == Self.png(width: 120, height: 80))
        // A PNG's JPEG: the engine decodes no pixels, so a JPEG of its size, blank.
        #expect(png.jpegData(compressionQuality: 0.8).flatMap(UIImage.init(data:))?.size == CGSize(width: 120, height: 80))
        #expect(jpeg.jpegData(compressionQuality: 0.8) == Self.jpeg(width: 640, height: 480))
    }

    @Test func anImageFromAFileIsReadFromIt() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-\(UUID().uuidString).png")
        try Self.png(width: 2, height: 3).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(UIImage(contentsOfFile: file.path)?.size == CGSize(width: 2, height: 3))
        #expect(UIImage(contentsOfFile: file.path + ".missing") == nil)
    }

    struct Gallery: View {
        var body: some View {
            VStack {
                Image(uiImage: UIImage(named: "Logo")!)
                Image(uiImage: UIImage(systemName: "star.fill")!)
                Image(uiImage: UIImage(data: UIKitValueTypesSurfaceTests.png(width: 120, height: 80)) ?? UIImage())
            }
        }
    }

    // Image(uiImage:) "Creates a SwiftUI image from a UIKit image instance." Named images
    // show by name; an image from data by its format and pixel size.
    @Test func imageOfAUIImageShowsItsName() {
        #expect(ViewHost(testing: Gallery()).render() == """
            VStack
              Image "Logo"
              Image "star.fill"
              Image "png 120×80"
            """)
        #expect(UIImage(systemName: "star")?.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
        #expect(UIImage(named: "Logo")?.size == .zero)
    }

    // preferredFont(forTextStyle:) "Returns an instance of the system font for the
    // specified text style"; at the default Dynamic Type size the HIG gives body 17,
    // largeTitle 34, caption1 12; a line of SF Pro is 1.193359375 × the point size
    // (Measures §4 "Point sizes", "Line height").
    @Test func textStyleFontsHaveTheHIGSizesAndSFProLineHeights() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption1).pointSize == 12)
        #expect(UIFont.preferredFont(forTextStyle: .body).lineHeight == 20.287109375)
        #expect(UIFont.systemFont(ofSize: 14, weight: .semibold).withSize(20).pointSize == 20)
        #expect(UIFont(name: "Avenir-Heavy", size: 20)?.familyName == "Avenir")
    }

    struct Fonts: View {
        var body: some View {
            VStack {
                Text("A").font(Font(UIFont.preferredFont(forTextStyle: .caption1)))
                Text("B").font(Font(UIFont.systemFont(ofSize: 14, weight: .semibold)))
                Text("C").font(Font(UIFont(name: "Avenir-Heavy", size: 20)!))
                Text("D").font(Font(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular)))
            }
        }
    }

    // Font's init(_ font: CTFont) "Creates a custom font from a platform font instance";
    // a UIFont is that font: a text style stays a text style, the system font a system
    // font of its size and weight.
    @Test func aSwiftUIFontOfAUIFontIsWrittenAsSwiftUIWritesIt() {
        #expect(ViewHost(testing: Fonts()).render() == """
            VStack
              Text "A" [font: caption]
              Text "B" [font: system(size: 14, weight: semibold)]
              Text "C" [font: custom("Avenir-Heavy", size: 20)]
              Text "D" [font: system(size: 12, design: monospaced)]
            """)
    }

    struct Colors: View {
        var body: some View {
            VStack {
                Text("A").foregroundColor(Color(.quaternaryLabel))
                Text("B").foregroundColor(Color(uiColor: .systemMint))
                Text("C").foregroundColor(Color(UIColor.systemBlue.withAlphaComponent(0.3)))
                Text("D").foregroundColor(Color(uiColor: UIColor(Color.red)))
            }
        }
    }

    struct AdaptedApp: App {
        @UIApplicationDelegateAdaptor var appDelegate: UIApplicationDelegateAdaptorTests.LaunchDelegate
        var body: some Scene { WindowGroup { Text("\(appDelegate.events.count) launch events") } }
    }

    // The adaptor written with the type on the property, as `@UIApplicationDelegateAdaptor
    // var appDelegate: AppDelegate` (its behaviour: UIApplicationDelegateAdaptorTests).
    @Test func theAdaptorTakesItsTypeFromTheProperty() {
        #expect(ViewHost(testing: AdaptedApp()).render() == #"Text "2 launch events""#)
    }

    // Color(uiColor:) "Creates a color from a UIKit color."; UIColor(_:) "Creates a UIKit
    // color from a SwiftUI color."
    @Test func uiKitColorsKeepTheirNamesBothWays() {
        #expect(ViewHost(testing: Colors()).render() == """
            VStack
              Text "A" [foregroundColor: quaternaryLabel]
              Text "B" [foregroundColor: systemMint]
              Text "C" [foregroundColor: systemBlue.opacity(0.3)]
              Text "D" [foregroundColor: red]
            """)
    }

    final class WindowlessDelegate: UIResponder, UIApplicationDelegate {}

    /// `UIApplicationDelegateApp`: an app UIKit starts, hosted; with `NoDeclaredSceneDelegate`
    /// (an Info.plist that names no scene delegate) nothing makes a window, and the window
    /// says why it is empty.
    @Test func anAppUIKitStartsWithNoSceneDelegateShowsWhyItsWindowIsEmpty() {
        let host = ViewHost(app: UIApplicationDelegateApp<WindowlessDelegate, NoDeclaredSceneDelegate>())
        #expect(host.render().contains("The window's root view controller hosts no SwiftUI view"))
    }

    // UITextChecker as WordScramble calls it (its behaviour: UITextCheckerTests).
    @Test func aTextCheckerChecksAWord() {
        let checker = UITextChecker()
        let word = "qwzx"
        let range = NSRange(location: 0, length: word.utf16.count)
        let misspelled = checker.rangeOfMisspelledWord(in: word, range: range, startingAt: 0, wrap: false, language: "x-surface")
        #expect(misspelled == NSRange(location: 0, length: 4))
    }
}
