import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One section of her card: a titled box in the card's single column. */
export function CardSection({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-label={title}
      data-testid={testId}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** A label and its value, in the identity's and the feeding's lists of facts. */
export function Fact({
  label,
  value,
  testId,
}: {
  label: string;
  value: ReactNode;
  testId?: string;
}) {
  return (
    <div data-testid={testId}>
      <dt style={{ fontSize: 'var(--mantine-font-size-xs)', color: 'var(--mantine-color-dimmed)' }}>
        {label}
      </dt>
      <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
    </div>
  );
}
