import { ActionIcon, Box, Modal } from '@mantine/core';
import { useDisclosure, useWindowEvent } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AnimalSearchField } from './animal-search-field';

/** Keys typed in a field are its own: "/" there is a character, not the shortcut. */
function typingInAField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * The top bar's sow search (issue 29 §1): the field itself on a wide screen; on a phone, where
 * the bar holds the site and the menus, an icon that opens it in a window. "/" reaches it from
 * anywhere, as in other web apps, except while typing in a field.
 */
export function AnimalSearch() {
  const { t } = useTranslation();
  const [opened, searchWindow] = useDisclosure(false);
  const fieldRef = useRef<HTMLInputElement>(null);

  useWindowEvent('keydown', (event) => {
    if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
    if (typingInAField(event.target)) return;
    event.preventDefault();
    const field = fieldRef.current;
    // The field is hidden (display: none) below its breakpoint: the phone's window then.
    if (field && field.offsetParent !== null) field.focus();
    else searchWindow.open();
  });

  return (
    <>
      <Box visibleFrom="md" w={240}>
        <AnimalSearchField inputRef={fieldRef} />
      </Box>
      <ActionIcon
        hiddenFrom="md"
        variant="subtle"
        color="gray"
        size="lg"
        onClick={searchWindow.open}
        aria-label={t('animals.search.open')}
        data-testid="animal-search-open"
      >
        <IconSearch size={20} />
      </ActionIcon>
      <Modal
        opened={opened}
        onClose={searchWindow.close}
        title={t('animals.search.label')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        yOffset="4rem"
        data-testid="animal-search-window"
      >
        {/* Mounted while open only: the field's focus and words start afresh each time. */}
        <AnimalSearchField onOpened={searchWindow.close} autoFocus />
      </Modal>
    </>
  );
}
