/**
 * A loopback stand-in for an OpenAI-compatible provider, for tests only. It speaks the real
 * chat-completions protocol: JSON answers, server-sent events with content and tool_calls
 * deltas, `data: [DONE]`, and error bodies in the provider's shape.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeMessage {
  role: string;
  content?: string | null;
  tool_calls?: { id: string; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
}

export interface FakeRequest {
  model: string;
  stream?: boolean;
  messages: FakeMessage[];
  tools?: { type: string; function: { name: string } }[];
  authorization: string | undefined;
}

/** What the fake model does for one request. */
export type FakeTurn =
  | { kind: 'tool_calls'; calls: { name: string; arguments: Record<string, unknown> }[] }
  | { kind: 'text'; text: string | ((req: FakeRequest) => string) }
  | { kind: 'error'; status: number; message: string }
  | { kind: 'hang' };

export interface FakeOpenAiServer {
  baseUrl: string;
  requests: FakeRequest[];
  /** Turns are consumed in order, one per request; the last one repeats. */
  script: (turns: FakeTurn[]) => void;
  close: () => Promise<void>;
}

function completionId(n: number): string {
  return `chatcmpl-fake-${n}`;
}

function sse(res: http.ServerResponse, data: unknown): void {
  res.write(`data: ${JSON.stringify(data)}\n\n`);
}

export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  let turns: FakeTurn[] = [{ kind: 'text', text: 'Hello.' }];
  let served = 0;
  const requests: FakeRequest[] = [];
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'Not found', type: 'invalid_request_error' } }));
      return;
    }
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const parsed = JSON.parse(body) as Omit<FakeRequest, 'authorization'>;
      const request: FakeRequest = { ...parsed, authorization: req.headers.authorization };
      requests.push(request);
      const turn = turns[Math.min(served, turns.length - 1)] ?? { kind: 'hang' };
      served += 1;
      const id = completionId(served);
      const created = Math.floor(Date.now() / 1000);
      const base = { id, created, model: request.model, object: 'chat.completion.chunk' };

      if (turn.kind === 'hang') {
        hanging.add(res);
        return;
      }
      if (turn.kind === 'error') {
        res.writeHead(turn.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: turn.message, type: 'server_error' } }));
        return;
      }
      const text =
        turn.kind === 'text'
          ? typeof turn.text === 'string'
            ? turn.text
            : turn.text(request)
          : '';
      const toolCalls =
        turn.kind === 'tool_calls'
          ? turn.calls.map((call, i) => ({
              id: `call_${served}_${i}`,
              type: 'function' as const,
              function: { name: call.name, arguments: JSON.stringify(call.arguments) },
            }))
          : [];
      const finish = toolCalls.length ? 'tool_calls' : 'stop';

      if (!request.stream) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id,
            created,
            model: request.model,
            object: 'chat.completion',
            choices: [
              {
                index: 0,
                finish_reason: finish,
                message: {
                  role: 'assistant',
                  content: toolCalls.length ? null : text,
                  ...(toolCalls.length ? { tool_calls: toolCalls } : {}),
                },
              },
            ],
          }),
        );
        return;
      }

      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
      });
      sse(res, {
        ...base,
        choices: [{ index: 0, delta: { role: 'assistant' }, finish_reason: null }],
      });
      // Tool calls arrive as the real API sends them: id and name first, arguments in pieces.
      toolCalls.forEach((call, index) => {
        sse(res, {
          ...base,
          choices: [
            {
              index: 0,
              delta: {
                tool_calls: [
                  {
                    index,
                    id: call.id,
                    type: 'function',
                    function: { name: call.function.name, arguments: '' },
                  },
                ],
              },
              finish_reason: null,
            },
          ],
        });
        const args = call.function.arguments;
        const half = Math.ceil(args.length / 2);
        for (const piece of [args.slice(0, half), args.slice(half)]) {
          sse(res, {
            ...base,
            choices: [
              {
                index: 0,
                delta: { tool_calls: [{ index, function: { arguments: piece } }] },
                finish_reason: null,
              },
            ],
          });
        }
      });
      for (const word of text.match(/\S+\s*/g) ?? []) {
        sse(res, {
          ...base,
          choices: [{ index: 0, delta: { content: word }, finish_reason: null }],
        });
      }
      sse(res, { ...base, choices: [{ index: 0, delta: {}, finish_reason: finish }] });
      res.write('data: [DONE]\n\n');
      res.end();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (next) => {
      turns = next;
      served = 0;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The JSON content of the tool results the model was sent, newest last. */
export function toolResults(req: FakeRequest): unknown[] {
  return req.messages
    .filter((m) => m.role === 'tool' && typeof m.content === 'string')
    .map((m) => JSON.parse(m.content as string) as unknown);
}
