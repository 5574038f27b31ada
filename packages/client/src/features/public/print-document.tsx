import { Box, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './print.module.css';

/** A printable one-document page: a toolbar (hidden in print) above an A4-like sheet. */
export function PrintDocument({
  eyebrow,
  title,
  subtitle,
  children,
  dark = false,
  width = 900,
}: {
  eyebrow: string;
  title: string;
  subtitle: string;
  children: ReactNode;
  dark?: boolean;
  width?: number;
}) {
  return (
    <Box className={classes.page} data-dark={dark || undefined}>
      <Container size={width} py="lg">
        <Group justify="space-between" mb="md" className={classes.toolbar}>
          <Button component={Link} to="/" variant="subtle">
            Repute home
          </Button>
          <Button
            leftSection={<IconPrinter size={16} aria-hidden />}
            variant="default"
            onClick={() => window.print()}
          >
            Print or save as PDF
          </Button>
        </Group>
        <Paper component="main" className={classes.sheet} radius="md" withBorder shadow="sm">
          <Box className={classes.cover}>
            <Text className={classes.eyebrow}>{eyebrow}</Text>
            <Title order={1} className={classes.title}>
              {title}
            </Title>
            <Text className={classes.subtitle}>{subtitle}</Text>
          </Box>
          <Stack gap="xl" p={{ base: 'lg', sm: 48 }}>
            {children}
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}

export function DocSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" className={classes.section}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
