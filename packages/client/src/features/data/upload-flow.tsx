import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  FileInput,
  Group,
  Progress,
  ScrollArea,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { apiRequest } from '../../lib/api';
import { trpc } from '../../lib/trpc';
import { writeSelectedDatasetId } from '../../lib/selected-dataset';
import { KIND_LABELS, errorMessage, formatBytes, formatNumber, type DatasetKind } from './data-shared';

interface UploadResult {
  id: number;
  originalName: string;
  format: 'csv' | 'xlsx';
  sizeBytes: number;
  headers: string[];
  kind: DatasetKind | null;
  suggestions: Record<DatasetKind, Record<string, string>>;
  savedMapping: { id: number; name: string; kind: DatasetKind; mapping: Record<string, string>; options: Record<string, unknown> } | null;
  sample: (string | number | boolean | null)[][];
}

const SCALES = ['1-5', '1-7', '0-10'];
const UNMAPPED = '';

/** Upload -> map columns -> import with progress -> result or error report. */
export function UploadFlow({ customerId }: { customerId: number }) {
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [upload, setUpload] = useState<UploadResult | null>(null);
  const [importingId, setImportingId] = useState<number | null>(null);

  async function send() {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      const form = new FormData();
      form.append('file', file);
      const res = await apiRequest('POST', '/api/uploads', form);
      setUpload((await res.json()) as UploadResult);
    } catch (error) {
      setUploadError(errorMessage(error));
    } finally {
      setUploading(false);
    }
  }

  if (importingId) {
    return (
      <ImportProgress
        customerId={customerId}
        uploadId={importingId}
        onRestart={() => {
          setImportingId(null);
          setUpload(null);
          setFile(null);
        }}
      />
    );
  }
  if (upload) {
    return (
      <MappingStep
        upload={upload}
        onBack={() => setUpload(null)}
        onStarted={(id) => setImportingId(id)}
      />
    );
  }
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Upload a file
        </Title>
        <Text size="sm" c="dimmed">
          CSV (UTF-8) or Excel XLSX with a header row: survey responses, media or social mentions,
          financial or spend series, or timeline events. Nothing is imported until you confirm the
          column mapping, and a file with errors imports nothing.
        </Text>
        <Group align="flex-end" wrap="wrap">
          <FileInput
            label="File"
            placeholder="Choose a .csv or .xlsx file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            value={file}
            onChange={setFile}
            leftSection={<IconFileUpload size={16} aria-hidden />}
            w={{ base: '100%', sm: 380 }}
            clearable
          />
          <Button onClick={() => void send()} disabled={!file} loading={uploading}>
            Upload
          </Button>
        </Group>
        {uploadError ? (
          <Alert color="red" variant="light" title="Upload refused" role="alert">
            {uploadError}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}

function MappingStep({
  upload,
  onBack,
  onStarted,
}: {
  upload: UploadResult;
  onBack: () => void;
  onStarted: (uploadId: number) => void;
}) {
  const fields = trpc.ingestion.fields.useQuery();
  const initialKind = upload.savedMapping?.kind ?? upload.kind ?? 'survey';
  const [kind, setKind] = useState<DatasetKind>(initialKind);
  const [mapping, setMapping] = useState<Record<string, string>>(
    upload.savedMapping?.mapping ?? upload.suggestions[initialKind] ?? {},
  );
  const savedScale = upload.savedMapping?.options;
  const [scale, setScale] = useState(
    savedScale && typeof savedScale.scaleMin === 'number' ? `${savedScale.scaleMin}-${String(savedScale.scaleMax)}` : '1-7',
  );
  const [dateFormat, setDateFormat] = useState<'dmy' | 'mdy'>('dmy');
  const [datasetName, setDatasetName] = useState(upload.originalName.replace(/\.(csv|xlsx)$/i, ''));
  const [saveAs, setSaveAs] = useState(upload.savedMapping?.name ?? '');
  const start = trpc.ingestion.startImport.useMutation({ onSuccess: (r) => onStarted(r.uploadId) });

  useEffect(() => {
    if (kind !== initialKind || !upload.savedMapping) setMapping(upload.suggestions[kind] ?? {});
  }, [kind, initialKind, upload]);

  const kindFields = fields.data?.[kind] ?? [];
  const attributeTargets = Object.keys(mapping).filter((t) => t.startsWith('attr.'));
  const missingRequired = kindFields.filter((f) => f.required && !mapping[f.key]).map((f) => f.label);
  const headerOptions = useMemo(
    () => [{ value: UNMAPPED, label: '— not in this file —' }, ...upload.headers.map((h) => ({ value: h, label: h }))],
    [upload.headers],
  );
  const [scaleMin, scaleMax] = scale.split('-').map(Number) as [number, number];

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={0}>
            <Title order={3} size="h4">
              Map the columns of {upload.originalName}
            </Title>
            <Text size="sm" c="dimmed">
              {upload.format.toUpperCase()} · {formatBytes(upload.sizeBytes)} · {upload.headers.length} columns
              {upload.savedMapping ? ` · saved mapping "${upload.savedMapping.name}" applied` : ''}
            </Text>
          </Stack>
          <Button variant="subtle" onClick={onBack}>
            Choose another file
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <Select
            label="What the file holds"
            data={(Object.keys(KIND_LABELS) as DatasetKind[]).map((k) => ({ value: k, label: KIND_LABELS[k] }))}
            value={kind}
            onChange={(v) => v && setKind(v as DatasetKind)}
            allowDeselect={false}
          />
          <TextInput label="Dataset name" value={datasetName} onChange={(e) => setDatasetName(e.currentTarget.value)} required />
          {kind === 'survey' ? (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                Rating scale
              </Text>
              <SegmentedControl data={SCALES} value={scale} onChange={setScale} aria-label="Rating scale" />
            </Stack>
          ) : (
            <div />
          )}
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Dates like 03/04/2025 are
            </Text>
            <SegmentedControl
              data={[
                { value: 'dmy', label: 'day/month' },
                { value: 'mdy', label: 'month/day' },
              ]}
              value={dateFormat}
              onChange={(v) => setDateFormat(v as 'dmy' | 'mdy')}
              aria-label="Date order"
            />
          </Stack>
        </SimpleGrid>
        <ScrollArea.Autosize mah={420} type="auto">
          <Table striped highlightOnHover verticalSpacing={4} aria-label="Column mapping">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Field</Table.Th>
                <Table.Th>Column in the file</Table.Th>
                <Table.Th>First value</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...kindFields.map((f) => ({ key: f.key, label: f.label, required: f.required })), ...attributeTargets.map((t) => ({ key: t, label: `Attribute ${t.slice(5)}`, required: false }))].map((field) => {
                const header = mapping[field.key] ?? UNMAPPED;
                const column = upload.headers.indexOf(header);
                const first = column >= 0 ? upload.sample[0]?.[column] : null;
                return (
                  <Table.Tr key={field.key}>
                    <Table.Td>
                      <Group gap={6}>
                        <Text size="sm">{field.label}</Text>
                        {field.required ? (
                          <Badge size="xs" color="red" variant="light">
                            required
                          </Badge>
                        ) : null}
                      </Group>
                    </Table.Td>
                    <Table.Td miw={220}>
                      <Select
                        aria-label={`Column for ${field.label}`}
                        data={headerOptions}
                        value={header}
                        onChange={(v) =>
                          setMapping((m) => {
                            const next = { ...m };
                            if (!v) delete next[field.key];
                            else next[field.key] = v;
                            return next;
                          })
                        }
                        allowDeselect={false}
                        size="xs"
                        searchable
                      />
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs" c="dimmed" lineClamp={1} maw={260}>
                        {first === null || first === undefined ? '—' : String(first)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="Save this mapping as (optional)"
            description="Files with the same columns will get it next time"
            value={saveAs}
            onChange={(e) => setSaveAs(e.currentTarget.value)}
            w={{ base: '100%', sm: 320 }}
          />
          <Button
            onClick={() =>
              start.mutate({
                uploadId: upload.id,
                kind,
                mapping,
                options: { scaleMin, scaleMax, dateFormat },
                datasetName,
                ...(saveAs.trim() ? { saveMappingAs: saveAs.trim() } : {}),
              })
            }
            loading={start.isPending}
            disabled={missingRequired.length > 0 || !datasetName.trim()}
          >
            Import
          </Button>
        </Group>
        {missingRequired.length ? (
          <Text size="sm" c="red.9">
            Map a column to: {missingRequired.join(', ')}
          </Text>
        ) : null}
        {start.error ? (
          <Alert color="red" variant="light" title="Could not start the import" role="alert">
            {errorMessage(start.error)}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Polls the import twice a second: rows done of total, then the result or the error report. */
export function ImportProgress({
  customerId,
  uploadId,
  onRestart,
}: {
  customerId: number;
  uploadId: number;
  onRestart: () => void;
}) {
  const utils = trpc.useUtils();
  const progress = trpc.ingestion.progress.useQuery(
    { uploadId },
    { refetchInterval: (q) => (q.state.data?.status === 'importing' || !q.state.data ? 500 : false) },
  );
  const errors = trpc.ingestion.errors.useQuery(
    { uploadId },
    { enabled: progress.data?.status === 'failed' },
  );
  const cancel = trpc.ingestion.cancel.useMutation();
  const p = progress.data;
  useEffect(() => {
    if (p && p.status !== 'importing') void utils.datasets.list.invalidate();
  }, [p, utils]);
  if (!p) return <Progress value={0} animated aria-label="Import progress" />;
  const percent = p.rowsTotal ? Math.min(100, (p.rowsDone / p.rowsTotal) * 100) : 0;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {p.status === 'importing' ? 'Importing…' : p.status === 'imported' ? 'Import complete' : p.status === 'cancelled' ? 'Import cancelled' : 'Import failed'}
        </Title>
        <Progress
          value={p.status === 'imported' ? 100 : percent}
          animated={p.status === 'importing'}
          color={p.status === 'failed' ? 'red' : p.status === 'cancelled' ? 'gray' : undefined}
          size="lg"
          aria-label="Import progress"
        />
        <Text size="sm" data-testid="import-progress">
          {formatNumber(p.rowsDone)} of {p.rowsTotal === null ? 'counting…' : formatNumber(p.rowsTotal)} rows
          {p.errorCount ? ` · ${formatNumber(p.errorCount)} rows with errors` : ''}
        </Text>
        {p.message ? (
          <Alert color={p.status === 'imported' ? 'green' : p.status === 'failed' ? 'red' : 'gray'} variant="light" role={p.status === 'failed' ? 'alert' : 'status'}>
            {p.message}
          </Alert>
        ) : null}
        {p.status === 'failed' && errors.data?.errors.length ? (
          <Stack gap="xs">
            <Table striped verticalSpacing={4} aria-label="Import errors">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Row</Table.Th>
                  <Table.Th>Column</Table.Th>
                  <Table.Th>Reason</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {errors.data.errors.slice(0, 10).map((e, i) => (
                  <Table.Tr key={`${e.row}-${e.column}-${i}`}>
                    <Table.Td>{e.row}</Table.Td>
                    <Table.Td>{e.column}</Table.Td>
                    <Table.Td>{e.reason}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Anchor href={`/api/uploads/${uploadId}/errors.csv?customerId=${customerId}`} download>
              Download the error report (CSV)
            </Anchor>
          </Stack>
        ) : null}
        <Group>
          {p.status === 'importing' ? (
            <Button color="red" variant="light" onClick={() => cancel.mutate({ uploadId })} loading={cancel.isPending}>
              Cancel import
            </Button>
          ) : (
            <Button variant="light" onClick={onRestart}>
              Upload another file
            </Button>
          )}
          {p.status === 'imported' && p.datasetId ? (
            <Button
              component={Link}
              to="/dataset-test"
              onClick={() => writeSelectedDatasetId(customerId, p.datasetId)}
            >
              Preview the dataset
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

