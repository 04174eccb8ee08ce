"""The usage inventory: which SwiftUI (and Combine, Observation) names a sample uses, how
often and in how many apps, and whether each resolves against the engine.

A *use* is a name written in a Swift file that the app does not declare itself (a type,
an attribute, a macro, an environment key, an implicit member `.title`, a member
`Color.red`, a method called on a value `.padding()`), and that is not the standard
library's or Foundation's alone. It *resolves* when the engine (or the toolchain's
Observation) declares that name in that role, and the type checker did not report it
missing on that line. Method and limits: Inventory/README.md.
"""
from __future__ import annotations

import collections
import os
import re
from dataclasses import dataclass, field

from .check import APPLE_FRAMEWORKS, FileResult
from .project import App
from .symbols import SymbolIndex
from .swiftlex import Use

# Names of Apple's other frameworks that SwiftUI code writes without them being SwiftUI's.
# Written for this inventory from the frameworks' public names; a prefix rule covers most.
FRAMEWORK_PREFIXES = [
    ("UI", "UIKit"), ("NS", "AppKit/Foundation"), ("MK", "MapKit"), ("CL", "CoreLocation"), ("AV", "AVFoundation"),
    ("UN", "UserNotifications"), ("WK", "WebKit/WatchKit"), ("SF", "SafariServices"), ("CK", "CloudKit"),
    ("HK", "HealthKit"), ("LA", "LocalAuthentication"), ("PH", "Photos"), ("CI", "CoreImage"), ("CA", "QuartzCore"),
    ("EK", "EventKit"), ("CN", "Contacts"), ("GK", "GameKit"), ("SK", "StoreKit/SpriteKit"), ("SCN", "SceneKit"),
    ("AR", "ARKit"), ("MF", "MessageUI"), ("VN", "Vision"), ("ML", "CoreML"), ("CM", "CoreMotion"),
    ("CH", "CoreHaptics"), ("ASAuthorization", "AuthenticationServices"), ("WC", "WatchConnectivity"),
    ("BG", "BackgroundTasks"), ("CG", "CoreGraphics"), ("QL", "QuickLook"), ("MP", "MediaPlayer"),
]
FRAMEWORK_NAMES = {
    "MapKit": "Map MapMarker MapAnnotation MapPin Marker Annotation MapCameraPosition MapUserLocationButton MapCompass MapScaleView MapPolyline MapCircle MapPolygon MapStyle mapStyle mapControls mapCameraKeyframeAnimator",
    "SwiftData": "Model Query ModelContext ModelContainer ModelConfiguration FetchDescriptor Attribute Relationship PersistentIdentifier PersistentModel Schema VersionedSchema SchemaMigrationPlan modelContainer modelContext Transient",
    "Charts": "Chart BarMark LineMark PointMark AreaMark RuleMark RectangleMark SectorMark PlottableValue AxisMarks AxisValueLabel AxisGridLine AxisTick chartXAxis chartYAxis chartXScale chartYScale chartLegend chartForegroundStyleScale chartPlotStyle chartOverlay chartBackground chartXSelection chartAngleSelection ChartProxy",
    "WidgetKit": "Widget WidgetBundle WidgetFamily WidgetConfiguration StaticConfiguration IntentConfiguration AppIntentConfiguration TimelineProvider TimelineEntry Timeline TimelineReloadPolicy WidgetCenter widgetFamily supportedFamilies containerBackground widgetURL ActivityConfiguration DynamicIsland",
    "CoreData": "NSManagedObject NSManagedObjectContext NSPersistentContainer NSFetchRequest NSPredicate NSSortDescriptor NSEntityDescription managedObjectContext",
    "StoreKit": "Product SubscriptionStoreView StoreView ProductView AppStore requestReview RequestReviewAction",
    "PhotosUI": "PhotosPicker PhotosPickerItem",
    "AVKit": "VideoPlayer AVPlayer",
    "os": "Logger OSLog OSSignposter",
    "UniformTypeIdentifiers": "UTType",
    "AppIntents": "AppIntent AppEntity AppShortcutsProvider AppShortcut IntentResult",
    "TipKit": "Tip Tips TipView popoverTip",
    "ActivityKit": "Activity ActivityAttributes ActivityContent",
    "Foundation": "DateComponentsFormatter RelativeDateTimeFormatter MeasurementFormatter ListFormatter PersonNameComponentsFormatter ByteCountFormatter LocalizedStringResource AttributeContainer NSUbiquitousKeyValueStore",
    "CoreTransferable": "Transferable TransferRepresentation CodableRepresentation DataRepresentation FileRepresentation ProxyRepresentation",
}
_FRAMEWORK_BY_NAME = {n: fw for fw, names in FRAMEWORK_NAMES.items() for n in names.split()}
_HINTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "swiftui_names.txt")
SWIFTUI_HINTS = {w for line in open(_HINTS) if not line.startswith("#") for w in line.split()}
MODULE_NAMES = {"Swift", "SwiftUI", "Foundation", "Combine", "Observation", "Dispatch", "UIKit", "AppKit"}
# Names SwiftPM generates (a package's resource bundle accessor).
GENERATED = {"module"}
CORE_MODULES = {"SwiftUI", "Foundation", "Combine", "Observation", "Swift", "Dispatch", "FoundationNetworking"}
SWIFTUI_ATTRIBUTE_HOSTS = {"View", "ViewModifier", "App", "Scene"}
# Names the toolchain declares that SwiftUI code uses as SwiftUI's: counted when the
# engine also declares them in the role used.
FAMILIES = ["views", "modifiers", "environment values", "property wrappers & attributes", "macros", "types",
            "members", "Combine", "Observation", "Foundation on Linux", "other frameworks", "third-party packages"]


