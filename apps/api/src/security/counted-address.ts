import { isIP } from 'node:net';

/** The eight 16-bit groups of a valid IPv6 address. */
function ipv6Groups(ip: string): number[] {
  let text = ip.split('%')[0] ?? ip;
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const before = head === '' ? [] : head.split(':');
  const after = rest === undefined || rest === '' ? [] : rest.split(':');
  const groups = rest === undefined ? before : [...before, ...Array<string>(8 - before.length - after.length).fill('0'), ...after];
  return groups.map((group) => Number.parseInt(group, 16));
}

/**
 * What an address counts as, for every limit kept per address (the AI quota, sign-in attempts): an IPv4 address, or
 * an IPv6 address's /64 network, since one household or host is given a whole /64 and may pick any address in it.
 * An IPv4 address written as IPv6 (`::ffff:192.0.2.1`) counts as the IPv4 address.
 * @param ip - the client's address, as Fastify gives it (`request.ip`)
 * @returns the address or network it counts as
 * @example
 * countedAddress('2001:db8:1:2:aaaa::5'); // '2001:db8:1:2::/64'
 * countedAddress('::ffff:192.0.2.1'); // '192.0.2.1'
 */
export function countedAddress(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const groups = ipv6Groups(ip);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
