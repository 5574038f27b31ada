import { describe, expect, it } from 'vitest';
import { isPublicAddress, refusedAddress } from './address-guard';

describe('feed address guard', () => {
  it('refuses loopback, private, link-local, metadata and mapped addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      'not-an-address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('allows public addresses', () => {
    for (const address of ['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('judges every address a name resolves to, and names the failure', async () => {
    const resolver = (answers: Record<string, string[]>) => async (host: string) => {
      const found = answers[host];
      if (!found) throw new Error('ENOTFOUND');
      return found;
    };
    const dns = resolver({
      'news.example': ['93.184.216.34'],
      'rebind.example': ['93.184.216.34', '127.0.0.1'],
    });
    expect(await refusedAddress(new URL('https://news.example/feed'), dns)).toBeNull();
    expect(await refusedAddress(new URL('https://rebind.example/feed'), dns)).toMatch(
      /private or local network \(127\.0\.0\.1\)/,
    );
    expect(await refusedAddress(new URL('http://[::1]:8080/'), dns)).toMatch(/private/);
    expect(await refusedAddress(new URL('https://nowhere.example/'), dns)).toBe(
      'Could not find the host nowhere.example',
    );
  });
});
