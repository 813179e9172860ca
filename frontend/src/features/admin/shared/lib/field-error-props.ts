/** A field's error is announced as it appears, on every form of the dashboard. */
export const fieldErrorProps = { role: 'alert' } as const;
