// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { ipSubnetPage } from '../described/ip-subnet-page.js';

export const calculator: CalculatorShape = {
  "slug": "ip-subnet",
  "inputs": [
    {
      "name": "ipAddress",
      "label": "IP Address",
      "type": "text",
      "required": true,
      "maxLength": 18,
      "uiDefault": "192.168.1.10",
      "placeholder": "e.g. 192.168.1.10 or 10.0.0.1/8",
      "help": "An IPv4 address: four numbers from 0 to 255 separated by dots, without leading zeros; a /nn after it gives the prefix length."
    },
    {
      "name": "prefixLength",
      "label": "Prefix Length (Subnet Mask)",
      "type": "select",
      "required": false,
      "options": [
        0,
        1,
        2,
        3,
        4,
        5,
        6,
        7,
        8,
        9,
        10,
        11,
        12,
        13,
        14,
        15,
        16,
        17,
        18,
        19,
        20,
        21,
        22,
        23,
        24,
        25,
        26,
        27,
        28,
        29,
        30,
        31,
        32
      ],
      "optionLabels": {
        "0": "/0 (0.0.0.0)",
        "1": "/1 (128.0.0.0)",
        "2": "/2 (192.0.0.0)",
        "3": "/3 (224.0.0.0)",
        "4": "/4 (240.0.0.0)",
        "5": "/5 (248.0.0.0)",
        "6": "/6 (252.0.0.0)",
        "7": "/7 (254.0.0.0)",
        "8": "/8 (255.0.0.0)",
        "9": "/9 (255.128.0.0)",
        "10": "/10 (255.192.0.0)",
        "11": "/11 (255.224.0.0)",
        "12": "/12 (255.240.0.0)",
        "13": "/13 (255.248.0.0)",
        "14": "/14 (255.252.0.0)",
        "15": "/15 (255.254.0.0)",
        "16": "/16 (255.255.0.0)",
        "17": "/17 (255.255.128.0)",
        "18": "/18 (255.255.192.0)",
        "19": "/19 (255.255.224.0)",
        "20": "/20 (255.255.240.0)",
        "21": "/21 (255.255.248.0)",
        "22": "/22 (255.255.252.0)",
        "23": "/23 (255.255.254.0)",
        "24": "/24 (255.255.255.0)",
        "25": "/25 (255.255.255.128)",
        "26": "/26 (255.255.255.192)",
        "27": "/27 (255.255.255.224)",
        "28": "/28 (255.255.255.240)",
        "29": "/29 (255.255.255.248)",
        "30": "/30 (255.255.255.252)",
        "31": "/31 (255.255.255.254)",
        "32": "/32 (255.255.255.255)"
      },
      "help": "How many leading bits name the network. Leave it empty when the address ends in /nn."
    }
  ],
  "outputs": [
    {
      "name": "networkAddress",
      "type": "string",
      "label": "Network address"
    },
    {
      "name": "broadcastAddress",
      "type": "string",
      "label": "Broadcast address"
    },
    {
      "name": "firstHost",
      "type": "string",
      "label": "First usable host"
    },
    {
      "name": "lastHost",
      "type": "string",
      "label": "Last usable host"
    },
    {
      "name": "subnetMask",
      "type": "string",
      "label": "Subnet mask"
    },
    {
      "name": "wildcardMask",
      "type": "string",
      "label": "Wildcard mask"
    },
    {
      "name": "cidrNotation",
      "type": "string",
      "label": "CIDR notation"
    },
    {
      "name": "ipClass",
      "type": "string",
      "label": "Address class"
    },
    {
      "name": "addressType",
      "type": "string",
      "label": "Address type"
    },
    {
      "name": "usableHosts",
      "type": "number",
      "label": "Usable hosts",
      "decimals": 0,
      "words": "the usable hosts"
    },
    {
      "name": "totalAddresses",
      "type": "number",
      "label": "Total addresses",
      "decimals": 0,
      "words": "the total addresses"
    }
  ],
  "primary": "networkAddress"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, ipSubnetPage);
export const loadCode = () => import('../calculator-code/ip-subnet.js');
