import Foundation

/// Which framework a name the engine does not declare belongs to: Apple's other frameworks
/// by prefix and short lists (written for this inventory from the frameworks' public names),
/// and SwiftUI's own names from `swiftui_names.txt` (used only for this attribution, never
/// to decide that a name resolves).
public enum FrameworkNames {
    static let prefixes: [(prefix: String, framework: String)] = [
        ("UI", "UIKit"), ("NS", "AppKit/Foundation"), ("MK", "MapKit"), ("CL", "CoreLocation"), ("AV", "AVFoundation"),
        ("UN", "UserNotifications"), ("WK", "WebKit/WatchKit"), ("SF", "SafariServices"), ("CK", "CloudKit"),
        ("HK", "HealthKit"), ("LA", "LocalAuthentication"), ("PH", "Photos"), ("CI", "CoreImage"), ("CA", "QuartzCore"),
        ("EK", "EventKit"), ("CN", "Contacts"), ("GK", "GameKit"), ("SK", "StoreKit/SpriteKit"), ("SCN", "SceneKit"),
        ("AR", "ARKit"), ("MF", "MessageUI"), ("VN", "Vision"), ("ML", "CoreML"), ("CM", "CoreMotion"),
        ("CH", "CoreHaptics"), ("ASAuthorization", "AuthenticationServices"), ("WC", "WatchConnectivity"),
        ("BG", "BackgroundTasks"), ("CG", "CoreGraphics"), ("QL", "QuickLook"), ("MP", "MediaPlayer"),
    ]

    static let lists: [String: String] = [
        "MapKit": "Map MapMarker MapAnnotation MapPin Marker Annotation UserAnnotation MapCameraPosition MapCamera MapCameraBounds MapInteractionModes MapContentBuilder MapUserLocationButton MapCompass MapScaleView MapPitchToggle MapPolyline MapCircle MapPolygon MapStyle mapStyle mapControls onMapCameraChange mapCameraKeyframeAnimator MKLocalSearch MKLocalSearchCompleter MKLocalSearchCompletion MKLocalSearchCompleterDelegate MKAnnotation MKPointAnnotation MKMapItem MKPlacemark MKCoordinateRegion MKCoordinateSpan",
        "CoreLocation": "CLLocationManager CLLocationManagerDelegate CLLocation CLLocationCoordinate2D CLLocationCoordinate2DIsValid kCLLocationCoordinate2DInvalid CLLocationDegrees CLLocationDistance CLAuthorizationStatus CLError CLGeocoder CLPlacemark CLLocationUpdate kCLLocationAccuracyBest kCLDistanceFilterNone",
        "SwiftData": "Model Query ModelContext ModelContainer ModelConfiguration FetchDescriptor Attribute Relationship PersistentIdentifier PersistentModel Schema VersionedSchema SchemaMigrationPlan modelContainer modelContext Transient ModelActor ModelExecutor SerialModelExecutor DefaultSerialModelExecutor",
        "Charts": "Chart BarMark LineMark PointMark AreaMark RuleMark RectangleMark SectorMark PlottableValue AxisMarks AxisValueLabel AxisGridLine AxisTick chartXAxis chartYAxis chartXScale chartYScale chartLegend chartForegroundStyleScale chartPlotStyle chartOverlay chartBackground chartXSelection chartAngleSelection ChartProxy",
        "WidgetKit": "Widget WidgetBundle WidgetFamily WidgetConfiguration StaticConfiguration IntentConfiguration AppIntentConfiguration TimelineProvider TimelineEntry Timeline TimelineReloadPolicy AppIntentTimelineProvider ControlWidget ControlWidgetButton ControlWidgetToggle StaticControlConfiguration AppIntentControlConfiguration AppIntentControlValueProvider ControlValueProvider WidgetCenter widgetFamily supportedFamilies containerBackground widgetURL ActivityConfiguration DynamicIsland",
        "CoreData": "NSManagedObject NSManagedObjectContext NSPersistentContainer NSFetchRequest NSPredicate NSSortDescriptor NSEntityDescription managedObjectContext",
        "StoreKit": "Product SubscriptionStoreView StoreView ProductView AppStore requestReview RequestReviewAction",
        "PhotosUI": "PhotosPicker PhotosPickerItem",
        "AVKit": "VideoPlayer AVPlayerViewController AVRoutePickerView",
        "AVFoundation": "AVPlayer AVPlayerItem AVAsset AVURLAsset AVAudioPlayer AVAudioPlayerDelegate AVAudioSession AVAudioApplication AVCaptureDevice AVMediaType AVAuthorizationStatus AVSpeechSynthesizer AVSpeechUtterance AVSpeechSynthesisVoice AVAudioEngine AVAudioNode AVAudioInputNode AVAudioFormat AVAudioPCMBuffer AVAudioTime AVAudioFrameCount AVAudioNodeBus",
        "CoreMedia": "CMTime CMTimeMake CMTimeMakeWithSeconds CMTimeGetSeconds CMTimeRange CMTimeScale CMTimeValue",
        "os": "Logger OSLog OSSignposter",
        "UniformTypeIdentifiers": "UTType",
        "AppIntents": "AppIntent AppEntity AppEnum AppShortcutsProvider AppShortcut AppShortcutsBuilder IntentResult IntentParameter IntentDialog IntentDescription EntityQuery EntityStringQuery EntityIdentifier DisplayRepresentation TypeDisplayRepresentation WidgetConfigurationIntent ControlConfigurationIntent SetValueIntent OpenIntent ParameterSummary ProvidesDialog ShowsSnippetView ReturnsValue ShortcutsLink SiriTipView",
        "BackgroundTasks": "BGTaskScheduler BGTaskRequest BGAppRefreshTaskRequest BGProcessingTaskRequest BGTask BGAppRefreshTask BGProcessingTask",
        "WatchConnectivity": "WCSession WCSessionDelegate WCSessionActivationState WCError WCSessionUserInfoTransfer",
        "CloudKit": "CKContainer CKDatabase CKRecord CKRecordValue CKRecordValueProtocol CKRecordZone CKAsset CKQuery CKQueryOperation CKOperation CKDatabaseOperation CKModifyRecordsOperation CKModifySubscriptionsOperation CKSubscription CKQuerySubscription CKDatabaseSubscription CKRecordZoneSubscription CKNotification CKQueryNotification CKDatabaseNotification CKRecordZoneNotification CKError CKErrorDomain CKAccountStatus CKCurrentUserDefaultName",
        "AuthenticationServices": "SignInWithAppleButton signInWithAppleButtonStyle ASAuthorization ASAuthorizationAppleIDProvider ASAuthorizationAppleIDRequest ASAuthorizationAppleIDCredential ASAuthorizationController ASAuthorizationControllerDelegate ASAuthorizationError",
        "DeviceCheck": "DCDevice DCAppAttestService DCError",
        "Speech": "SFSpeechRecognizer SFSpeechRecognizerAuthorizationStatus SFSpeechRecognitionRequest SFSpeechAudioBufferRecognitionRequest SFSpeechURLRecognitionRequest SFSpeechRecognitionTask SFSpeechRecognitionTaskState SFSpeechRecognitionResult SFTranscription SFTranscriptionSegment",
        "Security": "SecItemAdd SecItemCopyMatching SecItemUpdate SecItemDelete SecAccessControl SecAccessControlCreateWithFlags SecRandomCopyBytes SecCopyErrorMessageString OSStatus",
        "TipKit": "Tip Tips TipView popoverTip",
        "ActivityKit": "Activity ActivityAttributes ActivityContent",
        "Foundation": "DateComponentsFormatter RelativeDateTimeFormatter MeasurementFormatter ListFormatter PersonNameComponentsFormatter ByteCountFormatter LocalizedStringResource AttributeContainer NSUbiquitousKeyValueStore",
        "CoreTransferable": "Transferable TransferRepresentation CodableRepresentation DataRepresentation FileRepresentation ProxyRepresentation",
    ]

