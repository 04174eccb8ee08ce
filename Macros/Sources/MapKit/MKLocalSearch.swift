import Foundation
import FrameworkSupport
import ViewEngine
#if canImport(Darwin)
import EngineCoreLocation
#else
import CoreLocation
#endif

/// A search for places by words. There is no network: the answers are the places the test
/// declares (`host.location.places`) whose words (name, street, city, area, postal code,
/// country) contain every word of the query, ignoring case and diacritics, in the order
/// declared; with a region, only those inside it.
public final class MKLocalSearch: NSObject {
    /// What to search for.
    public final class Request: NSObject {
        /// The words to search for.
        public var naturalLanguageQuery: String?
        /// Where to search; the whole world when it has no extent.
        public var region = MKCoordinateRegion()
        /// The kinds of result wanted (recorded).
        public var resultTypes: ResultType = [.address, .pointOfInterest]

        /// An empty request.
        public override init() {}

        /// A request for `naturalLanguageQuery`.
        public init(naturalLanguageQuery: String) {
            self.naturalLanguageQuery = naturalLanguageQuery
        }

        /// A request for a completer's suggestion: its title and subtitle.
        public init(completion: MKLocalSearchCompletion) {
            naturalLanguageQuery = completion.title
        }
    }

    /// The kinds of result a search gives.
    public struct ResultType: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Kinds from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Addresses.
        public static let address = ResultType(rawValue: 1)
        /// Points of interest.
        public static let pointOfInterest = ResultType(rawValue: 2)
    }

    /// What a search found.
    public final class Response: NSObject {
        /// The places, in the order declared.
        public let mapItems: [MKMapItem]
        /// The region around them (their bounding box with a fifth more, as `.automatic`).
        public let boundingRegion: MKCoordinateRegion

        init(mapItems: [MKMapItem]) {
            self.mapItems = mapItems
            boundingRegion = MapCameraPosition.fitting(mapItems.map(\.placemark.coordinate))
        }
    }

    private let request: Request
    private let places: [CLPlacemark]
    /// Whether the search is under way.
    public private(set) var isSearching = false

    /// A search for `request` among the current host's places.
    public init(request: Request) {
        self.request = request
        places = CLLocation.hostPlaces
    }

    /// The places found, or `MKError(.placemarkNotFound)` when none is.
    nonisolated(nonsending) public func start() async throws -> Response {
        try result().get()
    }

    /// The places found, with the completion handler, later (on the main actor).
    public func start(completionHandler: @escaping (Response?, (any Error)?) -> Void) {
        let result = result()
        isSearching = true
        deliverLater { [weak self] in
            self?.isSearching = false
            switch result {
            case .success(let response): completionHandler(response, nil)
            case .failure(let error): completionHandler(nil, error)
            }
        }
    }

    /// Stops the search (its handler still runs).
    public func cancel() {}

    private func result() -> Result<Response, MKError> {
        let found = Self.matches(request.naturalLanguageQuery ?? "", in: places, region: request.region)
        if found.isEmpty { return .failure(MKError(.placemarkNotFound)) }
        return .success(Response(mapItems: found.map { MKMapItem(placemark: MKPlacemark(placemark: $0)) }))
    }

    /// The places whose words contain every word of `query`, inside `region` when it has
    /// an extent.
    static func matches(_ query: String, in places: [CLPlacemark], region: MKCoordinateRegion) -> [CLPlacemark] {
        func fold(_ text: String) -> String { text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) }
        let words = fold(query).split { !$0.isLetter && !$0.isNumber }
        guard !words.isEmpty else { return [] }
        return places.filter { place in
            let text = fold(place.searchableText)
            guard words.allSatisfy({ text.contains($0) }) else { return false }
            guard region.span.latitudeDelta > 0, region.span.longitudeDelta > 0,
                  let coordinate = place.location?.coordinate else { return true }
            return abs(coordinate.latitude - region.center.latitude) <= region.span.latitudeDelta / 2
                && abs(coordinate.longitude - region.center.longitude) <= region.span.longitudeDelta / 2
        }
    }
}

