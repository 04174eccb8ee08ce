import Foundation
import VirtualTime

/// The calendar database of one host (one device): its sources, calendars and committed
/// items, the app's access to events and to reminders, and the person's answer when the app
/// asks. Kept by the host's clock (`VirtualClock.service(_:)`), so each test's host starts
/// with the default database and two hosts never share items; outside any host a
/// process-wide one stands in.
///
/// Invariant (`@unchecked Sendable`): every stored `var` is read and written only under
/// `lock`. The stores it keeps weakly are only handed to the main actor's delivery of the
/// change notification, where the app made them.
final class EventKitState: @unchecked Sendable {
    private let lock = NSLock()
    private var access: [EKEntityType: EKAuthorizationStatus] = [.event: .notDetermined, .reminder: .notDetermined]
    private var answers: [EKEntityType: EKAuthorizationStatus] = [.event: .fullAccess, .reminder: .fullAccess]
    private var sourceRecords: [SourceRecord]
    private var calendarRecords: [CalendarRecord]
    private var itemRecords: [ItemRecord] = []
    private var defaults: [EKEntityType: String]
    private var log: [String] = []
    private var openStores: [WeakStore] = []

    /// A store of this host, while the app keeps it.
    private struct WeakStore {
        weak var store: EKEventStore?
    }

    private static let processWide = EventKitState()

    /// A source as the database keeps it.
    struct SourceRecord: Equatable {
        var identifier: String
        var title: String
        var type: EKSourceType
    }

    /// A calendar as the database keeps it.
    struct CalendarRecord {
        var identifier: String
        var title: String
        var type: EKCalendarType
        var sourceIdentifier: String?
        var allowed: EKEntityMask
        var color: CGColor
        var isImmutable: Bool
    }

    /// An event or a reminder as the database keeps it.
    struct ItemRecord {
        var identifier: String
        var kind: EKEntityType
        var calendarIdentifier: String?
        var title: String?
        var notes: String?
        var url: URL?
        var location: String?
        var creationDate: Date?
        var lastModifiedDate: Date?
        var timeZone: TimeZone?
        var alarms: [EKAlarm.Values] = []
        var recurrenceRules: [EKRecurrenceRule.Values] = []
        // Events.
        var startDate: Date?
        var endDate: Date?
        var isAllDay = false
        var availability = EKEventAvailability.busy
        // Reminders.
        var startDateComponents: DateComponents?
        var dueDateComponents: DateComponents?
        var isCompleted = false
        var completionDate: Date?
        var priority = 0
    }

    init() {
        let source = SourceRecord(identifier: Self.identifier(), title: "Default", type: .local)
        let events = CalendarRecord(identifier: Self.identifier(), title: "Calendar", type: .local, sourceIdentifier: source.identifier,
                                    allowed: .event, color: CGColor(red: 0.2, green: 0.6, blue: 0.86, alpha: 1), isImmutable: false)
        let reminders = CalendarRecord(identifier: Self.identifier(), title: "Reminders", type: .local, sourceIdentifier: source.identifier,
                                       allowed: .reminder, color: CGColor(red: 1, green: 0.58, blue: 0, alpha: 1), isImmutable: false)
        sourceRecords = [source]
        calendarRecords = [events, reminders]
        defaults = [.event: events.identifier, .reminder: reminders.identifier]
    }

    /// The current host's database, or the process's outside any host.
    static var current: EventKitState { of(VirtualClock.current) }

    /// The database of the host whose clock is `clock`, or the process's for `nil`.
    static func of(_ clock: VirtualClock?) -> EventKitState {
        clock?.service { _ in EventKitState() } ?? processWide
    }

    /// A new identifier, as EventKit's: a UUID's text.
    static func identifier() -> String { UUID().uuidString }

    /// The host's time: the virtual clock's date in a host.
    static var now: Date { VirtualClock.current?.date ?? Date() }

    // MARK: Access

    func status(for type: EKEntityType) -> EKAuthorizationStatus { lock.withLock { access[type] ?? .notDetermined } }

    func setStatus(_ status: EKAuthorizationStatus, for type: EKEntityType) { lock.withLock { access[type] = status } }

    func answer(for type: EKEntityType) -> EKAuthorizationStatus { lock.withLock { answers[type] ?? .fullAccess } }

