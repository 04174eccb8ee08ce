// EventKit: the person's calendars and reminders on a headless host.
//
// The model. Each host is one device with one calendar database, shared by every
// `EKEventStore` the app makes in it (as every store on a device reads the same database)
// and by no other host. The database starts with one local source, "Default", holding a
// calendar for events ("Calendar") and a list for reminders ("Reminders"): the defaults for
// new items. The app's access is `.notDetermined` for events and for reminders until it
// asks; the request then answers what the test set (`host.eventKit.accessAnswer`,
// `.fullAccess` by default, as a simulator where the person granted it), later, when the
// host settles. Without access a store reads nothing (no calendars, no items) and a save
// fails with `EKError.Code.eventStoreNotAuthorized`, as Apple's does.
//
// Items are objects over the database's records: a fetch makes new objects from what was
// committed, a change to an object stays in it until `save(_:commit:)` commits it (or
// `commit()` after saves that did not), and each commit posts `.EKEventStoreChanged`.
// Recurrence rules are kept on their items; occurrences are not expanded (a recurring
// event is found by its first occurrence only).
//
// EventKit brings Foundation's names and Core Graphics' (`EKCalendar.cgColor`), as Apple's
// does.
@_exported import Foundation
#if canImport(Darwin)
@_exported import EngineCoreGraphics
#else
@_exported import CoreGraphics
#endif
