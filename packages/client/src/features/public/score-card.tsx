import { Badge, Group, Paper, Progress, RingProgress, Stack, Text } from '@mantine/core';
import { SAMPLE_SCORES } from './landing-content';

/** The static sample reputation score card (78 overall; trust 82, innovation 75, growth 86). */
export function SampleScoreCard() {
  return (
    <Paper
      withBorder
      radius="lg"
      p="xl"
      shadow="xl"
      maw={420}
      w="100%"
      data-testid="sample-score-card"
    >
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text fw={700} size="lg">
              Reputation Score
            </Text>
            <Text size="sm" c="dimmed">
              Sample data
            </Text>
          </div>
          <Badge variant="light">Live</Badge>
        </Group>
        <Group gap="lg" wrap="nowrap">
          <RingProgress
            size={120}
            thickness={12}
            roundCaps
            sections={[{ value: SAMPLE_SCORES.overall, color: 'green' }]}
            label={
              <Text ta="center" fw={800} size="xl" aria-label={`Overall ${SAMPLE_SCORES.overall}`}>
                {SAMPLE_SCORES.overall}
              </Text>
            }
          />
          <Stack gap={2}>
            <Text fw={600}>Overall</Text>
            <Text size="sm" c="dimmed">
              Out of 100, across trust, innovation and growth.
            </Text>
          </Stack>
        </Group>
        <Stack gap="sm">
          {SAMPLE_SCORES.dimensions.map((dimension) => (
            <div key={dimension.label}>
              <Group justify="space-between" mb={4}>
                <Text size="sm" fw={500}>
                  {dimension.label}
                </Text>
                <Text size="sm" fw={700}>
                  {dimension.value}
                </Text>
              </Group>
              <Progress
                value={dimension.value}
                radius="xl"
                size="md"
                aria-label={`${dimension.label} ${dimension.value}`}
              />
            </div>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
