import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useSearchParamText } from './use-search-param-text';

function Box() {
  const [text, setText] = useSearchParamText('q');
  return (
    <>
      <input aria-label="Search" value={text} onChange={(e) => setText(e.target.value)} />
      <Link to="/agents?viewAll=true&q=tsavo">Tsavo agents</Link>
      <Link to="/agents?viewAll=true">All agents</Link>
    </>
  );
}

/** As in the app, the route has a loader, so every navigation (each keystroke's too) commits after the event. */
function renderBox(url: string) {
  const router = createMemoryRouter([{ path: '/agents', loader: async () => null, Component: Box, HydrateFallback: () => null }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

const search = (router: ReturnType<typeof renderBox>) => new URLSearchParams(router.state.location.search);

afterEach(cleanup);

describe('useSearchParamText', () => {
  it('starts from the URL and shows each keystroke at once, before the URL has caught up', async () => {
    const router = renderBox('/agents?viewAll=true&q=seren');
    const input = await screen.findByLabelText<HTMLInputElement>('Search');
    expect(input.value).toBe('seren');

    fireEvent.change(input, { target: { value: 'serenget' } });
    // A box bound to the URL would still show 'seren' here, and the browser would move the caret to the end.
    expect(input.value).toBe('serenget');
    expect(search(router).get('q')).toBe('seren');

    fireEvent.change(input, { target: { value: 'serengeti' } });
    await waitFor(() => expect(search(router).get('q')).toBe('serengeti'));
    expect(search(router).get('viewAll')).toBe('true');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(input.value).toBe('serengeti');

    // The echo of an earlier keystroke that the router commits after a later one does not take back what was typed.
    fireEvent.change(input, { target: { value: 'serengeti n' } });
    await act(() => router.navigate('/agents?viewAll=true&q=serengeti', { replace: true, state: { typedInSearchBox: true } }));
    expect(input.value).toBe('serengeti n');

    fireEvent.change(input, { target: { value: '' } });
    await waitFor(() => expect(search(router).has('q')).toBe(false));
    expect(input.value).toBe('');
  });

  it('takes the URL’s text when a link or Back changes it', async () => {
    const router = renderBox('/agents?viewAll=true');
    const input = await screen.findByLabelText<HTMLInputElement>('Search');
    fireEvent.change(input, { target: { value: 'arusha' } });
    await waitFor(() => expect(search(router).get('q')).toBe('arusha'));

    fireEvent.click(screen.getByRole('link', { name: 'Tsavo agents' }));
    await waitFor(() => expect(input.value).toBe('tsavo'));

    await act(() => router.navigate(-1));
    await waitFor(() => expect(input.value).toBe('arusha'));
    expect(search(router).get('q')).toBe('arusha');
  });

  it('keeps a link the router has not yet committed when a letter is typed straight after it', async () => {
    const router = renderBox('/agents?viewAll=true&status=won');
    const input = await screen.findByLabelText<HTMLInputElement>('Search');

    // The click starts a navigation whose loader has not run yet; the page still renders the old URL's params.
    fireEvent.click(screen.getByRole('link', { name: 'All agents' }));
    expect(router.state.navigation.state).toBe('loading');
    fireEvent.change(input, { target: { value: 'okafor' } });

    await waitFor(() => expect(search(router).get('q')).toBe('okafor'));
    // Built from the render's stale params, the keystroke had put status=won back and undone the click.
    expect(search(router).has('status')).toBe(false);
    expect(search(router).get('viewAll')).toBe('true');
    expect(input.value).toBe('okafor');
  });
});
