import { notify } from '../notify';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminKey } from './admin-api';
import { refusalOf } from './refusal';
import { binsKey } from '../bins/bins-api';
import { notifyHttpError } from '../notify-error';
import { refusalMessage } from './refusal-messages';

/** How an admin form ended: saved, nothing to save, refused (shown in the form), or stale. */
export type SaveOutcome =
  | { kind: 'saved' }
  | { kind: 'refused'; message: string; fields: string[] }
  | { kind: 'stale'; current: unknown; message: string };

/**
 * Runs an admin write: on success shows `success` and refreshes what the admin pages read; a
 * refusal comes back to the form (spec §8 messages), a version changed since with the current
 * record (the form shows it), any other failure as the generic error.
 */
export function useAdminSave() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  async function save(run: () => Promise<unknown>, success: string): Promise<SaveOutcome | null> {
    setSaving(true);
    try {
      await run();
      notify({ color: 'green', message: success });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKey }),
        queryClient.invalidateQueries({ queryKey: binsKey }),
      ]);
      return { kind: 'saved' };
    } catch (error) {
      const refusal = refusalOf(error);
      const message = refusalMessage(t, error);
      if (refusal?.code === 'edited_elsewhere' && message) {
        await queryClient.invalidateQueries({ queryKey: adminKey });
        return { kind: 'stale', current: refusal.current, message };
      }
      if (refusal && message) return { kind: 'refused', message, fields: refusal.fields };
      notifyHttpError(error);
      return null;
    } finally {
      setSaving(false);
    }
  }
  return { save, saving };
}