/// A suggestion of ``MKLocalSearchCompleter``: a place's name and where it is.
public final class MKLocalSearchCompletion: NSObject {
    /// The place's name.
    public let title: String
    /// Its street and city.
    public let subtitle: String

    init(place: CLPlacemark) {
        title = place.name ?? place.searchableText
        subtitle = [place.thoroughfare, place.locality, place.country].compactMap { $0 }.joined(separator: ", ")
    }

    /// `Big Ben — Bridge Street, London`.
    public override var description: String { subtitle.isEmpty ? title : "\(title) — \(subtitle)" }
}

/// What a completer tells the app: new suggestions, or a failure.
public protocol MKLocalSearchCompleterDelegate: NSObjectProtocol {
    /// The completer's ``MKLocalSearchCompleter/results`` changed.
    func completerDidUpdateResults(_ completer: MKLocalSearchCompleter)
    /// The completer found nothing for its fragment.
    func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error)
}

extension MKLocalSearchCompleterDelegate {
    /// Does nothing.
    public func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {}
    /// Does nothing.
    public func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error) {}
}

/// Suggestions as the person types: each change of ``queryFragment`` searches the
/// current host's places (as ``MKLocalSearch``) and tells the delegate later, when the
/// host settles.
public final class MKLocalSearchCompleter: NSObject {
    private let places: [CLPlacemark]
    /// The object told of new suggestions.
    public weak var delegate: (any MKLocalSearchCompleterDelegate)?
    /// Where to look; the whole world when it has no extent.
    public var region = MKCoordinateRegion()
    /// The kinds of suggestion wanted (recorded).
    public var resultTypes: ResultType = [.address, .pointOfInterest]
    /// The suggestions for the last fragment.
    public private(set) var results: [MKLocalSearchCompletion] = []
    /// Whether a search is under way.
    public private(set) var isSearching = false

    /// The kinds of suggestion a completer gives.
    public struct ResultType: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Kinds from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Addresses.
        public static let address = ResultType(rawValue: 1)
        /// Points of interest.
        public static let pointOfInterest = ResultType(rawValue: 2)
        /// Search queries.
        public static let query = ResultType(rawValue: 4)
    }

    /// A completer of the current host's places.
    public override init() {
        places = CLLocation.hostPlaces
    }

    /// What the person has typed so far; each change searches.
    public var queryFragment = "" {
        didSet { search() }
    }

    /// Stops the search under way.
    public func cancel() { isSearching = false }

    private func search() {
        let found = MKLocalSearch.matches(queryFragment, in: places, region: region).map(MKLocalSearchCompletion.init)
        isSearching = true
        deliverLater { [weak self] in
            let completions = found
            guard let self, self.isSearching else { return }
            self.isSearching = false
            self.results = completions
            if completions.isEmpty, !self.queryFragment.isEmpty {
                self.delegate?.completer(self, didFailWithError: MKError(.placemarkNotFound))
            } else {
                self.delegate?.completerDidUpdateResults(self)
            }
        }
    }
}

/// An error MapKit reports, in `MKErrorDomain` with Apple's codes.
public struct MKError: AppleFrameworkError {
    /// Why a request failed, with Apple's raw values.
    public enum Code: UInt, Sendable {
        /// An unknown error.
        case unknown = 1
        /// The server failed.
        case serverFailure = 2
        /// The map data could not be loaded.
        case loadingThrottled = 3
        /// No place was found.
        case placemarkNotFound = 4
        /// No directions were found.
        case directionsNotFound = 5
    }

    /// Why the request failed.
    public let code: Code

    /// An error with `code`.
    public init(_ code: Code) { self.code = code }

    /// `MKErrorDomain`, as on Apple's platforms.
    public static let errorDomain = "MKErrorDomain"
}
