import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { BinActionAnswer, BinItem } from '@barnboard/domain';
import { notify } from '../../lib/notify';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { binsKey, disableBin, enableBin } from '../../lib/bins/bins-api';
import { binState } from '../../lib/bins/bin-status';

export type StateChange = { kind: 'disable' | 'enable'; bin: BinItem };

/** What each answer of disable and enable tells the user (spec §4 credit rules, §8 messages). */
export function announce(
  kind: StateChange['kind'],
  answer: BinActionAnswer,
  t: (key: string) => string,
) {
  if (answer.error?.code === 'subscription_expired') {
    notify({
      color: 'red',
      title: t('silos.messages.enableExpired'),
      message: t('silos.messages.subscriptionExpired'),
      autoClose: 8000,
    });
    return;
  }
  if (answer.code === 'already_disabled' || answer.code === 'already_enabled') {
    notify({
      color: 'blue',
      message: t(
        `silos.messages.${answer.code === 'already_disabled' ? 'alreadyDisabled' : 'alreadyEnabled'}`,
      ),
    });
    return;
  }
  notify({
    color: 'green',
    message:
      kind === 'disable'
        ? t('silos.messages.disabled')
        : answer.licence_id
          ? t('silos.messages.enabledWithCredit')
          : t('silos.messages.enabled'),
  });
}

/** Confirms disabling or enabling a bin, saying what it costs, then does it. */
export function BinStateModal({
  change,
  onClose,
}: {
  change: StateChange | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const expired = change !== null && change.bin.isExpired;

  async function confirm() {
    if (!change) return;
    setBusy(true);
    try {
      const call = change.kind === 'disable' ? disableBin : enableBin;
      announce(change.kind, await call(change.bin.id), t);
      await queryClient.invalidateQueries({ queryKey: binsKey });
      onClose();
    } catch {
      notify({
        color: 'red',
        message: t(
          change.kind === 'disable'
            ? 'silos.messages.disableFailed'
            : 'silos.messages.enableFailed',
        ),
      });
    } finally {
      setBusy(false);
    }
  }

  const body = !change
    ? ''
    : change.kind === 'disable'
      ? t('silos.confirm.disableBody', { name: change.bin.name })
      : expired
        ? t('silos.confirm.enableExpiredBody', { name: change.bin.name })
        : t('silos.confirm.enableBody', { name: change.bin.name });

  return (
    <Modal
      opened={change !== null}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      onClose={onClose}
      title={
        change
          ? t(
              change.kind === 'disable'
                ? 'silos.confirm.disableTitle'
                : 'silos.confirm.enableTitle',
            )
          : ''
      }
    >
      <Stack gap="md" data-testid="silo-state-modal">
        <Text size="sm">{body}</Text>
        {change && binState(change.bin) === 'expired' && change.kind === 'disable' && (
          <Text size="sm" c="dimmed">
            {t('silos.messages.subscriptionExpired')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('silos.form.cancel')}
          </Button>
          <Button
            color={change?.kind === 'disable' ? 'red' : 'barn'}
            loading={busy}
            onClick={() => void confirm()}
            data-testid="silo-state-confirm"
          >
            {t(change?.kind === 'disable' ? 'silos.actions.disable' : 'silos.actions.enable')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
