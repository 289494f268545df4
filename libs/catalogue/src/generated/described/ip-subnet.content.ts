// Generated from libs/calc-engine/src/calculators/ip-subnet/ip-subnet.ts and ip-subnet.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const ipSubnetContent: ExplanatoryContent = {
  "whatItComputes": "The calculator takes an IPv4 address and a prefix length and works out the subnet the address belongs to: the network address, the broadcast address, the first and last addresses a device can be given, the subnet mask and its inverse, the wildcard mask, and how many addresses and usable hosts the subnet holds. It also says which of the old address classes the address falls in and whether it is a private, public, shared, loopback, link-local or multicast address.\n\nThese are the numbers you need to set up a router, plan how to split a network into subnets, write a firewall rule or check that two devices are on the same subnet. Two addresses are on the same subnet exactly when they give the same network address with the same mask.",
  "howToUse": "Type the address as four numbers from 0 to 255 separated by dots, such as 192.168.1.10, and choose the prefix length. You can also write the prefix after the address, as in 192.168.1.10/24, and leave the prefix length empty. If you give both, they must agree. Numbers must be written without leading zeros: 192.168.01.1 is refused, because some systems read a leading zero as an octal number and would take it for a different address.\n\nThe prefix length list shows each length with its mask in dotted form, so a mask such as 255.255.255.0 can be picked as /24.",
  "formulaExplained": "An IPv4 address is a 32-bit number. The prefix length says how many of its leading bits name the network; the rest name the host within it. The subnet mask has the network bits set to one and the host bits to zero, so a /24 is 255.255.255.0.\n\nThe network address is the address with its host bits cleared, a bitwise AND with the mask: 192.168.1.10 AND 255.255.255.0 is 192.168.1.0. The broadcast address has every host bit set: 192.168.1.255. The wildcard mask is the mask inverted, 0.0.0.255, which is how some routers and firewalls write a range.\n\nA subnet holds 2 to the power of its host bits addresses: 256 for a /24. The first is the network address and the last the broadcast address, so 254 are left for hosts, from 192.168.1.1 to 192.168.1.254. A /31 is the exception: on a link between two routers both of its addresses are used as hosts, following RFC 3021. A /32 names one host.",
  "readingTheResult": "The large value is the network address, which together with the prefix names the subnet: the CIDR notation line writes it as 192.168.1.0/24. The first and last host are the range you can hand out to devices; the router is often given the first. Usable hosts tells you how many devices fit.\n\nThe address type helps you spot mistakes. A private address, in 10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16, is used inside homes and offices and never appears on the internet. An address starting with 169.254 means a device gave itself an address because it found no DHCP server.",
  "limitations": "The calculator handles IPv4 only; IPv6 addresses, with their 128 bits written in hexadecimal, are not covered. It works out one subnet at a time and does not split a network into several subnets of different sizes. The address class is shown for reference only: classes have not been used for routing since CIDR replaced them in 1993.",
  "faq": [
    {
      "question": "How many hosts are in a /24 subnet?",
      "answer": "A /24 has 256 addresses. Taking away the network and the broadcast address leaves 254 for devices."
    },
    {
      "question": "What is a wildcard mask?",
      "answer": "It is the subnet mask with every bit flipped, so 255.255.255.0 becomes 0.0.0.255. Access lists on many routers use it to say which bits of an address must match and which may vary."
    },
    {
      "question": "Why is an address with a leading zero refused?",
      "answer": "Some programs read a number that starts with 0 as octal, so 010 would be 8 rather than 10. To avoid two different readings of the same text, the calculator only accepts numbers written without leading zeros."
    },
    {
      "question": "Are two addresses on the same subnet?",
      "answer": "Enter each address with the same prefix length. If both give the same network address, they are on the same subnet and can reach each other without a router."
    }
  ]
};
