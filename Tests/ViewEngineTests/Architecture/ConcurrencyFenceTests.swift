import Foundation
import Testing

/// The concurrency escape hatches outside `Sources/ViewEngineCore/Graph/Unsafe/` — every
/// `@unchecked Sendable`, `unowned(unsafe)`, `nonisolated(unsafe)` and `@exclusivity(unchecked)` in the
/// repository's sources (the library, `Macros/`, `Tools/`, `Compat/`, `Examples/`) — are
/// listed here, each with its invariant stated beside its declaration: a comment line
/// with the word "Invariant" in the comment above it (above its attributes and `#if`s)
/// or at the end of its line. A new one fails the first test until it is listed, and
/// the second until it says why it is safe; one that goes fails the first until it is
/// taken off the list. (The unchecked casts and reflection have their own fence,
/// `UnsafeFenceTests`.)
@Suite("Concurrency escape hatches are listed, each with its invariant")
struct ConcurrencyFenceTests {
    /// The repository: this file is `Tests/ViewEngineTests/Architecture/ConcurrencyFenceTests.swift`.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// Where the sources are, from the root (their `Tests` folders are not searched).
    static let folders = ["Sources", "Macros/Sources", "Tools", "Compat", "Examples", "Benchmarks/Sources"]
    /// The spellings the fence lists.
    static let constructs = ["@unchecked Sendable", "unowned(unsafe)", "nonisolated(unsafe)", "@exclusivity(unchecked)"]

