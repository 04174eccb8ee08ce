import Foundation

/// What a location manager tells the app: authorization changes, new locations, failures.
/// Apple's optional methods have empty default implementations here (this platform has no
/// Objective-C optional requirements), so a delegate implements the ones it uses.
public protocol CLLocationManagerDelegate: NSObjectProtocol {
    /// The app's authorization changed, or the manager was just made (iOS 14).
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    /// The authorization changed (the older method, before iOS 14).
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
    /// New locations arrived, oldest first; the last is the most recent.
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    /// The manager could not get a location, or was denied.
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
}

extension CLLocationManagerDelegate {
    /// Does nothing.
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
}
