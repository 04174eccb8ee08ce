import Foundation
import Testing
@testable import ScreenHosts

/// Every screen written here belongs to a row of the reference set and draws at that
/// row's window (the pictures themselves are compared outside CI, against iOS's).
@Suite("The screens written for the reference set")
@MainActor
struct ScreenCatalogTests {
    static let rows: [ScreenRow] = {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../../Inventory/screens.tsv").standardizedFileURL.path
        let text = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        return ScreenRow.rows(fromTable: text).rows
    }()

    @Test("The repository's rows table reads without an error")
    func theRowsTableReads() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../../Inventory/screens.tsv").standardizedFileURL.path
        let text = try #require(FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) })
        let (rows, errors) = ScreenRow.rows(fromTable: text)
        #expect(errors == [])
        #expect(rows.count == text.split(separator: "\n").count - 1)
    }

    @Test("Each screen's name is drawn by a row, and no two screens share a name")
    func eachScreenHasARow() {
        let drawn = Set(Self.rows.map(\.screenName))
        #expect(ScreenCatalog.all.map(\.name).filter { !drawn.contains($0) } == [])
        #expect(Set(ScreenCatalog.all.map(\.name)).count == ScreenCatalog.all.count)
    }

    @Test("Each screen draws a picture of its row's window, with the view's own text in it")
    func eachScreenDraws() throws {
        for screen in ScreenCatalog.all {
            let row = try #require(Self.rows.first { $0.screenName == screen.name })
            let picture = ScreenDrawing.picture(of: screen, as: row, top: ScreenDrawing.hostTop(of: row, among: Self.rows))
            #expect(picture.contains("width=\"\(Int(row.width))\" height=\"\(Int(row.height))\""), "\(screen.name)")
            #expect(picture.contains("<text"), "\(screen.name) drew no text")
        }
    }
}
