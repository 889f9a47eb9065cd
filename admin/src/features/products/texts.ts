// The admin product screens' own texts: labels and the messages the spec leaves open. The spec's toasts
// ('Product created sucessfully', ...) are in the contracts, shared with the API.

export const CREATE_PRODUCT_TITLE = 'Add Products';
export const MANAGE_PRODUCTS_TITLE = 'Manage Products';
export const UPDATE_PRODUCT_TITLE = 'Update Product';

export const FEATURED_LABEL = 'Click to feature this product in the homepage';
export const SHOW_OUT_OF_STOCK_LABEL = 'Show products with 0 stock';
export const CREATE_BUTTON = 'Create product';
export const UPDATE_BUTTON = 'Update product';
export const DELETE_BUTTON = 'Delete product';

export const DELETE_QUESTION = {
  title: 'Delete product',
  message: 'Are you sure you want to delete this product? Type yes to delete it.',
  confirmLabel: 'Delete',
} as const;

export const NO_PRODUCTS_FOUND_MESSAGE = 'No products found.';
export const PRODUCT_UPDATE_FAILED_MESSAGE = 'Could not update the product. Please try again.';
export const OUT_OF_STOCK_TEXT = 'Out of stock';

// 'Options and stock' (issue 41).
export const VARIANTS_NOT_SAVED_MESSAGE = 'The options and stock were not saved.';
export const CREATED_WITHOUT_VARIANTS_MESSAGE =
  'The product was created, but its options and stock were not saved: correct them and update it.';
export const variantPicturesNotSaved = (errors: string[]) =>
  `Some pictures were not saved. ${errors.join('; ')}`;
export const VARIANTS_WORD = (count: number) => `${count} ${count === 1 ? 'variant' : 'variants'}`;
