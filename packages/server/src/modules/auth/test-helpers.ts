import type { FastifyInstance } from 'fastify';

export interface CallResult {
  status: number;
  body: unknown;
}

/** Calls a tRPC procedure over real HTTP (superjson envelope), as the browser does. */
export async function trpcCall(
  app: FastifyInstance,
  path: string,
  type: 'query' | 'mutation',
  input: unknown,
  headers: Record<string, string> = {},
): Promise<CallResult> {
  const res =
    type === 'query'
      ? await app.inject({
          method: 'GET',
          url: `/trpc/${path}${
            input === undefined
              ? ''
              : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`
          }`,
          headers,
        })
      : await app.inject({
          method: 'POST',
          url: `/trpc/${path}`,
          headers: { 'content-type': 'application/json', ...headers },
          payload: JSON.stringify(input === undefined ? {} : { json: input }),
        });
  let body: unknown = null;
  try {
    body = res.json();
  } catch {
    body = res.body;
  }
  return { status: res.statusCode, body };
}
