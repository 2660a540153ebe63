/**
 * Law texts, requirement texts and some confirmation messages arrive as HTML. They come from the catalogue, but
 * the SPA still renders only what a law text needs: a fixed set of tags and, of the attributes, `class` (the
 * catalogue marks levels with it) and an http(s) `href` on links. Everything else (scripts, styles, event
 * handlers, frames, images) is dropped before React ever sees the markup.
 */

const ALLOWED_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'ins',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
]);

/** Dropped with everything inside them; other unknown tags give way to their children. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
]);

function cleanChildren(source: Node, target: Node, document: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(document.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const element = child as Element;
    const tag = element.tagName.toLowerCase();
    if (DROPPED_WITH_CONTENT.has(tag)) continue;
    if (!ALLOWED_TAGS.has(tag)) {
      cleanChildren(element, target, document);
      continue;
    }
    const copy = document.createElement(tag);
    const className = element.getAttribute('class');
    if (className) copy.setAttribute('class', className);
    if (tag === 'a') {
      const href = element.getAttribute('href') ?? '';
      if (/^https?:\/\//i.test(href.trim())) {
        copy.setAttribute('href', href.trim());
        copy.setAttribute('target', '_blank');
        copy.setAttribute('rel', 'noopener noreferrer');
      }
    }
    if (tag === 'td' || tag === 'th') {
      for (const name of ['colspan', 'rowspan']) {
        const value = element.getAttribute(name);
        if (value && /^\d{1,3}$/.test(value)) copy.setAttribute(name, value);
      }
    }
    cleanChildren(element, copy, document);
    target.appendChild(copy);
  }
}

/** The HTML with only the allowed tags and attributes left. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const container = parsed.createElement('div');
  cleanChildren(parsed.body, container, parsed);
  return container.innerHTML;
}

/** The text of an HTML fragment, as a reader sees it: block ends become line breaks, whitespace collapses. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const block of Array.from(
    parsed.body.querySelectorAll('p, div, li, br, tr, h1, h2, h3, h4, h5, h6'),
  )) {
    block.append(parsed.createTextNode('\n'));
  }
  return (parsed.body.textContent ?? '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
