import { useEffect } from 'react';

const SITE_NAME = 'Safari Marketplace';
const DEFAULT_DESCRIPTION =
  'Plan your East Africa and Indian Ocean trip with vetted local travel agents in Tanzania, Kenya, Uganda, Rwanda and Madagascar.';

/**
 * Sets the document title and meta description for the current page (the server fills the same tags
 * in the first HTML for crawlers; this keeps them right after client-side navigation).
 * Pass `undefined` while data loads: the previous title stays until the page knows its own.
 */
export function usePageMeta(title: string | undefined, description?: string | null) {
  useEffect(() => {
    if (title === undefined) return;
    document.title = title ? `${title} · ${SITE_NAME}` : `${SITE_NAME} · Local travel experts in East Africa`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = (description ?? '').trim().slice(0, 300) || DEFAULT_DESCRIPTION;
  }, [title, description]);
}
