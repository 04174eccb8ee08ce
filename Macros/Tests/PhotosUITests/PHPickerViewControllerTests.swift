import Foundation
@testable import PhotosUI
import Testing

/// An image picker as apps wrap PhotosUI's controller (WorkoutApp's ImagePicker package):
/// a representable whose coordinator is the picker's delegate and loads each result as a
/// `UIImage`.
struct PhotoLibraryPicker: UIViewControllerRepresentable {
    @Binding var picked: [String]
    var limit = 1
    var filter: PHPickerFilter? = .images

    func makeUIViewController(context: Context) -> PHPickerViewController {
        var configuration = PHPickerConfiguration(photoLibrary: .shared())
        configuration.filter = filter
        configuration.selectionLimit = limit
        let picker = PHPickerViewController(configuration: configuration)
        picker.delegate = context.coordinator
        return picker
    }

    func updateUIViewController(_ uiViewController: PHPickerViewController, context: Context) {}

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    final class Coordinator: PHPickerViewControllerDelegate {
        let parent: PhotoLibraryPicker
        init(_ parent: PhotoLibraryPicker) { self.parent = parent }

        func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            guard !results.isEmpty else { return parent.picked = ["cancelled"] }
            parent.picked = results.map { result in
                let provider = result.itemProvider
                guard provider.canLoadObject(ofClass: UIImage.self) else { return "\(result.assetIdentifier ?? "?"): no image" }
                nonisolated(unsafe) var size = CGSize.zero
                provider.loadObject(ofClass: UIImage.self) { image, _ in size = (image as? UIImage)?.size ?? .zero }
                return "\(result.assetIdentifier ?? "?"): \(Int(size.width))×\(Int(size.height))"
            }
        }
    }
}

struct EditProfile: View {
    @State private var picked: [String] = []
    var limit = 1
    var body: some View {
        VStack {
            Text(picked.isEmpty ? "no photo" : picked.joined(separator: ", "))
            PhotoLibraryPicker(picked: $picked, limit: limit)
        }
    }
}

/// PHPickerViewController, its configuration and its results, driven by the host's
/// `pick(photos:)`, each test naming the sentence of Apple's documentation it checks.
@MainActor
@Suite("PhotosUI: PHPickerViewController tells its delegate what the person picked")
struct PHPickerViewControllerTests {
    let beach = PhotosPickerItem(itemIdentifier: "beach", contentType: .png, data: pngBytes)
    let dunes = PhotosPickerItem(itemIdentifier: "dunes", contentType: .png, data: pngBytes)

    @Test("picker(_:didFinishPicking:): \"Notifies the delegate that the user completed a selection\"; each result's item provider loads a UIImage")
    func pickOne() throws {
        let host = ViewHost(EditProfile())
        #expect(host.render().contains(#"Text "no photo""#))
        try host.pick(photos: [beach])
        #expect(host.render().contains(#"Text "beach: 3×2""#))
        #expect(host.photosPickerEvents == ["presented PHPickerViewController matching .images", "picked beach"])
    }

    @Test("didFinishPicking: \"The system calls this method with an empty array when the user cancels\"")
    func cancel() throws {
        let host = ViewHost(EditProfile())
        try host.pick(photos: [])
        #expect(host.render().contains(#"Text "cancelled""#))
        #expect(host.photosPickerEvents.last == "cancelled")
    }

    @Test("selectionLimit: \"The default value is 1. Setting the value to 0 sets the selection limit to the maximum\"; more is refused, the delegate not told")
    func selectionLimit() throws {
        let one = ViewHost(EditProfile())
        #expect(throws: PhotosPickerError(description: "The picker selects one item; 2 were picked, so nothing was.")) {
            try one.pick(photos: [beach, dunes])
        }
        #expect(one.render().contains(#"Text "no photo""#))
        let any = ViewHost(EditProfile(limit: 0))
        try any.pick(photos: [beach, dunes])
        #expect(any.render().contains(#"Text "beach: 3×2, dunes: 3×2""#))
    }

    @Test("filter: \"The types of assets that the picker shows\": a video is refused by an images picker")
    func filter() throws {
        let host = ViewHost(EditProfile())
        let clip = PhotosPickerItem(itemIdentifier: "clip", contentType: .movie, data: Data([0]))
        #expect(throws: PhotosPickerError.self) { try host.pick(photos: [clip]) }
        #expect(host.render().contains(#"Text "no photo""#))
    }

    @Test("assetIdentifier: \"The local identifier for the selected asset\": nil when the configuration has no photo library")
    func assetIdentifiers() {
        var withLibrary = PHPickerConfiguration(photoLibrary: .shared())
        withLibrary.selectionLimit = 0
        let without = PHPickerConfiguration()
        #expect(without.selectionLimit == 1 && without.filter == nil && without.selection == .default)
        let item = PhotosPickerItem(itemIdentifier: "beach", contentType: .png, data: pngBytes)
        #expect(PHPickerResult(item, withIdentifier: withLibrary.hasPhotoLibrary).assetIdentifier == "beach")
        #expect(PHPickerResult(item, withIdentifier: without.hasPhotoLibrary).assetIdentifier == nil)
    }
}
