export { RecordEventButton, ListTickButton } from './components/record-event-button';
export { EditEventAction, DeleteEventAction } from './components/correction-actions';
export { FixRecordAction } from './components/fix-record-action';
export { QuickEntryPage } from './components/quick-entry-page';
