import { List, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  passwordRuleErrors,
  passwordStrength,
  type PasswordRuleError,
  type PasswordStrength,
} from '@barnboard/domain';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const RULES: PasswordRuleError[] = ['length', 'lowercase', 'uppercase', 'digit'];
const STRENGTH: Record<PasswordStrength, { value: number; color: string }> = {
  blank: { value: 0, color: 'gray' },
  tooWeak: { value: 20, color: 'red' },
  stillTooWeak: { value: 40, color: 'orange' },
  couldBeStronger: { value: 70, color: 'yellow' },
  strong: { value: 100, color: 'green' },
};

/** Live rule list and strength meter of the new password (spec §5). */
export function PasswordChecklist({ password }: { password: string }) {
  const { t } = useTranslation();
  const broken = new Set(passwordRuleErrors(password));
  const strength = passwordStrength(password);
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('resetPassword.strength.label')}:{' '}
        <Text span size="sm" c={STRENGTH[strength].color} fw={600} data-testid="password-strength">
          {t(`resetPassword.strength.${strength}`)}
        </Text>
      </Text>
      <Progress
        value={STRENGTH[strength].value}
        color={STRENGTH[strength].color}
        size="sm"
        aria-hidden
      />
      <Text size="sm">{t('resetPassword.rulesTitle')}</Text>
      <List spacing={4} size="sm" center>
        {RULES.map((rule) => {
          const ok = !broken.has(rule);
          return (
            <List.Item
              key={rule}
              data-ok={ok}
              icon={
                <ThemeIcon
                  size={18}
                  radius="xl"
                  color={ok ? 'green' : 'gray'}
                  variant={ok ? 'filled' : 'light'}
                >
                  {ok ? <IconCheck size={12} /> : <IconX size={12} />}
                </ThemeIcon>
              }
            >
              {t(`resetPassword.rules.${rule}`)}
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}
