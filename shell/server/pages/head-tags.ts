// A page's head in the shell's page: the tags search engines and link previews read (shared-ui's page-head, which
// the browser applies too, renders them from the head the storefront's server build makes), put where the build's
// own title and description stand.

/**
 * The build's page with `tags` in place of its own title and description, where they stand: early in the head, before
 * the boot frame's style, so a first screen (which moves what follows that style into a template for later) leaves
 * them where a crawler reads them. A function, so that no `$&` in a tag is read as a replacement pattern.
 */
export function withHeadTags(template: string, tags: string): string {
  return template
    .replace(/<meta\s+name="description"[^>]*>/, '')
    .replace(/<title>[^<]*<\/title>/, () => tags);
}
