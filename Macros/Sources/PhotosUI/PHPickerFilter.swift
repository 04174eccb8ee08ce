/// A filter that restricts which types of assets to show: images, videos, Live Photos,
/// screenshots..., and their combinations.
///
/// ```swift
/// PhotosPicker(selection: $item, matching: .any(of: [.images, .not(.screenshots)])) { Text("Pick") }
/// ```
public struct PHPickerFilter: Hashable, Sendable, CustomStringConvertible {
    indirect enum Rule: Hashable, Sendable {
        case kind(String, UTType)
        case any([Rule]), all([Rule]), not(Rule)
    }
    let rule: Rule

    /// Images (content conforming to `public.image`), Live Photos included.
    public static let images = PHPickerFilter(rule: .kind("images", .image))
    /// Videos (content conforming to `public.movie`).
    public static let videos = PHPickerFilter(rule: .kind("videos", .movie))
    /// Live Photos.
    public static let livePhotos = PHPickerFilter(rule: .kind("livePhotos", .livePhoto))
    /// Screenshots: PNG images (the format the system saves them in).
    public static let screenshots = PHPickerFilter(rule: .kind("screenshots", .png))
    /// Panoramas: images.
    public static let panoramas = PHPickerFilter(rule: .kind("panoramas", .image))
    /// Depth-effect photos: images.
    public static let depthEffectPhotos = PHPickerFilter(rule: .kind("depthEffectPhotos", .image))
    /// Bursts: images.
    public static let bursts = PHPickerFilter(rule: .kind("bursts", .image))
    /// Slow-motion videos: videos.
    public static let slomoVideos = PHPickerFilter(rule: .kind("slomoVideos", .movie))
    /// Time-lapse videos: videos.
    public static let timelapseVideos = PHPickerFilter(rule: .kind("timelapseVideos", .movie))
    /// Cinematic videos: videos.
    public static let cinematicVideos = PHPickerFilter(rule: .kind("cinematicVideos", .movie))
    /// Screen recordings: videos.
    public static let screenRecordings = PHPickerFilter(rule: .kind("screenRecordings", .movie))
    /// Spatial media: images.
    public static let spatialMedia = PHPickerFilter(rule: .kind("spatialMedia", .image))

    /// Assets that match any of the filters.
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(rule: .any(subfilters.map(\.rule))) }
    /// Assets that match all of the filters.
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(rule: .all(subfilters.map(\.rule))) }
    /// Assets that do not match the filter.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(rule: .not(filter.rule)) }

    /// Whether an item of `contentType` passes the filter.
    public func matches(_ contentType: UTType) -> Bool { Self.matches(rule, contentType) }

    private static func matches(_ rule: Rule, _ type: UTType) -> Bool {
        switch rule {
        case .kind(_, let kind): type.conforms(to: kind)
        case .any(let rules): rules.contains { matches($0, type) }
        case .all(let rules): rules.allSatisfy { matches($0, type) }
        case .not(let inner): !matches(inner, type)
        }
    }

    /// The filter as written: `.images`, `.any(of: [.images, .videos])`.
    public var description: String { Self.describe(rule) }

    private static func describe(_ rule: Rule) -> String {
        switch rule {
        case .kind(let name, _): ".\(name)"
        case .any(let rules): ".any(of: [\(rules.map(describe).joined(separator: ", "))])"
        case .all(let rules): ".all(of: [\(rules.map(describe).joined(separator: ", "))])"
        case .not(let inner): ".not(\(describe(inner)))"
        }
    }
}

/// A shared object that manages access and changes to the person's photo library.
public final class PHPhotoLibrary: Sendable {
    private init() {}
    private static let library = PHPhotoLibrary()
    /// The shared photo library object.
    public class func shared() -> PHPhotoLibrary { library }
}

/// Policies the picker uses to encode an item's data for the app.
public enum PhotosPickerItemEncodingPolicy: Hashable, Sendable {
    /// The best encoding for the app (the asset as it is).
    case automatic
    /// The current encoding of the asset.
    case current
    /// The most compatible encoding (JPEG, H.264).
    case compatible
}

/// How the picker lets the person select: one by one in any order, or in order.
public struct PhotosPickerSelectionBehavior: Hashable, Sendable {
    let name: String
    /// The system's default.
    public static let `default` = PhotosPickerSelectionBehavior(name: "default")
    /// Selected items are numbered in the order they were picked.
    public static let ordered = PhotosPickerSelectionBehavior(name: "ordered")
    /// The selection updates as the person picks.
    public static let continuous = PhotosPickerSelectionBehavior(name: "continuous")
    /// Continuous and ordered.
    public static let continuousAndOrdered = PhotosPickerSelectionBehavior(name: "continuousAndOrdered")
}
