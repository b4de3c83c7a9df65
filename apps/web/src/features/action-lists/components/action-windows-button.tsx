import { Button, Modal } from '@mantine/core';
import { isManagerAt } from '@barnboard/domain';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTileAccessContext } from '../../../lib/reports/use-tile-access';
import { actionWindowsKey, getActionWindows } from '../api/action-lists-api';
import { ActionWindowsForm } from './action-windows-form';

/** The site's managers change the lists' windows here; others see the lists only. */
export function ActionWindowsButton({ siteId }: { siteId: string }) {
  const { t } = useTranslation();
  const access = useTileAccessContext();
  const [opened, modal] = useDisclosure(false);
  const manager =
    access !== null && isManagerAt(access.subject, access.currentSite, access.sites, access.now);
  const stored = useQuery({
    queryKey: actionWindowsKey(siteId),
    queryFn: ({ signal }) => getActionWindows(siteId, signal),
    enabled: manager,
  });
  if (!manager) return null;
  return (
    <>
      <Button
        variant="default"
        size="sm"
        leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
        onClick={modal.open}
        disabled={!stored.data}
        data-testid="action-windows-open"
      >
        {t('actionLists.windows.open')}
      </Button>
      <Modal
        opened={opened}
        onClose={modal.close}
        title={t('actionLists.windows.title')}
        size="lg"
        fullScreen={false}
      >
        {stored.data && (
          <ActionWindowsForm siteId={siteId} stored={stored.data} onDone={modal.close} />
        )}
      </Modal>
    </>
  );
}
