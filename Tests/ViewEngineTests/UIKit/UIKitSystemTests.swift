import Foundation
import Testing
import ViewEngine
import TestSupport

/// The screen, the device, the pasteboard and the feedback generators (Rules: Host): each
/// is the current host's, so a test reads what its views did in that host alone.
@MainActor
@Suite("Host: UIScreen, UIDevice, UIPasteboard and the feedback generators are the host's")
struct UIKitSystemTests {
    struct ScreenReader: View {
        /// A new value re-evaluates the body (Rules R12).
        var generation = 0
        var body: some View {
            let bounds = UIScreen.main.bounds
            Text("\(Int(bounds.width))×\(Int(bounds.height)) @\(Int(UIScreen.main.scale))x")
        }
    }

    // bounds: "The bounding rectangle of the screen, measured in points." Headless, the
    // screen is the host's window (`host.size`, 393 × 852 by default); scale 3 is an
    // iPhone 15's (Measures §1 "Display scale").
    @Test func theScreenIsTheHostsWindow() {
        let host = ViewHost(testing: ScreenReader())
        #expect(host.render() == #"Text "393×852 @3x""#)
        #expect(UIScreen.main.nativeBounds == CGRect(x: 0, y: 0, width: 1179, height: 2556))
        host.size = CGSize(width: 1024, height: 1366)
        host.root = ScreenReader(generation: 1)
        #expect(host.render() == #"Text "1024×1366 @3x""#)
    }

    struct DeviceReader: View {
        /// A new value re-evaluates the body (Rules R12).
        var generation = 0
        var body: some View {
            let device = UIDevice.current
            Text("\(device.systemName) \(device.model) phone: \(device.userInterfaceIdiom == .phone) portrait: \(device.orientation.isPortrait)")
        }
    }

    // userInterfaceIdiom: "The style of interface to use on the current device." The
    // host is an iPhone, held upright while its window is taller than wide.
    @Test func theDeviceIsAnIPhoneInTheWindowsOrientation() {
        let host = ViewHost(testing: DeviceReader())
        #expect(host.render() == #"Text "iOS iPhone phone: true portrait: true""#)
        host.size = CGSize(width: 852, height: 393)   // turned on its side
        host.root = DeviceReader(generation: 1)
        #expect(host.render() == #"Text "iOS iPhone phone: true portrait: false""#)
    }

    struct Sharing: View {
        let log: Log
        var body: some View {
            VStack {
                Button("Copy Code") { UIPasteboard.general.string = "ABC-123" }
                Button("Copy Link") { UIPasteboard.general.url = URL(string: "https://example.com/x") }
                Button("Paste") {
                    let board = UIPasteboard.general
                    log("string \(board.string ?? "nil") url \(board.url?.absoluteString ?? "nil") changes \(board.changeCount)")
                }
            }
        }
    }

    // string: "The string value of the first pasteboard item." changeCount: "The number of
    // times the pasteboard’s contents change." Setting a value replaces the contents.
    @Test func thePasteboardKeepsWhatWasCopiedLastAndCountsChanges() throws {
        let log = Log()
        let host = ViewHost(testing: Sharing(log: log))
        try host.tap("Paste")
        try host.tap("Copy Code")
        try host.tap("Paste")
        try host.tap("Copy Link")
        try host.tap("Paste")
        #expect(log.take() == [
            "string nil url nil changes 0",
            "string ABC-123 url nil changes 1",
            "string nil url https://example.com/x changes 2",
        ])
        #expect(host.pasteboard.url == URL(string: "https://example.com/x"))
        #expect(host.pasteboard.numberOfItems == 1)
        #expect(host.pasteboard.data(forPasteboardType: "public.url") == Data("https://example.com/x".utf8))
    }

    // Two hosts are two devices: a copy in one is not on the other's pasteboard, nor on
    // the process-wide one.
    @Test func eachHostHasItsOwnPasteboard() throws {
        let first = ViewHost(testing: Sharing(log: Log()))
        let second = ViewHost(testing: Sharing(log: Log()))
        try first.tap("Copy Code")
        #expect(first.pasteboard.string == "ABC-123")
        #expect(second.pasteboard.string == nil)
        #expect(first.pasteboard !== UIPasteboard.general)
    }

    @Test func stringsAndImagesReplaceTheContents() {
        let board = ViewHost(testing: Text("x")).pasteboard
        board.strings = ["a", "b"]
        #expect(board.string == "a")
        #expect(board.strings == ["a", "b"])
        #expect(board.hasStrings && !board.hasImages)
        board.image = UIImage(systemName: "star")
        #expect(board.strings == nil)
        #expect(board.image?.description == "star")
        board.string = nil
        #expect(board.numberOfItems == 0)
        #expect(board.changeCount == 3)
    }

    struct Haptics: View {
        var body: some View {
            VStack {
                Button("Save") { UINotificationFeedbackGenerator().notificationOccurred(.success) }
                Button("Fail") { UINotificationFeedbackGenerator().notificationOccurred(.error) }
                Button("Drop") {
                    let generator = UIImpactFeedbackGenerator(style: .heavy)
                    generator.prepare()
                    generator.impactOccurred()
                    generator.impactOccurred(intensity: 0.5)
                }
                Button("Pick") { UISelectionFeedbackGenerator().selectionChanged() }
            }
        }
    }

    // notificationOccurred(_:) "Triggers notification feedback."; impactOccurred()
    // "Triggers impact feedback."; impactOccurred(intensity:) "Triggers impact feedback
    // with a specific intensity."; selectionChanged() "Triggers selection feedback.";
    // prepare() plays nothing.
    @Test func feedbackPlayedIsRecordedInOrder() throws {
        let host = ViewHost(testing: Haptics())
        let other = ViewHost(testing: Haptics())
        try host.tap("Save")
        try host.tap("Drop")
        try host.tap("Pick")
        try host.tap("Fail")
        #expect(host.hapticFeedback == [
            "notificationOccurred(.success)",
            "impactOccurred(.heavy)",
            "impactOccurred(.heavy, intensity: 0.5)",
            "selectionChanged()",
            "notificationOccurred(.error)",
        ])
        #expect(other.hapticFeedback == [])
    }

    struct PhotoSaver: View {
        var body: some View {
            Button("Save to Photos") {
                let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20)).image { _ in }
                UIImageWriteToSavedPhotosAlbum(image, nil, nil, nil)
            }
        }
    }

    // UIImageWriteToSavedPhotosAlbum(_:_:_:_:): "Adds the specified image to the user's
    // Camera Roll album." Each host's album is its own.
    @Test func savingToThePhotosAlbumAddsTheImageToTheHostsAlbum() throws {
        let host = ViewHost(testing: PhotoSaver())
        let other = ViewHost(testing: PhotoSaver())
        #expect(host.savedPhotos.isEmpty)
        try host.tap("Save to Photos")
        try host.tap("Save to Photos")
        #expect(host.savedPhotos.map(\.size) == [CGSize(width: 30, height: 20), CGSize(width: 30, height: 20)])
        #expect(other.savedPhotos.isEmpty)
    }
}