@dataclass
class Symbol:
    key: str            # how the table names it: `Text`, `.padding()`, `\.dismiss`, `@State`, `Color.red`, `.title`
    family: str
    module: str = ""    # the framework it is taken to belong to
    uses: int = 0
    unresolved: int = 0  # uses that do not resolve
    apps: set[str] = field(default_factory=set)
    unresolved_apps: set[str] = field(default_factory=set)
    declared: bool = False  # the engine declares the name in this role

    @property
    def resolves(self) -> str:
        if self.unresolved == 0:
            return "yes"
        if self.unresolved == self.uses:
            return "no"
        return "partly"


@dataclass
class Inventory:
    symbols: dict[str, Symbol]
    unattributed: collections.Counter   # names that look like the app's own that the lexer missed
    counted_files: int

    def coverage(self, families=None) -> tuple[int, int]:
        total = resolved = 0
        for s in self.symbols.values():
            if families and s.family not in families:
                continue
            total += s.uses
            resolved += s.uses - s.unresolved
        return resolved, total


def framework_of(name: str) -> str:
    if name in _FRAMEWORK_BY_NAME:
        return _FRAMEWORK_BY_NAME[name]
    for prefix, fw in FRAMEWORK_PREFIXES:
        if name.startswith(prefix) and len(name) > len(prefix) and (name[len(prefix)].isupper()):
            return fw
    return ""


class _AppContext:
    def __init__(self, app: App):
        self.types, self.values, self.funcs, self.statics = set(app.generated_types), set(app.generated_members), set(), set(app.generated_members)
        self.modules = set(MODULE_NAMES)
        for unit in app.units:
            self.modules |= unit.local_modules
        for f in app.files:
            self.types |= f.facts.types
            self.values |= f.facts.values
            self.funcs |= f.facts.funcs
            self.statics |= f.facts.statics
            self.modules |= {i.module for i in f.facts.imports}


