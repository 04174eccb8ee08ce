import Foundation
import VirtualTime

/// A latitude or longitude, in degrees.
public typealias CLLocationDegrees = Double
/// A distance, in metres.
public typealias CLLocationDistance = Double
/// An accuracy, in metres.
public typealias CLLocationAccuracy = Double
/// A speed, in metres per second.
public typealias CLLocationSpeed = Double
/// A direction, in degrees from true north.
public typealias CLLocationDirection = Double

/// A latitude and longitude in the WGS 84 reference frame.
public struct CLLocationCoordinate2D: Sendable, CustomStringConvertible {
    /// Degrees north (positive) or south of the equator, from -90 to 90.
    public var latitude: CLLocationDegrees
    /// Degrees east (positive) or west of the prime meridian, from -180 to 180.
    public var longitude: CLLocationDegrees

    /// The coordinate 0, 0.
    public init() { latitude = 0; longitude = 0 }

    /// The coordinate `latitude`, `longitude`.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// `(51.5, -0.12)`.
    public var description: String { "(\(latitude), \(longitude))" }
}

/// Whether `coordinate` is a valid one: finite, its latitude within ±90 degrees and its
/// longitude within ±180 degrees.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    coordinate.latitude.isFinite && coordinate.longitude.isFinite
        && abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
}

/// The coordinate `latitude`, `longitude`.
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// An invalid coordinate (-180, -180), for a coordinate that is not known.
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// The most accurate positioning, for navigation.
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
/// The most accurate positioning.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// Accurate to within ten metres.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// Accurate to within a hundred metres.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// Accurate to the nearest kilometre.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// Accurate to the nearest three kilometres.
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// The accuracy of an app with reduced-accuracy authorization.
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
/// No distance filter: every movement is delivered.
public let kCLDistanceFilterNone: CLLocationDistance = -1

/// A place on Earth at a moment: a coordinate with its altitude and accuracies, as the
/// device reported it (its timestamp is the host's virtual date).
public final class CLLocation: NSObject, Sendable {
    /// The latitude and longitude.
    public let coordinate: CLLocationCoordinate2D
    /// Metres above sea level.
    public let altitude: CLLocationDistance
    /// The radius of uncertainty of the coordinate, in metres; negative when invalid.
    public let horizontalAccuracy: CLLocationAccuracy
    /// The uncertainty of the altitude, in metres; negative when invalid.
    public let verticalAccuracy: CLLocationAccuracy
    /// The direction of travel, in degrees; negative when unknown.
    public let course: CLLocationDirection
    /// The speed, in metres per second; negative when unknown.
    public let speed: CLLocationSpeed
    /// When the location was determined: the host's virtual date, or now outside a host.
    public let timestamp: Date

    /// A location at `latitude`, `longitude` (accuracy 0 m, altitude 0 m, invalid vertical
    /// accuracy), stamped with the current host's date.
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
                  horizontalAccuracy: 0, verticalAccuracy: -1, timestamp: CLLocation.now)
    }

    /// A location with its altitude, accuracies and timestamp.
    public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
                            horizontalAccuracy: CLLocationAccuracy, verticalAccuracy: CLLocationAccuracy, timestamp: Date) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: horizontalAccuracy,
                  verticalAccuracy: verticalAccuracy, course: -1, speed: -1, timestamp: timestamp)
    }

    /// A location with its altitude, accuracies, course, speed and timestamp.
    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
                horizontalAccuracy: CLLocationAccuracy, verticalAccuracy: CLLocationAccuracy,
                course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.horizontalAccuracy = horizontalAccuracy
        self.verticalAccuracy = verticalAccuracy
        self.course = course
        self.speed = speed
        self.timestamp = timestamp
    }

    /// The current host's virtual date (outside any host, the system's).
    static var now: Date { VirtualClock.current?.date ?? Date() }

    /// The radius of the sphere the distances are measured on: the Earth's mean radius
    /// (IUGG), 6,371,008.8 m.
    public static let earthRadius: CLLocationDistance = 6_371_008.8

    /// The distance in metres to `location` along the Earth's curvature: the great circle
    /// between the two coordinates on a sphere of ``earthRadius`` (the haversine formula).
    /// Altitudes are ignored.
    public func distance(from location: CLLocation) -> CLLocationDistance {
        Self.greatCircleDistance(coordinate, location.coordinate)
    }

    /// The haversine distance between `a` and `b` on the sphere of ``earthRadius``.
    static func greatCircleDistance(_ a: CLLocationCoordinate2D, _ b: CLLocationCoordinate2D) -> CLLocationDistance {
        let radians = Double.pi / 180
        let (phi1, phi2) = (a.latitude * radians, b.latitude * radians)
        let dPhi = (b.latitude - a.latitude) * radians
        let dLambda = (b.longitude - a.longitude) * radians
        let h = sin(dPhi / 2) * sin(dPhi / 2) + cos(phi1) * cos(phi2) * sin(dLambda / 2) * sin(dLambda / 2)
        return 2 * earthRadius * asin(min(1, sqrt(h)))
    }

    /// `<+51.50000000,-0.12000000> +/- 5.00m`, as Apple's description begins.
    public override var description: String {
        String(format: "<%+.8f,%+.8f> +/- %.2fm", coordinate.latitude, coordinate.longitude, horizontalAccuracy)
    }
}
