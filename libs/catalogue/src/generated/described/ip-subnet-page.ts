// Generated from libs/calc-engine/src/calculators/ip-subnet/ip-subnet.ts and ip-subnet.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const ipSubnetPage: CalculatorPage = {
  "title": "IP Subnet Calculator",
  "description": "Find the network and broadcast address, host range, subnet mask, wildcard mask and host count of an IPv4 address and prefix length.",
  "category": "everyday",
  "topic": "tech",
  "aliases": [
    "ip-subnet-calculator",
    "subnet-calculator",
    "cidr-calculator",
    "ipv4-subnet-calculator",
    "subnet-mask-calculator"
  ],
  "keywords": [
    "subnet calculator",
    "ip subnet calculator",
    "cidr calculator",
    "subnet mask",
    "network address",
    "broadcast address",
    "wildcard mask",
    "usable hosts",
    "host range",
    "ipv4 calculator",
    "slash 24",
    "private ip address",
    "subnet calulator",
    "subnetting"
  ],
  "related": [
    "conversion",
    "scientific",
    "roman-numeral",
    "percentage",
    "hours"
  ],
  "formula": {
    "expression": "mask = first p bits set;   network = address AND mask;   broadcast = network OR NOT mask;   total = 2^(32 − p);   usable = total − 2",
    "symbols": [
      {
        "symbol": "p",
        "meaning": "the prefix length, the number of bits that name the network"
      },
      {
        "symbol": "address",
        "meaning": "the IPv4 address as a 32-bit number, its four octets side by side"
      },
      {
        "symbol": "total",
        "meaning": "every address in the subnet, the network and broadcast addresses included"
      },
      {
        "symbol": "usable",
        "meaning": "addresses a host can be given (all of them for a /31 or a /32)"
      }
    ],
    "text": "The mask keeps the network part of an address and clears the host part. Clearing the host bits gives the network address, setting them all gives the broadcast address, and the hosts are the addresses in between."
  },
  "examples": [
    {
      "description": "A home network, 192.168.1.10 with a /24 mask",
      "inputs": {
        "ipAddress": "192.168.1.10",
        "prefixLength": 24
      }
    },
    {
      "description": "The documentation network 192.0.2.0/24",
      "inputs": {
        "ipAddress": "192.0.2.0/24"
      }
    },
    {
      "description": "An office subnet, 10.20.30.40 with a /22 mask",
      "inputs": {
        "ipAddress": "10.20.30.40",
        "prefixLength": 22
      }
    },
    {
      "description": "A small subnet for servers, 172.16.5.130 with a /26 mask",
      "inputs": {
        "ipAddress": "172.16.5.130",
        "prefixLength": 26
      }
    }
  ]
};