def build(apps: list[App], results: list[FileResult], index: SymbolIndex) -> Inventory:
    engine, observation, toolchain = index.engine, index.observation, index.toolchain
    views = index.view_types()
    view_modifiers = {n for n, ps in engine.members.items() if "View" in ps}
    chain_hosts = {"View", "Text", "Image", "Shape", "InsettableShape"}
    env_values = {n for n, ps in engine.members.items() if "EnvironmentValues" in ps}
    result_of = {(r.app, r.rel): r for r in results}
    symbols: dict[str, Symbol] = {}
    unattributed = collections.Counter()
    counted = 0

    for app in apps:
        ctx = _AppContext(app)
        for f in app.files:
            r = result_of.get((app.name, f.rel))
            if r is None or r.status == "test":
                continue
            counted += 1
            missing_here = collections.defaultdict(set)   # line -> names the type checker reported missing
            for e in (r.errors if r else []):
                if e.cause == "engine" and e.shape in ("missing", "missing member", "Foundation re-export") and e.symbol:
                    missing_here[e.line].add(e.symbol.split(" ")[0].rsplit(".", 1)[-1].lstrip("#@"))
            other_imports = set(r.blocked_by)   # the modules missing here that this file imports
            imports = {i.module for i in f.facts.imports}
            for u in f.facts.uses:
                found = _classify(u, ctx, engine, observation, toolchain, views, view_modifiers, env_values, chain_hosts)
                if found is None:
                    continue
                if found == "unattributed":
                    unattributed[u.name] += 1
                    continue
                key, family, declared, module = found
                if not declared and (u.name in SWIFTUI_HINTS or (u.base and u.base.split(".")[0] in SWIFTUI_HINTS)):
                    module = "SwiftUI"
                elif not declared:
                    fw = framework_of(u.name) or (framework_of(u.base.split(".")[0]) if u.base else "")
                    if fw:
                        family, module = ("Foundation on Linux", "Foundation") if (fw == "AppKit/Foundation" and not _appkit(u.name)) or fw == "Foundation" else ("other frameworks", fw)
                s = symbols.get(key)
                if s is None:
                    s = symbols[key] = Symbol(key=key, family=family, module=module, declared=declared)
                s.uses += 1
                s.apps.add(app.name)
                s.__dict__.setdefault("_files_other", collections.Counter())
                s.__dict__["_files_other"][bool(other_imports)] += 1
                s.__dict__.setdefault("_imports", collections.Counter()).update(other_imports)
                unresolved = not declared or u.name in missing_here.get(u.line, ())
                # declared, but not visible with this file's imports: Apple's SwiftUI re-exports
                # Observation and Apple's Foundation re-exports Combine's ObservableObject and
                # @Published; the engine re-exports neither, whether the type checker saw the
                # file or not
                if declared and module == "Observation" and not imports & {"Observation"}:
                    unresolved = True
                    s.__dict__["not_visible"] = True
                if declared and module == "Combine" and not imports & {"SwiftUI", "Combine"}:
                    unresolved = True
                    s.__dict__["not_visible"] = True
                if unresolved:
                    s.unresolved += 1
                    s.unresolved_apps.add(app.name)
    # A name the engine does not declare, used only in files that import another framework
    # or a package, belongs to that one rather than to SwiftUI.
    for s in symbols.values():
        if s.declared or s.family in ("other frameworks", "Foundation on Linux") or s.module == "SwiftUI":
            continue
        plain = s.__dict__["_files_other"][False]
        if plain == 0:
            # the missing module most of its uses' files import
            top = s.__dict__["_imports"].most_common(1)
            if top:
                m = top[0][0]
                s.family = "other frameworks" if m in APPLE_FRAMEWORKS else "third-party packages"
                s.module = "with " + m
    return Inventory(symbols=symbols, unattributed=unattributed, counted_files=counted)


def _appkit(name: str) -> bool:
    return name == "NSApp" or bool(re.match(r"NS(View|Color|Image|Window|Application|Font|Event|Screen|Workspace|Pasteboard|Menu|StatusBar|Hosting|ViewController|Responder|Button|TextField|TextView|Alert|Open|Save|Panel|Cursor|Sound|Bezier|Table|Outline|Scroll|Split|Tab|Toolbar|Popover|Document|Visual|Apple)", name))


