import { ActionIcon, Box, Group, Menu, Tooltip } from '@mantine/core';
import type { GridDisplay } from '@barnboard/domain';
import { IconCheck, IconDots, IconLayoutList, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type TileAction = {
  id: string;
  label: string;
  icon: Icon;
  onClick: () => void;
  busy?: boolean;
};

export type DisplayChoice = {
  value: GridDisplay;
  options: GridDisplay[];
  onChange: (display: GridDisplay) => void;
};

function DisplayItems({ display }: { display: DisplayChoice }) {
  const { t } = useTranslation();
  return display.options.map((option) => (
    <Menu.Item
      key={option}
      onClick={() => display.onChange(option)}
      leftSection={option === display.value ? <IconCheck size={14} /> : <Box w={14} />}
      data-testid={`grid-display-${option}`}
      aria-checked={option === display.value}
      role="menuitemradio"
    >
      {t(`reports.display.${option}`)}
    </Menu.Item>
  ));
}

/**
 * A tile's actions (spec §2). `favourite` always shows; the others are icon buttons on a wide
 * screen (`inline`, a screen route) and collapse into one menu otherwise: a dashboard tile, or
 * any tile at phone width.
 */
export function TileActions({
  favourite,
  actions,
  display,
  inline,
}: {
  favourite: ReactNode;
  actions: TileAction[];
  display: DisplayChoice | null;
  inline: boolean;
}) {
  const { t } = useTranslation();
  const menu = (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('reports.actions.more')}
          data-testid="report-menu-toggle"
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map(({ id, label, icon: ItemIcon, onClick, busy }) => (
          <Menu.Item
            key={id}
            leftSection={<ItemIcon size={16} />}
            onClick={onClick}
            disabled={busy}
            data-testid={`report-menu-${id}`}
          >
            {label}
          </Menu.Item>
        ))}
        {display && display.options.length > 1 && (
          <>
            <Menu.Divider />
            <Menu.Label>{t('reports.display.label')}</Menu.Label>
            <DisplayItems display={display} />
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );

  return (
    <Group gap={2} wrap="nowrap" data-print-hidden>
      {favourite}
      {inline && (
        <Group gap={2} wrap="nowrap" visibleFrom="sm">
          {actions.map(({ id, label, icon: ItemIcon, onClick, busy }) => (
            <Tooltip key={id} label={label}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={label}
                onClick={onClick}
                loading={busy}
                data-testid={`report-action-${id}`}
              >
                <ItemIcon size={18} stroke={1.6} />
              </ActionIcon>
            </Tooltip>
          ))}
          {display && display.options.length > 1 && (
            <Menu position="bottom-end" withinPortal shadow="md">
              <Menu.Target>
                <Tooltip label={t('reports.display.label')}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('reports.display.label')}
                    data-testid="report-action-display"
                  >
                    <IconLayoutList size={18} stroke={1.6} />
                  </ActionIcon>
                </Tooltip>
              </Menu.Target>
              <Menu.Dropdown>
                <DisplayItems display={display} />
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      )}
      {inline ? <Box hiddenFrom="sm">{menu}</Box> : menu}
    </Group>
  );
}
