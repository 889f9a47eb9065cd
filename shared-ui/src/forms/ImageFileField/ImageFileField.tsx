import { useEffect, useState, type ChangeEvent } from 'react';
import fieldStyles from '../FormField/FormField.module.css';
import { describedByOf, FieldMessages } from '../FormField/FieldMessages';
import styles from './ImageFileField.module.css';

export interface ImageFileFieldProps {
  id: string;
  label: string;
  /** The image shown before a file is chosen (the update screen's current image). */
  currentImageUrl?: string;
  onFileChange: (file: File | null) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  /** default 'image/jpeg,image/png,image/webp' */
  accept?: string;
}

/** A file input for a product photo, with a preview of the chosen file (or of the current image). */
export function ImageFileField({
  id,
  label,
  currentImageUrl,
  onFileChange,
  error,
  hint,
  required,
  accept = 'image/jpeg,image/png,image/webp',
}: ImageFileFieldProps) {
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  // Each object URL holds the file in memory until revoked: free it when replaced and on unmount.
  useEffect(() => {
    if (!previewUrl) return undefined;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setPreviewUrl(file ? URL.createObjectURL(file) : null);
    onFileChange(file);
  };

  const shownUrl = previewUrl ?? currentImageUrl;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        required={required}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, hint, error)}
        onChange={onChange}
      />
      <FieldMessages id={id} hint={hint} error={error} />
      {shownUrl && (
        <img
          src={shownUrl}
          alt={previewUrl ? 'Preview of the chosen image' : 'Current image'}
          className={styles.preview}
        />
      )}
    </div>
  );
}
