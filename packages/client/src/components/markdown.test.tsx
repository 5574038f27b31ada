import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { safeUrl } from '../lib/safe-url';
import { Markdown } from './markdown';

describe('safeUrl (SPEC section 1 URL policy)', () => {
  it.each([
    'http://example.com/a',
    'https://example.com/a?b=c#d',
    'irc://irc.example.org/room',
    'ircs://irc.example.org/room',
    'mailto:team@example.com',
    'xmpp:team@example.com',
    'HTTPS://EXAMPLE.COM',
  ])('keeps the allowed scheme of %s', (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each(['/relative/path', 'page.html', '#section', '?q=1', '../up', 'a/b:c', ''])(
    'keeps the relative address %s',
    (url) => {
      expect(safeUrl(url)).toBe(url);
    },
  );

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'JAVASCRIPT:alert(1)',
    '  javascript:alert(1)',
    '\tjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'DATA:image/svg+xml,<svg/>',
    'vbscript:msgbox(1)',
    ' VbScript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com',
  ])('empties the disallowed address %j', (url) => {
    expect(safeUrl(url)).toBe('');
  });
});

describe('Markdown', () => {
  it('renders GFM and applies the URL policy to links and images', () => {
    const { container } = render(
      <Markdown>
        {[
          '[ok](https://example.com) [bad](javascript:alert(1)) [rel](/docs)',
          '[case](JaVaScRiPt:alert(1)) [vb](vbscript:x) [data](data:text/html,x)',
          '![img](data:image/png;base64,AAAA) ![ok](https://example.com/a.png)',
          '',
          '| a | b |',
          '|---|---|',
          '| 1 | 2 |',
          '',
          '~~gone~~',
        ].join('\n')}
      </Markdown>,
    );
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['https://example.com', '', '/docs', '', '', '']);
    // React leaves an empty src out entirely: the image then has no address at all.
    const srcs = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src') ?? '');
    expect(srcs).toEqual(['', 'https://example.com/a.png']);
    expect(container.querySelector('table td')?.textContent).toBe('1');
    expect(container.querySelector('del')?.textContent).toBe('gone');
  });

  it('uses the footnote defaults of SPEC section 9', () => {
    const { container } = render(<Markdown>{'Claim.[^1]\n\n[^1]: Source.'}</Markdown>);
    expect(container.querySelector('#footnote-label')?.textContent).toBe('Footnotes');
    const back = container.querySelector('a[data-footnote-backref]');
    expect(back?.getAttribute('aria-label')).toBe('Back to reference 1');
    expect(back?.getAttribute('href')).toBe('#user-content-fnref-1');
    expect(container.querySelector('li')?.id).toBe('user-content-fn-1');
  });

  it('does not treat labels longer than 999 characters as footnotes', () => {
    const long = 'x'.repeat(1000);
    const { container } = render(<Markdown>{`Text[^${long}]\n\n[^${long}]: Note.`}</Markdown>);
    expect(container.querySelector('section[data-footnotes]')).toBeNull();
  });
});
