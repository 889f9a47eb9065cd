/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { BelowFirstScreen, hasFirstScreen } from './useFirstScreenHandover';

// The storefront's server build renders the first screen in Node, where there is no document.
describe('the first screen on the server', () => {
  it('leaves out what is below the first screen', () => {
    const html = renderToString(
      <main>
        <h1>Handwoven pashmina from Nepal</h1>
        <BelowFirstScreen>
          <h2>Check our selection</h2>
        </BelowFirstScreen>
      </main>,
    );
    expect(html).toBe('<main><h1>Handwoven pashmina from Nepal</h1></main>');
    expect(hasFirstScreen()).toBe(false);
  });
});
