/**
 * The experience gallery's calls as the browser makes them (the agency gallery runs in the Playwright journey;
 * the server's answer to this exact request shape is tested in apps/server modules/images/primary-and-limits.test.ts).
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@safari/contract';
import { ImageGallery, type GalleryImage } from '.';

interface Call {
  method: string;
  url: string;
  auth: string | null;
  form: FormData | null;
}

const images: GalleryImage[] = [
  { id: 11, image_url: '/media/uploads/e5-aaa-1024.webp', image_description: 'Crater rim', is_primary: true },
  { id: 12, image_url: '/media/uploads/e5-bbb-1024.webp', image_description: null, is_primary: false },
];
const jpeg = (name: string, size = 2000) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

let calls: Call[];
let status: number;

beforeEach(() => {
  calls = [];
  status = 200;
  localStorage.setItem('agentToken', 'token-123');
  vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
    calls.push({ method: init.method ?? 'GET', url: `${url.pathname}`, auth: new Headers(init.headers).get('Authorization'), form: init.body instanceof FormData ? init.body : null });
    return new Response(JSON.stringify(status === 200 ? { success: true, images: [] } : { error: 'boom', code: 'INTERNAL' }), { status });
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function pick(files: File[]) {
  fireEvent.change(screen.getByLabelText('Images'), { target: { files } });
}
const flush = () => act(async () => {});

describe('ImageGallery, experience kind', () => {
  it('uploads up to five files in one request: bearer token, first file primary, order after the existing images', async () => {
    vi.useFakeTimers();
    const onChanged = vi.fn();
    render(<ImageGallery kind="experience" ownerId={5} images={images} onChanged={onChanged} />);
    pick([jpeg('a.jpg'), new File([new Uint8Array(10)], 'b.gif', { type: 'image/gif' })]);
    fireEvent.change(screen.getByLabelText(/Description/), { target: { value: 'Ngorongoro' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await flush();

    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect([call!.method, call!.url, call!.auth]).toEqual(['POST', '/api/images/experience/5', 'Bearer token-123']);
    expect(call!.form!.getAll('image').map((f) => (f as File).name)).toEqual(['a.jpg', 'b.gif']);
    expect([call!.form!.get('isPrimary'), call!.form!.get('displayOrder'), call!.form!.get('description')]).toEqual(['true', '3', 'Ngorongoro']);
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.imageUploaded);

    // The parent reloads after 1.5 s; the message goes after 3 s.
    await act(async () => vi.advanceTimersByTime(1499));
    expect(onChanged).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(onChanged).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(1499));
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.imageUploaded);
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();

    // A second batch before the parent passed new images continues the order.
    pick([jpeg('c.jpg')]);
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await flush();
    expect(calls[1]!.form!.get('displayOrder')).toBe('5');
  });

  it('checks the selection before sending: at most 5 files, images only, 5 MB each', async () => {
    render(<ImageGallery kind="experience" ownerId={5} images={images} onChanged={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.imageNoFile);
    pick(Array.from({ length: 6 }, (_, i) => jpeg(`${i}.jpg`)));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.imageTooMany);
    pick([new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' }), jpeg('big.jpg', 5_242_881)]);
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.imageNotAnImage('plan.pdf') + MESSAGES.imageTooLarge('big.jpg'));
    expect(calls).toEqual([]);
  });

  it('sets primary and deletes through the experience image calls, after a confirmation', async () => {
    render(<ImageGallery kind="experience" ownerId={5} images={images} onChanged={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Set Crater rim as primary' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Set Image 2 as primary' }));
    await flush();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['PUT /api/images/experience/12/primary']);
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.imagePrimaryUpdated);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Crater rim' }));
    expect(screen.getByRole('alertdialog').textContent).toContain(MESSAGES.imageDeleteConfirm);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await flush();
    expect(calls.map((c) => `${c.method} ${c.url}`).at(-1)).toBe('DELETE /api/images/experience/11');
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.imageDeleted);

    status = 500;
    fireEvent.click(screen.getByRole('button', { name: 'Set Image 2 as primary' }));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.imagePrimaryFailed);
  });

  it('has its own card and heading unless a parent section provides them (bare)', () => {
    const { rerender } = render(<ImageGallery kind="experience" ownerId={5} images={images} onChanged={() => {}} />);
    expect(screen.getByRole('region', { name: 'Experience images' })).toBeTruthy();
    rerender(<ImageGallery kind="experience" ownerId={5} images={images} onChanged={() => {}} bare title="Photos" />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('list', { name: 'Photos' }).children).toHaveLength(2);
  });
});
