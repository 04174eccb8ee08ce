import Foundation
import Testing
@testable import PreviewServer

/// The agent is linked with the product's own objects and search paths, read from
/// SwiftPM's build plan.
@Suite("Previews: the agent is built from SwiftPM's plan of the package")
struct BuildPlanTests {
    private let plan = """
        client:
          name: basic
        commands:
          "C.Groceries-x86_64-unknown-linux-gnu-debug.exe":
            tool: shell
            inputs: ["/p/.build/debug/Groceries.build/ContentView.swift.o"]
            outputs: ["/p/.build/debug/Groceries"]
            description: "Linking ./.build/debug/Groceries"
            args: ["/opt/swift/usr/bin/swiftc","-L/usr/lib/x86_64-linux-gnu","-lsqlite3","-L","/p/.build/debug","-o","/p/.build/debug/Groceries","-module-name","Groceries","-emit-executable","-Xlinker","--defsym","-Xlinker","main=Groceries_main","-Xlinker","-rpath=$ORIGIN","@/p/.build/debug/Groceries.product/Objects.LinkFileList","-target","x86_64-unknown-linux-gnu","-g"]

          "C.Groceries-x86_64-unknown-linux-gnu-debug.module":
            tool: shell
            args: ["/opt/swift/usr/bin/swiftc","-module-name","Groceries","-emit-module","-I","/p/.build/debug/Modules","-target","x86_64-unknown-linux-gnu","-Onone","-Xcc","-fmodule-map-file=/m/CSQLite/module.modulemap","-module-cache-path","/p/.build/debug/ModuleCache","-package-name","swiftdataapp","-module-alias","SwiftUI=ViewEngineMacros"]

        """

    private func parsed() throws -> BuildPlan {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("plan-\(UUID()).yaml")
        try plan.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try BuildPlan(contentsOf: file)
    }

    @Test func theProductsLinkIsReusedWithoutItsOutputAndEntryPoint() throws {
        let link = try #require(try parsed().linkCommand(of: "Groceries"))
        #expect(BuildPlan.linkArguments(of: link, binPath: "/p/.build/debug") == [
            "-L/usr/lib/x86_64-linux-gnu", "-lsqlite3", "-L", "/p/.build/debug", "-emit-executable",
            "-Xlinker", "-rpath=/p/.build/debug", "@/p/.build/debug/Groceries.product/Objects.LinkFileList",
            "-target", "x86_64-unknown-linux-gnu",
        ])
    }

    @Test func theModulesSearchPathsAreReused() throws {
        let compile = try #require(try parsed().compileCommand(of: "Groceries"))
        #expect(BuildPlan.searchArguments(of: compile) == [
            "-I", "/p/.build/debug/Modules", "-target", "x86_64-unknown-linux-gnu",
            "-Xcc", "-fmodule-map-file=/m/CSQLite/module.modulemap", "-module-cache-path", "/p/.build/debug/ModuleCache",
        ])
        #expect(BuildPlan.value(of: "-package-name", in: compile) == "swiftdataapp")
    }

    @Test func aMissingPlanSaysWhy() {
        #expect(throws: PreviewError.self) { try BuildPlan(contentsOf: URL(fileURLWithPath: "/nonexistent/debug.yaml")) }
    }
}
