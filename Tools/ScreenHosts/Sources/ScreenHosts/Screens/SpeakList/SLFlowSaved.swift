import ViewEngine

/// SpeakList, `sl-flow-saved`: the flow after "Save New Item", Juicy Fruit in a last
/// section for items without a store, None.
let slFlowSaved = HostedScreen("sl-flow-saved", origin: speakListOrigin + "; hosted as FlowRunner hosts the app (App/SnapshotTests)") {
    SpeakListAppView(groups: SpeakListGroup.mocks + [SpeakListGroup(name: "None", items: [SpeakListItem(id: 0, name: "Juicy Fruit")])])
        .speakListFlowEnvironment()
}
