import Foundation

extension TerminalHost {
    /// Runs an application full screen until it ends, then exits the
    /// process: what `App.main()` and `Application.main(delegate:sceneDelegate:)`
    /// share.
    ///
    /// ```swift
    /// TerminalHost.runApplication { session in session.mount(content) }
    /// ```
    ///
    /// `mount` puts the application's content on the session (a view tree,
    /// or a controller scene's launch). `@SceneStorage` is restored from and
    /// saved to the process's scene file. The exit status is 0 when the
    /// application finishes (or its output is a broken pipe), 128 + the
    /// signal after Ctrl-C or a signal that ends it (the process dies of
    /// the signal, `Terminal.Interruption.endsProcess`), and 1, with the error
    /// on standard error, when there is no usable terminal. The main run
    /// loop runs until then.
    static func runApplication(mounting mount: (Session) -> Void) -> Never {
        do {
            let host = try TerminalHost(
                presentation: .fullScreen, restoration: SceneRestoration(),
                environment: ProcessInfo.processInfo.environment)
            var outcome: Result<Any?, Error>?
            host.start(mounting: mount) { result in outcome = result }
            while outcome == nil {
                _ = RunLoop.main.run(mode: .default, before: .distantFuture)
            }
            _ = try outcome?.get()
            exit(0)
        } catch TerminalError.interrupted(let signal) {
            Terminal.endProcess(interruptedBy: signal)
        } catch TerminalError.brokenPipe {
            exit(0)
        } catch {
            Diagnostics.write("\(error)", from: ProcessInfo.processInfo.processName)
            exit(1)
        }
    }
}
