// Loaded with --cpu-prof: Node writes a CPU profile only when a process exits, not when a signal ends it.
process.on('SIGTERM', () => setTimeout(() => process.exit(0), 2000));
