import type { AuthSnapshot } from './auth-session';

/** The session's state for React and the router: the current snapshot, its listeners, and waiting for a change. */
export class AuthSnapshotStore {
  protected snapshot: AuthSnapshot = { status: 'loading', user: null, googleSignIn: 'not-ready' };
  private readonly listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = () => this.snapshot;

  whenResolved = () =>
    this.waitFor((snapshot) => (snapshot.status === 'loading' ? undefined : snapshot));

  protected publish(next: AuthSnapshot) {
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }

  /**
   * Says what a page can offer when the sign-in code could not be had (offline, say): nobody can be signed in, and
   * Google's button is offered, to try again with.
   */
  protected publishWithoutProvider() {
    this.publish({
      ...this.snapshot,
      status: this.snapshot.status === 'loading' ? 'signed-out' : this.snapshot.status,
      googleSignIn:
        this.snapshot.googleSignIn === 'not-ready' ? 'popup' : this.snapshot.googleSignIn,
    });
  }

  protected waitFor<T>(accept: (snapshot: AuthSnapshot) => T | undefined): Promise<T> {
    const now = accept(this.snapshot);
    return now === undefined ? this.nextSnapshot(accept) : Promise.resolve(now);
  }

  /** The first snapshot published from now on that `accept` turns into a value. */
  protected nextSnapshot<T>(accept: (snapshot: AuthSnapshot) => T | undefined): Promise<T> {
    return new Promise((resolve) => {
      const unsubscribe = this.subscribe(() => {
        const value = accept(this.snapshot);
        if (value === undefined) return;
        unsubscribe();
        resolve(value);
      });
    });
  }
}
