import Foundation
import Testing
import ViewEngine
import WebKit

/// `NSAttributedString.fromHTML(_:options:)` and
/// `loadFromHTML(string:options:completionHandler:)`: "Creates an attributed string from the
/// specified HTML string." Headless, the import reads the text and the links.
@MainActor
@Suite("WebKit: HTML becomes an attributed string's text and links")
struct HTMLImportTests {
    /// Tags are dropped, white space collapses as a browser lays text out, blocks and
    /// `<br>` end lines, list items start with a bullet, scripts and styles are left out,
    /// and character references are decoded.
    @Test func textAsABrowserLaysItOut() async throws {
        let html = """
        <h1>Shopping</h1>
        <p>Milk   &amp;
           eggs<br>Bread &lt;white&gt; &#8211; &#x263A; &nbsp;&unknown;</p>
        <script>var x = "<p>hidden</p>";</script><style>p { color: red }</style>
        <ul><li>One</li><li>Two</li></ul>
        """
        let (text, attributes) = try await NSAttributedString.fromHTML(html)
        #expect(text.string == "Shopping\nMilk & eggs\nBread <white> – ☺ \u{00A0}&unknown;\n•\tOne\n•\tTwo\n")
        #expect(attributes.isEmpty)
    }

    /// A link's text carries its address as `.link`, which `AttributedString(_:)` keeps.
    @Test func linksKeepTheirAddresses() async throws {
        let (text, _) = try await NSAttributedString.fromHTML(#"See <a href="https://grocy.info/docs">the docs</a> or <A HREF='https://swift.org'>Swift</A>."#)
        #expect(text.string == "See the docs or Swift.")
        let converted = AttributedString(text)
        let links = converted.runs.compactMap { run in run.link.map { "\(String(converted[run.range].characters)) → \($0.absoluteString)" } }
        #expect(links == ["the docs → https://grocy.info/docs", "Swift → https://swift.org"])
    }

    /// The completion handler gets the same result later, when the host settles; data that
    /// is not text in its encoding is an error, not a trap.
    @Test func theHandlerIsCalledLater() async throws {
        let host = ViewHost(Text("html"))
        let result = ResultBox()
        NSAttributedString.loadFromHTML(string: "<b>Bold</b> text") { text, _, error in
            let delivered = text?.string ?? "error \(String(describing: error))"
            Task { @MainActor in result.value = delivered }
        }
        #expect(result.value == nil)
        await host.settle()
        for _ in 0..<10 where result.value == nil { await Task.yield() }
        #expect(result.value == "Bold text")
        await #expect(throws: CocoaError.self) {
            _ = try await NSAttributedString.fromHTML(Data([0xFF, 0xFE, 0xFD]), options: [.characterEncoding: String.Encoding.utf8.rawValue])
        }
    }
}

/// What a handler delivered.
@MainActor
final class ResultBox {
    var value: String?
}
