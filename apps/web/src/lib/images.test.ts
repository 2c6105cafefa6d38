import { describe, expect, it } from 'vitest';
import { agentImageUrl, imageSrcSet, normalizeImageUrl, PLACEHOLDER_IMAGE } from './images';

describe('image helpers', () => {
  it('repairs a doubled host prefix', () => {
    expect(normalizeImageUrl('https://cdn.example.com/https://cdn.example.com/media/a-1024.webp')).toBe('https://cdn.example.com/media/a-1024.webp');
    expect(normalizeImageUrl('/media/x.webp')).toBe('/media/x.webp');
    expect(normalizeImageUrl('  ')).toBeNull();
  });

  it('builds a srcset for stored images only', () => {
    expect(imageSrcSet('/media/demo/a-1024.webp')).toContain('/media/demo/a-320.webp 320w');
    expect(imageSrcSet('https://example.com/photo.jpg')).toBeUndefined();
  });

  it('follows the agent image fallback order', () => {
    const images = [
      { image_url: '/a.webp', is_primary: false },
      { image_url: '/b.webp', is_primary: true },
    ];
    expect(agentImageUrl({ images })).toBe('/b.webp');
    expect(agentImageUrl({ images: [{ image_url: '/a.webp', is_primary: false }] })).toBe('/a.webp');
    expect(agentImageUrl({ images: [], profile_images: ['/p.webp'], agent_logotype: '/l.webp' })).toBe('/p.webp');
    expect(agentImageUrl({ images: [], profile_images: '/p2.webp' })).toBe('/p2.webp');
    expect(agentImageUrl({ images: [], profile_images: [], agent_logotype: '/l.webp' })).toBe('/l.webp');
    expect(agentImageUrl({})).toBe(PLACEHOLDER_IMAGE);
  });
});
