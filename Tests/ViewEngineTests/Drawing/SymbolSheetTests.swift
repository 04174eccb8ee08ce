import Foundation
import Testing
import ViewEngine
import TestSupport

/// The sheet of every symbol the engine draws, to look at: each known, drawn name at
/// body size in regular and bold, at 34 points in ultralight and regular, small, and on
/// a line of text. `SYMBOL_SHEET=DIRECTORY swift test --filter SymbolSheetTests` writes
/// the pages as `symbols-N.svg` there; the test itself checks that every page draws each
/// of its symbols, with no placeholder among them.
@MainActor
@Suite("Symbol sheet")
struct SymbolSheetTests {
    struct Sheet: View {
        let names: [String]
        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                ForEach(names, id: \.self) { name in
                    HStack(spacing: 12) {
                        Text(name).font(.caption2).frame(width: 230, alignment: .leading)
                        Image(systemName: name).frame(width: 26)
                        Image(systemName: name).font(.body.bold()).frame(width: 26)
                        Image(systemName: name).font(.system(size: 34, weight: .ultraLight)).frame(width: 52)
                        Image(systemName: name).font(.system(size: 34)).frame(width: 52)
                        Image(systemName: name).imageScale(.small).frame(width: 20)
                        HStack(alignment: .firstTextBaseline, spacing: 2) {
                            Text("Hx")
                            Image(systemName: name)
                            Text("g")
                        }
                        Image(systemName: name).symbolRenderingMode(.hierarchical).foregroundStyle(.blue).font(.title)
                    }
                    .frame(height: 40)
                }
            }
            .padding(10)
        }
    }

    /// The known names the artwork draws, in order.
    static var drawnNames: [String] {
        ViewHost<EmptyView>.knownSymbols.filter { ViewHost<EmptyView>.drawsSymbol($0) }.sorted()
    }

    @Test func everyPageDrawsItsSymbols() throws {
        let names = Self.drawnNames
        let pageSize = 60
        let directory = ProcessInfo.processInfo.environment["SYMBOL_SHEET"]
        for (page, start) in stride(from: 0, to: names.count, by: pageSize).enumerated() {
            let slice = Array(names[start..<min(start + pageSize, names.count)])
            let host = ViewHost(testing: Sheet(names: slice))
            host.size = CGSize(width: 720, height: CGFloat(slice.count) * 44 + 20)
            let svg = host.snapshot()
            #expect(!svg.contains("<rect data-symbol"), "page \(page + 1) has a placeholder")
            if let directory {
                try svg.write(toFile: directory + "/symbols-\(page + 1).svg", atomically: true, encoding: .utf8)
            }
        }
    }
}
