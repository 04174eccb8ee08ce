import CoreLocation
import Foundation
import Testing
import ViewEngine

/// An app's location manager on a host whose device the test moves; each test named after
/// the sentence of Apple's documentation (Core Location: "CLLocationManager",
/// "requestWhenInUseAuthorization()", "startUpdatingLocation()", "distanceFilter",
/// "requestLocation()", "CLLocation", "distance(from:)", "CLGeocoder", "CLError.Code",
/// "CLLocationUpdate") it encodes.
@MainActor
@Suite("CoreLocation: a device the test moves and a person who answers")
struct CoreLocationTests {
    final class Tracker: NSObject, CLLocationManagerDelegate, @unchecked Sendable {
        var log: [String] = []
        func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
            log.append("authorization \(manager.authorizationStatus)")
        }
        func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
            log.append("locations " + locations.map { "\($0.coordinate)" }.joined(separator: ", "))
        }
        func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
            log.append("failed \(error)")
        }
    }

    static let bigBen = CLLocationCoordinate2D(latitude: 51.5007, longitude: -0.1246)
    static let palace = CLLocationCoordinate2D(latitude: 51.5014, longitude: -0.1419)
    static let eiffel = CLLocationCoordinate2D(latitude: 48.8584, longitude: 2.2945)

    /// Runs `body` as the app of a new host runs: the managers are the host's.
    func inHost(_ body: (ViewHost<Text>) async throws -> Void) async rethrows {
        let host = ViewHost(Text("app"))
        try await VirtualClock.$current.withValue(host.clock) { try await body(host) }
    }

    /// "locationManagerDidChangeAuthorization(_:): The system calls this method when the app
    /// creates the related object's CLLocationManager instance, and when the app's
    /// authorization status changes" — later, once the delegate is set; then
    /// "requestWhenInUseAuthorization(): ... the system prompts the user", and the answer
    /// changes the status.
    @Test func theDelegateHearsTheStatusAtCreationAndAfterThePrompt() async {
        await inHost { host in
            let tracker = Tracker()
            let manager = CLLocationManager()
            manager.delegate = tracker
            #expect(manager.authorizationStatus == .notDetermined && tracker.log == [])
            await host.settle()
            #expect(tracker.log == ["authorization notDetermined"])
            manager.requestWhenInUseAuthorization()
            await host.settle()
            #expect(tracker.log == ["authorization notDetermined", "authorization authorizedWhenInUse"])
            #expect(manager.authorizationStatus == .authorizedWhenInUse)
            #expect(host.location.events == ["requestWhenInUseAuthorization: allowWhileUsingApp"])
        }
    }

    /// "If the current authorization status is anything other than
    /// CLAuthorizationStatus.notDetermined, this method does nothing and doesn't call the
    /// locationManagerDidChangeAuthorization(_:) method" — a person who said no is not asked
    /// again; Settings can change it, which the delegate hears.
    @Test func aPersonWhoDeclinedIsNotAskedAgain() async {
        await inHost { host in
            host.location.answer = .dontAllow
            let tracker = Tracker()
            let manager = CLLocationManager()
            manager.delegate = tracker
            manager.requestWhenInUseAuthorization()
            await host.settle()
            #expect(manager.authorizationStatus == .denied)
            host.location.answer = .allowWhileUsingApp
            manager.requestWhenInUseAuthorization()
            await host.settle()
            #expect(manager.authorizationStatus == .denied)
            host.location.authorizationStatus = .authorizedWhenInUse
            await host.settle()
            #expect(tracker.log == ["authorization denied", "authorization denied", "authorization authorizedWhenInUse"])
            #expect(host.location.events == ["requestWhenInUseAuthorization: dontAllow",
                                             "requestWhenInUseAuthorization: already denied",
                                             "Settings: authorizedWhenInUse"])
        }
    }

    /// "requestAlwaysAuthorization()": from not determined the person first sees the
    /// when-in-use choices; with when-in-use authorization, the request to change to Always.
    @Test func alwaysAuthorizationComesInTwoSteps() async {
        await inHost { host in
            let manager = CLLocationManager()
            manager.requestAlwaysAuthorization()
            #expect(manager.authorizationStatus == .authorizedWhenInUse)
            manager.requestAlwaysAuthorization()
            #expect(manager.authorizationStatus == .authorizedAlways)
            #expect(host.location.events == ["requestAlwaysAuthorization: allowWhileUsingApp",
                                             "requestAlwaysAuthorization: change to always"])
        }
    }

    /// "startUpdatingLocation(): ... the location manager ... reports the initial location
    /// ... and updates it whenever there is a change" and "distanceFilter: The minimum
    /// distance in meters the device must move horizontally before an update event is
    /// generated" — a 300 m move under a 500 m filter is not delivered; the next, 1,200 m
    /// from the last delivered, is; stopping stops them.
    @Test func updatesRespectTheDistanceFilter() async {
        await inHost { host in
            host.location.authorizationStatus = .authorizedWhenInUse
            host.location.move(to: Self.bigBen)
            let tracker = Tracker()
            let manager = CLLocationManager()
            manager.delegate = tracker
            manager.distanceFilter = 500
            manager.startUpdatingLocation()
            await host.settle()
            host.location.move(to: CLLocationCoordinate2D(latitude: 51.5034, longitude: -0.1246))
            await host.settle()
            host.location.move(to: Self.palace)
            await host.settle()
            manager.stopUpdatingLocation()
            host.location.move(to: Self.eiffel)
            await host.settle()
            #expect(tracker.log == ["authorization authorizedWhenInUse", "locations (51.5007, -0.1246)",
                                    "locations (51.5014, -0.1419)"])
            #expect(manager.location?.coordinate == Self.palace)
        }
    }

    /// "location: The most recently retrieved user location" with "timestamp: The time at
    /// which this location was determined" — the host's virtual date, not the wall clock.
    @Test func aLocationIsStampedWithTheHostsDate() async {
        await inHost { host in
            host.location.authorizationStatus = .authorizedAlways
            let manager = CLLocationManager()
            manager.startUpdatingLocation()
            await host.advance(by: .seconds(90))
            host.location.move(to: Self.bigBen, altitude: 12, horizontalAccuracy: 8)
            await host.settle()
            let location = try! #require(manager.location)
            #expect(location.timestamp == host.clock.date(at: host.clock.now))
            #expect(location.altitude == 12 && location.horizontalAccuracy == 8)
            #expect(location.description.hasPrefix("<+51.50070000,-0.12460000> +/- 8.00m"))
        }
    }

    /// "requestLocation(): Requests the one-time delivery of the user's current location"
    /// — "If it can't determine the location, it calls locationManager(_:didFailWithError:)";
    /// "CLError.Code.denied: Access to the location service was denied by the user". A
    /// request before the person answered waits for the answer.
    @Test func aOneTimeRequestGetsTheLocationOrAnError() async {
        await inHost { host in
            let tracker = Tracker()
            let manager = CLLocationManager()
            manager.delegate = tracker
            manager.requestLocation()
            host.location.authorizationStatus = .authorizedWhenInUse
            manager.requestLocation()
            host.location.move(to: Self.eiffel)
            manager.requestLocation()
            await host.settle()
            // The delegate reads the status when it is called: already when-in-use.
            #expect(tracker.log == ["authorization authorizedWhenInUse", "authorization authorizedWhenInUse",
                                    "failed CLError(locationUnknown)", "failed CLError(locationUnknown)",
                                    "locations (48.8584, 2.2945)"])
            tracker.log = []
            let waiting = CLLocationManager()
            waiting.delegate = tracker
            host.location.authorizationStatus = .notDetermined
            await host.settle()
            tracker.log = []
            waiting.requestLocation()
            host.location.answer = .dontAllow
            waiting.requestWhenInUseAuthorization()
            waiting.requestLocation()
            await host.settle()
            // Both managers hear the answer; the waiting request fails, then the new one.
            #expect(tracker.log == ["authorization denied", "authorization denied", "failed CLError(denied)",
                                    "failed CLError(denied)"])
            #expect((CLError(.denied) as NSError).domain == kCLErrorDomain && (CLError(.denied) as NSError).code == 1)
            #expect(CLError.Code.locationUnknown.rawValue == 0)
        }
    }

    /// Bad input: a coordinate that is not finite or out of range is no location — the
    /// updating manager hears "CLError.Code.locationUnknown: The location manager was unable
    /// to obtain a location value right now", the device keeps its place, nothing traps.
    @Test func anInvalidMoveIsAnUnknownLocation() async {
        await inHost { host in
            host.location.authorizationStatus = .authorizedWhenInUse
            host.location.move(to: Self.bigBen)
            let tracker = Tracker()
            let manager = CLLocationManager()
            manager.delegate = tracker
            manager.startUpdatingLocation()
            host.location.move(to: CLLocationCoordinate2D(latitude: .nan, longitude: 0))
            host.location.move(to: CLLocationCoordinate2D(latitude: 91, longitude: 0))
            await host.settle()
            #expect(tracker.log == ["authorization authorizedWhenInUse", "locations (51.5007, -0.1246)",
                                    "failed CLError(locationUnknown)", "failed CLError(locationUnknown)"])
            #expect(host.location.current?.coordinate == Self.bigBen)
            #expect(host.location.events.last == "move to (91.0, 0.0): not a valid coordinate (latitude within ±90°, longitude within ±180°): locationUnknown: the location manager was unable to obtain a location value right now")
            #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
            #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: -90, longitude: 180)))
        }
    }

    /// "distance(from:): ... tracing a line between the two points that follows the
    /// curvature of the Earth, and measuring the length of the resulting arc ... doesn't
    /// take into account altitude changes" — the great circle on a sphere of 6,371,008.8 m.
    @Test func distancesFollowTheCurvatureOfTheEarth() {
        let origin = CLLocation(latitude: 0, longitude: 0)
        #expect(origin.distance(from: CLLocation(latitude: 1, longitude: 0)).rounded() == 111_195)
        #expect(origin.distance(from: CLLocation(latitude: 0, longitude: 180)).rounded() == 20_015_114)
        let bigBen = CLLocation(latitude: 51.5007, longitude: -0.1246)
        #expect(bigBen.distance(from: CLLocation(latitude: 51.5014, longitude: -0.1419)).rounded() == 1_200)
        #expect(bigBen.distance(from: CLLocation(latitude: 48.8584, longitude: 2.2945)).rounded() == 340_539)
        let high = CLLocation(coordinate: Self.bigBen, altitude: 900, horizontalAccuracy: 5, verticalAccuracy: 5, timestamp: Date(timeIntervalSince1970: 0))
        #expect(high.distance(from: bigBen) == 0)
    }

    /// "CLGeocoder: ... converting between a coordinate and the user-friendly
    /// representation of that coordinate" — answered from the places the test declares;
    /// "geocodeFoundNoResult" when none is near or matches; the handler runs later.
    @Test func geocodingAnswersFromDeclaredPlaces() async throws {
        try await inHost { host in
            host.location.places = [
                CLPlacemark(coordinate: Self.bigBen, name: "Big Ben", thoroughfare: "Bridge Street", locality: "London",
                            postalCode: "SW1A 0AA", country: "United Kingdom", isoCountryCode: "GB"),
                CLPlacemark(coordinate: Self.eiffel, name: "Tour Eiffel", thoroughfare: "Avenue Gustave Eiffel",
                            locality: "Paris", country: "France", isoCountryCode: "FR"),
            ]
            let geocoder = CLGeocoder()
            var answers: [String] = []
            geocoder.reverseGeocodeLocation(CLLocation(latitude: 51.5010, longitude: -0.1250)) { places, error in
                answers.append("\(places?.first?.locality ?? "-") \(error.map { "\($0)" } ?? "")")
            }
            #expect(answers == [] && geocoder.isGeocoding)
            await host.settle()
            #expect(answers == ["London "])
            let paris = try await geocoder.geocodeAddressString("avenue gustave eiffel, paris")
            #expect(paris.map(\.name) == ["Tour Eiffel"] && paris.first?.location?.coordinate == Self.eiffel)
            await #expect(throws: CLError(.geocodeFoundNoResult)) {
                _ = try await geocoder.reverseGeocodeLocation(CLLocation(latitude: 40.7, longitude: -74))
            }
            #expect(host.location.events.last == "reverseGeocodeLocation (40.7, -74.0): no result")
        }
    }

    /// "liveUpdates(_:): Obtains an asynchronous stream of location updates" (iOS 17) —
    /// the current location first, then each move.
    @Test func liveUpdatesFollowTheDevice() async throws {
        try await inHost { host in
            host.location.authorizationStatus = .authorizedWhenInUse
            host.location.move(to: Self.bigBen)
            let updates = CLLocationUpdate.liveUpdates()
            host.location.move(to: Self.palace)
            var seen: [CLLocationCoordinate2D] = []
            for try await update in updates {
                seen.append(try #require(update.location).coordinate)
                if seen.count == 2 { break }
            }
            #expect(seen == [Self.bigBen, Self.palace])
        }
    }
}
