import { ActionListsPage, RecordsToFixPage } from '../../features/action-lists';
import { FixRecordAction, ListTickButton } from '../../features/barn-entry';

// The barn's lists with what records their events (issue 29 §3–5): the action lists' rows tick off
// by recording, the records to fix offer their fix. Composed here, as features never import each
// other; one chunk for both screens.

export function ActionListsWithTicks() {
  return <ActionListsPage tick={(row) => <ListTickButton animal={row.animal} list={row.list} />} />;
}

export function RecordsToFixWithFixes() {
  return <RecordsToFixPage fix={(finding) => <FixRecordAction finding={finding} />} />;
}
