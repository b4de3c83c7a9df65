import { Alert } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import { upcomingMaintenance } from '../config/maintenance';
import { useNow } from '../hooks/use-now';
import { currentLanguage } from '../i18n';
import { useSiteTimeZone } from '../lib/site-time/use-site-clock';

/**
 * Yearly maintenance notice (spec §2), in the reader's language, on the current site's clock
 * like every time the app shows (the browser's before sign-in), its zone named.
 */
export function MaintenanceBanner({ now: fixedNow }: { now?: Date }) {
  const { t, i18n } = useTranslation();
  const tick = useNow(10 * 60_000);
  const timeZone = useSiteTimeZone();
  const window = upcomingMaintenance(fixedNow ?? tick);
  if (!window) return null;
  const locale = currentLanguage(i18n.resolvedLanguage);
  const start = window.start.setZone(timeZone).setLocale(locale);
  const end = window.end.setZone(start.zone).setLocale(locale);
  return (
    <Alert
      data-testid="maintenance-banner"
      color="yellow"
      variant="light"
      icon={<IconTool size={18} />}
      title={t('maintenance.title')}
    >
      {t('maintenance.notice', {
        date: start.toLocaleString(DateTime.DATE_HUGE),
        start: start.toLocaleString(DateTime.TIME_SIMPLE),
        end: end.toLocaleString(DateTime.TIME_SIMPLE),
        zone: start.offsetNameShort ?? start.zoneName,
      })}
    </Alert>
  );
}
