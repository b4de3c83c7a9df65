import { Combobox, Input, InputBase, Text, useCombobox } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyHttpError } from '../../../lib/notify-error';
import { selectSite } from '../../../lib/session/session';
import { useCurrentSite, useSession } from '../../../lib/session/session-store';
import { groupSites, siteLabel } from '../../../utils/site-groups';

/** Searchable site picker grouped by tenant, shared sites apart (spec §2). */
export function SiteSelector() {
  const { t } = useTranslation();
  const { data } = useSession();
  const current = useCurrentSite();
  const [search, setSearch] = useState('');
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch('');
    },
    onDropdownOpen: () => combobox.focusSearchInput(),
  });
  const sites = useMemo(() => data?.sites ?? [], [data]);
  const memberships = useMemo(() => data?.memberships ?? [], [data]);
  const groups = useMemo(
    () => groupSites(sites, memberships, search),
    [sites, memberships, search],
  );
  const label = current ? siteLabel(current, memberships) : null;

  function choose(siteId: string) {
    combobox.closeDropdown();
    if (siteId !== current?.id) selectSite(siteId).catch(notifyHttpError);
  }

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={choose}
      width={300}
      position="bottom-end"
      shadow="md"
      // The bar is fixed, so the selector is never scrolled away; floating-ui's "hide when
      // detached" misjudged it now and then as the page changed under it (display: none, search
      // not focused): the list then stayed invisible until the next click.
      hideDetached={false}
    >
      <Combobox.Target targetType="button">
        <InputBase
          component="button"
          type="button"
          pointer
          data-testid="site-selector"
          // The name starts with the site shown, so that it is what speech input can say.
          aria-label={label ? t('layout.siteSelector.label', { site: label }) : undefined}
          disabled={sites.length <= 1}
          leftSection={<IconMapPin size={16} />}
          rightSection={sites.length > 1 ? <Combobox.Chevron /> : null}
          rightSectionPointerEvents="none"
          onClick={() => combobox.toggleDropdown()}
          w={{ base: 140, xs: 220, md: 260 }}
        >
          {label ? (
            <Text size="sm" truncate="end">
              {label}
            </Text>
          ) : (
            <Input.Placeholder>{t('layout.siteSelector.noSite')}</Input.Placeholder>
          )}
        </InputBase>
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Search
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder={t('layout.siteSelector.search')}
          aria-label={t('layout.siteSelector.search')}
          data-testid="site-search"
        />
        <Combobox.Options
          mah={340}
          style={{ overflowY: 'auto' }}
          aria-label={t('layout.siteSelector.options')}
        >
          {groups.length === 0 ? (
            <Combobox.Empty>{t('layout.siteSelector.noResult')}</Combobox.Empty>
          ) : (
            groups.map((group) => (
              <Combobox.Group
                key={group.key}
                label={group.shared ? t('layout.siteSelector.sharedSites') : group.tenantName}
              >
                {group.options.map((option) => (
                  <Combobox.Option
                    key={option.id}
                    value={option.id}
                    active={option.id === current?.id}
                    data-testid="site-option"
                    data-site-id={option.id}
                  >
                    {option.label}
                  </Combobox.Option>
                ))}
              </Combobox.Group>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
