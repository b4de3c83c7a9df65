import { Alert, Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { ManagedUser } from '@barnboard/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usersApi } from '../api/users-api';
import { usePersonWrite } from './use-person-write';

/** The person's first and last names, saved against the version shown (a 409 shows the newer). */
export function NamesForm({
  person,
  onChanged,
}: {
  person: ManagedUser;
  onChanged: (user: ManagedUser) => void;
}) {
  const { t } = useTranslation();
  const [first, setFirst] = useState(person.first_name ?? '');
  const [last, setLast] = useState(person.last_name ?? '');
  const [same, setSame] = useState(false);
  const [saving, setSaving] = useState(false);
  const write = usePersonWrite(onChanged);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setSame(false);
    const written = await write(
      () =>
        usersApi.changeNames(person.id, {
          first_name: first.trim() || null,
          last_name: last.trim() || null,
          expected_updated_at: person.updated_at,
        }),
      'usersManager.messages.user.changed',
    );
    if (written && !written.changed) setSame(true);
    setSaving(false);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="xs">
        {same && (
          <Alert color="blue" data-testid="form-message">
            {t('usersManager.messages.user.sameValues')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('usersManager.form.firstName')}
            value={first}
            maxLength={100}
            disabled={!person.manageable}
            onChange={(event) => setFirst(event.currentTarget.value)}
          />
          <TextInput
            label={t('usersManager.form.lastName')}
            value={last}
            maxLength={100}
            disabled={!person.manageable}
            onChange={(event) => setLast(event.currentTarget.value)}
          />
        </SimpleGrid>
        {person.manageable && (
          <Button
            type="submit"
            variant="light"
            loading={saving}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('usersManager.actions.saveNames')}
          </Button>
        )}
      </Stack>
    </form>
  );
}
