// Loaded with --cpu-prof: Node writes a CPU profile only when a process exits, not when a signal ends it. Nest's
// shutdown hooks close the app on SIGTERM and then raise the signal again on their own process: that last step
// becomes an ordinary exit, so the profile is written; a process that never gets that far exits after 2 s.
const kill = process.kill.bind(process);
process.kill = (pid, signal) => (pid === process.pid ? process.exit(0) : kill(pid, signal));
process.on('SIGTERM', () => setTimeout(() => process.exit(0), 2000).unref());
