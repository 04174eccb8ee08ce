extension View {
    /// Presents a sheet when a binding to a Boolean value that you provide is true.
    ///
    /// ```swift
    /// Button("Show License Agreement") { isShowingSheet.toggle() }
    ///     .sheet(isPresented: $isShowingSheet, onDismiss: didDismiss) {
    ///         LicenseAgreement()
    ///     }
    /// ```
    ///
    /// The sheet's content is mounted when `isPresented` becomes true — its `onAppear`,
    /// tasks and `onChange` run as anywhere — and unmounted when it becomes false (its
    /// `onDisappear`, then `onDismiss`). ``ViewHost/dismiss()``, or a `DismissAction` inside
    /// it, dismisses it by writing `false` to `isPresented`. ``ViewHost/render()`` writes it
    /// as a `Sheet` block after the presenting view. While it is presented, only its
    /// controls can be driven.
    ///
    /// - Parameters:
    ///   - isPresented: A binding to a Boolean value that determines whether to present the sheet.
    ///   - onDismiss: The closure to execute when dismissing the sheet.
    ///   - content: A closure that returns the content of the sheet.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(_PresentationModifier(style: .sheet, isPresented: isPresented, onDismiss: onDismiss, content: content))
    }

    /// Presents a sheet using the given item as a data source for the sheet's content.
    ///
    /// ```swift
    /// Button("Show Message") { message = Message(text: "Hi") }
    ///     .sheet(item: $message) { message in
    ///         Text(message.text)
    ///     }
    /// ```
    ///
    /// A new item (by `id`) is a new presentation: its content appears, then the old one
    /// disappears. Dismissing writes `nil` to `item`.
    ///
    /// - Parameters:
    ///   - item: A binding to an optional source of truth for the sheet.
    ///   - onDismiss: The closure to execute when dismissing the sheet.
    ///   - content: A closure returning the content of the sheet.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        modifier(_PresentationModifier(style: .sheet, item: item, onDismiss: onDismiss, content: content))
    }

    /// Presents a modal view that covers as much of the screen as possible when a binding
    /// to a Boolean value you provide is true.
    ///
    /// ```swift
    /// Button("Present") { isPresented.toggle() }
    ///     .fullScreenCover(isPresented: $isPresented) { Onboarding() }
    /// ```
    ///
    /// It behaves as ``sheet(isPresented:onDismiss:content:)`` does and is written as a
    /// `FullScreenCover` block. The presenting view stays mounted and on screen (its
    /// `onDisappear` does not run).
    ///
    /// - Parameters:
    ///   - isPresented: A binding to a Boolean value that determines whether to present the cover.
    ///   - onDismiss: The closure to execute when dismissing the modal view.
    ///   - content: A closure that returns the content of the modal view.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(_PresentationModifier(style: .fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content))
    }

    /// Presents a modal view that covers as much of the screen as possible using the
    /// given item as a data source for its content.
    ///
    /// ```swift
    /// .fullScreenCover(item: $photo) { photo in PhotoViewer(photo: photo) }
    /// ```
    ///
    /// - Parameters:
    ///   - item: A binding to an optional source of truth for the modal view.
    ///   - onDismiss: The closure to execute when dismissing the modal view.
    ///   - content: A closure returning the content of the modal view.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        modifier(_PresentationModifier(style: .fullScreenCover, item: item, onDismiss: onDismiss, content: content))
    }

    /// Presents a popover when a given condition is true.
    ///
    /// ```swift
    /// Button("Info") { isShowingInfo = true }
    ///     .popover(isPresented: $isShowingInfo) { Text("Details") }
    /// ```
    ///
    /// It behaves as ``sheet(isPresented:onDismiss:content:)`` does and is written as a
    /// `Popover` block. The attachment anchor and arrow edge are accepted; the engine lays
    /// nothing out.
    ///
    /// - Parameters:
    ///   - isPresented: A binding to a Boolean value that determines whether to present the popover.
    ///   - attachmentAnchor: The positioning anchor that defines the attachment point of the popover.
    ///   - arrowEdge: The edge of the anchor that the popover's arrow points to.
    ///   - content: A closure returning the content of the popover.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil,
                                       @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(_PresentationModifier(style: .popover, isPresented: isPresented, onDismiss: nil, content: content))
    }

    /// Presents a popover using the given item as a data source for its content.
    ///
    /// ```swift
    /// .popover(item: $selection) { item in Text(item.name) }
    /// ```
    ///
    /// - Parameters:
    ///   - item: A binding to an optional source of truth for the popover.
    ///   - attachmentAnchor: The positioning anchor that defines the attachment point of the popover.
    ///   - arrowEdge: The edge of the anchor that the popover's arrow points to.
    ///   - content: A closure returning the content of the popover.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>,
                                                           attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        modifier(_PresentationModifier(style: .popover, item: item, onDismiss: nil, content: content))
    }
}
