import type { QueryFunction } from '@tanstack/react-query';
import { customerHeader } from './storage';

/** SPEC section 8: a non-OK answer throws '<status>: <body text or status text>'. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
  ) {
    super(`${status}: ${bodyText}`);
    this.name = 'ApiError';
  }

  /** The server's own message ({ message } in the JSON body), when there is one. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.bodyText) as { message?: unknown };
      return typeof parsed.message === 'string' && parsed.message ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }

  /** Field messages of a 400 answer ({ errors: { field: [message] } }). */
  get fieldErrors(): Record<string, string> {
    try {
      const parsed = JSON.parse(this.bodyText) as { errors?: Record<string, unknown> };
      const out: Record<string, string> = {};
      for (const [field, messages] of Object.entries(parsed.errors ?? {})) {
        if (Array.isArray(messages) && typeof messages[0] === 'string') out[field] = messages[0];
      }
      return out;
    } catch {
      return {};
    }
  }
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new ApiError(res.status, text);
}

/** The server's message of a failed call, or undefined (network failure, plain-text body). */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

/** SPEC section 7: credentials, JSON bodies, x-customer-id whenever a customer is stored. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const headers: Record<string, string> = { ...customerHeader() };
  let body: BodyInit | undefined;
  if (data instanceof FormData) {
    body = data;
  } else if (data !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(data);
  }
  const res = await fetch(url, { method, headers, body, credentials: 'include' });
  await throwIfResNotOk(res);
  return res;
}

/** A JSON answer is parsed; any other answer gives an empty object. */
export async function readJson<T>(res: Response): Promise<T> {
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) return {} as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : {}) as T;
}

export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  return readJson<T>(await apiRequest(method, url, data));
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Default data query: GET to the query key segments joined with '/'. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.map(String).join('/'), {
      credentials: 'include',
      headers: customerHeader(),
      signal,
    });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return readJson<T>(res);
  };
}
