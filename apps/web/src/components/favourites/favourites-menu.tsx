import { ActionIcon, Group, Menu, NavLink, Text, UnstyledButton } from '@mantine/core';
import { favouritePageName, type FavouritePageNameIssue } from '@barnboard/domain';
import { IconDots, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useFavouritePages } from '../../lib/favourites/use-favourite-pages';
import { notifyHttpError } from '../../lib/notify-error';
import { DragHandle } from '../sortable/drag-handle';
import { SortableArea } from '../sortable/sortable-area';
import { useSortableItem } from '../sortable/use-sortable-item';
import { PageNameInput } from './page-name-input';
import { RemovePageModal } from './remove-page-modal';

type FavouritesMenuProps = { label: string; icon: ReactNode; onNavigate: () => void };

const labelOf = (name: string) => name;

/**
 * The side menu's favourites (spec §2): the user's pages in their order, each a link; add a page,
 * rename one in place (Enter saves, Escape cancels), remove one after confirming, reorder by drag.
 */
export function FavouritesMenu({ label, icon, onNavigate }: FavouritesMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { pages, addPage, renamePage, removePage, reorderPages } = useFavouritePages();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);

  /** Renaming the page on screen moves the address along with it. */
  async function rename(name: string, input: string) {
    const issue = await renamePage(name, input);
    if (!issue && pathname === paths.favorites.href(name)) {
      void navigate(paths.favorites.href(favouritePageName(input)), { replace: true });
    }
    return issue;
  }

  function remove(name: string) {
    setRemoving(null);
    if (pathname === paths.favorites.href(name)) void navigate(paths.dashboard.href());
    removePage(name).catch(notifyHttpError);
  }

  return (
    <NavLink
      label={label}
      leftSection={icon}
      defaultOpened
      childrenOffset="md"
      data-menu-entry="favorites"
    >
      <div data-testid="favourites-menu">
        <SortableArea
          ids={pages.map((page) => page.name)}
          onReorder={(names) => void reorderPages(names).catch(notifyHttpError)}
          layout="list"
          labelOf={labelOf}
        >
          {pages.map((page) => (
            <FavouritePageItem
              key={page.name}
              name={page.name}
              active={pathname === paths.favorites.href(page.name)}
              onNavigate={onNavigate}
              onRename={(input) => rename(page.name, input)}
              onRemove={() => setRemoving(page.name)}
            />
          ))}
        </SortableArea>
        {adding ? (
          <PageNameInput
            label={t('favourites.menu.newPageName')}
            onSave={addPage}
            onDone={() => setAdding(false)}
          />
        ) : (
          <UnstyledButton
            onClick={() => setAdding(true)}
            px="sm"
            py={6}
            data-testid="favourite-add-page"
          >
            <Group gap={6} c="dimmed">
              <IconPlus size={14} />
              <Text size="sm">{t('favourites.menu.addPage')}</Text>
            </Group>
          </UnstyledButton>
        )}
      </div>
      <RemovePageModal name={removing} onConfirm={remove} onClose={() => setRemoving(null)} />
    </NavLink>
  );
}

type FavouritePageItemProps = {
  name: string;
  active: boolean;
  onNavigate: () => void;
  onRename: (input: string) => Promise<FavouritePageNameIssue | null>;
  onRemove: () => void;
};

function FavouritePageItem({
  name,
  active,
  onNavigate,
  onRename,
  onRemove,
}: FavouritePageItemProps) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const { itemRef, itemStyle, handleProps } = useSortableItem(name);
  return (
    <div ref={itemRef} style={itemStyle} data-testid="favourite-page" data-page={name}>
      {renaming ? (
        <PageNameInput
          label={t('favourites.menu.renameLabel', { name })}
          initial={name}
          onSave={onRename}
          onDone={() => setRenaming(false)}
        />
      ) : (
        <Group gap={2} wrap="nowrap">
          <DragHandle label={t('favourites.menu.move', { name })} {...handleProps} />
          <NavLink
            component={Link}
            to={paths.favorites.href(name)}
            label={name}
            active={active}
            onClick={onNavigate}
            py={6}
            style={{ flex: 1, minWidth: 0 }}
            data-testid="favourite-page-link"
          />
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={t('favourites.menu.actions', { name })}
                data-testid="favourite-page-actions"
              >
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconPencil size={14} />}
                onClick={() => setRenaming(true)}
                data-testid="favourite-rename"
              >
                {t('favourites.menu.rename')}
              </Menu.Item>
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={onRemove}
                data-testid="favourite-remove"
              >
                {t('favourites.menu.remove')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      )}
    </div>
  );
}
