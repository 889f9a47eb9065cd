import { Link } from 'react-router-dom';
import type { Product } from '@pashmina/contracts';
import { SHELL_ROUTES } from '@pashmina/shared-ui';
import { Badge, DataTable, type DataTableColumn } from '@pashmina/shared-ui/panels';
import { OUT_OF_STOCK_TEXT, VARIANTS_WORD } from '../texts';
import styles from './ManageProductsPage.module.css';

/** '/dashboard/admin/manage-product/{id}' */
export const updateProductPath = (id: string) =>
  SHELL_ROUTES.adminUpdateProduct.replace(':id', encodeURIComponent(id));

/** 0 in red, and said in words too, so it is not told by colour alone. */
function Stock({ stock }: { stock: number }) {
  if (stock > 0) return <>{stock}</>;
  return (
    <Badge tone="danger">
      {stock} · {OUT_OF_STOCK_TEXT}
    </Badge>
  );
}

const COLUMNS: DataTableColumn<Product>[] = [
  {
    key: 'image',
    header: 'Image',
    className: styles.imageCell,
    // The name is in the next cell: the picture adds nothing to read out.
    render: (product) => (
      <img src={product.productThumb} alt="" width={64} height={80} loading="lazy" className={styles.thumb} />
    ),
  },
  { key: 'name', header: 'Name', render: (product) => product.productName },
  { key: 'gender', header: 'Gender category', render: (product) => product.genderCategory },
  {
    key: 'stock',
    header: 'Stock',
    // A product with variants: their total, and how many there are.
    render: (product) => (
      <>
        <Stock stock={product.stock} />
        {product.variants.length > 0 && (
          <span className={styles.variants}> · {VARIANTS_WORD(product.variants.length)}</span>
        )}
      </>
    ),
  },
  {
    key: 'update',
    header: 'Update',
    render: (product) => (
      <Link to={updateProductPath(product._id)} className={styles.update}>
        Update<span className="visually-hidden"> {product.productName}</span>
      </Link>
    ),
  },
];

/** The products of one page: image, name, gender category, stock and the Update link. */
export function ProductsTable({ products }: { products: Product[] }) {
  return <DataTable caption="Products" columns={COLUMNS} rows={products} rowKey={(product) => product._id} />;
}
