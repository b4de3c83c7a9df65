import type { AnimalEvent, EntryAnswer, HerdRecord } from '@barnboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { correctEvent, deleteEvent, recordEvent } from './entry-api';
import { refreshAfterEntry } from './entry-cache';

/** A new record, or the correction of a stored event (with its reason). */
export type EntryWrite =
  | { record: HerdRecord; correcting?: undefined }
  | { record: HerdRecord; correcting: AnimalEvent; reason: string };

/** Records or corrects one event, then refreshes what it changes on the site. */
export function useRecordEntry(siteId: string) {
  const client = useQueryClient();
  return useMutation<EntryAnswer, Error, EntryWrite>({
    mutationFn: (write) =>
      write.correcting
        ? correctEvent(siteId, write.correcting.id, write.record, write.reason)
        : recordEvent(siteId, write.record),
    onSuccess: (_answer, write) => refreshAfterEntry(client, siteId, [write.record.animal]),
  });
}

/** Deletes a stored event, and why; then refreshes what it changed. */
export function useDeleteEntry(siteId: string, animal: string) {
  const client = useQueryClient();
  return useMutation<void, Error, { eventId: string; reason: string }>({
    mutationFn: ({ eventId, reason }) => deleteEvent(siteId, eventId, reason),
    onSuccess: () => refreshAfterEntry(client, siteId, [animal]),
  });
}
