/** The regions the server names (`full_address`) followed by the street the buyer typed. */
export const fullAddress = (a: { full_address: string; address: string }) =>
  a.full_address.includes(a.address) ? a.full_address : `${a.full_address} ${a.address}`.trim();
