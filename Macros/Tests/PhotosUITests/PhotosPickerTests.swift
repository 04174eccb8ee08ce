import Foundation
import PhotosUI
import Testing

/// The smallest PNG: its signature and an IHDR chunk saying 3 × 2 pixels (all UIImage
/// reads).
let pngBytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
                     0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0, 0, 0, 0, 0])

/// A view as apps write one: a picker of one image, and what its item loads.
struct ProfilePhoto: View {
    @State private var item: PhotosPickerItem?
    @State private var status = "no photo"

    var body: some View {
        VStack {
            PhotosPicker(selection: $item, matching: .images) {
                Label("Select a photo", systemImage: "photo")
            }
            Text(status)
        }
        .task(id: item) {
            guard let item else { return }
            do {
                let data = try await item.loadTransferable(type: Data.self)
                status = "\(item.itemIdentifier ?? "?"): \(data?.count ?? 0) bytes"
            } catch {
                status = "failed: \(error)"
            }
        }
    }
}

/// A gallery: a picker of up to two items of any kind, shown through the modifier.
struct Gallery: View {
    @State private var items: [PhotosPickerItem] = []
    @State private var showsPicker = false

    var body: some View {
        VStack {
            Button("Choose") { showsPicker = true }
            Text("\(items.count) picked: \(items.compactMap(\.itemIdentifier).joined(separator: ", "))")
        }
        .photosPicker(isPresented: $showsPicker, selection: $items, maxSelectionCount: 2, matching: .any(of: [.images, .videos]))
    }
}

/// PhotosPicker, its items and the host's driver, each test naming the sentence of
/// Apple's documentation it checks.
@MainActor
@Suite("PhotosUI")
struct PhotosPickerTests {
    let beach = PhotosPickerItem(itemIdentifier: "beach", contentType: .png, data: pngBytes)

    @Test("PhotosPicker: \"a control that allows a user to choose photos\": the pick lands in the selection binding and its data loads")
    func pickOne() async throws {
        let host = ViewHost(ProfilePhoto())
        try host.pick(photos: [beach], in: "Select a photo")
        await host.settle()
        #expect(host.render().contains(#"Text "beach: 33 bytes""#))
        #expect(host.photosPickerEvents == ["presented picker matching .images", "picked beach"])
        #expect(!host.render().contains(#"Button "Add""#))
    }

    @Test("a tap presents the picker as a sheet with Cancel and Add; Cancel leaves the selection as it was")
    func cancel() async throws {
        let host = ViewHost(ProfilePhoto())
        try host.tap("Select a photo")
        #expect(host.render().contains(#"Button "Add""#))
        try host.tap("Cancel")
        await host.settle()
        #expect(host.render().contains(#"Text "no photo""#))
    }

    @Test("matching: \"a filter that restricts which types of assets to show\": a video is refused by .images, nothing is lost")
    func filter() async throws {
        let host = ViewHost(ProfilePhoto())
        let clip = PhotosPickerItem(itemIdentifier: "clip", contentType: .mpeg4Movie, data: Data([0, 1, 2]))
        let error = #expect(throws: PhotosPickerError.self) { try host.pick(photos: [clip], in: "Select a photo") }
        #expect(error?.description == "The photo 'clip' (public.mpeg-4) does not match the picker's filter .images; nothing was picked.")
        try host.pick(photos: [beach])
        await host.settle()
        #expect(host.render().contains(#"Text "beach: 33 bytes""#))
    }

    @Test("maxSelectionCount: \"the maximum number of assets that can be selected\"; the modifier presents from a binding")
    func multiple() throws {
        let host = ViewHost(Gallery())
        let clip = PhotosPickerItem(itemIdentifier: "clip", contentType: .quickTimeMovie, data: Data([0]))
        let dunes = PhotosPickerItem(itemIdentifier: "dunes", contentType: .jpeg, data: Data([0xFF, 0xD8]))
        try host.tap("Choose")
        let error = #expect(throws: PhotosPickerError.self) { try host.pick(photos: [self.beach, clip, dunes]) }
        #expect(error?.description == "The picker selects at most 2 items; 3 were picked, so nothing was.")
        try host.pick(photos: [beach, clip])
        #expect(host.render().contains(#"Text "2 picked: beach, clip""#))
    }

    @Test("picking with no picker presented is a clear error")
    func noPicker() {
        let host = ViewHost(Gallery())
        let error = #expect(throws: PhotosPickerError.self) { try host.pick(photos: [self.beach]) }
        #expect(error?.description == "No photos picker is presented: name the PhotosPicker to tap with `in:`, present one first, or make a PHPickerViewController.")
    }

    @Test("loadTransferable(type:): Data is the bytes, Image an image item's picture, nil for a type the item has no representation of")
    func loading() async throws {
        #expect(try await beach.loadTransferable(type: Data.self) == pngBytes)
        #expect(try await beach.loadTransferable(type: Image.self) != nil)
        #expect(try await beach.loadTransferable(type: String.self) == nil)
        let note = PhotosPickerItem(itemIdentifier: "note", contentType: .utf8PlainText, data: Data("hello".utf8))
        #expect(try await note.loadTransferable(type: String.self) == "hello")
        #expect(try await note.loadTransferable(type: Image.self) == nil)
        #expect(beach.supportedContentTypes == [.png])
    }

    @Test("an item whose data cannot load throws \"Cannot load representation of type\", as Apple's item providers say")
    func unloadable() async throws {
        let cloud = PhotosPickerItem(itemIdentifier: "in-the-cloud", contentType: .heic, data: nil)
        let error = await #expect(throws: PhotosPickerItem.LoadError.self) { try await cloud.loadTransferable(type: Data.self) }
        #expect(error?.description == "Cannot load representation of type public.heic")
        let broken = PhotosPickerItem(itemIdentifier: "broken", contentType: .png, data: Data([1, 2, 3]))
        await #expect(throws: PhotosPickerItem.LoadError.self) { try await broken.loadTransferable(type: Image.self) }
        let host = ViewHost(ProfilePhoto())
        try host.pick(photos: [PhotosPickerItem(itemIdentifier: "gone", contentType: .jpeg, data: nil)], in: "Select a photo")
        await host.settle()
        #expect(host.render().contains(#"Text "failed: Cannot load representation of type public.jpeg""#))
    }

    @Test("PHPickerFilter: any(of:), all(of:) and not(_:) combine the kinds")
    func filters() {
        #expect(PHPickerFilter.images.matches(.png))
        #expect(!PHPickerFilter.images.matches(.mpeg4Movie))
        #expect(PHPickerFilter.videos.matches(.quickTimeMovie))
        #expect(PHPickerFilter.any(of: [.images, .videos]).matches(.mpeg4Movie))
        #expect(!PHPickerFilter.all(of: [.images, .not(.screenshots)]).matches(.png))
        #expect(PHPickerFilter.all(of: [.images, .not(.screenshots)]).matches(.jpeg))
        #expect(PHPickerFilter.any(of: [.images, .not(.videos)]).description == ".any(of: [.images, .not(.videos)])")
    }
}
