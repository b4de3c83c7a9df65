import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../lib/refusal';

/**
 * One of the area's writes, attempted: busy while it runs, and its refusal in the user's
 * language to show until the next attempt.
 */
export function useAttempt() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function attempt(write: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await write();
    } catch (refused) {
      setError(refusalText(t, refused));
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, setError, attempt };
}
