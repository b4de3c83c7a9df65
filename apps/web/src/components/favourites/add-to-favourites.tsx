import { ActionIcon, Button, NativeSelect, Popover, Stack, Text, TextInput } from '@mantine/core';
import { favouritePageName, MAX_TILES_PER_PAGE, type TileKey } from '@barnboard/domain';
import { IconStar } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFavouritePages } from '../../lib/favourites/use-favourite-pages';
import { useFavouriteMessage } from '../../lib/favourites/use-favourite-message';
import { notifyHttpError } from '../../lib/notify-error';
import { FavouriteMessage } from './favourite-message';

/** The select's value for "a new page", which no stored name can take (names have no spaces). */
const NEW_PAGE = ' new';

/**
 * A tile's "add to favourites" action (spec §2 report tile): pick one of the user's pages, or
 * name a new one, then Add. The spec's messages show under the form and clear by themselves.
 */
export function AddToFavouritesButton({ tileKey }: { tileKey: TileKey }) {
  const { t } = useTranslation();
  const { pages, addPage, addTile } = useFavouritePages();
  const [message, showMessage] = useFavouriteMessage();
  const [choice, setChoice] = useState('');
  const [newName, setNewName] = useState('');

  /** Creates the named page, then adds the tile to it; answers the message code to show. */
  async function addToNewPage(): Promise<string> {
    const issue = await addPage(newName);
    if (issue) return issue;
    const stored = favouritePageName(newName);
    setChoice(stored);
    setNewName('');
    return addTile(stored, tileKey);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      showMessage(
        choice === NEW_PAGE ? await addToNewPage() : await addTile(choice || null, tileKey),
      );
    } catch (error) {
      notifyHttpError(error);
    }
  }

  const options = [
    { value: '', label: t('favourites.add.choosePage') },
    ...pages.map((page) => ({
      value: page.name,
      label: t('favourites.add.pageOption', {
        name: page.name,
        count: page.tiles.length,
        max: MAX_TILES_PER_PAGE,
      }),
    })),
    { value: NEW_PAGE, label: t('favourites.add.newPage') },
  ];

  return (
    <Popover width={280} position="bottom-end" shadow="md" trapFocus withArrow>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('favourites.add.button')}
          title={t('favourites.add.button')}
          data-testid="add-to-favourites"
        >
          <IconStar size={18} stroke={1.6} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={(event) => void submit(event)} data-testid="add-to-favourites-form">
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {t('favourites.add.title')}
            </Text>
            <NativeSelect
              label={t('favourites.add.page')}
              data={options}
              value={choice}
              onChange={(event) => setChoice(event.currentTarget.value)}
              data-testid="favourite-page-select"
            />
            {choice === NEW_PAGE && (
              <TextInput
                label={t('favourites.add.newPageName')}
                value={newName}
                onChange={(event) => setNewName(event.currentTarget.value)}
                data-testid="favourite-new-page"
                data-autofocus
              />
            )}
            {/* Never disabled while saving: focus stays on it, so Escape still closes the popover. */}
            <Button type="submit" size="xs" data-testid="favourite-add-submit">
              {t('favourites.add.submit')}
            </Button>
            <FavouriteMessage message={message} />
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
