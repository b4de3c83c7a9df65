import {
  formatDate,
  formatLength,
  formatSiloWeight,
  UNIT_SYMBOLS,
  type AuditEvent,
  type AuditValue,
} from '@barnboard/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayPrefs } from '../../../lib/reports/use-report-preferences';
import { useSiteClock } from '../../../lib/site-time/use-site-clock';
import { auditField, type AuditValueKind } from '../lib/audit-fields';
import { auditValueText, type AuditReader, type AuditScalar } from '../lib/audit-values';

const FEEDING_AREAS = ['gestation', 'lactation'] as const;

/**
 * How the history reads to a person (issue 28 §6): fields by their forms' labels, values in
 * words, sites by name, instants on the current site's clock and in the user's date format,
 * measures in the user's units. On screen and in the CSV export alike.
 */
export function useAuditReader(): AuditReader {
  const { t } = useTranslation();
  const prefs = useDisplayPrefs();
  const clock = useSiteClock();
  return useMemo(() => {
    const yesNo = (value: boolean) => t(value ? 'auditTrail.yes' : 'auditTrail.no');

    function scalar(kind: AuditValueKind, event: AuditEvent, value: AuditScalar): string {
      if (typeof value === 'boolean') return yesNo(value);
      if (typeof value === 'number') {
        if (kind === 'length') return formatLength(value, prefs);
        if (kind === 'feedWeight') return formatSiloWeight(value, prefs);
        return String(value);
      }
      if (kind === 'instant') return clock.dateTime(value);
      if (kind === 'date') return formatDate(value, prefs);
      if (kind === 'sites') {
        if (value === 'all') return t('usersManager.form.allSites');
        return event.names[value] ?? t('auditTrail.otherSite');
      }
      if (typeof kind === 'object') return t(`${kind.words}.${value}`, { defaultValue: value });
      return value;
    }

    /** A membership's access type ({ feeding: [...], zootech, silo }) as its areas. */
    function access(value: AuditValue): string | null {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
      const feeding = Array.isArray(value.feeding) ? value.feeding : [];
      const areas = [
        ...FEEDING_AREAS.filter((area) => feeding.includes(area)),
        ...(['zootech', 'silo'] as const).filter((area) => value[area] === true),
      ];
      return areas.length
        ? areas.map((area) => t(`usersManager.access.${area}`)).join(', ')
        : t('usersManager.access.none');
    }

    return {
      // Labels with a unit ("Truck capacity ({{unit}})") name the unit the values are shown in.
      field: (event, field) => {
        const spec = auditField(event.entity.type, field);
        return spec ? t(spec.label, { unit: UNIT_SYMBOLS[prefs.siloWeight] }) : field;
      },
      value: (event, field, value) => {
        const spec = auditField(event.entity.type, field);
        if ((value === null || value === '') && spec?.empty) return t(spec.empty);
        const kind = spec?.kind ?? 'text';
        if (kind === 'access') return access(value) ?? auditValueText(value, String);
        return auditValueText(value, (one) => scalar(kind, event, one));
      },
    };
  }, [t, prefs, clock]);
}
