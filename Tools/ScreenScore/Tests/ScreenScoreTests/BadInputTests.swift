import Foundation
import ScreenScore
import Testing

/// Pairs that cannot be scored say which picture and why, and a table goes on past them.
@Suite("Bad input: the scorer says which picture and why")
struct BadInputTests {
    /// A 3× iPhone 13 picture (1170 × 2532) given for an iPhone 15's window (393 × 852).
    @Test func aPictureOfTheWrongSizeGivesItsSizeInPointsAndTheWindows() {
        let outcome = ScreenScorer().score(reference: RGBAImage(width: 1170, height: 2532), scale: 3,
                                           ours: RGBAImage(width: 393, height: 852), window: WindowSize(width: 393, height: 852))
        #expect(outcome.word == "UNSCORED")
        #expect(outcome.summary == "reference: the picture is 1170 × 2532 pixels, which is 390 × 844 points at 3×, not the 393 × 852 of the window")
    }

    /// The right size at another scale than the one given says which scale fits.
    @Test func aPictureAtAnotherScaleSaysWhichScaleFits() {
        let outcome = ScreenScorer().score(reference: RGBAImage(width: 780, height: 1688), scale: 3,
                                           ours: RGBAImage(width: 390, height: 844), window: Screens.window)
        #expect(outcome.summary == "reference: the picture is 780 × 1688 pixels, which is 260 × 562.7 points at 3×, not the 390 × 844 of the window (it fits the window at 2×)")
    }

    /// A blank reference (its canvas and nothing on it) is not scored: any picture would pass it.
    @Test func aBlankReferenceSaysThereIsNothingToMeasure() {
        let blank = Painter(width: 390, height: 844, scale: 1, background: RGB(hex: 0xFFFFFF)).image
        let outcome = ScreenScorer().score(reference: blank, scale: 1, ours: Screens.reference, window: Screens.window)
        #expect(outcome == .unscored(.nothingToMeasure(.reference, canvas: RGB(hex: 0xFFFFFF))))
        #expect(outcome.summary == "reference: nothing on the #FFFFFF canvas to measure (no card, bar, control or line of text)")
    }

    /// A missing file and a file that is not a PNG are named with the reason.
    @Test func anUnreadableFileIsNamedWithTheReason() throws {
        let folder = try TemporaryFolder()
        let notPNG = folder.write("notes.png", Array("not a picture".utf8))
        let missing = ScreenScorer().score(referencePath: folder.path("absent.png"), scale: 1, oursPath: notPNG, window: Screens.window)
        #expect(missing.summary == "reference: \(folder.path("absent.png")) cannot be read: no such file")
        let reference = folder.write("reference.png", TestPNG.encode(Screens.reference))
        let garbled = ScreenScorer().score(referencePath: reference, scale: 1, oursPath: notPNG, window: Screens.window)
        #expect(garbled.summary == "ours: \(notPNG) cannot be read: not a PNG (no PNG signature)")
    }

    /// A table of pairs: each pair gets its line, those that cannot be scored say why,
    /// and the set's score and each level's count follow; the control set (iOS 26's look,
    /// `expect` `fail`) counts apart, and a control that passes the containers is named.
    @Test func aTableGoesOnPastPairsItCannotScore() throws {
        let folder = try TemporaryFolder()
        _ = folder.write("ios.png", TestPNG.encode(Screens.reference))
        _ = folder.write("ours.png", TestPNG.encode(Screens.reference))
        _ = folder.write("moved.png", TestPNG.encode(Screens.picture(SyntheticScreen(shift: 14))))
        _ = folder.write("small.png", TestPNG.encode(RGBAImage(width: 10, height: 10)))
        _ = folder.write("ios26.png", TestPNG.encode(Screens.picture(SyntheticScreen(look: .iOS26))))
        let table = PairTable(text: """
            name\treference\tours\twindow\tscale
            same\tios.png\tours.png\t390x844\t1
            moved\tios.png\tmoved.png\t390x844\t1\t1
            # a comment
            small\tsmall.png\tours.png\t390x844\t3
            gone\tgone.png\tours.png\t390x844\t3
            bad window\tios.png\tours.png\twide\t1
            settings-light\tios.png\tours.png\t390x844\t1
            settings-dark\tios.png\tmoved.png\t390x844\t1
            iOS 26\tios.png\tios26.png\t390x844\t1\t1\tfail
            iOS 18 as control\tios.png\tours.png\t390x844\t1\t\tfail

            """, folder: folder.url.path)
        let score = SetScore(table: table, scorer: ScreenScorer())
        #expect(score.report == """
            same\tPASS\tpasses every level
            moved\tFAIL\tcontainers: card 2: y 334–422, iOS 320–408
            small\tUNSCORED\treference: the picture is 10 × 10 pixels, which is 3.3 × 3.3 points at 3×, not the 390 × 844 of the window
            gone\tUNSCORED\treference: \(folder.path("gone.png")) cannot be read: no such file
            bad window\tUNSCORED\tline 7: the window "wide" is not WIDTHxHEIGHT
            settings-light\tPASS\tpasses every level
            settings-dark\tFAIL\tcontainers: card 2: y 334–422, iOS 320–408
            iOS 26\tCONTROL FAILS\tcontainers: top bar: none, iOS y 0–97
            iOS 18 as control\tCONTROL PASSES\tpasses every level

            score: 2 of 7 pairs pass (28 %), 3 not scored
              canvas       4 of 4 scored pairs pass
              containers   2 of 4 scored pairs pass
              separators   2 of 4 scored pairs pass
              controls     2 of 4 scored pairs pass
              text lines   2 of 4 scored pairs pass
              colour       4 of 4 scored pairs pass
            light and dark: 0 of 1 views pass or fail together; apart: settings (light PASS, dark FAIL)
            control set (must fail at the containers): 1 of 2 do
            """)
        #expect(score.levelTable.split(separator: "\n").prefix(3) == [
            "name\toutcome\tcanvas\tcontainers\tseparators\tcontrols\ttext lines\tcolour\tfirst failure",
            "same\tPASS\tpass\tpass\tpass\tpass\tpass\tpass\t",
            "moved\tFAIL\tpass\tFAIL\tFAIL\tFAIL\tFAIL\tpass\tcontainers: card 2: y 334–422, iOS 320–408",
        ])
        #expect(score.levelTable.contains("\nbad window\tUNSCORED\t-\t-\t-\t-\t-\t-\tline 7: the window \"wide\" is not WIDTHxHEIGHT\n"))
        #expect(score.levelTable.hasSuffix("\niOS 18 as control\tCONTROL PASSES\tpass\tpass\tpass\tpass\tpass\tpass\t"))
    }
}

/// A folder of its own under the system's temporary folder, removed when the test ends.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("screen-score-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Writes a file and returns its path.
    func write(_ name: String, _ bytes: [UInt8]) -> String {
        _ = FileManager.default.createFile(atPath: path(name), contents: Data(bytes))
        return path(name)
    }
}
