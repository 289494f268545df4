import { describe, expect, it } from 'vitest';
import { calculate } from '../../index.js';

describe('ip-subnet', () => {
  it('reads the prefix from the address or from the select, and refuses the two disagreeing', () => {
    const fromSuffix = calculate('ip-subnet', { ipAddress: '192.168.1.10/24' });
    const fromSelect = calculate('ip-subnet', { ipAddress: '192.168.1.10', prefixLength: 24 });
    expect(fromSuffix.details).toEqual(fromSelect.details);
    expect(calculate('ip-subnet', { ipAddress: '192.168.1.10/24', prefixLength: 24 }).details).toEqual(fromSelect.details);
    expect(() => calculate('ip-subnet', { ipAddress: '192.168.1.10/24', prefixLength: 16 }))
      .toThrow(expect.objectContaining({ code: 'inconsistent', field: 'prefixLength' }));
    expect(() => calculate('ip-subnet', { ipAddress: '192.168.1.10' }))
      .toThrow(expect.objectContaining({ code: 'required', field: 'prefixLength' }));
  });

  it('refuses octets above 255, leading zeros and a wrong number of parts as syntax', () => {
    for (const ipAddress of ['256.1.1.1', '192.168.01.1', '192.168.1', '1.2.3.4.5', '1.2.3.4/', 'abc', '1.2.3.4/024']) {
      expect(() => calculate('ip-subnet', { ipAddress, prefixLength: 24 }), ipAddress)
        .toThrow(expect.objectContaining({ code: 'syntax', field: 'ipAddress' }));
    }
    expect(() => calculate('ip-subnet', { ipAddress: '1.2.3.4/33' }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'ipAddress' }));
    expect(() => calculate('ip-subnet', { ipAddress: '1.2.3.4', prefixLength: 33 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'prefixLength' }));
  });

  it('covers the whole space with /0 and the edges of the 32-bit range', () => {
    const all = calculate('ip-subnet', { ipAddress: '255.255.255.255/0' }).details;
    expect(all).toMatchObject({
      networkAddress: '0.0.0.0', broadcastAddress: '255.255.255.255', subnetMask: '0.0.0.0', wildcardMask: '255.255.255.255',
      firstHost: '0.0.0.1', lastHost: '255.255.255.254', totalAddresses: 2 ** 32, usableHosts: 2 ** 32 - 2, ipClass: 'E', addressType: 'reserved',
    });
    expect(calculate('ip-subnet', { ipAddress: '127.0.0.1/8' }).details['addressType']).toBe('loopback');
    expect(calculate('ip-subnet', { ipAddress: '169.254.10.1/16' }).details['addressType']).toBe('link-local');
    expect(calculate('ip-subnet', { ipAddress: '224.0.0.1/4' }).details).toMatchObject({ addressType: 'multicast', ipClass: 'D' });
    expect(calculate('ip-subnet', { ipAddress: '0.1.2.3/8' }).details['addressType']).toBe('this network');
    expect(calculate('ip-subnet', { ipAddress: '172.32.0.1/16' }).details['addressType']).toBe('public');
  });
});
