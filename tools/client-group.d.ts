// Types of client-group.js.

export const IPV6_GROUP_BITS: number;
export function clientGroupOf(address: string): string;
