import CoreLocation

// As apps write it: Apple's SDK does not make a coordinate Equatable, so an app (and these
// tests) declares it; the module leaves the conformance to them.
extension CLLocationCoordinate2D: Equatable {
    public static func == (lhs: CLLocationCoordinate2D, rhs: CLLocationCoordinate2D) -> Bool {
        lhs.latitude == rhs.latitude && lhs.longitude == rhs.longitude
    }
}
