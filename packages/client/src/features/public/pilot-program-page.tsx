import { List, Table, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { DocSection, PrintDocument } from './print-document';

const PHASES = [
  {
    phase: 'Set-up',
    what: 'Install Repute, load your historical survey and coverage data, agree the questions that matter.',
  },
  {
    phase: 'Baseline',
    what: 'Your reputation score, its dimensions, drivers and themes, against the competitors you name.',
  },
  {
    phase: 'Monitor',
    what: 'Ongoing coverage and sentiment with alerts, and the assistant answering your team’s questions.',
  },
  {
    phase: 'Review',
    what: 'A findings report and a recommendation on the strategy and the next steps.',
  },
];

/** The pilot programme document (print, dark, portrait and A4 variants share the content). */
export default function PilotProgramPage() {
  const { pathname } = useLocation();
  const dark = pathname.endsWith('-dark');
  const narrow = pathname.endsWith('-portrait') || pathname.endsWith('-a4');
  return (
    <PrintDocument
      eyebrow="Pilot program"
      title="Prove the value on your own data"
      subtitle="A structured pilot for one organisation: your data, your questions, and a clear decision at the end."
      dark={dark}
      width={narrow ? 794 : 900}
    >
      <DocSection title="How the pilot runs">
        <Table withTableBorder verticalSpacing="sm" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Phase</Table.Th>
              <Table.Th scope="col">What happens</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {PHASES.map((row) => (
              <Table.Tr key={row.phase}>
                <Table.Td fw={600}>{row.phase}</Table.Td>
                <Table.Td>{row.what}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </DocSection>
      <DocSection title="What you provide">
        <List spacing="xs">
          <List.Item>Survey exports or spreadsheets you already hold (CSV or Excel).</List.Item>
          <List.Item>The competitors and themes you want to follow.</List.Item>
          <List.Item>A sponsor in your communications or brand team.</List.Item>
        </List>
      </DocSection>
      <DocSection title="What you receive">
        <List spacing="xs">
          <List.Item>Access to the platform for your team during the pilot.</List.Item>
          <List.Item>Your baseline reputation score, its drivers and themes.</List.Item>
          <List.Item>A closing report with recommendations.</List.Item>
        </List>
        <Text c="dimmed" size="sm">
          Book a demo from the Repute home page to plan a pilot.
        </Text>
      </DocSection>
    </PrintDocument>
  );
}
