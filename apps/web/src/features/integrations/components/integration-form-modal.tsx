import { Alert, Stack, TextInput } from '@mantine/core';
import type { Integration, IntegrationCreated } from '@barnboard/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { integrationsApi } from '../api/integrations-api';
import { AreaModal, DoneButton, FormButtons } from './area-modal';
import { ShownOnce } from './shown-once';
import { useAttempt } from './use-attempt';

/**
 * Creates an integration (name and url, both required: spec §5) or edits one. A new
 * integration's signing secret is shown here once, with its install code.
 */
type FormProps = { editing: Integration | null; onClose: () => void; onSaved: () => void };

export function IntegrationFormModal({ opened, ...props }: FormProps & { opened: boolean }) {
  const { t } = useTranslation();
  return (
    <AreaModal
      opened={opened}
      onClose={props.onClose}
      title={
        props.editing
          ? t('integrations.editTitle', { name: props.editing.name })
          : t('integrations.createTitle')
      }
    >
      {/* The modal mounts its content on each opening: the form starts from the record. */}
      <IntegrationForm {...props} />
    </AreaModal>
  );
}

function IntegrationForm({ editing, onClose, onSaved }: FormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(editing?.name ?? '');
  const [url, setUrl] = useState(editing?.url ?? '');
  const { busy, error, setError, attempt } = useAttempt();
  const [created, setCreated] = useState<IntegrationCreated | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The server says the same; saying it here spares a round trip (spec §5's message).
    if (!name.trim() || !url.trim()) {
      setError(t('integrations.errors.fields_required'));
      return;
    }
    await attempt(async () => {
      if (editing) {
        await integrationsApi.change(editing.id, {
          name,
          url,
          expected_updated_at: editing.updated_at,
        });
        onSaved();
        onClose();
      } else {
        setCreated(await integrationsApi.create({ name, url }));
        onSaved();
      }
    });
  }

  return (
    <>
      {created ? (
        <Stack gap="md" data-testid="integration-created">
          <ShownOnce
            label={t('integrations.signingSecret')}
            value={created.signing_secret}
            testId="integration-secret"
          />
          <TextInput
            label={t('integrations.installCode')}
            description={t('integrations.installCodeHelp')}
            value={created.install_code}
            readOnly
            data-testid="integration-created-code"
          />
          <DoneButton onDone={onClose} />
        </Stack>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('integrations.fields.name')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              required
              maxLength={100}
              data-testid="integration-name"
            />
            <TextInput
              label={t('integrations.fields.url')}
              description={t('integrations.urlHelp')}
              value={url}
              onChange={(event) => setUrl(event.currentTarget.value)}
              required
              type="url"
              placeholder="https://"
              data-testid="integration-url"
            />
            {error && (
              <Alert color="red" data-testid="integration-form-error">
                {error}
              </Alert>
            )}
            <FormButtons
              onCancel={onClose}
              busy={busy}
              submit={t('integrations.save')}
              testId="integration-save"
            />
          </Stack>
        </form>
      )}
    </>
  );
}
