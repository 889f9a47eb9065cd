import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImageFileField } from './ImageFileField';

// jsdom has no object URLs: hand out numbered ones and record which are freed.
let created: string[];
let revoked: string[];
beforeEach(() => {
  created = [];
  revoked = [];
  URL.createObjectURL = jest.fn(() => {
    const url = `blob:preview-${created.length + 1}`;
    created.push(url);
    return url;
  });
  URL.revokeObjectURL = jest.fn((url: string) => void revoked.push(url));
});

const photo = (name: string) => new File(['img'], name, { type: 'image/jpeg' });

describe('ImageFileField', () => {
  it('is a labelled file input for JPEG, PNG and WebP, with its hint and error announced', () => {
    render(
      <ImageFileField
        id="photo"
        label="Photo"
        onFileChange={() => {}}
        hint="Up to 1 MB"
        error="Photo is required"
        required
      />,
    );
    const input = screen.getByLabelText('Photo');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Up to 1 MB Photo is required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the current image until a file is chosen', () => {
    render(
      <ImageFileField
        id="photo"
        label="Photo"
        currentImageUrl="/api/v1/product/p1/photo"
        onFileChange={() => {}}
      />,
    );
    expect(screen.getByRole('img', { name: 'Current image' })).toHaveAttribute(
      'src',
      '/api/v1/product/p1/photo',
    );
  });

  it('previews the chosen file, reports it, and frees the previous preview when another is chosen', async () => {
    const user = userEvent.setup();
    const onFileChange = jest.fn();
    render(
      <ImageFileField id="photo" label="Photo" currentImageUrl="/current.jpg" onFileChange={onFileChange} />,
    );
    const input = screen.getByLabelText('Photo');

    const first = photo('red-shawl.jpg');
    await user.upload(input, first);
    expect(onFileChange).toHaveBeenLastCalledWith(first);
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    expect(screen.queryByRole('img', { name: 'Current image' })).not.toBeInTheDocument();

    const second = photo('blue-shawl.jpg');
    await user.upload(input, second);
    expect(onFileChange).toHaveBeenLastCalledWith(second);
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute(
      'src',
      'blob:preview-2',
    );
    expect(revoked).toEqual(['blob:preview-1']);
  });

  it('frees the preview when the field goes away', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ImageFileField id="photo" label="Photo" onFileChange={() => {}} />);
    await user.upload(screen.getByLabelText('Photo'), photo('red-shawl.jpg'));
    unmount();
    expect(revoked).toEqual(['blob:preview-1']);
  });
});
