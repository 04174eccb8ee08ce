/// The view a ``WidgetHost`` mounts: a widget's entry view at its family's size, inside
/// the widget's rounded shape with its container background. You don't create it
/// directly; ``WidgetHost/viewHost`` is the host that mounts it.
///
/// ```swift
/// widget.viewHost.render()   // the entry's view, as ViewHost.render() writes any view
/// ```
public struct WidgetCanvas: View {
    let entryView: AnyView
    let family: WidgetFamily
    let size: CGSize
    let margins: CGFloat
    let isPlaceholder: Bool
    let urlSink: WidgetURLSink

    /// The entry's view, inset by the content margins, over the container background it
    /// asks for (`containerBackground(_:for: .widget)`, a preference read from its views).
    public var body: some View {
        entryView
            .padding(margins)
            .redacted(reason: isPlaceholder ? .placeholder : [])
            .frame(width: size.width, height: size.height)
            .backgroundPreferenceValue(_ContainerBackgroundKey.self) { backgrounds in
                if !family.isAccessory {
                    ZStack {
                        shape.fill(Color(uiColor: .systemBackground))
                        if let background = backgrounds[.widget] {
                            background.view
                                .frame(width: size.width, height: size.height, alignment: background.alignment)
                                .clipShape(shape)
                        }
                    }
                }
            }
            .frame(width: size.width, height: size.height)
        .environment(\.widgetFamily, family)
        .environment(\.showsWidgetContainerBackground, !family.isAccessory)
        .onPreferenceChange(WidgetURLKey.self) { [urlSink] url in urlSink.url = url }
    }

    private var shape: RoundedRectangle {
        RoundedRectangle(cornerRadius: WidgetMetrics.cornerRadius, style: .continuous)
    }
}

/// Where the canvas puts the URL its views set with `widgetURL(_:)`.
@MainActor
final class WidgetURLSink {
    var url: URL?
}
