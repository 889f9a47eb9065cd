/** Leaving the shop for the payment page; a seam so tests can watch it (jsdom cannot navigate). */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
