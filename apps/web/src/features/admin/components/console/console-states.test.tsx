/** The console's empty and error states as the browser shows them (the data states run in the Playwright journey). */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { MESSAGES } from '@safari/contract';
import { AgentsScreen } from './agents-screen';
import { AuditScreen } from './audit-screen';
import { ExperiencesScreen } from './experiences-screen';
import { HealthScreen } from './health-screen';

const EMPTY_FIGURES = { leads: 0, answered_24h_pct: null, answered_48h_pct: null, median_first_response_minutes: null, proposals_sent: 0, win_rate: null };
const page = { total: 0, page: 1, page_size: 25 };
const ANSWERS: Record<string, unknown> = {
  '/api/admin/agents': { agents: [], ...page },
  '/api/admin/experiences': { experiences: [], ...page },
  '/api/admin/audit': { entries: [], ...page },
  '/api/admin/health': { days: 30, overall: EMPTY_FIGURES, agents: [], at_risk: [] },
};

function serve(status: number) {
  vi.stubGlobal('fetch', async (url: URL) =>
    new Response(JSON.stringify(status === 200 ? ANSWERS[url.pathname] : { error: 'Internal server error', code: 'INTERNAL_ERROR' }), { status }),
  );
}
function renderWith(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}
const session = { token: 't', lock: () => {} };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('admin console states', () => {
  it('empty lists say so', async () => {
    serve(200);
    renderWith(<AgentsScreen {...session} />);
    expect(await screen.findByText(MESSAGES.adminAgentsEmpty)).toBeTruthy();
    cleanup();
    renderWith(<ExperiencesScreen {...session} />);
    expect(await screen.findByText(MESSAGES.adminExperiencesEmpty)).toBeTruthy();
    cleanup();
    renderWith(<AuditScreen {...session} />);
    expect(await screen.findByText(MESSAGES.adminAuditEmpty)).toBeTruthy();
    cleanup();
    renderWith(<HealthScreen {...session} />);
    expect(await screen.findByText(MESSAGES.adminAtRiskEmpty)).toBeTruthy();
  });

  it('a failed load shows the error with a retry', async () => {
    serve(500);
    renderWith(<HealthScreen {...session} />);
    expect(await screen.findByText(MESSAGES.adminConsoleLoadFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('a failed change says so and keeps the row as it was', async () => {
    const agent = { id: 7, agency_name: 'Baobab Trails', country: 'Kenya', is_published: true, is_featured: false, subscription_status: 'active', experiences: 2, created_at: '2026-01-01T00:00:00.000Z' };
    vi.stubGlobal('fetch', async (_url: URL, init: RequestInit) =>
      init.method === 'PATCH'
        ? new Response(JSON.stringify({ error: 'Internal server error', code: 'INTERNAL_ERROR' }), { status: 500 })
        : new Response(JSON.stringify({ agents: [agent], ...page, total: 1 }), { status: 200 }),
    );
    renderWith(
      <>
        <Toaster />
        <AgentsScreen {...session} />
      </>,
    );
    const featured = (await screen.findAllByLabelText('Featured'))[0]!;
    fireEvent.click(featured);
    expect(await screen.findByText(MESSAGES.adminConsoleSaveFailed)).toBeTruthy();
    expect((featured as HTMLInputElement).checked).toBe(false);
  });

  it('an expired session locks the console', async () => {
    serve(401);
    const lock = vi.fn();
    renderWith(<AuditScreen token="t" lock={lock} />);
    await vi.waitFor(() => expect(lock).toHaveBeenCalledWith('expired'));
  });
});