    /// Every escape hatch, as `path: construct name` — the name of the type, property or
    /// captured value it applies to.
    static let listed = [
        "Compat/Migrate/Sources/CompatCheck/DependencyPackages.swift: @unchecked Sendable DependencyPackages",
        "Compat/Migrate/Sources/CompatCheck/ModuleProbe.swift: @unchecked Sendable ModuleProbe",
        "Compat/Migrate/Sources/CompatCheck/Parallel.swift: @unchecked Sendable Counter",
        "Compat/Migrate/Sources/CompatCheck/Parallel.swift: @unchecked Sendable ResultSlots",
        "Compat/Migrate/Sources/CompatCheck/StandIns.swift: @unchecked Sendable StandIns",
        "Compat/OnChangeCompat/OnChangeCompatModifier.swift: @exclusivity(unchecked) action",
        "Examples/Lab/Transcript/Transcript.swift: @unchecked Sendable Transcript",
        "Macros/Sources/AVFoundation/MediaState.swift: @unchecked Sendable MediaState",
        "Macros/Sources/AppIntents/EntityProperty.swift: @unchecked Sendable EntityProperty",
        "Macros/Sources/AppIntents/IntentParameter.swift: @unchecked Sendable IntentParameter",
        "Macros/Sources/AppIntents/IntentResultContainer.swift: @unchecked Sendable IntentResultContainer",
        "Macros/Sources/AppIntents/IntentsState.swift: @unchecked Sendable IntentsState",
        "Macros/Sources/CoreData/CoreDataStore.swift: @unchecked Sendable CoreDataStore",
        "Macros/Sources/CoreData/NSFetchRequest.swift: @unchecked Sendable NSFetchRequest",
        "Macros/Sources/CoreData/NSManagedObject.swift: @unchecked Sendable KeyCounter",
        "Macros/Sources/CoreData/NSManagedObjectModel.swift: @unchecked Sendable NSAttributeDescription",
        "Macros/Sources/CoreData/NSManagedObjectModel.swift: @unchecked Sendable NSEntityDescription",
        "Macros/Sources/CoreData/NSManagedObjectModel.swift: @unchecked Sendable NSManagedObjectModel",
        "Macros/Sources/CoreData/NSManagedObjectModel.swift: @unchecked Sendable NSPropertyDescription",
        "Macros/Sources/CoreData/NSManagedObjectModel.swift: @unchecked Sendable NSRelationshipDescription",
        "Macros/Sources/CoreData/NSPersistentContainer.swift: @unchecked Sendable NSPersistentStoreCoordinator",
        "Macros/Sources/CoreData/NSPersistentContainer.swift: @unchecked Sendable NSPersistentStoreDescription",
        "Macros/Sources/CoreData/SQLiteBacking.swift: @unchecked Sendable SQLiteBacking",
        "Macros/Sources/EventKit/EventKitState.swift: @unchecked Sendable EventKitState",
        "Macros/Sources/CloudKit/CKNotification.swift: @unchecked Sendable CKDatabaseNotification",
        "Macros/Sources/CloudKit/CKNotification.swift: @unchecked Sendable CKNotification",
        "Macros/Sources/CloudKit/CKNotification.swift: @unchecked Sendable CKQueryNotification",
        "Macros/Sources/CloudKit/CKNotification.swift: @unchecked Sendable CKRecordZoneNotification",
        "Macros/Sources/CloudKit/CKOperation.swift: @unchecked Sendable CKDatabaseOperation",
        "Macros/Sources/CloudKit/CKOperation.swift: @unchecked Sendable CKModifyRecordsOperation",
        "Macros/Sources/CloudKit/CKOperation.swift: @unchecked Sendable CKOperation",
        "Macros/Sources/CloudKit/CKOperation.swift: @unchecked Sendable CKQueryOperation",
        "Macros/Sources/CloudKit/CKQuery.swift: @unchecked Sendable CKQuery",
        "Macros/Sources/CloudKit/CKRecord.swift: @unchecked Sendable CKRecord",
        "Macros/Sources/CloudKit/CKSubscription.swift: @unchecked Sendable CKDatabaseSubscription",
        "Macros/Sources/CloudKit/CKSubscription.swift: @unchecked Sendable CKModifySubscriptionsOperation",
        "Macros/Sources/CloudKit/CKSubscription.swift: @unchecked Sendable CKQuerySubscription",
        "Macros/Sources/CloudKit/CKSubscription.swift: @unchecked Sendable CKRecordZoneSubscription",
        "Macros/Sources/CloudKit/CKSubscription.swift: @unchecked Sendable CKSubscription",
        "Macros/Sources/CloudKit/CKSubscription.swift: @unchecked Sendable NotificationInfo",
        "Macros/Sources/CloudKit/CloudKitState.swift: @unchecked Sendable CloudKitState",
        "Macros/Sources/AuthenticationServices/ASAuthorization.swift: @unchecked Sendable ASAuthorization",
        "Macros/Sources/AuthenticationServices/ASAuthorizationAppleID.swift: @unchecked Sendable ASAuthorizationAppleIDCredential",
        "Macros/Sources/AuthenticationServices/ASAuthorizationAppleID.swift: @unchecked Sendable ASAuthorizationAppleIDProvider",
        "Macros/Sources/AuthenticationServices/ASAuthorizationAppleID.swift: @unchecked Sendable ASAuthorizationAppleIDRequest",
        "Macros/Sources/AuthenticationServices/AppleIDState.swift: @unchecked Sendable AppleIDState",
        "Macros/Sources/BackgroundTasks/BGTask.swift: @unchecked Sendable BGAppRefreshTask",
        "Macros/Sources/BackgroundTasks/BGTask.swift: @unchecked Sendable BGProcessingTask",
        "Macros/Sources/BackgroundTasks/BGTask.swift: @unchecked Sendable BGTask",
        "Macros/Sources/BackgroundTasks/BGTaskRequest.swift: @unchecked Sendable BGAppRefreshTaskRequest",
        "Macros/Sources/BackgroundTasks/BGTaskRequest.swift: @unchecked Sendable BGProcessingTaskRequest",
        "Macros/Sources/BackgroundTasks/BGTaskRequest.swift: @unchecked Sendable BGTaskRequest",
        "Macros/Sources/BackgroundTasks/BackgroundTaskState.swift: @unchecked Sendable BackgroundTaskState",
        "Macros/Sources/CoreLocation/LocationState.swift: @unchecked Sendable LocationState",
        "Macros/Sources/DeviceCheck/DeviceCheckState.swift: @unchecked Sendable DeviceCheckState",
        "Macros/Sources/PhotosUI/PhotoLibraryState.swift: @unchecked Sendable PhotoLibraryState",
        "Macros/Sources/Security/KeychainState.swift: @unchecked Sendable KeychainState",
        "Macros/Sources/Speech/SpeechState.swift: @unchecked Sendable SpeechState",
        "Macros/Sources/StoreKit/AppStoreState.swift: @unchecked Sendable AppStoreState",
        "Macros/Sources/WatchConnectivity/WCSession.swift: @unchecked Sendable WCSessionUserInfoTransfer",
        "Macros/Sources/WatchConnectivity/WatchState.swift: @unchecked Sendable WatchState",
        "Macros/Sources/SwiftData/Concurrency/ModelExecutor.swift: @unchecked Sendable DefaultSerialModelExecutor",
        "Macros/Sources/SwiftData/Context/ModelContainer.swift: @unchecked Sendable ModelContainer",
        "Macros/Sources/SwiftData/Context/ModelContext+Save.swift: @unchecked Sendable SaveNotice",
        "Macros/Sources/SwiftData/Context/ModelContext.swift: @unchecked Sendable UncheckedContext",
        "Macros/Sources/SwiftData/Schema/EntityInfo.swift: @unchecked Sendable EntityInfo",
        "Macros/Sources/SwiftData/Schema/Schema.swift: @unchecked Sendable Attribute",
        "Macros/Sources/SwiftData/Schema/Schema.swift: @unchecked Sendable Entity",
        "Macros/Sources/SwiftData/Schema/Schema.swift: @unchecked Sendable Relationship",
        "Macros/Sources/SwiftData/Schema/Schema.swift: @unchecked Sendable Schema",
        "Macros/Sources/SwiftData/Store/Store.swift: @unchecked Sendable Store",
        "Macros/Sources/UniformTypeIdentifiers/TypeRegistry.swift: @unchecked Sendable TypeRegistry",
        "Sources/ViewEngine/PlatformTypes/Foundation/Predicates/NSPredicate+Format.swift: @unchecked Sendable FormatPredicate",
        "Sources/ViewEngine/PlatformTypes/Foundation/Predicates/NSPredicate+Format.swift: @unchecked Sendable Formats",
        "Sources/ViewEngine/PlatformTypes/Foundation/Predicates/NSPredicate+Format.swift: @unchecked Sendable Sink",
        "Sources/ViewEngine/PlatformTypes/Foundation/URLSession+Async.swift: @unchecked Sendable StartedTask",
        "Sources/ViewEngine/PlatformTypes/Foundation/NSSortDescriptor+Key.swift: @unchecked Sendable SortDescriptorKeys",
        "Sources/XCUIAutomation/ElementLocator.swift: @unchecked Sendable QueryPredicate",
        "Sources/Combine/Concurrency/AsyncPublisher.swift: @unchecked Sendable AsyncSubscriber",
        "Sources/Combine/Concurrency/AsyncPublisher.swift: @unchecked Sendable _BufferedValues",
        "Sources/Combine/Core/AnyCancellable.swift: @unchecked Sendable AnyCancellable",
        "Sources/Combine/Core/CombineIdentifier.swift: @unchecked Sendable IdentifierCounter",
        "Sources/Combine/Core/Lock.swift: @unchecked Sendable Lock",
        "Sources/Combine/Core/RecursiveLock.swift: @unchecked Sendable RecursiveLock",
        "Sources/Combine/Core/UncheckedSendable.swift: @unchecked Sendable UncheckedSendable",
        "Sources/Combine/ObservableObject/ObservableObject.swift: @unchecked Sendable DefaultPublishers",
        "Sources/Combine/ObservableObject/ObservableObjectPublisher.swift: @unchecked Sendable ObservableObjectPublisher",
        "Sources/Combine/ObservableObject/Published.swift: @unchecked Sendable PublishedStorage",
        "Sources/Combine/ObservableObject/PublishedWrite.swift: @unchecked Sendable StoreActions",
        "Sources/Combine/Operators/Filter.swift: @exclusivity(unchecked) previous",
        "Sources/Combine/Operators/HandleEvents.swift: @unchecked Sendable PrintLog",
        "Sources/Combine/Operators/Internals/SchedulerContext.swift: @unchecked Sendable OnceBox",
        "Sources/Combine/Publishers/ConnectablePublisher.swift: @unchecked Sendable Autoconnect",
        "Sources/Combine/Publishers/ConnectablePublisher.swift: @unchecked Sendable Multicast",
        "Sources/Combine/Publishers/ConnectablePublisher.swift: @unchecked Sendable Share",
        "Sources/Combine/Publishers/DataTaskPublisher.swift: @unchecked Sendable DataTaskPublisher",
        "Sources/Combine/Publishers/Future.swift: @unchecked Sendable Future",
        "Sources/Combine/Publishers/NotificationCenterPublisher.swift: @unchecked Sendable NotificationSubscription",
        "Sources/Combine/Publishers/NotificationCenterPublisher.swift: @unchecked Sendable Publisher",
        "Sources/Combine/Publishers/TimerPublisher.swift: @unchecked Sendable TimerPublisher",
        "Sources/Combine/Schedulers/HostTime.swift: @unchecked Sendable RepeatingAction",
        "Sources/Combine/Subjects/CurrentValueSubject.swift: @unchecked Sendable CurrentValueSubject",
        "Sources/Combine/Subjects/PassthroughSubject.swift: @unchecked Sendable PassthroughSubject",
        "Sources/Combine/Subjects/SubjectCore.swift: @exclusivity(unchecked) completion",
        "Sources/Combine/Subjects/SubjectCore.swift: @exclusivity(unchecked) conduits",
        "Sources/Combine/Subjects/SubjectCore.swift: @exclusivity(unchecked) core",
        "Sources/Combine/Subjects/SubjectCore.swift: @exclusivity(unchecked) current",
        "Sources/Combine/Subjects/SubjectCore.swift: @exclusivity(unchecked) demand",
        "Sources/Combine/Subjects/SubjectCore.swift: @exclusivity(unchecked) isActive",
        "Sources/Combine/Subjects/SubjectCore.swift: @exclusivity(unchecked) owesCurrent",
        "Sources/Combine/Subjects/SubjectCore.swift: @exclusivity(unchecked) receiveCompletion",
        "Sources/Combine/Subjects/SubjectCore.swift: @exclusivity(unchecked) receiveValue",
        "Sources/Combine/Subjects/SubjectCore.swift: @unchecked Sendable SubjectCore",
        "Sources/OSLog/OSLogStore.swift: @unchecked Sendable OSLogEntry",
        "Sources/OSLog/OSLogStore.swift: @unchecked Sendable OSLogEntryLog",
        "Sources/OSLog/OSLogStore.swift: @unchecked Sendable OSLogPosition",
        "Sources/OSLog/OSLogStore.swift: @unchecked Sendable OSLogStore",
        "Sources/UserNotifications/UNAuthorization.swift: @unchecked Sendable UNNotificationSettings",
        "Sources/UserNotifications/UNNotificationContent.swift: @unchecked Sendable UNMutableNotificationContent",
        "Sources/UserNotifications/UNNotificationContent.swift: @unchecked Sendable UNNotificationContent",
        "Sources/UserNotifications/UNNotificationContent.swift: @unchecked Sendable UNNotificationSound",
        "Sources/UserNotifications/UNNotificationRequest.swift: @unchecked Sendable UNNotification",
        "Sources/UserNotifications/UNNotificationRequest.swift: @unchecked Sendable UNNotificationRequest",
        "Sources/UserNotifications/UNNotificationRequest.swift: @unchecked Sendable UNNotificationResponse",
        "Sources/UserNotifications/UNNotificationTrigger.swift: @unchecked Sendable UNCalendarNotificationTrigger",
        "Sources/UserNotifications/UNNotificationTrigger.swift: @unchecked Sendable UNNotificationTrigger",
        "Sources/UserNotifications/UNNotificationTrigger.swift: @unchecked Sendable UNTimeIntervalNotificationTrigger",
        "Sources/UserNotifications/UNUserNotificationCenter.swift: @unchecked Sendable UNUserNotificationCenter",
        "Sources/ViewEngine/Animation/Transaction.swift: @unchecked Sendable AnimationCompletion",
        "Sources/ViewEngine/AppKit/NSColor.swift: @unchecked Sendable NSColor",
        "Sources/ViewEngine/AppKit/NSImage.swift: @unchecked Sendable NSImage",
        "Sources/ViewEngine/AppKit/NSPasteboard.swift: @unchecked Sendable NSPasteboard",
        "Sources/ViewEngine/Containers/ContainerNode.swift: @exclusivity(unchecked) child",
        "Sources/ViewEngine/Containers/ContainerNode.swift: @exclusivity(unchecked) layoutCache",
        "Sources/ViewEngine/Containers/ContainerNode.swift: @exclusivity(unchecked) title",
        "Sources/ViewEngine/Containers/CustomLayout/LayoutContainerNode.swift: @exclusivity(unchecked) layoutCache",
        "Sources/ViewEngine/Containers/ForEach.swift: @exclusivity(unchecked) children",
        "Sources/ViewEngine/Containers/ForEach.swift: @exclusivity(unchecked) hasDuplicateIDs",
        "Sources/ViewEngine/Containers/ForEach.swift: @exclusivity(unchecked) ids",
        "Sources/ViewEngine/Containers/List.swift: @exclusivity(unchecked) layoutCache",
        "Sources/ViewEngine/Containers/ListEditing/EditMode.swift: @unchecked Sendable EditModeStore",
        "Sources/ViewEngine/Containers/ScrollView.swift: @exclusivity(unchecked) layoutCache",
        "Sources/ViewEngine/Controls/ControlNode.swift: @exclusivity(unchecked) layoutCache",
        "Sources/ViewEngine/Controls/TextField+Surface.swift: @unchecked Sendable EditDraft",
        "Sources/ViewEngine/DataFlow/Environment/OpenURLAction.swift: @unchecked Sendable SystemURLOpener",
        "Sources/ViewEngine/DataFlow/Environment/WindowRequests.swift: @unchecked Sendable WindowRequests",
        "Sources/ViewEngine/DataFlow/Focus/FocusState.swift: @unchecked Sendable FocusStorage",
        "Sources/ViewEngine/Display/LabelDefaultBody.swift: @exclusivity(unchecked) layoutCache",
        "Sources/ViewEngine/Display/LabeledContentNode.swift: @exclusivity(unchecked) layoutCache",
        "Sources/ViewEngine/Display/MeterBody.swift: @exclusivity(unchecked) layoutCache",
        "Sources/ViewEngine/Drawing/Canvas.swift: @exclusivity(unchecked) layoutCache",
        "Sources/ViewEngine/Layout/GeometryReader.swift: @exclusivity(unchecked) layoutCache",
        "Sources/ViewEngine/Layout/ModifierLayout.swift: @exclusivity(unchecked) layoutCache",
        "Sources/ViewEngine/Layout/OnGeometryChange.swift: unowned(unsafe) self",
        "Sources/ViewEngine/Lifecycle/OnChangeModifier.swift: @exclusivity(unchecked) budget",
        "Sources/ViewEngine/Lifecycle/OnChangeModifier.swift: @exclusivity(unchecked) pending",
        "Sources/ViewEngine/Lifecycle/OnChangeModifier.swift: @exclusivity(unchecked) firingState",
        "Sources/ViewEngine/Lifecycle/OnChangeModifier.swift: unowned(unsafe) self",
        "Sources/ViewEngine/Lifecycle/ReceiveModifier.swift: @unchecked Sendable Handed",
        "Sources/ViewEngine/Lifecycle/ReceiveModifier.swift: @unchecked Sendable ReceiveDelivery",
        "Sources/ViewEngine/PlatformTypes/Foundation/DateComponentsFormatter.swift: @unchecked Sendable DateComponentsFormatter",
        "Sources/ViewEngine/PlatformTypes/Foundation/URLSession+Async.swift: @unchecked Sendable _ByteStreamer",
        "Sources/ViewEngine/PlatformTypes/Foundation/ListFormatter.swift: @unchecked Sendable ListFormatter",
        "Sources/ViewEngine/PlatformTypes/Foundation/PersonNameComponentsFormatter.swift: @unchecked Sendable PersonNameComponentsFormatter",
        "Sources/ViewEngine/PlatformTypes/Foundation/NSItemProvider.swift: @unchecked Sendable Answer",
        "Sources/ViewEngine/PlatformTypes/Foundation/NSItemProvider.swift: @unchecked Sendable NSItemProvider",
        "Sources/ViewEngine/PlatformTypes/Foundation/RelativeDateTimeFormatter.swift: @unchecked Sendable RelativeDateTimeFormatter",
        "Sources/ViewEngine/PlatformTypes/Foundation/DispatchQueueLabel.swift: @unchecked Sendable DispatchQueueLabels",
        "Sources/ViewEngine/PlatformTypes/Foundation/ValueTransformer.swift: @unchecked Sendable ValueTransformer",
        "Sources/ViewEngine/Localization/StringCatalogLibrary.swift: @unchecked Sendable OnceSetFlag",
        "Sources/ViewEngine/Assets/EmbeddedImage.swift: @unchecked Sendable EmbeddedImageCache",
        "Macros/Sources/WidgetKit/TimelineInbox.swift: @unchecked Sendable TimelineInbox",
        "Macros/Sources/WidgetKit/ControlValueProvider.swift: @unchecked Sendable ControlProviderCall",
        "Macros/Sources/WidgetKit/TimelineSource.swift: @unchecked Sendable ProviderCall",
        "Macros/Sources/WidgetKit/WidgetCenterState.swift: @unchecked Sendable WidgetCenterState",
        "Sources/ViewEngine/Styling/Decoration.swift: @exclusivity(unchecked) layoutCache",
        "Sources/ViewEngine/UIKit/HostSystem.swift: @unchecked Sendable HostSystem",
        "Sources/ViewEngine/UIKit/UIImage.swift: @unchecked Sendable Configuration",
        "Sources/ViewEngine/UIKit/UIImage.swift: @unchecked Sendable SymbolConfiguration",
        "Sources/ViewEngine/UIKit/UIColor.swift: @unchecked Sendable UIColor",
        "Sources/ViewEngine/UIKit/UIImage.swift: @unchecked Sendable UIImage",
        "Sources/ViewEngine/UIKit/UIPasteboard.swift: @unchecked Sendable UIPasteboard",
        "Sources/ViewEngineCore/Graph/BodyEvaluation.swift: @unchecked Sendable ObservationToken",
        "Sources/ViewEngineCore/Graph/BodyNode.swift: @exclusivity(unchecked) _child",
        "Sources/ViewEngineCore/Graph/BodyNode.swift: @exclusivity(unchecked) _view",
        "Sources/ViewEngineCore/Graph/ConditionalNode.swift: @exclusivity(unchecked) _branch",
        "Sources/ViewEngineCore/Graph/ConditionalNode.swift: @exclusivity(unchecked) isTrueBranch",
        "Sources/ViewEngineCore/Graph/CustomModifierNode.swift: @exclusivity(unchecked) _child",
        "Sources/ViewEngineCore/Graph/CustomModifierNode.swift: @exclusivity(unchecked) _modifier",
        "Sources/ViewEngineCore/Graph/CustomModifierNode.swift: @exclusivity(unchecked) appliedGeneration",
        "Sources/ViewEngineCore/Graph/CustomModifierNode.swift: @exclusivity(unchecked) child",
        "Sources/ViewEngineCore/Graph/CustomModifierNode.swift: @exclusivity(unchecked) contentGeneration",
        "Sources/ViewEngineCore/Graph/CustomModifierNode.swift: @exclusivity(unchecked) contentView",
        "Sources/ViewEngineCore/Graph/CustomModifierNode.swift: @exclusivity(unchecked) placeholders",
        "Sources/ViewEngineCore/Graph/CustomModifierNode.swift: @exclusivity(unchecked) placeholdersRefreshed",
        "Sources/ViewEngineCore/Graph/CustomModifierNode.swift: @exclusivity(unchecked) source",
        "Sources/ViewEngineCore/Graph/CustomModifierNode.swift: @unchecked Sendable ModifierContentLink",
        "Sources/ViewEngineCore/Graph/CustomModifierNode.swift: unowned(unsafe) source",
        "Sources/ViewEngineCore/Graph/GraphLink.swift: @unchecked Sendable GraphLink",
        "Sources/ViewEngineCore/Graph/GraphLink.swift: unowned(unsafe) graph",
        "Sources/ViewEngineCore/Graph/HandOvers.swift: @unchecked Sendable HandOvers",
        "Sources/ViewEngineCore/Graph/LeafNode.swift: @exclusivity(unchecked) _view",
        "Sources/ViewEngineCore/Graph/LeafNode.swift: @exclusivity(unchecked) layoutCache",
        "Sources/ViewEngineCore/Graph/ModifierNode.swift: @exclusivity(unchecked) _content",
        "Sources/ViewEngineCore/Graph/ModifierNode.swift: @exclusivity(unchecked) _modifier",
        "Sources/ViewEngineCore/Graph/Node.swift: @exclusivity(unchecked) _epoch",
        "Sources/ViewEngineCore/Graph/Node.swift: @exclusivity(unchecked) _isDirty",
        "Sources/ViewEngineCore/Graph/Node.swift: @exclusivity(unchecked) _isMounted",
        "Sources/ViewEngineCore/Graph/Node.swift: @exclusivity(unchecked) _isVisible",
        "Sources/ViewEngineCore/Graph/Node.swift: unowned(unsafe) parent",
        "Sources/ViewEngineCore/Graph/OptionalNode.swift: @exclusivity(unchecked) _child",
        "Sources/ViewEngineCore/Graph/Registry/ControlKind.swift: @exclusivity(unchecked) literals",
        "Sources/ViewEngineCore/Graph/Registry/ControlKind.swift: @unchecked Sendable KindNames",
        "Sources/ViewEngineCore/Graph/Reporting/SourceLocation.swift: @unchecked Sendable SourceLocation",
        "Sources/ViewEngineCore/Graph/Storage/AppStorageStore.swift: @unchecked Sendable AppStorageStore",
        "Sources/ViewEngineCore/Graph/Storage/EnvironmentBox.swift: unowned(unsafe) graph",
        "Sources/ViewEngineCore/Graph/Storage/ObjectSubscription.swift: @unchecked Sendable ObjectWillChangeObserver",
        "Sources/ViewEngineCore/Graph/Storage/ObjectSubscription.swift: unowned(unsafe) node",
        "Sources/ViewEngineCore/Graph/Storage/StateBox.swift: @exclusivity(unchecked) _value",
        "Sources/ViewEngineCore/Graph/Storage/StateBox.swift: @unchecked Sendable Shared",
        "Sources/ViewEngineCore/Graph/Storage/StateBox.swift: @unchecked Sendable StateBox",
        "Sources/ViewEngineCore/Graph/Storage/TrackedState.swift: @exclusivity(unchecked) _readers",
        "Sources/ViewEngineCore/Graph/Storage/TrackedState.swift: @exclusivity(unchecked) ownerReference",
        "Sources/ViewEngineCore/Graph/Storage/TrackedState.swift: @unchecked Sendable TrackedState",
        "Sources/ViewEngineCore/Graph/TupleNode.swift: @exclusivity(unchecked) _children",
        "Sources/ViewEngineCore/Graph/TypePlan.swift: @unchecked Sendable TypePlan",
        "Sources/ViewEngineCore/Graph/ViewGraph.swift: @exclusivity(unchecked) _explain",
        "Sources/ViewEngineCore/Graph/ViewGraph.swift: @exclusivity(unchecked) _frameID",
        "Sources/ViewEngineCore/Graph/ViewGraph.swift: @exclusivity(unchecked) _frameKind",
        "Sources/ViewEngineCore/Graph/ViewGraph.swift: @exclusivity(unchecked) _isInFrame",
        "Sources/ViewEngineCore/Graph/ViewGraph.swift: @exclusivity(unchecked) _performsLayout",
        "Sources/ViewEngineCore/Graph/ViewGraph.swift: @exclusivity(unchecked) _progress",
        "Sources/ViewEngineCore/Graph/ViewGraph.swift: @exclusivity(unchecked) actions",
        "Sources/ViewEngineCore/Graph/ViewGraph.swift: @exclusivity(unchecked) dirty",
        "Sources/ViewEngineCore/Graph/ViewGraph.swift: @exclusivity(unchecked) layoutPass",
        "Sources/ViewEngineCore/Graph/ViewGraph.swift: @exclusivity(unchecked) stackFloor",
        "Sources/VirtualTime/VirtualClock.swift: @unchecked Sendable ScheduledAction",
        "Sources/VirtualTime/VirtualClock.swift: @unchecked Sendable VirtualClock",
        "Sources/VirtualTime/WakeupGate.swift: @unchecked Sendable WakeupGate",
        "Sources/VirtualTime/WakeupQueue.swift: @unchecked Sendable WakeupQueue",
        "Sources/os/LogStore.swift: @unchecked Sendable LogStore",
        "Sources/os/LogStore.swift: @unchecked Sendable WeakClock",
        "Tools/Preview/Agent/AgentIO.swift: @unchecked Sendable ConsoleCapture",
        "Tools/Preview/Sources/PreviewServer/AgentProcess.swift: @unchecked Sendable TextTail",
        "Tools/Preview/Sources/PreviewServer/BuildProgressReader.swift: @unchecked Sendable BuildProgressReader",
        "Tools/ProcessRunner/Sources/ProcessRunner/OnceValue.swift: @unchecked Sendable OnceValue",
        // nonisolated(unsafe): a global, a static or a captured value the compiler cannot
        // prove safe to share, kept without a lock or an actor for the reason its comment gives.
        "Compat/Migrate/Fixtures/Transcript/Transcript.swift: nonisolated(unsafe) lines",
        "Compat/Migrate/Sources/CompatCheck/ErrorAttribution.swift: nonisolated(unsafe) noTypeInModule",
        "Compat/Migrate/Sources/CompatCheck/ErrorShapes.swift: nonisolated(unsafe) quoted",
        "Compat/Migrate/Sources/CompatCheck/ErrorShapes.swift: nonisolated(unsafe) rules",
        "Compat/Migrate/Sources/CompatCheck/FrameworkNames.swift: nonisolated(unsafe) appKitName",
        "Compat/Migrate/Sources/CompatCheck/ProjectLoader.swift: nonisolated(unsafe) testFolder",
        "Examples/Lab/Scenarios/UnderstandingOnChange/NonStateDemo.swift: nonisolated(unsafe) share",
        "Macros/Sources/CoreData/FetchRequest.swift: nonisolated(unsafe) unset",
        "Macros/Sources/CoreData/NSPersistentContainer.swift: nonisolated(unsafe) latest",
        "Macros/Sources/CoreData/NSPersistentContainer.swift: nonisolated(unsafe) searchDirectories",
        "Macros/Sources/FrameworkSupport/Later.swift: nonisolated(unsafe) work",
        "Macros/Sources/SwiftData/Context/ModelContainer.swift: nonisolated(unsafe) main",
        "Macros/Sources/SwiftData/SwiftUI/EnvironmentValues+ModelContext.swift: nonisolated(unsafe) unset",
        "Sources/UserNotifications/UNUserNotificationCenter.swift: nonisolated(unsafe) work",
        "Sources/UserNotifications/UNUserNotificationCenterDelegate.swift: nonisolated(unsafe) delegate",
        "Sources/UserNotifications/UNUserNotificationCenterDelegate.swift: nonisolated(unsafe) delegate",
        "Sources/UserNotifications/UNUserNotificationCenterDelegate.swift: nonisolated(unsafe) handler",
        "Sources/UserNotifications/UNUserNotificationCenterDelegate.swift: nonisolated(unsafe) handler",
        "Sources/ViewEngine/Containers/CustomLayout/LayoutSubviews.swift: nonisolated(unsafe) value",
        "Sources/ViewEngine/DataFlow/Focus/FocusState.swift: nonisolated(unsafe) written",
        "Sources/ViewEngine/PlatformTypes/Foundation/ValueTransformer.swift: nonisolated(unsafe) registry",
        "Sources/ViewEngine/UIKit/HostSystem.swift: nonisolated(unsafe) byClock",
        "Sources/ViewEngineCore/Graph/CustomModifierNode.swift: nonisolated(unsafe) contentGeneration",
        "Sources/ViewEngineCore/Graph/CustomModifierNode.swift: nonisolated(unsafe) source",
        "Sources/ViewEngineCore/Graph/GraphLink.swift: nonisolated(unsafe) graph",
        "Sources/ViewEngineCore/Graph/StackGuard.swift: nonisolated(unsafe) probeSize",
        "Sources/ViewEngineCore/Graph/Storage/StateBox.swift: nonisolated(unsafe) value",
        "Sources/XCUITestDiscovery/XCUITestCase.swift: nonisolated(unsafe) made",
        "Sources/XCUITestDiscovery/XCUITestCase.swift: nonisolated(unsafe) value",
    ]

