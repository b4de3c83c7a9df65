import { Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { formatPhoneInternational, normalizePhone } from '@barnboard/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { countryOptions } from '../lib/phone-countries';

type PhoneFieldProps = {
  phone: string;
  country: string;
  onPhoneChange: (phone: string) => void;
  onCountryChange: (country: string) => void;
  phoneError?: string | undefined;
  countryError?: string | undefined;
};

/**
 * Country and number (spec §3 "phone with country code"). As soon as the number is a valid one
 * of the country, it is shown back in international form, as it will be saved.
 */
export function PhoneField(props: PhoneFieldProps) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n.resolvedLanguage);
  const options = useMemo(() => countryOptions(language), [language]);
  const valid = props.country && props.phone ? normalizePhone(props.phone, props.country) : null;
  return (
    <Stack gap={4}>
      <Group align="flex-start" gap="sm" grow preventGrowOverflow={false} wrap="wrap">
        <NativeSelect
          data-testid="settings-phone-country"
          label={t('settings.profile.country')}
          data={[{ value: '', label: t('settings.profile.countryPlaceholder') }, ...options]}
          value={props.country}
          onChange={(event) => props.onCountryChange(event.currentTarget.value)}
          error={props.countryError}
          miw={200}
        />
        <TextInput
          data-testid="settings-phone"
          label={t('settings.profile.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          value={props.phone}
          onChange={(event) => props.onPhoneChange(event.currentTarget.value)}
          error={props.phoneError}
          miw={180}
        />
      </Group>
      {valid && (
        <Text size="sm" c="dimmed" data-testid="settings-phone-international">
          {t('settings.profile.international', {
            number: formatPhoneInternational(valid, props.country),
          })}
        </Text>
      )}
    </Stack>
  );
}
