import { List, SimpleGrid, Card, Text, Title, Stack } from '@mantine/core';
import { FEATURES, SAMPLE_SCORES, STATS, STEPS } from './landing-content';
import { DocSection, PrintDocument } from './print-document';

/** The product overview (public, printable; also the branded overview for signed-in users). */
export default function ProductOverviewPage() {
  return (
    <PrintDocument
      eyebrow="Product overview"
      title="Repute: brand and reputation intelligence"
      subtitle="A self-hosted platform for communications and brand teams: reputation scores, drivers, themes and coverage for every organisation you manage, with an AI assistant grounded in your own data."
    >
      <DocSection title="Who it is for">
        <Text>
          Communications, corporate affairs and brand teams, and the agencies that serve them. Every
          view is scoped to one selected customer at a time, so teams that look after several
          organisations keep their data apart.
        </Text>
      </DocSection>
      <DocSection title="What it does">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {FEATURES.map((feature) => (
            <Card key={feature.title} withBorder radius="md" padding="lg">
              <Stack gap={6}>
                <Title order={3} size="h5">
                  {feature.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {feature.text}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </DocSection>
      <DocSection title="From Data to Strategic Action">
        <List type="ordered" spacing="xs">
          {STEPS.map((step) => (
            <List.Item key={step.title}>
              <Text span fw={600}>
                {step.title}.
              </Text>{' '}
              {step.text}
            </List.Item>
          ))}
        </List>
      </DocSection>
      <DocSection title="A sample score">
        <Text>
          An overall reputation score of {SAMPLE_SCORES.overall}, with{' '}
          {SAMPLE_SCORES.dimensions.map((d) => `${d.label.toLowerCase()} ${d.value}`).join(', ')}:
          each dimension with its trend, its drivers and the themes in what people say.
        </Text>
      </DocSection>
      <DocSection title="In numbers">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          {STATS.map((stat) => (
            <Card key={stat.label} withBorder radius="md" padding="md" ta="center">
              <Text fw={800} size="xl">
                {stat.value}
              </Text>
              <Text size="xs" c="dimmed">
                {stat.label}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </DocSection>
      <DocSection title="Your data stays yours">
        <Text>
          Repute runs on your own server with a single database file. The built-in assistant answers
          from your data without any outside service; a language model of your choice can be
          connected when you want one.
        </Text>
      </DocSection>
    </PrintDocument>
  );
}