    /// One use of a construct.
    struct Use: Equatable {
        var entry: String
        var line: Int
        var statesInvariant: Bool
    }

    /// Whether `line` holds nothing but attributes or a compiler directive (`#if !DEBUG`).
    static func isAttributesOnly(_ line: Substring) -> Bool {
        let code = line.trimmingCharacters(in: .whitespaces)
        if code.hasPrefix("#if") || code.hasPrefix("#endif") { return true }
        guard code.hasPrefix("@") else { return false }
        return code.replacing(/@\w+(\([^)]*\))?/, with: "").trimmingCharacters(in: .whitespaces).isEmpty
    }

    /// The uses of the constructs in `text`, the file at `path`.
    static func uses(in text: String, path: String) -> [Use] {
        guard constructs.contains(where: text.contains) else { return [] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var found: [Use] = []
        for (index, line) in lines.enumerated() {
            let code = line.trimmingCharacters(in: .whitespaces)
            guard !code.hasPrefix("//") else { continue }
            for construct in constructs where code.contains(construct) {
                // What it applies to: a captured value, or the declaration on this line or
                // the next ones (past a `#endif` and attributes).
                var name = "?"
                var declaration = index
                if construct.hasPrefix("unowned"), code.contains("["), code.contains(" in"),
                   let capture = code.firstMatch(of: /unowned\(unsafe\)\s+(\w+)/) {
                    name = String(capture.1)
                } else {
                    for candidate in index..<min(lines.count, index + 4) {
                        let text = lines[candidate].trimmingCharacters(in: .whitespaces)
                        guard !text.hasPrefix("#") else { continue }
                        let bare = String(text.split(separator: "//", maxSplits: 1).first ?? "")
                            .replacingOccurrences(of: construct, with: "")
                            .replacing(/@\w+(\([^)]*\))?/, with: "")
                        if let match = bare.firstMatch(of: /\b(?:class|struct|enum|actor|extension|var|let|func|init)\b\s*([A-Za-z_][\w.]*)?/) {
                            name = match.1.map(String.init) ?? "?"
                            declaration = candidate
                            break
                        }
                    }
                }
                // Its invariant: the comment above its attributes, or at the end of its
                // declaration's line.
                var top = index
                while top > 0, isAttributesOnly(lines[top - 1]) { top -= 1 }
                var comment: [Substring] = []
                var above = top - 1
                while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                    comment.append(lines[above])
                    above -= 1
                }
                let parts = lines[declaration].split(separator: "//", maxSplits: 1)
                if parts.count == 2 { comment.append(parts[1]) }
                let states = comment.contains { $0.range(of: "invariant", options: .caseInsensitive) != nil }
                found.append(Use(entry: "\(path): \(construct) \(name)", line: index + 1, statesInvariant: states))
            }
        }
        return found
    }

    /// Every use in the sources, by path from the root.
    static func sourceUses() -> [Use] {
        let manager = FileManager.default
        var found: [Use] = []
        for folder in folders {
            guard let walker = manager.enumerator(at: root.appending(path: folder), includingPropertiesForKeys: [.isDirectoryKey],
                                                  options: [.skipsHiddenFiles]) else { continue }
            for case let url as URL in walker {
                if (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
                    if url.lastPathComponent == "Tests" || url.lastPathComponent.hasPrefix(".build") { walker.skipDescendants() }
                    continue
                }
                let path = String(url.path.dropFirst(root.path.count + 1))
                guard url.pathExtension == "swift", !path.contains("/Graph/Unsafe/"),
                      (try? url.resourceValues(forKeys: [.fileSizeKey]))?.fileSize != 0,
                      let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                found += uses(in: text, path: path)
            }
        }
        return found
    }

    @Test func everyEscapeHatchIsListed() {
        let found = Self.sourceUses().map(\.entry).sorted()
        let listed = Self.listed.sorted()
        let new = found.filter { entry in found.count(where: { $0 == entry }) > listed.count(where: { $0 == entry }) }
        let gone = listed.filter { entry in listed.count(where: { $0 == entry }) > found.count(where: { $0 == entry }) }
        #expect(new == [], "not listed: list it here, with its invariant beside it")
        #expect(gone == [], "listed but not found: take it off the list")
        #expect(found.count > 100, "the sources were not found under \(Self.root.path)")
    }

    @Test func everyEscapeHatchStatesItsInvariant() {
        let silent = Self.sourceUses().filter { !$0.statesInvariant }.map { "\($0.entry) (line \($0.line))" }
        #expect(silent == [], "say, in a comment beside it starting \"Invariant\", why it is safe")
    }

    /// The checks find a use, its name and its invariant, and one without an invariant.
    @Test func theChecksFindUsesNamesAndInvariants() {
        let text = """
            /// A box.
            ///
            /// Invariant (`@unchecked Sendable`): `value` is read and written only under `lock`.
            final class Box: @unchecked Sendable {
                /// The node.
            #if !DEBUG
                @exclusivity(unchecked)
            #endif
                @usableFromInline final var _node: Int = 0
                unowned(unsafe) let parent: Node?  // Invariant: the parent outlives its children.
                func run() { queue.enqueue { [unowned(unsafe) self] in self.go() } }
                // Invariant: read and written under `lock`.
                nonisolated(unsafe) private static var registry: [String: Int] = [:]
                func hand(_ work: @escaping () -> Void) {
                    nonisolated(unsafe) let work = work
                    Task { @MainActor in work() }
                }
            }
            // final class Quiet: @unchecked Sendable {}
            """
        let uses = Self.uses(in: text, path: "Sources/X.swift")
        #expect(uses == [
            Use(entry: "Sources/X.swift: @unchecked Sendable Box", line: 4, statesInvariant: true),
            Use(entry: "Sources/X.swift: @exclusivity(unchecked) _node", line: 7, statesInvariant: false),
            Use(entry: "Sources/X.swift: unowned(unsafe) parent", line: 10, statesInvariant: true),
            Use(entry: "Sources/X.swift: unowned(unsafe) self", line: 11, statesInvariant: false),
            Use(entry: "Sources/X.swift: nonisolated(unsafe) registry", line: 13, statesInvariant: true),
            Use(entry: "Sources/X.swift: nonisolated(unsafe) work", line: 15, statesInvariant: false),
        ])
    }
}
