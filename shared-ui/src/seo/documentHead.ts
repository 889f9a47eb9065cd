// The head of the browser's document, kept in step by the apps as the shopper moves (the shell's frame, a product's
// page). The shop's server wrote it for the page the shopper landed on, with its link preview and structured data.

function metaNamed(name: string): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.appendChild(meta);
  }
  return meta;
}

export function setDescription(description: string): void {
  metaNamed('description').content = description;
}

export function setCanonical(url: string | null): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!url) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = url;
}

export function setNoindex(noindex: boolean): void {
  if (noindex) metaNamed('robots').content = 'noindex';
  else document.head.querySelector('meta[name="robots"]')?.remove();
}

/** The landing page's link preview and structured data describe that page only: gone once the shopper moves on. */
export function removeLandingPreview(): void {
  document.head
    .querySelectorAll(
      'meta[property^="og:"], meta[property^="product:"], meta[name^="twitter:"], script[type="application/ld+json"]',
    )
    .forEach((tag) => tag.remove());
}
