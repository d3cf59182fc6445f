// The footer's image grid: six pieces from the catalog, each opening its product page.
import { PRODUCT_IMAGE_SIZES } from '@atelier/domain';
import { Link } from 'react-router';
import { ProductImage } from '../../components/ProductImage';
import { useGetProductsQuery } from '../../features/products/api';

const GALLERY_SIZE = 6;

export function FooterGallery() {
  const { data } = useGetProductsQuery({ limit: GALLERY_SIZE });
  const products = data?.products ?? [];
  return (
    <ul className="grid grid-cols-3 gap-2">
      {products.map((product) => (
        <li key={product._id}>
          <Link to={`/shop/${product._id}`} className="block overflow-hidden rounded-md">
            <ProductImage
              src={product.image}
              sizes={PRODUCT_IMAGE_SIZES.gallery}
              alt={product.name}
              className="transition-transform duration-300 hover:scale-105"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
