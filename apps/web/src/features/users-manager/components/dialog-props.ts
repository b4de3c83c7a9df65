import { useTranslation } from 'react-i18next';
import { useScreenQuery } from '../../../hooks/use-screen-query';

/**
 * What every dialog of the users manager shares: a close button with a name (read aloud), and,
 * on a phone, the whole screen for a long form rather than a box scrolled inside a box.
 */
export function useDialogProps(options: { fullScreenOnPhone?: boolean } = {}) {
  const { t } = useTranslation();
  const phone = useScreenQuery('(max-width: 600px)');
  return {
    closeButtonProps: { 'aria-label': t('common.close') },
    ...(options.fullScreenOnPhone ? { fullScreen: phone } : {}),
  };
}
