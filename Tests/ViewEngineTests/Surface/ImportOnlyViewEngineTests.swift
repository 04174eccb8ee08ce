import Testing
import ViewEngine

// This file imports ViewEngine alone (and Testing), as a SwiftUI file imports SwiftUI
// alone: what it uses from Observation and FoundationNetworking comes through ViewEngine.

@Observable
final class ReExportedLibrary {
    var books = ["Dune"]
}

struct ReExportedShelf: View {
    @Environment(ReExportedLibrary.self) private var library
    var body: some View {
        Text("\(library.books.count) books")
    }
}

/// SwiftUI re-exports Observation, and on Linux `URLSession` and its types live in
/// FoundationNetworking: `import ViewEngine` brings both, so a view file needs no other
/// import.
@MainActor
@Suite("Surface: import ViewEngine alone brings Observation and URL loading")
struct ImportOnlyViewEngineTests {
    @Test func anObservableModelFromTheEnvironmentWithOnlyViewEngineImported() {
        let library = ReExportedLibrary()
        var configuration = HostConfiguration()
        configuration.echoesDiagnosticsToStandardError = false
        let host = ViewHost(ReExportedShelf().environment(library), configuration: configuration)
        #expect(host.render() == #"Text "1 books""#)
        library.books.append("Emma")
        #expect(host.render() == #"Text "2 books""#)
    }

    @Test func urlLoadingTypesWithOnlyViewEngineImported() throws {
        let url = try #require(URL(string: "https://example.com/books"))
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        let response = HTTPURLResponse(url: url, statusCode: 201, httpVersion: nil, headerFields: nil)
        let session: URLSession = .shared
        #expect(request.httpMethod == "POST")
        #expect(response?.statusCode == 201)
        #expect(session.configuration.timeoutIntervalForRequest > 0)
    }

    /// On Linux `XMLParser` lives in FoundationXML: `import ViewEngine` brings it, as
    /// `import SwiftUI` brings Foundation's on iOS.
    @Test func anXMLParserWithOnlyViewEngineImported() {
        let parser = XMLParser(data: Data("<opml version=\"2.0\"><body/></opml>".utf8))
        let delegate: (any XMLParserDelegate)? = nil
        parser.delegate = delegate
        #expect(parser.parse())
    }
}
