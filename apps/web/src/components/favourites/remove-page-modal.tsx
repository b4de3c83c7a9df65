import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type RemovePageModalProps = {
  name: string | null;
  onConfirm: (name: string) => void;
  onClose: () => void;
};

/** Removing a favourites page asks first (spec §2); the tiles themselves are not affected. */
export function RemovePageModal({ name, onConfirm, onClose }: RemovePageModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={name !== null}
      onClose={onClose}
      title={t('favourites.remove.title')}
      centered
      data-testid="favourite-remove-modal"
    >
      <Text size="sm">{t('favourites.remove.text', { name })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('favourites.menu.cancel')}
        </Button>
        <Button
          color="red"
          onClick={() => name !== null && onConfirm(name)}
          data-testid="favourite-remove-confirm"
        >
          {t('favourites.remove.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
