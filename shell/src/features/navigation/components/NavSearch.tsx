/**
 * Slot for the product search box (SPEC "Navigation bar": dropdown of matches, a search
 * icon toggles it on phones). It arrives with issue 3; until then it renders nothing.
 */
export function NavSearch() {
  return null;
}
