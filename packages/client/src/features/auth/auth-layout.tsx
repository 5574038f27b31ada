import { Box, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './auth.module.css';

/** Two columns on wide screens: the product's promise on the left, the form card on the right. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Box className={classes.page}>
      <Box className={classes.aside} visibleFrom="md">
        <Stack gap="xl" maw={440}>
          <Group
            gap={10}
            renderRoot={(props) => <Link to="/" {...props} />}
            className={classes.brand}
          >
            <Box className={classes.logo} aria-hidden>
              R
            </Box>
            <Text fw={700} size="xl" c="white">
              Repute
            </Text>
          </Group>
          <Title order={2} c="white" className={classes.asideTitle}>
            Reputation intelligence for communications and brand teams
          </Title>
          <List
            spacing="sm"
            c="green.0"
            icon={
              <ThemeIcon size={22} radius="xl" color="white" variant="white">
                <IconCheck size={14} color="var(--mantine-color-green-8)" aria-hidden />
              </ThemeIcon>
            }
          >
            <List.Item>AI-powered insights from your own data</List.Item>
            <List.Item>Real-time monitoring of media and social channels</List.Item>
            <List.Item>Advanced analytics: drivers, themes and benchmarks</List.Item>
          </List>
        </Stack>
      </Box>
      <Box className={classes.formSide} component="main">
        <Stack w="100%" maw={440} gap="lg">
          <Group
            gap={10}
            renderRoot={(props) => <Link to="/" {...props} />}
            className={classes.brand}
            hiddenFrom="md"
          >
            <Box className={classes.logo} aria-hidden>
              R
            </Box>
            <Text fw={700} size="xl">
              Repute
            </Text>
          </Group>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
            {children}
          </Paper>
        </Stack>
      </Box>
    </Box>
  );
}
