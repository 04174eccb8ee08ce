// XCUITest's element types, with Apple's raw values, and which accessibility role each
// matches (AccessibilityTree.swift builds the roles).

import ViewEngine

extension XCUIElement {
    /// The type of a user-interface element, as XCUITest names it.
    public enum ElementType: UInt, Sendable, CaseIterable {
        /// Any type: a query for it matches every element.
        case any = 0
        /// An element of no other type (a container of elements).
        case other = 1
        /// The application.
        case application = 2
        /// A group.
        case group = 3
        /// A window.
        case window = 4
        /// A sheet.
        case sheet = 5
        /// A drawer.
        case drawer = 6
        /// An alert.
        case alert = 7
        /// A dialog.
        case dialog = 8
        /// A button.
        case button = 9
        /// A radio button.
        case radioButton = 10
        /// A radio group.
        case radioGroup = 11
        /// A check box.
        case checkBox = 12
        /// A disclosure triangle.
        case disclosureTriangle = 13
        /// A pop-up button.
        case popUpButton = 14
        /// A combo box.
        case comboBox = 15
        /// A menu button.
        case menuButton = 16
        /// A toolbar button.
        case toolbarButton = 17
        /// A popover.
        case popover = 18
        /// A keyboard.
        case keyboard = 19
        /// A key.
        case key = 20
        /// A navigation bar.
        case navigationBar = 21
        /// A tab bar.
        case tabBar = 22
        /// A tab group.
        case tabGroup = 23
        /// A toolbar.
        case toolbar = 24
        /// A status bar.
        case statusBar = 25
        /// A table.
        case table = 26
        /// A table row.
        case tableRow = 27
        /// A table column.
        case tableColumn = 28
        /// An outline.
        case outline = 29
        /// An outline row.
        case outlineRow = 30
        /// A browser.
        case browser = 31
        /// A collection view (a SwiftUI `List`).
        case collectionView = 32
        /// A slider.
        case slider = 33
        /// A page indicator.
        case pageIndicator = 34
        /// A progress indicator.
        case progressIndicator = 35
        /// An activity indicator.
        case activityIndicator = 36
        /// A segmented control.
        case segmentedControl = 37
        /// A picker.
        case picker = 38
        /// A picker wheel.
        case pickerWheel = 39
        /// A switch (a SwiftUI `Toggle`).
        case `switch` = 40
        /// A toggle.
        case toggle = 41
        /// A link.
        case link = 42
        /// An image.
        case image = 43
        /// An icon.
        case icon = 44
        /// A search field.
        case searchField = 45
        /// A scroll view.
        case scrollView = 46
        /// A scroll bar.
        case scrollBar = 47
        /// A static text (a SwiftUI `Text`).
        case staticText = 48
        /// A text field.
        case textField = 49
        /// A secure text field.
        case secureTextField = 50
        /// A date picker.
        case datePicker = 51
        /// A text view (a SwiftUI `TextEditor`).
        case textView = 52
        /// A menu.
        case menu = 53
        /// A menu item.
        case menuItem = 54
        /// A menu bar.
        case menuBar = 55
        /// A menu bar item.
        case menuBarItem = 56
        /// A map.
        case map = 57
        /// A web view.
        case webView = 58
        /// An increment arrow.
        case incrementArrow = 59
        /// A decrement arrow.
        case decrementArrow = 60
        /// A timeline.
        case timeline = 61
        /// A rating indicator.
        case ratingIndicator = 62
        /// A value indicator.
        case valueIndicator = 63
        /// A split group.
        case splitGroup = 64
        /// A splitter.
        case splitter = 65
        /// A relevance indicator.
        case relevanceIndicator = 66
        /// A colour well.
        case colorWell = 67
        /// A help tag.
        case helpTag = 68
        /// A matte.
        case matte = 69
        /// A dock item.
        case dockItem = 70
        /// A ruler.
        case ruler = 71
        /// A ruler marker.
        case rulerMarker = 72
        /// A grid.
        case grid = 73
        /// A level indicator.
        case levelIndicator = 74
        /// A cell (a row of a SwiftUI `List`).
        case cell = 75
        /// A layout area.
        case layoutArea = 76
        /// A layout item.
        case layoutItem = 77
        /// A handle.
        case handle = 78
        /// A stepper.
        case stepper = 79
        /// A tab.
        case tab = 80
        /// A touch bar.
        case touchBar = 81
        /// A status item.
        case statusItem = 82
    }
}

/// XCUITest's name for ``XCUIElement/ElementType`` in Objective-C-era code.
public typealias XCUIElementType = XCUIElement.ElementType

extension XCUIElement.ElementType {
    /// The type an element of the accessibility tree has.
    init(_ role: AccessibilityElement.Role) {
        self = switch role {
        case .application: .application
        case .other: .other
        case .button: .button
        case .staticText: .staticText
        case .textField: .textField
        case .secureTextField: .secureTextField
        case .textView: .textView
        case .switch: .switch
        case .slider: .slider
        case .stepper: .stepper
        case .image: .image
        case .link: .link
        case .cell: .cell
        case .collectionView: .collectionView
        case .navigationBar: .navigationBar
        case .tabBar: .tabBar
        case .picker: .picker
        case .pickerWheel: .pickerWheel
        case .segmentedControl: .segmentedControl
        case .scrollView: .scrollView
        case .alert: .alert
        case .sheet: .sheet
        case .datePicker: .datePicker
        case .searchField: .searchField
        case .activityIndicator: .activityIndicator
        case .progressIndicator: .progressIndicator
        case .keyboard: .keyboard
        case .key: .key
        }
    }

    /// Whether an element of this type is matched by a query for `wanted`: `.any` matches
    /// every type; a `List` is a collection view, which older suites query as a table.
    func isMatched(by wanted: Self) -> Bool {
        wanted == .any || wanted == self || (wanted == .table && self == .collectionView)
    }

    /// The name XCUITest's messages use: `Button`, `StaticText`.
    var displayName: String {
        let name = "\(self)"
        return name.prefix(1).uppercased() + name.dropFirst()
    }
}
