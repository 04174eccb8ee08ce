// The names of the recorded modifiers the engine looks up again (issue 88): a list row's
// insets, a button's style, a text's underline. The modifier records itself under the
// name here and the layout or the picture finds it by the same name, so a misspelt name
// does not compile instead of silently finding nothing. A recorded modifier nobody reads
// back keeps its name as a string at its declaration (`recorded("kerning", ...)`).
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
