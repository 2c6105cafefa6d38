import { act, cleanup, fireEvent, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredSearchBox } from './deferred-search-box';
import { SearchBox } from './search-box';

const suggestions = { places: [{ name: 'Zanzibar', country: 'Tanzania', count: 15 }], experiences: [] };

function withProviders(node: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/searchresultpage']}>{node}</MemoryRouter>
    </QueryClientProvider>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  cleanup();
  vi.unstubAllGlobals();
});

describe('the deferred search box', () => {
  it('takes over the server\u2019s input when its code arrives: the same element, with what was typed meanwhile and its suggestions', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(suggestions), { headers: { 'Content-Type': 'application/json' } })));
    const props = { initial: '', onSearch: vi.fn(), onPickPlace: vi.fn() };
    // What the server sends: the box itself inside the boundary (the server build renders it without waiting).
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      withProviders(
        <Suspense>
          <SearchBox {...props} />
        </Suspense>,
      ),
    );
    document.body.append(container);
    const input = container.querySelector('input')!;
    expect(input.getAttribute('role')).toBe('combobox');

    // The visitor types before any script of the box has run.
    input.focus();
    input.value = 'zanz';

    const recoverable: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, withProviders(<DeferredSearchBox {...props} />), { onRecoverableError: (error) => recoverable.push(error) });
    });

    const option = await waitFor(() => {
      const found = container.querySelector('[role="option"]');
      expect(found?.textContent).toContain('Zanzibar');
      return found!;
    });
    expect(container.querySelector('input')).toBe(input);
    expect(input.value).toBe('zanz');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(recoverable).toEqual([]);

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(option.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(props.onPickPlace).toHaveBeenCalledWith('Zanzibar');
  });
});
