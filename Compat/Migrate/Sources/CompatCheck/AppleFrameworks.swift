/// Apple's frameworks by module name: to tell them from third-party packages in the tallies,
/// and to find the engine's stand-ins for them (a library product named `SwiftData`,
/// `UIKit`, `OSLog`...).
public enum AppleFrameworks {
    /// Module names of Apple's SDKs.
    public static let names: Set<String> = Set("""
    UIKit AppKit MapKit SwiftData Charts WidgetKit CoreData CoreLocation CoreLocationUI AVFoundation AVKit
    PhotosUI Photos StoreKit WebKit CloudKit os OSLog CoreImage CoreGraphics UserNotifications
    ActivityKit AppIntents TipKit GameKit SpriteKit SceneKit RealityKit RealityKitContent ARKit HealthKit EventKit
    EventKitUI Contacts ContactsUI LocalAuthentication CryptoKit Network NaturalLanguage Vision
    CoreML WeatherKit MessageUI SafariServices QuickLook QuickLookThumbnailing AuthenticationServices
    Intents IntentsUI CoreMotion CoreHaptics AudioToolbox MediaPlayer MusicKit LinkPresentation
    UniformTypeIdentifiers CoreTransferable Accelerate Metal MetalKit QuartzCore CoreText CoreServices
    Security DeviceCheck SystemConfiguration BackgroundTasks GameController PencilKit VisionKit WatchKit
    WatchConnectivity ClockKit CoreSpotlight CoreBluetooth CoreNFC DeviceActivity FamilyControls
    ManagedSettings ExtensionKit ServiceManagement Carbon Cocoa IOKit Speech SoundAnalysis
    CoreAudio CoreMedia CoreVideo ImageIO MobileCoreServices AdSupport AppTrackingTransparency
    BackgroundAssets CarPlay Combine GroupActivities ShazamKit SharedWithYou Translation
    FoundationModels ScreenCaptureKit Virtualization NetworkExtension PassKit JavaScriptCore
    DeveloperToolsSupport SwiftUICore _MapKit_SwiftUI _AuthenticationServices_SwiftUI
    _StoreKit_SwiftUI _PhotosUI_SwiftUI _AVKit_SwiftUI os_log UserNotificationsUI AVRouting
    CoreAnimation Social Twitter iAd Messages PDFKit Darwin CoreFoundation MultipeerConnectivity ReplayKit
    NearbyInteraction SensorKit HomeKit CallKit PushKit NotificationCenter FileProvider OSLogStore
    """.split(whereSeparator: \.isWhitespace).map(String.init))
}
