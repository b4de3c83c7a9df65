import { Modal, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { isStrictEmail, LOCALES, type Locale } from '@barnboard/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { usersApi } from '../api/users-api';
import { notify } from '../lib/notify';
import { useDialogProps } from './dialog-props';
import { NameFields, NewPersonForm, useNewPerson, type NewPersonProps } from './new-person-form';

/** A language of the invitation, or '' for all three (the mail is then in each, one after the other). */
type LanguageChoice = Locale | '';

function InviteForm({ onClose, onDone, ...reach }: Omit<NewPersonProps, 'opened'>) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [language, setLanguage] = useState<LanguageChoice>(currentLanguage());
  const [emailError, setEmailError] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const person = useNewPerson(reach);

  async function submit() {
    const badEmail = !isStrictEmail(email.trim());
    setEmailError(badEmail);
    // The first field to fix gets the focus (on a phone, the address is scrolled out of view).
    if (badEmail) emailInput.current?.focus();
    await person.send({
      fieldsValid: !badEmail,
      write: async (tenantId, membership) => {
        const written = await usersApi.invite(tenantId, {
          email: email.trim(),
          ...(firstName.trim() ? { first_name: firstName.trim() } : {}),
          ...(lastName.trim() ? { last_name: lastName.trim() } : {}),
          locale: language || null,
          membership,
        });
        const existing = written.user.state !== 'invited' || written.user.invitation === null;
        notify(
          written.mail_sent === false ? 'orange' : 'green',
          written.mail_sent === false
            ? t('usersManager.messages.user.mailFailed')
            : existing
              ? t('usersManager.messages.membership.alreadyExists', { email: email.trim() })
              : t('usersManager.messages.user.invited', { email: email.trim() }),
        );
        onDone(written.user);
        onClose();
      },
      onRefusedField: (field) => {
        if (field === 'email') setEmailError(true);
      },
    });
  }

  return (
    <NewPersonForm
      person={person}
      tenants={reach.tenants}
      intro={t('usersManager.invite.intro')}
      submitLabel={t('usersManager.invite.submit')}
      testIdPrefix="invite"
      onSubmit={submit}
      onClose={onClose}
    >
      <TextInput
        type="email"
        label={t('usersManager.form.email')}
        required
        autoComplete="off"
        ref={emailInput}
        value={email}
        error={emailError ? t('usersManager.form.errors.emailInvalid') : undefined}
        onChange={(event) => {
          setEmail(event.currentTarget.value);
          setEmailError(false);
        }}
        data-testid="invite-email"
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NameFields
          first={firstName}
          last={lastName}
          onFirst={setFirstName}
          onLast={setLastName}
          testIdPrefix="invite"
        />
      </SimpleGrid>
      <NativeSelect
        label={t('usersManager.form.language')}
        description={t('usersManager.form.languageHelp')}
        value={language}
        data={[
          ...LOCALES.map((locale) => ({
            value: locale,
            label: t(`usersManager.languages.${locale}`),
          })),
          { value: '', label: t('usersManager.languages.all') },
        ]}
        onChange={(event) => setLanguage(event.currentTarget.value as LanguageChoice)}
        data-testid="invite-language"
      />
    </NewPersonForm>
  );
}

/** Invite by e-mail: the person gets a single-use link to set a password and accept the terms. */
export function InviteModal({ opened, ...props }: NewPersonProps) {
  const { t } = useTranslation();
  const dialog = useDialogProps({ fullScreenOnPhone: true });
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={t('usersManager.invite.title')}
      size="lg"
      {...dialog}
    >
      {opened && <InviteForm {...props} />}
    </Modal>
  );
}
