/**
 * Ends the task under way: the browser may paint and answer a tap before what follows. Used to cut long work at a
 * phone's takeover of a server-rendered page into tasks that each hold the main thread briefly.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
