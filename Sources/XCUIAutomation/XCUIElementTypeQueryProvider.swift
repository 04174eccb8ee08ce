// The queries every element and query offers, one per element type, as XCUITest's
// XCUIElementTypeQueryProvider: descendants of that type.

/// Provides the queries for the descendants of each element type.
///
/// ```swift
/// app.buttons["Add"].tap()
/// app.cells.element(boundBy: 0).switches.firstMatch.tap()
/// ```
public protocol XCUIElementTypeQueryProvider {
    /// The descendants of `type` (``XCUIElement/ElementType/any``: all of them).
    func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery
    /// The first element that matches: of a query, its first match; of an element, the
    /// element as the first match of its query, so that several matches are not a failure.
    var firstMatch: XCUIElement { get }
}

extension XCUIElementTypeQueryProvider {
    /// Every descendant, of any type.
    public var descendants: XCUIElementQuery { descendants(matching: .any) }
    /// The descendant elements of no specific type (containers).
    public var otherElements: XCUIElementQuery { descendants(matching: .other) }
    /// The descendant buttons.
    public var buttons: XCUIElementQuery { descendants(matching: .button) }
    /// The descendant static texts.
    public var staticTexts: XCUIElementQuery { descendants(matching: .staticText) }
    /// The descendant text fields.
    public var textFields: XCUIElementQuery { descendants(matching: .textField) }
    /// The descendant secure text fields.
    public var secureTextFields: XCUIElementQuery { descendants(matching: .secureTextField) }
    /// The descendant text views.
    public var textViews: XCUIElementQuery { descendants(matching: .textView) }
    /// The descendant switches.
    public var switches: XCUIElementQuery { descendants(matching: .switch) }
    /// The descendant toggles.
    public var toggles: XCUIElementQuery { descendants(matching: .toggle) }
    /// The descendant sliders.
    public var sliders: XCUIElementQuery { descendants(matching: .slider) }
    /// The descendant steppers.
    public var steppers: XCUIElementQuery { descendants(matching: .stepper) }
    /// The descendant images.
    public var images: XCUIElementQuery { descendants(matching: .image) }
    /// The descendant links.
    public var links: XCUIElementQuery { descendants(matching: .link) }
    /// The descendant cells (a `List`'s rows).
    public var cells: XCUIElementQuery { descendants(matching: .cell) }
    /// The descendant tables (a `List`, as older suites query it).
    public var tables: XCUIElementQuery { descendants(matching: .table) }
    /// The descendant collection views (a `List`).
    public var collectionViews: XCUIElementQuery { descendants(matching: .collectionView) }
    /// The descendant scroll views.
    public var scrollViews: XCUIElementQuery { descendants(matching: .scrollView) }
    /// The descendant navigation bars.
    public var navigationBars: XCUIElementQuery { descendants(matching: .navigationBar) }
    /// The descendant tab bars.
    public var tabBars: XCUIElementQuery { descendants(matching: .tabBar) }
    /// The descendant toolbars.
    public var toolbars: XCUIElementQuery { descendants(matching: .toolbar) }
    /// The descendant pickers.
    public var pickers: XCUIElementQuery { descendants(matching: .picker) }
    /// The descendant picker wheels.
    public var pickerWheels: XCUIElementQuery { descendants(matching: .pickerWheel) }
    /// The descendant date pickers.
    public var datePickers: XCUIElementQuery { descendants(matching: .datePicker) }
    /// The descendant segmented controls.
    public var segmentedControls: XCUIElementQuery { descendants(matching: .segmentedControl) }
    /// The descendant search fields.
    public var searchFields: XCUIElementQuery { descendants(matching: .searchField) }
    /// The descendant alerts.
    public var alerts: XCUIElementQuery { descendants(matching: .alert) }
    /// The descendant sheets.
    public var sheets: XCUIElementQuery { descendants(matching: .sheet) }
    /// The descendant menus.
    public var menus: XCUIElementQuery { descendants(matching: .menu) }
    /// The descendant menu items.
    public var menuItems: XCUIElementQuery { descendants(matching: .menuItem) }
    /// The descendant keyboards.
    public var keyboards: XCUIElementQuery { descendants(matching: .keyboard) }
    /// The descendant keys (of the on-screen keyboard).
    public var keys: XCUIElementQuery { descendants(matching: .key) }
    /// The descendant windows.
    public var windows: XCUIElementQuery { descendants(matching: .window) }
    /// The descendant progress indicators.
    public var progressIndicators: XCUIElementQuery { descendants(matching: .progressIndicator) }
    /// The descendant activity indicators.
    public var activityIndicators: XCUIElementQuery { descendants(matching: .activityIndicator) }
    /// The descendant page indicators.
    public var pageIndicators: XCUIElementQuery { descendants(matching: .pageIndicator) }
    /// The descendant maps.
    public var maps: XCUIElementQuery { descendants(matching: .map) }
    /// The descendant web views.
    public var webViews: XCUIElementQuery { descendants(matching: .webView) }
}
