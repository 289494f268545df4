import { inconsistent, outOfDomain, requireInput } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { CalculatorInputError } from '../../errors/calculator-input-error.js';
import type { CalculationResult, DetailValue, SelectInputSpec, TextInputSpec } from '../../types.js';

export interface IpSubnetInputs {
  /** Dotted IPv4 address, optionally with a `/nn` prefix ("192.168.1.10/24"). */
  readonly ipAddress: string;
  /** 0 to 32; may be left out when the address carries `/nn`. */
  readonly prefixLength?: number;
}

export interface IpSubnetDetails extends Record<string, number | string> {
  readonly networkAddress: string;
  readonly broadcastAddress: string;
  readonly firstHost: string;
  readonly lastHost: string;
  readonly subnetMask: string;
  readonly wildcardMask: string;
  /** `network/prefix`. */
  readonly cidrNotation: string;
  /** A to E, by the first octet (the classes before CIDR). */
  readonly ipClass: string;
  /** "private", "public", "loopback"… of the address entered. */
  readonly addressType: string;
  readonly usableHosts: number;
  readonly totalAddresses: number;
}

const PREFIXES = Array.from({ length: 33 }, (_, bits) => bits);

/** A 32-bit address or mask as four dotted decimal octets. */
function dotted(value: number): string {
  return [24, 16, 8, 0].map((shift) => (value >>> shift) & 255).join('.');
}

/** The mask of a prefix: its first `bits` bits set (a shift by 32 is a shift by 0 in JavaScript, so /0 is its own case). */
function maskOf(bits: number): number {
  return bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
}

const ipAddress = {
  name: 'ipAddress', label: 'IP Address', type: 'text', required: true, maxLength: 18, uiDefault: '192.168.1.10',
  placeholder: 'e.g. 192.168.1.10 or 10.0.0.1/8',
  help: 'An IPv4 address: four numbers from 0 to 255 separated by dots, without leading zeros; a /nn after it gives the prefix length.',
} as const satisfies TextInputSpec;
const prefixLength = {
  name: 'prefixLength', label: 'Prefix Length (Subnet Mask)', type: 'select', required: false, options: PREFIXES,
  optionLabels: Object.fromEntries(PREFIXES.map((bits) => [bits, `/${bits} (${dotted(maskOf(bits))})`])),
  help: 'How many leading bits name the network. Leave it empty when the address ends in /nn.',
} as const satisfies SelectInputSpec;

/** One octet: 0 to 255, written without leading zeros (an "010" could be read as octal). */
const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]\\d|\\d)';
const ADDRESS = new RegExp(`^${OCTET}\\.${OCTET}\\.${OCTET}\\.${OCTET}(?:/(\\d{1,2}))?$`);

/** The special ranges, first match wins (RFC 1122, 1918, 6598, 3927, 5771, 1112); the rest is public. */
const RANGES: readonly (readonly [number, number, string])[] = [
  [0x00000000, 8, 'this network'],
  [0x7f000000, 8, 'loopback'],
  [0x0a000000, 8, 'private'],
  [0xac100000, 12, 'private'],
  [0xc0a80000, 16, 'private'],
  [0x64400000, 10, 'shared'],
  [0xa9fe0000, 16, 'link-local'],
  [0xe0000000, 4, 'multicast'],
  [0xf0000000, 4, 'reserved'],
];

function addressTypeOf(address: number): string {
  return RANGES.find(([network, bits]) => ((address & maskOf(bits)) >>> 0) === network)?.[2] ?? 'public';
}

function ipClassOf(address: number): string {
  const first = address >>> 24;
  if (first < 128) return 'A';
  if (first < 192) return 'B';
  if (first < 224) return 'C';
  return first < 240 ? 'D' : 'E';
}

/** The address as a 32-bit number and the prefix, from the text and the select. */
function parse(inputs: IpSubnetInputs): { address: number; bits: number } {
  const match = ADDRESS.exec(inputs.ipAddress);
  if (!match) {
    throw new CalculatorInputError(
      'syntax', 'IP Address must be four numbers from 0 to 255 separated by dots, without leading zeros (192.168.1.10), with an optional /nn', ipAddress.name,
    );
  }
  const address = match.slice(1, 5).reduce((total, octet) => total * 256 + Number(octet), 0);
  const suffix = match[5];
  if (suffix === undefined) return { address, bits: requireInput(inputs.prefixLength, prefixLength) };
  if (suffix.length > 1 && suffix.startsWith('0')) {
    throw new CalculatorInputError('syntax', 'The prefix after / must be written without a leading zero', ipAddress.name);
  }
  const bits = Number(suffix);
  if (bits > 32) outOfDomain('The prefix after / must be from 0 to 32', ipAddress);
  if (inputs.prefixLength !== undefined && inputs.prefixLength !== bits) {
    inconsistent(`The address ends in /${bits} but the prefix length is ${inputs.prefixLength}: leave one of them out or make them agree`, prefixLength);
  }
  return { address, bits };
}

