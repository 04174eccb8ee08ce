// The names of the recorded modifiers the engine looks up again (issue 88): a list row's
// insets, a button's style, a text's underline. The modifier records itself under the
// name here and the layout or the picture finds it by the same name, so a misspelt name
// does not compile instead of silently finding nothing. A recorded modifier nobody reads
// back keeps its name as a string at its declaration (`recorded("allowsTightening", ...)`).
// `Architecture/RecordedModifierNameTests` fails on a lookup by a string literal anywhere
// else in `Sources/`.

import ViewEngineCore

/// The name of a recorded modifier that the engine reads back, as ``Attribute/name``
/// holds it: one `static let` per name, declared only here.
///
/// ```swift
/// recorded(.listRowInsets, ("", insets))           // the modifier records itself
/// attribute.isNamed(.listRowInsets)                // the layout finds it
/// RecordedStyles.name(.textFieldStyle, around: self) // the nearest style above a view
/// ```
struct RecordedModifierName: Hashable, Sendable {
    /// The name as ``Attribute/name`` holds it and ``ViewHost/render()`` writes it.
    let rawValue: String

    /// The name `rawValue`; only the names below are made.
    private init(_ rawValue: String) { self.rawValue = rawValue }

    // MARK: Lists and grids

    /// `listRowInsets(_:)` and `listRowInsets(_:_:)`: a row's own insets.
    static let listRowInsets = RecordedModifierName("listRowInsets")
    /// `listRowBackground(_:)`: the view behind a row.
    static let listRowBackground = RecordedModifierName("listRowBackground")
    /// `listRowSeparator(_:edges:)`: whether a row's separators show.
    static let listRowSeparator = RecordedModifierName("listRowSeparator")
    /// `listStyle(_:)`: a list's style (`plain`, `insetGrouped`).
    static let listStyle = RecordedModifierName("listStyle")
    /// `alignmentGuide(_:computeValue:)`: a view's own guide, read for a row's separator
    /// (`listRowSeparatorLeading`, `listRowSeparatorTrailing`).
    static let alignmentGuide = RecordedModifierName("alignmentGuide")
    /// `gridCellAnchor(_:)`: where a cell places its view in a grid's cell.
    static let gridCellAnchor = RecordedModifierName("gridCellAnchor")

    // MARK: Control styles

    /// `buttonStyle(_:)`: a button's style (`bordered`, `borderedProminent`).
    static let buttonStyle = RecordedModifierName("buttonStyle")
    /// `buttonBorderShape(_:)`: the shape of a bordered button's bezel.
    static let buttonBorderShape = RecordedModifierName("buttonBorderShape")
    /// `controlSize(_:)`: the size of the controls inside.
    static let controlSize = RecordedModifierName("controlSize")
    /// `toggleStyle(_:)`: a toggle's style (`switch`, `button`).
    static let toggleStyle = RecordedModifierName("toggleStyle")
    /// `textFieldStyle(_:)`: a text field's style (`roundedBorder`).
    static let textFieldStyle = RecordedModifierName("textFieldStyle")
    /// `datePickerStyle(_:)`: a date picker's style (`compact`, `graphical`, `wheel`).
    static let datePickerStyle = RecordedModifierName("datePickerStyle")
    /// `labelStyle(_:)`: a label's style (`titleOnly`, `iconOnly`).
    static let labelStyle = RecordedModifierName("labelStyle")
    /// `tabViewStyle(_:)`: a tab view's style (`page`).
    static let tabViewStyle = RecordedModifierName("tabViewStyle")
    /// `indexViewStyle(_:)`: the style of a paging tab view's index.
    static let indexViewStyle = RecordedModifierName("indexViewStyle")

    // MARK: Navigation bars

    /// `toolbarBackground(_:for:)`, given a style or a visibility.
    static let toolbarBackground = RecordedModifierName("toolbarBackground")
    /// `toolbarBackgroundVisibility(_:for:)`: iOS 18's name for the visibility.
    static let toolbarBackgroundVisibility = RecordedModifierName("toolbarBackgroundVisibility")
    /// `navigationBarBackButtonHidden(_:)`: whether the back button is hidden.
    static let navigationBarBackButtonHidden = RecordedModifierName("navigationBarBackButtonHidden")

