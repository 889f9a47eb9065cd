// The test environment (tools/jest/environment.js) as the apps' tests rely on it: forms read as a browser
// reads them, and files sent through fetch as a browser sends them.

describe('the test environment', () => {
  it('reads a form into FormData, the submitter and a chosen file included', async () => {
    document.body.innerHTML = `
      <form>
        <input name="q" value="sita">
        <input name="picture" type="file">
        <button name="go" value="search">Search</button>
      </form>`;
    const form = document.querySelector('form')!;
    const data = new FormData(form, document.querySelector('button'));
    expect(data.get('q')).toBe('sita');
    expect(data.get('go')).toBe('search');
    // No file chosen: an empty, nameless file, as a browser sends it.
    expect(data.get('picture')).toBeInstanceOf(File);
    expect((data.get('picture') as File).size).toBe(0);
  });

  it('sends a File in a multipart body with its name, type and bytes', async () => {
    const body = new FormData();
    body.append('productImg', new File(['a png picture'], 'shawl.png', { type: 'image/png' }));
    const request = new Request('/api/v1/product', { method: 'POST', body });
    const received = (await request.formData()).get('productImg') as File;
    expect(received.name).toBe('shawl.png');
    expect(received.type).toBe('image/png');
    expect(await received.text()).toBe('a png picture');
  });
});