    static let byName: [String: String] = {
        var names: [String: String] = [:]
        for (framework, list) in lists { for name in list.split(separator: " ") { names[String(name)] = framework } }
        return names
    }()

    // Invariant: a `let` only matched against: matching does not change a regex (the
    // standard library publishes its compiled program once, atomically).
    nonisolated(unsafe) static let appKitName = try! Regex(
        #"^NS(View|Color|Image|Window|Application|Font|Event|Screen|Workspace|Pasteboard|Menu|StatusBar|Hosting|ViewController|Responder|Button|TextField|TextView|Alert|Open|Save|Panel|Cursor|Sound|Bezier|Table|Outline|Scroll|Split|Tab|Toolbar|Popover|Document|Visual|Apple)"#
    )

    /// SwiftUI's names, from `swiftui_names.txt`.
    public static let swiftUI: Set<String> = {
        guard let url = Bundle.module.url(forResource: "swiftui_names", withExtension: "txt"),
              let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return Set(text.split(separator: "\n").filter { !$0.hasPrefix("#") }.flatMap { $0.split(separator: " ") }.map(String.init))
    }()

    /// The framework a name is taken to belong to (`UIKit` for `UIImage`); empty if none.
    public static func framework(of name: String) -> String {
        if let framework = byName[name] { return framework }
        for (prefix, framework) in prefixes where name.hasPrefix(prefix) && name.count > prefix.count {
            if name.dropFirst(prefix.count).first?.isUppercase == true { return framework }
        }
        return ""
    }

    /// Whether an `NS` name is AppKit's rather than Foundation's.
    static func isAppKit(_ name: String) -> Bool { name == "NSApp" || name.firstMatch(of: appKitName) != nil }
}
