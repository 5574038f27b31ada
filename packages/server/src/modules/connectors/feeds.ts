/** RSS 2.0, RSS 1.0 (RDF) and Atom feeds to plain items. Pure: no I/O. */
import { XMLParser } from 'fast-xml-parser';

export interface FeedItem {
  guid: string | null;
  link: string | null;
  title: string | null;
  text: string;
  author: string | null;
  publishedAt: string | null;
}

export interface ParsedFeed {
  title: string | null;
  items: FeedItem[];
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // No entity expansion beyond the XML built-ins: feeds are untrusted input.
  processEntities: true,
  htmlEntities: true,
  isArray: (name) => ['item', 'entry', 'link'].includes(name),
});

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

function textOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if ('#text' in v) return textOf(v['#text']);
    if ('name' in v) return textOf(v.name);
  }
  return null;
}

/** Tags out, entities decoded, whitespace folded: the text that enrichment reads. */
export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

function isoDate(value: string | null): string | null {
  if (!value) return null;
  const parsed = new Date(value.trim());
  return Number.isNaN(parsed.getTime()) ? null : parsed.toISOString();
}

export class FeedError extends Error {}

export function parseFeed(xml: string): ParsedFeed {
  let doc: Record<string, unknown>;
  try {
    doc = parser.parse(xml) as Record<string, unknown>;
  } catch (error) {
    throw new FeedError(`Not valid XML: ${error instanceof Error ? error.message : String(error)}`);
  }
  const rss = doc.rss as { channel?: Record<string, unknown> } | undefined;
  const rdf = doc['rdf:RDF'] as Record<string, unknown> | undefined;
  if (rss?.channel || rdf) {
    const channel = (rss?.channel ?? rdf?.channel ?? {}) as Record<string, unknown>;
    const items = asArray(
      (rss?.channel?.item ?? rdf?.item) as Record<string, unknown>[] | undefined,
    );
    return {
      title: textOf(channel.title),
      items: items.map((item) => {
        const link = textOf(asArray(item.link as unknown[])[0]);
        return {
          guid: textOf(item.guid) ?? textOf(item['@_rdf:about']),
          link,
          title: textOf(item.title) ? stripHtml(textOf(item.title)!) : null,
          text: stripHtml(textOf(item['content:encoded']) ?? textOf(item.description) ?? ''),
          author: textOf(item['dc:creator']) ?? textOf(item.author),
          publishedAt: isoDate(textOf(item.pubDate) ?? textOf(item['dc:date'])),
        };
      }),
    };
  }
  const feed = doc.feed as Record<string, unknown> | undefined;
  if (feed) {
    return {
      title: textOf(feed.title),
      items: asArray(feed.entry as Record<string, unknown>[] | undefined).map((entry) => {
        const links = asArray(entry.link as Record<string, unknown>[]);
        const alternate = links.find((l) => !l['@_rel'] || l['@_rel'] === 'alternate') ?? links[0];
        return {
          guid: textOf(entry.id),
          link: alternate ? textOf(alternate['@_href']) : null,
          title: textOf(entry.title) ? stripHtml(textOf(entry.title)!) : null,
          text: stripHtml(textOf(entry.content) ?? textOf(entry.summary) ?? ''),
          author: textOf((entry.author as Record<string, unknown> | undefined)?.name),
          publishedAt: isoDate(textOf(entry.published) ?? textOf(entry.updated)),
        };
      }),
    };
  }
  throw new FeedError('Not an RSS or Atom feed');
}
