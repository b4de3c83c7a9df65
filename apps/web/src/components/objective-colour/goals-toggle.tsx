import { Group, SegmentedControl, Text, VisuallyHidden } from '@mantine/core';
import { IconBuildingCommunity, IconUser, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { saveGoalsSource } from '../../lib/objectives/goals-source';
import { useObjectivesSource } from '../../lib/objectives/use-objective-colour';
import { notifyHttpError } from '../../lib/notify-error';

/** A choice's label: icon and word, the word only for screen readers on narrow screens. */
function ChoiceLabel({ icon: ChoiceIcon, label }: { icon: Icon; label: string }) {
  return (
    <Group gap={4} wrap="nowrap" justify="center">
      <ChoiceIcon size={14} stroke={1.8} />
      <Text span size="xs" visibleFrom="md">
        {label}
      </Text>
      <VisuallyHidden hiddenFrom="md">{label}</VisuallyHidden>
    </Group>
  );
}

/**
 * The top bar's goals toggle (spec §2, §4): tiles coloured by the site's objectives or by the
 * user's own. Saved in prefs typeObjectives; tiles recolour before the server answers.
 */
export function GoalsToggle() {
  const { t } = useTranslation();
  const source = useObjectivesSource();
  return (
    <SegmentedControl
      size="xs"
      value={source}
      onChange={(value) => void saveGoalsSource(value).catch(notifyHttpError)}
      aria-label={t('objectives.goals.label')}
      title={t('objectives.goals.label')}
      data={[
        {
          value: 'sites',
          label: <ChoiceLabel icon={IconBuildingCommunity} label={t('objectives.goals.sites')} />,
        },
        {
          value: 'users',
          label: <ChoiceLabel icon={IconUser} label={t('objectives.goals.users')} />,
        },
      ]}
      data-testid="goals-toggle"
      data-source={source}
    />
  );
}
