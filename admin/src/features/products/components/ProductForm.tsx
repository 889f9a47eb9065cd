import { useState, type FormEvent, type ReactNode } from 'react';
import {
  LOW_STOCK_AT_MAX,
  PRODUCT_IMAGE_TYPES,
  type GenderCategory,
  type GeneralCategory,
} from '@pashmina/contracts';
import {
  CheckboxField,
  FormField,
  ImageFileField,
  SelectField,
  TextareaField,
} from '@pashmina/shared-ui/forms';
import { FormActions } from '../../../components/FormActions';
import { FEATURED_LABEL } from '../texts';
import {
  GENDER_CATEGORY_OPTIONS,
  GENERAL_CATEGORY_OPTIONS,
  type ProductFormErrors,
  type ProductFormValues,
} from './productFormValues';
import { VariantsSection } from './VariantsSection';
import { variantsDraftOf, type VariantsDraft } from './variantFormValues';
import styles from './ProductForm.module.css';

export interface ProductFormProps {
  initialValues: ProductFormValues;
  /** The 'Options and stock' section as it starts (empty for a new or plain product). */
  initialVariants?: VariantsDraft;
  /** The server's message about the options and variants. */
  variantsError?: string;
  /** The saved picture (update screen); without it a picture must be chosen. */
  currentImageUrl?: string;
  submitLabel: string;
  /** A write is under way: the submit button waits. */
  busy: boolean;
  /** The server's messages, each next to the field it named. */
  errors: ProductFormErrors;
  onSubmit: (values: ProductFormValues, image: File | null, variants: VariantsDraft) => void;
  /** More actions beside the submit button (the update screen's Delete). */
  actions?: ReactNode;
}

const IMAGE_HINT = 'JPEG, PNG or WebP, 5 MB at most.';

/** The product form of Add Products and Update product. It checks nothing itself: the server responds. */
export function ProductForm({
  initialValues,
  initialVariants,
  variantsError,
  currentImageUrl,
  submitLabel,
  busy,
  errors,
  onSubmit,
  actions,
}: ProductFormProps) {
  const [values, setValues] = useState(initialValues);
  const [image, setImage] = useState<File | null>(null);
  const [variants, setVariants] = useState(() => initialVariants ?? variantsDraftOf());
  // With options, the stock is the variants' (read-only here, set in the table).
  const stockOfVariants = variants.options.length > 0;
  const set =
    <K extends keyof ProductFormValues>(key: K) =>
    (value: ProductFormValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(values, image, variants);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
      <ImageFileField
        id="product-image"
        label="Product image"
        currentImageUrl={currentImageUrl}
        onFileChange={setImage}
        accept={PRODUCT_IMAGE_TYPES.join(',')}
        required={!currentImageUrl}
        hint={currentImageUrl ? `${IMAGE_HINT} Leave empty to keep the current image.` : IMAGE_HINT}
        error={errors.productImg}
      />
      <FormField
        id="product-name"
        label="Name"
        type="text"
        required
        value={values.productName}
        onChange={(e) => set('productName')(e.target.value)}
        error={errors.productName}
      />
      <TextareaField
        id="product-description"
        label="Description"
        required
        rows={5}
        value={values.description}
        onChange={(e) => set('description')(e.target.value)}
        error={errors.description}
      />
      {/* Optional: Nepali pages show the English name and description when these are blank. */}
      <FormField
        id="product-name-ne"
        label="Product name (Nepali)"
        type="text"
        lang="ne"
        value={values.productNameNe}
        onChange={(e) => set('productNameNe')(e.target.value)}
        error={errors.productNameNe}
      />
      <TextareaField
        id="product-description-ne"
        label="Description (Nepali)"
        lang="ne"
        rows={5}
        value={values.descriptionNe}
        onChange={(e) => set('descriptionNe')(e.target.value)}
        error={errors.descriptionNe}
      />
      <div className={styles.row}>
        <FormField
          id="product-price"
          label="Price (Rs.)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min={1}
          required
          value={values.price}
          onChange={(e) => set('price')(e.target.value)}
          error={errors.price}
        />
        <FormField
          id="product-discount"
          label="Discount (%)"
          type="number"
          inputMode="numeric"
          step={1}
          min={0}
          max={100}
          value={values.discount}
          onChange={(e) => set('discount')(e.target.value)}
          error={errors.discount}
        />
        <FormField
          id="product-stock"
          label="Stock"
          type="number"
          inputMode="numeric"
          step={1}
          required={!stockOfVariants}
          disabled={stockOfVariants}
          hint={stockOfVariants ? "The sum of the variants' stock" : undefined}
          value={values.stock}
          onChange={(e) => set('stock')(e.target.value)}
          error={errors.stock}
        />
        <FormField
          id="product-low-stock-at"
          label="Low stock at"
          type="number"
          inputMode="numeric"
          step={1}
          min={0}
          max={LOW_STOCK_AT_MAX}
          hint="The owner is e-mailed when a stock falls to this"
          value={values.lowStockAt}
          onChange={(e) => set('lowStockAt')(e.target.value)}
          error={errors.lowStockAt}
        />
      </div>
      <CheckboxField
        id="product-featured"
        label={FEATURED_LABEL}
        checked={values.featured}
        onChange={(e) => set('featured')(e.target.checked)}
        error={errors.featured}
      />
      <div className={styles.row}>
        <SelectField
          id="product-general-category"
          label="General category"
          options={GENERAL_CATEGORY_OPTIONS}
          value={values.generalCategory}
          onChange={(e) => set('generalCategory')(e.target.value as GeneralCategory)}
          error={errors.generalCategory}
        />
        <SelectField
          id="product-gender-category"
          label="Gender category"
          options={GENDER_CATEGORY_OPTIONS}
          value={values.genderCategory}
          onChange={(e) => set('genderCategory')(e.target.value as GenderCategory)}
          error={errors.genderCategory}
        />
      </div>
      <div className={styles.row}>
        <FormField
          id="product-composition"
          label="Composition"
          type="text"
          value={values.composition}
          onChange={(e) => set('composition')(e.target.value)}
          error={errors.composition}
        />
        <FormField
          id="product-weight"
          label="Weight"
          type="text"
          value={values.weight}
          onChange={(e) => set('weight')(e.target.value)}
          error={errors.weight}
        />
        <FormField
          id="product-size"
          label="Size"
          type="text"
          value={values.size}
          onChange={(e) => set('size')(e.target.value)}
          error={errors.size}
        />
      </div>
      <VariantsSection draft={variants} onChange={setVariants} error={variantsError} />
      <FormActions submitLabel={submitLabel} busy={busy}>
        {actions}
      </FormActions>
    </form>
  );
}
