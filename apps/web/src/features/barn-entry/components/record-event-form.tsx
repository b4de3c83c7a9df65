import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AnimalEvent, EntryAnswer, RecordType } from '@barnboard/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field/date-field';
import { siteDay } from '../../../lib/site-time/site-clock';
import { useSiteTimeZone } from '../../../lib/site-time/use-site-clock';
import { refusalProblems } from '../api/entry-api';
import { useRecordEntry } from '../api/use-entry';
import { EVENT_FIELDS, ownsLocation } from '../lib/event-fields';
import { errorsByField, refusalLine } from '../lib/problem-text';
import {
  checkDraft,
  draftOfEvent,
  emptyDraft,
  type FieldProblem,
  type RecordDraft,
} from '../lib/record-draft';
import { EventFieldInputs } from './event-field-inputs';
import { ReasonInput, reasonGiven } from './reason-input';

/**
 * What a form records: a new event of a type for an animal (a date or fields to start from, as a
 * records-to-fix fix proposes), or the correction of a stored event.
 */
export type EntryTarget = {
  siteId: string;
  animal: string;
  type: RecordType;
  correcting?: AnimalEvent;
  date?: string;
};

/** The common fields the form has an input for; a refusal of another is said above the buttons. */
const COMMON_INPUTS = ['date', 'time', 'user', 'location'];

/**
 * One record of one type for one animal (issue 29 §3): the type's fields, the date (the site's
 * today unless said), an optional time, who did it and the place. Checked as an import checks it
 * before it is sent; a refusal of the server is shown on the field it names. The same record
 * entered again changes nothing, and the form says so.
 */
export function RecordEventForm({
  target,
  onDone,
  onCancel,
}: {
  target: EntryTarget;
  onDone: (answer: EntryAnswer) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const today = siteDay(useSiteTimeZone());
  const { animal, type, correcting } = target;
  const [draft, setDraft] = useState<RecordDraft>(() =>
    correcting ? draftOfEvent(correcting) : emptyDraft(target.date ?? today),
  );
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [tried, setTried] = useState(false);
  const [already, setAlready] = useState(false);
  const [failed, setFailed] = useState(false);
  const save = useRecordEntry(target.siteId);
  const errors = errorsByField(problems, t);
  const shownFields = new Set([...COMMON_INPUTS, ...EVENT_FIELDS[type].map((one) => one.name)]);
  const elsewhere = problems.filter((problem) => !shownFields.has(problem.field));

  const change = (next: Partial<RecordDraft>) => {
    setDraft((before) => ({ ...before, ...next }));
    setAlready(false);
  };
  const changeField = (name: string, value: string) =>
    change({ fields: { ...draft.fields, [name]: value } });

  function submit() {
    setTried(true);
    setFailed(false);
    const checked = checkDraft(type, animal, draft);
    setProblems(checked.problems);
    if (!checked.record || (correcting && !reasonGiven(reason))) return;
    const write = correcting
      ? { record: checked.record, correcting, reason: reason.trim() }
      : { record: checked.record };
    save.mutate(write, {
      onSuccess: (answer) => {
        if (!answer.created && !correcting) {
          setAlready(true);
          return;
        }
        notifications.show({
          color: 'green',
          message: t(correcting ? 'barnEntry.corrected' : 'barnEntry.recorded', {
            type: t(`actionLists.recordTypes.${type}`),
            animal,
          }),
        });
        onDone(answer);
      },
      onError: (error) => {
        const refused = refusalProblems(error);
        if (refused === null) setFailed(true);
        else setProblems(refused);
      },
    });
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="record-event-form"
      data-type={type}
    >
      <Stack gap="sm">
        <Text fw={600} data-testid="entry-subject">
          {t('barnEntry.subject', { type: t(`actionLists.recordTypes.${type}`), animal })}
        </Text>
        <EventFieldInputs
          type={type}
          values={draft.fields}
          errors={errors}
          onChange={changeField}
        />
        <SimpleGrid cols={2} spacing="sm">
          <DateField
            label={t('barnEntry.fields.date')}
            value={draft.date}
            max={today}
            onChange={(date) => change({ date })}
            error={errors.date}
            data-testid="entry-field-date"
          />
          <TextInput
            type="time"
            label={t('barnEntry.fields.time')}
            value={draft.time}
            onChange={(event) => change({ time: event.target.value })}
            error={errors.time}
            data-testid="entry-field-time"
          />
        </SimpleGrid>
        {!ownsLocation(type) && (
          <TextInput
            label={t('barnEntry.fields.place')}
            value={draft.location}
            onChange={(event) => change({ location: event.target.value })}
            error={errors.location}
            data-testid="entry-field-place"
          />
        )}
        <TextInput
          label={t('barnEntry.fields.user')}
          description={t('barnEntry.userHelp')}
          value={draft.user}
          onChange={(event) => change({ user: event.target.value })}
          error={errors.user}
          data-testid="entry-field-user"
        />
        {correcting && <ReasonInput value={reason} onChange={setReason} showError={tried} />}
        {elsewhere.length > 0 && (
          <Alert color="red" role="alert" data-testid="entry-refused">
            {elsewhere.map((problem) => (
              <Text key={problem.field} size="sm">
                {refusalLine(problem, t)}
              </Text>
            ))}
          </Alert>
        )}
        {already && (
          <Alert color="blue" role="status" data-testid="entry-already">
            {t('barnEntry.already')}
          </Alert>
        )}
        {failed && (
          <Alert color="red" role="alert" data-testid="entry-failed">
            {t('errors.generic')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t(already ? 'barnEntry.close' : 'barnEntry.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="entry-save">
            {t(correcting ? 'barnEntry.saveCorrection' : 'barnEntry.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
