import type { ManagedUser, UserWrite } from '@barnboard/domain';
import { useTranslation } from 'react-i18next';
import { notifyHttpError } from '../../../lib/notify-error';
import { notify } from '../lib/notify';
import { refusalOf } from '../lib/refusal';

/** Runs a write, telling its success or its refusal; the person as answered replaces the shown. */
export function usePersonWrite(onChanged: (user: ManagedUser) => void) {
  const { t } = useTranslation();
  return async (write: () => Promise<UserWrite>, success: string): Promise<UserWrite | null> => {
    try {
      const written = await write();
      notify(
        written.mail_sent === false ? 'orange' : 'green',
        t(written.mail_sent === false ? 'usersManager.messages.user.mailFailed' : success),
      );
      onChanged(written.user);
      return written;
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) {
        notifyHttpError(error);
        return null;
      }
      notify(refusal.current ? 'orange' : 'red', t(refusal.key));
      if (refusal.current) onChanged(refusal.current);
      return null;
    }
  };
}
