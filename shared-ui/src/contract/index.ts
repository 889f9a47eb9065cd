import contract from './contract-version.json';

/**
 * The version of what shared-ui promises the apps that share it as a Module Federation singleton: its exports, the
 * store's shape (slices, baseApi's tags, the persisted `auth` and `cart`), the route table. Every build declares it
 * as the singleton's version in its mf-manifest.json (tools/webpack/federation-shared.js reads the same file), and
 * the shell refuses a remote built against another major, or a newer minor than its own. Bump the major with a change
 * a remote built against the previous one would break on (a removed or renamed export, a changed slice or tag); the
 * minor for an addition, which a remote may use only once the shell running it has it. It is not the package's npm
 * version: shared-ui is never published, only shared at run time.
 */
export const contractVersion: string = contract.contractVersion;
