import ViewEngineCore

/// A picture of the window (Rules R22).
extension ViewHost {
    /// An SVG picture of the window as the last layout placed its views: each view at its
    /// frame, text in the system font at its size, colors, shapes, controls in their
    /// default iOS look, presentations on top, the status bar over all — so that a person can look at a screen
    /// instead of reading a tree. The drawing model (what is drawn how, and what is not)
    /// is in the "Pictures of the window" article.
    ///
    /// ```swift
    /// let host = ViewHost(Text("Hello"))
    /// try host.snapshot().write(toFile: "hello.svg", atomically: true, encoding: .utf8)
    /// ```
    ///
    /// The picture is deterministic text: the same screen gives the same SVG (numbers are
    /// rounded to two decimals, attributes come in a fixed order, ids are numbered in
    /// drawing order), so pictures can be compared as text. Each drawn view carries
    /// `data-view` (its type, such as `Text`, `Button` or `Toggle`) and, for a control,
    /// `data-title` (the title a driver call finds it by), so that a tool can map a click
    /// on the picture to a driver call. A view the layout did not place — with
    /// ``HostConfiguration/performsLayout`` off, or of zero size — is not drawn.
    public func snapshot() -> String { picture(drawingWindowBackground: true) }

    /// The picture ``snapshot()`` draws; without the window's background when
    /// `drawingWindowBackground` is false (an `ImageRenderer`'s image is clear around its view).
    func picture(drawingWindowBackground: Bool) -> String {
        flushPendingFrame()
        let scheme = windowColorScheme
        let size = window.size
        var picture = Picture(colorScheme: scheme, now: clock.date(at: clock.now), window: size, safeArea: window.safeArea)
        picture.assets = graph.configuration.assetLibrary
        #if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
        // A window's views take its tint as their accent color; an image renderer's have none.
        if drawingWindowBackground { picture.assets.windowTintName = UIWindow.appearanceTintName }
        #endif
        func drawWindow(_ picture: inout Picture, cornerRadius: CGFloat) {
            if drawingWindowBackground {
                let background = ShapeOutline.rectangle(CGRect(origin: .zero, size: size), radius: CGSize(width: cornerRadius, height: cornerRadius)).element
                picture.element(background.name, Picture.naming("Window").adding(background.attributes)
                                    .adding(picture.paintAttributes(.paint(picture.system("systemBackground")), as: "fill")))
            }
            picture.draw(rootNode)
        }
        // An alert or a dialog dims the window's tint while it is shown (Measures §7
        // "Dimmed tint"); what it presents keeps its own.
        picture.dimsTint = graph.controls.shownLayers.contains { ($0 as? any WindowPresentation)?.dimsTintBehind == true }
        let pushedBack = PresentationGeometry.pushedBackPresenter(window: size, safeArea: window.safeArea,
                                                                  pushing: graph.controls.shownLayers.contains { ($0 as? any WindowPresentation)?.pushesWindowBack == true })
        if let pushedBack {
            // A sheet pushes the window back (PresentedLayout.swift): the window, shrunk,
            // over black.
            picture.fillRectangle(CGRect(origin: .zero, size: size), with: .paint(Paint(0, 0, 0)))
            // Its corners rounded: what its views draw is kept inside them.
            let radius = PresentationGeometry.sheetCornerRadius
            let corners = ShapeOutline.roundedRectangle(CGRect(origin: .zero, size: size), radius: CGSize(width: radius, height: radius), style: .continuous)
            picture.group("g", Picture.naming("Presenter").adding("transform", pushedBack)) { presenter in
                presenter.clipped(to: corners) { drawWindow(&$0, cornerRadius: radius) }
            }
        } else {
            drawWindow(&picture, cornerRadius: 0)
        }
        picture.dimsTint = false
        for layer in graph.controls.shownLayers {
            (layer as? any WindowPresentation)?.drawPresented(into: &picture, window: size, insets: window.safeAreaInsets)
        }
        if StatusBar.isShown(window: size, safeArea: window.safeArea, hidden: picture.hidesStatusBar) {
            picture.drawStatusBar(width: size.width, light: scheme == .dark || pushedBack != nil)
        }
        for name in picture.missingAssets.colors {
            graph.diagnoseOnce(.resourceNotFound, "No color named '\(name)' found in asset catalog for main bundle", viewType: "Color")
        }
        // What the host's catalogs could not read (a color set without a color, a symbol
        // set without a template, a catalog that is not there), once each.
        for problem in picture.assets.problems { graph.diagnoseOnce(.resourceNotFound, problem) }
        return picture.document(size: size, attributes: SVGAttributes().adding("font-family", Picture.systemFontFamily)
                                    .adding("data-color-scheme", scheme == .dark ? "dark" : "light"))
    }
}
