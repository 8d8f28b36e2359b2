// Where a webhook may send (server-side request forgery): a company administrator types any URL, and the
// server then POSTs to it from inside the forwarder's network, where the cloud's metadata service
// (169.254.169.254), the database and every internal admin port answer. So a webhook reaches public
// unicast addresses only: an address typed in the URL is checked when it is saved, and every delivery
// checks the addresses its connection actually uses (a name is resolved at delivery by our own lookup and
// the connection made to the address checked: a name that resolved to a public address when saved may
// point inside later). ipaddr.js names the ranges (private, loopback, link-local, carrier-grade NAT,
// unique-local, multicast, reserved, NAT64, 6to4, ...): only "unicast" is public.
// F9_WEBHOOK_PRIVATE_TARGETS=1 lets webhooks reach private and loopback addresses, and plain http to this
// machine (tests, a developer's own receiver); a deployment never needs it.
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions, type LookupOneOptions } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Whether an IP address (v4 or v6, an IPv4-mapped v6 read as its v4) is public unicast. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

const LOOPBACK_NAMES = /^(localhost|.+\.localhost)\.?$/i;

/** A URL's host as an IP address ("[::1]" → "::1"), or null for a name. */
function addressOf(hostname: string): string | null {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(bare) ? bare : null;
}

/** Whether the host is this machine: a loopback address or a localhost name. */
export function isLoopbackHost(hostname: string): boolean {
  const address = addressOf(hostname);
  return address === null ? LOOPBACK_NAMES.test(hostname) : ipaddr.process(address).range() === 'loopback';
}

/**
 * Why a webhook URL's host may not be saved, or null: an address (or a localhost name) outside the public
 * internet. A name is judged at delivery (deliveryLookup), when it is resolved.
 */
export function hostRefusal(hostname: string, privateTargets: boolean): 'private' | null {
  if (privateTargets) return null;
  if (LOOPBACK_NAMES.test(hostname)) return 'private';
  const address = addressOf(hostname);
  return address !== null && !isPublicAddress(address) ? 'private' : null;
}

/** A delivery refused because its host is, or resolves to, an address outside the public internet. */
export class PrivateTargetError extends Error {
  readonly code = 'EF9PRIVATETARGET';
  constructor(hostname: string, address: string) {
    super(`${hostname} is ${hostname === address ? '' : `at ${address}, `}not a public address: webhooks are sent to public addresses only`);
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;
type Resolve = (hostname: string, options: LookupAllOptions, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;

/**
 * The `lookup` of a delivery's connection (http.request's option): the system's resolver, refusing the
 * whole name when any of its addresses is not public (a name with one private address is not a webhook's).
 * `resolve`: the resolver (tests give their own).
 */
export function deliveryLookup(privateTargets: boolean, resolve: Resolve = dnsLookup as unknown as Resolve) {
  return (hostname: string, options: LookupOneOptions | LookupAllOptions, callback: LookupCallback): void => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = privateTargets ? undefined : addresses.find((a) => !isPublicAddress(a.address));
      if (refused) return callback(new PrivateTargetError(hostname, refused.address) as NodeJS.ErrnoException, []);
      if ((options as LookupAllOptions).all) return callback(null, addresses);
      const first = addresses[0];
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
      callback(null, first.address, first.family);
    });
  };
}

/** A delivery to an address written in its URL (no lookup is made for it): refused unless public. */
export function addressRefusal(hostname: string, privateTargets: boolean): PrivateTargetError | null {
  const address = addressOf(hostname);
  if (privateTargets || address === null || isPublicAddress(address)) return null;
  return new PrivateTargetError(hostname, address);
}
