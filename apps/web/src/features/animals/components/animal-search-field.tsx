import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import type { AnimalMatch } from '@barnboard/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useCurrentSite } from '../../../lib/session/session-store';
import { animalSearchKey, searchAnimals } from '../api/animals-api';
import { matchDetails } from '../lib/animal-wording';

/** Typing pauses this long before the search asks: a word is asked once, not letter by letter. */
const TYPING_PAUSE_MS = 250;
/** The same words are not asked again this soon (the list changes with events, not by the second). */
const SEARCH_STALE_MS = 30_000;

type AnimalSearchFieldProps = {
  inputRef?: Ref<HTMLInputElement>;
  /** Called once a card is opened (the phone's search window closes). */
  onOpened?: () => void;
  /** The field takes the focus when shown (the phone's window, the "not found" card). */
  autoFocus?: boolean;
};

/**
 * The sow search (issue 29 §1): her id, tag or RFID, whole or in part, in the current site. The
 * matches show as one types; arrows and Enter open one. Enter on the whole id or RFID — what a
 * barcode or RFID reader types before its Enter — opens her card at once, without waiting for
 * the list.
 */
export function AnimalSearchField({ inputRef, onOpened, autoFocus }: AnimalSearchFieldProps) {
  const { t } = useTranslation();
  const site = useCurrentSite();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [words, setWords] = useState('');
  const [asked] = useDebouncedValue(words.trim(), TYPING_PAUSE_MS);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const siteId = site?.id ?? '';
  const ask = (typed: string) => ({
    queryKey: animalSearchKey(siteId, typed),
    queryFn: ({ signal }: { signal: AbortSignal }) => searchAnimals(siteId, typed, signal),
    staleTime: SEARCH_STALE_MS,
  });
  const search = useQuery({ ...ask(asked), enabled: siteId !== '' && asked !== '' });

  function open(animal: string) {
    combobox.closeDropdown();
    setWords('');
    onOpened?.();
    void navigate(paths.animal.href(animal));
  }

  /** Enter without a match chosen: her card when the words are her whole id or RFID. */
  async function openTyped() {
    const typed = words.trim();
    if (typed === '' || siteId === '') return;
    try {
      const answer = await client.fetchQuery(ask(typed));
      const exact = answer.matches.find((match) => match.exact);
      if (exact) return open(exact.animal);
    } catch {
      // The list says the search failed once the query of these words reports it.
    }
    combobox.openDropdown();
  }

  const showList = words.trim() !== '' && asked !== '';
  return (
    <Combobox
      store={combobox}
      onOptionSubmit={open}
      position="bottom-start"
      shadow="md"
      // Wider than the top bar's field: an id, her RFID and her place on one line each.
      width={320}
      hideDetached={false}
    >
      {/* role="combobox" with aria-expanded, so a screen reader says the list opened. */}
      <Combobox.Target withExpandedAttribute>
        <TextInput
          ref={inputRef}
          value={words}
          onChange={(event) => {
            setWords(event.currentTarget.value);
            combobox.resetSelectedOption();
            combobox.openDropdown();
          }}
          onFocus={() => words.trim() !== '' && combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            const chosen = combobox.dropdownOpened && combobox.getSelectedOptionIndex() !== -1;
            if (event.key === 'Enter' && !chosen) {
              event.preventDefault();
              void openTyped();
            }
          }}
          placeholder={t('animals.search.placeholder')}
          aria-label={t('animals.search.label')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          rightSection={search.isFetching ? <Loader size="xs" /> : null}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          data-autofocus={autoFocus || undefined}
          autoFocus={autoFocus}
          data-testid="animal-search"
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!showList} data-testid="animal-search-list">
        <Combobox.Options
          aria-label={t('animals.search.matches')}
          mah={360}
          style={{ overflowY: 'auto' }}
        >
          <SearchOptions words={asked} search={search} />
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

function SearchOptions({
  words,
  search,
}: {
  words: string;
  search: { data?: { matches: AnimalMatch[] }; isError: boolean };
}) {
  const { t } = useTranslation();
  if (search.isError) {
    return (
      <Combobox.Empty data-testid="animal-search-error">
        {t('animals.search.failed')}
      </Combobox.Empty>
    );
  }
  if (!search.data) return <Combobox.Empty>{t('animals.search.searching')}</Combobox.Empty>;
  if (search.data.matches.length === 0) {
    return (
      <Combobox.Empty data-testid="animal-search-empty">
        {t('animals.search.none', { words })}
      </Combobox.Empty>
    );
  }
  return search.data.matches.map((match) => (
    <Combobox.Option
      key={match.animal}
      value={match.animal}
      data-testid="animal-search-option"
      data-animal={match.animal}
    >
      {/* Spans, not paragraphs: the id in bold is no heading of the lines after it. */}
      <Group gap={6} wrap="nowrap" justify="space-between">
        <Text component="span" size="sm" fw={600}>
          {match.animal}
        </Text>
        {match.rfid && (
          <Text component="span" size="xs" c="dimmed" truncate="start">
            {t('animals.search.rfid', { rfid: match.rfid })}
          </Text>
        )}
      </Group>
      <Text component="span" size="xs" c="dimmed" display="block">
        {matchDetails(match, t)}
      </Text>
    </Combobox.Option>
  ));
}
