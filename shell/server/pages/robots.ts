// /robots.txt: the shop is open to search engines but for the shopper's own pages, the accounts, the API and the
// development sandboxes; the sitemap (the API's, through the proxy) lists what to crawl.

/** PUBLIC_URL as the API reads it (its default, no trailing slash): the shop's address in links it gives out. */
export function publicUrlOf(env: NodeJS.ProcessEnv): string {
  let url = env.PUBLIC_URL ?? 'http://localhost:4200';
  while (url.endsWith('/')) url = url.slice(0, -1);
  return url;
}

const DISALLOWED = ['/dashboard/', '/Cart', '/cart', '/Login', '/Register', '/success', '/api/', '/sandbox/'];

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