const prefixOf = (details: Readonly<Record<string, DetailValue>>) => Number(String(details['cidrNotation']).split('/')[1]);
const withPrefix = (bits: number) => (inputs: IpSubnetInputs) => {
  const { address } = parse(inputs);
  return { ipAddress: dotted(address), prefixLength: bits };
};

export const ipSubnet = defineCalculator<IpSubnetInputs, IpSubnetDetails>({
  slug: 'ip-subnet',
  inputs: [ipAddress, prefixLength],
  outputs: [
    { name: 'networkAddress', type: 'string', label: 'Network address' },
    { name: 'broadcastAddress', type: 'string', label: 'Broadcast address' },
    { name: 'firstHost', type: 'string', label: 'First usable host' },
    { name: 'lastHost', type: 'string', label: 'Last usable host' },
    { name: 'subnetMask', type: 'string', label: 'Subnet mask' },
    { name: 'wildcardMask', type: 'string', label: 'Wildcard mask' },
    { name: 'cidrNotation', type: 'string', label: 'CIDR notation' },
    { name: 'ipClass', type: 'string', label: 'Address class' },
    { name: 'addressType', type: 'string', label: 'Address type' },
    { name: 'usableHosts', type: 'number', label: 'Usable hosts', decimals: 0, words: 'the usable hosts' },
    { name: 'totalAddresses', type: 'number', label: 'Total addresses', decimals: 0, words: 'the total addresses' },
  ],
  primary: 'networkAddress',
  compute(inputs) {
    const { address, bits } = parse(inputs);
    const mask = maskOf(bits);
    const network = (address & mask) >>> 0;
    const broadcast = (network | ~mask) >>> 0;
    const totalAddresses = 2 ** (32 - bits);
    // RFC 3021: both addresses of a /31 are hosts on a point-to-point link; a /32 is the one address.
    const [first, last, usableHosts] = bits <= 30 ? [network + 1, broadcast - 1, totalAddresses - 2]
      : bits === 31 ? [network, broadcast, 2] : [address, address, 1];
    const networkAddress = dotted(network);
    return {
      value: networkAddress,
      details: {
        networkAddress,
        broadcastAddress: dotted(broadcast),
        firstHost: dotted(first),
        lastHost: dotted(last),
        subnetMask: dotted(mask),
        wildcardMask: dotted(~mask >>> 0),
        cidrNotation: `${networkAddress}/${bits}`,
        ipClass: ipClassOf(address),
        addressType: addressTypeOf(address),
        usableHosts,
        totalAddresses,
      },
    };
  },
  intermediates: {
    prefix: { decimals: 0, value: (_, details) => prefixOf(details) },
    hostBits: { decimals: 0, value: (_, details) => 32 - prefixOf(details) },
  },
  solution: [
    { label: 'Subnet mask: the first {prefix} of the 32 bits set', expression: '{prefix} ones, then {hostBits} zeros, in four octets', value: 'subnetMask' },
    { label: 'Wildcard mask', expression: 'NOT {subnetMask}', value: 'wildcardMask' },
    { label: 'Total addresses', expression: '2^{hostBits}', value: 'totalAddresses' },
    { label: 'Usable hosts (less the network and broadcast addresses)', expression: '{totalAddresses} − 2', value: 'usableHosts', when: (_, details) => prefixOf(details) <= 30 },
    { label: 'Usable hosts (a point-to-point /31 uses both)', expression: '{totalAddresses}', value: 'usableHosts', when: (_, details) => prefixOf(details) === 31 },
    { label: 'Usable hosts (a /32 is the one address)', expression: '{totalAddresses}', value: 'usableHosts', when: (_, details) => prefixOf(details) === 32 },
    { label: 'Broadcast address', expression: '{networkAddress} OR {wildcardMask}', value: 'broadcastAddress' },
    { label: 'Network address', expression: '{ipAddress} AND {subnetMask}', value: 'networkAddress' },
  ],
  assessment: {
    of: 'usableHosts',
    bands: [
      { below: 3, text: 'A subnet of {usableHosts} usable addresses, {firstHost} to {lastHost}: a point-to-point link or a single host route.' },
      { below: 255, text: 'A small subnet: {usableHosts} usable hosts, {firstHost} to {lastHost}, with {broadcastAddress} as its broadcast address.' },
      { below: 65_535, text: 'A medium subnet: {usableHosts} usable hosts, {firstHost} to {lastHost}, with {broadcastAddress} as its broadcast address.' },
      { text: 'A large network: {usableHosts} usable hosts, {firstHost} to {lastHost}. Networks this size are usually split into smaller subnets.' },
    ],
    notes: [
      { when: (_, details) => details['addressType'] === 'private', text: 'The address is private (RFC 1918): it is used inside homes and companies and is not routed on the internet.' },
      { when: (_, details) => details['addressType'] === 'public', text: 'The address is public: it can be reached over the internet.' },
      { when: (_, details) => details['addressType'] === 'shared', text: 'The address is in the shared space that internet providers use behind carrier-grade NAT (RFC 6598).' },
      { when: (_, details) => details['addressType'] === 'loopback', text: 'The address is a loopback address: it always means this computer itself.' },
      { when: (_, details) => details['addressType'] === 'link-local', text: 'The address is link-local: a device gives itself one when no DHCP server answers.' },
      { when: (_, details) => details['addressType'] === 'multicast', text: 'The address is a multicast group address, not one a single host is given.' },
    ],
  },
  whatIfs: [
    {
      lead: 'With the prefix shortened by a bit',
      change: (inputs) => {
        const bits = safePrefix(inputs);
        return bits === undefined || bits === 0 ? undefined : withPrefix(bits - 1)(inputs);
      },
      outputs: ['usableHosts'],
    },
    {
      lead: 'With the prefix lengthened by a bit',
      change: (inputs) => {
        const bits = safePrefix(inputs);
        return bits === undefined || bits >= 30 ? undefined : withPrefix(bits + 1)(inputs);
      },
      outputs: ['usableHosts'],
    },
  ],
  referenceValues: [
    {
      name: '192.0.2.0/24: 256 addresses, mask 255.255.255.0, wildcard 0.0.0.255',
      source: 'Python documentation, ipaddress HOWTO: ip_network(\'192.0.2.0/24\') num_addresses 256, netmask 255.255.255.0, hostmask 0.0.0.255',
      inputs: { ipAddress: '192.0.2.0', prefixLength: 24 }, expected: { usableHosts: 254 }, decimals: 0,
      exact: { totalAddresses: 256, subnetMask: '255.255.255.0', wildcardMask: '0.0.0.255', networkAddress: '192.0.2.0', broadcastAddress: '192.0.2.255' },
    },
    {
      name: '192.168.1.10/24 is host 10 of the private network 192.168.1.0, hosts .1 to .254',
      source: 'RFC 4632 and RFC 1918: 192.168.1.10 AND 255.255.255.0 = 192.168.1.0; broadcast 192.168.1.255',
      inputs: { ipAddress: '192.168.1.10/24' }, expected: { usableHosts: 254 }, decimals: 0,
      exact: { networkAddress: '192.168.1.0', firstHost: '192.168.1.1', lastHost: '192.168.1.254', cidrNotation: '192.168.1.0/24', ipClass: 'C', addressType: 'private' },
    },
    {
      name: '10.1.2.3/31 is a point-to-point link of two hosts (RFC 3021)',
      source: 'RFC 3021: both addresses of a /31 are usable; 10.1.2.3 AND 255.255.255.254 = 10.1.2.2',
      inputs: { ipAddress: '10.1.2.3', prefixLength: 31 }, expected: { usableHosts: 2, totalAddresses: 2 }, decimals: 0,
      exact: { networkAddress: '10.1.2.2', firstHost: '10.1.2.2', lastHost: '10.1.2.3', subnetMask: '255.255.255.254' },
    },
    {
      name: '172.20.5.9/12 lies in the private block 172.16.0.0/12',
      source: 'RFC 1918: 172.16.0.0 to 172.31.255.255; 2^20 = 1,048,576 addresses',
      inputs: { ipAddress: '172.20.5.9/12' }, expected: { totalAddresses: 1_048_576, usableHosts: 1_048_574 }, decimals: 0,
      exact: { networkAddress: '172.16.0.0', broadcastAddress: '172.31.255.255', subnetMask: '255.240.0.0', ipClass: 'B', addressType: 'private' },
    },
    {
      name: '8.8.8.8/32 is a single public host',
      source: 'a /32 is the one address; 8.0.0.0/8 is in none of the special ranges of RFC 1918, 6598, 3927 and 5771',
      inputs: { ipAddress: '8.8.8.8', prefixLength: 32 }, expected: { usableHosts: 1, totalAddresses: 1 }, decimals: 0,
      exact: { networkAddress: '8.8.8.8', firstHost: '8.8.8.8', lastHost: '8.8.8.8', addressType: 'public', ipClass: 'A' },
    },
    {
      name: '100.64.1.1/10 is in the shared address space of internet providers',
      source: 'RFC 6598: 100.64.0.0/10, from 100.64.0.0 to 100.127.255.255',
      inputs: { ipAddress: '100.64.1.1/10' }, expected: { totalAddresses: 4_194_304 }, decimals: 0,
      exact: { networkAddress: '100.64.0.0', broadcastAddress: '100.127.255.255', addressType: 'shared' },
    },
  ],
});

/** The prefix the inputs give, or undefined where they do not read. */
function safePrefix(inputs: IpSubnetInputs): number | undefined {
  try {
    return parse(inputs).bits;
  } catch {
    return undefined;
  }
}

/**
 * The network, broadcast address and host range of an IPv4 address and prefix length.
 * @param inputs - `ipAddress` (dotted, optionally with /nn) and `prefixLength` (0 to 32) unless the address has /nn
 * @returns the network address as `value`; masks, hosts, counts, class and address type in `details`
 * @example
 * ipv4Subnet({ ipAddress: '192.168.1.10', prefixLength: 24 }).details.broadcastAddress; // '192.168.1.255'
 */
export function ipv4Subnet(inputs: IpSubnetInputs): CalculationResult<IpSubnetDetails> {
  return runCalculator(ipSubnet, inputs);
}
