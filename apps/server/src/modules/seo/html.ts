/** Escaping for what the server writes into HTML and XML: every injected value goes through one of these. */
import escapeHtml from 'escape-html';

/** `&`, `<`, `>`, `"` and `'` as entities (escape-html), for text and attribute values. */
export { escapeHtml };

/** XML text and attribute values (sitemap). Same five entities; control characters are not allowed in XML 1.0. */
export function escapeXml(value: string): string {
  // eslint-disable-next-line no-control-regex
  return escapeHtml(value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, ''));
}

/**
 * JSON for a `<script type="application/ld+json">` block: `<`, `>` and `&` as unicode escapes so no value can
 * close the script element or open a comment; U+2028/2029 escaped for old parsers.
 */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** One line of plain text of at most `max` characters, cut at a word boundary with an ellipsis. */
export function summarize(text: string | null | undefined, max = 160): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max * 0.6 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** An absolute URL for a stored image or page path; external URLs are kept as they are. */
export function absoluteUrl(baseUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${baseUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
