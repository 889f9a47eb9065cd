import type { Product } from '@pashmina/contracts';
import { errorMessage } from '@pashmina/shared-ui';
import {
  useRemoveVariantImageMutation,
  useSaveVariantImageMutation,
  useSaveVariantsMutation,
} from '../api/variantsApi';
import { variantsRequestOf, type VariantsDraft } from './variantFormValues';

const sameOptions = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([name, value]) => b[name] === value);

/**
 * Saves the 'Options and stock' section of a product already saved: PUT …/variants, then each row's new picture
 * (found in the answer by its id, or by its values for a row just created) and each picture to remove. Throws when
 * the variants are refused (nothing of them is saved); a picture refused is told in `pictureErrors`, the rest saved.
 */
export function useSaveVariants() {
  const [saveVariants, { isLoading: saving }] = useSaveVariantsMutation();
  const [saveImage, { isLoading: uploading }] = useSaveVariantImageMutation();
  const [removeImage, { isLoading: removing }] = useRemoveVariantImageMutation();

  const save = async (
    productId: string,
    draft: VariantsDraft,
  ): Promise<{ product: Product; pictureErrors: string[] }> => {
    const body = variantsRequestOf(draft);
    let { product } = await saveVariants({ id: productId, body }).unwrap();
    const pictureErrors: string[] = [];
    for (const [i, row] of draft.variants.entries()) {
      if (!row.file && !(row.removeImage && row._id)) continue;
      const sent = body.variants[i];
      if (!sent) continue;
      const saved = product.variants.find((v) =>
        row._id ? v._id === row._id : sameOptions(v.options, sent.options),
      );
      if (!saved) continue;
      try {
        if (row.file)
          ({ product } = await saveImage({ id: productId, variantId: saved._id, image: row.file }).unwrap());
        else if (saved.image)
          ({ product } = await removeImage({ id: productId, variantId: saved._id }).unwrap());
      } catch (error) {
        pictureErrors.push(`${saved.label}: ${errorMessage(error, 'the picture was not saved')}`);
      }
    }
    return { product, pictureErrors };
  };
  return { save, isSaving: saving || uploading || removing };
}
