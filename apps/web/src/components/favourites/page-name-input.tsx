import { ActionIcon, Group, TextInput } from '@mantine/core';
import type { FavouritePageNameIssue } from '@barnboard/domain';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyHttpError } from '../../lib/notify-error';

type PageNameInputProps = {
  label: string;
  initial?: string;
  /** Saves the name; answers why it was refused, or null once saved. */
  onSave: (input: string) => Promise<FavouritePageNameIssue | null>;
  onDone: () => void;
};

/**
 * A page name being typed, to add or rename a page (spec §2): Enter saves, Escape cancels. A
 * refused name says why under the field and stays open for another try.
 */
export function PageNameInput({ label, initial = '', onSave, onDone }: PageNameInputProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [issue, setIssue] = useState<FavouritePageNameIssue | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const refused = await onSave(value);
      if (refused) setIssue(refused);
      else onDone();
    } catch (error) {
      notifyHttpError(error);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Group gap={4} wrap="nowrap" align="flex-start">
        <TextInput
          aria-label={label}
          placeholder={label}
          size="xs"
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setIssue(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              onDone();
            }
          }}
          error={issue ? t(`favourites.messages.${issue}`) : undefined}
          // The user has just asked to type a name.
          autoFocus
          style={{ flex: 1 }}
          data-testid="favourite-page-name"
        />
        <ActionIcon type="submit" variant="subtle" aria-label={t('favourites.menu.save')}>
          <IconCheck size={16} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('favourites.menu.cancel')}
          onClick={onDone}
        >
          <IconX size={16} />
        </ActionIcon>
      </Group>
    </form>
  );
}
