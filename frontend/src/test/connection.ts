/** Makes the browser say it is offline or online, as a dropped or returning connection does: the flag and the event. */
export function emulateConnection(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** Gives the browser back its own idea of the connection. */
export function restoreConnection(): void {
  Reflect.deleteProperty(navigator, 'onLine');
  window.dispatchEvent(new Event('online'));
}
