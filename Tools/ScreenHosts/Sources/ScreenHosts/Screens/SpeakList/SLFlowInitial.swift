import ViewEngine

/// SpeakList, `sl-flow-initial`: the flow test's first picture, the app once the mock list
/// has loaded.
let slFlowInitial = HostedScreen("sl-flow-initial", origin: speakListOrigin + "; hosted as FlowRunner hosts the app (App/SnapshotTests)") {
    SpeakListAppView(groups: SpeakListGroup.mocks)
        .speakListFlowEnvironment()
}
