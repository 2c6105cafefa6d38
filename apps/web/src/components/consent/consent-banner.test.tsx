import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getConsent, resetAnalyticsForTests } from '@/lib/analytics';
import { ConsentBanner, ConsentSettingsLink } from './consent-banner';

function renderBanner() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <ConsentBanner />
          <ul>
            <ConsentSettingsLink />
          </ul>
        </>
      ),
    },
  ]);
  return render(<RouterProvider router={router} />);
}

beforeEach(() => {
  resetAnalyticsForTests();
  localStorage.clear();
  document.head.querySelectorAll('script[data-analytics]').forEach((s) => s.remove());
});
afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

describe('consent banner', () => {
  it('is absent when no measurement id is configured', () => {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', '');
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).toBeNull();
  });

  it('asks once, remembers the answer, and can be reopened from the footer', () => {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', 'G-TEST123');
    renderBanner();
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(getConsent()).toBe('denied');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(document.head.querySelector('script[data-analytics]')).toBeNull();

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' })));
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(getConsent()).toBe('granted');
    expect(document.head.querySelector('script[data-analytics]')).not.toBeNull();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });
});
