import { useTranslation } from 'react-i18next';

/**
 * A field's name in the user's language when the catalogue has it; otherwise the record's own
 * field name, so a field added later still shows rather than a missing key.
 */
export function useFieldLabel(): (field: string) => string {
  const { t, i18n } = useTranslation();
  return (field) => {
    const key = `auditTrail.fields.${field}`;
    return i18n.exists(key) ? t(key) : field;
  };
}