    func setAnswer(_ status: EKAuthorizationStatus, for type: EKEntityType) { lock.withLock { answers[type] = status } }

    /// The person answers the app's request for `type` the first time it asks (with
    /// `.writeOnly` when the app asked only to write and the person would grant more); the
    /// status after.
    func request(_ type: EKEntityType, writeOnly: Bool, call: String) -> EKAuthorizationStatus {
        lock.withLock {
            if access[type] == .notDetermined || access[type] == nil {
                let answer = answers[type] ?? .fullAccess
                access[type] = writeOnly && answer == .fullAccess ? .writeOnly : answer
            }
            let status = access[type] ?? .notDetermined
            log.append("\(call): \(status)")
            return status
        }
    }

    /// Whether the app may read items of `type`.
    func canRead(_ type: EKEntityType) -> Bool { status(for: type) == .fullAccess }

    /// Whether the app may write items of `type`.
    func canWrite(_ type: EKEntityType) -> Bool {
        let status = status(for: type)
        return status == .fullAccess || (type == .event && status == .writeOnly)
    }

    var events: [String] { lock.withLock { log } }

    func record(_ event: String) { lock.withLock { log.append(event) } }

    // MARK: Stores

    /// Keeps `store` (weakly) among the stores told of each commit.
    func open(_ store: EKEventStore) { lock.withLock { openStores.append(WeakStore(store: store)) } }

    /// The stores of this host the app still holds.
    var stores: [EKEventStore] {
        lock.withLock {
            openStores.removeAll { $0.store == nil }
            return openStores.compactMap(\.store)
        }
    }

    // MARK: Sources and calendars

    var sources: [SourceRecord] { lock.withLock { sourceRecords } }

    var calendars: [CalendarRecord] { lock.withLock { calendarRecords } }

    func calendar(_ identifier: String) -> CalendarRecord? {
        lock.withLock { calendarRecords.first { $0.identifier == identifier } }
    }

    func defaultCalendar(for type: EKEntityType) -> CalendarRecord? {
        lock.withLock {
            guard let identifier = defaults[type] else { return nil }
            return calendarRecords.first { $0.identifier == identifier }
        }
    }

    // MARK: Committing

    /// A change a store saved and has not committed yet.
    enum Change {
        case saveCalendar(CalendarRecord)
        case removeCalendar(String)
        case saveItem(ItemRecord)
        case removeItem(String)
    }

    /// Applies `changes` in order, as one commit.
    func commit(_ changes: [Change]) {
        lock.withLock {
            for change in changes {
                switch change {
                case .saveCalendar(let calendar):
                    if let index = calendarRecords.firstIndex(where: { $0.identifier == calendar.identifier }) {
                        calendarRecords[index] = calendar
                    } else {
                        calendarRecords.append(calendar)
                    }
                    log.append("saveCalendar \"\(calendar.title)\"")
                case .removeCalendar(let identifier):
                    let title = calendarRecords.first { $0.identifier == identifier }?.title ?? identifier
                    calendarRecords.removeAll { $0.identifier == identifier }
                    // A calendar's items go with it.
                    itemRecords.removeAll { $0.calendarIdentifier == identifier }
                    for (type, calendar) in defaults where calendar == identifier { defaults[type] = nil }
                    log.append("removeCalendar \"\(title)\"")
                case .saveItem(let item):
                    if let index = itemRecords.firstIndex(where: { $0.identifier == item.identifier }) {
                        itemRecords[index] = item
                    } else {
                        itemRecords.append(item)
                    }
                    log.append("save \(item.kind) \"\(item.title ?? "")\"")
                case .removeItem(let identifier):
                    if let index = itemRecords.firstIndex(where: { $0.identifier == identifier }) {
                        log.append("remove \(itemRecords[index].kind) \"\(itemRecords[index].title ?? "")\"")
                        itemRecords.remove(at: index)
                    }
                }
            }
        }
    }

    /// The committed items of `kind`, in the order they were first saved.
    func items(of kind: EKEntityType) -> [ItemRecord] { lock.withLock { itemRecords.filter { $0.kind == kind } } }

    func item(_ identifier: String) -> ItemRecord? { lock.withLock { itemRecords.first { $0.identifier == identifier } } }
}
