import { List, Text } from '@mantine/core';
import { STATS } from './landing-content';
import { DocSection, PrintDocument } from './print-document';

/** /investment-memorandum-print: the company's summary for investors (printable). */
export default function InvestmentMemorandumPage() {
  return (
    <PrintDocument
      eyebrow="Investment memorandum"
      title="Repute"
      subtitle="AI-driven brand and reputation management for communications teams."
    >
      <DocSection title="The problem">
        <Text>
          Reputation is measured in surveys, coverage and social conversation that live in separate
          tools. Teams spend weeks assembling reports and still cannot say what drives the change.
        </Text>
      </DocSection>
      <DocSection title="The product">
        <Text>
          Repute brings those sources together, computes a reputation score with its dimensions,
          finds the drivers and themes behind it, and answers questions through an assistant
          grounded in the customer&apos;s own figures.
        </Text>
      </DocSection>
      <DocSection title="Why us">
        <List spacing="xs">
          {STATS.map((stat) => (
            <List.Item key={stat.label}>
              <Text span fw={600}>
                {stat.value}
              </Text>{' '}
              {stat.label.toLowerCase()}
            </List.Item>
          ))}
        </List>
      </DocSection>
      <DocSection title="Model">
        <Text>
          Self-hosted licences per organisation, with pilots as the route to a contract. Version One
          is available now.
        </Text>
      </DocSection>
      <Text size="xs" c="dimmed">
        This summary is for discussion only and is not an offer of securities.
      </Text>
    </PrintDocument>
  );
}
