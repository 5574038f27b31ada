import { Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { Link } from 'react-router';

/**
 * The honest state of a screen this version does not have yet: what it is for, that it is
 * not available, and where the related figures are today.
 */
export function NotYetAvailable({
  title,
  description,
  seeInstead = { label: 'Open the dashboard', to: '/dashboard' },
}: {
  title: string;
  description: string;
  seeInstead?: { label: string; to: string };
}) {
  return (
    <Card withBorder radius="md" padding="xl" maw={720}>
      <Stack gap="sm" align="flex-start">
        <Group gap="sm">
          <ThemeIcon variant="light" size={40} radius="md">
            <IconClockHour4 size={22} aria-hidden />
          </ThemeIcon>
          <Badge variant="light" color="gray">
            Not in this version yet
          </Badge>
        </Group>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
        <Text size="sm">
          This screen is planned but not available in this version. Nothing here is hidden or
          loading: there is simply no content for it yet.
        </Text>
        <Button component={Link} to={seeInstead.to} variant="light">
          {seeInstead.label}
        </Button>
      </Stack>
    </Card>
  );
}
