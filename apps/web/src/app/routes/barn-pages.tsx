import { ActionListsPage, RecordsToFixPage } from '../../features/action-lists';
import { AnimalCardPage } from '../../features/animals';
import {
  DeleteEventAction,
  EditEventAction,
  FixRecordAction,
  ListTickButton,
  RecordEventButton,
} from '../../features/barn-entry';

// The barn's lists and the sow's card with what records their events (issue 29 §2–5): the action
// lists' rows tick off by recording, the records to fix offer their fix, the card records her next
// event and corrects the past ones (managers). Composed here, as features never import each
// other; one chunk for the three screens.

export function ActionListsWithTicks() {
  return <ActionListsPage tick={(row) => <ListTickButton animal={row.animal} list={row.list} />} />;
}

export function RecordsToFixWithFixes() {
  return <RecordsToFixPage fix={(finding) => <FixRecordAction finding={finding} />} />;
}

export function AnimalCardWithEntries() {
  return (
    <AnimalCardPage
      actions={(card) => <RecordEventButton animal={card.animal} />}
      eventActions={(event, card) => (
        <>
          <EditEventAction animal={card.animal} event={event} />
          <DeleteEventAction animal={card.animal} event={event} />
        </>
      )}
    />
  );
}
