// Which addresses a webhook may reach (webhookTargets.ts): public unicast only, every private, loopback,
// link-local, carrier-grade NAT, unique-local, documentation and IPv4-mapped form refused; a name judged by
// every address it resolves to, at the connection's own lookup.
import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { addressRefusal, deliveryLookup, hostRefusal, isLoopbackHost, isPublicAddress } from '../../src/server/domains/notifications/webhookTargets';
import { webhookUrlOf } from '../../src/server/domains/notifications/webhookRoutes';

describe('isPublicAddress', () => {
  it('takes public unicast addresses', () => {
    for (const address of ['8.8.8.8', '93.184.216.34', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4001:82f::200e']) expect(isPublicAddress(address), address).toBe(true);
  });
  it('refuses every address inside a network or not routable', () => {
    for (const address of [
      '127.0.0.1', '127.8.9.10', '10.1.2.3', '172.16.0.1', '172.31.255.254', '192.168.0.1', '169.254.169.254', '100.64.0.1', '0.0.0.0',
      '224.0.0.1', '255.255.255.255', '192.0.2.1', '198.51.100.7', '203.0.113.9',
      '::1', '::', 'fe80::1', 'fd00::1', 'fc00::2', 'ff02::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '64:ff9b::a00:1', '2001:db8::1',
      'not an address', '',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });
});

describe('hostRefusal and webhookUrlOf', () => {
  it('refuses private addresses and localhost names when saved, takes names and public addresses', () => {
    for (const host of ['10.0.0.8', '[::1]', '[::ffff:127.0.0.1]', 'localhost', 'LOCALHOST.', 'admin.localhost', '169.254.169.254']) expect(hostRefusal(host, false), host).toBe('private');
    for (const host of ['hooks.example.com', '8.8.8.8', '[2606:4700:4700::1111]']) expect(hostRefusal(host, false), host).toBeNull();
    // Allowed where private targets are (tests, development).
    expect(hostRefusal('127.0.0.1', true)).toBeNull();
  });
  it('takes https, and http only to this machine where private targets are allowed', () => {
    expect(webhookUrlOf('https://hooks.example.com/f9')).toBe('https://hooks.example.com/f9');
    expect(webhookUrlOf('http://127.0.0.1:9000/hook')).toBeNull();
    expect(webhookUrlOf('http://127.0.0.1:9000/hook', true)).toBe('http://127.0.0.1:9000/hook');
    expect(webhookUrlOf('http://10.0.0.1/hook', true)).toBeNull();
    expect(webhookUrlOf('https://user:pw@hooks.example.com/')).toBeNull();
    expect(isLoopbackHost('[::1]')).toBe(true);
    expect(isLoopbackHost('10.0.0.1')).toBe(false);
  });
  it('refuses a delivery to an address written in the URL, before any connection', () => {
    expect(addressRefusal('169.254.169.254', false)?.message).toMatch(/not a public address/);
    expect(addressRefusal('hooks.example.com', false)).toBeNull();
    expect(addressRefusal('127.0.0.1', true)).toBeNull();
  });
});

describe('deliveryLookup', () => {
  const resolver = (addresses: LookupAddress[]) => (_host: string, _options: unknown, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => callback(null, addresses);
  const lookUp = (addresses: LookupAddress[], all: boolean, privateTargets = false) =>
    new Promise<{ error: Error | null; address: unknown; family?: number }>((resolve) =>
      deliveryLookup(privateTargets, resolver(addresses))('hooks.example.com', all ? { all: true } : {}, (error, address, family) => resolve({ error, address, family })),
    );

  it('answers a public name’s addresses, one or all as the connection asks', async () => {
    const addresses = [{ address: '93.184.216.34', family: 4 }, { address: '2606:2800:220:1::1', family: 6 }];
    expect(await lookUp(addresses, true)).toMatchObject({ error: null, address: addresses });
    expect(await lookUp(addresses, false)).toMatchObject({ error: null, address: '93.184.216.34', family: 4 });
  });
  it('refuses the whole name when any address it resolves to is inside a network (DNS rebinding)', async () => {
    const answer = await lookUp([{ address: '93.184.216.34', family: 4 }, { address: '10.0.0.5', family: 4 }], false);
    expect(answer.error?.message).toBe('hooks.example.com is at 10.0.0.5, not a public address: webhooks are sent to public addresses only');
    expect((await lookUp([{ address: '127.0.0.1', family: 4 }], true, true)).error).toBeNull();
  });
});
