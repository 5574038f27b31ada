const ALLOWED_SCHEMES = new Set(['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp']);

/**
 * SPEC section 1: links and images may only use http, https, irc, ircs, mailto and xmpp; any
 * other scheme becomes an empty address; relative addresses are kept. Browsers ignore ASCII
 * whitespace and control characters inside a scheme ('java\tscript:'), so they are removed
 * before the scheme is read.
 */
export function safeUrl(value: string): string {
  // eslint-disable-next-line no-control-regex
  const normalized = value.replace(/[\u0000-\u0020\u007f]/g, '');
  const colon = normalized.indexOf(':');
  const firstDelimiter = normalized.search(/[/?#]/);
  const isRelative = colon === -1 || (firstDelimiter !== -1 && firstDelimiter < colon);
  if (isRelative) return value;
  const scheme = normalized.slice(0, colon).toLowerCase();
  return ALLOWED_SCHEMES.has(scheme) ? value : '';
}
