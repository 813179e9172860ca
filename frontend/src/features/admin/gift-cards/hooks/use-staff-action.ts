import { useState } from 'react';

/**
 * A form's action on a gift card (issue, top up, void): whether it is running, and what went wrong, the shop's
 * refusal or the form's own check. `run` answers whether the action was done.
 */
export function useStaffAction() {
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string>();
  const run = async (action: () => Promise<unknown>): Promise<boolean> => {
    setRunning(true);
    setError(undefined);
    try {
      await action();
      return true;
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      return false;
    } finally {
      setRunning(false);
    }
  };
  return { running, error, setError, run };
}
