// Prices are computed by the contracts' money rules (the same the server uses), and written as the shop's e-mails
// write them.
export { formatRupees } from '@pashmina/contracts';
