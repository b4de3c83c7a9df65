import { Group, Text } from '@mantine/core';
import { PRODUCT_NAME } from '@barnboard/domain';

type LogoProps = { size?: number; withName?: boolean | 'desktop' };

/** The barn mark (public/logo.svg) and the product name. */
export function Logo({ size = 32, withName = true }: LogoProps) {
  return (
    <Group gap={8} wrap="nowrap">
      <img src="/logo.svg" width={size} height={size} alt="" aria-hidden />
      {withName && (
        <Text fw={700} size="lg" visibleFrom={withName === 'desktop' ? 'sm' : undefined}>
          {PRODUCT_NAME}
        </Text>
      )}
    </Group>
  );
}
