import Foundation
import ScreenHosts

// screen-hosts: draws the engine's side of the whole-screen reference set (README.md).
//
//   screen-hosts draw REFS OUT [--rows screens.tsv] [--only NAME ...]
//   screen-hosts list [--rows screens.tsv]
//
// REFS is the folder Scripts/screens-fetch wrote (REFS/NAME/reference.png); OUT gets
// NAME.svg and NAME.png for each row whose view is written here, and score-pairs.tsv for
// `screen-score table`, listing every row whose picture is in OUT (with --only, those
// drawn before too). Exit status: 0 when every row asked for was drawn, 1 when one
// could not be, 2 when the command line is wrong.

let usage = """
    usage: screen-hosts draw REFS OUT [--rows screens.tsv] [--only NAME ...]
           screen-hosts list [--rows screens.tsv]
    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first else { fail(usage) }
arguments.removeFirst()

/// The rows table: `--rows`, else the repository's Inventory/screens.tsv.
let rowsPath: String = {
    if let index = arguments.firstIndex(of: "--rows") {
        guard index + 1 < arguments.count else { fail("--rows needs a path\n\(usage)") }
        defer { arguments.removeSubrange(index...index + 1) }
        return arguments[index + 1]
    }
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../../Inventory/screens.tsv").standardizedFileURL.path
}()
var only: Set<String> = []
if let index = arguments.firstIndex(of: "--only") {
    only = Set(arguments[(index + 1)...])
    arguments.removeSubrange(index...)
    guard !only.isEmpty else { fail("--only needs at least one row's name\n\(usage)") }
}

guard let tableData = FileManager.default.contents(atPath: rowsPath) else { fail("\(rowsPath) cannot be read") }
let (rows, rowErrors) = ScreenRow.rows(fromTable: String(decoding: tableData, as: UTF8.self))
for error in rowErrors { print("\(rowsPath): \(error)") }
let unknown = only.subtracting(rows.map(\.name))
guard unknown.isEmpty else { fail("no row named \(unknown.sorted().joined(separator: ", ")) in \(rowsPath)") }

switch command {
case "list":
    guard arguments.isEmpty else { fail(usage) }
    for row in rows {
        let screen = ScreenCatalog.screen(named: row.screenName)
        print("\(row.name)\t\(screen.map { "draws \($0.name)" } ?? "no screen written")")
    }
    print("\(rows.count { ScreenCatalog.screen(named: $0.screenName) != nil }) of \(rows.count) rows have a screen")
case "draw":
    guard arguments.count == 2 else { fail(usage) }
    let references = URL(fileURLWithPath: arguments[0]).standardizedFileURL
    let out = URL(fileURLWithPath: arguments[1]).standardizedFileURL
    guard let rasteriser = Rasteriser.found() else { fail("no Chromium on PATH (chromium, chromium-browser or google-chrome): apt-get install chromium") }
    do { try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true) } catch { fail("\(out.path): \(error)") }
    var failed = false
    for row in rows where only.isEmpty || only.contains(row.name) {
        guard let screen = ScreenCatalog.screen(named: row.screenName) else {
            print("\(row.name): no screen written for \(row.screenName)")
            continue
        }
        let svg = out.appendingPathComponent("\(row.name).svg")
        let png = out.appendingPathComponent("\(row.name).png")
        // An earlier picture is not kept where this one fails: the pairs list what is in OUT.
        try? FileManager.default.removeItem(at: png)
        let picture = MainActor.assumeIsolated {
            ScreenProse.sources = references.appendingPathComponent("\(row.name)/source")
            return ScreenDrawing.picture(of: screen, as: row, top: ScreenDrawing.hostTop(of: row, among: rows))
        }
        do {
            try picture.write(to: svg, atomically: true, encoding: .utf8)
            try rasteriser.rasterise(svg: svg, to: png, width: row.width, height: row.height, scale: row.scale)
        } catch {
            print("\(row.name): \(error)")
            failed = true
            continue
        }
        print("\(row.name): drawn")
    }
    // Every row drawn into OUT, by this run or an earlier one (ScorePairs).
    let pairs = ScorePairs.table(rows: rows.filter { ScreenCatalog.screen(named: $0.screenName) != nil }, references: references) {
        FileManager.default.fileExists(atPath: out.appendingPathComponent($0).path)
    }
    do {
        try pairs.write(to: out.appendingPathComponent("score-pairs.tsv"), atomically: true, encoding: .utf8)
    } catch { fail("\(out.path)/score-pairs.tsv: \(error)") }
    exit(failed ? 1 : 0)
default:
    fail(usage)
}
