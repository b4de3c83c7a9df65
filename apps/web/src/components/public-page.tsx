import { Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { Logo } from './logo';

type PublicPageProps = { children: ReactNode; size?: 'xs' | 'sm' | 'md' | 'lg' };

/** Frame of the pages reachable without a session: logo on top, content centred. */
export function PublicPage({ children, size = 'xs' }: PublicPageProps) {
  return (
    <Box component="main" mih="100dvh" py="xl" px="md" bg="var(--mantine-color-body)">
      <Container size={size} px={0}>
        <Group justify="center" mb="lg">
          <Link to={paths.login.href()} style={{ textDecoration: 'none', color: 'inherit' }}>
            <Logo size={40} />
          </Link>
        </Group>
        {children}
      </Container>
    </Box>
  );
}
