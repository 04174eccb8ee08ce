import Foundation
import Testing
import ViewEngine

/// An item provider as drag and drop and the photo picker use it: objects and data in,
/// under their type identifiers, and loaded back out.
@MainActor
@Suite("UIKit: NSItemProvider gives back what was registered, by type")
struct NSItemProviderTests {
    final class Sink: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [String] = []
        func add(_ entry: String) { lock.withLock { entries.append(entry) } }
        var lines: [String] { lock.withLock { entries } }
    }

    // registeredTypeIdentifiers: "An array of type identifiers for the items contained in
    // the item provider, listed in the order in which they were registered."
    @Test func typeIdentifiersAreInTheOrderRegistered() {
        let provider = NSItemProvider(object: "Pear" as NSString)
        provider.registerObject(URL(string: "https://example.com/pear")! as NSURL)
        provider.registerData(Data([1, 2]), typeIdentifier: "com.example.fruit")
        provider.registerObject("Apple" as NSString)
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text", "public.url", "com.example.fruit"])
        #expect(provider.hasItemConformingToTypeIdentifier("public.url"))
        #expect(!provider.hasItemConformingToTypeIdentifier("public.png"))
        #expect(NSItemProvider().registeredTypeIdentifiers == [])
        #expect(NSItemProvider(item: nil, typeIdentifier: "public.text").registeredTypeIdentifiers == [])
        provider.suggestedName = "Pear.txt"
        #expect(provider.suggestedName == "Pear.txt")
    }

    // loadDataRepresentation(forTypeIdentifier:completionHandler:): "Asynchronously copies
    // the provided, typed data into a Data object." A type the provider lacks is an error.
    @Test func dataLoadsByTypeAndAMissingTypeIsAnError() {
        let sink = Sink()
        let provider = NSItemProvider(object: "Pear" as NSString)
        provider.registerObject(URL(string: "https://example.com/pear")! as NSURL)
        let item = NSItemProvider(item: "Plum" as NSString, typeIdentifier: "public.plain-text")
        provider.loadDataRepresentation(forTypeIdentifier: "public.url") { data, error in
            sink.add("url \(data.map { String(decoding: $0, as: UTF8.self) } ?? "none") \(error == nil)")
        }
        provider.loadDataRepresentation(forTypeIdentifier: "public.png") { data, error in
            sink.add("png \(data == nil) \(error is CocoaError)")
        }
        let progress = item.loadDataRepresentation(forTypeIdentifier: "public.plain-text") { data, _ in
            sink.add("text \(data.map { String(decoding: $0, as: UTF8.self) } ?? "none")")
        }
        #expect(sink.lines == ["url https://example.com/pear true", "png true true", "text Plum"])
        #expect(progress.isFinished)
    }

    // canLoadObject(ofClass:) / loadObject(ofClass:completionHandler:): an image reads
    // image data; the same object comes back when the provider holds one of that class.
    @Test func imagesLoadFromTheirDataOrAsThemselves() throws {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
                        0, 0, 0, 4, 0, 0, 0, 2, 8, 6, 0, 0, 0])
        let image = try #require(UIImage(data: png))
        let fromImage = NSItemProvider(object: image)
        let fromData = NSItemProvider()
        fromData.registerData(png, typeIdentifier: "public.png")
        let sink = Sink()
        fromImage.loadObject(ofClass: UIImage.self) { object, _ in sink.add("same \((object as? UIImage) === image)") }
        fromData.loadObject(ofClass: UIImage.self) { object, _ in
            sink.add("read \((object as? UIImage).map { "\(Int($0.size.width))×\(Int($0.size.height))" } ?? "none")")
        }
        let text = NSItemProvider(object: "Pear" as NSString)
        text.loadObject(ofClass: UIImage.self) { object, error in sink.add("text \(object == nil) \(error != nil)") }
        #expect(fromImage.registeredTypeIdentifiers == ["public.png", "public.jpeg"])
        #expect(fromData.canLoadObject(ofClass: UIImage.self) && !text.canLoadObject(ofClass: UIImage.self))
        #expect(sink.lines == ["same true", "read 4×2", "text true true"])
    }
}
