import { ACTION_LISTS, type ActionList, type ActionLists } from '@barnboard/domain';
import type { TFunction } from 'i18next';
import { actionToDo } from '../../../lib/reports/herd-labels';
import type { ReportDefinition, ReportView } from '../../../lib/reports/report-definition';
import { getActionLists } from '../api/action-lists-api';

/** The place a row is walked to: its room, else "no place recorded". */
const roomLabel = (room: string | null, t: TFunction) => room ?? t('actionLists.noPlace');
const roomValue = (room: string | null) => room ?? '';

/**
 * One list as a grid, a walk through the barn: its rows under their room's heading, in the
 * server's walking order. A phone shows the tick, the place, the sow and what to do first; the
 * paper has an empty column to tick, then the place, so it reads as the walk.
 */
function listView(list: ActionList): ReportView<ActionLists> {
  return {
    id: list,
    labelKey: `actionLists.lists.${list}`,
    grid: (answer, { t }) => ({
      columns: [
        { id: 'tick', header: t('actionLists.columns.tick'), kind: 'text', action: true },
        { id: 'location', header: t('actionLists.columns.location'), kind: 'text' },
        { id: 'animal', header: t('actionLists.columns.animal'), kind: 'animal' },
        { id: 'todo', header: t('actionLists.columns.todo'), kind: 'text' },
        { id: 'room', header: t('actionLists.columns.room'), kind: 'text' },
        { id: 'parity', header: t('actionLists.columns.parity'), kind: 'count' },
        { id: 'status', header: t('actionLists.columns.status'), kind: 'text' },
        { id: 'due_date', header: t(`actionLists.dueDate.${list}`), kind: 'date' },
        { id: 'days', header: t('actionLists.columns.days'), kind: 'count' },
      ],
      groupBy: 'room',
      rows: answer.lists[list].map((item) => ({
        key: `${item.animal}-${item.due_date}`,
        cells: {
          tick: null,
          location: item.location ?? t('actionLists.noPlace'),
          animal: item.animal,
          todo: actionToDo(item, t),
          room: roomLabel(item.room, t),
          parity: item.parity,
          status: t(`actionLists.statuses.${item.status}`),
          due_date: item.due_date,
          days: item.days,
        },
        actionTarget: { animal: item.animal, list },
        attributes: {
          'data-testid': 'action-row',
          'data-animal': item.animal,
          'data-overdue': String(item.overdue),
        },
      })),
    }),
  };
}

const [firstList, ...otherLists] = ACTION_LISTS;

/**
 * The barn's action lists (docs/action-lists.md): a view per list, each in the order of one walk
 * through the barn (the server's), with a figure per list; the room filter narrows the walk.
 */
export const actionListsReport: ReportDefinition<ActionLists> = {
  key: 'action-lists',
  titleKey: 'actionLists.title',
  fetch: (request, signal) => getActionLists(request.siteId, request.range?.to, signal),
  filters: [
    {
      id: 'room',
      labelKey: 'actionLists.columns.room',
      options: (answer, t) => {
        const rooms = new Set(
          ACTION_LISTS.flatMap((list) => answer?.lists[list] ?? []).map((item) => item.room),
        );
        return [...rooms].map((room) => ({ value: roomValue(room), label: roomLabel(room, t) }));
      },
      narrow: (answer, values) => ({
        ...answer,
        lists: Object.fromEntries(
          ACTION_LISTS.map((list) => [
            list,
            answer.lists[list].filter((item) => values.includes(roomValue(item.room))),
          ]),
        ) as ActionLists['lists'],
      }),
      comparable: false,
    },
  ],
  figures: (answer, { t }) =>
    ACTION_LISTS.map((list) => ({
      id: list,
      label: t(`actionLists.lists.${list}`),
      kind: 'count' as const,
      value: answer.lists[list].length,
    })),
  views: [listView(firstList), ...otherLists.map(listView)],
  isEmpty: (answer) => ACTION_LISTS.every((list) => answer.lists[list].length === 0),
  // The walk of the barn: a worker prints the whole list to carry.
  pdfWholeList: true,
  emptyKey: 'actionLists.empty',
};
