import Foundation

extension ViewHost {
    /// Picks `photos` in the photos picker titled `picker` (its label's title), as a person
    /// taps the picker, chooses the items and taps Add: the picker's selection binding then
    /// holds them. Without `picker`, picks in the picker already presented (by a tap, or by
    /// `photosPicker(isPresented:...)`). Picking nothing (`[]`) empties a multiple selection.
    ///
    /// ```swift
    /// let photo = PhotosPickerItem(itemIdentifier: "beach", contentType: .png, data: pngBytes)
    /// try host.pick(photos: [photo], in: "Select a photo")
    /// ```
    ///
    /// Where no `PhotosPicker` is presented, picks in the `PHPickerViewController` the host
    /// made last (in a `UIViewControllerRepresentable`), which tells its delegate; picking
    /// nothing there is Cancel, as the delegate then gets no results.
    ///
    /// - Throws: ``HostError`` when no control is titled `picker`; ``PhotosPickerError``
    ///   when no picker is presented, or when an item does not match the picker's filter or
    ///   there are more items than it selects (then nothing is picked and the picker stays).
    public func pick(photos: [PhotosPickerItem], in picker: String? = nil) throws {
        let library = PhotoLibraryState.state(of: clock)
        if let picker { try tap(picker) }
        if !library.isPresented, let controller = library.livePickerController {
            if let refusal = controller.finishPicking(photos) { throw PhotosPickerError(description: refusal) }
            library.record(photos.isEmpty ? "cancelled" : "picked \(photos.map { $0.itemIdentifier ?? "?" }.joined(separator: ", "))")
            return
        }
        guard library.isPresented else {
            throw PhotosPickerError(description: "No photos picker is presented: name the PhotosPicker to tap with `in:`, present one first, or make a PHPickerViewController.")
        }
        library.offer(photos)
        try tap("Add")
        if let rejection = library.takeRejection() { throw PhotosPickerError(description: rejection) }
    }

    /// What the host's photos pickers did, in order: `presented picker matching .images`,
    /// `picked beach, dunes`.
    public var photosPickerEvents: [String] { PhotoLibraryState.state(of: clock).events }
}

/// A pick the photos picker refused, or a picker that is not there.
public struct PhotosPickerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What happened.
    public let description: String
}
