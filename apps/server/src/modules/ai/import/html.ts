/**
 * A fetched page as the extractors see it: parsed once (cheerio), with everything a visitor does not see removed
 * first — comments, scripts other than JSON-LD, styles, templates, and elements hidden by attribute or inline style.
 * What remains is data to read, never instructions (nothing here runs or obeys a page's words).
 */
import * as cheerio from 'cheerio';
import type { CheerioAPI } from 'cheerio';

export interface ImportPage {
  /** The page's URL after redirects. */
  url: string;
  html: string;
}

const HIDDEN_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0(?:px|em|rem)?\s*(?:;|$)|opacity\s*:\s*0(?:\.0+)?\s*(?:;|$))/i;
const HIDDEN_CLASS = /(?:^|\s)(?:hidden|d-none|sr-only|screen-reader-text|visually-hidden|hide)(?:\s|$)/i;

/** The JSON-LD blocks of a page (read before scripts are dropped). */
export function jsonLdBlocks($: CheerioAPI): unknown[] {
  const blocks: unknown[] = [];
  $('script[type="application/ld+json" i]').each((_, el) => {
    const raw = $(el).text().trim();
    if (!raw) return;
    try {
      blocks.push(JSON.parse(raw));
    } catch {
      // A broken block is skipped; the rest of the page still counts.
    }
  });
  return blocks;
}

/** Parses a page and removes what a visitor cannot see. JSON-LD is returned separately, before scripts go. */
export function loadVisible(html: string): { $: CheerioAPI; jsonLd: unknown[] } {
  const $ = cheerio.load(html);
  const jsonLd = jsonLdBlocks($);
  $('script, style, noscript, template, iframe, object, embed, svg, canvas, head, nav, footer, form, button, select, textarea').remove();
  $('[hidden], [aria-hidden="true"], input[type="hidden"]').remove();
  // A struck-through price is the old one ("<del>$2,100</del> <ins>$1,890</ins>").
  $('del, s, strike').remove();
  $('*').each((_, el) => {
    const node = $(el);
    const style = node.attr('style');
    if ((style && HIDDEN_STYLE.test(style)) || HIDDEN_CLASS.test(node.attr('class') ?? '')) node.remove();
  });
  // Blocks end in a space so that "Duration</th><td>8 days" reads as two words.
  $('p, div, li, td, th, tr, h1, h2, h3, h4, h5, h6, section, article, header, main, dt, dd, br, table, ul, ol, blockquote').append(' ');
  $('*')
    .contents()
    .filter((_, node) => node.type === 'comment')
    .remove();
  return { $, jsonLd };
}

/** Text with whitespace collapsed. */
export function clean(text: string | undefined | null): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** The visible text of a page in reading order, one block per line (for the model, and to trace its answers). */
export function visibleText(html: string, maxChars = 20_000): string {
  const { $ } = loadVisible(html);
  const lines: string[] = [];
  $('h1, h2, h3, h4, h5, h6, p, li, td, th, dt, dd, span, div').each((_, el) => {
    const node = $(el);
    // Only leaf-ish blocks: a container's text is its children's.
    if (node.children('h1, h2, h3, h4, h5, h6, p, li, td, th, div, ul, ol, table, dl').length) return;
    const text = clean(node.text());
    if (text) lines.push(text);
  });
  const out: string[] = [];
  let size = 0;
  for (const line of lines) {
    if (out[out.length - 1] === line) continue;
    if (size + line.length > maxChars) break;
    out.push(line);
    size += line.length + 1;
  }
  return out.join('\n');
}
