import type { ApiError } from '@safari/contract';

/** An API failure with its HTTP status (0 when the server could not be reached) and the server's error shape. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: Partial<ApiError>,
  ) {
    super(message);
  }
  get errors(): string[] | undefined {
    return this.body?.errors;
  }
  get code(): string | undefined {
    return this.body?.code;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  token?: string | null;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * Where calls go when there is no browser: the server renders catalogue pages with the same fetchers, answering them
 * in-process (apps/server/src/modules/web/server-render.ts). Set once at start; never per request.
 */
let serverTransport: { origin: string; fetch: typeof fetch } | undefined;
export function setServerTransport(transport: { origin: string; fetch: typeof fetch }) {
  serverTransport = transport;
}

/** The one fetch wrapper: JSON in and out, the server's `{ error, code, errors }` surfaced as ApiRequestError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiResponse<T>(path, options)).data;
}

/** apiRequest with the answer's headers, for the few answers that say something there (the agents search's searched-for). */
export async function apiResponse<T>(path: string, options: RequestOptions = {}): Promise<{ data: T; headers: Headers }> {
  const origin = typeof window === 'undefined' ? (serverTransport?.origin ?? 'http://localhost') : window.location.origin;
  const doFetch = typeof window === 'undefined' && serverTransport ? serverTransport.fetch : fetch;
  const url = new URL(path.startsWith('/api') ? path : `/api${path}`, origin);
  for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let res: Response;
  try {
    res = await doFetch(url, { method: options.method ?? 'GET', headers, body, signal: options.signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiRequestError(0, 'Network error');
  }
  const text = await res.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!res.ok) {
    const errBody = (data ?? {}) as Partial<ApiError>;
    throw new ApiRequestError(res.status, errBody.error ?? `Request failed (${res.status})`, errBody);
  }
  return { data: data as T, headers: res.headers };
}