    // MARK: Decorations and effects

    /// `background(_:ignoresSafeAreaEdges:)`, `background(_:in:fillStyle:)` and
    /// `background(alignment:content:)`: what is drawn behind a view.
    static let background = RecordedModifierName("background")
    /// `safeAreaInset(edge:alignment:spacing:content:)`: a view inset into the safe area.
    static let safeAreaInset = RecordedModifierName("safeAreaInset")
    /// `rotationEffect(_:anchor:)`: a view turned about its anchor.
    static let rotationEffect = RecordedModifierName("rotationEffect")

    // MARK: Texts and images

    /// `Text.underline(_:pattern:color:)` and `View.underline(_:pattern:color:)`, and an
    /// attributed string's underline.
    static let underline = RecordedModifierName("underline")
    /// `Text.strikethrough(_:pattern:color:)` and `View.strikethrough(_:pattern:color:)`,
    /// and an attributed string's strikethrough.
    static let strikethrough = RecordedModifierName("strikethrough")
    /// An attributed string's background colour on a run of a text.
    static let backgroundColor = RecordedModifierName("backgroundColor")
    /// `Image.renderingMode(_:)`: an image drawn as a template or in its own colours.
    static let renderingMode = RecordedModifierName("renderingMode")
    /// `Image.resizable(capInsets:resizingMode:)`: an image that takes its frame's size.
    static let resizable = RecordedModifierName("resizable")

    // MARK: Texts

    /// `font(_:)`: the font of the texts inside.
    static let font = RecordedModifierName("font")
    /// `fontWeight(_:)`: the weight of the texts' font.
    static let fontWeight = RecordedModifierName("fontWeight")
    /// `bold(_:)`: the texts in the bold weight.
    static let bold = RecordedModifierName("bold")
    /// `italic(_:)`: the texts in italics.
    static let italic = RecordedModifierName("italic")
    /// `fontDesign(_:)`: the design of the texts' font (`monospaced`, `serif`, `rounded`).
    static let fontDesign = RecordedModifierName("fontDesign")
    /// `monospaced(_:)`: the texts in the monospaced design.
    static let monospaced = RecordedModifierName("monospaced")
    /// `kerning(_:)`: extra space between a text's characters, kerning kept.
    static let kerning = RecordedModifierName("kerning")
    /// `tracking(_:)`: extra space after each of a text's characters.
    static let tracking = RecordedModifierName("tracking")

    // MARK: Colours

    /// `foregroundColor(_:)`: the colour of the texts and shapes inside.
    static let foregroundColor = RecordedModifierName("foregroundColor")
    /// `foregroundStyle(_:)` and its two- and three-level forms.
    static let foregroundStyle = RecordedModifierName("foregroundStyle")
    /// `tint(_:)`: the tint of the controls inside.
    static let tint = RecordedModifierName("tint")
    /// `accentColor(_:)`: the older name of the tint.
    static let accentColor = RecordedModifierName("accentColor")
    /// `symbolRenderingMode(_:)`: how a symbol's layers are coloured.
    static let symbolRenderingMode = RecordedModifierName("symbolRenderingMode")

    // MARK: Shapes

    /// `Shape.fill(_:style:)`: a shape filled with a style.
    static let fill = RecordedModifierName("fill")
    /// `Shape.stroke(_:lineWidth:)` and `stroke(_:style:)`: a shape's outline.
    static let stroke = RecordedModifierName("stroke")
    /// The `StrokeStyle` a shape's outline is drawn with (dashes, caps, joins).
    static let strokeStyle = RecordedModifierName("strokeStyle")
    /// `Shape.trim(from:to:)`: a part of a shape's path.
    static let trim = RecordedModifierName("trim")
    /// `Shape.rotation(_:anchor:)`: a shape turned about its anchor.
    static let rotation = RecordedModifierName("rotation")
    /// `Shape.offset(x:y:)`: a shape moved.
    static let offset = RecordedModifierName("offset")
    /// `Shape.scale(_:anchor:)`: a shape scaled about its anchor.
    static let scale = RecordedModifierName("scale")

