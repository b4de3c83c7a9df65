import { Alert, Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A secret the server answers once (a signing secret, an access key): shown in full with a copy
 * button and a plain warning that it will not be shown again.
 */
export function ShownOnce({
  label,
  value,
  testId,
}: {
  label: string;
  value: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" title={label}>
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Text
            ff="monospace"
            size="sm"
            style={{ flex: 1, overflowWrap: 'anywhere' }}
            data-testid={testId}
          >
            {value}
          </Text>
          <CopyButton value={value}>
            {({ copied, copy }) => (
              <Button variant="light" size="xs" onClick={copy} data-testid={`${testId}-copy`}>
                {copied ? t('integrations.copied') : t('integrations.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="sm" fw={600}>
          {t('integrations.shownOnce')}
        </Text>
      </Stack>
    </Alert>
  );
}
