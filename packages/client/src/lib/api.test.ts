import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiJson, apiRequest, getQueryFn, serverMessage } from './api';

function respond(status: number, body: string, type = 'application/json', statusText = '') {
  return new Response(body || null, { status, statusText, headers: { 'content-type': type } });
}

describe('API helper (SPEC sections 7 and 8)', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('sends JSON with credentials and the stored customer id', async () => {
    localStorage.setItem('selectedCustomerId', '7');
    fetchMock.mockResolvedValue(respond(201, '{"ok":true}'));
    const result = await apiJson('POST', '/api/demo-requests', { a: 1 });
    expect(result).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/demo-requests');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toEqual({ 'x-customer-id': '7', 'Content-Type': 'application/json' });
  });

  it('sends form data as is and no customer header when none is stored', async () => {
    fetchMock.mockResolvedValue(respond(200, 'plain', 'text/plain'));
    const form = new FormData();
    form.set('file', 'x');
    const result = await apiJson('POST', '/api/upload', form);
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.body).toBe(form);
    expect(init.headers).toEqual({});
    expect(result).toEqual({});
  });

  it("throws '<status>: <body>' and exposes the server message", async () => {
    fetchMock.mockResolvedValue(respond(401, '{"message":"Invalid password"}'));
    const error = await apiRequest('POST', '/api/password-login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('401: {"message":"Invalid password"}');
    expect(serverMessage(error)).toBe('Invalid password');
  });

  it('uses the status text when the body is empty, and reads 400 field errors', async () => {
    fetchMock.mockResolvedValueOnce(respond(503, '', 'text/plain', 'Service Unavailable'));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
    fetchMock.mockResolvedValueOnce(
      respond(400, '{"message":"bad","errors":{"email":["Please enter a valid email address"]}}'),
    );
    const error = (await apiRequest('POST', '/api/x', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.fieldErrors).toEqual({ email: 'Please enter a valid email address' });
  });

  it('queries GET the joined key and return null on 401 in returnNull mode', async () => {
    fetchMock.mockResolvedValueOnce(respond(401, '{"message":"Not signed in"}'));
    const fn = getQueryFn({ on401: 'returnNull' });
    const context = { queryKey: ['/api/customers', 3, 'features'], signal: undefined } as never;
    await expect(fn(context)).resolves.toBeNull();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/customers/3/features');
    fetchMock.mockResolvedValueOnce(respond(401, 'no'));
    await expect(getQueryFn({ on401: 'throw' })(context)).rejects.toThrow('401: no');
  });
});
