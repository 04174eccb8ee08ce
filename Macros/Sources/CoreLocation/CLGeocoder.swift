import Foundation
import FrameworkSupport

/// A place's address and name, for a coordinate (what geocoding answers).
open class CLPlacemark: NSObject {
    /// Where the place is.
    public let location: CLLocation?
    /// The place's name.
    public let name: String?
    /// The street.
    public let thoroughfare: String?
    /// The street number.
    public let subThoroughfare: String?
    /// The city.
    public let locality: String?
    /// The neighbourhood.
    public let subLocality: String?
    /// The state or province.
    public let administrativeArea: String?
    /// The postal code.
    public let postalCode: String?
    /// The country's name.
    public let country: String?
    /// The country's ISO code (`GB`).
    public let isoCountryCode: String?
    /// The place's time zone.
    public let timeZone: TimeZone?

    /// A place a test declares (`host.location.places`), at `coordinate`.
    public init(coordinate: CLLocationCoordinate2D, name: String? = nil, thoroughfare: String? = nil,
                subThoroughfare: String? = nil, locality: String? = nil, subLocality: String? = nil,
                administrativeArea: String? = nil, postalCode: String? = nil, country: String? = nil,
                isoCountryCode: String? = nil, timeZone: TimeZone? = nil) {
        location = CLLocation(coordinate: coordinate, altitude: 0, horizontalAccuracy: 0, verticalAccuracy: -1,
                              timestamp: CLLocation.now)
        self.name = name
        self.thoroughfare = thoroughfare
        self.subThoroughfare = subThoroughfare
        self.locality = locality
        self.subLocality = subLocality
        self.administrativeArea = administrativeArea
        self.postalCode = postalCode
        self.country = country
        self.isoCountryCode = isoCountryCode
        self.timeZone = timeZone
    }

    /// A copy of `placemark`.
    public convenience init(placemark: CLPlacemark) {
        self.init(coordinate: placemark.location?.coordinate ?? kCLLocationCoordinate2DInvalid, name: placemark.name,
                  thoroughfare: placemark.thoroughfare, subThoroughfare: placemark.subThoroughfare,
                  locality: placemark.locality, subLocality: placemark.subLocality,
                  administrativeArea: placemark.administrativeArea, postalCode: placemark.postalCode,
                  country: placemark.country, isoCountryCode: placemark.isoCountryCode, timeZone: placemark.timeZone)
    }

    /// The words an address search matches: name, street, city, area, postal code, country.
    package var searchableText: String {
        [name, subThoroughfare, thoroughfare, subLocality, locality, administrativeArea, postalCode, country]
            .compactMap { $0 }.joined(separator: " ")
    }

    /// The place's name, or `Unnamed place`.
    public override var description: String { name ?? "Unnamed place" }
}

/// Turns coordinates into places and addresses into coordinates. There is no network: the
/// answers come from the places the test declares (`host.location.places`).
///
/// - Reverse geocoding answers the declared place nearest the location, within
///   ``reverseGeocodingRadius``; none, `CLError(.geocodeFoundNoResult)`.
/// - Forward geocoding answers the declared places whose words (name, street, city, area,
///   postal code, country) contain every word of the address, ignoring case and
///   diacritics; none, `CLError(.geocodeFoundNoResult)`.
///
/// A completion handler runs later, on the main actor, when the host settles.
public final class CLGeocoder: NSObject {
    let state: LocationState
    /// Whether a request is under way.
    public private(set) var isGeocoding = false

    /// The farthest a declared place may be from the location reverse geocoding is asked
    /// about: 1,000 m.
    public static let reverseGeocodingRadius: CLLocationDistance = 1000

    /// A geocoder of the current host's places.
    public override init() {
        state = LocationState.current
        super.init()
    }

    /// A completion handler's arguments.
    public typealias CLGeocodeCompletionHandler = ([CLPlacemark]?, (any Error)?) -> Void

    /// The places at `location`, with the completion handler, later.
    public func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler) {
        answer(reverse(location), completionHandler)
    }

    /// The places at `location`, with the preferred locale (ignored: a declared place has
    /// one spelling).
    public func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?,
                                       completionHandler: @escaping CLGeocodeCompletionHandler) {
        answer(reverse(location), completionHandler)
    }

    /// The places at `location` (on the caller's actor).
    nonisolated(nonsending) public func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] {
        try reverse(location).get()
    }

    /// The places matching `addressString`, with the completion handler, later.
    public func geocodeAddressString(_ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler) {
        answer(forward(addressString), completionHandler)
    }

    /// The places matching `addressString` (on the caller's actor).
    nonisolated(nonsending) public func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] {
        try forward(addressString).get()
    }

    /// Cancels the request under way (its handler still runs, with the answer).
    public func cancelGeocode() {}

    private func reverse(_ location: CLLocation) -> Result<[CLPlacemark], CLError> {
        state.locked { state in
            let found = state.places
                .compactMap { place in place.location.map { (place, $0.distance(from: location)) } }
                .filter { $0.1 <= Self.reverseGeocodingRadius }
                .min { $0.1 < $1.1 }
            state.log.append("reverseGeocodeLocation \(location.coordinate): " + (found.map { "\($0.0)" } ?? "no result"))
            return found.map { .success([$0.0]) } ?? .failure(CLError(.geocodeFoundNoResult))
        }
    }

    private func forward(_ address: String) -> Result<[CLPlacemark], CLError> {
        func fold(_ text: String) -> String { text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) }
        let words = fold(address).split { !$0.isLetter && !$0.isNumber }
        return state.locked { state in
            let found = words.isEmpty ? [] : state.places.filter { place in
                let text = fold(place.searchableText)
                return words.allSatisfy { text.contains($0) }
            }
            state.log.append("geocodeAddressString \"\(address)\": " + (found.isEmpty ? "no result" : found.map(\.description).joined(separator: ", ")))
            return found.isEmpty ? .failure(CLError(.geocodeFoundNoResult)) : .success(found)
        }
    }

    private func answer(_ result: Result<[CLPlacemark], CLError>, _ handler: @escaping CLGeocodeCompletionHandler) {
        isGeocoding = true
        deliverLater { [weak self] in
            self?.isGeocoding = false
            switch result {
            case .success(let places): handler(places, nil)
            case .failure(let error): handler(nil, error)
            }
        }
    }
}
