import Foundation
import Testing
import ViewEngine
import TestSupport

/// The gallery's pictures (ViewEngine.docc/Gallery.md) are generated, not drawn by hand:
/// each screen of ``Gallery`` is drawn by ``ViewHost/snapshot()`` at an iPhone's width, in
/// the light and the dark color scheme, and must be exactly the committed file
/// `Sources/ViewEngine/ViewEngine.docc/Resources/gallery-NAME-SCHEME.svg`.
/// `UPDATE_GOLDENS=1 swift test --filter GalleryTests` rewrites them; review the diff (and
/// look at them in a browser).
@MainActor
@Suite("Picture: the gallery's pictures are the engine's drawing")
struct GalleryTests {
    /// `Sources/ViewEngine/ViewEngine.docc/Resources` in the source tree.
    static let resources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/ViewEngine/ViewEngine.docc/Resources")

    static var isUpdating: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" }

    /// The picture of `screen` in `scheme`, in a window 393 points wide (an iPhone 15's).
    private func picture(of screen: Gallery.Screen, in scheme: ColorScheme) -> String {
        let host = ViewHost(testing: screen.view)
        host.size = CGSize(width: 393, height: screen.height)
        host.colorScheme = scheme
        return host.snapshot()
    }

    /// The lines where `actual` and `expected` differ, at most `limit` of them, each with
    /// its line number: what a failure shows.
    static func differingLines(_ actual: String, _ expected: String, limit: Int = 8) -> [String] {
        let new = actual.components(separatedBy: "\n"), old = expected.components(separatedBy: "\n")
        var lines: [String] = []
        for index in 0..<max(new.count, old.count) where lines.count < 2 * limit {
            let a = index < new.count ? new[index] : "(none)", b = index < old.count ? old[index] : "(none)"
            guard a != b else { continue }
            lines += ["line \(index + 1), committed: \(b)", "line \(index + 1), drawn now: \(a)"]
        }
        return lines
    }

    /// Each screen, light and dark, is its committed picture exactly; the article shows
    /// every picture and every picture is shown.
    @Test(arguments: [ColorScheme.light, .dark])
    func eachScreenIsItsCommittedPicture(scheme: ColorScheme) throws {
        for screen in Gallery.screens {
            let file = Self.resources.appendingPathComponent("gallery-\(screen.name)-\(scheme).svg")
            let drawn = picture(of: screen, in: scheme) + "\n"
            if Self.isUpdating {
                try drawn.write(to: file, atomically: true, encoding: .utf8)
                continue
            }
            guard let committed = try? String(contentsOf: file, encoding: .utf8) else {
                Issue.record("\(file.lastPathComponent) is missing: run UPDATE_GOLDENS=1 swift test --filter GalleryTests")
                continue
            }
            let differences = Self.differingLines(drawn, committed)
            #expect(differences.isEmpty, """
                \(file.lastPathComponent) differs from the engine's drawing (UPDATE_GOLDENS=1 swift test --filter GalleryTests \
                rewrites it; review the diff):
                \(differences.joined(separator: "\n"))
                """)
        }
    }

    /// The article shows each picture, and the folder holds no gallery picture the
    /// gallery does not draw.
    @Test func theArticleShowsEveryPicture() throws {
        let article = try String(contentsOf: Self.resources.deletingLastPathComponent().appendingPathComponent("Gallery.md"), encoding: .utf8)
        let expected = Gallery.screens.flatMap { ["gallery-\($0.name)-light.svg", "gallery-\($0.name)-dark.svg"] }
        for name in expected {
            #expect(article.contains("](\(name))"), "Gallery.md does not show \(name)")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.resources.path).filter { $0.hasPrefix("gallery-") }
        #expect(files.sorted() == expected.sorted())
    }

    /// A failure names the lines that differ, with their numbers, committed first.
    @Test func aDifferenceIsShownLineByLine() {
        #expect(Self.differingLines("a\nb\nc", "a\nx\nc") == ["line 2, committed: x", "line 2, drawn now: b"])
        #expect(Self.differingLines("a", "a\nb") == ["line 2, committed: b", "line 2, drawn now: (none)"])
        #expect(Self.differingLines("same", "same") == [])
    }
}
