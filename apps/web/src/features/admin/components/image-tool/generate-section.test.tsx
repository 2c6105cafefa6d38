/**
 * The AI generation section as the browser drives it: validation, progress, selection, inline edit, import and the
 * §8 error texts. The server's answers to these exact requests are tested in apps/server modules/ai/import.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type ExperienceDraft } from '@safari/contract';
import { GenerateSection } from './generate-section';

interface Call {
  method: string;
  url: string;
  body: unknown;
}
type Reply = { status: number; body: unknown } | 'network';

const drafts: ExperienceDraft[] = [
  { experience_name: 'Serengeti Migration Safari', experience_type: 'Safari & Wildlife', description: 'Follow the herds.', location: 'Serengeti, Tanzania', price: 2680, duration_days: 6 },
  { experience_name: 'Kilimanjaro Lemosho Route', experience_type: 'Mountain Trekking & Adventure', description: null, location: 'Kilimanjaro, Tanzania', price: 2950, duration_days: 8 },
  { experience_name: 'Ngorongoro Family Safari', experience_type: 'Safari & Wildlife', description: null, location: null, price: null, duration_days: 4 },
];

let calls: Call[];
let replies: Record<string, Reply[]>;
let release: (() => void) | null;

beforeEach(() => {
  calls = [];
  replies = {};
  release = null;
  vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
    const path = url.pathname;
    calls.push({ method: init.method ?? 'GET', url: path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (path.startsWith('/api/agents/') && (init.method ?? 'GET') === 'GET') return new Response(JSON.stringify({ id: 7, agency_name: 'Northern Circuit Adventures' }), { status: 200 });
    const reply = replies[path]?.shift() ?? { status: 500, body: { error: 'no reply', code: 'INTERNAL_ERROR' } };
    if (path === '/api/ai/generate-experiences') await new Promise<void>((r) => (release = r));
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <GenerateSection token="admin-token" agentId={null} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const flush = () => act(async () => {});
const ok = (data: ExperienceDraft[]) => ({ status: 200, body: { success: true, data: { generatedExperiences: data, totalGenerated: data.length, pagesRead: 4 } } });

async function generate(url = 'https://northern-circuit.example/') {
  fireEvent.change(screen.getByLabelText(/Agency website URL/), { target: { value: url } });
  fireEvent.change(screen.getByLabelText(/Agent ID/), { target: { value: '7' } });
  fireEvent.click(screen.getByRole('button', { name: 'Generate experiences' }));
  await flush();
}

describe('GenerateSection', () => {
  it('needs a full http(s) URL and an agent', async () => {
    renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Generate experiences' }));
    await flush();
    expect(screen.getByText(MESSAGES.importUrlRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.importAgentRequired)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Agency website URL/), { target: { value: 'www.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate experiences' }));
    await flush();
    expect(screen.getByText(MESSAGES.importUrlInvalid)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows progress, then the drafts to select, edit and import; the list resets after success', async () => {
    replies['/api/ai/generate-experiences'] = [ok(drafts)];
    replies['/api/agents/7/bulk-experiences'] = [{ status: 200, body: { success: true, createdCount: 1, skippedCount: 1, experienceIds: [41] } }];
    renderSection();
    await generate();
    const progress = screen.getByTestId('generate-progress');
    expect(progress.textContent).toContain('Fetching the website');
    expect(progress.textContent).toContain(MESSAGES.importTakesAWhile);
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ url: 'https://northern-circuit.example/', agentId: 7, options: { experienceCount: 15 } });
    release!();
    await flush();

    expect(screen.getAllByTestId('draft-item')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Select None' }));
    fireEvent.click(screen.getByRole('button', { name: /Import selected/ }));
    await flush();
    expect(screen.getByText(MESSAGES.importSelectAtLeastOne)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Select All' }));

    // Edit the first draft's name (counter shows the length) and price, then untick the third.
    const first = screen.getAllByTestId('draft-item')[0]!;
    fireEvent.click(within(first).getByRole('button', { name: /Edit/ }));
    fireEvent.change(within(first).getByLabelText(/Experience name/), { target: { value: 'Serengeti Calving Season Safari' } });
    expect(within(first).getByText('31/60')).toBeTruthy();
    fireEvent.change(within(first).getByLabelText(/Price/), { target: { value: '2500' } });
    fireEvent.click(within(first).getByRole('button', { name: 'Save' }));
    await flush();
    expect(screen.getByRole('heading', { name: 'Serengeti Calving Season Safari' })).toBeTruthy();
    fireEvent.click(within(screen.getAllByTestId('draft-item')[2]!).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Import selected (2)' }));
    await flush();

    const sent = calls.find((c) => c.url === '/api/agents/7/bulk-experiences')!.body as { experiences: ExperienceDraft[] };
    expect(sent.experiences.map((d) => [d.experience_name, d.price])).toEqual([
      ['Serengeti Calving Season Safari', 2500],
      ['Kilimanjaro Lemosho Route', 2950],
    ]);
    expect(screen.getByText(new RegExp(MESSAGES.importResult(1, 1)))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View the agency page' }).getAttribute('href')).toBe('/agency/7');
    expect(screen.queryAllByTestId('draft-item')).toHaveLength(0);
  });

  it('says when no experience was found', async () => {
    replies['/api/ai/generate-experiences'] = [ok([])];
    renderSection();
    await generate();
    release!();
    await flush();
    expect(screen.getByText(MESSAGES.importNoneFound)).toBeTruthy();
  });

  it('shows the generation errors of §8', async () => {
    replies['/api/ai/generate-experiences'] = [
      { status: 502, body: { error: 'The website could not be read', code: 'SITE_UNREACHABLE', message: 'The website took too long to answer' } },
      'network',
    ];
    renderSection();
    await generate();
    release!();
    await flush();
    expect(screen.getByText(`${MESSAGES.importGenerateError('The website could not be read')} (The website took too long to answer)`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Generate experiences' }));
    await flush();
    release!();
    await flush();
    expect(screen.getByText(MESSAGES.importGenerateFailed('Network error'))).toBeTruthy();
  });

  it('shows the import errors of §8 and keeps the list', async () => {
    replies['/api/ai/generate-experiences'] = [ok(drafts)];
    replies['/api/agents/7/bulk-experiences'] = [{ status: 404, body: { error: 'Agent not found', code: 'NOT_FOUND' } }, 'network'];
    renderSection();
    await generate();
    release!();
    await flush();
    fireEvent.click(screen.getByRole('button', { name: /Import selected/ }));
    await flush();
    expect(screen.getByText(MESSAGES.importFailed('Agent not found'))).toBeTruthy();
    expect(MESSAGES.importFailed(null)).toBe('Import failed: Unknown error');
    fireEvent.click(screen.getByRole('button', { name: /Import selected/ }));
    await flush();
    expect(screen.getByText(MESSAGES.importRequestFailed('Network error'))).toBeTruthy();
    expect(screen.getAllByTestId('draft-item')).toHaveLength(3);
  });
});
