import {
  Checkbox,
  Fieldset,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { MembershipRole } from '@barnboard/domain';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field/date-field';
import type {
  MembershipErrors,
  MembershipField,
  MembershipFormValues,
} from '../lib/membership-form';
import { siteInReach, type TenantReach } from '../lib/reach';

type Props = {
  values: MembershipFormValues;
  onChange: (change: Partial<MembershipFormValues>, field?: MembershipField) => void;
  errors: MembershipErrors;
  tenants: TenantReach[];
  roles: MembershipRole[];
  /** The organisation of a membership being changed is fixed. */
  fixedTenant?: boolean;
  /** Sites the membership lists already, outside what the user sees (kept as they are). */
  hiddenSites?: number;
};

/**
 * The fields of a membership (spec §3): organisation, role, sites ('all' or a list), the custom
 * access per area, the expiry and the sharing name. Sites the user does not administer are
 * shown but cannot be ticked; all sites needs a user who administers them all.
 */
export function MembershipFields({
  values,
  onChange,
  errors,
  tenants,
  roles,
  fixedTenant,
  hiddenSites = 0,
}: Props) {
  const { t } = useTranslation();
  const reach = tenants.find((tenant) => tenant.id === values.tenantId);
  const error = (field: MembershipField) => {
    const code = errors[field];
    return code ? t(`usersManager.form.errors.${code}`) : undefined;
  };
  const toggleSite = (siteId: string, checked: boolean) =>
    onChange(
      {
        sites: checked ? [...values.sites, siteId] : values.sites.filter((site) => site !== siteId),
      },
      'sites',
    );

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NativeSelect
          label={t('usersManager.form.tenant')}
          required
          disabled={fixedTenant}
          value={values.tenantId}
          error={error('tenantId')}
          data={[
            ...(values.tenantId ? [] : [{ value: '', label: t('usersManager.form.chooseTenant') }]),
            ...tenants.map((tenant) => ({ value: tenant.id, label: tenant.name })),
          ]}
          onChange={(event) => {
            const next = tenants.find((tenant) => tenant.id === event.currentTarget.value);
            onChange(
              { tenantId: event.currentTarget.value, sites: [], silo: next?.ltrackAccess ?? false },
              'tenantId',
            );
          }}
          data-testid="membership-tenant"
        />
        <NativeSelect
          label={t('usersManager.form.role')}
          required
          value={values.role}
          error={error('role')}
          data={roles.map((role) => ({ value: role, label: t(`usersManager.roles.${role}`) }))}
          onChange={(event) =>
            onChange({ role: event.currentTarget.value as MembershipRole }, 'role')
          }
          description={t(`usersManager.roleHelp.${values.role}`)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          data-testid="membership-role"
        />
      </SimpleGrid>

      <Fieldset
        legend={t('usersManager.form.sites')}
        variant="filled"
        data-testid="membership-sites"
      >
        <Stack gap="xs">
          <Radio.Group
            value={values.allSites ? 'all' : 'chosen'}
            onChange={(value) => onChange({ allSites: value === 'all' }, 'sites')}
            error={error('sites')}
          >
            <Stack gap={6}>
              <Radio
                value="all"
                label={t('usersManager.form.allSites')}
                description={t('usersManager.form.allSitesHelp')}
                disabled={reach ? reach.sites !== 'all' : true}
                data-testid="membership-all-sites"
              />
              <Radio
                value="chosen"
                label={t('usersManager.form.chosenSites')}
                data-testid="membership-chosen-sites"
              />
            </Stack>
          </Radio.Group>
          {!values.allSites && reach && (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6} pl="lg">
              {reach.knownSites.map((site) => {
                const allowed = siteInReach(reach, site.id);
                return (
                  <Checkbox
                    key={site.id}
                    label={site.name}
                    checked={values.sites.includes(site.id)}
                    disabled={!allowed}
                    description={allowed ? undefined : t('usersManager.form.notYourSite')}
                    onChange={(event) => toggleSite(site.id, event.currentTarget.checked)}
                    data-testid="membership-site"
                    data-site-id={site.id}
                  />
                );
              })}
            </SimpleGrid>
          )}
          {!values.allSites && hiddenSites > 0 && (
            <Text size="xs" c="dimmed" pl="lg">
              {t('usersManager.form.hiddenSites', { count: hiddenSites })}
            </Text>
          )}
        </Stack>
      </Fieldset>

      <Fieldset legend={t('usersManager.form.access')} variant="filled">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6}>
          {(['gestation', 'lactation', 'zootech', 'silo'] as const).map((area) => (
            <Checkbox
              key={area}
              label={t(`usersManager.access.${area}`)}
              checked={values[area]}
              onChange={(event) => onChange({ [area]: event.currentTarget.checked })}
              data-testid={`membership-access-${area}`}
            />
          ))}
        </SimpleGrid>
        {values.silo && reach && !reach.ltrackAccess && (
          <Text size="xs" c="dimmed" mt="xs">
            {t('usersManager.form.siloHint')}
          </Text>
        )}
      </Fieldset>

      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Stack gap={6}>
          <Checkbox
            label={t('usersManager.form.expires')}
            checked={values.expires}
            onChange={(event) => onChange({ expires: event.currentTarget.checked }, 'expiresOn')}
            data-testid="membership-expires"
          />
          {values.expires ? (
            <DateField
              label={t('usersManager.form.expiresOn')}
              description={t('usersManager.form.expiresOnHelp')}
              value={values.expiresOn}
              error={error('expiresOn')}
              onChange={(expiresOn) => onChange({ expiresOn }, 'expiresOn')}
              data-testid="membership-expires-on"
            />
          ) : (
            <Text size="xs" c="dimmed">
              {t('usersManager.form.neverExpires')}
            </Text>
          )}
        </Stack>
        <Stack gap={6}>
          <Checkbox
            label={t('usersManager.form.useSharingName')}
            checked={values.useSharingName}
            onChange={(event) =>
              onChange({ useSharingName: event.currentTarget.checked }, 'sharingName')
            }
            data-testid="membership-use-sharing-name"
          />
          <TextInput
            label={t('usersManager.form.sharingName')}
            description={t('usersManager.form.sharingNameHelp')}
            value={values.sharingName}
            maxLength={100}
            error={error('sharingName')}
            onChange={(event) =>
              onChange({ sharingName: event.currentTarget.value }, 'sharingName')
            }
            data-testid="membership-sharing-name"
          />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
