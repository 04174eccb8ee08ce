import Foundation
import SafariServices
import Testing

/// What a Safari delegate heard, in order.
@MainActor
final class SafariLog {
    var lines: [String] = []
}

/// A representable as the sample apps write one, with a coordinator as the delegate that
/// closes the sheet when the person taps Done.
struct SafariView: UIViewControllerRepresentable {
    let url: URL
    let log: SafariLog
    var style: SFSafariViewController.DismissButtonStyle = .done
    @Binding var isPresented: Bool

    final class Coordinator: NSObject, SFSafariViewControllerDelegate {
        let log: SafariLog
        var close: () -> Void = {}
        init(log: SafariLog) { self.log = log }

        func safariViewControllerDidFinish(_ controller: SFSafariViewController) {
            log.lines.append("finish \(controller.configuration.entersReaderIfAvailable)")
            close()
        }

        func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {
            log.lines.append("initial load \(didLoadSuccessfully)")
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator(log: log) }

    func makeUIViewController(context: Context) -> SFSafariViewController {
        let configuration = SFSafariViewController.Configuration()
        configuration.entersReaderIfAvailable = true
        let safari = SFSafariViewController(url: url, configuration: configuration)
        safari.delegate = context.coordinator
        safari.dismissButtonStyle = style
        return safari
    }

    func updateUIViewController(_ controller: SFSafariViewController, context: Context) {
        context.coordinator.close = { isPresented = false }
    }
}

/// A screen with a link that opens the page in a sheet.
struct Article: View {
    let url: URL
    let log: SafariLog
    var style: SFSafariViewController.DismissButtonStyle = .done
    @State private var showsSafari = false

    var body: some View {
        Button("Read more") { showsSafari = true }
            .sheet(isPresented: $showsSafari) {
                SafariView(url: url, log: log, style: style, isPresented: $showsSafari)
            }
    }
}

/// SFSafariViewController and its delegate, driven headlessly; each test names the sentence
/// of Apple's documentation it encodes.
@MainActor
@Suite("SafariServices")
struct SafariServicesTests {
    let url = URL(string: "https://www.swift.org/blog/")!

    @Test("safariViewControllerDidFinish: told when the person dismissed the view — the delegate hears it once, before the sheet closes")
    func done() async throws {
        let log = SafariLog()
        let host = ViewHost(Article(url: url, log: log))
        #expect(host.safariViewControllers.isEmpty)
        try host.tap("Read more")
        #expect(host.safariViewControllers.count == 1)
        try await host.tapDone()
        #expect(log.lines == ["finish true"])
        #expect(host.safariViewControllers.isEmpty)
    }

    /// The sample apps' SafariView: no delegate, shown in a sheet.
    struct PlainSafariView: UIViewControllerRepresentable {
        let url: URL
        func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: url) }
        func updateUIViewController(_ uiViewController: SFSafariViewController, context: Context) {}
    }

    struct Trailer: View {
        let url: URL
        @State private var showsTrailer = false
        var body: some View {
            Button("Watch trailer") { showsTrailer = true }
                .sheet(isPresented: $showsTrailer) { PlainSafariView(url: url) }
        }
    }

    @Test("safariViewControllerDidFinish: the controller goes away once the delegate has heard — with no delegate, Done closes the sheet it is in")
    func doneClosesTheSheet() async throws {
        let host = ViewHost(Trailer(url: url))
        try host.tap("Watch trailer")
        #expect(host.safariViewControllers.count == 1)
        try await host.tapDone()
        #expect(host.safariViewControllers.isEmpty)
        #expect(host.render().contains(#"Button "Watch trailer""#))
    }

    @Test("didCompleteInitialLoad: the delegate hears whether the first page loaded")
    func initialLoad() async throws {
        let log = SafariLog()
        let host = ViewHost(Article(url: url, log: log))
        try host.tap("Read more")
        try await host.completeInitialLoad(successfully: false)
        try await host.completeInitialLoad()
        #expect(log.lines == ["initial load false", "initial load true"])
    }

    @Test("the picture shows Safari's bar with the page's host and, at its leading edge, the dismiss button, over the URL")
    func picture() throws {
        let host = ViewHost(Article(url: url, log: SafariLog(), style: .close))
        try host.tap("Read more")
        let svg = host.snapshot()
        #expect(svg.contains(#"data-title="SFSafariViewController""#))
        #expect(svg.contains(#"data-view="Bar" data-title="www.swift.org""#))
        #expect(svg.contains(">www.swift.org</text>"))
        #expect(svg.contains(#"data-view="Button" data-title="Close""#))
        // On iOS the dismiss button sits at the bar's leading edge, 16 points in.
        #expect(svg.contains(#"data-title="Close" x="16" "#))
        #expect(svg.contains(">https://www.swift.org/blog/</text>"))
    }

    @Test("init(url:configuration:): the configuration is copied, so changing it afterwards, or the copy the controller hands out, changes nothing")
    func configurationIsCopied() {
        let configuration = SFSafariViewController.Configuration()
        let safari = SFSafariViewController(url: url, configuration: configuration)
        configuration.barCollapsingEnabled = false
        #expect(safari.configuration.barCollapsingEnabled)
        safari.configuration.entersReaderIfAvailable = true
        #expect(!safari.configuration.entersReaderIfAvailable)
        #expect(SFSafariViewController(url: url).dismissButtonStyle == .done)
    }

    @Test("init(url:): the URL must use http or https — another scheme is diagnosed in Safari's words and shown, never a trap")
    func unsupportedScheme() throws {
        let message = "The specified URL has an unsupported scheme. Only HTTP and HTTPS URLs are supported."
        let host = ViewHost(Article(url: URL(string: "mailto:team@example.com")!, log: SafariLog()))
        try host.tap("Read more")
        #expect(host.safariDiagnostics == [message])
        #expect(host.snapshot().contains(">\(message)</text>"))
        #expect(SFSafariViewController(url: URL(string: "HTTPS://EXAMPLE.COM")!).configuration.barCollapsingEnabled)
        let fine = ViewHost(Article(url: url, log: SafariLog()))
        try fine.tap("Read more")
        #expect(fine.safariDiagnostics.isEmpty)
    }

    @Test("with no Safari view controller mounted, the driver says so")
    func driverError() async {
        let host = ViewHost(Text("Nothing"))
        let error = await #expect(throws: SafariDriverError.self) { try await host.tapDone() }
        #expect(error?.description == "No Safari view controller is mounted.")
    }
}
