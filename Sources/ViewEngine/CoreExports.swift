// The engine's core (`ViewEngineCore`) as SwiftUI's users see it: the protocols they
// conform to, the structural views, the environment and the host's reports, re-exported
// one by one, so that `import ViewEngine` (or `import SwiftUI` aliased to it) brings them
// and `ViewEngine.View` still names the protocol. The node classes the features subclass
// (`Node`, `TypedNode`, `ModifierNode`) and the types of their overridable members must be
// public for the compiler, but are the engine's own: they stay out of users' namespace.
// `CoreExportsTests` checks this list against the core's public declarations.
@_exported import protocol ViewEngineCore.View
@_exported import protocol ViewEngineCore.ViewModifier
@_exported import protocol ViewEngineCore.DynamicProperty
@_exported import protocol ViewEngineCore.EnvironmentKey
@_exported import enum ViewEngineCore.ViewBuilder
@_exported import enum ViewEngineCore.AppStorageValue
@_exported import enum ViewEngineCore.ColorScheme
@_exported import enum ViewEngineCore.ScenePhase
@_exported import enum ViewEngineCore.Visibility
@_exported import enum ViewEngineCore.Axis
@_exported import struct ViewEngineCore.ProposedViewSize
@_exported import struct ViewEngineCore.AnyView
@_exported import struct ViewEngineCore.EmptyView
@_exported import struct ViewEngineCore.TupleView
@_exported import struct ViewEngineCore.ModifiedContent
@_exported import struct ViewEngineCore.EnvironmentValues
@_exported import struct ViewEngineCore._ConditionalContent
@_exported import struct ViewEngineCore._ViewInputs
@_exported import struct ViewEngineCore._ViewOutputs
@_exported import struct ViewEngineCore._ViewModifier_Content
@_exported import struct ViewEngineCore.Diagnostic
@_exported import struct ViewEngineCore.FrameTrace
@_exported import struct ViewEngineCore.HostConfiguration
@_exported import struct ViewEngineCore.HostError