    // MARK: Navigation bars, read by their pictures

    /// `navigationBarTitleDisplayMode(_:)`: a large or an inline title.
    static let navigationBarTitleDisplayMode = RecordedModifierName("navigationBarTitleDisplayMode")
    /// `toolbarTitleDisplayMode(_:)`: the newer name of the title's display mode.
    static let toolbarTitleDisplayMode = RecordedModifierName("toolbarTitleDisplayMode")
    /// `navigationBarHidden(_:)`: a bar hidden.
    static let navigationBarHidden = RecordedModifierName("navigationBarHidden")
    /// `toolbar(_:for:)`, given a visibility: a bar shown or hidden.
    static let toolbar = RecordedModifierName("toolbar")
    /// `toolbarVisibility(_:for:)`: iOS 18's name for a bar's visibility.
    static let toolbarVisibility = RecordedModifierName("toolbarVisibility")
    /// `statusBarHidden(_:)`: the status bar hidden.
    static let statusBarHidden = RecordedModifierName("statusBarHidden")
    /// `statusBar(hidden:)`: the older name of the status bar's visibility.
    static let statusBar = RecordedModifierName("statusBar")

    // MARK: Decorations and effects, read by their pictures

    /// `overlay(_:alignment:)`, `overlay(alignment:content:)` and a style's overlay: what is drawn in front of a view.
    static let overlay = RecordedModifierName("overlay")
    /// `border(_:width:)`: a view's edge drawn in a style.
    static let border = RecordedModifierName("border")
    /// `cornerRadius(_:antialiased:)`: a view clipped to rounded corners.
    static let cornerRadius = RecordedModifierName("cornerRadius")
    /// `clipShape(_:style:)`: a view clipped to a shape.
    static let clipShape = RecordedModifierName("clipShape")
    /// `mask(alignment:_:)` and `mask(_:)`: a view shown through another's opacity.
    static let mask = RecordedModifierName("mask")
    /// `scaleEffect(_:anchor:)`: a view scaled about its anchor.
    static let scaleEffect = RecordedModifierName("scaleEffect")
    /// `clipped(antialiased:)`: a view clipped to its frame.
    static let clipped = RecordedModifierName("clipped")
    /// `hidden()`: a view laid out but not drawn.
    static let hidden = RecordedModifierName("hidden")
    /// `opacity(_:)`: a view drawn translucent.
    static let opacity = RecordedModifierName("opacity")
    /// `shadow(color:radius:x:y:)`: a shadow under a view.
    static let shadow = RecordedModifierName("shadow")
    /// `blur(radius:opaque:)`: a view blurred.
    static let blur = RecordedModifierName("blur")
    /// `contrast(_:)`: a view's contrast changed.
    static let contrast = RecordedModifierName("contrast")
    /// `saturation(_:)`: a view's saturation changed.
    static let saturation = RecordedModifierName("saturation")
    /// `grayscale(_:)`: a view's colours drained toward grey.
    static let grayscale = RecordedModifierName("grayscale")
    /// `hueRotation(_:)`: a view's hues turned.
    static let hueRotation = RecordedModifierName("hueRotation")
    /// `colorInvert()`: a view's colours inverted.
    static let colorInvert = RecordedModifierName("colorInvert")
}

extension Attribute {
    /// Records the modifier `name` with its labelled arguments, as
    /// ``Attribute/init(_:shown:_:)`` does with a name given as a string.
    init<each Value: AttributeValue>(_ name: RecordedModifierName, shown: Bool = false, _ arguments: repeat (String, each Value)) {
        self.init(name.rawValue, shown: shown, repeat each arguments)
    }

    /// Whether this is the recorded modifier `name`.
    func isNamed(_ name: RecordedModifierName) -> Bool {
        self.name == name.rawValue
    }
}

extension RecordedModifierName {
    /// Whether `name`, a recorded modifier's name as ``Attribute/name`` holds it, is this
    /// one: `switch attribute.name { case .font: … }`.
    static func ~= (pattern: RecordedModifierName, name: String) -> Bool {
        pattern.rawValue == name
    }
}
