import Foundation
import ViewEngine
#if canImport(Darwin)
import EngineCoreLocation
#else
import CoreLocation
#endif

/// The width and height of a map region, in degrees.
public struct MKCoordinateSpan: Sendable {
    /// Degrees of latitude, north to south (one degree is about 111 km).
    public var latitudeDelta: CLLocationDegrees
    /// Degrees of longitude, west to east.
    public var longitudeDelta: CLLocationDegrees

    /// A span of no extent.
    public init() { latitudeDelta = 0; longitudeDelta = 0 }

    /// A span of `latitudeDelta` by `longitudeDelta` degrees.
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A rectangular region of the map: a centre and a span.
public struct MKCoordinateRegion: Sendable {
    /// The region's centre.
    public var center: CLLocationCoordinate2D
    /// The region's width and height in degrees.
    public var span: MKCoordinateSpan

    /// The region at 0, 0 with no extent.
    public init() { center = CLLocationCoordinate2D(); span = MKCoordinateSpan() }

    /// The region centred at `center`, `span` wide.
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// The region centred at `center`, `latitudinalMeters` north to south and
    /// `longitudinalMeters` west to east: on the sphere of `CLLocation.earthRadius`, a
    /// degree of latitude is `R·π/180` metres and a degree of longitude that times the
    /// cosine of the centre's latitude.
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let metresPerDegree = CLLocation.earthRadius * .pi / 180
        let cosine = max(cos(center.latitude * .pi / 180), 1e-9)
        self.init(center: center, span: MKCoordinateSpan(latitudeDelta: latitudinalMeters / metresPerDegree,
                                                         longitudeDelta: longitudinalMeters / (metresPerDegree * cosine)))
    }
}

/// Where a map's camera is: above a centre, at a distance, turned and tilted.
public struct MapCamera: Equatable, Sendable {
    /// The point the camera looks at.
    public var centerCoordinate: CLLocationCoordinate2D
    /// The camera's distance from that point, in metres.
    public var distance: Double
    /// The direction the camera faces, in degrees from north (recorded; maps are drawn
    /// north up).
    public var heading: CLLocationDirection
    /// The camera's tilt from straight down, in degrees (recorded).
    public var pitch: Double

    /// A camera above `centerCoordinate` at `distance` metres.
    public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: CLLocationDirection = 0, pitch: Double = 0) {
        self.centerCoordinate = centerCoordinate
        self.distance = distance
        self.heading = heading
        self.pitch = pitch
    }

    /// Whether two cameras are at the same place, distance, heading and pitch.
    public static func == (lhs: MapCamera, rhs: MapCamera) -> Bool {
        lhs.centerCoordinate.latitude == rhs.centerCoordinate.latitude && lhs.centerCoordinate.longitude == rhs.centerCoordinate.longitude
            && lhs.distance == rhs.distance && lhs.heading == rhs.heading && lhs.pitch == rhs.pitch
    }

    /// The region the camera shows: `distance` metres north to south and west to east
    /// around its centre (a headless host has no field of view to derive it from).
    public var region: MKCoordinateRegion {
        MKCoordinateRegion(center: centerCoordinate, latitudinalMeters: distance, longitudinalMeters: distance)
    }
}

/// A place with a coordinate, as MapKit keeps it.
public class MKPlacemark: CLPlacemark {
    /// The place's coordinate.
    public var coordinate: CLLocationCoordinate2D { location?.coordinate ?? kCLLocationCoordinate2DInvalid }

    /// A place at `coordinate` with no address.
    public init(coordinate: CLLocationCoordinate2D) {
        super.init(coordinate: coordinate)
    }

    /// A place at `coordinate` with the address's fields (`name`, `street`, `city`,
    /// `state`, `postalCode`, `country`).
    public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
        let address = addressDictionary ?? [:]
        super.init(coordinate: coordinate, name: address["Name"] as? String, thoroughfare: address["Street"] as? String,
                   locality: address["City"] as? String, administrativeArea: address["State"] as? String,
                   postalCode: address["ZIP"] as? String, country: address["Country"] as? String)
    }

    /// The same place as `placemark`, kept by MapKit.
    public init(placemark: CLPlacemark) {
        super.init(coordinate: placemark.location?.coordinate ?? kCLLocationCoordinate2DInvalid, name: placemark.name,
                   thoroughfare: placemark.thoroughfare, subThoroughfare: placemark.subThoroughfare,
                   locality: placemark.locality, subLocality: placemark.subLocality,
                   administrativeArea: placemark.administrativeArea, postalCode: placemark.postalCode,
                   country: placemark.country, isoCountryCode: placemark.isoCountryCode, timeZone: placemark.timeZone)
    }
}

/// A point of interest: a place with a name and what is known about it.
public final class MKMapItem: NSObject {
    /// The place.
    public let placemark: MKPlacemark
    /// The item's name (the place's, unless set).
    public var name: String?
    /// A phone number.
    public var phoneNumber: String?
    /// A web site.
    public var url: URL?

    /// An item for `placemark`.
    public init(placemark: MKPlacemark) {
        self.placemark = placemark
        name = placemark.name
    }

    /// The item for the device's location (the current host's, when known).
    public class func forCurrentLocation() -> MKMapItem {
        let item = MKMapItem(placemark: MKPlacemark(coordinate: CLLocation.hostDeviceCoordinate ?? kCLLocationCoordinate2DInvalid))
        item.isCurrentLocation = true
        item.name = "My Location"
        return item
    }

    /// Whether the item is the device's location.
    public private(set) var isCurrentLocation = false

    /// Opens the item in Maps: there is none on a host; `false`.
    @discardableResult
    public func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }

    /// The item's name, or its coordinate.
    public override var description: String { name ?? "\(placemark.coordinate)" }
}
