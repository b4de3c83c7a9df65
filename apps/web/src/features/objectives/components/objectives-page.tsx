import { Alert, SegmentedControl, Stack, Text } from '@mantine/core';
import { isManagerOfSite, type GoalsSource } from '@barnboard/domain';
import { IconLock } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storedObjectives } from '../../../lib/objectives/objective-settings';
import { useObjectivesSource } from '../../../lib/objectives/use-objective-colour';
import { subjectOf } from '../../../lib/session/home-path';
import { useCurrentSite, useSession } from '../../../lib/session/session-store';
import { saveSiteObjectives, saveUserObjectives } from '../api/save-objectives';
import { ObjectivesEditor } from './objectives-editor';

/**
 * The objectives page (spec §3): the site's objectives (managers of the current site edit them,
 * members read them) or the user's own. It opens on the set the goals toggle colours tiles with.
 */
export function ObjectivesPage() {
  const { t } = useTranslation();
  const { data } = useSession();
  const site = useCurrentSite();
  const inForce = useObjectivesSource();
  const [chosen, setChosen] = useState<GoalsSource>(inForce);
  // Without a current site there are no site objectives to show.
  const source: GoalsSource = site ? chosen : 'users';
  const prefs = source === 'sites' ? site?.preferences : data?.user.prefs;
  const stored = useMemo(() => storedObjectives(prefs), [prefs]);
  if (!data) return null;
  const manager = site !== null && isManagerOfSite(subjectOf(data), site, new Date());
  const editable = source === 'users' || manager;
  const siteName = site?.name ?? '';

  return (
    <Stack gap="md" data-testid="objectives-page" data-source={source}>
      <SegmentedControl
        value={source}
        onChange={setChosen}
        data={[
          { value: 'sites', label: t('objectives.source.sites'), disabled: !site },
          { value: 'users', label: t('objectives.source.users') },
        ]}
        style={{ alignSelf: 'flex-start' }}
        data-testid="objectives-source"
      />
      <Text size="sm" c="dimmed">
        {source === 'sites'
          ? t('objectives.source.sitesHelp', { site: siteName })
          : t('objectives.source.usersHelp')}{' '}
        {t(source === inForce ? 'objectives.source.inForce' : 'objectives.source.notInForce')}
      </Text>
      {!editable && (
        <Alert icon={<IconLock size={18} />} color="gray" data-testid="objectives-read-only">
          {t('objectives.readOnly', { site: siteName })}
        </Alert>
      )}
      <ObjectivesEditor
        key={`${source}:${site?.id ?? ''}`}
        stored={stored}
        editable={editable}
        onSave={(objectives) =>
          source === 'sites' && site
            ? saveSiteObjectives(site.id, objectives)
            : saveUserObjectives(objectives)
        }
      />
    </Stack>
  );
}
