import Foundation
import Testing
import ViewEngine

// The drivers of lists, gestures and links: one line each over the `ViewHost` driver of
// the same name (see TestHost+Drivers.swift).

extension TestHost {
    /// Deletes the row that shows `row`, as swipe-to-delete does; a missing, ambiguous or
    /// undeletable row is an `Issue` at this call.
    ///
    /// ```swift
    /// host.delete("Banana")
    /// ```
    public func delete(_ row: String, sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { try $0.delete(row) }
    }

    /// Moves the row that shows `row` to `offset` (counted before the move), as a drag does.
    ///
    /// ```swift
    /// host.move("Apple", to: 3)
    /// ```
    public func move(_ row: String, to offset: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { try $0.move(row, to: offset) }
    }
}

extension TestHost {
    /// Drags the view that shows `title` by `translation`: four steps, one frame each,
    /// then the end.
    ///
    /// ```swift
    /// host.drag("Card", by: CGSize(width: 100, height: 0))
    /// ```
    public func drag(_ title: String, by translation: CGSize, sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { try $0.drag(title, by: translation) }
    }

    /// Pinches the view that shows `title` to `scale`.
    ///
    /// ```swift
    /// host.magnify("photo", by: 2)
    /// ```
    public func magnify(_ title: String, by scale: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { try $0.magnify(title, by: scale) }
    }

    /// Rotates the view that shows `title` by `angle`.
    ///
    /// ```swift
    /// host.rotate("Dial", by: .degrees(90))
    /// ```
    public func rotate(_ title: String, by angle: Angle, sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { try $0.rotate(title, by: angle) }
    }
}

extension TestHost {
    /// The URLs that reached the system, in order (`Link`, `openURL`).
    ///
    /// ```swift
    /// #expect(host.openedURLs == [termsURL])
    /// ```
    public var openedURLs: [URL] { host.openedURLs }

    /// Delivers `url` to the `onOpenURL` handlers on screen; none is an `Issue` at this call.
    ///
    /// ```swift
    /// host.open(URL(string: "myapp://item/42")!)
    /// ```
    public func open(_ url: URL, sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { try $0.open(url) }
    }

    /// Continues `activity` in the app: the `onContinueUserActivity` handlers of its type on
    /// screen run; none is an `Issue` at this call.
    ///
    /// ```swift
    /// host.continueUserActivity(NSUserActivity(activityType: "com.example.viewing"))
    /// ```
    public func continueUserActivity(_ activity: NSUserActivity, sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { try $0.continueUserActivity(activity) }
    }

    /// The activities the views on screen advertise with `userActivity`, one per type.
    ///
    /// ```swift
    /// #expect(host.advertisedUserActivities.map(\.activityType) == ["com.example.viewing"])
    /// ```
    public var advertisedUserActivities: [NSUserActivity] { host.advertisedUserActivities }
}

extension TestHost {
    /// Drags the item of the draggable view that shows `source` onto the drop destination
    /// that shows `destination`; returns whether the drop succeeded (`false` when the call
    /// failed, which is an `Issue` at this call).
    ///
    /// ```swift
    /// host.drop("Apple", on: "Basket")
    /// ```
    @discardableResult
    public func drop(_ source: String, on destination: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        drive(sourceLocation) { try $0.drop(source, on: destination) } ?? false
    }

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
    /// Issues the Copy command on the copyable view that shows `title`: its items go to the
    /// host's pasteboard (a failed call is an `Issue` at this call).
    ///
    /// ```swift
    /// host.copy("Fruits")
    /// ```
    public func copy(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { try $0.copy(title) }
    }

    /// Issues the Cut command on the cuttable view that shows `title`: its action runs and
    /// the items it returns go to the host's pasteboard.
    ///
    /// ```swift
    /// host.cut("Fruits")
    /// ```
    public func cut(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { try $0.cut(title) }
    }

    /// Issues the Paste command on the paste destination that shows `title`; returns
    /// whether anything was pasted (`false` when the call failed, which is an `Issue` at
    /// this call).
    ///
    /// ```swift
    /// host.paste(into: "Basket")
    /// ```
    @discardableResult
    public func paste(into title: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        drive(sourceLocation) { try $0.paste(into: title) } ?? false
    }

    /// The haptic feedback the app played, in order (UIKit's feedback generators).
    ///
    /// ```swift
    /// #expect(host.hapticFeedback == ["selectionChanged()"])
    /// ```
    public var hapticFeedback: [String] { host.hapticFeedback }

    /// Stands in for the user of the next file panel the app runs (`NSOpenPanel`,
    /// `NSSavePanel`): it returns `.OK` with `urls`; with no choice left, a panel is
    /// cancelled.
    ///
    /// ```swift
    /// host.chooseFiles([backupsFolder])
    /// host.tap("Choose Folder")
    /// ```
    public func chooseFiles(_ urls: [URL]) { host.chooseFiles(urls) }

    /// The host's general pasteboard (`UIPasteboard.general` inside the host).
    ///
    /// ```swift
    /// #expect(host.pasteboard.string == "Copied")
    /// ```
    public var pasteboard: UIPasteboard { host.pasteboard }

    /// The alternate icon the app asked to show, `nil` for its primary icon
    /// (`UIApplication.shared.setAlternateIconName(_:completionHandler:)` inside the host).
    ///
    /// ```swift
    /// #expect(host.alternateIconName == "DarkIcon")
    /// ```
    public var alternateIconName: String? { host.alternateIconName }
#endif
}
