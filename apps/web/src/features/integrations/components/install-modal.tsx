import { Alert, Select, Stack, Text, TextInput } from '@mantine/core';
import { isAdminOfSite, type IntegrationCode, type InstallationKey } from '@barnboard/domain';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { subjectOf } from '../../../lib/session/home-path';
import { useSession } from '../../../lib/session/session-store';
import { integrationsApi } from '../api/integrations-api';
import { AreaModal, DoneButton, FormButtons } from './area-modal';
import { ShownOnce } from './shown-once';
import { useAttempt } from './use-attempt';

/**
 * A site's admin installs an integration with the code its integrator handed over: the code is
 * looked up first (whose integration it is), then the site and an optional building are chosen,
 * and the access key is shown once.
 */
type InstallProps = { onClose: () => void; onInstalled: () => void };

export function InstallModal({ opened, ...props }: InstallProps & { opened: boolean }) {
  const { t } = useTranslation();
  return (
    <AreaModal opened={opened} onClose={props.onClose} title={t('integrations.install.title')}>
      {/* Mounted on each opening: a new code, the current site chosen. */}
      <InstallForm {...props} />
    </AreaModal>
  );
}

function InstallForm({ onClose, onInstalled }: InstallProps) {
  const { t } = useTranslation();
  const { data, currentSiteId } = useSession();
  const sites = useMemo(() => {
    if (!data) return [];
    const subject = subjectOf(data);
    const now = new Date();
    return data.sites.filter((site) => isAdminOfSite(subject, site, now));
  }, [data]);
  const [code, setCode] = useState('');
  const [found, setFound] = useState<IntegrationCode | null>(null);
  const [siteId, setSiteId] = useState<string | null>(() =>
    sites.some((site) => site.id === currentSiteId) ? currentSiteId : (sites[0]?.id ?? null),
  );
  const [buildingId, setBuildingId] = useState<string | null>(null);
  const { busy, error, attempt } = useAttempt();
  const [installed, setInstalled] = useState<InstallationKey | null>(null);

  const site = sites.find((candidate) => candidate.id === siteId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    await attempt(async () => {
      if (!found) setFound(await integrationsApi.lookUp(code));
      else if (siteId) {
        setInstalled(await integrationsApi.install(siteId, code, buildingId));
        onInstalled();
      }
    });
  }

  return (
    <>
      {installed ? (
        <Stack gap="md" data-testid="installation-created">
          <Text size="sm">
            {t('integrations.install.done', {
              name: installed.installation.integration.name,
              site: installed.installation.site.name,
            })}
          </Text>
          <ShownOnce
            label={t('integrations.accessKey')}
            value={installed.access_key}
            testId="installation-key"
          />
          <DoneButton onDone={onClose} />
        </Stack>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('integrations.installCode')}
              description={t('integrations.install.codeHelp')}
              placeholder="BB-XXXX-XXXX"
              value={code}
              onChange={(event) => {
                setCode(event.currentTarget.value);
                setFound(null);
              }}
              required
              data-testid="install-code"
            />
            {found && (
              <>
                <Alert color="blue" data-testid="install-found">
                  {t('integrations.install.found', {
                    name: found.name,
                    owner: found.owner_name,
                    url: found.url,
                  })}
                </Alert>
                <Select
                  label={t('integrations.install.site')}
                  data={sites.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
                  value={siteId}
                  onChange={(value) => {
                    setSiteId(value);
                    setBuildingId(null);
                  }}
                  allowDeselect={false}
                  searchable
                  data-testid="install-site"
                />
                <Select
                  label={t('integrations.install.building')}
                  description={t('integrations.install.buildingHelp')}
                  placeholder={t('integrations.install.wholeSite')}
                  data={(site?.buildings ?? []).map((building) => ({
                    value: building.cloud_id,
                    label: building.name,
                  }))}
                  value={buildingId}
                  onChange={setBuildingId}
                  clearable
                  data-testid="install-building"
                />
              </>
            )}
            {sites.length === 0 && <Alert color="orange">{t('integrations.install.noSite')}</Alert>}
            {error && (
              <Alert color="red" data-testid="install-error">
                {error}
              </Alert>
            )}
            <FormButtons
              onCancel={onClose}
              busy={busy}
              disabled={!code.trim() || sites.length === 0}
              submit={found ? t('integrations.install.submit') : t('integrations.install.lookUp')}
              testId="install-submit"
            />
          </Stack>
        </form>
      )}
    </>
  );
}
