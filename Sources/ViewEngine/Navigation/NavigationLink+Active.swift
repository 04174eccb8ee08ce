// The iOS 13 forms of `NavigationLink` that push while a binding says so: `isActive:`
// (pushed while the Boolean is true) and `tag:selection:` (pushed while the selection is
// the tag). Tapping the link writes the binding (`true`, or the tag); popping the view
// writes it back (`false`, or `nil`); writing it pushes and pops, as iOS does.

extension NavigationLink {
    /// Creates a navigation link that presents a destination view when active.
    ///
    /// ```swift
    /// NavigationLink(destination: Details(), isActive: $isShowingDetails) { Text("Details") }
    /// ```
    ///
    /// - Parameters:
    ///   - destination: A view for the navigation link to present.
    ///   - isActive: A binding to a Boolean value that indicates whether `destination` is
    ///     currently presented.
    ///   - label: A view builder to produce a label describing the destination to present.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.target = .active(isActive, destination)
    }

    /// Creates a navigation link that presents a destination view when active, built by a
    /// closure.
    ///
    /// ```swift
    /// NavigationLink(isActive: $isShowingDetails) { Details() } label: { Text("Details") }
    /// ```
    ///
    /// - Parameters:
    ///   - isActive: A binding to a Boolean value that indicates whether `destination` is
    ///     currently presented.
    ///   - destination: A view for the navigation link to present.
    ///   - label: A view builder to produce a label describing the destination to present.
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), isActive: isActive, label: label)
    }

    /// Creates a navigation link that presents a destination view when a bound selection
    /// variable equals a given tag value.
    ///
    /// ```swift
    /// NavigationLink(destination: Inbox(), tag: Screen.inbox, selection: $screen) { Text("Inbox") }
    /// ```
    ///
    /// - Parameters:
    ///   - destination: A view for the navigation link to present.
    ///   - tag: The value of `selection` that causes the link to present `destination`.
    ///   - selection: A bound variable that causes the link to present `destination` when
    ///     it equals `tag`; popping the view writes `nil`.
    ///   - label: A view builder to produce a label describing the destination to present.
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, isActive: ActiveTag.binding(tag, selection), label: label)
    }

    /// Creates a navigation link that presents a destination view, built by a closure, when
    /// a bound selection variable equals a given tag value.
    ///
    /// ```swift
    /// NavigationLink(tag: Screen.inbox, selection: $screen) { Inbox() } label: { Text("Inbox") }
    /// ```
    ///
    /// - Parameters:
    ///   - tag: The value of `selection` that causes the link to present `destination`.
    ///   - selection: A bound variable that causes the link to present `destination` when
    ///     it equals `tag`.
    ///   - destination: A view for the navigation link to present.
    ///   - label: A view builder to produce a label describing the destination to present.
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
                             @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), isActive: ActiveTag.binding(tag, selection), label: label)
    }
}

extension NavigationLink where Label == Text {
    /// Creates a navigation link with a text label that presents a destination view when
    /// active.
    ///
    /// ```swift
    /// NavigationLink("Details", destination: Details(), isActive: $isShowingDetails)
    /// ```
    ///
    /// - Parameters:
    ///   - title: A string for creating a text label.
    ///   - destination: A view for the navigation link to present.
    ///   - isActive: A binding to a Boolean value that indicates whether `destination` is
    ///     currently presented.
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(title) }
    }

    /// Creates a navigation link with a text label that presents a destination view, built
    /// by a closure, when active.
    ///
    /// ```swift
    /// NavigationLink("Details", isActive: $isShowingDetails) { Details() }
    /// ```
    ///
    /// - Parameters:
    ///   - title: A string for creating a text label.
    ///   - isActive: A binding to a Boolean value that indicates whether `destination` is
    ///     currently presented.
    ///   - destination: A view for the navigation link to present.
    public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), isActive: isActive) { Text(title) }
    }

    /// Creates a navigation link with a text label that presents a destination view when a
    /// bound selection variable equals a given tag value.
    ///
    /// ```swift
    /// NavigationLink("Inbox", destination: Inbox(), tag: Screen.inbox, selection: $screen)
    /// ```
    ///
    /// - Parameters:
    ///   - title: A string for creating a text label.
    ///   - destination: A view for the navigation link to present.
    ///   - tag: The value of `selection` that causes the link to present `destination`.
    ///   - selection: A bound variable that causes the link to present `destination` when
    ///     it equals `tag`.
    public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
    }

    /// Creates a navigation link with a text label that presents a destination view, built
    /// by a closure, when a bound selection variable equals a given tag value.
    ///
    /// ```swift
    /// NavigationLink("Inbox", tag: Screen.inbox, selection: $screen) { Inbox() }
    /// ```
    ///
    /// - Parameters:
    ///   - title: A string for creating a text label.
    ///   - tag: The value of `selection` that causes the link to present `destination`.
    ///   - selection: A bound variable that causes the link to present `destination` when
    ///     it equals `tag`.
    ///   - destination: A view for the navigation link to present.
    public init<S: StringProtocol, V: Hashable>(_ title: S, tag: V, selection: Binding<V?>,
                                                @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), tag: tag, selection: selection) { Text(title) }
    }
}

/// A `tag:selection:` link as an `isActive:` one.
enum ActiveTag {
    /// True while `selection` is `tag`; writing `true` selects the tag, writing `false`
    /// clears the selection if it still is the tag.
    static func binding<V: Hashable>(_ tag: V, _ selection: Binding<V?>) -> Binding<Bool> {
        Binding(get: { selection.wrappedValue == tag },
                set: { isActive in
                    if isActive {
                        selection.wrappedValue = tag
                    } else if selection.wrappedValue == tag {
                        selection.wrappedValue = nil
                    }
                })
    }
}
