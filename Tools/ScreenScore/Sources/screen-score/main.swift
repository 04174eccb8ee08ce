import Foundation
import ScreenScore

// screen-score: compares a screen the engine drew with the picture iOS drew (README.md).
//
//   screen-score compare REF.png OURS.png --window 390x844 --scale 3 [--ours-scale 1] [--tolerance 2]
//   screen-score table PAIRS.tsv [--tsv] [--tolerance 2]
//   screen-score structure PICTURE.png --window 390x844 --scale 3
//
// Exit status: 0 when the pair passes (compare) or the table was read (table), 1 when
// the pair fails, 2 when it cannot be scored or the command line is wrong.

let usage = """
    usage: screen-score compare REF.png OURS.png --window WIDTHxHEIGHT --scale 1|2|3 [--ours-scale 1|2|3] [--tolerance POINTS]
           screen-score table PAIRS.tsv [--tsv] [--tolerance POINTS]    (columns: name, reference, ours, window, scale[, ours scale[, expect]])
           screen-score structure PICTURE.png --window WIDTHxHEIGHT --scale 1|2|3    (what was found in one picture)
    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first else { fail(usage) }
arguments.removeFirst()

/// Takes `--name VALUE` out of the arguments.
@MainActor func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name) else { return nil }
    guard index + 1 < arguments.count else { fail("\(name) needs a value\n\(usage)") }
    let value = arguments[index + 1]
    arguments.removeSubrange(index...index + 1)
    return value
}

/// The geometry tolerance, 2 points unless `--tolerance` says.
@MainActor func chosenScorer() -> ScreenScorer {
    guard let text = option("--tolerance") else { return ScreenScorer() }
    guard let points = Double(text), points >= 0 else { fail("--tolerance takes a number of points\n\(usage)") }
    return ScreenScorer(tolerances: Tolerances(geometry: points))
}

switch command {
case "compare":
    guard let windowText = option("--window"), let window = WindowSize(windowText) else { fail("--window WIDTHxHEIGHT is needed\n\(usage)") }
    guard let scale = option("--scale").flatMap(Int.init) else { fail("--scale 1, 2 or 3 is needed\n\(usage)") }
    let oursScale = option("--ours-scale").map { Int($0) ?? 0 } ?? 1
    let scorer = chosenScorer()
    guard arguments.count == 2 else { fail(usage) }
    let outcome = scorer.score(referencePath: arguments[0], scale: scale, oursPath: arguments[1], oursScale: oursScale, window: window)
    switch outcome {
    case .scored(let verdict):
        print(verdict.report)
        print(verdict.passed ? "PASS" : "FAIL  \(verdict.summary)")
        exit(verdict.passed ? 0 : 1)
    case .unscored(let error):
        print("UNSCORED  \(error)")
        exit(2)
    }
case "table":
    let scorer = chosenScorer()
    let tsv = arguments.contains("--tsv")
    arguments.removeAll { $0 == "--tsv" }
    guard arguments.count == 1 else { fail(usage) }
    let path = arguments[0]
    guard let data = FileManager.default.contents(atPath: path) else { fail("\(path) cannot be read") }
    let folder = (path as NSString).deletingLastPathComponent
    let table = PairTable(text: String(decoding: data, as: UTF8.self), folder: folder.isEmpty ? "." : folder)
    let score = SetScore(table: table, scorer: scorer)
    print(tsv ? score.levelTable : score.report)
case "structure":
    guard let windowText = option("--window"), let window = WindowSize(windowText) else { fail("--window WIDTHxHEIGHT is needed\n\(usage)") }
    guard let scale = option("--scale").flatMap(Int.init) else { fail("--scale 1, 2 or 3 is needed\n\(usage)") }
    guard arguments.count == 1 else { fail(usage) }
    do {
        print(try StructureReader.read(ScreenScorer.readPNG(at: arguments[0], as: .reference), scale: scale, window: window).listing)
    } catch {
        print("UNREADABLE  \(error)")
        exit(2)
    }
case "-h", "--help", "help":
    print(usage)
default:
    fail("unknown command \(command)\n\(usage)")
}
