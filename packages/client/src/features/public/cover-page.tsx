import { Box, Group, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import classes from './cover.module.css';

/** /linkedin-cover (1584 x 396) and /im-cover (a title page), rendered at their exact size. */
export default function CoverPage() {
  const isLinkedIn = useLocation().pathname === '/linkedin-cover';
  return (
    <Box className={classes.stage}>
      <Box
        component="main"
        className={classes.cover}
        data-kind={isLinkedIn ? 'linkedin' : 'memorandum'}
        aria-label={isLinkedIn ? 'LinkedIn cover' : 'Investment memorandum cover'}
      >
        <Stack gap="md" maw={900}>
          <Group gap={14}>
            <Box className={classes.logo} aria-hidden>
              R
            </Box>
            <Text className={classes.brand}>Repute</Text>
          </Group>
          <Title order={1} className={classes.title}>
            {isLinkedIn
              ? 'Reputation intelligence for communications and brand teams'
              : 'Investment Memorandum'}
          </Title>
          <Text className={classes.subtitle}>
            {isLinkedIn
              ? 'AI-powered insights · Real-time monitoring · Advanced analytics'
              : 'AI-driven brand and reputation management · Version One'}
          </Text>
        </Stack>
      </Box>
    </Box>
  );
}
