import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import '../screen-styles';

/** The narrow centred column used by the login, sign-up and account pages. */
export function FormPage({ title, description, aside, children }: { title: ReactNode; description?: ReactNode; aside?: ReactNode; children: ReactNode }) {
  return (
    <Container size={520} px="md" py={{ base: 32, sm: 64 }}>
      <Box px={{ base: 0, sm: 40 }} py={{ base: 0, sm: 40 }}>
        <Stack gap={6} mb={32}>
          {aside}
          <Title order={1} fz={{ base: 26, sm: 30 }} style={{ letterSpacing: '-0.02em' }}>
            {title}
          </Title>
          {description && (
            <Text c="dimmed" fz={15}>
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Box>
    </Container>
  );
}
