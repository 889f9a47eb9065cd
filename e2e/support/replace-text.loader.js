// A webpack loader that replaces every occurrence of one text in a file (storefront-variant.webpack.js). It fails
// the build when the text is not there, so a renamed heading breaks the redeploy test at once, not in the browser.
module.exports = function replaceText(source) {
  const { from, to } = this.getOptions();
  if (!source.includes(from))
    throw new Error(`${this.resourcePath} does not contain ${JSON.stringify(from)}`);
  return source.split(from).join(to);
};
