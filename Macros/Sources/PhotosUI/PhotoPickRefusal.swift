import Foundation

/// Why a picker refuses the items a host picks: one its filter does not match, or more
/// than it selects. Both SwiftUI's `PhotosPicker` and PhotosUI's `PHPickerViewController`
/// pick nothing then, and the host says why.
enum PhotoPickRefusal {
    /// The reason `items` cannot be picked by a picker matching `filter` that selects at
    /// most `limit` items (no limit when `nil`); `nil` when they can.
    static func reason(for items: [PhotosPickerItem], filter: PHPickerFilter?, limit: Int?) -> String? {
        let kinds = items.map { $0.supportedContentTypes.first ?? .data }
        if let filter, let index = kinds.firstIndex(where: { !filter.matches($0) }) {
            return "The photo '\(items[index].itemIdentifier ?? "?")' (\(kinds[index].identifier)) does not match the picker's filter \(filter); nothing was picked."
        }
        guard let limit, items.count > limit else { return nil }
        return limit == 1 ? "The picker selects one item; \(items.count) were picked, so nothing was."
            : "The picker selects at most \(limit) items; \(items.count) were picked, so nothing was."
    }
}