def _classify(u: Use, ctx: _AppContext, engine, observation, toolchain, views, view_modifiers, env_values, chain_hosts):
    """(key, family, declared by the engine, module) for a use, None for a name that is not
    a framework's (the app's own, the standard library's, Foundation's), or "unattributed"."""
    name = u.name
    if u.kind == "attribute":
        if name in ctx.types:
            return None
        if name in observation.top:
            return ("@" + name, "Observation", True, "Observation")
        if name in engine.top:
            return ("@" + name, "Combine" if engine.module_of.get(name) == "Combine" else "property wrappers & attributes", True, engine.module_of.get(name, ""))
        if name in toolchain.top:
            return None
        return ("@" + name, "property wrappers & attributes", False, "")
    if u.kind == "macro":
        if name in ctx.funcs or name in ctx.types:
            return None
        if name in toolchain.top:
            return None
        return ("#" + name, "macros", name in observation.top, "")
    if u.kind == "envkey":
        if name in env_values:
            return ("\\." + name, "environment values", True, "ViewEngine")
        if name in ctx.values or name in ctx.funcs:
            return None
        return ("\\." + name, "environment values", False, "")
    if u.kind == "keypath":
        return None
    if u.kind == "type":
        if name in ctx.types or name in ("Self", "Type", "Protocol") or name in ctx.modules:
            return None
        if name in observation.top:
            return (name, "Observation", True, "Observation")
        if name in engine.top:
            return (name, _top_family(name, engine, views), True, engine.module_of.get(name, ""))
        if name in toolchain.top:
            return None
        if name in engine.members:
            return (name, "types", True, "")   # a nested type: ViewModifier's Content, a style's Configuration
        if name in toolchain.members:
            return None
        return (name, "views" if u.call else "types", False, "")
    if u.kind == "free":
        if name in ctx.values or name in ctx.funcs:
            return None
        if name in observation.top:
            return (name, "Observation", True, "Observation")
        if name in engine.top:
            return (name + "()", _top_family(name, engine, views), True, engine.module_of.get(name, ""))
        if name in toolchain.top:
            return None
        return "unattributed"
    if u.kind == "qualified":
        root = u.base.split(".")[0]
        if root in ctx.types or name in ctx.statics or root in ctx.modules or name in GENERATED:
            return None
        key = f"{u.base}.{name}"
        if root in engine.top:
            declared = engine.has_member(u.base, name) or (name == "init")
            family = "Combine" if engine.module_of.get(root) == "Combine" else "members"
            return (key, family, declared, engine.module_of.get(root, ""))
        if root in observation.top:
            return (key, "Observation", True, "Observation")
        if root in toolchain.top:
            if toolchain.has_member(u.base, name) or engine.has_member(u.base, name) or name in toolchain.members or name == "init":
                return None
            return (key, "Foundation on Linux", False, "Foundation")
        fw = framework_of(root)
        return (key, "other frameworks" if fw else "types", False, fw)
    if u.kind == "implicit":
        if name in ctx.statics or name == "init" or name in GENERATED or name in ctx.types:
            return None
        if name in toolchain.static_names():
            return None   # `.now`, `.none`, `.failure`: the standard library's as well; not counted
        if name in engine.members:
            return ("." + name, "members", True, "")
        if name in toolchain.members:
            return None
        if name in ctx.values or name in ctx.funcs:
            return None
        return ("." + name, "members", False, "")
    if u.kind == "member":
        app_func = name in ctx.funcs
        app_value = name in ctx.values
        modifier_position = u.call and name in view_modifiers and (u.chained or not app_value)
        if app_func or (app_value and not modifier_position):
            return None
        if name in engine.members:
            parents = engine.members[name]
            in_toolchain = name in toolchain.members
            if in_toolchain and not (u.call and parents & chain_hosts):
                return None
            family = "modifiers" if "View" in parents else ("Combine" if parents & {"Publisher", "Subject", "AnyCancellable", "Publishers"} or any(p.startswith("Publishers.") for p in parents) else "members")
            key = "." + name + ("()" if u.call else "")
            return (key, family, True, "")
        if name in toolchain.members:
            return None
        if u.call:
            return ("." + name + "()", "modifiers" if u.chained else "members", False, "")
        return "unattributed"
    return None


def _top_family(name: str, engine, views) -> str:
    if engine.module_of.get(name) == "Combine":
        return "Combine"
    if name in views:
        return "views"
    if engine.top.get(name) == "func":
        return "modifiers"
    if engine.has_member(name, "wrappedValue") and engine.top.get(name) == "struct":
        return "property wrappers & attributes"
    return "types"


def write_tsv(inv: Inventory, path: str):
    rows = sorted(inv.symbols.values(), key=lambda s: (-s.uses, s.key))
    with open(path, "w") as f:
        f.write("symbol\tfamily\tmodule\tuses\tapps\tresolves\tunresolved_uses\n")
        for s in rows:
            f.write(f"{s.key}\t{s.family}\t{s.module}\t{s.uses}\t{len(s.apps)}\t{s.resolves}\t{s.unresolved}\n")
